"""Killing the program at any moment loses nothing: a real process, a real SIGKILL.

First a bare saving loop killed at random moments (the store alone), then the real
game, `main.py --demo`, killed in the middle of a game and resumed through the app.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.core.effort import GUARD_ENV
from game.paranoid import Game
from scenes.shell.saves.store import FINISHED, MISSING, OK, SaveStore
from tests.frames import until

ROOT = Path(__file__).resolve().parents[2]

# Plays random games one after another, saving (durably) after every action, until
# killed. The store finds its folder through $CONSPIRACY_TABLE_DATA, set by conftest.
PLAYER = r"""
import random, sys, types
sys.path.insert(0, sys.argv[1])
from game.paranoid import Game, GameConfig, Options
from scenes.shell.saves.store import SaveStore

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


# ---------------------------------------------------------------- the real game
def _demo_record(seed: int) -> list[str]:
    """The whole demo game `main.py --demo --seed N` plays: a bot's decision depends only
    on the observation and its seed (issue 21), here and in the app's helper process."""
    from scenes.shell.match.session import Session
    from scenes.shell.menus.setup_model import demo_setup

    setup = demo_setup("paranoid-delusions")
    session = Session(Game.new(setup.config(), seed), list(setup.seats), seed)
    while not session.game.is_over:
        session.bot_step()
    return session.game.record


@pytest.mark.parametrize("seed, kill_after", [(3, 20), (12, 70)])
def test_kill_9_of_the_real_game_mid_demo_loses_nothing(seed: int, kill_after: int) -> None:
    """`python main.py --demo` saves after every action; SIGKILL it mid-game, then load:
    the save is a prefix of that very game, at least as far as it was last seen, and the
    app resumes from it. The game compared is seed-determined: bots search with a fixed
    effort, and the runaway guard (the only clock left, a fall-back when it fires) is
    lifted out of reach, so no load on the machine can change a decision."""
    import pygame

    from scenes.paranoid.board import BoardScene
    from scenes.shell.match.flow import Flow
    from scenes.shell.saves.store import decode
    from scenes.shell.window.app import App, AppConfig

    store = SaveStore(per_game=True).for_game("paranoid-delusions")  # main.py's slot
    reference = _demo_record(seed)
    assert len(reference) > kill_after + 50  # the kill lands mid-game
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env[GUARD_ENV] = "3600"  # seconds: the worker's cap and the bots' guard, for runaways
    proc = subprocess.Popen(
        [sys.executable, "main.py", "--demo", "--seed", str(seed), "--speed", "0", "--mute"],
        cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    seen = 0  # the longest record read from the save while the game ran
    try:
        deadline = time.monotonic() + 90
        while seen < kill_after:
            assert proc.poll() is None, proc.communicate()[1].decode()
            assert time.monotonic() < deadline, f"the save reached only {seen} actions"
            try:
                data = store.current.read_bytes()
            except FileNotFoundError:  # before the first save
                data = b""
            if data:  # atomic replacement: a reader never meets half a file
                seen = max(seen, len(decode(data)["game"]["record"]))
            time.sleep(0.005)
        assert proc.poll() is None
    finally:
        proc.kill()  # SIGKILL, in the middle of the game
        proc.communicate()
    assert proc.returncode == -signal.SIGKILL

    result = store.load()
    assert result.reason == OK, result.message
    record = result.match.game.record
    assert len(record) >= seen, "an action the process had saved was lost"
    assert record == reference[:len(record)], "the save is not that game's record"
    assert not list(store.folder.glob(".*.tmp")) and not list(store.folder.glob("current.*-*"))

    # And the app resumes it: Resume on the title, then the bots play on from there.
    app = App(AppConfig(speed=0))
    app.open()
    try:
        flow = Flow(app.stack, speed=0, music=False, store=store)
        app.stack.push(flow.title())
        app.step([], 0.05)
        app.step([], 0.05)  # "Resume" is looked at after the first frame
        enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="",
                                   scancode=0)
        app.step([enter], 0.05)
        app.stack.apply_pending()
        board = flow.board
        assert isinstance(board, BoardScene) and board.session.game.record == record
        until(lambda: app.step([], 0.05),  # the bots think in real time
              lambda: len(board.session.game.record) >= len(record) + 5)
        resumed = board.session.game.record
        assert len(resumed) >= len(record) + 5 and resumed[:len(record)] == record
        assert store.load().match.game.record == resumed  # and saved as it goes
    finally:
        app.close()
