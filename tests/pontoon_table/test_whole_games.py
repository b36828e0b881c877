"""Whole games of Conspiracy Pontoon by keyboard alone, mouse alone and a controller alone,
one human against bots, from the table to the results."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from scenes.pontoon import geometry as geo
from scenes.pontoon.results import PontoonResultsScene
from scenes.shell.window.app import App, AppConfig
from scenes.ui import input as router_module
from tests.frames import nap_while_bots_think
from tests.kiosk.test_controller_game import PAD, Pad
from tests.kiosk.test_input import FakeControllers
from tests.pontoon_table.driver import decide, finish, ready, start
from tests.scenes.scene_driver import Driver, key, typed

KEYS = {"twist": pygame.K_t, "stick": pygame.K_s, "declare": pygame.K_d}


def _moves(table) -> set[str]:  # noqa: ANN001
    return {a.split()[0] for a in table.session.game.record}


def _check_results(d: Driver, table) -> None:  # noqa: ANN001
    results = d.top
    assert isinstance(results, PontoonResultsScene)
    assert table.session.game.is_over
    surface = pygame.Surface((1280, 720))
    results.draw(surface)
    assert results.headline()


def test_keyboard_only_game_typed_theories(app: App) -> None:
    opts = {"telling": "typed", "timer": 60}
    flow, d, table = start(app, ("human", "medium", "easy"), opts, seed=4)
    told = []

    def act(driver: Driver) -> None:
        if not ready(driver, table):
            return
        what, detail = decide(table)
        if what == "move":
            driver.press(KEYS[detail])
        elif what == "vote":
            driver.press(pygame.K_y)
        elif what == "phrase":
            driver.press(pygame.K_1)
        else:
            if not table.typed:
                names = [table.obs.subjects[c] for c in table.obs.to_place]
                driver.step(*(typed(ch) for ch in " and ".join(names) + " did it"))
                told.append(table.typed)
            driver.press(pygame.K_RIGHT)  # the cursor snaps along lit cells
            if detail in table.legal_cells() and table.cursor not in table.legal_cells():
                table.cursor = detail
            driver.press(pygame.K_RETURN)

    finish(d, act)
    assert d.stats["clicks"] == 0
    kinds = _moves(table)
    assert {"twist", "stick"} <= kinds
    state = table.session.game.state
    assert told and state.told[0] >= 1 and state.best[0].endswith("did it")
    _check_results(d, table)


def test_mouse_only_game_phrase_builder(app: App) -> None:
    opts = {"telling": "phrases", "timer": 30}
    flow, d, table = start(app, ("human", "medium"), opts, seed=8)

    def act(driver: Driver) -> None:
        if not ready(driver, table):
            return
        what, detail = decide(table)
        if what == "move":
            b = table.bar.get(detail)
            assert b is not None, (detail, [x.id for x in table.bar.buttons])
            driver.click(b.rect.center)
        elif what == "vote":
            driver.click(table.vote_bar.get("yes").rect.center)
        elif what == "phrase":
            driver.click(table.phrase_bar.get(str(detail)).rect.center)
        else:
            if len(table.tell_sprites) > 1:
                driver.click(table.tell_sprites[-1].rect.center)  # choose another card
            if len(table.tell_sprites) == 2:  # drag and drop this one
                pick = table.tell_sprites[table.pick]
                driver.drag(pick.rect.center, geo.cell_centre(table.legal_cells()[0]))
                return
            cell = table.legal_cells()[0]
            driver.click(geo.cell_centre(cell))

    finish(d, act)
    assert d.stats["keys"] == 0
    assert {"twist", "stick"} <= _moves(table)
    assert table.session.game.state.told[0] >= 1  # the human told a theory by mouse
    assert d.stats["drags"] >= 1
    _check_results(d, table)


@pytest.fixture
def pad_app(monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    module = FakeControllers(PAD)
    monkeypatch.setattr(router_module, "_controller_module", lambda: module)
    application = App(AppConfig(speed=0))
    application.open()
    yield application
    application.close()


def test_controller_only_game_spoken(pad_app: App) -> None:
    opts = {"telling": "spoken", "timer": 30}
    flow, d, table = start(pad_app, ("human", "easy", "random"), opts, seed=11)
    pad = Pad(d)
    peeks = []

    def act(driver: Driver) -> None:
        if not ready(driver, table):
            return
        what, detail = decide(table)
        if what == "move":
            if detail == "declare":
                pad.tap("y")
                return
            if table.bar.focused_id() != detail:
                pad.tap("right")  # one step; the next frame looks again
                return
            pad.tap("a")
        elif what == "place":
            if len(table.legal_cells()) > 1:
                pad.tap("up")  # the cursor moves among lit cells
            pad.tap("a")
        else:
            pad.tap("a")
        peeks.append(what)

    finish(d, act)
    assert pad.presses > 0 and d.stats["clicks"] == 0
    assert {"twist", "place"} <= _moves(table)
    assert "place" in peeks and table.session.game.state.told[0] >= 1, " ".join(peeks)
    _check_results(d, table)


def test_random_keys_clicks_and_drags_never_crash_a_table(app: App) -> None:
    """Keys of the controller map and others, clicks and drags, at random moments."""
    import random

    opts = {"telling": "phrases", "timer": 15}
    flow, d, table = start(app, ("human", "random"), opts, seed=5)
    rnd = random.Random(1)
    pool = [pygame.K_t, pygame.K_s, pygame.K_d, pygame.K_l, pygame.K_RETURN, pygame.K_LEFT,
            pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_TAB, pygame.K_1,
            pygame.K_BACKSPACE, pygame.K_y, pygame.K_n, pygame.K_f]
    for i in range(2000):
        if table.session.game.is_over:
            break
        if d.top is not table:  # a menu or the rules opened by a key: back to the table
            d.press(pygame.K_ESCAPE)
        elif i % 3:
            d.step(key(rnd.choice(pool)))
        else:
            pos = (rnd.randrange(1280), rnd.randrange(720))
            if i % 2:
                d.click(pos)
            else:
                d.drag(pos, (rnd.randrange(1280), rnd.randrange(720)))
        nap_while_bots_think()  # the bot thinks in real time
    assert table.session.game.record
