"""The move bar as a player sees it (issue 31, item 11): with two humans the bar holds
five buttons and read "Pont…"; a primary move's warm fill and the hovered or focused
button's frame lit Twist and Stick at once. Every move reads in full, and one button at
most looks lit."""

from __future__ import annotations

import pygame
import pytest

from scenes.pontoon.buttons import FILL_PRIMARY, ButtonBar
from scenes.pontoon.controls import MOVES, PEEK_RECT_ID
from scenes.pontoon.geometry import BUTTON_H, BUTTONS_Y, LEFT
from scenes.pontoon.table import PontoonTable
from scenes.shell.match.curtain import CurtainScene
from scenes.shell.window.app import App
from scenes.ui import text, theme
from tests.frames import NotDone, until
from tests.pontoon_table.driver import start
from tests.scenes.scene_driver import Driver, key, motion

HOT_SEAT = [*((k, label, True, k == "twist", letter) for k, label, letter, _ in MOVES),
            (PEEK_RECT_ID, "Hold to Peek", True, False, "P")]


@pytest.mark.parametrize("scale", [1.0, 1.2])
def test_every_move_reads_in_full_in_a_bar_of_five(scale: float) -> None:
    pygame.font.init()
    before = text.get_scale()
    text.set_scale(scale)
    try:
        bar = ButtonBar()  # as the table's move bar
        area = pygame.Rect(LEFT.x, BUTTONS_Y, LEFT.width, BUTTON_H)
        bar.set(list(HOT_SEAT), area, by_label=True)
        assert area.contains(bar.buttons[0].rect.unionall([b.rect for b in bar.buttons]))
        sizes = set()
        for b in bar.buttons:
            px, lines = bar.label_fit(b)
            sizes.add(px)
            assert " ".join(lines) == b.label, (scale, b.label, lines)  # never "Pont…"
            assert px >= 16, (scale, b.label, px)  # readable from the sofa
            for line in lines:  # clear of the key letter in the corner
                assert text.font(px).size(line)[0] <= bar.label_area(b).width
        assert len(sizes) == 1, sizes  # one row of moves at one size
    finally:
        text.set_scale(before)


def _lit(surface: pygame.Surface, table: PontoonTable) -> list[str]:
    """The buttons that look lit: a gold frame or the warm fill."""
    out = []
    for b in table.bar.buttons:
        edge = surface.get_at((b.rect.x + 1, b.rect.centery))[:3]
        fill = surface.get_at((b.rect.x + 4, b.rect.centery))[:3]
        if edge == theme.ACCENT or fill == FILL_PRIMARY:
            out.append(b.id)
    return out


def _ready_to_move(d: Driver, table: PontoonTable) -> None:
    def ready() -> bool:
        return bool(d.top is table and table.obs.phase in ("play", "bank")
                    and table.bar.get("stick") and table.bar.get("twist")
                    and not table.tweens.busy)

    def frame() -> None:
        if isinstance(d.top, CurtainScene):
            d.press(pygame.K_RETURN)
        if not ready():
            d.step()

    try:
        until(frame, ready)  # a bot seat thinks in real time
    except NotDone as e:
        raise NotDone(f"no Twist / Stick to choose: {e}") from None


@pytest.mark.parametrize("seats", [("human", "easy"), ("human", "human")])
def test_one_button_looks_lit_whatever_the_mouse_and_keys_did(
        app: App, seats: tuple[str, ...]) -> None:
    flow, d, table = start(app, seats, {"timer": 30}, seed=2)
    _ready_to_move(d, table)
    for b in table.bar.buttons:  # as the table lays its bar out
        assert " ".join(table.bar.label_fit(b)[1]) == b.label, b.label
    surface = pygame.Surface((1280, 720))
    stick = table.bar.get("stick")
    assert stick is not None
    d.step(motion(stick.rect.center))  # the mouse rests on Stick (Twist is primary)
    table.draw(surface)
    assert _lit(surface, table) == ["stick"]
    d.step(key(pygame.K_LEFT))  # keys take over: the focus moves, the mouse's lit goes
    table.draw(surface)
    lit = _lit(surface, table)
    assert lit == [table.bar.focused_id()], lit
