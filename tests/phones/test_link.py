"""The table's side of the phones (scenes/phones/link.py): descriptions out after every
action, choices in through the table's own input path, refusals back to that phone; and
the leak test over the phone channel for every registered game."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from game.core import registry
from game.core.phone import describe
from scenes.phones.hub import Chosen
from scenes.phones.link import STALE, PhoneLink
from scenes.phones.protocol import encode
from tests.conformance.games import ENGINE_IDS, new_game, random_step


class Channel:
    """A phone server stand-in that keeps every message as the hub would encode it."""

    def __init__(self) -> None:
        self.sent: list[tuple[int, str]] = []
        self.errors: list[tuple[int, str, bool]] = []
        self.inbox: list[Chosen] = []

    def publish(self, seat: int, seq: int, view: dict[str, Any]) -> None:
        self.sent.append((seat, encode("view", seq=seq, view=view)))

    def tell(self, seat: int, message: str, reopen: bool = False) -> None:
        self.errors.append((seat, message, reopen))

    def take(self) -> list[Chosen]:
        out, self.inbox = self.inbox, []
        return out


def _link(game_id: str, players: int, seed: int = 3) -> tuple[Any, Any, Channel, PhoneLink]:
    plugin = registry.plugin(game_id)
    game = new_game(game_id, players, seed)
    channel = Channel()
    link = PhoneLink(channel, plugin, [f"P{i}" for i in range(players)], range(players))
    link.refresh(game)
    return plugin, game, channel, link


def test_every_seat_gets_its_view_and_a_phone_choice_is_applied() -> None:
    plugin, game, channel, link = _link("ninety-nine", 3)
    assert sorted(seat for seat, _ in channel.sent) == [0, 1, 2]
    seat = game.waiting_for[0]
    view = link.views[seat]
    channel.sent.clear()
    channel.inbox.append(Chosen(seat, view["choices"][0]["action"], link.seqs[seat]))
    applied = link.drain(game, lambda s, text: game.apply(text, s))
    assert applied == 1 and len(game.record) == 1 and not channel.errors
    assert not channel.sent  # described when the table says (once its frame is shown)
    link.refresh(game)
    assert {s for s, _ in channel.sent} >= {seat}  # new views after the action


def test_an_illegal_choice_reaches_that_phone_and_changes_nothing() -> None:
    plugin, game, channel, link = _link("ninety-nine", 3)
    seat = game.waiting_for[0]
    before = game.to_json()
    channel.inbox.append(Chosen(seat, "play AS +11", link.seqs[seat]))  # not in the hand
    channel.inbox.append(Chosen(seat, "nonsense", link.seqs[seat]))
    assert link.drain(game, lambda s, text: game.apply(text, s)) == 0
    assert [(s, reopen) for s, _m, reopen in channel.errors] == [(seat, True), (seat, True)]
    assert all(m.startswith("Not allowed") for _s, m, _r in channel.errors)
    assert game.to_json() == before


def test_a_stale_choice_is_refused() -> None:
    plugin, game, channel, link = _link("ninety-nine", 3)
    seat = game.waiting_for[0]
    action = link.views[seat]["choices"][0]["action"]
    channel.inbox.append(Chosen(seat, action, link.seqs[seat] - 1))
    assert link.drain(game, lambda s, text: game.apply(text, s)) == 0
    assert channel.errors == [(seat, STALE, False)] and not game.record


@pytest.mark.parametrize("game_id", ENGINE_IDS)
def test_no_message_to_a_phone_tells_two_deals_apart(game_id: str) -> None:
    """Every message sent to every seat through random games to the end equals the one
    the same seat gets in a world re-dealt behind its back (all it can know is its
    observation)."""
    info = registry.get(game_id)
    players = info.max_players
    plugin, game, channel, link = _link(game_id, players, seed=11)
    rnd, sample = random.Random(11), random.Random(12)
    checked = 0
    while True:
        for seat, text in channel.sent:
            world = game.redeal(seat, sample.randrange(1 << 30))
            sent = json.loads(text)
            assert sent["view"] == describe(plugin, world, seat, link.names), (
                f"{game_id}: seat {seat}'s phone got what its observation does not hold")
            checked += 1
        channel.sent.clear()
        if game.is_over:
            break
        player, action = random_step(game, rnd)
        if player in game.waiting_for and rnd.random() < 0.5:  # half of them by phone
            channel.inbox.append(Chosen(player, plugin.action_text(action), link.seqs[player]))
            assert link.drain(game, lambda s, text: game.apply(text, s)) == 1
            link.refresh(game)  # as the table does once the frame is on screen
        else:  # the rest at the TV or by a bot: the table refreshes after every action
            game.apply(action, player)
            link.refresh(game)
    assert checked > players


def test_the_seat_that_chose_gets_a_view_even_when_its_description_is_unchanged() -> None:
    """The phone waits (buttons off, re-taps told 'sent') until its next view: a choice
    the table took must answer with one, even if the seat's description reads the same."""
    _plugin, game, channel, link = _link("ninety-nine", 3)
    seat = game.waiting_for[0]
    seq = link.seqs[seat]
    channel.sent.clear()
    channel.inbox.append(Chosen(seat, link.views[seat]["choices"][0]["action"], seq))
    assert link.drain(game, lambda s, text: None) == 1  # taken; the game reads the same
    link.refresh(game)
    assert [s for s, _ in channel.sent] == [seat] and link.seqs[seat] == seq + 1


def test_a_second_choice_in_one_frame_is_judged_against_the_views_after_the_first() -> None:
    """Two phones' choices reach the table in one frame: the views are brought up to date
    between them, so one made on a view the first move changed is refused as stale."""
    _plugin, game, channel, link = _link("ninety-nine", 3)
    seat = game.waiting_for[0]
    action = link.views[seat]["choices"][0]["action"]
    channel.inbox += [Chosen(seat, action, link.seqs[seat]),
                      Chosen(seat, action, link.seqs[seat])]  # the same view, twice
    assert link.drain(game, lambda s, text: game.apply(text, s)) == 1
    assert channel.errors == [(seat, STALE, False)] and len(game.record) == 1
