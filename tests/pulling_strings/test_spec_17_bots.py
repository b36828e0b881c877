"""§17: the bots decide on observations only — attack planning, defence, interference
and leader bashing, Leaked Memo, orphan placement, housekeeping; hard's search switch."""

import pytest

from game import arena
from game.pulling_strings.actions import to_text
from game.pulling_strings.bots import make_bot
from game.pulling_strings.bots.hard import HardBot
from game.pulling_strings.cards import MEMO, WINDFALL

from .board import attack, gid, play, put, row, table


def choice(g, level: str = "medium", seed: int = 1) -> str:  # noqa: ANN001
    p = g.waiting_for[0]
    bot = make_bot(level, p, seed)
    return to_text(bot.choose(g.observe(p), g.legal_actions(p)))


def test_medium_attacks_the_best_uncontrolled_group_with_help_and_money() -> None:
    g = table(cabals=("survey", "velvet", "weather", "chrono"))
    put(g, "G01", 0)
    row(g, "G45", "G59")  # a Fringe group (the Survey's goal) and a dull one
    g.state.cash[0] = 20
    steps = []
    while g.state.phase != "action" or not steps:
        steps.append(choice(g))
        g.apply(steps[-1])
        if g.state.phase == "action" and g.state.attack is None and len(steps) > 1:
            break
    assert steps[1] == "at G45 control" and any(s.startswith("pay") or s.startswith("help")
                                                 for s in steps)


def test_medium_lies_low_when_nothing_is_worth_it() -> None:
    g = table()
    assert choice(g) == "lie low"


def test_defender_spends_the_target_treasury_first() -> None:
    g = table()
    put(g, "G06", 0)
    put(g, "G22", 1, cash=6)
    g.state.cash = [30, 20, 0, 0]
    attack(g, "G06", "G22", "control", "cabal")
    play(g, "pay 10 from cabal", "done")
    assert g.waiting_for == (1,)
    assert choice(g).endswith("from G22")


def test_easy_does_not_spend_its_cabal_on_defence() -> None:
    g = table()
    put(g, "G06", 0)
    put(g, "G22", 1)
    g.state.cash = [30, 20, 0, 0]
    attack(g, "G06", "G22", "control", "cabal")
    play(g, "pay 10 from cabal", "done")
    assert choice(g, "easy") == "done"
    assert choice(g, "medium").startswith("pay")


def test_interference_against_a_close_to_winning_attacker() -> None:
    g = table(interference="always")
    under = "cabal"
    for c in ("G21", "G22", "G23", "G24", "G25", "G26", "G27", "G28", "G29"):
        put(g, c, 0, under)
        under = c
    put(g, "G06", 0)
    row(g, "G45")
    g.state.cash = [0, 30, 30, 30]
    attack(g, "G06", "G45", "control")
    play(g, "done", "done")
    assert g.state.attack["steps"][0] == "I"
    assert choice(g).startswith("interfere") and choice(g).endswith("against")


def test_leaked_memo_on_a_depth_one_group() -> None:
    g = table()
    put(g, "G06", 0)
    put(g, "G01", 0)
    put(g, "G12", 0)
    put(g, "G45", 1)
    g.state.hands[1] = [MEMO, WINDFALL]
    attack(g, "G06", "G45", "control", "G01", "G12", "cabal")  # need 8
    assert choice(g) == "play memo"


def test_orphans_largest_branch_first_to_the_shallowest_arrow() -> None:
    g = table()
    put(g, "G06", 0)
    put(g, "G07", 0, "G06")
    put(g, "G11", 0, "G06")
    put(g, "G26", 0, "G11")
    put(g, "G01", 0)
    play(g, "drop G06")
    assert choice(g) == "place G11 under cabal"


def test_housekeeping_pulls_money_to_the_cabal_keeping_two() -> None:
    g = table()
    put(g, "G06", 0, cash=9)
    play(g, "end actions")
    for _ in range(4):
        g.apply(choice(g))
        if g.state.phase != "purse":
            break
    assert g.state.treasury[put.__globals__["gid"]("G06")] == 2


