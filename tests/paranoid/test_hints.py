"""Paranoid Delusions' coach (issue 33): the hint is the hard bot's move with its numbers."""

from __future__ import annotations

from typing import Any

from game.core.hints import MAX_WHY, hint_seed
from game.paranoid import plugin
from game.paranoid.actions import Accuse
from game.paranoid.bots.hard import HardBot
from game.paranoid.hints import hint


def positions(seeds: range, players: int = 4, every: int = 3) -> list[tuple[Any, int, int]]:
    """(game, seat, hint seed) at positions reached by medium play."""
    out = []
    for seed in seeds:
        config = plugin.make_config(["medium"] * players, [f"P{i}" for i in range(players)], {})
        g = plugin.Game.new(config, seed)
        bots = [plugin.make_bot("medium", p, seed + p) for p in range(players)]
        steps = 0
        while not g.is_over and steps < 900:
            p = g.waiting_for[0]
            legal = g.legal_actions(p)
            if steps % every == 0 and len(legal) > 1:
                out.append((g.clone(), p, hint_seed(seed, p, len(g.record))))
            g.apply(bots[p].choose(g.observe(p), legal), p)
            steps += 1
    return out


POSITIONS = positions(range(2))


def test_the_hint_is_the_hard_bots_choice_with_that_seed() -> None:
    kinds = set()
    for g, p, seed in POSITIONS:
        obs, legal = g.observe(p), g.legal_actions(p)
        h = hint(obs, legal, p, seed)
        assert h.action == HardBot(p, seed).choose(obs, legal)
        kinds.add(h.action.kind)
    assert {"pick", "draw", "pass"} <= kinds


def test_the_open_notebook_changes_neither_the_move_nor_the_random_draws() -> None:
    for g, p, seed in POSITIONS[::4]:
        obs, legal = g.observe(p), g.legal_actions(p)
        plain, noted = HardBot(p, seed), HardBot(p, seed)
        noted.notes = {}
        assert plain.choose(obs, legal) == noted.choose(obs, legal)
        assert plain.rng.getstate() == noted.rng.getstate()
        assert plain._macro == noted._macro


def test_the_hint_is_the_same_whatever_the_seat_cannot_see() -> None:
    for g, p, seed in POSITIONS[::7]:
        before = hint(g.observe(p), g.legal_actions(p), p, seed)
        other = g.redeal(p, seed + 99)
        assert hint(other.observe(p), other.legal_actions(p), p, seed) == before


def test_the_numbers_quoted_are_the_bots_and_said_in_the_words() -> None:
    likely = 0
    for g, p, seed in POSITIONS:
        obs, legal = g.observe(p), g.legal_actions(p)
        h = hint(obs, legal, p, seed)
        assert 1 <= len(h.why) <= MAX_WHY
        said = " ".join(h.why)
        for n in h.numbers:
            assert f"{n:g}" in said, (n, said)
        if "likely in one of" in said:
            bot = HardBot(p, seed)
            bot.notes = {}
            bot.choose(obs, legal)
            prob = bot.notes["prob"]
            chances = {round(100 * min(1.0, sum(row[t] for j, row in enumerate(prob)
                                                if j != p))) for t in range(len(prob[0]))}
            pct = int(said.split("% likely")[0].split()[-1])
            assert pct in chances and pct in h.numbers
            likely += 1
        if isinstance(h.action, Accuse):
            assert "Accuse now" in h.why[0]
    assert likely >= 1


def test_the_words_vary_with_the_position() -> None:
    whys = [hint(g.observe(p), g.legal_actions(p), p, seed).why for g, p, seed in POSITIONS]
    assert len(set(whys)) >= 0.4 * len(whys)
