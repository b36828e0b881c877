"""The guided first turns (issue 24, part 4): the coach's cards come in order and a
learner who follows them by keyboard attacks, sees the odds, pays Slush and reaches the
last card."""

from __future__ import annotations

import time

import pygame

from scenes.pulling_strings.tutorial import STEPS, CoachScene
from scenes.shell.app import App, AppConfig
from scenes.shell.flow import Flow

DT = 1 / 60


def _press(app: App, key: int) -> None:
    app.step([pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)], DT)
    app.step([pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)], DT)


def _focus(table: object, tab: str, pick: object) -> None:
    """Point the chooser at the entry `pick(entries)` names, by Left/Right and Up/Down
    keys as a learner would."""
    titles = table.tab_titles()  # type: ignore[attr-defined]
    while titles[table.tab] != tab:  # type: ignore[attr-defined]
        table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0,  # type: ignore[attr-defined]
                                              unicode="", scancode=0))
    want = pick(table.entries())  # type: ignore[attr-defined]
    while table.index != want:  # type: ignore[attr-defined]
        table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0,  # type: ignore[attr-defined]
                                              unicode="", scancode=0))


def test_the_tutorial_plays_through_to_its_last_card() -> None:
    app = App(AppConfig(speed=0))
    app.open()
    try:
        flow = Flow(app.stack, speed=0, music=False, game="pulling-strings")
        app.stack.push(flow.title())
        table = flow.start_tutorial("pulling-strings")
        for _ in range(5):
            app.step([], DT)  # the coach goes up over the table
        coach = next(s for s in app.stack.scenes if isinstance(s, CoachScene))
        seen: list[int] = []
        deadline = time.monotonic() + 120
        while coach.step is not None and time.monotonic() < deadline:
            app.step([], DT)
            if coach.mode == "hidden":
                time.sleep(0.002)  # the bot thinks in a worker
                continue
            if not seen or seen[-1] != coach.index:
                seen.append(coach.index)
            when = coach.step.when
            if coach.mode == "hold":
                _press(app, pygame.K_RETURN)
            elif not table.menu_tabs or table.tweens.busy:
                continue
            elif when == "action":
                _focus(table, "Attack", lambda es: 0)
                _press(app, pygame.K_RETURN)
            elif when == "aim":
                _focus(table, "Target", lambda es: max(
                    (i for i, e in enumerate(es) if e.label.startswith("Control")),
                    key=lambda i: es[i].odds.percent))
                _press(app, pygame.K_RETURN)
            elif when == "helpers":
                _focus(table, "Helpers", lambda es: [e.label for e in es].index(
                    "Launch the attack"))
                _press(app, pygame.K_RETURN)
            elif when == "money":
                _focus(table, "Slush", lambda es: [e.label for e in es].index(
                    "Pay no more (pass)"))
                _press(app, pygame.K_RETURN)
        assert seen == list(range(len(STEPS))), seen
        assert coach.step is None
        record = " | ".join(table.session.game.record)
        assert "attack with cabal" in record and " control" in record, record
    finally:
        app.close()
