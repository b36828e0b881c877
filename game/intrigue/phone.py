"""Intrigue on a phone (issue 25): the member's desk (own file with its truths, informant
reports, offers waiting) and every move in words, grouped as the TV's chooser walks them:
the kind of move, whom, about whom, then the heading.

Built from one member's `Observation` and legal actions only (game/core/phone.py). A
recess with many members has more claim moves than one phone screen holds
(`MAX_CHOICES`): then the claims that fit are offered and the phone says the rest are
at the TV.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.phone import MAX_CHOICES, Legal, choice, item, section, step

from .actions import VOTE_WORDS, Accept, Break, Decline, Offer, Pass, Quiet, Raise, Vote, Whisper
from .content import heading_text
from .observation import Observation
from .state import BALLOT, FLOOR, OVER, RECESS

VOTE_LABELS = {"believe": "Believe", "abstain": "Abstain", "disbelieve": "Disbelieve"}
CLAIM_KINDS = (Whisper, Offer, Accept, Raise)


def _points(half: int) -> str:
    """Half-points in words: 7 -> "3½"."""
    whole, half_left = divmod(abs(half), 2)
    sign = "-" if half < 0 else ""
    return f"{sign}{whole}{'½' if half_left else ''}" if whole or not half_left else f"{sign}½"


def _who(names: Sequence[str], p: int, me: int) -> str:
    if p == me:
        return "you"
    return names[p] if 0 <= p < len(names) else "?"


def _heading(obs: Observation, subject: int, slot: int) -> str:
    kind = "merit" if slot < 6 else "blemish"
    return f"{slot + 1}. {heading_text(obs.files[subject][slot])} ({kind})"


def _status(obs: Observation, legal: Sequence[Legal], names: Sequence[str],
            me: int) -> list[str]:
    if obs.phase == OVER:
        won = ", ".join(names[w] for w in obs.winners) or "nobody"
        first = f"Game over: {won} won"
    elif legal:
        first = {RECESS: "Your recess move", FLOOR: "Your floor turn",
                 BALLOT: "Cast your ballot"}.get(obs.phase, "Your move")
        if obs.inbox and obs.phase == RECESS:
            first = "Answer the offers made to you"
    elif obs.phase == BALLOT:
        first = "Waiting for the ballot"
    else:
        first = f"{_who(names, obs.actor, me)} moves" if obs.actor >= 0 else "Watch the table"
    lines = [first, f"Round {obs.round} of {obs.round_limit} · first to {obs.target}"]
    if me >= 0:
        lines.append(f"Your score: {_points(obs.public[me])} public, "
                     f"{_points(obs.true_score)} true")
    return lines


def _sections(obs: Observation, names: Sequence[str], me: int) -> list[dict[str, Any]]:
    """The page shows the first section above the choices: the floor's rumour or the
    offers waiting when there are, else the (short) scores; the long desk follows."""
    out = []
    if obs.rumour:
        starter, subject, slot = obs.rumour
        out.append(section("On the floor", "lines", [
            f"Raised by {_who(names, starter, me)}: about {_who(names, subject, me)}, "
            f"{_heading(obs, subject, slot)}"]))
    if obs.inbox:
        out.append(section("Offers to you", "lines", [
            f"{_who(names, o[0], me)} offers a pact (a secret for a secret)"
            for o in obs.inbox]))
    order = sorted(range(obs.players), key=lambda p: -obs.public[p])
    out.append(section("Public scores", "lines", [
        f"{names[p]}: {_points(obs.public[p])}" + (" (you)" if p == me else "")
        for p in order]))
    if obs.truth:
        out.append(section("Your file", "lines", [
            item(_heading(obs, me, k), "true" if t else "false", "good" if t else "bad")
            for k, t in enumerate(obs.truth)]))
    if obs.reports:
        out.append(section("Informants told you", "lines", [
            item(f"{_who(names, q, me)}: {_heading(obs, q, k)}", "true" if t else "false",
                 "good" if t else "bad") for _r, q, k, t in obs.reports[-6:]]))
    pacts = [_who(names, b if a == me else a, me) for a, b in obs.pacts if me in (a, b)]
    if pacts:
        out.append(section("Your pacts", "lines", [", ".join(pacts)]))
    return out


MOVE, HEADING, SWORN = "Your move", "Which heading?", "Sworn?"


def _claim_path(obs: Observation, v: tuple[int, ...], names: Sequence[str],
                me: int, head: list[dict[str, str]]) -> list[dict[str, str]]:
    """The steps of a claim after its verb (and whom): about whom, then the heading; the
    choice itself is sworn or not (one tap when only one is open)."""
    return [*head, step(_who(names, v[2], me).capitalize(), "About whom?"),
            step(_heading(obs, v[2], v[3]) + _truth(obs, v[2], v[3], me), HEADING)]


def _truth(obs: Observation, subject: int, slot: int, me: int) -> str:
    """The member's own file is known to them: its truth beside its heading."""
    if subject != me or not 0 <= slot < len(obs.truth):
        return ""
    return " · true" if obs.truth[slot] else " · false"


