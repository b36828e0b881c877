"""A hostile LAN cannot knock the table over (issue 32, item 3): a phone server in a
child process with few descriptors (RLIMIT_NOFILE) under a flood of half-sent requests
from other loopback addresses, every one reopened as soon as it is dropped; a new phone
still joins during it; a half-sent request is dropped within seconds; with no descriptor
left at all, the table's loop (the join link every frame) and the server live on and say
so once. Loopback only; every loop stops by itself (tests/phones/flood.py)."""

from __future__ import annotations

import sys

import pytest

from scenes.phones.door import HEAD_TIMEOUT

from .flood import Flood, join_during, start_child

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"),
                                reason="RLIMIT_NOFILE and 127.0.0.x sources: Linux")
SOURCES = [f"127.0.0.{i}" for i in range(2, 10)]


def test_a_new_phone_joins_during_a_flood_and_the_server_lives_on() -> None:
    child = start_child(nofile=96, seconds=60)
    try:
        flood = Flood(child.info["port"], 300, SOURCES)
        result = join_during(flood, child.info["url"], after=1.0, seconds=4.0)
        assert "error" not in result, result
        assert result["join"] < 3.0  # no SYN left to retry: the queue had room
        assert len(flood.dropped) > 300  # the server dropped, the flood came back
        assert child.say("count")["open"] <= child.info["total"]
    finally:
        last, err = child.finish()
    assert last.get("alive"), err
    assert len(err.splitlines()) <= 4, err  # said once, not once per connection


def test_a_half_sent_request_is_dropped_within_seconds() -> None:
    child = start_child(nofile=96, seconds=30)
    try:
        flood = Flood(child.info["port"], 10, ["127.0.0.2"], reconnect=False)
        flood.run(HEAD_TIMEOUT + 4)
        assert len(flood.dropped) == 10, "a half-sent request was kept"
        assert HEAD_TIMEOUT - 0.5 < max(flood.dropped) < HEAD_TIMEOUT + 1.5
    finally:
        last, err = child.finish()
    assert last.get("alive"), err


def test_with_no_descriptor_left_the_table_and_server_live_on() -> None:
    child = start_child(nofile=64, seconds=60)
    try:
        assert child.say("hog")["hogged"] >= 0  # every descriptor taken: EMFILE for all
        flood = Flood(child.info["port"], 50, SOURCES)
        flood.run(1.5)  # meanwhile the table asks for the join link every frame
        assert child.say("free")["freed"]
        result = join_during(Flood(child.info["port"], 50, SOURCES), child.info["url"],
                             after=0.5, seconds=2.0)
        assert "error" not in result, result
    finally:
        last, err = child.finish()
    assert last.get("alive"), err  # no uncaught OSError: Too many open files
    assert len(err.splitlines()) <= 4, err
