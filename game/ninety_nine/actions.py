"""Every action of Ninety-Nine with its text form (spec §5.1, §5.6, §10.1).

- `Play(a, b, choice)`: a single card (`b == -1`) or a combo of two cards (§5.1).
  `choice`: Ace 1/11, Ten 10/-10, different-colour pair 0 keep / 1 reverse,
  same-colour pair the nominee's seat, anything else 0.
  Text: `play AS +11`, `play TD -10`, `play 8C`, `play 3H 3S reverse`,
  `play 6H 6D nominate 2`, `play KS KH`.
- `PassCard(player, card)`: one player's secret choice during a pass (§5.6); it names
  the player so the record replays without context. Text: `pass 2 QS`.
- `Call(player, value)`: the answer to "Call the count" (§10.1); -1 = too late.
  Text: `call 0 45`, `call 0 late`.
"""

from __future__ import annotations

from ..core.actions import Action, remembered
from ..core.cards import RANK_NAMES as NAMES
from ..core.errors import IllegalAction
from .cards import RANK, TEXT, card_id, same_colour


class Play(Action):
    kind = "play"
    fields = ("a", "b", "choice")


class PassCard(Action):
    kind = "pass"
    fields = ("player", "card")


class Call(Action):
    kind = "call"
    fields = ("player", "value")


LATE = -1


def _to_text(action: Action) -> str:
    if isinstance(action, Play):
        a, b, choice = action.values
        r = RANK[a]
        if b < 0:
            if r == 1 or r == 10:
                return f"play {TEXT[a]} {choice:+d}"
            return f"play {TEXT[a]}"
        if r == 13:
            return f"play {TEXT[a]} {TEXT[b]}"
        if same_colour(a, b):
            return f"play {TEXT[a]} {TEXT[b]} nominate {choice}"
        return f"play {TEXT[a]} {TEXT[b]} {'reverse' if choice else 'keep'}"
    if isinstance(action, PassCard):
        return f"pass {action.player} {TEXT[action.card]}"
    if isinstance(action, Call):
        v = action.value
        return f"call {action.player} {'late' if v == LATE else v}"
    raise ValueError(f"not a Ninety-Nine action: {action!r}")


def from_text(text: str) -> Action:
    """Parse the text form. Every word must be one the play takes (§5.1): an Ace or a
    Ten its sign, a different-colour pair keep / reverse, a same-colour pair a nominee,
    K+K and every other single nothing. IllegalAction naming the text for anything else
    (legality now is checked by the rules)."""
    try:
        action = _parse(text.split())
    except (IndexError, ValueError) as exc:
        raise IllegalAction("§9", f"{text!r} is not an action ({exc})") from None
    if action is None:
        raise IllegalAction("§9", f"{text!r} is not an action")
    return action


def _parse(w: list[str]) -> Action | None:
    if w[0] == "play":
        return _parse_play(w[1:])
    if w[0] == "pass" and len(w) == 3:
        return PassCard(int(w[1]), card_id(w[2]))
    if w[0] == "call" and len(w) == 3:
        return Call(int(w[1]), LATE if w[2] == "late" else int(w[2]))
    return None


def _parse_play(w: list[str]) -> Play:
    """`play` followed by one card and its sign, or two cards of one rank and their word."""
    a = card_id(w[0])
    r = RANK[a]
    if len(w) == 1 or w[1][0] in "+-":
        words = w[1:]
        if r in (1, 10):
            signs = ("+1", "+11") if r == 1 else ("+10", "-10")
            if words not in ([signs[0]], [signs[1]]):
                raise ValueError(f"a single {NAMES[r]} is played as {signs[0]} or {signs[1]}")
            return Play(a, -1, int(words[0]))
        if words:
            raise ValueError(f"a single {NAMES[r]} takes no value")
        return Play(a, -1, 0)
    b = card_id(w[1])
    if RANK[b] != r:
        raise ValueError("a combo is two cards of one rank")
    a, b = min(a, b), max(a, b)  # either order reads; the canonical one is a < b
    words = w[2:]
    if r == 13:
        if words:
            raise ValueError("a pair of Kings takes no word")
        return Play(a, b, 0)
    if same_colour(a, b):
        if len(words) == 2 and words[0] == "nominate":
            return Play(a, b, int(words[1]))
        raise ValueError("a same-colour pair names who goes next: nominate <seat>")
    if len(words) == 1 and words[0] in ("keep", "reverse"):
        return Play(a, b, int(words[0] == "reverse"))
    raise ValueError("a pair of different colours says keep or reverse")


to_text = remembered(_to_text)  # each action's text made once
