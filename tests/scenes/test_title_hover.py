"""The title's game list under the mouse (issue 31, item 12): the mouse resting on a game
lit it exactly as the keys' focus does (gold frame, fill and arrow) while another game
was the chosen one (the tick, the blurb). The game under the mouse is only outlined; the
keys' focus, once a key is pressed, is lit as before."""

from __future__ import annotations

import pygame
import pytest

from game.core import registry
from scenes.shell.menus.title import TitleScene
from scenes.shell.screens.stack import SceneStack
from scenes.ui import theme
from tests.scenes.test_menu_scenes import frame, hover, key


@pytest.fixture
def stack() -> SceneStack:
    pygame.font.init()
    return SceneStack(speed=0.0)


def _lit(surface: pygame.Surface, rect: pygame.Rect) -> bool:
    """Drawn as the focus: the gold frame, or the focus fill beside the arrow."""
    return surface.get_at((rect.x + 1, rect.centery))[:3] == theme.ACCENT or \
        surface.get_at((rect.x + 8, rect.y + 6))[:3] == theme.FOCUS_FILL


def test_the_game_under_the_mouse_is_not_lit_like_the_choice(stack: SceneStack) -> None:
    ids = [g.id for g in registry.games() if registry.playable(g)]
    assert len(ids) >= 2
    chosen, other = ids[-1], ids[0]
    title = TitleScene(music=False, game=chosen)
    stack.push(title)
    surface = frame(stack)
    records = [g.id for g in registry.games()]
    lit = [r for r in title.games.rects if _lit(surface, r)] + \
        [r for r in title.main.rects if _lit(surface, r)]
    assert lit == [title.main.rects[0]], lit  # Play focused; the choice ticked, not lit
    row = title.games.rects[records.index(other)]
    surface = frame(stack, hover(row.center))  # the mouse comes to rest on another game
    assert title.selected_game == chosen
    assert not _lit(surface, row), "the game under the mouse looks chosen"
    assert surface.get_at((row.x, row.centery))[:3] == theme.INK_DIM  # outlined
    for rect in title.games.rects:
        assert not _lit(surface, rect)  # nothing in the list looks focused
    surface = frame(stack, key(pygame.K_DOWN))  # keys: their focus is lit again
    focus = title.games.rects[title.games.focus]
    assert _lit(surface, focus)
