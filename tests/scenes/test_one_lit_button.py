"""One lit button at a time (issue 22: Results showed "New game" lit beside the focused
"Replay", two highlighted buttons)."""

from __future__ import annotations

import pygame

from scenes.ui import theme
from scenes.ui.form import Button


def lit(button: Button, focused: bool) -> bool:
    pygame.font.init()
    surface = pygame.Surface((300, 64))
    button.draw(surface, surface.get_rect(), focused, False)
    return surface.get_at((150, 1))[:3] == theme.ACCENT  # the top edge


def test_only_the_focused_button_is_lit() -> None:
    primary = Button("New game", lambda: None, primary=True)
    plain = Button("Replay", lambda: None)
    assert lit(plain, True) and lit(primary, True)
    assert not lit(primary, False)  # the primary button is not lit beside the focus
    assert not lit(plain, False)
