"""Paranoid Delusions' coach (issue 33): the hint is the hard bot's move with its numbers."""

from __future__ import annotations

from game.paranoid import plugin
from game.paranoid.actions import Accuse
from game.paranoid.bots.hard import HardBot
from game.paranoid.hints import hint
from tests import hints_checks as hc

POSITIONS = hc.sampled(plugin, range(2), 4, 3, 900)  # (game, seat, hint seed), medium play


def test_the_hint_is_the_hard_bots_choice_with_that_seed() -> None:
    assert {"pick", "draw", "pass"} <= hc.check_hard_bot_choices(POSITIONS, hint, HardBot)


def test_the_open_notebook_changes_neither_the_move_nor_the_random_draws() -> None:
    hc.check_open_notebook(POSITIONS[::4], HardBot, same=("_macro",))


def test_the_hint_is_the_same_whatever_the_seat_cannot_see() -> None:
    hc.check_unseen_redealt(POSITIONS[::7], hint)


def test_the_numbers_quoted_are_the_bots_and_said_in_the_words() -> None:
    likely = 0
    for g, p, seed in POSITIONS:
        obs, legal = g.observe(p), g.legal_actions(p)
        h = hint(obs, legal, p, seed)
        said = hc.said_with_its_numbers(h)
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
    whys = hc.whys(POSITIONS, hint)
    assert len(set(whys)) >= 0.4 * len(whys)
