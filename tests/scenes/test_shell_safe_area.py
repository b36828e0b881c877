"""Issue 22 (every game): nothing important within 5% of the screen's edge, where a
television's overscan may cut it off. The shell screens every game shares (title, setup
with the most players a game seats, every settings page) are drawn on a black table: any
lit pixel outside the safe area is text, a panel or a button the TV may hide. At Text
size 100% and 120%. (The results, the rules' Back and the replay bar have their own.)"""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.core import registry
from scenes.shell.menus.setup import SetupScene
from scenes.shell.menus.setup_model import default_setup
from scenes.shell.menus.title import TitleScene
from scenes.shell.screens.scene import Scene
from scenes.shell.settings.screen import PAGES, SettingsScene
from scenes.shell.window.app import App
from tests.safe_area import lit_outside


def shown_outside(app: App, scene: Scene) -> list[tuple[int, int]]:
    app.stack.push(scene)
    for _ in range(3):
        app.step([], 1 / 60)
    black = pygame.Surface((1280, 720))
    scene.services.art.table = lambda size: black  # type: ignore[method-assign]
    frame = pygame.Surface((1280, 720))
    scene.draw(frame)
    return lit_outside(frame)


def screens() -> Iterator[tuple[str, object]]:
    for info in registry.games():
        yield f"title {info.id}", lambda i=info: TitleScene(music=False, game=i.id)
        seats = ("human",) + (info.default_bot,) * (info.max_players - 1)
        yield f"setup {info.id}", lambda i=info, s=seats: SetupScene(
            lambda *a: None, initial=default_setup(i.id, s))
        yield f"settings {info.id}", lambda i=info: SettingsScene(page=2, game=i.id)
    for page, name in enumerate(PAGES):
        yield f"settings {name}", lambda p=page: SettingsScene(page=p)


def test_the_shell_screens_lie_inside_the_tv_safe_area(app: App, text_size: float) -> None:
    problems = []
    for name, make in screens():
        outside = shown_outside(app, make())  # type: ignore[operator]
        if outside:
            problems.append(f"{name}: {len(outside)} lit pixels outside, e.g. {outside[:3]}")
    assert not problems, "\n".join(problems)


def test_the_keys_line_clears_the_buttons(app: App, text_size: float,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """At Text size 120% the keys line at the foot of setup and settings is wider than the
    gap between Back and Start: it must pass under them, not through them."""
    from scenes.ui import prompts
    from scenes.ui.form import Button

    drawn: list[pygame.Rect] = []
    real = prompts.draw_hint

    def recording(*args, **kwargs):  # type: ignore[no-untyped-def]
        rect = real(*args, **kwargs)
        if rect is not None:
            drawn.append(rect)
        return rect

    monkeypatch.setattr(prompts, "draw_hint", recording)
    for scene in (SetupScene(lambda *a: None), SettingsScene(page=0)):
        drawn.clear()
        shown_outside(app, scene)
        assert drawn, type(scene).__name__
        buttons = [r for f, r in zip(scene.form.fields, scene.form.rects)
                   if isinstance(f, Button)]
        assert buttons and not any(drawn[-1].colliderect(b) for b in buttons), \
            (type(scene).__name__, drawn[-1], buttons)
