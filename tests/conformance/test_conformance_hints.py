"""Every game's coach (issue 33, game/core/hints.py): the hint is decided from the seat's
view only (re-dealing what it cannot see changes neither move nor words), its move is
legal, and with the same seed it is the hard bot's choice."""

from __future__ import annotations

import random

import pytest

from game.core import registry
from game.core.hints import Hint, HintAsker, hint_for, hint_seed
from game.core.worker import BotWorker

from .games import GAME_IDS, new_game


def _positions(game_id: str, count: int = 10) -> list[tuple[object, int, int]]:
    info = registry.get(game_id)
    out: list[tuple[object, int, int]] = []
    for seed in (1, 2):
        g = new_game(game_id, info.min_players + 1, seed)
        rnd = random.Random(seed)
        steps = 0
        while not g.is_over and len(out) < count * seed and steps < 400:
            waiting = g.waiting_for
            p = waiting[rnd.randrange(len(waiting))]
            legal = g.legal_actions(p)
            if steps % 5 == 2 and len(legal) > 1:
                out.append((g.clone(), p, hint_seed(seed, p, len(g.record))))
            g.apply(legal[rnd.randrange(len(legal))], p)
            steps += 1
    return out


def _hint_of(game_id: str):
    """The game's hint function: every registered game offers one (strict)."""
    fn = hint_for(registry.plugin(game_id))
    assert fn is not None, f"{game_id} offers no hint"
    return fn


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_offers_hints(game_id: str) -> None:
    _hint_of(game_id)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_hint_is_legal_and_the_hard_bots_choice(game_id: str) -> None:
    fn = _hint_of(game_id)
    plugin = registry.plugin(game_id)
    positions = _positions(game_id)
    assert positions
    for g, p, seed in positions:
        obs, legal = g.observe(p), g.legal_actions(p)
        h = fn(obs, legal, p, seed)
        assert isinstance(h, Hint)
        assert h.action in legal
        assert h.action == plugin.make_bot("hard", p, seed).choose(obs, legal)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_hint_stays_when_what_the_seat_cannot_see_is_redealt(game_id: str) -> None:
    fn = _hint_of(game_id)
    for g, p, seed in _positions(game_id)[::2]:
        before = fn(g.observe(p), g.legal_actions(p), p, seed)
        for k in range(2):
            other = g.redeal(p, seed * 7 + k)
            assert fn(other.observe(p), other.legal_actions(p), p, seed) == before


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_hint_comes_off_the_frame_loop_in_the_bot_worker(game_id: str) -> None:
    fn = _hint_of(game_id)
    g, p, seed = _positions(game_id, 3)[-1]
    obs, legal = g.observe(p), g.legal_actions(p)
    asker = HintAsker(fn, p, seed)
    worker = BotWorker(asker, mode="thread")
    worker.start(obs, legal)
    action = worker.wait(30)
    assert asker.hint == fn(obs, legal, p, seed)
    assert action == asker.hint.action


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_seat_that_always_takes_the_hint_plays_a_whole_game(game_id: str) -> None:
    from game import arena
    from game.core.hints import HintSeat

    fn = _hint_of(game_id)
    plugin = registry.plugin(game_id)
    g, p, _ = _positions(game_id, 2)[-1]
    seat = HintSeat(fn, p, 1)
    seat.moves = len(g.record)
    obs, legal = g.observe(p), g.legal_actions(p)
    assert seat.choose(obs, legal) == fn(obs, legal, p, hint_seed(1, p, len(g.record))).action
    n = registry.get(game_id).min_players
    result = arena.play_one((game_id, ["hint"] + ["random"] * (n - 1), 5, 0, {}))
    assert result["crash"] is None and result["illegal"] == 0
    assert isinstance(arena.seat_player(plugin, "hint", 0, 5), HintSeat)
