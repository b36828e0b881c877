"""The tutorial by mouse alone in a 1920×1080 window (render scale 1.5), issue 31: at
"Pay 5 S from the Cabal" a learner clicked "Pay no more (pass)" twice and saw nothing
happen. The clicks did land (against a free group the attacker pays in three steps in a
row), but the list stayed word for word the same. Each click on the pass now changes
what the row says (how many chances are left), and the last one rolls the dice."""

from __future__ import annotations

import time
from typing import Any

import pygame
import pytest

from scenes.pulling_strings import draw
from scenes.pulling_strings import geometry as geo
from scenes.pulling_strings.tutorial import CoachScene
from scenes.shell.window.app import App, AppConfig
from scenes.ui import canvas
from tests.pulling_strings_table.test_tutorial import start_tutorial

DT = 1 / 60
SCALE = 1.5


@pytest.fixture
def app() -> Any:
    canvas.set_scale(SCALE)
    app = App(AppConfig(speed=0))
    app.open()
    app.render_scale = SCALE  # as a 1920×1080 window: pointer events in window pixels
    app.screen = canvas.Surface((1280, 720), 0, app.shown)
    yield app
    app.close()
    canvas.set_scale(1.0)


def _window(pos: tuple[int, int]) -> tuple[int, int]:
    return round(pos[0] * SCALE), round(pos[1] * SCALE)


def _click(app: App, layout_pos: tuple[int, int]) -> None:
    """A real mouse's click: it moves there, presses, lets go (window pixels)."""
    pos = _window(layout_pos)
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))],
             DT)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)], DT)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], DT)


def _row_pos(table: Any, label: str) -> tuple[int, int]:
    """Where the entry `label` is drawn in the current tab (layout pixels)."""
    labels = [e.label for e in table.entries()]
    row = labels.index(label) - table.first_row()
    assert 0 <= row < table.visible_rows(), (label, labels)
    return geo.CHOICES.centerx, table.list_top() + row * draw.ROW_H + draw.ROW_H // 2


def _click_entry(app: App, table: Any, label: str) -> None:
    tab = next(i for i, (_, es) in enumerate(table.menu_tabs)
               if any(e.label == label for e in es))
    if tab != table.tab:
        _click(app, table.tab_rects()[tab].center)
    _click(app, _row_pos(table, label))


def _settle(app: App, table: Any, coach: CoachScene) -> None:
    """Frames until the learner may act (the bot thinks in a worker); a card that only
    explains is clicked away."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        for _ in range(3):
            app.step([], DT)
        if coach.mode == "hold":
            _click(app, coach.card.center)
            continue
        if table.my_turn() and table.menu_tabs and not table.tweens.busy:
            return
        time.sleep(0.005)
    raise AssertionError("the learner never got to act")


def test_each_click_on_the_pass_shows_what_it_did(app: App) -> None:
    table, coach = start_tutorial(app)
    _settle(app, table, coach)
    _click_entry(app, table, "Attack with your Cabal")
    _settle(app, table, coach)
    controls = [e for e in table.entries() if e.label.startswith("Control")]
    _click_entry(app, table, max(controls, key=lambda e: e.odds.percent).label)
    _settle(app, table, coach)
    _click_entry(app, table, "Launch the attack")
    _settle(app, table, coach)
    assert coach.step.when == "money" and coach.mode == "act"
    _click_entry(app, table, "Pay 5 S from the Cabal")
    _settle(app, table, coach)
    record = table.session.game.record
    assert record[-1] == "pay 5 from cabal", record[-3:]
    shown: list[str] = []
    while table.session.game.state.attack is not None:
        label = next(e.label for e in table.entries() if e.label.startswith("Pay no more"))
        assert label not in shown, f"a click left the pass reading the same: {shown}"
        shown.append(label)
        before = len(record)
        _click(app, _row_pos(table, label))
        assert record[before:] == ["done"], record[before:]
        if table.session.game.state.attack is not None:
            _settle(app, table, coach)
    assert shown == ["Pay no more (2 more chances)", "Pay no more (1 more chance)",
                     "Pay no more: roll the dice"]
    _settle(app, table, coach)  # the dice rolled; the coach's card about the capture
    assert coach.step.when in ("peek", "spent"), coach.step
