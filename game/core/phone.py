"""A seat's phone view: one small, generic description of what that seat may see and do.

Phones as private screens (issue 25, docs/phones.md) show each player's secrets on their
own phone. The phone page knows no game: it draws this description, which a game builds
from ONE seat's observation and legal actions, never from the engine state, so a phone
learns exactly what that seat's hot-seat screen would show.

    {"status": ["Your turn: the count is 42", ...],          # short lines, most urgent first
     "sections": [{"label": "Your hand", "kind": "cards",   # cards | counters | lines
                   "items": [{"text": "Q♥", "note": "new", "tone": "red"}]}],
     "choices": [{"action": "play QH", "label": "Q♥", "group": "Play a card"}],
     "grids": {"Lay Q · Aliens": {"rows": 11, "cols": 11,      # optional: a group of
                                  "marks": [[5, 5, "Q"]]}}}    # choices drawn as a grid

`action` is the action's text form exactly as `plugin.action_text` gives it; tapping the
choice sends that text back, and the table applies it through the same path as the TV's
input. A choice in a group listed in `grids` carries `at: [row, col]`; `marks` label cells
that are not choices (what lies on a board).

A choice may take typed text (`typed`: a hint and a length bound, Pontoon's typed theory):
the phone shows a text box with the button and sends the action's text, a space, and what
was typed (`tell The banks own the moon`); the game parses and checks it like the TV's
typed text. A choice may also carry `confirm`: the game's "are you sure?" question for a
costly action (the plugin's `costly(game, seat, action)`, asked at the TV the same way);
the phone asks it, "No, go back" first, before sending.

A game gives its own description with an optional plugin function
`phone_view(observation, legal, names) -> dict` (`legal`: `Legal(action, text)` pairs of
the seat's legal actions, `names`: every seat's name); without one, `plain_view` shows the
seat's status and its choices by their text. `describe` builds, checks and bounds it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any, NamedTuple

from .actions import Action
from .phone_steps import MAX_DEPTH, fold, pack, widest
from .phone_steps import MAX_STEP as MAX_STEP  # the games' phone views use both
from .phone_steps import step as step

KINDS = ("cards", "counters", "lines")
TONES = ("", "red", "black", "new", "hidden", "good", "bad", "accent")
# Bounds that keep every message small (a phone on a slow LAN, a flood of updates).
MAX_TEXT = 240
MAX_LINES = 12
MAX_SECTIONS = 16
MAX_ITEMS = 120
MAX_CHOICES = 800
MAX_GRID = 16
MAX_SENT = 300  # the longest action text a phone may send (scenes/phones/protocol.py)
MAX_LOG = 6  # public log lines a phone shows ("what just happened")
LOOKS = ("cards",)  # how a group's buttons may be drawn besides plain buttons and grids


class Legal(NamedTuple):
    """One legal action of the seat and its text form (what the phone sends back)."""

    action: Action
    text: str


class BadView(ValueError):
    """A phone description that breaks the schema (a game's phone module is wrong)."""


def item(text: str, note: str = "", tone: str = "") -> dict[str, str]:
    """One card, counter or line of a section."""
    out = {"text": text}
    if note:
        out["note"] = note
    if tone:
        out["tone"] = tone
    return out


def section(label: str, kind: str, items: Iterable[dict[str, str] | str]) -> dict[str, Any]:
    """A labelled group of items; plain strings become items."""
    return {"label": label, "kind": kind,
            "items": [item(x) if isinstance(x, str) else x for x in items]}


def choice(legal: Legal, label: str, group: str = "",
           at: tuple[int, int] | None = None, typed: tuple[str, int] | None = None,
           path: Sequence[dict[str, str]] = (), tone: str = "") -> dict[str, Any]:
    """A button that sends `legal.text`; `at` places it in its group's grid; `typed`
    (hint, most characters) gives it a text box whose text is sent after the action's;
    `path` (`step`s) is the way to it, one tap a step; `tone` colours it (a red card)."""
    out: dict[str, Any] = {"action": legal.text, "label": label}
    if group:
        out["group"] = group
    if path:
        out["path"] = list(path)
    if tone:
        out["tone"] = tone
    if at is not None:
        out["at"] = [at[0], at[1]]
    if typed is not None:
        out["typed"] = {"hint": typed[0], "max": typed[1]}
    return out


def plain_view(observation: Any, legal: Sequence[Legal], names: Sequence[str]) -> dict[str, Any]:
    """The description of a game without its own: its choices by their text form."""
    status = ["Your choice" if legal else "Watch the table"]
    return {"status": status, "sections": [],
            "choices": [{"action": x.text, "label": x.text} for x in legal]}


def describe(plugin: Any, game: Any, seat: int, names: Sequence[str]) -> dict[str, Any]:
    """Seat `seat`'s phone description: built from `game.observe(seat)` and
    `game.legal_actions(seat)` only (and the plugin's `costly` questions on its choices),
    checked (`check`), with `turn` and `over` added."""
    awaited = seat in game.waiting_for
    legal = [Legal(a, plugin.action_text(a)) for a in game.legal_actions(seat)] if awaited \
        else []
    build: Callable[..., dict[str, Any]] = getattr(plugin, "phone_view", plain_view)
    view = build(game.observe(seat), legal, list(names))
    by_text = {x.text: x.action for x in legal}
    stray = [c["action"] for c in view.get("choices", ()) if c.get("action") not in by_text]
    if stray:
        raise BadView(f"choices that are not legal now: {stray[:3]}")
    view = dict(view, turn=awaited, over=bool(game.is_over))
    view["steps"], view["choices"] = pack(fold(list(view.get("choices", ())),
                                               view.get("grids", {})))
    costly = getattr(plugin, "costly", None)
    if costly is not None and legal:
        view["choices"] = [_confirmed(c, costly(game, seat, by_text[c["action"]]))
                           for c in view["choices"]]
    check(view)
    return view


def _confirmed(c: dict[str, Any], question: str | None) -> dict[str, Any]:
    """The choice with the game's "are you sure?" question, when it has one. The question
    reads the engine (Sanity, costs), so it may say only what the seat itself may see:
    the leak tests check every message a phone gets."""
    return dict(c, confirm=question) if question else c


def check(view: Any) -> None:
    """Raise `BadView` unless `view` follows the schema within its bounds."""
    if not isinstance(view, dict):
        raise BadView("a view is a dict")
    _lines(view.get("status"), "status", MAX_LINES)
    sections = view.get("sections")
    if not isinstance(sections, list) or len(sections) > MAX_SECTIONS:
        raise BadView(f"sections: a list of at most {MAX_SECTIONS}")
    for s in sections:
        if not isinstance(s, dict) or s.get("kind") not in KINDS:
            raise BadView(f"a section has a kind of {KINDS}")
        _text(s.get("label"), "section label")
        items = s.get("items")
        if not isinstance(items, list) or len(items) > MAX_ITEMS:
            raise BadView(f"items: a list of at most {MAX_ITEMS}")
        for it in items:
            _item(it)
    _steps(view)
    _choices(view.get("choices"), view.get("grids", {}))
    looks = view.get("looks", {})
    if not isinstance(looks, dict) or any(v not in LOOKS for v in looks.values()):
        raise BadView(f"looks: a dict of group -> one of {LOOKS}")
    for group in looks:
        _text(group, "look group")
    if "log" in view:
        _lines(view["log"], "log", MAX_LOG)
    if widest(view["choices"], view.get("grids", {}), view.get("steps", [])) > MAX_STEP:
        raise BadView(f"a step offers more than {MAX_STEP} options (describe folds them)")
    for key in ("turn", "over"):
        if key in view and not isinstance(view[key], bool):
            raise BadView(f"{key} is a bool")


def _choices(choices: Any, grids: Any) -> None:
    if not isinstance(choices, list) or len(choices) > MAX_CHOICES:
        raise BadView(f"choices: a list of at most {MAX_CHOICES}")
    if not isinstance(grids, dict):
        raise BadView("grids: a dict of group -> [rows, cols]")
    shapes: dict[str, tuple[int, int]] = {}
    for group, grid in grids.items():
        _text(group, "grid group")
        shape = (grid.get("rows"), grid.get("cols")) if isinstance(grid, dict) else ()
        if not all(isinstance(n, int) and 1 <= n <= MAX_GRID for n in shape) or not shape:
            raise BadView(f"grid {group!r}: rows and cols, each 1..{MAX_GRID}")
        shapes[group] = shape
        marks = grid.get("marks", [])
        if not isinstance(marks, list) or len(marks) > shape[0] * shape[1]:
            raise BadView(f"grid {group!r}: marks, at most one a cell")
        for mark in marks:
            if (not isinstance(mark, list) or len(mark) != 3
                    or not _inside(mark[:2], shape)):
                raise BadView(f"grid {group!r}: a mark is [row, col, text] inside the grid")
            _text(mark[2], "grid mark", limit=8)
    for c in choices:
        if not isinstance(c, dict):
            raise BadView("a choice is a dict")
        _text(c.get("action"), "choice action", limit=300)
        _text(c.get("label"), "choice label")
        group = c.get("group", "")
        _text(group, "choice group", empty=True)
        if "at" in c and (group not in shapes or not _inside(c["at"], shapes[group])):
            raise BadView(f"choice {c.get('action')!r}: 'at' outside its group's grid")
        if "typed" in c:
            _typed(c["typed"], c["action"])
        if "confirm" in c:
            _text(c["confirm"], "choice confirm")
        if c.get("tone", "") not in TONES:
            raise BadView(f"tone is one of {TONES}")
        _path(c.get("path", []), c["action"])


def _steps(view: dict[str, Any]) -> None:
    """The packed steps (`pack`): a table of [group, label, tone] rows, and each choice's
    path a list of its rows."""
    table = view.get("steps", [])
    if not isinstance(table, list) or len(table) > MAX_CHOICES * MAX_DEPTH:
        raise BadView("steps: a list of [group, label, tone]")
    for row in table:
        if not isinstance(row, list) or len(row) != 3:
            raise BadView("a step is [group, label, tone]")
        _text(row[0], "step group", empty=True)
        _text(row[1], "step label")
        if row[2] not in TONES:
            raise BadView(f"tone is one of {TONES}")
    for c in view.get("choices", []) if isinstance(view.get("choices"), list) else []:
        path = c.get("path", []) if isinstance(c, dict) else []
        if isinstance(path, list) and path and isinstance(path[0], int) and not all(
                isinstance(i, int) and not isinstance(i, bool) and 0 <= i < len(table)
                for i in path):
            raise BadView(f"choice {c.get('action')!r}: a path of rows of the steps")


def _path(path: Any, action: str) -> None:
    if not isinstance(path, list) or len(path) > MAX_DEPTH:
        raise BadView(f"choice {action!r}: path is a list of at most {MAX_DEPTH} steps")
    if path and isinstance(path[0], int):
        return  # rows of the steps table, checked with it (_steps)
    for s in path:
        if not isinstance(s, dict) or set(s) - {"group", "label", "tone"}:
            raise BadView(f"choice {action!r}: a step is {{group, label, tone}}")
        _text(s.get("group"), "step group", empty=True)
        _text(s.get("label"), "step label")
        if s.get("tone", "") not in TONES:
            raise BadView(f"tone is one of {TONES}")


def _typed(typed: Any, action: str) -> None:
    """A text box's hint and bound: the action, a space and the text fit one message."""
    most = typed.get("max") if isinstance(typed, dict) else None
    if not isinstance(most, int) or isinstance(most, bool) or not (
            1 <= most <= MAX_SENT - len(action) - 1):
        raise BadView(f"choice {action!r}: typed max is 1..{MAX_SENT - len(action) - 1}")
    _text(typed.get("hint"), "typed hint")


def _inside(at: Any, shape: tuple[int, int]) -> bool:
    return (isinstance(at, list) and len(at) == 2
            and all(isinstance(v, int) and 0 <= v < n for v, n in zip(at, shape)))


def _item(it: Any) -> None:
    if not isinstance(it, dict):
        raise BadView("an item is a dict")
    _text(it.get("text"), "item text")
    _text(it.get("note", ""), "item note", empty=True)
    if it.get("tone", "") not in TONES:
        raise BadView(f"tone is one of {TONES}")


def _lines(lines: Any, what: str, limit: int) -> None:
    if not isinstance(lines, list) or len(lines) > limit:
        raise BadView(f"{what}: a list of at most {limit} lines")
    for line in lines:
        _text(line, what)


def _text(value: Any, what: str, limit: int = MAX_TEXT, empty: bool = False) -> None:
    if not isinstance(value, str) or len(value) > limit or (not value and not empty):
        raise BadView(f"{what}: text of 1..{limit} characters, not {value!r:.40}")
