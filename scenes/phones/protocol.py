"""The phone channel's messages: JSON objects of a known shape, small and validated.

Phone -> table:
    {"type": "choose", "action": "<action text>", "seq": <the view it was chosen on>}
    {"type": "ping"}
    {"type": "hint", "seq": <the view it asks about>}       the coach's hint (issue 33)
    {"type": "go_on", "wait": <the id of the wait it answers>}
Table -> phone:
    {"type": "hello", "seat", "name", "colour", "game"}   on every (re)connect
    {"type": "view", "seq", "view", "wait"}               the seat's phone description,
                                                          and what the table waits for
    {"type": "wait", "wait"}                              what the table waits for, changed
                                                          (waits.py: {"text", "ack",
                                                          "holds", "id"?} or null)
    {"type": "error", "message"}                          a choice refused, a bad message
    {"type": "taken_over"}                                another device has this seat now
    {"type": "closed", "message"}                         the table closed
    {"type": "pong"}
    {"type": "hint", "seq", "hint": {"action", "why"}}   the hint asked for, to that seat
                                                          only (scenes/phones/phone_hints.py)
"""

from __future__ import annotations

import json
from typing import Any, NamedTuple

from game.core.phone import MAX_SENT

MAX_MESSAGE = 1024  # bytes of one phone message: an action's text is far shorter
MAX_FRAME = 8 * 1024  # a frame past this closes the socket (aiohttp's own bound)
MAX_ACTION = MAX_SENT  # a typed theory with its action's text fits


class ProtocolError(ValueError):
    """A phone message that is not one we know: answered with an error, nothing done."""


class Choose(NamedTuple):
    action: str
    seq: int


class Ping(NamedTuple):
    pass


class AskHint(NamedTuple):
    seq: int


class GoOn(NamedTuple):
    wait: int


def parse(text: str) -> AskHint | Choose | Ping | GoOn:
    """The message a phone sent, or ProtocolError saying what is wrong with it."""
    if len(text.encode("utf-8", "surrogatepass")) > MAX_MESSAGE:
        raise ProtocolError("message too long")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise ProtocolError("not JSON") from None
    if not isinstance(data, dict):
        raise ProtocolError("not a JSON object")
    kind = data.get("type")
    if kind == "ping" and set(data) == {"type"}:
        return Ping()
    if kind == "go_on" and set(data) == {"type", "wait"}:
        wait = data["wait"]
        if isinstance(wait, int) and not isinstance(wait, bool) and 0 < wait < 1 << 53:
            return GoOn(wait)
        raise ProtocolError("a go_on names the wait it answers")
    if kind == "choose" and set(data) == {"type", "action", "seq"}:
        action, seq = data["action"], data["seq"]
        if (isinstance(action, str) and 0 < len(action) <= MAX_ACTION and action.isprintable()
                and isinstance(seq, int) and not isinstance(seq, bool) and 0 <= seq < 1 << 53):
            return Choose(action, seq)
        raise ProtocolError("a choice has an action text and a view number")
    if kind == "hint" and set(data) == {"type", "seq"}:
        seq = data["seq"]
        if isinstance(seq, int) and not isinstance(seq, bool) and 0 <= seq < 1 << 53:
            return AskHint(seq)
        raise ProtocolError("a hint names the view it asks about")
    raise ProtocolError("unknown message")


def encode(kind: str, **fields: Any) -> str:
    return json.dumps({"type": kind, **fields}, ensure_ascii=False, separators=(",", ":"))
