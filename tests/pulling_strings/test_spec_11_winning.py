"""§11 and §13: the basic goal, each special goal, the money goal only at the end of
its own turn, simultaneous wins, the turn limit and the stalemate."""

import pytest

from game.pulling_strings.goals import check_goals, progress

from .board import dice, play, put, row, table

FRINGE = ("G13", "G15", "G25", "G31", "G35", "G39", "G45")
EST = ("G01", "G03", "G04", "G06", "G07", "G12")
MANY = ("G21", "G22", "G23", "G24", "G25", "G26", "G27", "G28", "G29", "G30", "G31",
        "G32", "G33")


def test_basic_goal_wins_at_n_groups(monkeypatch: pytest.MonkeyPatch) -> None:
    g = table(4, cabals=("velvet", "weather", "chrono", "choir"))
    under = "cabal"
    for c in MANY[:10]:  # a chain of one-arrow groups
        put(g, c, 0, under)
        under = c
    row(g, "G45")
    play(g, "attack with cabal", "at G45 control", "go")
    dice(monkeypatch, 2)
    while g.state.attack is not None:
        g.apply("done")
    assert g.is_over and g.outcome.winners == (0,)
    assert "11 groups" in g.outcome.why


@pytest.mark.parametrize(("cabal", "codes", "extra"), [
    ("survey", FRINGE, None),
    ("ministry", EST, None),
    ("chrono", ("G01", "G02", "G03", "G05", "G06"), None),  # power 6+7+7+6+6 = 32
    ("choir", ("G19", "G35", "G22", "G52", "G46"), None),  # 8, then Pea: 9
    ("weather", (), 8),
])
def test_special_goals(cabal: str, codes: tuple[str, ...], extra: int | None) -> None:
    g = table(4, cabals=(cabal, "velvet", "velvet", "velvet"))
    for c in codes[:-1]:
        put(g, c, 0)
    if extra:
        g.state.destroyed_by[0] = extra - 1
    ev: list = []
    assert not check_goals(g.state, ev)
    if codes:
        put(g, codes[-1], 0)
    else:
        g.state.destroyed_by[0] = extra
    assert check_goals(g.state, ev) and g.state.result["winners"] == [0]


def test_special_goals_off() -> None:
    g = table(4, cabals=("survey", "velvet", "velvet", "velvet"), special_goals=False)
    for c in FRINGE:
        put(g, c, 0)
    assert not check_goals(g.state, [])


def test_money_goal_counts_only_at_the_end_of_its_own_turn() -> None:
    g = table(4, cabals=("velvet", "chrono", "survey", "weather"))
    put(g, "G01", 0, cash=40)
    g.state.cash[0] = 50
    assert not check_goals(g.state, [])
    g.state.active = 1
    assert not check_goals(g.state, [], end_of_turn=True)  # another player's turn end
    g.state.active = 0
    play(g, "end actions", "end turn")
    assert g.is_over and g.outcome.winners == (0,)


def test_simultaneous_goals_active_player_first_else_shared() -> None:
    g = table(4, cabals=("velvet", "survey", "ministry", "choir"))
    for c in FRINGE:
        put(g, c, 1)
    for c in EST:
        put(g, c, 2)
    g.state.active = 1
    assert check_goals(g.state, []) and g.state.result["winners"] == [1]
    g = table(4, cabals=("velvet", "survey", "ministry", "choir"))
    for c in FRINGE:
        put(g, c, 1)
    for c in EST:
        put(g, c, 2)
    assert check_goals(g.state, []) and g.state.result["winners"] == [1, 2]


def _end_rounds(g, rounds: int) -> None:  # noqa: ANN001
    for _ in range(rounds * g.state.n):
        if g.is_over:
            return
        play(g, "lie low")


def test_turn_limit_gives_the_win_to_the_most_progress() -> None:
    g = table(4, cabals=("weather", "survey", "ministry", "choir"), turn_limit=6)
    for c in FRINGE[:5]:
        put(g, c, 1)  # 5/7 of the Survey goal
    for c in ("G21", "G22", "G23", "G24", "G26", "G27", "G28"):
        put(g, c, 3)  # 7/11 of N; 6/9 alignments
    g.state.taken = True  # keep the stalemate away for the first round
    _end_rounds(g, 6)
    assert g.is_over and g.outcome.winners == (1,) and "turn limit" in g.outcome.why
    assert progress(g.state, 1) == pytest.approx(5 / 7)


def test_stalemate_after_six_quiet_rounds() -> None:
    g = table(4, cabals=("weather", "survey", "ministry", "choir"))
    put(g, "G01", 2)
    _end_rounds(g, 5)
    assert not g.is_over
    _end_rounds(g, 1)
    assert g.is_over and "stalemate" in g.outcome.why and g.outcome.winners == (2,)


def test_a_capture_resets_the_stalemate_count(monkeypatch: pytest.MonkeyPatch) -> None:
    g = table(4, cabals=("weather", "survey", "ministry", "choir"))
    _end_rounds(g, 5)
    assert g.state.quiet_rounds == 5
    row(g, "G26")
    play(g, "attack with cabal", "at G26 control", "go")
    dice(monkeypatch, 2)
    while g.state.attack is not None:
        g.apply("done")
    assert g.state.taken
    play(g, "end actions", "end turn")
    _end_rounds(g, 1)
    assert g.state.quiet_rounds == 0 and not g.is_over