def _choice(obs: Observation, x: Legal, names: Sequence[str], me: int) -> dict[str, Any]:
    a, v = x.action, x.action.values
    if isinstance(a, (Whisper, Offer)):  # verb -> to whom -> about whom -> heading
        verb = "Whisper" if isinstance(a, Whisper) else "Offer a pact"
        head = [step(verb, MOVE), step(_who(names, v[1], me), f"{verb} to whom?")]
        return choice(x, "Sworn" if v[4] else "Not sworn", SWORN,
                      path=_claim_path(obs, v, names, me, head))
    if isinstance(a, Accept):
        head = [step(f"Answer {_who(names, v[1], me)}'s offer", MOVE),
                step("Accept: give a secret", "Accept or decline?")]
        return choice(x, "Sworn" if v[4] else "Not sworn", SWORN,
                      path=_claim_path(obs, v, names, me, head))
    if isinstance(a, Decline):
        return choice(x, "Decline", "Accept or decline?",
                      path=[step(f"Answer {_who(names, v[1], me)}'s offer", MOVE)])
    if isinstance(a, Break):
        return choice(x, f"With {_who(names, v[1], me)}", "Break which pact?",
                      path=[step("Break a pact", MOVE)])
    if isinstance(a, Raise):  # about whom -> heading
        return choice(x, _heading(obs, v[1], v[2]) + _truth(obs, v[1], v[2], me), HEADING,
                      path=[step("Raise a rumour", MOVE),
                            step(_who(names, v[1], me).capitalize(), "About whom?")])
    if isinstance(a, Vote):
        word = VOTE_WORDS[v[1]]
        return choice(x, VOTE_LABELS.get(word, word), "Ballot")
    if isinstance(a, Quiet):
        return choice(x, "Keep quiet", MOVE)
    if isinstance(a, Pass):
        return choice(x, "Pass", MOVE)
    return choice(x, x.text)


def phone_view(obs: Observation, legal: Sequence[Legal], names: Sequence[str]) -> dict[str, Any]:
    me = obs.viewer if obs.viewer is not None and 0 <= obs.viewer < obs.players else -1
    status = _status(obs, legal, names, me)
    # Plain moves first (they are few), then the claims in the chooser's order.
    plain = [x for x in legal if not isinstance(x.action, CLAIM_KINDS)]
    claims = [x for x in legal if isinstance(x.action, CLAIM_KINDS)]
    room = MAX_CHOICES - len(plain)
    if len(claims) > room:
        claims = claims[:room]
        status.append("More rumours than one screen holds: the rest are at the TV")
    return {"status": status, "sections": _sections(obs, names, me),
            "choices": [_choice(obs, x, names, me) for x in plain + claims]}
