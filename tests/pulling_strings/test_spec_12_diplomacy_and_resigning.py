"""§8.4 gifts under Diplomacy (refused when they would win at once), §12 resigning."""

from game.pulling_strings.cards import SMEAR

from .board import gid, play, put, table, texts


def test_gifts_only_with_diplomacy() -> None:
    assert not [t for t in texts(table(seats="medium")) if t.startswith("gift")]
    g = table(seats="human")
    g.state.cash[0] = 10
    assert "gift 1 slush 5" in texts(g)


def test_gift_slush_card_and_group() -> None:
    g = table(seats="human")
    s = g.state
    s.cash[0] = 10
    s.hands[0] = [SMEAR]
    put(g, "G06", 0)
    put(g, "G26", 0, "G06")
    play(g, "gift 1 slush 5", "gift 2 card smear", "gift 3 group G06")
    assert s.cash == [5, 5, 0, 0] and s.hands[2] == [SMEAR]
    assert s.phase == "place" and g.waiting_for == (3,)  # the receiver chooses the arrow
    play(g, "place G06 under cabal")
    assert s.owner[gid("G06")] == s.owner[gid("G26")] == 3 and s.phase == "action"
    assert g.waiting_for == (0,)


def test_a_gift_that_wins_at_once_is_refused() -> None:
    g = table(seats="human", cabals=("velvet", "survey", "weather", "chrono"))
    for c in ("G13", "G15", "G25", "G31", "G35", "G39"):
        put(g, c, 1)  # 6 Fringe groups: one more wins the Survey's goal
    put(g, "G45", 0)  # Fringe
    put(g, "G22", 0)  # not Fringe
    options = texts(g)
    assert "gift 1 group G45" not in options and "gift 1 group G22" in options


def test_resigning_releases_everything() -> None:
    g = table(seats="human")
    put(g, "G06", 0, cash=4)
    put(g, "G26", 0, "G06")
    g.state.cash[0] = 9
    g.state.hands[0] = [SMEAR]
    play(g, "resign")
    s = g.state
    assert s.resigned[0] and s.cash[0] == 0 and s.hands[0] == [] and SMEAR in s.discard
    assert s.owner[gid("G06")] == s.owner[gid("G26")] == -1
    assert gid("G06") in s.row and s.treasury[gid("G06")] == 0 and s.active == 1
    for _ in range(3):
        play(g, "lie low")
    assert s.active == 1  # the resigned seat is skipped


def test_bots_cannot_resign() -> None:
    assert "resign" not in texts(table(seats="medium"))