def test_hard_search_switch_and_determinism() -> None:
    g = table()
    put(g, "G01", 0)
    put(g, "G06", 0)
    put(g, "G45", 1)
    put(g, "G22", 2)
    row(g, "G59", "G46")
    g.state.cash = [15, 10, 10, 10]
    obs, legal = g.observe(0), g.legal_actions(0)
    off = make_bot("hard-nosearch", 0, 5).choose(obs, legal)
    assert not HardBot(0, 5, search=False).search
    assert off == make_bot("medium", 0, 5).choose(obs, legal)
    assert HardBot(0, 5).choose(obs, legal) == HardBot(0, 5).choose(obs, legal)


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_a_bot_decides_the_same_in_every_world_it_cannot_tell_apart(level: str) -> None:
    import random

    from tests.conformance.games import new_game, random_step

    game = new_game("pulling-strings", 4, 5)
    rnd = random.Random(5)
    for step in range(300):
        if game.is_over:
            break
        p = game.waiting_for[0]
        if step % 7 == 0:
            world = game.redeal(p, step)
            mine = make_bot(level, p, step).choose(game.observe(p), game.legal_actions(p))
            theirs = make_bot(level, p, step).choose(world.observe(p), world.legal_actions(p))
            assert mine == theirs
        game.apply(*reversed(random_step(game, rnd)))


def test_medium_beats_random() -> None:
    wins = 0
    for deal in range(8):
        r = arena.play_one(("pulling-strings", ["medium", "random", "random", "random"],
                            40 + deal, deal % 4, {}))
        assert r["crash"] is None and r["illegal"] == 0
        wins += r["credits"][r["seats"].index("medium")]
    assert wins >= 5  # par is 2


def test_hard_fights_an_attack_that_would_win_with_everything() -> None:
    g = table(interference="always")
    under = "cabal"
    for c in ("G21", "G22", "G23", "G24", "G25", "G26", "G27", "G28", "G29", "G30"):
        put(g, c, 0, under)
        under = c
    row(g, "G45")
    g.state.cash = [40, 30, 30, 30]
    attack(g, "cabal", "G45", "control")
    play(g, "pay 10 from cabal", "done", "done", "interfere 10 against")
    assert g.waiting_for == (1,)  # a third of its treasury is in: medium stops there
    assert choice(g, "hard-nosearch") == "done"
    assert choice(g, "hard") == "interfere 10 against"


def test_hard_aims_at_the_target_its_search_chose() -> None:
    from game.pulling_strings.bots.knowledge import Plan
    from game.pulling_strings.cards import CONTROL

    g = table()
    a = put(g, "G01", 0)
    row(g, "G62", "G45")  # medium's pick for G01 is the rich pension fund
    g.state.cash[0] = 20
    play(g, "attack with G01")
    assert choice(g, "medium") == "at G62 control"
    bot = HardBot(0, 1)
    bot._planned = Plan(1.0, a, gid("G45"), CONTROL, (), 0, 6)  # what the search chose
    assert to_text(bot.choose(g.observe(0), g.legal_actions(0))) == "at G45 control"
    off = HardBot(0, 1, search=False)
    off._planned = bot._planned
    assert to_text(off.choose(g.observe(0), g.legal_actions(0))) == "at G62 control"


def test_an_overrunning_bot_falls_back_to_the_quietest_step() -> None:
    from game.pulling_strings.plugin import fallback

    g = table()
    put(g, "G01", 0)
    row(g, "G45")
    assert to_text(fallback(g.legal_actions(0))) == "lie low"
    play(g, "attack with G01")
    assert to_text(fallback(g.legal_actions(0))) == "cancel"
    play(g, "at G45 control", "go")
    assert to_text(fallback(g.legal_actions(0))) == "done"
