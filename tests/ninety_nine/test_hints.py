"""Ninety-Nine's coach (issue 33): the hint is the hard bot's move with its numbers."""

from __future__ import annotations

import random
from typing import Any

import pytest

from game.ninety_nine import plugin
from game.ninety_nine.actions import Play
from game.ninety_nine.bots.hard import HardBot
from game.ninety_nine.hints import hint
from game.ninety_nine.plays import play_value
from tests import hints_checks as hc


def positions(seeds: range, players: int = 4, every: int = 2,
              options: dict[str, Any] | None = None) -> list[tuple[Any, int, int]]:
    """(game, seat, hint seed) at positions reached by medium play."""
    return hc.sampled(plugin, seeds, players, every, 160, options)


POSITIONS = positions(range(3))


def test_the_hint_is_the_hard_bots_choice_with_that_seed() -> None:
    hc.check_hard_bot_choices(POSITIONS, hint, HardBot)


def test_the_open_notebook_changes_neither_the_move_nor_the_random_draws() -> None:
    hc.check_open_notebook(POSITIONS[:20], HardBot)


def test_the_hint_is_the_same_whatever_the_seat_cannot_see() -> None:
    hc.check_unseen_redealt(POSITIONS[::3], hint)


def test_the_numbers_quoted_are_the_bots_and_said_in_the_words() -> None:
    checked = 0
    for g, p, seed in POSITIONS:
        obs, legal = g.observe(p), g.legal_actions(p)
        h = hint(obs, legal, p, seed)
        said = hc.said_with_its_numbers(h)
        if isinstance(h.action, Play) and "count goes to" in h.why[0]:
            bot = HardBot(p, seed)
            bot.notes = {}
            bot.choose(obs, legal)
            mine = bot.notes["costs"][legal.index(h.action)]
            assert mine.new == play_value(obs.count, *h.action.values) == h.numbers[0]
            if "imagined deals" in said:
                assert bot.notes["worlds"] in h.numbers
            if "must take about" in said:
                assert round(mine.forced, 1) in h.numbers
            checked += 1
    assert checked >= 10


def test_the_words_vary_with_the_position() -> None:
    whys = hc.whys(POSITIONS, hint)
    assert len(set(whys)) >= 0.6 * len(whys)
    assert len({w[0] for w in whys}) >= 0.5 * len(whys)


def test_blind_count_words_never_state_the_count() -> None:
    for g, p, seed in positions(range(2), options={"call_count": True, "blind_count": True}):
        obs, legal = g.observe(p), g.legal_actions(p)
        h = hint(obs, legal, p, seed)
        if isinstance(h.action, Play):
            assert "count" not in " ".join(h.why), h.why


@pytest.mark.parametrize("players", [2, 6])
def test_hints_at_other_table_sizes(players: int) -> None:
    rnd = random.Random(players)
    for g, p, seed in rnd.sample(positions(range(1), players=players), 6):
        obs, legal = g.observe(p), g.legal_actions(p)
        assert hint(obs, legal, p, seed).action in legal
