"""Drawing the stack and presenting the frame (issue 13).

On the plain-window path the window's surface keeps its pixels from one frame to the
next. When the last frame was drawn by the top scene alone (nothing over it, no toast)
and the screen is the same, that scene may bring it up to date where it changed
(`Scene.draw_changes`, e.g. a card table moving a few cards over its kept picture), and
only those areas are presented: a busy table copies and sends a fraction of the window.
Under X a present costs about its area (plus well under a microsecond a rectangle), so
only a nearly whole window of changes goes as one flip.
Anything else, a window event, an idle refresh or a scaled present path, draws and
presents the whole frame.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from scenes.shell.screens.scene import Scene
    from scenes.shell.screens.stack import SceneStack
    from scenes.shell.settings.preferences import Toast

WHOLE_SHARE = 0.85  # past this share of the window, one flip (docs/benchmarks.md, fifth pass)


@cache
def changes_cover_drawing(kind: type) -> bool:
    """Whether `kind`'s `draw_changes` knows all its `draw` draws: not when a subclass
    or a mixin in front draws more (a tutorial's coach, the replay viewer's controls)
    than the class that offers `draw_changes` (its `draw` comes earlier in the MRO)."""
    mro = kind.__mro__

    def provider(name: str) -> int:
        return next(i for i, k in enumerate(mro) if name in vars(k))

    return provider("draw") >= provider("draw_changes")


class Presenter:
    """Draws a frame of `stack` (and the app's toast) and presents it."""

    def __init__(self) -> None:
        self.last: Scene | None = None  # the scene that alone drew the last frame shown
        self.screen: pygame.Surface | None = None  # the surface it was drawn on
        self.areas: list[pygame.Rect] | None = None  # presented last frame (None: all)

    def whole_next(self) -> None:
        """The window's pixels may be gone or drawn over: draw and present it all."""
        self.last = None

    def present(self, screen: pygame.Surface, stack: SceneStack, toast: Toast,
                partial: bool, shown: pygame.Surface | None = None) -> None:
        """One frame. `partial`: the present path can show parts of the window.
        `shown`: the window's surface when `screen` is a canvas at a render scale (its
        pixels are copied there: such a window is always presented whole)."""
        top = stack.top
        alone = top is not None and top.opaque and toast.left <= 0
        areas = None
        if partial and alone and top is self.last and screen is self.screen \
                and changes_cover_drawing(type(top)) and not top.over_stale():
            areas = top.draw_changes(screen)
            if areas:  # the shell's control over it, again where the picture changed
                over = top.draw_over(screen)
                if over is not None:
                    areas = [*areas, over]
        if areas is None:
            stack.draw(screen)
            toast.draw(screen)
            if shown is not None and shown is not screen:
                shown.blit(screen, (0, 0))  # the window's plain blit: pixel for pixel
            pygame.display.flip()
        elif areas:
            w, h = screen.get_size()
            if sum(a.w * a.h for a in areas) > WHOLE_SHARE * w * h:
                pygame.display.flip()
            else:
                pygame.display.update(areas)
        self.areas = areas
        self.last, self.screen = (top if alone else None), screen
