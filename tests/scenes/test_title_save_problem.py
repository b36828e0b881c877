"""Why a save was set aside is said on the title where nothing else is written (it was
drawn at a fixed place, over the chosen game's blurb), at 720p and at render scale 1.5,
at every text size."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from scenes.shell.menus.title import SUBTITLE_Y, TitleScene
from scenes.shell.screens.stack import SceneStack
from scenes.ui import canvas, text, theme

# As the save store words it, with a long folder.
PROBLEM = ("Your unfinished Ninety-Nine Paranoia game cannot be resumed: in its place is a "
           "folder, not a save file. It has been kept as current-ninety-nine.unreadable-"
           "20261126-190512.save in /home/someone/.local/share/conspiracy-table.")


@pytest.fixture(params=[1.0, 1.5], ids=["720p", "1080p"])
def scale(request: pytest.FixtureRequest) -> Iterator[float]:
    pygame.font.init()
    canvas.set_scale(request.param)
    yield request.param
    canvas.set_scale(1.0)
    text.clear_cache()


@pytest.mark.parametrize("problem", [PROBLEM, "One save was set aside."])
def test_the_save_problem_stands_clear_of_the_rest(scale: float, text_size: float,
                                                   problem: str) -> None:
    stack = SceneStack(speed=0)
    title = TitleScene(game="ninety-nine", music=False)
    title.offer_resume(lambda _game: None, lambda: {"ninety-nine": "Round 2"},
                       lambda: problem)
    stack.push(title)
    for _ in range(3):
        stack.apply_pending()
        stack.update(1 / 60)
    stack.draw(canvas.Surface((1280, 720)))
    said = title.problem_rect
    assert said is not None and said.height >= text.font(14).get_linesize()
    subtitle_bottom = SUBTITLE_Y + text.font(theme.BODY_PX).get_linesize()
    panels = [menu.bounds.inflate(40, 40) for menu in (title.games, title.main)]
    panels_top = min(p.top for p in panels) - 44  # the heading inside each panel
    assert subtitle_bottom <= said.top and said.bottom <= panels_top
    assert title.hint_rect is not None
    for other in (title.blurb_rect, title.hint_rect, *title.mark_rects.values()):
        assert not said.colliderect(other), (said, other)
