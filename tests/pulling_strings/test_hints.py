"""Issue 33: Pulling Strings' coach. The hint is the hard bot's move with the hint's
seed (at the target step: as the hard bot that just declared this attack), its words
quote the numbers that bot weighed, and a re-deal of the hidden specials and the deck
changes neither move nor words."""

from __future__ import annotations

import re
from collections import defaultdict

import pytest

from game.core.hints import MAX_WHY_CHARS, Hint, hint_for, hint_seed
from game.pulling_strings import hints, plugin
from game.pulling_strings.attacks import chance
from game.pulling_strings.game import Game

GAMES = ((4, 5, {}), (3, 8, {}), (5, 2, {}))


def positions():
    """(game, seat, observation, legal, seed, previous) at every decision of bots games;
    `previous`: the same seat's observation and legal moves just before, if it acted."""
    for n, seed, opts in GAMES:
        seats = (["hard", "medium"] * 3)[:n]
        g = Game.new(plugin.make_config(seats, [f"P{i}" for i in range(n)], opts), seed)
        bots = [plugin.make_bot(lv, p, 30 + p) for p, lv in enumerate(seats)]
        moves, last = 0, None
        while not g.is_over and moves < 500:
            p = g.waiting_for[0]
            obs, legal = g.observe(p), g.legal_actions(p)
            yield g, p, obs, legal, hint_seed(seed, p, moves), \
                (last[1], last[2]) if last and last[0] == p else None
            action = bots[p].choose(obs, legal)
            g.apply(action, p)
            last = (p, obs, legal)
            moves += 1


@pytest.fixture(scope="module")
def seen():
    out = []
    for g, p, obs, legal, seed, before in positions():
        bot = plugin.make_bot("hard", p, seed)
        chosen = bot.choose(obs, legal)
        out.append((g.clone(), p, obs, legal, seed, before, chosen, bot.reason,
                    hints.hint(obs, legal, p, seed)))
    return out


def test_the_plugin_offers_the_hint():
    assert hint_for(plugin) is hints.hint


def test_hint_is_the_hard_bots_move(seen):
    assert len(seen) > 600
    for _g, _p, _obs, legal, _seed, _before, chosen, _reason, h in seen:
        assert isinstance(h, Hint) and h.action == chosen and h.action in legal
        assert 1 <= len(h.why) <= 2 and all(len(x) <= MAX_WHY_CHARS for x in h.why)


def test_at_the_target_step_the_hint_aims_as_the_hard_bot_that_declared(seen):
    """The hard bot remembers its plan from the declaration; one made afresh there (the
    hint's) re-derives it, so it aims as the bot that declared."""
    followed = 0
    for _g, p, obs, legal, seed, before, _chosen, _reason, h in seen:
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
    checked = 0
    for g, p, obs, _legal, seed, _b, _c, _r, h in seen[::6]:
        twin = g.redeal(p, seed + 1)
        assert twin.observe(p) == obs
        assert hints.hint(twin.observe(p), twin.legal_actions(p), p, seed) == h
        checked += 1
    assert checked > 100


def test_the_numbers_in_the_words_are_the_bots(seen):
    kinds = defaultdict(int)
    for _g, _p, _obs, _legal, _seed, _b, chosen, why, h in seen:
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
    by_kind = defaultdict(set)
    for *_rest, h in seen:
        by_kind[h.action.kind].add(h.why)
    for kind in ("attack", "aim", "pay", "done"):
        assert len(by_kind[kind]) >= 5, (kind, by_kind[kind])
    numbered = sum(1 for *_r, h in seen if re.search(r"\d", " ".join(h.why)))
    assert numbered > 0.6 * len(seen)
