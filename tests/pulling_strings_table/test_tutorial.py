"""The guided first turns (issue 24): the coach's cards come in order and a learner who
follows them by keyboard attacks, sees the odds, pays Slush, captures a group, holds
Peek to see a special and plays it, and next turn has that group help an attack."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import pygame

from scenes.pulling_strings.tutorial import STEPS, CoachScene
from scenes.shell.match.flow import Flow
from scenes.shell.window.app import App, AppConfig

DT = 1 / 60
PASSIVE = ("End your actions", "End the turn", "Pay no more", "Let the attack go on",
           "Keep the roll")


def start_tutorial(app: App) -> tuple[Any, CoachScene]:
    """Pulling Strings' tutorial from the title, five frames in: the table and its coach,
    up over it."""
    flow = Flow(app.stack, speed=0, music=False, game="pulling-strings")
    app.stack.push(flow.title())
    table = flow.start_tutorial("pulling-strings")
    for _ in range(5):
        app.step([], DT)
    return table, next(s for s in app.stack.scenes if isinstance(s, CoachScene))


def _key(app: App, key: int, down: bool) -> None:
    kind = pygame.KEYDOWN if down else pygame.KEYUP
    app.step([pygame.event.Event(kind, key=key, mod=0, unicode="", scancode=0)], DT)


def _press(app: App, key: int) -> None:
    _key(app, key, True)
    _key(app, key, False)


def _focus(table: Any, tab: str, pick: Callable[[list[Any]], int]) -> None:
    """Point the chooser at the entry `pick(entries)` names, by Left/Right and Up/Down
    keys as a learner would."""
    titles = table.tab_titles()
    assert tab in titles, (tab, titles)
    while titles[table.tab] != tab:
        table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0,
                                              unicode="", scancode=0))
    want = pick(table.entries())
    while table.index != want:
        table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0,
                                              unicode="", scancode=0))


def _labels(table: Any) -> list[str]:
    return table.choices_for_test()


def _do(app: App, table: Any, label: str) -> None:
    tab = next(t for t, items in table.menu_tabs if any(e.label == label for e in items))
    _focus(table, tab, lambda es: [e.label for e in es].index(label))
    _press(app, pygame.K_RETURN)


def _best_target(table: Any) -> None:
    _focus(table, "Target", lambda es: max(
        (i for i, e in enumerate(es) if e.label.startswith("Control")),
        key=lambda i: es[i].odds.percent))
    _press(app_of(table), pygame.K_RETURN)


def app_of(table: Any) -> App:
    return table._app  # set by the test


def _pay_or_pass(app: App, table: Any) -> None:
    """Pay the most the Cabal can once an attack of ours starts, then pass."""
    attack = table.session.game.state.attack
    pays = [lb for lb in _labels(table) if lb.startswith("Pay ") and "from the Cabal" in lb]
    if attack["player"] == 0 and attack["paid_a"] == 0 and pays:
        _do(app, table, max(pays, key=lambda lb: int(lb.split()[1])))
    else:
        _do(app, table, next(lb for lb in _labels(table) if lb.startswith("Pay no more")))


def _play_on(app: App, table: Any, coach: CoachScene) -> None:  # noqa: PLR0911
    """The learner's move where the coach says nothing (or asks for it)."""
    phase = table.session.game.state.phase
    labels = _labels(table)
    when = coach.step.when if coach.step else ""
    if phase == "money":
        _pay_or_pass(app, table)
        return
    if phase == "aim":
        _best_target(table)
        return
    if phase == "helpers":
        helps = [lb for lb in labels if lb.startswith("Help with")]
        _do(app, table, helps[0] if helps and when == "help" else "Launch the attack")
        return
    if phase == "action" and when in ("action", "help") and "Attack with your Cabal" in labels:
        _do(app, table, "Attack with your Cabal")
        return
    if phase == "place":
        _focus(table, "Web", lambda es: 0)
        _press(app, pygame.K_RETURN)
        return
    for passive in PASSIVE:
        for label in labels:
            if label.startswith(passive):
                _do(app, table, label)
                return
    raise AssertionError(f"no move for {phase}: {labels}")


def _peek_and_play(app: App, table: Any) -> None:
    assert not any("Second Wind" in lb for lb in _labels(table))  # face down
    _key(app, pygame.K_p, True)  # held
    assert any("Second Wind" in lb for lb in _labels(table)), _labels(table)
    _do(app, table, "Play Second Wind")
    _key(app, pygame.K_p, False)


def test_the_tutorial_plays_through_to_its_last_card() -> None:
    app = App(AppConfig(speed=0))
    app.open()
    try:
        table, coach = start_tutorial(app)  # the coach goes up over the table
        table._app = app
        seen: list[int] = []
        deadline = time.monotonic() + 150
        while coach.step is not None and time.monotonic() < deadline:
            app.step([], DT)
            if coach.mode != "hidden" and (not seen or seen[-1] != coach.index):
                seen.append(coach.index)
            if coach.mode == "hold":
                _press(app, pygame.K_RETURN)
                continue
            if not table.my_turn() or not table.menu_tabs or table.tweens.busy:
                time.sleep(0.002)  # the bot thinks in a worker
                continue
            if coach.mode == "act" and coach.step.when == "peek":
                _peek_and_play(app, table)
            else:
                _play_on(app, table, coach)
        assert seen == list(range(len(STEPS))), seen
        assert coach.step is None
        record = table.session.game.record
        mine = " | ".join(record)
        assert "attack with cabal" in mine and " control" in mine, mine
        assert any(a.startswith("pay ") for a in record), mine
        assert "play second_wind" in mine, mine
        assert any(a.startswith("help ") for a in record), mine
        assert table.session.game.state.owner.count(0) >= 1  # a group was captured
    finally:
        app.close()
