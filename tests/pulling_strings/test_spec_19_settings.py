"""§19: Cabal choice, goal size, catch-up money, interference prompts (tested with the
money rounds), the turn limit (with winning) and the demo's 10 rounds."""

from game.pulling_strings.actions import to_text
from game.pulling_strings.cards import CABAL_CODE
from game.pulling_strings.game import Game
from game.pulling_strings.plugin import OPTIONS, demo_options, make_config


def test_choose_cabals_in_seat_order() -> None:
    game = Game.new(make_config(["human"] * 3, list("abc"), {"cabals": "choose"}), 1)
    assert game.state.phase == "choose" and game.waiting_for == (0,)
    game.apply("choose ministry")
    taken = [to_text(a) for a in game.legal_actions()]
    assert game.waiting_for == (1,) and "choose ministry" not in taken
    assert "choose velvet" in taken
    again = Game.from_json(game.to_json())  # a save made while Cabals are chosen
    assert again.to_json() == game.to_json() and not game.state.problems()
    game.apply("choose velvet")
    game.apply("choose choir")
    assert game.state.cabal == [CABAL_CODE["ministry"], CABAL_CODE["velvet"],
                                CABAL_CODE["choir"]]
    assert game.state.phase == "action"


def test_goal_offset_moves_n() -> None:
    for n, base in ((2, 13), (3, 12), (4, 11), (5, 10), (6, 9)):
        for off in (-3, 0, 3):
            cfg = make_config(["medium"] * n, [str(i) for i in range(n)], {"goal_offset": off})
            assert cfg.goal == base + off


def test_options_have_valid_defaults_and_the_demo_limit() -> None:
    assert {o.key for o in OPTIONS} >= {"cabals", "goal_offset", "special_goals", "diplomacy",
                                       "interference", "turn_limit", "catch_up"}
    assert demo_options(4) == {"turn_limit": 10}
    assert make_config(["human"] * 2, ["a", "b"], {}).diplomacy
    assert not make_config(["human", "easy"], ["a", "b"], {}).diplomacy
