"""Bots play legal, complete games under every option, deterministically for a seed."""

from __future__ import annotations

import pytest

from game.paranoid import Game, GameConfig, Options
from game.paranoid.bots import LEVELS, make_bot
from game.paranoid.catalogue import DELUSIONS
from game.paranoid.plots import plot_problem


def play(levels: list[str], seed: int, options: str = "") -> Game:
    n = len(levels)
    game = Game.new(GameConfig(players=n, options=Options.parse(options)), seed)
    bots = [make_bot(level, p, seed * 31 + p) for p, level in enumerate(levels)]
    while not game.is_over:
        p = game.current_player
        legal = game.legal_actions()
        action = bots[p].choose(game.observe(p), legal)
        assert action in legal
        game.apply(action)
    assert all(b.fallbacks == 0 for b in bots), "a policy proposed an illegal action"
    return game


@pytest.mark.parametrize("levels,options", [
    (["medium", "easy"], ""),
    (["easy", "medium", "random"], "all"),
    (["medium", "medium", "easy", "random"], "trade,fewer:2"),
    (["easy", "medium", "medium", "random", "easy"], "aliens,corporations"),
    (["medium", "easy", "random", "medium", "easy", "medium"], "delusions,sanity:20"),
])
def test_bots_finish_legal_games(levels: list[str], options: str) -> None:
    for seed in range(2):
        game = play(levels, seed, options)
        opts = Options.parse(options)
        for p, plot in enumerate(game.state.plots):
            assert plot_problem(plot, opts, set()) is None, (p, plot)


def test_hard_bot_short_game() -> None:
    game = play(["hard", "medium", "easy"], 3, "aliens,delusions,sanity:12,turn_limit:8")
    assert game.is_over


def test_every_level_is_registered() -> None:
    assert set(LEVELS) == {"random", "easy", "medium", "hard"}
    with pytest.raises(ValueError):
        make_bot("genius", 0, 1)


@pytest.mark.parametrize("level", ["random", "easy", "medium"])
def test_same_seed_same_game(level: str) -> None:
    first = play([level, "medium", "easy", "random"], 11, "aliens,corporations")
    again = play([level, "medium", "easy", "random"], 11, "aliens,corporations")
    assert first.record == again.record


def test_hard_same_seed_same_choices() -> None:
    first = play(["hard", "medium"], 5, "sanity:10,turn_limit:6")
    again = play(["hard", "medium"], 5, "sanity:10,turn_limit:6")
    assert first.record == again.record


def test_bots_build_big_plots() -> None:
    """A bigger Plot wins an Enemy Victory: thinking bots build 7 (6 with Delusions)."""
    for options in ("", "aliens,corporations", "delusions"):
        game = Game.new(GameConfig(players=4, options=Options.parse(options)), 2)
        bots = [make_bot("medium", p, p) for p in range(4)]
        while game.state.phase == "plot":
            p = game.current_player
            game.apply(bots[p].choose(game.observe(p), game.legal_actions()))
        for plot, clashes in zip(game.state.plots, game.state.clashes):
            # Blind building (§3.3): a Delusions Plot that lost Delusions in a clash keeps
            # its size with another Group.
            # Without the option, Delusions is a Group like any other (a replacement
            # may be it).
            drafted_delusions = options == "delusions" and (
                DELUSIONS in plot or DELUSIONS in [c[0] for c in clashes])
            assert len(plot) == (6 if drafted_delusions else 7)


def test_smoke_tournament_json() -> None:
    import json
    import subprocess
    import sys

    out = subprocess.run([sys.executable, "-m", "game.tournament", "--bots",
                          "medium,easy,random", "--deals", "2", "--seed", "4", "--json"],
                         check=True, capture_output=True, text=True).stdout
    report = json.loads(out)
    assert report["games"] == 6 and report["illegal_actions"] == 0 and report["crashes"] == 0
    shares = report["levels"]
    assert set(shares) == {"medium", "easy", "random"}
    assert abs(sum(r["win_share"] for r in shares.values()) - 1.0) < 1e-3
    for r in shares.values():
        assert r["ci_low"] <= r["win_share"] <= r["ci_high"]
        assert {"decision_ms_median", "decision_ms_p95", "decision_ms_max"} <= set(r)
