"""Issue 33: Pulling Strings' coach. The hint is the hard bot's move with the hint's
seed (at the target step: as the hard bot that just declared this attack), its words
quote the numbers that bot weighed, and a re-deal of the hidden specials and the deck
changes neither move nor words."""

from __future__ import annotations

from collections import defaultdict

import pytest

from game.pulling_strings import hints, plugin
from game.pulling_strings.attacks import chance
from tests import hints_checks as hc

GAMES = ((4, 5, {}), (3, 8, {}), (5, 2, {}))


@pytest.fixture(scope="module")
def seen():
    """(game, seat, observation, legal, seed, …, before) at every decision of bots games;
    `before`: the same seat's observation and legal moves just before, if it acted."""
    return hc.seen_hints(plugin, hints.hint, hc.decisions(plugin, GAMES, bot_seed=30))


def test_the_plugin_offers_the_hint():
    hc.check_offered(plugin, hints.hint)


def test_hint_is_the_hard_bots_move(seen):
    hc.check_hard_bots_moves(seen, 600)


def test_at_the_target_step_the_hint_aims_as_the_hard_bot_that_declared(seen):
    """The hard bot remembers its plan from the declaration; one made afresh there (the
    hint's) re-derives it, so it aims as the bot that declared."""
    followed = 0
    for _g, p, obs, legal, seed, _chosen, _reason, h, before in seen:
        if obs.phase != "aim" or before is None:
            continue
        bot = plugin.make_bot("hard", p, seed)
        declared = bot.choose(*before)
        if declared.kind != "attack" or declared.node != obs.get_attack()["attacker"]:
            continue
        assert bot.choose(obs, legal) == h.action
        followed += 1
    assert followed > 20


def test_a_redeal_of_what_the_seat_cannot_see_changes_nothing(seen):
    hc.check_redeal(seen, hints.hint, 6, 100)


def test_the_numbers_in_the_words_are_the_bots(seen):
    kinds = defaultdict(int)
    for _g, _p, _obs, _legal, _seed, chosen, why, h, _b in seen:
        text = " ".join(h.why)
        rule = why.get("rule")
        if rule == "attack":
            kinds["attack"] += 1
            plan = why["plan"]
            assert f"{round(100 * chance(plan.need))}% at need {plan.need}" in text
            assert f"adding {plan.slush} S" in text
            if "search" in why:
                assert f"worth {why['search']['score']:.1f}" in text
        elif rule == "attacker_pays" and chosen.kind == "pay":
            kinds["pay"] += 1
            assert f"aiming for need {why['goal']}" in text and f"{why['gap']} S short" in text
        elif rule == "lie_low":
            kinds["lie_low"] += 1
            assert f"worth {why['score']:.1f}" in text
    assert kinds["attack"] > 30 and kinds["pay"] > 30, kinds


def test_words_follow_the_position_not_the_kind_of_move(seen):
    hc.check_words_follow_the_position(seen, ("attack", "aim", "pay", "done"), 0.6)
