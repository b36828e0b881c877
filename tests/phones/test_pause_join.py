"""The join screen again mid-game (issue 25): a late phone or a dead battery. With phones
at the table the pause menu offers "Phones…", which opens the table's join screen; it
stays until a key or tap (even with every phone in) and leaving it is the table,
untouched. Without phones the pause has no such entry."""

from __future__ import annotations

from typing import Any

import pygame

from scenes.shell.match.flow import Flow
from scenes.shell.match.pause import PauseScene
from scenes.shell.match.phones_screen import JoinScene
from scenes.shell.menus.setup_model import Setup

DT = 0.05
SETUP = Setup("ninety-nine", ("human", "human", "medium"), ("Ann", "Bob", "Cy"), {"rounds": 1})


def _key(key: int) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0),
            pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)]


def _steps(app: Any, n: int = 12, events: list[pygame.event.Event] | None = None) -> None:
    app.step(events or [], DT)
    for _ in range(n):
        app.step([], DT)
        app.stack.apply_pending()


def _table(app: Any, phones: bool) -> Any:
    app.stack.services.overrides.update(phones=phones, phones_port=0)
    flow = Flow(app.stack, speed=0, music=False)
    app.stack.push(flow.title())
    app.step([], DT)
    board = flow.start(SETUP, 9)
    _steps(app)
    if phones:
        assert isinstance(app.stack.top, JoinScene)  # the first join screen: play on
        _steps(app, events=_key(pygame.K_RETURN))
    return flow, board


def _labels(pause: PauseScene) -> list[str]:
    return [item.label for item in pause.menu.items]


def test_the_pause_opens_the_join_screen_and_leaving_it_is_the_table(app: Any) -> None:
    flow, board = _table(app, phones=True)
    hook = board.phones
    try:
        assert app.stack.top is not None and not isinstance(app.stack.top, JoinScene)
        before = (board.session.game.to_json(), board.session.display_viewer)
        below = app.stack.scenes
        flow._menu()
        _steps(app)
        pause = app.stack.top
        assert isinstance(pause, PauseScene) and "Phones…" in _labels(pause)
        for _ in range(_labels(pause).index("Phones…")):
            _steps(app, 2, _key(pygame.K_DOWN))
        _steps(app, events=_key(pygame.K_RETURN))
        join = app.stack.top
        assert isinstance(join, JoinScene) and join.hook is hook
        assert not any(isinstance(s, PauseScene) for s in app.stack.scenes)
        hook.all_connected = lambda: True  # every phone in: it still waits for a key
        _steps(app, 20)
        assert app.stack.top is join
        _steps(app, events=_key(pygame.K_RETURN))
        assert app.stack.scenes == below  # the table again, nothing over it
        assert (board.session.game.to_json(), board.session.display_viewer) == before
        assert hook.server.running  # the phones stay connected through it
    finally:
        hook.stop()


def test_without_phones_the_pause_has_no_phones_entry(app: Any) -> None:
    flow, board = _table(app, phones=False)
    assert board.phones is None
    flow._menu()
    _steps(app)
    assert isinstance(app.stack.top, PauseScene)
    assert "Phones…" not in _labels(app.stack.top)
