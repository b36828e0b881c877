"""Replaying a finished game: every step is the game after that prefix of actions."""

from __future__ import annotations

import random

import pytest

from game.paranoid import Game, Options
from scenes.shell.replay.cursor import REPLAY_SPEEDS, Replay

from .matches import hot_seat, play


@pytest.fixture(scope="module")
def finished() -> Game:
    session = hot_seat(4, seed=21, options=Options.parse("all"))
    play(session, random.Random(21))
    assert session.game.is_over
    return session.game


def _prefix(game: Game, k: int) -> dict:
    return Game.replay(game.state.config, game.seed, game.record[:k]).state.to_json()


def test_forward_then_back_equals_replaying_prefixes(finished: Game) -> None:
    replay = Replay.of(finished, checkpoint_every=7)
    n = replay.length
    assert n == len(finished.record) and replay.at_start
    assert replay.game.state.to_json() == _prefix(finished, 0)
    for k in range(1, n + 1):
        events = replay.forward()
        # A blind Plot pick is told to nobody: it has no public event.
        assert replay.step == k and events is replay.last_events
        assert events or finished.record[k - 1].startswith("pick ")
        assert replay.action_text() == finished.record[k - 1]
        if k % 5 == 0 or k == n:
            assert replay.game.state.to_json() == _prefix(finished, k)
    assert replay.at_end and replay.forward() == []
    assert replay.game.state.to_json() == finished.state.to_json()
    for k in range(n - 1, -1, -1):
        assert replay.back()
        assert replay.step == k
        if k % 5 == 0:
            assert replay.game.state.to_json() == _prefix(finished, k)
    assert not replay.back() and replay.at_start


def test_random_seeks_and_copies(finished: Game) -> None:
    replay = Replay.of(finished)
    rng = random.Random(4)
    for _ in range(30):
        k = rng.randrange(replay.length + 1)
        assert replay.seek(k).state.to_json() == _prefix(finished, k)
        assert replay.step == k and replay.last_events == []
    here = replay.step
    copy = replay.game_at(3)
    assert replay.step == here and copy is not replay.game
    assert copy.state.to_json() == _prefix(finished, 3)
    assert replay.seek(10**6) is replay.game and replay.at_end
    assert replay.seek(-5) is replay.game and replay.at_start


def test_stepping_gives_the_same_events_as_the_game(finished: Game) -> None:
    original = Game.new(finished.state.config, finished.seed)
    replay = Replay.of(finished)
    for text in finished.record[:40]:
        expected = [e.view(None) for e in original.apply(text)]
        assert [e.view(None) for e in replay.forward()] == expected


def test_play_at_a_speed_and_stop_at_the_end(finished: Game) -> None:
    replay = Replay.of(finished, speed=4.0)
    assert replay.update(1.0) == [] and replay.step == 0  # paused: nothing moves
    replay.play()
    replay.update(0.2)
    assert replay.step == 0  # 0.8 of an action so far
    replay.update(0.1)
    assert replay.step == 1
    replay.update(1.0)
    assert replay.step == 5
    replay.toggle()
    replay.update(10.0)
    assert replay.step == 5 and not replay.playing
    replay.toggle()
    replay.update(10_000.0)
    assert replay.at_end and not replay.playing
    replay.play()  # at the end, play starts over
    assert replay.at_start and replay.playing


def test_speed_steps() -> None:
    game = hot_seat(2, seed=1).game
    replay = Replay.of(game, speed=REPLAY_SPEEDS[0])
    assert replay.slower() == REPLAY_SPEEDS[0]
    for expected in REPLAY_SPEEDS[1:]:
        assert replay.faster() == expected
    assert replay.faster() == REPLAY_SPEEDS[-1]
    assert replay.slower() == REPLAY_SPEEDS[-2]
    assert replay.length == 0 and replay.at_start and replay.at_end
    assert replay.action_text() is None
