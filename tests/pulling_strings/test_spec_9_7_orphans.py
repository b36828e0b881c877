"""§9.7: orphans re-attach by their owner's choice, or go uncontrolled and orphan their
own puppets in turn (cascades); §8.4 drops orphan too."""

from game.pulling_strings.state import CABAL

from .board import gid, play, put, table, texts


def test_drop_orphans_puppets_and_the_owner_places_them() -> None:
    g = table()
    a = put(g, "G01", 0, cash=4)
    put(g, "G26", 0, "G01")
    put(g, "G45", 0, "G01")
    play(g, "drop G01")
    s = g.state
    assert s.owner[a] == -1 and a in s.row and s.treasury[a] == 0
    assert s.phase == "place" and g.waiting_for == (0,)
    assert "place G26 under cabal" in texts(g) and "place G45 under cabal" in texts(g)
    play(g, "place G45 under cabal")
    assert "place G26 under G45" in texts(g)
    play(g, "place G26 under G45")
    assert s.master[gid("G26")] == gid("G45") and s.phase == "action"


def test_an_orphan_with_no_free_arrow_goes_uncontrolled_and_cascades() -> None:
    g = table(cabals=("velvet", "survey", "weather", "chrono"))
    for c in ("G21", "G22", "G23"):
        put(g, c, 0)  # three of four Cabal arrows used
    put(g, "G59", 0, "G21")  # each one arrow used by a group without arrows
    put(g, "G60", 0, "G22")
    put(g, "G61", 0, "G23")
    top = put(g, "G07", 0)  # the fourth Cabal arrow; two arrows
    mid = put(g, "G57", 0, "G07")  # no arrows
    mid2 = put(g, "G11", 0, "G07")  # two arrows
    leaf = put(g, "G58", 0, "G11")
    play(g, "drop G07")
    s = g.state
    # One Cabal arrow is free again: the owner chooses which orphan takes it.
    assert sorted(texts(g)) == ["place G11 under cabal", "place G57 under cabal"]
    play(g, "place G57 under cabal")
    # G11 has nowhere to go: uncontrolled, and its puppet G58 is orphaned in turn,
    # which finds a free arrow nowhere either (G11 left with it) -> uncontrolled too.
    assert s.owner[mid2] == -1 and s.owner[leaf] == -1
    assert mid2 in s.row and leaf in s.row and s.owner[mid] == 0 and s.master[mid] == CABAL
    assert s.owner[top] == -1 and s.phase == "action"


def test_an_orphan_cannot_hang_inside_its_own_branch() -> None:
    g = table()
    put(g, "G06", 0)
    put(g, "G07", 0, "G06")
    put(g, "G11", 0, "G07")
    play(g, "drop G06")
    assert "place G07 under G11" not in texts(g)
    assert "place G07 under cabal" in texts(g)
