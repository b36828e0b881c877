"""Ninety-Nine's coach (issue 33, game/core/hints.py): the hard bot's move and its why.

The hint asks a fresh hard bot, made with the hint's seed for the seat, to choose, with
its notebook open (`SeededBot.notes`): the bot writes down what it weighed on the very
path `choose` takes (the Medium cost's parts of every play, the rollouts' mean over the
sampled deals, a pass card's holding cost), and the words below quote those numbers.
The hard bot keeps nothing from one decision to the next but its random source, so a
fresh bot with the hint's seed is the hard bot of that seed.

Under Blind count the words never state a count (the player keeps it in their head);
the call itself is the one exception, as the move the bot makes is the right count.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core.actions import Action
from ..core.cards import RANK_NAMES
from ..core.hints import MAX_WHY_CHARS, Hint
from .actions import Call, PassCard, Play
from .bots.hard import HardBot
from .bots.knowledge import count_of
from .bots.medium import SAFE, CostParts
from .cards import CARDS, HELD_PENALTY, RANK, RED
from .observation import Observation
from .plays import play_value

_PLURAL = {6: "Sixes"}


def _plural(rank: int) -> str:
    return _PLURAL.get(rank, RANK_NAMES[rank] + "s")


def card_words(card: int) -> str:
    """"the 7 of Diamonds", "the Queen of Spades": read aloud, and drawn by any font (the
    table's has no suit symbols)."""
    c = CARDS[card]
    rank = str(c.rank) if 2 <= c.rank <= 10 else RANK_NAMES[c.rank]
    return f"the {rank} of {c.name.split(' of ')[1]}"


def play_words(obs: Observation, play: Play) -> str:
    """"Play the 7 of Diamonds", "Play the Ace of Spades as +11", "Play the 3 of Hearts
    and the 3 of Clubs and reverse", "... , seat 3 next"."""
    a, b, how = play.values
    card = card_words(a)
    if b < 0:
        return f"Play {card} as {how:+d}" if RANK[a] in (1, 10) else f"Play {card}"
    pair = f"Play both {_plural(RANK[a])}"
    if RANK[a] == 13:
        return pair
    if RED[a] == RED[b]:
        return f"{pair}, seat {how + 1} next"
    return f"{pair} and {'reverse' if how else 'keep the direction'}"


def _pts(n: float) -> str:
    return f"{n:g} point{'s' * (n != 1)}"


def _fit(line: str) -> str:
    return line if len(line) <= MAX_WHY_CHARS else line[:MAX_WHY_CHARS - 1] + "…"


def _play_hint(obs: Observation, legal: Sequence[Action], action: Play,
               notes: dict[str, Any]) -> Hint:
    i = list(legal).index(action)
    parts: list[CostParts] = notes["costs"]
    mine = parts[i]
    blind = obs.count is None
    numbers: list[float] = []
    head = play_words(obs, action)
    if not blind:
        if mine.new <= 99:
            head += f": the count goes to {mine.new}"
            numbers.append(mine.new)
        else:
            head += ": the count passes 99"
    sep = ", " if not blind else ": "
    if mine.others:
        head += f"{sep}every other player takes {_pts(mine.others)}"
        numbers.append(mine.others)
    elif mine.own:
        head += f"{sep}it costs you {_pts(mine.own)}"
        numbers.append(mine.own)
    else:
        head += f"{sep}no points for you"
    why = [_fit(head + ".")]
    rest = [c for c in obs.hand if c not in (action.a, action.b)]
    safe = [c for c in rest if RANK[c] in SAFE]
    if mine.forced >= 0.5 and mine.new <= 99:
        why.append(f"The next player must take about {mine.forced:.1f} points from there.")
        numbers.append(round(mine.forced, 1))
    elif safe and mine.new > 66 and not blind:
        names = sorted({_plural(RANK[c]) if sum(RANK[x] == RANK[c] for x in safe) > 1
                        else f"a {RANK_NAMES[RANK[c]]}" for c in safe})
        kept = len(safe)
        why.append(f"You keep {' and '.join(names)}: {kept} safe card{'s' * (kept != 1)} "
                   "for when the count gets tight.")
        numbers.append(kept)
    elif mine.hold >= 1:
        held = sum(HELD_PENALTY[c] for c in rest)
        why.append(f"You still hold {_pts(held)} of poison cards; shed them before 99.")
        numbers.append(held)
    worlds = notes.get("worlds", 0)
    if len(why) < 2 and worlds:
        why.append(_runner_up(obs, legal, i, notes))
        numbers += notes["quoted"]
    return Hint(action, tuple(why), tuple(numbers))


def _runner_up(obs: Observation, legal: Sequence[Action], i: int,
               notes: dict[str, Any]) -> str:
    """The next best play by the bot's own score, and how the two compared in the
    rollouts over the sampled deals (its numbers go to notes["quoted"])."""
    scores: list[float] = notes["scores"]
    rollout: list[float] = notes["rollout"]
    worlds = notes["worlds"]
    others = [j for j in range(len(legal)) if legal[j] != legal[i]]
    j = min(others, key=lambda k: scores[k])
    other = play_words(obs, legal[j])[5:].removeprefix("the ")  # without "Play the"
    margin = rollout[j] - rollout[i]
    if margin >= 0.05:
        notes["quoted"] = [round(margin, 1), worlds]
        return _fit(f"Next best, {other}, comes out {margin:.1f} points worse over "
                    f"{worlds} imagined deals.")
    notes["quoted"] = [worlds]
    return _fit(f"{other} does as well over {worlds} imagined deals, but leaves your hand "
                "worse placed.")


def _pass_hint(obs: Observation, action: PassCard, notes: dict[str, Any]) -> Hint:
    scores: dict[int, float] = notes["pass"]
    card = action.card
    name = card_words(card)
    if HELD_PENALTY[card]:
        line = (f"Pass {name}: held at the round's end it would cost you "
                f"{_pts(HELD_PENALTY[card])}.")
        return Hint(action, (line,), (HELD_PENALTY[card],))
    kept = sum(1 for c in obs.hand if c != card and scores.get(c, 0.0) <= -5.0)
    line = f"Pass {name}: of your cards it is the one you need least."
    if kept:
        return Hint(action, (line, f"Your {kept} safe card{'s' * (kept != 1)} and pairs stay "
                                   "with you."), (kept,))
    return Hint(action, (line,), ())


def hint(observation: Observation, legal: Sequence[Action], seat: int, seed: int) -> Hint:
    """The hard bot's move for `seat` with `seed`, and why, in its own numbers."""
    bot = HardBot(seat, seed)
    bot.notes = {}
    action = bot.choose(observation, list(legal))
    notes = bot.notes
    if isinstance(action, Call):
        count = count_of(observation)
        return Hint(action, (f"Call {count}: the plays of this round add up to it.",),
                    (count,))
    if isinstance(action, PassCard):
        if "pass" not in notes:  # the only card left to pass
            return Hint(action, (f"Pass {card_words(action.card)}: it is your only card.",))
        return _pass_hint(observation, action, notes)
    if isinstance(action, Play) and "costs" in notes:
        return _play_hint(observation, legal, action, notes)
    # The only legal play: nothing was weighed.
    words = play_words(observation, action) if isinstance(action, Play) else "Go on"
    line = f"{words}: it is your only legal move"
    numbers: tuple[float, ...] = ()
    if isinstance(action, Play) and observation.count is not None:
        new = play_value(observation.count, *action.values)
        line += f"; the count goes to {new}"
        numbers = (new,)
    return Hint(action, (line + ".",), numbers)
