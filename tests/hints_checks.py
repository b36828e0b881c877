"""What the games' coach tests share (issue 33: tests/<game>/test_hints.py): positions
reached by bots, the hard bot's move and reasons beside the hint at each, and the checks
every game's hint passes (the hard bot's move, short words, nothing the seat cannot see
changes it, words that follow the position). Each game's file keeps its own numbers."""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable, Iterator, Sequence
from typing import Any, NamedTuple

from game.core.hints import MAX_WHY, MAX_WHY_CHARS, Hint, hint_for, hint_seed

HintFn = Callable[[Any, list[Any], int, int], Hint]


class Seen(NamedTuple):
    """One decision of a bots game, with the hard bot's move and reasons there."""

    g: Any  # the game at that moment (a clone)
    p: int
    obs: Any
    legal: list[Any]
    seed: int  # the hint's seed
    chosen: Any  # the hard bot's move with that seed
    reason: Any  # what it weighed (`bot.reason`)
    hint: Hint
    before: tuple[Any, Any] | None  # the seat's (obs, legal) just before, if it acted


def decisions(plugin: Any, games: Sequence[tuple[int, int, dict[str, Any]]], *,
              levels: Sequence[str] = ("hard", "medium"), bot_seed: int, cap: int = 500,
              prefix: str = "P") -> Iterator[tuple[Any, int, Any, list[Any], int, Any]]:
    """(game, seat, observation, legal, hint seed, before) at every decision of bots
    games (players, seed, options), the seats' levels in turn from `levels`; `before`:
    the same seat's observation and legal moves just before, if it acted last."""
    for n, seed, opts in games:
        seats = (list(levels) * 6)[:n]
        g = plugin.Game.new(plugin.make_config(seats, [f"{prefix}{i}" for i in range(n)],
                                               opts), seed)
        bots = [plugin.make_bot(lv, p, bot_seed + p) for p, lv in enumerate(seats)]
        moves, last = 0, None
        while not g.is_over and moves < cap:
            p = g.waiting_for[0]
            obs, legal = g.observe(p), g.legal_actions(p)
            yield g, p, obs, legal, hint_seed(seed, p, moves), \
                (last[1], last[2]) if last and last[0] == p else None
            g.apply(bots[p].choose(obs, legal), p)
            last = (p, obs, legal)
            moves += 1


def seen_hints(plugin: Any, hint: HintFn,
               at: Iterator[tuple[Any, int, Any, list[Any], int, Any]]) -> list[Seen]:
    out = []
    for g, p, obs, legal, seed, before in at:
        bot = plugin.make_bot("hard", p, seed)
        chosen = bot.choose(obs, legal)
        out.append(Seen(g.clone(), p, obs, legal, seed, chosen, bot.reason,
                        hint(obs, legal, p, seed), before))
    return out


def check_offered(plugin: Any, hint: HintFn) -> None:
    assert hint_for(plugin) is hint


def check_hard_bots_moves(seen: list[Seen], at_least: int) -> None:
    """Each hint is the hard bot's (legal) move, in one or two short lines."""
    assert len(seen) > at_least
    for s in seen:
        h = s.hint
        assert isinstance(h, Hint) and h.action == s.chosen and h.action in s.legal
        assert 1 <= len(h.why) <= 2 and all(len(x) <= MAX_WHY_CHARS for x in h.why)


def check_redeal(seen: list[Seen], hint: HintFn, every: int, at_least: int) -> None:
    """A re-deal of what the seat cannot see leaves its view, and so the hint, alone."""
    checked = 0
    for s in seen[::every]:
        twin = s.g.redeal(s.p, s.seed + 1)
        assert twin.observe(s.p) == s.obs
        assert hint(twin.observe(s.p), twin.legal_actions(s.p), s.p, s.seed) == s.hint
        checked += 1
    assert checked > at_least


def check_words_follow_the_position(seen: list[Seen], kinds: Sequence[str],
                                    numbered: float) -> None:
    """At least five different words for each kind of move, and most name a number."""
    by_kind = defaultdict(set)
    for s in seen:
        by_kind[s.hint.action.kind].add(s.hint.why)
    for kind in kinds:
        assert len(by_kind[kind]) >= 5, (kind, by_kind[kind])
    with_numbers = sum(1 for s in seen if re.search(r"\d", " ".join(s.hint.why)))
    assert with_numbers > numbered * len(seen)


# ---- positions sampled from medium play (Ninety-Nine, Paranoid Delusions) -----------
def sampled(plugin: Any, seeds: range, players: int, every: int, cap: int,
            options: dict[str, Any] | None = None) -> list[tuple[Any, int, int]]:
    """(game, seat, hint seed) at every `every`-th position reached by medium play
    where the seat has a choice."""
    out = []
    for seed in seeds:
        config = plugin.make_config(["medium"] * players, [f"P{i}" for i in range(players)],
                                    options or {})
        g = plugin.Game.new(config, seed)
        bots = [plugin.make_bot("medium", p, seed + p) for p in range(players)]
        steps = 0
        while not g.is_over and steps < cap:
            p = g.waiting_for[0]
            legal = g.legal_actions(p)
            if steps % every == 0 and len(legal) > 1:
                out.append((g.clone(), p, hint_seed(seed, p, len(g.record))))
            g.apply(bots[p].choose(g.observe(p), legal), p)
            steps += 1
    return out


def check_hard_bot_choices(positions: list[tuple[Any, int, int]], hint: HintFn,
                           hard: Callable[[int, int], Any]) -> set[str]:
    """The hint's move is the hard bot's with that seed; the kinds of move hinted."""
    kinds = set()
    for g, p, seed in positions:
        obs, legal = g.observe(p), g.legal_actions(p)
        h = hint(obs, legal, p, seed)
        assert h.action == hard(p, seed).choose(obs, legal)
        kinds.add(h.action.kind)
    return kinds


def check_open_notebook(positions: list[tuple[Any, int, int]],
                        hard: Callable[[int, int], Any], same: Sequence[str] = ()) -> None:
    """The bot's notebook (what the hint quotes) changes neither its move nor its
    random draws (nor the attributes named in `same`)."""
    for g, p, seed in positions:
        obs, legal = g.observe(p), g.legal_actions(p)
        plain, noted = hard(p, seed), hard(p, seed)
        noted.notes = {}
        assert plain.choose(obs, legal) == noted.choose(obs, legal)
        assert plain.rng.getstate() == noted.rng.getstate()
        for name in same:
            assert getattr(plain, name) == getattr(noted, name)


def check_unseen_redealt(positions: list[tuple[Any, int, int]], hint: HintFn) -> None:
    for g, p, seed in positions:
        before = hint(g.observe(p), g.legal_actions(p), p, seed)
        other = g.redeal(p, seed + 99)
        assert hint(other.observe(p), other.legal_actions(p), p, seed) == before


def said_with_its_numbers(h: Hint) -> str:
    """The hint's words (one or two lines, every number it quotes said in them)."""
    assert 1 <= len(h.why) <= MAX_WHY
    said = " ".join(h.why)
    for n in h.numbers:
        assert f"{n:g}" in said, (n, said)
    return said


def whys(positions: list[tuple[Any, int, int]], hint: HintFn) -> list[tuple[str, ...]]:
    return [hint(g.observe(p), g.legal_actions(p), p, seed).why for g, p, seed in positions]
