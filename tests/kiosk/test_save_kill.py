"""Killing the program at any moment loses nothing: a real process, a real SIGKILL."""

from __future__ import annotations

import random
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.paranoid import Game
from scenes.saves import FINISHED, MISSING, OK, SaveStore

ROOT = Path(__file__).resolve().parents[2]

# Plays random games one after another, saving (durably) after every action, until
# killed. The store finds its folder through $CONSPIRACY_TABLE_DATA, set by conftest.
PLAYER = r"""
import random, sys, types
sys.path.insert(0, sys.argv[1])
from game.paranoid import Game, GameConfig, Options
from scenes.saves import SaveStore

store = SaveStore()
rng = random.Random(int(sys.argv[2]))
while True:
    players = rng.randint(2, 6)
    config = GameConfig(players=players, options=Options.parse(rng.choice(["", "all"])))
    game = Game.new(config, seed=rng.randrange(10**6))
    match = types.SimpleNamespace(game=game, seats=["human"] * players,
                                  names=list(config.names), subculture=config.subculture,
                                  log=[])
    while not game.is_over:
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
        match.log.append(game.record[-1])
        if store.save(match) is None:
            sys.exit(store.last_error)
"""


@pytest.mark.parametrize("run", range(8))
def test_killed_at_a_random_moment_resumes_at_the_last_saved_action(run: int) -> None:
    store = SaveStore()
    proc = subprocess.Popen([sys.executable, "-c", PLAYER, str(ROOT), str(run)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 60
        while not store.current.exists():  # wait for the first saved action
            assert proc.poll() is None, proc.communicate()[1].decode()
            assert time.monotonic() < deadline, "no save appeared"
            time.sleep(0.005)
        time.sleep(random.Random(run).uniform(0.0, 0.6))
        assert proc.poll() is None, proc.communicate()[1].decode()
    finally:
        proc.kill()  # SIGKILL: no cleanup, no flush, no atexit
        proc.communicate()

    result = store.load()
    # Never half-written: whatever moment the kill hit, the save loads.
    assert result.reason in (OK, FINISHED, MISSING), result.message
    assert not list(store.folder.glob("current.*-*.save")), "a save was set aside"
    assert not list(store.folder.glob(".*.tmp")), "a temporary file was left behind"
    if result.reason == MISSING:  # killed between filing a finished game and the next save
        assert store.finished_games()
        return
    match = result.match
    assert match is not None and match.game.record
    game = match.game
    replayed = Game.replay(game.state.config, game.seed, game.record)
    assert replayed.state.to_json() == game.state.to_json()
    assert match.log == game.record  # the match details were saved with that very action
