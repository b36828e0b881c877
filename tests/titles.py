"""The title screen once its Resume check has run (the save and history fault tests)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from scenes.shell.match.flow import Flow
from scenes.shell.menus.title import RESUME_CHECK_FRAMES, TitleScene
from scenes.shell.window.app import App, AppConfig


@contextmanager
def checked_title(store: Any, game: str = "ninety-nine") -> Iterator[tuple[App, Flow, TitleScene]]:
    """An app showing the title on `store`, its Resume check done; closed after."""
    app = App(AppConfig(speed=0))
    app.open()
    try:
        flow = Flow(app.stack, speed=0, music=False, store=store, game=game)
        title = flow.title()
        app.stack.push(title)
        for _ in range(RESUME_CHECK_FRAMES + 1):
            app.step([], 1 / 60)
        yield app, flow, title
    finally:
        app.close()
