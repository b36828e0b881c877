"""A coach's hint for Intrigue (issue 33, game/core/hints.py): the hard bot's move for
this member, and why, in the numbers it weighed for this position.

The hard bot keeps nothing between decisions but its random source (its belief is
rebuilt from the observation each time), so a bot made afresh with the hint's seed
decides exactly as a hard member given that seed would. The one thing the seed picks
besides its draws: with the bots' personality set to "mixed", which of the four
personalities it plays (`IntrigueBot.personality`), so a hint follows that setting too.
Its decision leaves its numbers on `bot.reason` (bots/levels.py, bots/hard.py): the
chance a heading is true by what this member knows, each ballot's points over the
imagined ballots, a rumour's worth, a partner's pact record. The words quote those, the
member's own file and what was told to it: nothing from the observation of another.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core.actions import Action
from ..core.hints import MAX_WHY_CHARS, Hint
from .bots import make_bot
from .bots.hard import SEARCH
from .bots.levels import RAISE_THRESHOLD
from .bots.policy import my_truths_proved
from .content import heading_text
from .observation import Observation

_BALLOT = {1: "Believe", 0: "Abstain", -1: "Disbelieve"}


def hint(observation: Observation, legal: Sequence[Action], seat: int, seed: int) -> Hint:
    bot = make_bot("hard", seat, seed)
    action = bot.choose(observation, list(legal))
    reason = bot.reason if not bot.fallbacks else {"rule": "fallback"}
    why, numbers = explain(observation, seat, action, reason)
    return Hint(action, tuple(_fit(x) for x in why), tuple(float(x) for x in numbers))


def _fit(line: str) -> str:
    return line if len(line) <= MAX_WHY_CHARS else line[:MAX_WHY_CHARS - 1] + "…"


def _who(o: Observation, q: int, me: int) -> str:
    if q == me:
        return "you"
    return o.names[q] if 0 <= q < len(o.names) else f"member {q + 1}"


def _pts(half_points: int) -> str:
    return f"{half_points / 2:g} point" + ("" if half_points == 2 else "s")


def _odds(pct: int) -> str:
    """A chance as the member knows it: a certainty says so."""
    return "true, as you know" if pct == 100 else "false, as you know" if pct == 0 \
        else f"{pct}% likely true by what you know"


def _claim(o: Observation, q: int, k: int, me: int, room: int = 60) -> str:
    """`q`'s heading `k` as the table names it: whose, and its words (shortened)."""
    text = heading_text(o.files[q][k])
    if len(text) > room:
        text = text[:room - 1] + "…"
    whose = "your" if q == me else f"{_who(o, q, me)}'s"
    return f"{whose} “{text}”"


def _pct(p: float) -> int:
    return round(100 * p)


def explain(o: Observation, me: int, action: Action, why: dict[str, Any]
            ) -> tuple[list[str], list[float]]:
    kind = action.kind
    rule = why.get("rule", "")
    if rule in ("only", "fallback"):
        return [f"{kind.capitalize()}: the only move that makes sense here."], []
    if kind == "vote":
        return _vote(o, me, action, why)
    if kind == "break":
        est = why["estimate"]
        return [f"Break your pact with {_who(o, action.values[1], me)}: they look to hold "
                f"about {est:.1f} points,", f"within 3 of the {o.target} that wins."], \
            [round(est, 1), o.target]
    if kind in ("raise", "pass") and rule == "floor":
        return _floor(o, me, action, why)
    if kind in ("accept", "decline"):
        return _reply(o, me, action, why)
    if kind == "offer":
        q = action.values[1]
        made, broken, risk = why["risk"]
        lead = "the leader" if q == why.get("top") else "not the leader"
        return [f"Offer {_who(o, q, me)} a pact: {_pts(o.public[q])}, {lead}, "
                f"{broken} of {made} pacts broken ({_pct(risk)}% risk).",
                _secret(o, me, action, why)], [o.public[q] / 2, broken, made, _pct(risk)]
    if kind == "whisper":
        return _whisper(o, me, action, why)
    if kind == "quiet":
        if why.get("candidates", 0) == 0:
            return ["Keep quiet: no member is open to a pact you would trust,",
                    "and you have no claim left worth telling."], []
        return ["Keep quiet: you have no claim left worth telling."], []
    return [f"{kind.capitalize()}: the hard bot's move here."], []


