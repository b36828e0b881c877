"""Between attacks, whoever watches (no human deciding: a demo, the kiosk, a bot's turn)
sees the last attack in the web's head with its odds and how it ended (issue 24: the
demo shows an attack with its odds)."""

from __future__ import annotations

import pygame
import pytest

from scenes.pulling_strings.table import PullingStringsTable
from scenes.shell.match.session import Session, Shown
from scenes.shell.screens.stack import SceneStack
from scenes.ui.tween import Sequence
from tests.pulling_strings.board import gid, put, row, table

DT = 1 / 60


@pytest.fixture(autouse=True)
def _display() -> None:
    pygame.display.init()
    pygame.font.init()


def _run(stack: SceneStack, t: PullingStringsTable, views: list[dict]) -> None:
    steps = [task for view in views for task in t.steps_for(Shown(view, None))]
    t.tweens.add(Sequence(*steps))
    for _ in range(600):
        stack.update(DT)
        if not t.tweens.busy:
            break


def test_the_last_attack_stays_in_view_with_its_odds_until_a_human_decides() -> None:
    g = table(2)
    put(g, "G01", 0)
    row(g, "G22")
    session = Session(g, ["medium", "medium"], 1, game_id="pulling-strings")
    stack = SceneStack()
    t = PullingStringsTable(session, speed=1.0, bot_pace=0)
    t.run_bot = lambda: None  # type: ignore[method-assign]
    stack.push(t)
    stack.apply_pending()
    attack = {"kind": "attack", "player": 0, "attacker": gid("G01"), "target": gid("G22"),
              "attack_kind": 0, "helpers": [], "smear": False, "sure": False,
              "defender": -1, "need": 7}
    rolled = {"kind": "rolled", "player": 0, "dice": [2, 3], "need": 7, "success": True}
    _run(stack, t, [attack, rolled])
    assert t.last_attack is not None
    line, end = t.last_attack
    assert "P0" in line and "control" in line, line
    assert "58%" in end and "rolled 5: success" in end, end
    surface = pygame.Surface((1280, 720))
    t.invalidate_picture()
    t.draw(surface)  # drawn in the head (smoke: no error), and keyed in the picture
    key = t.picture_key()
    t.last_attack = None
    assert t.picture_key() != key
