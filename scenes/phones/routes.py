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

from .door import SERVER_NAME
from .hub import REFUSED, Hub
from .protocol import MAX_FRAME, encode
from .tokens import ALPHABET, LENGTH, new_token

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
DEVICE = "device"  # the cookie naming the phone a seat's link is bound to (hub.admit)
DEVICE_SECONDS = 24 * 3600
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
    """Every answer carries the safety headers; every refusal is the same 403. The
    connection is busy while its request is served (door.py never drops it then)."""
    began = getattr(request.protocol, "began", None)
    if began is not None:
        began()
    try:
        response = await handler(request)
    except web.HTTPFound:
        raise
    except web.HTTPException:
        return forbidden()
    finally:
        ended = getattr(request.protocol, "ended", None)
        if ended is not None:
            ended()
    if not response.prepared:
        response.headers.update(_HEADERS)
    return response


async def _plain_server(request: web.Request, response: web.StreamResponse) -> None:
    """No product or version in `Server` (a 101 and a 403 alike)."""
    response.headers["Server"] = SERVER_NAME


def _device(request: web.Request) -> str:
    """The phone's device cookie ("" when it has none, or a malformed one)."""
    value = request.cookies.get(DEVICE, "")
    ok = len(value) == LENGTH and all(c in ALPHABET for c in value)
    return value if ok else ""


def _give_device(request: web.Request, response: web.StreamResponse) -> str:
    """The phone's device cookie, a new one given with `response` if it has none."""
    device = _device(request)
    if not device:
        device = new_token()
        response.set_cookie(DEVICE, device, max_age=DEVICE_SECONDS, path=request.path
                            .rsplit("/", 1)[0] + "/", httponly=True, samesite="Strict")
    return device


def _same_origin(request: web.Request) -> None:
    """A browser names the page that opens a socket: it must be ours (this host), or
    another site's page could open it in a player's browser. No Origin: not a browser."""
    origin = request.headers.get("Origin")
    if origin is not None and origin.lower() != f"{request.scheme}://{request.host}".lower():
        raise web.HTTPForbidden()


def _seat(request: web.Request) -> int:
    seat = request.app[HUB].seat_for(request.match_info.get("token", ""))
    if seat is None or request.app[HUB].closing:
        raise web.HTTPForbidden()
    return seat


async def page(request: web.Request) -> web.Response:
    _seat(request)
    response = web.Response(body=request.app[FILES]["phone.html"], content_type="text/html",
                            charset="utf-8")
    _give_device(request, response)
    return response


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
    _same_origin(request)
    hub = request.app[HUB]
    ws = web.WebSocketResponse(max_msg_size=MAX_FRAME, heartbeat=HEARTBEAT)
    device = _give_device(request, ws)
    if not hub.admit(seat, device):  # the seat is another phone's: never a takeover
        if not hub.may_try(seat):
            raise web.HTTPForbidden()  # tries past the rate: the door's plain 403
        await ws.prepare(request)
        await ws.send_str(encode("closed", message=hub.refusal(seat)))
        await ws.close(code=REFUSED)
        return ws
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
    app.on_response_prepare.append(_plain_server)
    return app
