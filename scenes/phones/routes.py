"""The phone server's routes: a seat's page, its two static files and its socket, each
behind the seat's token. Anything else, and any wrong token, is 403 with the same body,
so a guess learns nothing (not even whether the path exists).

    GET /p/<token>/           the phone page (its files are beside it)
    GET /p/<token>            redirects there (an address typed without the last slash)
    GET /p/<token>/phone.css  its style
    GET /p/<token>/phone.js   its script
    GET /p/<token>/ws         the seat's WebSocket (protocol.py)
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from importlib import resources

from aiohttp import WSMsgType, web

from .hub import Hub
from .protocol import MAX_FRAME

HEARTBEAT = 20.0  # seconds between pings: a phone gone to sleep is noticed and dropped
_TYPES = {"phone.html": "text/html", "phone.css": "text/css", "phone.js": "text/javascript"}
_HEADERS = {
    "Cache-Control": "no-store",
    "Referrer-Policy": "no-referrer",  # the token is in the address: never pass it on
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Content-Security-Policy": "default-src 'self'; connect-src 'self'; img-src 'self' data:;"
                               " frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
}
HUB: web.AppKey[Hub] = web.AppKey("hub", Hub)
FILES: web.AppKey[dict[str, bytes]] = web.AppKey("files", dict)


def _static() -> dict[str, bytes]:
    folder = resources.files(__package__).joinpath("static")
    return {name: folder.joinpath(name).read_bytes() for name in _TYPES}


def forbidden() -> web.Response:
    return web.Response(status=403, text="Forbidden", headers=_HEADERS)


@web.middleware
async def _guard(request: web.Request,
                 handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
                 ) -> web.StreamResponse:
    """Every answer carries the safety headers; every refusal is the same 403."""
    try:
        response = await handler(request)
    except web.HTTPFound:
        raise
    except web.HTTPException:
        return forbidden()
    if not response.prepared:
        response.headers.update(_HEADERS)
    return response


def _seat(request: web.Request) -> int:
    seat = request.app[HUB].seat_for(request.match_info.get("token", ""))
    if seat is None or request.app[HUB].closing:
        raise web.HTTPForbidden()
    return seat


async def page(request: web.Request) -> web.Response:
    _seat(request)
    return web.Response(body=request.app[FILES]["phone.html"], content_type="text/html",
                        charset="utf-8")


async def to_page(request: web.Request) -> web.Response:
    _seat(request)
    raise web.HTTPFound(request.path + "/")


async def static(request: web.Request) -> web.Response:
    _seat(request)
    name = request.match_info["name"]
    if name not in ("phone.css", "phone.js"):
        raise web.HTTPForbidden()
    return web.Response(body=request.app[FILES][name], content_type=_TYPES[name],
                        charset="utf-8")


async def socket(request: web.Request) -> web.WebSocketResponse:
    seat = _seat(request)
    hub = request.app[HUB]
    ws = web.WebSocketResponse(max_msg_size=MAX_FRAME, heartbeat=HEARTBEAT)
    await ws.prepare(request)
    conn = hub.attach(seat, ws)
    try:
        async for msg in ws:
            if msg.type == WSMsgType.TEXT:
                hub.receive(conn, msg.data)
            elif msg.type == WSMsgType.BINARY:
                hub.receive(conn, "")  # answered as a bad message
            else:
                break
    finally:
        hub.detach(conn)
    return ws


async def refuse(request: web.Request) -> web.Response:
    return forbidden()


async def _on_shutdown(app: web.Application) -> None:
    app[HUB].close_all("The table closed.")


def make_app(hub: Hub) -> web.Application:
    """The phone server's application (tests drive it with aiohttp's test client)."""
    app = web.Application(middlewares=[_guard], client_max_size=4096)
    app[HUB] = hub
    app[FILES] = _static()
    app.router.add_get("/p/{token}/", page, allow_head=False)
    app.router.add_get("/p/{token}", to_page, allow_head=False)
    app.router.add_get("/p/{token}/ws", socket, allow_head=False)
    app.router.add_get("/p/{token}/{name}", static, allow_head=False)
    app.router.add_route("*", "/{tail:.*}", refuse)
    app.on_shutdown.append(_on_shutdown)
    return app
