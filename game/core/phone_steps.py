"""A phone's choices as steps (issue 32): a choice with parts is built tap by tap.

A choice's `path` lists the steps before it, each `{"group", "label", "tone"?}`: the
question asked at that step (`group`) and the answer that leads on (`label`). Intrigue's
"whisper to Bob about Cy, heading 3" is the path Whisper → Bob → Cy and the choice
"3. … (merit)". The page shows one step at a time, with Back; a step's options are the
distinct next parts of the choices below it. `fold` keeps every step within `MAX_STEP`
options (a long list becomes pages named by their first and last option), so no game's
page is ever a wall of buttons, whatever its phone view gives; the choices of a group
drawn as a grid count as one option (the board, zoomed on the phone).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

MAX_STEP = 12  # options on one step of the page at most
MAX_DEPTH = 8  # steps before a choice at most (a game's and fold's)


def step(label: str, group: str = "", tone: str = "") -> dict[str, str]:
    """One step on the way to a choice: the answer `label` to the question `group`."""
    out = {"group": group, "label": label}
    if tone:
        out["tone"] = tone
    return out


Key = tuple[str, str, str]  # (group, label, action): a step's action is ""


def _parts(c: Mapping[str, Any], table: Sequence[Sequence[str]] = ()) -> list[Key]:
    """Every step of `c` as (group, label, ""), the choice itself last with its action (two
    choices alike in words are still two buttons: two copies of a card). A packed path's
    steps are rows of `table` (`pack`)."""
    return [(table[s][0], table[s][1], "") if isinstance(s, int) else (s["group"], s["label"], "")
            for s in c.get("path", ())] + [(c.get("group", ""), c["label"], c["action"])]


def _key(parts: list[Key], depth: int, grids: Mapping[str, Any]) -> Key:
    key = parts[depth]
    return (key[0], "", "") if key[2] and key[0] in grids else key  # a board


def _split(parts: Sequence[list[Key]], idxs: Sequence[int], depth: int,
           grids: Mapping[str, Any]) -> dict[Key, list[int]]:
    """The options of a step (its choices `idxs`, `depth` steps in), in order, each with
    the choices below it."""
    out: dict[Key, list[int]] = {}
    for i in idxs:
        out.setdefault(_key(parts[i], depth, grids), []).append(i)
    return out


def _below(parts: Sequence[list[Key]], idxs: list[int], key: Key,
           depth: int, grids: Mapping[str, Any]) -> list[int]:
    """The choices of option `key` that have a step after it (a board has none)."""
    if key[2] or (not key[1] and key[0] in grids):
        return []  # a choice, or a board
    return [i for i in idxs if len(parts[i]) > depth + 1]


def widest(choices: Sequence[Mapping[str, Any]], grids: Mapping[str, Any],
           table: Sequence[Sequence[str]] = ()) -> int:
    """The most options any step offers (what `fold` bounds); `table`: a packed view's.
    A view of at most `MAX_STEP` choices is within bounds unwalked: its count is given."""
    if len(choices) <= MAX_STEP:
        return len(choices)
    root: dict[Key, Any] = {}  # the steps as a tree: each step's options are its keys
    for c in choices:
        node, parts = root, _parts(c, table)
        for key in parts[:-1]:
            node = node.setdefault(key, {})
        node[_key(parts, len(parts) - 1, grids)] = None
    most, todo = 0, [root]
    while todo:
        node = todo.pop()
        most = max(most, len(node))
        todo += [sub for sub in node.values() if sub]
    return most


def fold(choices: list[dict[str, Any]], grids: Mapping[str, Any]) -> list[dict[str, Any]]:
    """`choices` with a page step inserted wherever a step has more than `MAX_STEP`
    options: "A … F", "G … M", each holding at most `MAX_STEP` of them."""
    if widest(choices, grids) <= MAX_STEP:
        return choices  # the game's own steps are within bounds (the usual case)
    parts = [_parts(c) for c in choices]
    inserted: dict[int, list[tuple[int, dict[str, str]]]] = {}
    todo = [(list(range(len(parts))), 0)]
    while todo:
        idxs, depth = todo.pop()
        opts = _split(parts, idxs, depth, grids)
        if len(opts) > MAX_STEP:
            for i, page in _pages(opts).items():
                parts[i].insert(depth, (page["group"], page["label"], ""))
                inserted.setdefault(i, []).append((depth, page))
            todo.append((idxs, depth))  # look again: too many pages fold once more
            continue
        todo += [(sub, depth + 1) for key, below in opts.items()
                 if (sub := _below(parts, below, key, depth, grids))]
    out = list(choices)
    for i, pages in inserted.items():
        path = list(out[i].get("path", ()))
        for depth, page in pages:  # in the order inserted: each depth counts the ones before
            path.insert(depth, page)
        out[i] = dict(out[i], path=path)
    return out


def _pages(opts: dict[Key, list[int]]) -> dict[int, dict[str, str]]:
    """Each choice's page step: the options cut into at most `MAX_STEP` pages."""
    keys = list(opts)
    pages = min(MAX_STEP, -(-len(keys) // MAX_STEP))
    size = -(-len(keys) // pages)  # a page too big is folded again, one step down
    groups = {g for g, _, _ in keys}
    ask = groups.pop() if len(groups) == 1 else "Choose"
    out: dict[int, dict[str, str]] = {}
    seen: set[str] = set()
    for start in range(0, len(keys), size):
        chunk = keys[start:start + size]
        first, last = chunk[0][1] or chunk[0][0], chunk[-1][1] or chunk[-1][0]
        label = first if len(chunk) == 1 else f"{first[:60]} \u2026 {last[:60]}"
        if label in seen:  # pages of like-named options: each page still its own step
            label = f"{label} ({start // size + 1})"
        seen.add(label)
        for key in chunk:
            for i in opts[key]:
                out[i] = step(label, ask)
    return out


def pack(choices: list[dict[str, Any]]) -> tuple[list[list[str]], list[dict[str, Any]]]:
    """The wire form: each distinct step once in a table, each path a list of its rows
    (Intrigue's recess repeats "Whisper" 300 times: 263 KB a view written out, 110 packed)."""
    rows: dict[tuple[str, str, str], int] = {}
    out = []
    for c in choices:
        if c.get("path"):
            path = [rows.setdefault((s["group"], s["label"], s.get("tone", "")), len(rows))
                    for s in c["path"]]
            c = dict(c, path=path)
        out.append(c)
    return [list(r) for r in rows], out


def unpack(view: Mapping[str, Any]) -> list[dict[str, Any]]:
    """A view's choices with their paths as steps again (`pack` undone)."""
    table = view.get("steps", [])
    out = []
    for c in view.get("choices", ()):
        if c.get("path") and isinstance(c["path"][0], int):
            c = dict(c, path=[step(table[i][1], table[i][0], table[i][2]) for i in c["path"]])
        out.append(c)
    return out
