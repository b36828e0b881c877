"""The engine's outer surface: purity, text forms, saves, the simulator CLI."""

from __future__ import annotations

import json
import pathlib
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.errors import CorruptState, IllegalAction
from game.paranoid import Game, GameConfig, Options, from_text, to_text
from game.paranoid.actions import ALL_KINDS, NEW, RESERVE

ROOT = pathlib.Path(__file__).resolve().parents[2]


def test_engine_imports_no_pygame() -> None:
    code = ("import sys, game, game.core.rng, game.paranoid, game.simulate, game.paranoid.redeal\n"
            "import importlib.util\n"
            "if importlib.util.find_spec('game.paranoid.bots'): import game.paranoid.bots\n"
            "assert 'pygame' not in sys.modules, 'pygame imported by the engine'")
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)
    for path in (ROOT / "game").rglob("*.py"):
        text = path.read_text()
        assert "import pygame" not in text and "from pygame" not in text, path


@pytest.mark.parametrize("cls", ALL_KINDS)
def test_action_text_round_trip(cls) -> None:
    values = [{"type": 17, "to": NEW, "source": 1, "accusation": 2, "target": 3}[f]
              for f in cls.fields]
    action = cls(*values)
    assert from_text(to_text(action)) == action
    if "to" in cls.fields:
        other = cls(*[RESERVE if f == "to" else v for f, v in zip(cls.fields, values)])
        assert from_text(to_text(other)) == other


def test_actions_of_different_kinds_differ() -> None:
    assert from_text("draw") != from_text("pass")
    with pytest.raises(ValueError):
        from_text("teleport coffee")


def test_text_actions_apply_and_bad_text_is_illegal() -> None:
    game = Game.new(GameConfig(players=2), 1)
    with pytest.raises(IllegalAction):
        game.apply("pick not_a_counter")
    game.apply("pick grays")
    assert game.state.plots[0] == [0]


def test_corrupt_saves_are_refused_with_reasons() -> None:
    game = Game.new(GameConfig(players=3), 2)
    good = game.to_json()
    with pytest.raises(CorruptState, match="JSON"):
        Game.loads("{not json")
    with pytest.raises(CorruptState):
        Game.loads(game.dumps()[:-20])  # truncated
    future = json.loads(game.dumps())
    future["state"]["version"] = 99
    with pytest.raises(CorruptState, match="version"):
        Game.from_json(future)
    missing = json.loads(game.dumps())
    missing["state"]["pool"].pop()
    with pytest.raises(CorruptState, match="accounted"):
        Game.from_json(missing)
    insane = json.loads(game.dumps())
    insane["state"]["sanity"][0] = 500
    with pytest.raises(CorruptState, match="Sanity"):
        Game.from_json(insane)
    assert Game.from_json(good).state.to_json() == game.state.to_json()


def test_options_validated() -> None:
    with pytest.raises(ValueError, match="9.2"):
        Options(sanity=4)
    with pytest.raises(ValueError):
        Options.parse("aliens,teleport")
    with pytest.raises(ValueError):
        GameConfig(players=7)
    assert Options.parse("all,fewer:2,sanity:20") == Options(
        aliens=True, corporations=True, delusions=True, trade=True, fewer=2, sanity=20)


def test_simulator_json_report() -> None:
    out = subprocess.run([sys.executable, "-m", "game.simulate", "--players", "3", "--games",
                          "4", "--seed", "2", "--options", "all", "--json"], cwd=ROOT,
                         check=True, capture_output=True, text=True).stdout
    report = json.loads(out)
    for key in ("games", "invariant_violations", "errors", "actions_per_second",
                "games_per_second", "endings", "actions_mean", "actions_max"):
        assert key in report
    assert report["games"] == 4 and report["errors"] == 0
    assert report["invariant_violations"] == 0 and sum(report["endings"].values()) == 4


_JUNK = st.one_of(st.none(), st.integers(-5, 200), st.text(max_size=3), st.booleans(),
                  st.lists(st.integers(-2, 90), max_size=4))


@settings(max_examples=300, deadline=None)
@given(data=st.data())
def test_mutated_saves_load_or_are_refused_cleanly(data) -> None:
    game = Game.new(GameConfig(players=3), 4)
    for action in ["pick grays", "pick coffee", "pick monopoly", "finish"]:
        game.apply(action)
    saved = json.loads(game.dumps())
    state = saved["state"]
    key = data.draw(st.sampled_from(sorted(state)))
    value = state[key]
    if isinstance(value, list) and value and data.draw(st.booleans()):
        index = data.draw(st.integers(0, len(value) - 1))
        value[index] = data.draw(_JUNK)
    else:
        state[key] = data.draw(_JUNK)
    try:
        loaded = Game.from_json(saved)
    except CorruptState:
        return
    loaded.legal_actions()  # a position that loads is one the engine can play on


def test_add_problem_names_the_rule_of_each_refusal() -> None:
    from game.paranoid.catalogue import BY_ID
    from game.paranoid.plots import add_problem, addable_types

    t = BY_ID.__getitem__
    both = Options(aliens=True, delusions=True)
    assert add_problem([t("masons")], t("masons"), both, ()).startswith("§3")
    assert add_problem([], t("masons"), both, {t("masons")}).startswith("§3")
    assert "2 Groups" in add_problem([t("masons"), t("hippies")], t("templars"), both, ())
    assert "1 Goal" in add_problem([t("monopoly")], t("world_peace"), both, ())
    assert add_problem([t("masons")], t("delusions"), both, ()).startswith("§9.13")
    assert add_problem([t("grays")], t("monopoly"), both, ()).startswith("§9.11")
    draft = [t("grays"), t("coffee")]
    assert [x for x in range(80) if add_problem(draft, x, both, ()) is None] == \
        addable_types(draft, both, ())
