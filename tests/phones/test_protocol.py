"""The phone channel's protocol through aiohttp's test client (issue 25): joining,
resuming, taking a seat over, tokens, bad and oversized messages, floods."""

from __future__ import annotations

import json

import pytest
from aiohttp import WSServerHandshakeError
from aiohttp.test_utils import TestClient

from scenes.phones import hub as hub_module
from scenes.phones.hub import Hub
from scenes.phones.protocol import MAX_FRAME, MAX_MESSAGE

from .helpers import VIEW, closed, message, path, run, settled


def test_a_phone_joins_with_its_link_and_gets_its_seat_and_view() -> None:
    async def test(client: TestClient, hub: Hub) -> None:
        typed = await client.get(path(hub, 0), allow_redirects=False)
        assert (typed.status, typed.headers["Location"]) == (302, path(hub, 0, "/"))
        page = await client.get(path(hub, 0, "/"))
        assert page.status == 200 and "phone.js" in await page.text()
        assert page.headers["Referrer-Policy"] == "no-referrer"
        assert "default-src 'self'" in page.headers["Content-Security-Policy"]
        for name in ("phone.js", "phone.css"):
            assert (await client.get(path(hub, 0, f"/{name}"))).status == 200
        hub.publish(0, 1, VIEW)
        ws = await client.ws_connect(path(hub, 0, "/ws"))
        hello = await message(ws)
        assert (hello["type"], hello["seat"], hello["name"], hello["colour"]) == \
            ("hello", 0, "Ann", "#d04040")
        view = await message(ws)
        assert (view["type"], view["seq"], view["view"]) == ("view", 1, VIEW)
        assert hub.connected(0) and not hub.connected(1)
        hub.publish(0, 2, dict(VIEW, status=["Next"]))
        assert (await message(ws, "view"))["view"]["status"] == ["Next"]
        await ws.close()

    run(test)


def test_each_socket_carries_only_its_own_seat() -> None:
    async def test(client: TestClient, hub: Hub) -> None:
        ann = await client.ws_connect(path(hub, 0, "/ws"))
        bob = await client.ws_connect(path(hub, 1, "/ws"))
        await message(ann, "hello"), await message(bob, "hello")
        hub.publish(0, 1, dict(VIEW, status=["for Ann"]))
        hub.publish(1, 1, dict(VIEW, status=["for Bob"]))
        assert (await message(ann, "view"))["view"]["status"] == ["for Ann"]
        assert (await message(bob, "view"))["view"]["status"] == ["for Bob"]
        hub.tell(1, "only Bob")
        assert (await message(bob, "error"))["message"] == "only Bob"
        await ann.send_json({"type": "ping"})
        assert (await message(ann))["type"] == "pong"  # nothing of Bob's came first

    run(test)


@pytest.mark.parametrize("where", ["", "/", "/ws", "/phone.js", "/phone.css"])
def test_a_wrong_token_is_refused_and_learns_nothing(where: str) -> None:
    async def test(client: TestClient, hub: Hub) -> None:
        wrong = hub.tokens[0][:-2] + ("AA" if not hub.tokens[0].endswith("AA") else "BB")
        for url in (f"/p/{wrong}{where}", f"/p/{wrong.upper()}{where}", f"/p/{where}"):
            response = await client.get(url)
            assert response.status == 403 and await response.text() == "Forbidden", url
        with pytest.raises(WSServerHandshakeError) as refused:
            await client.ws_connect(f"/p/{wrong}/ws")
        assert refused.value.status == 403
        assert not hub.connected(0)

    run(test)


@pytest.mark.parametrize("url", ["/", "/static/phone.js", "/p", "/favicon.ico",
                                 "/p/{token}/phone.html", "/p/{token}/../../pyproject.toml",
                                 "/p/{token}/hub.py"])
def test_nothing_but_the_seat_pages_is_served(url: str) -> None:
    async def test(client: TestClient, hub: Hub) -> None:
        response = await client.get(url.format(token=hub.tokens[0]))
        assert response.status == 403 and await response.text() == "Forbidden"
        post = await client.post(path(hub, 0, "/"), data="x")
        assert post.status == 403 and await post.text() == "Forbidden"

    run(test)


