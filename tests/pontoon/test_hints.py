"""Issue 33: Pontoon's coach. The hint is the hard bot's move with the hint's seed, its
words quote the numbers that bot weighed for this position, and nothing the seat cannot
see changes either (a re-deal of the hidden cards)."""

from __future__ import annotations

from collections import defaultdict

import pytest

from game.pontoon import hints, plugin
from game.pontoon.bots.placement import line_parts
from game.pontoon.bots.rollout import STICK
from tests import hints_checks as hc

GAMES = ((4, 3, {"inquisition": 1, "telling": "phrases"}), (3, 11, {"telling": "phrases"}))


@pytest.fixture(scope="module")
def seen():
    """(game, seat, observation, legal, seed, …) at every decision of two bots games."""
    return hc.seen_hints(plugin, hints.hint, hc.decisions(
        plugin, GAMES, levels=("hard", "medium", "easy", "medium"), bot_seed=50, cap=700))


def test_the_plugin_offers_the_hint():
    hc.check_offered(plugin, hints.hint)


def test_hint_is_the_hard_bots_move(seen):
    hc.check_hard_bots_moves(seen, 250)


def test_a_redeal_of_what_the_seat_cannot_see_changes_nothing(seen):
    hc.check_redeal(seen, hints.hint, 5, 50)


def test_the_numbers_in_the_words_are_the_bots(seen):
    kinds = defaultdict(int)
    for _g, p, obs, _legal, _seed, _chosen, reason, h, _before in seen:
        rule = reason["rule"]
        kinds[rule] += 1
        text = " ".join(h.why)
        if rule == "rollout":
            r = reason["rollout"]
            won = r.won[r.best]
            assert f"in {won} of {r.deals} sampled deals" in text
            assert f"the {r.unseen} cards you have not seen" in text
            if r.best != STICK and STICK in r.policies:
                assert f"sticking, {r.won[STICK]}." in text
            assert h.numbers[1:3] == (won, r.deals)
        elif rule == "place":
            turned, leaders, adjacent, empty = line_parts(obs, p, tuple(reason["cells"]))
            assert f"turns {turned} of the others' cards" in text
            assert f"Best of {reason['lines']} lines" in text
            assert f"{adjacent} cards touch it, {empty} empty cells" in text
        elif rule in ("count_twist", "count_stick"):
            assert f"({round(100 * reason['safe'])}%)" in text
            assert f"{reason['keep']} of the {reason['pool']} cards" in text
    assert kinds["rollout"] > 50 and kinds["place"] > 30 and kinds["link"] > 10


def test_words_follow_the_position_not_the_kind_of_move(seen):
    hc.check_words_follow_the_position(seen, ("twist", "stick", "place", "link"), 0.75)