def _vote(o: Observation, me: int, action: Action, why: dict[str, Any]
          ) -> tuple[list[str], list[float]]:
    _init, q, k = o.rumour
    pct = _pct(why["p"])
    first = f"{_BALLOT[action.values[1]]}: {_claim(o, q, k, me, 46)} is {_odds(pct)}."
    totals, worlds = why.get("totals"), why.get("worlds", 0)
    if not totals or not worlds:
        return [first], [pct]
    avg = {c: totals[c] / worlds for c in totals}
    second = (f"Over {worlds} imagined ballots: believe {avg[1]:+.2f}, abstain {avg[0]:+.2f}, "
              f"disbelieve {avg[-1]:+.2f} points each.")
    return [first, second], [pct, worlds, round(avg[1], 2), round(avg[0], 2), round(avg[-1], 2)]


def _floor(o: Observation, me: int, action: Action, why: dict[str, Any]
           ) -> tuple[list[str], list[float]]:
    shortlist = why["shortlist"]
    if not shortlist:
        return ["Pass: there is no rumour you may raise today."], []
    i = why["best"]
    _player, q, k = shortlist[i]  # a Raise's values
    pct = _pct(why["probs"][i])
    worth = why["totals"][i] / SEARCH.samples
    worlds = why["worlds"]
    claim = _claim(o, q, k, me, 46)
    weighed = len(shortlist)
    if action.kind == "raise":
        return [f"Raise {claim}: {_odds(pct)}.",
                f"Worth {worth:+.2f} points over {worlds} imagined ballots, the best of "
                f"{weighed} rumours weighed."], [pct, round(worth, 2), worlds, weighed]
    return [f"Pass: your best rumour, {claim}, is worth {worth:+.2f} points",
            f"over {worlds} imagined ballots; raising needs more than {RAISE_THRESHOLD:.2f}."], \
        [round(worth, 2), worlds, RAISE_THRESHOLD]


def _reply(o: Observation, me: int, action: Action, why: dict[str, Any]
           ) -> tuple[list[str], list[float]]:
    q = why["offerer"]
    name = _who(o, q, me)
    made, broken, risk = why["risk"]
    if action.kind == "decline":
        if q == why["top"] and o.public[q] > o.public[me]:
            return [f"Decline {name}'s pact: they lead with {_pts(o.public[q])} to "
                    f"your {_pts(o.public[me]).split()[0]}."], [o.public[q] / 2, o.public[me] / 2]
        if why["lies"] >= 2:
            return [f"Decline {name}'s pact: they have told you {why['lies']} claims that "
                    "proved false."], [why["lies"]]
        return [f"Decline {name}'s pact: they broke {broken} of {made} pacts,",
                f"a {_pct(risk)}% chance they break this one too."], [broken, made, _pct(risk)]
    return [f"Accept {name}'s pact: {broken} of {made} pacts broken ({_pct(risk)}% risk), "
            f"{why['lies']} lies to you.", _secret(o, me, action, why)], \
        [broken, made, _pct(risk), why["lies"]]


def _secret(o: Observation, me: int, action: Action, why: dict[str, Any]) -> str:
    """What the pact's secret is and why that one (Offer and Accept carry it last)."""
    q, k = action.values[2], action.values[3]
    kind = why.get("secret", "any")
    claim = _claim(o, q, k, me, 44)
    if kind == "merit":
        return f"Your secret: {claim}, a true merit of yours, sworn."
    if kind == "known":
        return f"Your secret: {claim}, which you know is true."
    if kind == "lie":
        return f"Your secret: {claim}, a bluff: only {_pct(why['p'])}% likely true."
    return f"Your secret: {claim}, a heading still closed."


def _whisper(o: Observation, me: int, action: Action, why: dict[str, Any]
             ) -> tuple[list[str], list[float]]:
    to, q, k = action.values[1], action.values[2], action.values[3]
    partners = {b if a == me else a for a, b in o.pacts if me in (a, b)}
    listener = _who(o, to, me) + (" (your partner)" if to in partners else "")
    claim = _claim(o, q, k, me, 44)
    kind = why.get("claim", "")
    head = f"Whisper {claim} to {listener}:"
    if kind == "merit":
        return [head, "a true merit of yours, sworn, that you can raise for points later."], []
    if kind == "known":
        return [head, "you know it is true, so it can be raised for points later."], []
    if kind == "likely":
        pct = _pct(why["p"])
        return [head, f"{_odds(pct)}, the likeliest blemish left."], \
            [pct]
    proved = my_truths_proved(o, me)
    pct = _pct(why.get("p", 0.0))
    return [head, f"a bluff, only {pct}% likely true; {proved} of your claims proved true, "
                  "so you are believed."], [pct, proved]
