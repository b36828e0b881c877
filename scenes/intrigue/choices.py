"""The human's chooser: every legal action, reached one field at a time.

A recess move has hundreds of forms (whom to tell, about whose heading, which one,
sworn or not), so the legal actions are offered as a tree: first the kind of move,
then each of its fields in turn. Every row of every level leads to at least one legal
action, and a leaf is exactly one legal action: nothing illegal can be chosen.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

from game.intrigue.content import claim_text, heading_text

KIND_LABELS = {
    "whisper": "Whisper a rumour", "offer": "Offer a pact (a secret for a secret)",
    "quiet": "Keep quiet", "accept": "Accept an offer", "decline": "Decline an offer",
    "break": "Break a pact", "raise": "Raise a rumour on the floor", "pass": "Pass",
    "vote": "Cast your ballot",
}
KIND_ORDER = ("vote", "accept", "decline", "raise", "whisper", "offer", "break", "quiet",
              "pass")
# Which value of each kind's action is chosen at each level after the kind.
FIELDS = {
    "whisper": (1, 2, 3, 4), "offer": (1, 2, 3, 4), "accept": (1, 2, 3, 4),
    "decline": (1,), "break": (1,), "raise": (1, 2), "vote": (1,), "quiet": (), "pass": (),
}
VOTE_LABELS = {1: "Believe (flat hand)", 0: "Abstain (fist)", -1: "Disbelieve (hand down)"}


class Row(NamedTuple):
    label: str
    actions: tuple[Any, ...]  # the legal actions this row leads to


def field_label(kind: str, index: int, value: int, action: Any, names: Sequence[str],
                files: Sequence[Sequence[int]], me: int) -> str:
    """A row's words for one field of an action."""
    fields = FIELDS[kind]
    # Which part of a claim-shaped action this is: member, subject, heading, stamp
    # (a raised rumour has no other member: it starts at its subject).
    pos = fields.index(index) + (1 if kind == "raise" else 0)
    if kind == "vote":
        return VOTE_LABELS.get(value, str(value))
    if pos == 0:  # the other member
        who = names[value] if 0 <= value < len(names) else "?"
        if kind in ("whisper", "offer"):
            return f"to {who}"
        return f"with {who}" if kind == "break" else f"from {who}"
    if pos == 1:  # the subject of a claim
        return "about yourself" if value == me else f"about {names[value]}"
    if pos == 2:  # the heading
        subject = action.values[index - 1]
        heading = files[subject][value]
        valence = "merit" if value < 6 else "blemish"
        return f"{heading_text(heading)} ({valence})"  # the row's own number is its key
    return "sworn (your stamp: you vouch it is true)" if value else "unsworn"


def rows(legal: Sequence[Any], path: Sequence[int], names: Sequence[str],
         files: Sequence[Sequence[int]], me: int) -> list[Row]:
    """The rows at the level reached by `path` (indices chosen so far)."""
    level: list[Row] = []
    kinds = sorted({a.kind for a in legal}, key=lambda k: KIND_ORDER.index(k)
                   if k in KIND_ORDER else 99)
    level = [Row(KIND_LABELS.get(k, k), tuple(a for a in legal if a.kind == k)) for k in kinds]
    depth = 0
    while depth < len(path):
        i = path[depth]
        if not 0 <= i < len(level):
            return level
        chosen = level[i].actions
        kind = chosen[0].kind
        fields = FIELDS.get(kind, ())
        if depth >= len(fields):
            return level
        index = fields[depth]
        groups: dict[int, list[Any]] = {}
        for a in chosen:
            groups.setdefault(a.values[index], []).append(a)
        level = [Row(field_label(kind, index, v, acts[0], names, files, me), tuple(acts))
                 for v, acts in groups.items()]
        depth += 1
    return level


def trail(legal: Sequence[Any], path: Sequence[int], names: Sequence[str],
          files: Sequence[Sequence[int]], me: int) -> list[str]:
    """The labels chosen so far, one per level of `path`."""
    out = []
    for depth in range(len(path)):
        level = rows(legal, path[:depth], names, files, me)
        if 0 <= path[depth] < len(level):
            out.append(level[path[depth]].label)
    return out


def leaf(row: Row) -> Any | None:
    """The one action a row stands for, or None when it needs more choosing."""
    return row.actions[0] if len(row.actions) == 1 else None


def spoken(action: Any, names: Sequence[str], files: Sequence[Sequence[int]]) -> str:
    """An action in words, as the chooser's last line says it."""
    v, k = action.values, action.kind

    def who(p: int) -> str:
        return names[p] if 0 <= p < len(names) else "?"

    def claim(subject: int, slot: int, sworn: int) -> str:
        return f"“{claim_text(who(subject), files[subject][slot])}”" + (" (sworn)" if sworn
                                                                        else "")

    if k == "whisper":
        return f"Whisper to {who(v[1])}: {claim(*v[2:])}"
    if k == "offer":
        return f"Offer {who(v[1])} a pact, giving {claim(*v[2:])}"
    if k == "accept":
        return f"Accept {who(v[1])}'s pact, giving back {claim(*v[2:])}"
    if k == "decline":
        return f"Decline {who(v[1])}'s offer"
    if k == "break":
        return f"Break the pact with {who(v[1])}"
    if k == "raise":
        return f"Raise {claim(v[1], v[2], 0)}"
    if k == "vote":
        return VOTE_LABELS.get(v[1], "?")
    return KIND_LABELS.get(k, k)
