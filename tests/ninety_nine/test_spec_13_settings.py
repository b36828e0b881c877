"""Spec §13 settings: call the count (§10.1), blind count, quick pass (§12), rounds,
and the plugin's option form."""

import pytest

from game.core.errors import IllegalAction
from game.ninety_nine import plugin
from game.ninety_nine.bots import make_bot
from game.ninety_nine.state import CALL, PASS, PLAY

from .scenario import kinds, make, points


def test_option_form_matches_the_settings_table():
    by = {o.key: o for o in plugin.OPTIONS}
    assert by["rounds"].choices == (1, 3, 5, 7, 10) and by["rounds"].default == 3
    assert by["scoring"].default == "cumulative"
    assert by["call_count"].default is False and by["quick_pass"].default is False
    assert by["blind_count"].requires == "call_count"
    cfg = plugin.make_config(["human", "easy"], ["A", "B"], {"blind_count": True})
    assert cfg.options.blind_count is False  # requires call the count
    assert plugin.config_from_json(cfg.to_json()) == cfg


def test_call_the_count_asks_a_human_right_answer_free_wrong_costs_one():
    for answer, cost in (("right", 0), ("wrong", 1), ("late", 1)):
        g = make({0: "5C 8D 8H"}, count=20, seats="human bot bot bot", call_count=True)
        ev = g.apply("play 5C")
        assert g.state.phase == CALL and "drew" not in kinds(ev)  # asked before the draw
        choices = g.state.call_choices
        assert 25 in choices and len(choices) == 4
        value = {"right": "25", "wrong": str(next(c for c in choices if c != 25)),
                 "late": "late"}[answer]
        ev = g.apply(f"call 0 {value}")
        assert sum(p for _w, p, _ in points(ev)) == cost
        called = next(e for e in ev if e.kind == "count_called")
        assert called.public["count"] == 25  # the right total is shown
        assert "drew" in kinds(ev) and g.state.phase == PLAY and g.state.actor == 1


def test_bots_are_never_asked_and_bots_answer_right():
    g = make({0: "5C 8D 8H"}, count=20, seats="bot human bot bot", call_count=True)
    g.apply("play 5C")
    assert g.state.phase == PLAY
    # Under Blind count a bot (a human's seat taken over) works the count out from the
    # public history of plays.
    g = make({0: "5C 8D 8H", 3: "AS 7C 6C"}, count=0, seats="human bot bot bot",
             call_count=True, blind_count=True, actor=3)
    g.apply("play AS +11")
    g.apply("play 5C")
    bot = make_bot("medium", 0, 1)
    assert g.observe(0).count is None and g.state.count == 16
    assert bot.choose(g.observe(0), g.legal_actions(0)).value == 16


def test_blind_count_hides_the_count_in_observations_and_events():
    g = make({0: "5C 8D 8H"}, count=20, seats="bot bot bot bot", call_count=True,
             blind_count=True)
    ev = g.apply("play 5C")
    assert all(g.observe(p).count is None for p in (None, 0, 1))
    assert "count_changed" not in kinds(ev)
    assert all("new" not in e.view(None) and "old" not in e.view(None) for e in ev)


def test_quick_pass_passes_random_cards_without_asking():
    g = make({0: "2C 5D 7H"}, count=10, stock_top="8H", quick_pass=True)
    ev = g.apply("play 2C")
    assert "passed" in kinds(ev) and g.state.phase == PLAY and g.state.phase != PASS
    assert len([e for e in ev if e.kind == "card_received"]) == 4


def test_call_answer_from_someone_else_is_refused():
    g = make({0: "5C 8D 8H"}, count=20, seats="human human bot bot", call_count=True)
    g.apply("play 5C")
    with pytest.raises(IllegalAction):
        g.apply("call 1 25")
    with pytest.raises(IllegalAction):
        g.apply("call 0 26" if 26 not in g.state.call_choices else "call 0 77")
