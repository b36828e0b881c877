"""§15: the bots decide on their observation alone (a world re-dealt behind their back
changes nothing), Loyal bots never tell what they know to be false, the vote bands of
the personalities, and Hard's documented search switch."""

from __future__ import annotations

import random

import pytest

from game.intrigue.bots import LEVELS, make_bot
from game.intrigue.bots.belief import Belief
from game.intrigue.bots.hard import HardBot, Posterior
from game.intrigue.bots.policy import vote_choice

from .scenario import new


def _positions(n: int = 6, seed: int = 5, steps: int = 400):
    g = new(n, seed)
    bots = [make_bot("medium", p, seed * 10 + p) for p in range(n)]
    for _ in range(steps):
        if g.is_over:
            return
        for p in g.waiting_for:
            yield g, p
            g.apply(bots[p].choose(g.observe(p), g.legal_actions(p)), p)
            if g.is_over:
                return


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_a_decision_depends_only_on_the_observation_and_the_seed(level: str) -> None:
    rnd = random.Random(3)
    checked = 0
    for g, p in _positions():
        if rnd.random() > 0.15:
            continue
        world = g.redeal(p, rnd.randrange(1 << 30))
        assert world.observe(p) == g.observe(p)
        a = make_bot(level, p, 77).choose(g.observe(p), g.legal_actions(p))
        b = make_bot(level, p, 77).choose(world.observe(p), world.legal_actions(p))
        assert a == b
        checked += 1
    assert checked > 20


def test_loyal_bots_never_tell_what_they_know_to_be_false() -> None:
    g = new(6, 8, personality="loyal")
    bots = [make_bot("medium", p, 40 + p) for p in range(6)]
    told = 0
    while not g.is_over:
        for p in g.waiting_for:
            o = g.observe(p)
            a = bots[p].choose(o, g.legal_actions(p))
            if a.kind in ("whisper", "offer", "accept"):
                key = a.values[2] * 12 + a.values[3]
                assert Belief(o).known.get(key) != 0, f"a loyal bot lied: {a}"
                told += 1
            g.apply(a, p)
            if g.is_over:
                break
    assert told > 20


def test_the_vote_bands_of_the_personalities() -> None:
    assert vote_choice(0.62, "loyal") == 1 and vote_choice(0.62, "paranoid") == 0
    assert vote_choice(0.56, "gambler") == 1 and vote_choice(0.56, "cunning") == 0
    assert vote_choice(0.35, "loyal") == -1 and vote_choice(0.35, "paranoid") == 0
    assert vote_choice(0.44, "gambler") == -1


def test_hard_posterior_keeps_three_of_six_exactly() -> None:
    for g, p in _positions(steps=200):
        post = Posterior(Belief(g.observe(p)))
        for q in range(6):
            for base in (0, 6):
                total = sum(post.p(q * 12 + base + j) for j in range(6))
                assert abs(total - 3) < 1e-9


def test_the_search_switch_turns_hards_search_off() -> None:
    assert "hard-nosearch" in LEVELS and not LEVELS["hard-nosearch"](0, 1).search
    assert HardBot(0, 1).search
    searched = plain = 0
    for g, p in _positions(steps=300):
        if g.state.phase != "ballot":
            continue
        o, legal = g.observe(p), g.legal_actions(p)
        off = make_bot("hard-nosearch", p, 5)
        post = Posterior(Belief(o, 1.0))
        key = o.rumour[1] * 12 + o.rumour[2]
        rule = vote_choice(post.p(key, o.rumour[0]), off.personality(o))
        if off.personality(o) != "paranoid":
            assert off.choose(o, legal).values[1] == rule
            plain += 1
        searched += make_bot("hard", p, 5).choose(o, legal).values[1] != rule
    assert plain > 5 and searched > 0, "the search changes some votes"


def test_medium_breaks_with_a_partner_close_to_the_target_and_no_other() -> None:
    from .scenario import floor_turn

    g = new(4, 6, target=15)
    s = g.state
    s.pacts += [[0, 1], [0, 2]]
    s.public[1] = 2 * 13  # within 3 of the target
    s.public[2] = 2 * 5
    floor_turn(g, 0)
    bot = make_bot("medium", 0, 1)
    choice = bot.choose(g.observe(0), g.legal_actions(0))
    assert choice.kind == "break" and choice.values[1] == 1
    g.apply(choice)
    choice = bot.choose(g.observe(0), g.legal_actions(0))
    assert choice.kind != "break"
