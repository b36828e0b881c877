"""Moving a seat to another phone needs someone at the TV (issue 32, item 3): once a
seat's phone has joined, its code and link are no longer on the TV (the join screen and
the pause's "Phones…"); that screen offers "Let Ann join again", which gives the seat a
fresh link, kills the old one, tells the old phone and says so on the TV; the phone that
joins next is announced. The pause tells the phones why their choices wait."""

from __future__ import annotations

import asyncio
from typing import Any

import aiohttp
import pygame

from scenes.shell.match.phones_screen import JoinScene

from .helpers import device, message
from .test_pause_join import _key, _steps, _table


def _phone(url: str, then: Any = None) -> Any:
    async def run() -> Any:
        async with aiohttp.ClientSession() as http:
            ws = await http.ws_connect(url + "ws", headers=device(url))
            await message(ws, "hello")
            return await then(ws) if then is not None else None

    return asyncio.run(run())


def _drawn(app: Any) -> None:
    app.stack.invalidate()
    app.step([], 0.05)


def test_a_joined_seat_shows_no_link_and_the_tv_lets_it_join_again(app: Any) -> None:
    flow, board = _table(app, phones=True)
    hook = board.phones
    try:
        old = hook.server.url(0, "127.0.0.1")
        _phone(old)  # Ann's phone joins, then its page goes (the seat stays hers)
        hook.show_join()
        _steps(app)
        join = app.stack.top
        assert isinstance(join, JoinScene)
        urls: list[str] = []
        real = hook.url
        hook.url = lambda seat: urls.append(real(seat)) or real(seat)  # type: ignore[method-assign]
        _drawn(app)
        assert hook.server.claimed(0) and not hook.server.claimed(1)
        assert urls and all(hook.server.hub.tokens[0] not in u for u in urls)  # Ann's: gone
        assert any(hook.server.hub.tokens[1] in u for u in urls)  # Bob's is still shown
        seats = [seat for _rect, seat in join.buttons]
        assert seats == [0, None]  # "Let Ann join again", then back to the game
        _steps(app, 2, _key(pygame.K_RIGHT))  # focus: Ann's button
        _steps(app, 4, _key(pygame.K_RETURN))
        assert app.stack.top is join  # still there: Ann's new code is on it
        assert not hook.server.claimed(0)
        new = hook.server.url(0, "127.0.0.1")
        assert new != old
        assert app.toast.left > 0 and "Ann may join again" in app.toast.message
        urls.clear()
        _drawn(app)
        assert any(hook.server.hub.tokens[0] in u for u in urls)  # the new code shown

        async def refused(ws: Any) -> None:
            raise AssertionError("the old link still works")

        try:
            _phone(old, refused)
        except aiohttp.WSServerHandshakeError as exc:
            assert exc.status == 403
        _phone(new)  # the new phone joins with the new link
        _steps(app, 4)
        assert "Ann's seat is on a new phone" in app.toast.message
        _steps(app, events=_key(pygame.K_ESCAPE))
        assert not isinstance(app.stack.top, JoinScene)
    finally:
        hook.stop()


def test_the_pause_tells_the_phones_the_game_is_paused(app: Any) -> None:
    flow, board = _table(app, phones=True)
    hook = board.phones
    try:
        told: list[tuple[int, Any, str]] = []
        hook.server.waits = told.extend  # type: ignore[method-assign]
        flow._menu()
        _steps(app)
        assert told and told[-1][1]["text"] == "The game is paused on the TV"
        assert told[-1][1]["holds"] and told[-1][2].startswith("Not yet: The game is paused")
        _steps(app, events=_key(pygame.K_ESCAPE))
        assert not any(type(s).__name__ == "PauseScene" for s in app.stack.scenes)
        _steps(app)  # (Ann's curtain is up: no phone for her; behind it choices go on)
        assert told[-1][1] is None or told[-1][1]["text"] != "The game is paused on the TV"
    finally:
        hook.stop()
