"""What a phone may do beyond a tap (issue 25): type Pontoon's theory (§6.3 typed mode),
sent as the action's text form and checked like the TV's; and be asked the game's
"are you sure?" question (the plugin's `costly`) before a costly choice.
Through aiohttp's test client, with the table's own link applying what the phone sent."""

from __future__ import annotations

from typing import Any

import pytest
from aiohttp.test_utils import TestClient

from game.core import registry
from game.core.phone import MAX_SENT, BadView, Legal, check, choice, describe
from game.paranoid.costly import costly
from game.pontoon.actions import TEXT_MAX
from scenes.phones.hub import Chosen, Hub, SeatInfo
from scenes.phones.link import PhoneLink
from scenes.phones.protocol import MAX_ACTION
from tests.paranoid.scenario import scenario
from tests.pontoon.scenario import new
from tests.pontoon.test_spec_6_4_conspiracy import win_hand

from .helpers import message, path, run, settled

PLOTS = [["grays", "assassination", "world_peace"], ["masons", "blackmail", "monopoly"]]


class HubChannel:
    """The link's channel straight onto the hub (both on the test's loop)."""

    def __init__(self, hub: Hub) -> None:
        self.hub = hub

    def publish(self, seat: int, seq: int, view: dict[str, Any]) -> None:
        self.hub.publish(seat, seq, view)

    def tell(self, seat: int, message: str, reopen: bool = False) -> None:
        self.hub.tell(seat, message, reopen)

    def take(self) -> list[Chosen]:
        out = []
        while not self.hub.inbox.empty():
            out.append(self.hub.inbox.get_nowait())
        return out


def _pontoon_hub() -> tuple[Any, Hub, PhoneLink]:
    """Pontoon in typed mode, two humans on phones; seat 1 is telling its conspiracy."""
    game = new(2, seats=("human", "human"), timer=0, telling="typed")
    win_hand(game)
    hub = Hub([SeatInfo("Ann", "#d04040"), SeatInfo("Bob", "#4060d0")],
              ["a" * 32, "b" * 32], "Conspiracy Pontoon")
    link = PhoneLink(HubChannel(hub), registry.plugin("pontoon"), ["Ann", "Bob"], [0, 1])
    return game, hub, link


def _apply(game: Any, link: PhoneLink) -> int:
    plugin = registry.plugin("pontoon")
    applied = link.drain(game, lambda seat, text: game.apply(plugin.parse_action(text), seat))
    link.refresh(game)  # as the table does once its frame is on screen
    return applied


def test_a_typed_theory_from_a_phone_is_told_as_the_actions_text() -> None:
    game, hub, link = _pontoon_hub()

    async def test(client: TestClient, _: Hub) -> None:
        link.refresh(game)
        ws = await client.ws_connect(path(hub, 1, "/ws"))
        view = (await message(ws, "view"))
        box = next(c for c in view["view"]["choices"] if "typed" in c)
        assert box["action"] == "tell" and box["typed"]["max"] == TEXT_MAX
        await ws.send_json({"type": "choose", "seq": view["seq"],
                            "action": "tell The Banks own   the Moon"})
        await settled(ws)
        assert _apply(game, link) == 1
        assert game.record[-1] == "tell The Banks own the Moon"  # cleaned like the TV's
        after = await message(ws, "view")
        assert not any("typed" in c for c in after["view"]["choices"])  # told once
        await ws.close()

    run(test, hub)


@pytest.mark.parametrize("sent", [
    "tell " + "x" * (TEXT_MAX + 1),  # longer than the box allows
    "tell    ",  # nothing typed
    "tell",  # the bare action: a theory is typed, not empty
    "twist The Banks",  # text after a choice that takes none
    "tellThe Banks",  # no space after the action
])
def test_a_typed_choice_outside_its_box_is_refused_and_the_box_stays_open(sent: str) -> None:
    game, hub, link = _pontoon_hub()

    async def test(client: TestClient, _: Hub) -> None:
        link.refresh(game)
        ws = await client.ws_connect(path(hub, 1, "/ws"))
        seq = (await message(ws, "view"))["seq"]
        before = list(game.record)
        await ws.send_json({"type": "choose", "seq": seq, "action": sent})
        assert "no longer open" in (await message(ws, "error"))["message"]
        assert _apply(game, link) == 0 and game.record == before
        await ws.send_json({"type": "choose", "seq": seq, "action": "tell Then the truth"})
        await settled(ws)
        assert _apply(game, link) == 1 and game.record[-1] == "tell Then the truth"
        await ws.close()

    run(test, hub)


def test_a_typed_box_must_fit_one_phone_message() -> None:
    assert MAX_ACTION == MAX_SENT
    tell = Legal(None, "tell")
    check({"status": [], "sections": [],
           "choices": [choice(tell, "Tell it", typed=("Type", MAX_SENT - 5))]})
    with pytest.raises(BadView):
        check({"status": [], "sections": [],
               "choices": [choice(tell, "Tell it", typed=("Type", MAX_SENT - 4))]})


def test_a_costly_choice_carries_the_games_question_to_the_phone() -> None:
    plugin = registry.plugin("paranoid-delusions")
    dear = scenario(PLOTS, sanity=[30, 35], taken=5)
    draw = next(a for a in dear.legal_actions(0) if a.kind == "draw")
    question = costly(dear, 0, draw)
    assert question
    view = describe(plugin, dear, 0, ["Ann", "Bob"])
    asked = {c["action"]: c.get("confirm") for c in view["choices"]}
    assert asked[plugin.action_text(draw)] == question
    free = [a for a, q in asked.items() if q is None]
    assert free and all(plugin.costly(dear, 0, plugin.parse_action(a)) is None for a in free)
    cheap = describe(plugin, scenario(PLOTS, sanity=[30, 35], taken=4), 0, ["Ann", "Bob"])
    assert not any("confirm" in c for c in cheap["choices"])


def test_pulling_strings_resign_is_asked_about_on_the_phone() -> None:
    from tests.conformance.games import new_game

    plugin = registry.plugin("pulling-strings")
    game = new_game("pulling-strings", 3, 5, seats=["human"] * 3)
    for _ in range(400):  # the first moves until a human may resign (§12: on their turn)
        seat = game.waiting_for[0]
        texts = [plugin.action_text(a) for a in game.legal_actions(seat)]
        if "resign" in texts:
            break
        game.apply(game.legal_actions(seat)[0], seat)
    else:
        raise AssertionError("no resign offered in 400 moves")
    view = describe(plugin, game, seat, [f"P{i}" for i in range(3)])
    resign = next(c for c in view["choices"] if c["action"] == "resign")
    assert resign["confirm"].startswith("Resign?")