def test_a_phone_that_reloads_resumes_with_the_same_link() -> None:
    async def test(client: TestClient, hub: Hub) -> None:
        hub.publish(0, 4, VIEW)
        first = await client.ws_connect(path(hub, 0, "/ws"))
        assert (await message(first, "view"))["seq"] == 4
        await first.close()
        hub.publish(0, 5, dict(VIEW, status=["while away"]))  # the table went on
        again = await client.ws_connect(path(hub, 0, "/ws"))
        assert (await message(again))["type"] == "hello"
        view = await message(again)
        assert (view["seq"], view["view"]["status"]) == (5, ["while away"])
        await again.send_json({"type": "choose", "action": "play QH", "seq": 5})
        await settled(again)
        assert [c.action for c in _drain(hub)] == ["play QH"]

    run(test)


def test_a_second_device_takes_the_seat_over_and_the_first_is_told() -> None:
    async def test(client: TestClient, hub: Hub) -> None:
        hub.publish(0, 1, VIEW)
        old = await client.ws_connect(path(hub, 0, "/ws"))
        await message(old, "view")
        old_conn = hub.conns[0]
        new = await client.ws_connect(path(hub, 0, "/ws"))
        assert (await message(new, "view"))["seq"] == 1
        told = await closed(old)
        assert told[-1]["type"] == "taken_over"
        assert old.close_code == hub_module.TAKEN_OVER
        assert hub.connected(0)
        hub.receive(old_conn, json.dumps({"type": "choose", "action": "play QH", "seq": 1}))
        assert _drain(hub) == []  # the device taken over says nothing more
        await new.send_json({"type": "choose", "action": "play 2C", "seq": 1})
        await settled(new)
        assert [c.action for c in _drain(hub)] == ["play 2C"]

    run(test)


@pytest.mark.parametrize("text", ["not json", "[1, 2]", '{"type": "choose"}',
                                  '{"type": "choose", "action": 7, "seq": 1}',
                                  '{"type": "choose", "action": "play QH", "seq": "1"}',
                                  '{"type": "choose", "action": "play QH", "seq": 1, "x": 1}',
                                  '{"type": "choose", "action": "play\\nQH", "seq": 1}',
                                  '{"type": "rm -rf"}', "[" * 5000])
def test_a_malformed_message_is_answered_with_an_error_and_does_nothing(text: str) -> None:
    async def test(client: TestClient, hub: Hub) -> None:
        hub.publish(0, 1, VIEW)
        ws = await client.ws_connect(path(hub, 0, "/ws"))
        await message(ws, "view")
        await ws.send_str(text)
        assert (await message(ws, "error"))["message"].startswith("Bad message")
        await ws.send_bytes(b"\x00\x01")
        assert (await message(ws, "error"))["message"].startswith("Bad message")
        await ws.send_json({"type": "ping"})
        assert (await message(ws))["type"] == "pong"  # still open
        assert _drain(hub) == []

    run(test)


def test_an_oversized_message_is_refused_even_when_it_is_a_good_choice() -> None:
    async def test(client: TestClient, hub: Hub) -> None:
        hub.publish(0, 1, VIEW)
        ws = await client.ws_connect(path(hub, 0, "/ws"))
        await message(ws, "view")
        padded = json.dumps({"type": "choose", "action": "play QH", "seq": 1})
        await ws.send_str(padded + " " * MAX_MESSAGE)
        assert "too long" in (await message(ws, "error"))["message"]
        assert _drain(hub) == []
        await ws.send_str("x" * (MAX_FRAME + 1))  # past the frame bound: the socket closes
        await closed(ws)
        assert ws.close_code == 1009

    run(test)


