"""§12 bots: legal choices only, same choice under a re-deal of hidden cards (fairness),
readable theories from the sentence generator."""

import random

import pytest

from game.pontoon import plugin
from game.pontoon.game import Game
from game.pontoon.options import GameConfig, Options
from game.pontoon.theory import sentence


@pytest.mark.parametrize("level", ["random", "easy", "medium", "hard"])
def test_bots_play_legal_and_fair(level):
    config = GameConfig(players=4, seats=(level, "medium", "easy", "random"),
                        options=Options(inquisition=1, telling="phrases"))
    g = Game.new(config, 5)
    bots = [plugin.make_bot(lv, p, 40 + p) for p, lv in enumerate(config.seats)]
    rng = random.Random(1)
    steps = 0
    while not g.is_over and steps < 600:
        p = g.waiting_for[0]
        obs, legal = g.observe(p), g.legal_actions(p)
        if p == 0 and rng.random() < 0.2:  # fairness: a re-deal must not change the choice
            twin = plugin.make_bot(level, 0, 999)
            other = plugin.make_bot(level, 0, 999)
            r = g.redeal(0, rng.randrange(1 << 20))
            assert r.observe(0) == obs
            assert twin.choose(obs, legal) == other.choose(r.observe(0), r.legal_actions(0))
        action = bots[p].choose(obs, legal)
        assert action in legal
        g.apply(action, p)
        steps += 1
    assert all(getattr(b, "fallbacks", 0) == 0 for b in bots)


def test_sentence_reads_like_a_theory():
    text = sentence(["The Templars", "Time Travel", "Zombies"], [0, 8], ["The BBC"], [0])
    assert text == ("The Templars are secretly funding Time Travel, which has been hiding "
                    "Zombies — and The BBC knew all along.")
    assert sentence(["A", "B"], [5]).endswith(".")


def test_every_bot_conspiracy_is_told_as_a_sentence():
    config = plugin.make_config(["medium"] * 3, ["a", "b", "c"], plugin.demo_options(3))
    g = Game.new(config, 8)
    bots = [plugin.make_bot("medium", p, p) for p in range(3)]
    told = []
    while not g.is_over:
        p = g.waiting_for[0]
        for e in g.apply(bots[p].choose(g.observe(p), g.legal_actions(p)), p):
            if e.kind == "theory_told":
                told.append(e.public["text"])
    assert told and all(t.endswith(".") and " " in t for t in told)
    assert all(any(ph in t for ph in ("is ", "was ", "has ", "covered", "leaked", "faked",
                                      "smuggles", "secretly", "bought", "predicted"))
               for t in told)
