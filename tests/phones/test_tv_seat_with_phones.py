"""A simultaneous choice with some seats on phones and one human at the TV (issue 25): the
TV human is asked at once, in parallel with the phones, not only after the phones before
them in seat order have chosen; a phone's choice made meanwhile is applied while the TV
human decides."""

from __future__ import annotations

import asyncio
import random
from typing import Any

from game.core import registry
from scenes.phones.table_hook import PhoneHook
from scenes.shell.session import Session

from .helpers import message
from .test_table_hook import Table, _phone


def _at_a_pass(seed: int = 1) -> Session:
    """Ninety-Nine, Ann (seat 0) and Bob (seat 1) human, a bot: played on at random until
    a pass (§5.6) awaits both humans at once (the bot has passed)."""
    plugin = registry.plugin("ninety-nine")
    seats = ["human", "human", "medium"]
    config = plugin.make_config(seats, ["Ann", "Bob", "Cy"], {})
    session = Session(plugin.Game.new(config, seed), seats, seed, game_id="ninety-nine")
    rnd = random.Random(seed)
    for _ in range(2000):
        waiting = session.waiting
        if {0, 1} <= set(waiting):
            while 2 in session.waiting:
                session.bot_step()  # the bot answers at once, as at the table
            session.shown.clear()
            session.nobody_looking()
            return session
        p = waiting[0]
        legal = session.game.legal_actions(p)
        session.submit(legal[rnd.randrange(len(legal))], player=None if p == 2 else p)
    raise AssertionError("no pass awaiting both humans")


def test_the_tv_human_is_asked_while_the_phone_before_them_decides() -> None:
    session = _at_a_pass()
    assert session.waiting[0] == 0  # Ann comes first in seat order; she has a phone
    hook = PhoneHook(session, ["#ff0000", "#00ff00", "#0000ff"], port=0, host="127.0.0.1")
    hook.start()
    table = Table()
    try:
        async def ann(ws: Any) -> tuple[bool, int | None, bool, list[str]]:
            view = await message(ws, "view")
            assert view["view"]["turn"]
            run = asyncio.get_running_loop().run_in_executor
            waits = await run(None, hook.frame, table)  # Ann has not chosen yet
            asked, handover = session.to_act, session.needs_handover()
            session.confirm_handover()  # Bob passes the curtain and starts to choose
            choice = view["view"]["choices"][0]["action"]
            await ws.send_json({"type": "choose", "action": choice, "seq": view["seq"]})
            await ws.send_json({"type": "ping"})
            await message(ws, "pong")
            await run(None, hook.frame, table)  # Ann's choice lands while Bob decides
            return waits, asked, handover, list(session.game.record[-1:])

        waits, asked, handover, last = _phone(hook, 0, ann)
        assert waits is False  # the table goes on: it has Bob to ask
        assert asked == 1 and handover  # Bob, behind the curtain, at once
        assert last[0].startswith("pass 0 ")  # Ann's pass applied while Bob decides
        assert session.to_act == 1 and session.display_viewer == 1  # Bob keeps the screen
        before = len(session.game.record)
        session.submit(session.legal()[0])  # Bob passes at the TV: the pass is complete
        assert session.game.record[before].startswith("pass 1 ")
        assert not any(a.kind == "pass" for p in session.waiting
                       for a in session.game.legal_actions(p))
    finally:
        hook.stop()


def test_the_table_deals_first_with_an_awaited_seat_at_the_tv() -> None:
    session = _at_a_pass()
    session.elsewhere = frozenset({0, 1})
    assert session.to_act == 0  # everyone awaited is on a phone: seat order
    session.elsewhere = frozenset({0})
    assert session.to_act == 1  # the one at the TV first
    session.elsewhere = frozenset()
    assert session.to_act == 0  # nobody on a phone: seat order, as before
