"""Issue 33: Pontoon's coach. The hint is the hard bot's move with the hint's seed, its
words quote the numbers that bot weighed for this position, and nothing the seat cannot
see changes either (a re-deal of the hidden cards)."""

from __future__ import annotations

import re
from collections import defaultdict

import pytest

from game.core.hints import MAX_WHY_CHARS, Hint, hint_for, hint_seed
from game.pontoon import hints, plugin
from game.pontoon.bots.placement import line_parts
from game.pontoon.bots.rollout import STICK
from game.pontoon.game import Game

GAMES = ((4, 3, {"inquisition": 1, "telling": "phrases"}), (3, 11, {"telling": "phrases"}))


def positions():
    """(game, seat, observation, legal, seed) at every decision of two bots games."""
    for n, seed, opts in GAMES:
        seats = ["hard", "medium", "easy", "medium"][:n]
        g = Game.new(plugin.make_config(seats, [f"P{i}" for i in range(n)], opts), seed)
        bots = [plugin.make_bot(lv, p, 50 + p) for p, lv in enumerate(seats)]
        moves = 0
        while not g.is_over and moves < 700:
            p = g.waiting_for[0]
            obs, legal = g.observe(p), g.legal_actions(p)
            yield g, p, obs, legal, hint_seed(seed, p, moves)
            g.apply(bots[p].choose(obs, legal), p)
            moves += 1


@pytest.fixture(scope="module")
def seen():
    out = []
    for g, p, obs, legal, seed in positions():
        bot = plugin.make_bot("hard", p, seed)
        chosen = bot.choose(obs, legal)
        out.append((g.clone(), p, obs, legal, seed, chosen, bot.reason,
                    hints.hint(obs, legal, p, seed)))
    return out


def test_the_plugin_offers_the_hint():
    assert hint_for(plugin) is hints.hint


def test_hint_is_the_hard_bots_move(seen):
    assert len(seen) > 250
    for _g, _p, _obs, legal, _seed, chosen, _reason, h in seen:
        assert isinstance(h, Hint) and h.action == chosen and h.action in legal
        assert 1 <= len(h.why) <= 2 and all(len(x) <= MAX_WHY_CHARS for x in h.why)


def test_a_redeal_of_what_the_seat_cannot_see_changes_nothing(seen):
    checked = 0
    for g, p, obs, _legal, seed, _c, _r, h in seen[::5]:
        twin = g.redeal(p, seed + 1)
        assert twin.observe(p) == obs
        assert hints.hint(twin.observe(p), twin.legal_actions(p), p, seed) == h
        checked += 1
    assert checked > 50


def test_the_numbers_in_the_words_are_the_bots(seen):
    kinds = defaultdict(int)
    for _g, p, obs, _legal, _seed, _chosen, reason, h in seen:
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
    by_kind = defaultdict(set)
    for *_rest, h in seen:
        by_kind[h.action.kind].add(h.why)
    for kind in ("twist", "stick", "place", "link"):
        assert len(by_kind[kind]) >= 5, (kind, by_kind[kind])
    # and most name a number of this position
    numbered = sum(1 for *_r, h in seen if re.search(r"\d", " ".join(h.why)))
    assert numbered > 0.75 * len(seen)

