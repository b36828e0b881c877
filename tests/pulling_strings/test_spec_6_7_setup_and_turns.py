"""§6 setup (row of four groups, Cabal income, first player by dice, catch-up money) and
§7 the turn sequence (income, draw, lie low, two actions, end-of-turn transfers)."""

from game.pulling_strings.cards import CABALS, SPECIAL_BASE, WINDFALL
from game.pulling_strings.game import Game
from game.pulling_strings.plugin import make_config
from game.pulling_strings.state import CABAL

from .board import gid, play, put, table, texts


def test_setup_row_income_first_player_and_catch_up() -> None:
    for seed in range(8):
        for catch_up in (0, 2, 5):
            game = Game.new(make_config(["medium"] * 4, ["a", "b", "c", "d"],
                                        {"catch_up": catch_up}), seed)
            s = game.state
            assert len(s.row) == 4 + (0 if _drew_special(game) else 1)  # + first draw
            assert all(c < SPECIAL_BASE for c in s.row)
            f = s.first
            for k in range(1, 4):
                p = (f + k) % 4
                assert s.cash[p] == CABALS[s.cabal[p]].income + k * catch_up
            assert s.cash[f] == 2 * CABALS[s.cabal[f]].income  # setup + first income
            assert len(set(s.cabal)) == 4


def _drew_special(game: Game) -> bool:
    return any(e.kind == "drew" and e.public["special"] for e in game.opening)


def test_first_player_is_the_highest_roll() -> None:
    game = Game.new(make_config(["medium"] * 3, ["a", "b", "c"], {}), 5)
    rolls = [e.public["rolls"] for e in game.opening if e.kind == "first_roll"]
    last = rolls[-1]
    assert int(max(last, key=lambda k: last[k])) == game.state.first


def test_income_to_each_group_and_the_tax_inspectorate() -> None:
    g = table(4)
    a = put(g, "G01", 1)  # income 5
    t = put(g, "G17", 1)  # 1 S per other player
    play(g, "lie low")
    s = g.state
    assert s.active == 1 and s.treasury[a] == 5 and s.treasury[t] == 3
    assert s.cash[1] == CABALS[s.cabal[1]].income
    assert s.cash[0] == 5  # lying low


def test_draw_group_to_row_and_special_to_hand() -> None:
    g = table(4)
    s = g.state
    s.deck = [SPECIAL_BASE + WINDFALL, gid("G45")]
    play(g, "lie low")
    assert s.row == [gid("G45")]
    play(g, "lie low")
    assert s.hands[2] == [WINDFALL]
    play(g, "lie low")
    assert s.deck == [] and s.active == 3  # an empty deck: no draw


def test_lie_low_only_before_anything_else() -> None:
    g = table(4)
    put(g, "G01", 0, cash=3)
    assert "lie low" in texts(g)
    play(g, "take from G01", "add 1", "send to cabal")
    assert "lie low" not in texts(g)


def test_two_actions_then_only_free_actions() -> None:
    g = table(4)
    put(g, "G01", 0, cash=5)
    play(g, "take from G01", "add 1", "send to cabal",
         "take from G01", "add 1", "send to cabal")
    assert g.state.actions_left == 0
    assert not [t for t in texts(g) if t.startswith(("take", "attack", "move"))]
    assert "end actions" in texts(g) and "drop G01" in texts(g)


def test_end_of_turn_transfers_are_two_and_between_adjacent_treasuries() -> None:
    g = table(4)
    a = put(g, "G06", 0, cash=6)
    b = put(g, "G07", 0, "G06", cash=6)
    play(g, "end actions", "take from G07")
    play(g, "add 1")
    assert "send to G06" in texts(g) and "send to cabal" not in texts(g)
    play(g, "send to G06", "take from G06", "add 5", "send to cabal")
    s = g.state
    assert s.active == 1  # two transfers end the turn
    assert s.cash[0] == 5 and s.treasury[a] == 2 and s.treasury[b] == 5
    assert CABAL == -1
