"""Every action of Intrigue with its text form (spec §5.2, §5.3, §13).

Every action names its member, so a record replays without context (ballots are
simultaneous). A claim is "member S's heading K (0–11 in S's file) is true", written
`S.K`; `sworn` marks the stamp of §3.2.

- recess move (§5.2): `whisper 0 to 3 that 4.7`, `offer 0 to 3 with 4.7`
  (`… sworn`), `quiet 0`
- answering an offer: `accept 3 from 0 with 1.2` (`… sworn`), `decline 3 from 0`
- floor turn (§5.3): `break 2 with 5`, `raise 2 rumour 4.7`, `pass 2`
- ballot: `vote 3 believe|disbelieve|abstain`
"""

from __future__ import annotations

from ..core.actions import Action, remembered


class Whisper(Action):
    kind = "whisper"
    fields = ("player", "to", "subject", "slot", "sworn")


class Offer(Action):
    kind = "offer"
    fields = ("player", "to", "subject", "slot", "sworn")


class Quiet(Action):
    kind = "quiet"
    fields = ("player",)


class Accept(Action):
    kind = "accept"
    fields = ("player", "offerer", "subject", "slot", "sworn")


class Decline(Action):
    kind = "decline"
    fields = ("player", "offerer")


class Break(Action):
    kind = "break"
    fields = ("player", "partner")


class Raise(Action):
    kind = "raise"
    fields = ("player", "subject", "slot")


class Pass(Action):
    kind = "pass"
    fields = ("player",)


class Vote(Action):
    kind = "vote"
    fields = ("player", "choice")


BELIEVE, ABSTAIN, DISBELIEVE = 1, 0, -1
VOTE_WORDS = {BELIEVE: "believe", ABSTAIN: "abstain", DISBELIEVE: "disbelieve"}
_WORD_VOTES = {w: v for v, w in VOTE_WORDS.items()}


def _claim(subject: int, slot: int, sworn: int) -> str:
    return f"{subject}.{slot}" + (" sworn" if sworn else "")


def _to_text(a: Action) -> str:
    v = a.values
    if isinstance(a, Whisper):
        return f"whisper {v[0]} to {v[1]} that {_claim(*v[2:])}"
    if isinstance(a, Offer):
        return f"offer {v[0]} to {v[1]} with {_claim(*v[2:])}"
    if isinstance(a, Quiet):
        return f"quiet {v[0]}"
    if isinstance(a, Accept):
        return f"accept {v[0]} from {v[1]} with {_claim(*v[2:])}"
    if isinstance(a, Decline):
        return f"decline {v[0]} from {v[1]}"
    if isinstance(a, Break):
        return f"break {v[0]} with {v[1]}"
    if isinstance(a, Raise):
        return f"raise {v[0]} rumour {v[1]}.{v[2]}"
    if isinstance(a, Pass):
        return f"pass {v[0]}"
    if isinstance(a, Vote):
        return f"vote {v[0]} {VOTE_WORDS[v[1]]}"
    raise ValueError(f"not an Intrigue action: {a!r}")


def _parse_claim(words: list[str]) -> tuple[int, int, int]:
    subject, dot, slot = words[0].partition(".")
    if not dot or len(words) > 2 or (len(words) == 2 and words[1] != "sworn"):
        raise ValueError("a claim reads S.K, optionally followed by 'sworn'")
    return int(subject), int(slot), int(len(words) == 2)


_SHAPES = {  # first word -> (class, joining word, takes a claim)
    "whisper": (Whisper, "to", "that"), "offer": (Offer, "to", "with"),
    "accept": (Accept, "from", "with"),
}


def from_text(text: str) -> Action:
    """Parse the text form (ValueError on nonsense; legality is checked by the rules)."""
    w = text.split() if isinstance(text, str) else []
    try:
        head = w[0]
        if head in _SHAPES and len(w) >= 6 and w[2] == _SHAPES[head][1] \
                and w[4] == _SHAPES[head][2]:
            cls = _SHAPES[head][0]
            return cls(int(w[1]), int(w[3]), *_parse_claim(w[5:]))
        if head == "quiet" and len(w) == 2:
            return Quiet(int(w[1]))
        if head == "pass" and len(w) == 2:
            return Pass(int(w[1]))
        if head == "decline" and len(w) == 4 and w[2] == "from":
            return Decline(int(w[1]), int(w[3]))
        if head == "break" and len(w) == 4 and w[2] == "with":
            return Break(int(w[1]), int(w[3]))
        if head == "raise" and len(w) == 4 and w[2] == "rumour":
            subject, slot, _ = _parse_claim(w[3:])
            return Raise(int(w[1]), subject, slot)
        if head == "vote" and len(w) == 3:
            return Vote(int(w[1]), _WORD_VOTES[w[2]])
    except (IndexError, ValueError, KeyError) as exc:
        raise ValueError(f"not an action: {text!r} ({exc})") from None
    raise ValueError(f"not an action: {text!r}")


to_text = remembered(_to_text)  # each action's text made once
