"""The history's guarantees for every registered game (issue 34): a finished game with a
human at the table lands in the history exactly once, and its record replays to the same
outcome; a tutorial and a demo write nothing."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from game.core import registry
from scenes.shell.match.flow import Flow
from scenes.shell.match.results import ResultsScene
from scenes.shell.menus.setup_model import default_setup
from scenes.shell.saves.store import SaveStore
from scenes.shell.window.app import App

from .games import GAME_IDS

DT = 1 / 60


def _finish(app: App, game: Any, seed: int, step: bool = True) -> ResultsScene | None:
    """Play the table's game to its end at random (every seat), then let the table see it."""
    rnd = random.Random(seed)
    while not game.is_over:
        p = game.waiting_for[rnd.randrange(len(game.waiting_for))]
        legal = game.legal_actions(p)
        game.apply(legal[rnd.randrange(len(legal))], p)
    if not step:
        return None
    for _ in range(600):
        app.step([], DT)
        found = [s for s in app.stack.scenes if isinstance(s, ResultsScene)]
        if found:
            return found[-1]
    raise AssertionError("no results")


def _flow(app: App, tmp_path: Path, game_id: str) -> Flow:
    store = SaveStore(tmp_path / "data", durable=False, per_game=True)
    flow = Flow(app.stack, speed=0, music=False, game=game_id, store=store)
    app.stack.push(flow.title())
    return flow


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_finished_game_lands_once_and_replays_to_its_outcome(app: App, tmp_path: Path,
                                                               game_id: str) -> None:
    info = registry.get(game_id)
    flow = _flow(app, tmp_path, game_id)
    seats = ["human"] + ["random"] * (info.min_players - 1)
    setup = default_setup(game_id, seats)._replace(names=("Ada",) + tuple(
        f"Bot {i}" for i in range(1, len(seats))))
    board = flow.start(setup, 11)
    results = _finish(app, board.session.game, 11)
    flow._game_over(board.session)  # the table's hook again (a second results screen)
    history = flow.history
    assert history.count() == 1
    row = history.conn.execute("SELECT id FROM games").fetchone()[0]
    filed = history.game(row)
    plugin = registry.plugin(game_id)
    again = plugin.Game.replay(plugin.config_from_json(filed["config"]), filed["seed"],
                               filed["actions"])
    outcome = board.session.game.outcome
    assert again.is_over and again.outcome.winners == outcome.winners
    assert list(again.outcome.scores) == list(outcome.scores)
    assert [s["winner"] for s in filed["seats"]] == [
        int(p in outcome.winners) for p in range(len(seats))]
    assert "rating" in results.history_notes[0]  # the results speak of the history
    assert results._history_band() is not None  # on a line of their own, not cut in a row
    from scenes.shell.replay.replay_viewer import ReplayControls

    flow.replay_filed(row)  # the Players screen's replay: from the history's record
    app.step([], DT)
    assert isinstance(app.stack.top, ReplayControls)
    assert app.stack.top.replay.record == tuple(filed["actions"])


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_tutorials_and_demos_write_nothing(app: App, tmp_path: Path, game_id: str) -> None:
    """Each ended at random, then the table's game-over hook called as the table would."""
    flow = _flow(app, tmp_path, game_id)
    boards = [flow.start_demo(seed=2, game=game_id)]  # saved, but nobody plays
    if registry.get(game_id).tutorial:
        boards.append(flow.start_tutorial(game_id))
    for n, board in enumerate(boards):
        flow.board = board
        _finish(app, board.session.game, n, step=False)
        flow._game_over(board.session)
    assert flow.history.count() == 0
    human = flow.start(default_setup(game_id, ["human"] + ["random"] * (
        registry.get(game_id).min_players - 1)), 5)
    _finish(app, human.session.game, 5, step=False)
    flow._game_over(human.session)
    assert flow.history.count() == 1  # the same hook files a game a person played
