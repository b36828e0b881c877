"""Spec §11 bots: legal choices on observations only, the hard bot's deadline, and the
fairness check of guides/bots.md (a re-dealt world the bot cannot tell apart gives the
same choice); plus the plugin's text and log helpers."""

import random
import time

from game.ninety_nine import plugin
from game.ninety_nine.bots import make_bot
from game.ninety_nine.game import Game

from .scenario import make


def _play(levels, seed, **options):
    cfg = plugin.make_config(levels, [f"P{i}" for i in range(len(levels))],
                             {"rounds": 1, **options})
    g = Game.new(cfg, seed)
    bots = [make_bot(level, p, seed + p) for p, level in enumerate(levels)]
    lines = []
    while not g.is_over:
        for p in g.waiting_for:
            legal = g.legal_actions(p)
            action = bots[p].choose(g.observe(p), legal)
            assert action in legal
            for e in g.apply(action, p):
                lines.append(plugin.describe(e.view(None), cfg.names))
            if g.is_over:
                break
    assert sum(b.fallbacks for b in bots) == 0
    return g, lines


def test_every_level_plays_legal_games():
    for seed, players in ((1, 2), (2, 4), (3, 6)):
        levels = ["random", "easy", "medium", "hard", "medium", "easy"][:players]
        g, lines = _play(levels, seed)
        assert g.outcome.winners and any("plays" in line for line in lines)
    _play(["medium", "hard", "easy"], 9, quick_pass=True)


def test_hard_respects_its_deadline():
    g = make({0: "3H 3S 8C"}, count=20)
    bot = make_bot("hard", 0, 1)
    bot.deadline = time.perf_counter() + 0.02
    t0 = time.perf_counter()
    action = bot.choose(g.observe(0), g.legal_actions(0))
    assert time.perf_counter() - t0 < 0.1 and action in g.legal_actions(0)


def test_a_bot_cannot_tell_a_redealt_world_apart():
    rnd = random.Random(4)
    g = Game.new(plugin.make_config(["medium"] * 4, list("ABCD"), {}), 4)
    for _ in range(20):
        for p in g.waiting_for:
            acts = g.legal_actions(p)
            g.apply(acts[rnd.randrange(len(acts))], p)
    p = g.waiting_for[0]
    for level in ("easy", "medium"):
        a = make_bot(level, p, 5).choose(g.observe(p), g.legal_actions(p))
        r = g.redeal(p, 77)
        b = make_bot(level, p, 5).choose(r.observe(p), r.legal_actions(p))
        assert a == b


def test_action_texts_round_trip():
    g = Game.new(plugin.make_config(["random"] * 5, list("ABCDE"), {}), 2)
    rnd = random.Random(1)
    while not g.is_over:
        for p in g.waiting_for:
            for a in g.legal_actions(p):
                assert plugin.parse_action(plugin.action_text(a)) == a
            acts = g.legal_actions(p)
            g.apply(acts[rnd.randrange(len(acts))], p)
            if g.is_over:
                break


def test_registry_record_and_undo_rule():
    from game.core import registry

    info = registry.get("ninety-nine")
    assert (info.min_players, info.max_players, info.engine_max_players) == (2, 6, 8)
    assert registry.plugin("ninety-nine") is plugin
    g = make({0: "8C 5D 7H"}, count=10)
    before = g.clone()
    action = g.legal_actions()[0]
    g.apply(action)
    assert plugin.undoable(before, action, g) is False  # every play draws a card
    assert plugin.demo_options(4)["rounds"] in (1, 3)
