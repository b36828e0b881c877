"""A phone page designed per decision (issue 32): a choice with parts is built step by
step (game/core/phone_steps.py), no step offers more than `MAX_STEP` options in any game
at its largest table, every legal choice stays reachable, and the phones are told what
just happened (the public log's last lines)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from game.core import phone, registry
from game.core.phone_steps import MAX_STEP, fold, pack, unpack, widest
from scenes.phones.link import LOG_LINES, PhoneLink
from tests.conformance.games import ENGINE_IDS, new_game, random_step
from tests.phones.test_link import Channel


@pytest.mark.parametrize("game_id", ENGINE_IDS)
def test_no_step_offers_more_than_a_dozen_and_every_choice_is_reachable(game_id: str) -> None:
    info, plugin = registry.get(game_id), registry.plugin(game_id)
    players = info.max_players
    names = [f"Player {i + 1}" for i in range(players)]
    game = new_game(game_id, players, 11)
    rnd, most, stepped = random.Random(11), 0, 0
    for _ in range(300):
        if game.is_over:
            break
        for seat in game.waiting_for:
            view = phone.describe(plugin, game, seat, names)
            most = max(most, widest(unpack(view), view.get("grids", {})))
            # the game's own steps (describe's fold would add pages to any long list)
            legal_now = [phone.Legal(a, plugin.action_text(a))
                         for a in game.legal_actions(seat)]
            own = plugin.phone_view(game.observe(seat), legal_now, names)
            stepped += any(c.get("path") for c in own["choices"])
            legal = {plugin.action_text(a) for a in game.legal_actions(seat)}
            offered = {c["action"] for c in view["choices"]}
            # every legal move is there (Intrigue's 8-member recess aside: MAX_CHOICES)
            assert offered == legal or len(offered) == phone.MAX_CHOICES
            cells = [(c["group"], *c["at"]) for c in view["choices"] if "at" in c]
            assert len(set(cells)) == len(cells), "two choices on one cell"
        player, action = random_step(game, rnd)
        game.apply(action, player)
    assert 0 < most <= MAX_STEP
    assert stepped, f"{game_id}: no decision is built in steps"


def test_a_long_flat_list_is_cut_into_pages_of_a_dozen() -> None:
    choices = [{"action": f"a{i}", "label": f"Option {i:03d}"} for i in range(200)]
    folded = fold(choices, {})
    assert widest(choices, {}) == 200 and widest(folded, {}) <= MAX_STEP
    assert [c["action"] for c in folded] == [c["action"] for c in choices]
    first = folded[0]["path"][0]["label"]
    assert first.startswith("Option 000") and "\u2026" in first
    phone.check({"status": [], "sections": [], "choices": folded})
    with pytest.raises(phone.BadView):  # unfolded, the schema refuses it
        phone.check({"status": [], "sections": [], "choices": choices})


def test_the_steps_go_packed_and_come_back_the_same() -> None:
    """On the wire each step is written once (Intrigue's recess: 263 KB a view unpacked)."""
    choices = [{"action": f"a{i}", "label": f"{i}", "path": [
        {"group": "Your move", "label": "Whisper"}, {"group": "Whom?", "label": f"P{i % 3}"}]}
        for i in range(9)]
    table, packed = pack(choices)
    assert len(table) == 4 and packed[4]["path"] == [0, 2]
    view = {"status": [], "sections": [], "steps": table, "choices": packed}
    phone.check(view)
    assert [dict(c, path=[dict(s) for s in c["path"]]) for c in unpack(view)] == [
        dict(c, path=[dict(s, tone="") if "tone" in s else s for s in c["path"]])
        for c in choices]
    with pytest.raises(phone.BadView):  # a row that is not in the table
        phone.check(dict(view, choices=[dict(packed[0], path=[0, 9])]))


def test_like_named_options_still_fold_into_distinct_pages() -> None:
    choices = [{"action": f"a{i}", "label": "Same"} for i in range(30)]
    folded = fold(choices, {})
    assert widest(folded, {}) <= MAX_STEP
    assert len({c["path"][0]["label"] for c in folded}) > 1


def test_a_grid_counts_as_one_option_of_its_step() -> None:
    choices = [{"action": f"p{r}{c}", "label": "here", "group": "Lay", "at": [r, c]}
               for r in range(5) for c in range(5)]
    view = {"status": [], "sections": [], "choices": choices,
            "grids": {"Lay": {"rows": 5, "cols": 5}}}
    assert widest(choices, view["grids"]) == 1 and fold(choices, view["grids"]) == choices
    phone.check(view)


@pytest.mark.parametrize("bad", [
    {"choices": [{"action": "x", "label": "x", "path": "Play"}]},
    {"choices": [{"action": "x", "label": "x", "path": [{"group": "g"}]}]},
    {"choices": [{"action": "x", "label": "x", "path": [{"group": "g", "label": "l",
                                                          "secret": "y"}]}]},
    {"choices": [{"action": "x", "label": "x", "tone": "purple"}]},
    {"choices": [], "looks": {"Play": "carousel"}},
    {"choices": [], "log": ["x"] * (phone.MAX_LOG + 1)},
])
def test_steps_looks_and_log_outside_the_schema_are_refused(bad: dict[str, Any]) -> None:
    with pytest.raises(phone.BadView):
        phone.check({"status": [], "sections": [], **bad})


def test_every_phone_is_told_the_public_log_last_lines() -> None:
    plugin = registry.plugin("ninety-nine")
    game = new_game("ninety-nine", 3, 4)
    log = ["Ann deals.", "Bob plays 7\u2663: count 7.", "Cy plays K\u2660.", "Ann calls.",
           "Bob plays 2\u2665."]
    channel = Channel()
    link = PhoneLink(channel, plugin, ["Ann", "Bob", "Cy"], [0, 1], log=log)
    link.refresh(game)
    def views(channel: Channel) -> list[dict[str, Any]]:
        return [json.loads(text)["view"] for _seat, text in channel.sent]

    assert [v["log"] for v in views(channel)] == [log[-LOG_LINES:]] * 2
    log.append("Cy passes.")  # the session's list, read again at the next refresh
    link.refresh(game)
    assert views(channel)[-1]["log"][-1] == "Cy passes."
    quiet = Channel()
    PhoneLink(quiet, plugin, ["Ann", "Bob", "Cy"], [0]).refresh(game)
    assert "log" not in views(quiet)[0]


def test_the_table_gives_its_phones_the_session_public_log() -> None:
    from scenes.phones.table_hook import PhoneHook
    from scenes.shell.match.session import Session

    plugin = registry.plugin("ninety-nine")
    seats = ["human", "human", "medium"]
    config = plugin.make_config(seats, ["P0", "P1", "P2"], {})
    session = Session(plugin.Game.new(config, 5), seats, 5, game_id="ninety-nine")
    hook = PhoneHook(session, ["#ff0000", "#00ff00", "#0000ff"], port=0, host="127.0.0.1")
    assert hook.link.log is session.log  # the live list: each refresh reads its last lines