def test_a_stale_or_unoffered_choice_is_refused_and_a_double_tap_sends_one() -> None:
    async def test(client: TestClient, hub: Hub) -> None:
        hub.publish(0, 3, VIEW)
        ws = await client.ws_connect(path(hub, 0, "/ws"))
        await message(ws, "view")
        await ws.send_json({"type": "choose", "action": "play QH", "seq": 2})
        assert "no longer open" in (await message(ws, "error"))["message"]
        await ws.send_json({"type": "choose", "action": "play KS", "seq": 3})
        assert "no longer open" in (await message(ws, "error"))["message"]
        for _ in range(2):
            await ws.send_json({"type": "choose", "action": "play QH", "seq": 3})
        assert "is sent" in (await message(ws, "error"))["message"]  # the second tap
        await settled(ws)
        assert [(c.seat, c.action, c.seq) for c in _drain(hub)] == [(0, "play QH", 3)]
        hub.tell(0, "Not allowed", reopen=True)  # the table refused it: choose again
        await message(ws, "error")
        await ws.send_json({"type": "choose", "action": "play 2C", "seq": 3})
        await ws.send_json({"type": "ping"})
        await message(ws, "pong")
        assert [c.action for c in _drain(hub)] == ["play 2C"]

    run(test)


def test_a_flood_is_rate_limited_then_closed() -> None:
    async def test(client: TestClient, hub: Hub) -> None:
        ws = await client.ws_connect(path(hub, 0, "/ws"))
        await message(ws, "hello")
        for _ in range(hub_module.FLOOD_CLOSE + hub_module.BURST + 20):
            await ws.send_json({"type": "ping"})
        got = await closed(ws)
        pongs = [m for m in got if m["type"] == "pong"]
        errors = [m for m in got if m["type"] == "error"]
        assert len(pongs) <= hub_module.BURST + 2
        assert len(errors) == 1 and "slow down" in errors[0]["message"]
        assert ws.close_code == hub_module.FLOODED
        again = await client.ws_connect(path(hub, 0, "/ws"))  # the seat is not lost
        assert (await message(again))["type"] == "hello"

    run(test)


def _drain(hub: Hub) -> list:
    out = []
    while not hub.inbox.empty():
        out.append(hub.inbox.get_nowait())
    return out


def test_a_page_reloaded_after_choosing_may_choose_again() -> None:
    """A choice made just before a reload may never reach the table; the reloaded page
    must not be left with buttons that answer 'no longer open' (the table still checks
    the view number and the rules)."""
    async def test(client: TestClient, hub: Hub) -> None:
        hub.publish(0, 1, VIEW)
        first = await client.ws_connect(path(hub, 0, "/ws"))
        await message(first, "view")
        await first.send_json({"type": "choose", "action": "play QH", "seq": 1})
        await settled(first)
        _drain(hub)  # the table has it (or lost it): nothing new was published
        await first.close()
        again = await client.ws_connect(path(hub, 0, "/ws"))
        await message(again, "view")
        await again.send_json({"type": "choose", "action": "play 2C", "seq": 1})
        await settled(again)
        assert [c.action for c in _drain(hub)] == ["play 2C"]

    run(test)


def test_a_retap_while_the_choice_is_on_its_way_is_told_it_was_sent() -> None:
    """The table takes a choice only when it is ready (a scene over it): a re-tap
    meanwhile is told the choice is on its way, not that it is no longer open; once the
    next view comes the phone chooses again as usual."""
    async def test(client: TestClient, hub: Hub) -> None:
        hub.publish(0, 1, VIEW)
        ws = await client.ws_connect(path(hub, 0, "/ws"))
        await message(ws, "view")
        await ws.send_json({"type": "choose", "action": "play QH", "seq": 1})
        await settled(ws)
        await ws.send_json({"type": "choose", "action": "play QH", "seq": 1})
        said = (await message(ws, "error"))["message"]
        assert "sent" in said and "no longer open" not in said
        await ws.send_json({"type": "choose", "action": "play QH", "seq": 0})
        assert "no longer open" in (await message(ws, "error"))["message"]  # really stale
        assert [c.action for c in _drain(hub)] == ["play QH"]  # sent once
        hub.publish(0, 2, VIEW)  # the table took it: the next view
        await message(ws, "view")
        await ws.send_json({"type": "choose", "action": "play 2C", "seq": 2})
        await settled(ws)
        assert [c.action for c in _drain(hub)] == ["play 2C"]

    run(test)
