"""The Plot builder's coach (issue 33, spec §3.2): in a solo Paranoid game the builder
has a "? Hint" button; `?` (or L3, or the button) brings the hard bot's whole Plot with
gold rings and a panel; Enter takes it as the draft (counted once), Done still hides
it; Esc puts the panel away, not the builder's menu. With hints off, or at a curtainless
screen two humans share, there is no button and `?` asks nothing."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pygame
import pytest

from game.core.hints import hint_seed
from game.paranoid import Options
from game.paranoid.hints import PlotHint, plot_hint
from game.paranoid.plots import plot_problem
from game.paranoid.state import PLOT
from scenes.paranoid.board import BoardScene
from scenes.paranoid.plot_builder import PlotBuilderScene
from scenes.paranoid.plot_coach import MINI, MINI_GAP, TAKEN
from scenes.shell.match.flow import Flow
from scenes.shell.match.hints import EDGE
from scenes.shell.menus.setup_model import Setup
from scenes.shell.window.app import App, AppConfig
from scenes.ui import canvas, prompts, text, theme
from scenes.ui import input as router_module
from tests.kiosk.test_input import FakeControllers
from tests.render_scale import decide_at_once

GAME = "paranoid-delusions"
DT = 1 / 60
PAD = 0
ALL_RULES = {"aliens": True, "corporations": True, "delusions": True}


def key(k: int, unicode: str = "", mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0)


QUESTION = key(pygame.K_SLASH, "?", pygame.KMOD_SHIFT)
ENTER = key(pygame.K_RETURN, "\r")
ESC = key(pygame.K_ESCAPE, "\x1b")


def click(pos: tuple[int, int], button: int = 1) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button, touch=False)


@pytest.fixture
def app(monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    # A fake controller (there is no device here): its L3 goes through the real router.
    monkeypatch.setattr(router_module, "_controller_module", lambda: FakeControllers(PAD))
    application = App(AppConfig(speed=0))
    application.open()
    yield application
    application.close()


def open_builder(app: App, seats: tuple[str, ...], *, hints: bool | None = None,
                 curtain: bool = True, options: dict | None = None,
                 seed: int = 5) -> tuple[BoardScene, PlotBuilderScene]:
    """A new Paranoid game up to the first human's Plot builder, read for a moment."""
    flow = Flow(app.stack, speed=0, music=False, game=GAME)
    app.stack.push(flow.title())
    app.step([], DT)
    names = tuple(f"P{i}" for i in range(len(seats)))
    board = flow.start(Setup(GAME, seats, names, options or {}), seed, autosave=False)
    assert isinstance(board, BoardScene)
    if hints is not None:
        board.session.hints_on = hints
    board.handover_curtain = curtain
    board.bot_pace = 0.0
    decide_at_once(board)
    enter = key(pygame.K_RETURN, "\r")
    for _ in range(600):
        top = app.stack.top
        if isinstance(top, PlotBuilderScene):
            break
        # A shared screen's curtain: the human says they are there.
        app.step([enter] if top is not board else [], DT)
        app.stack.apply_pending()
    builder = app.stack.top
    assert isinstance(builder, PlotBuilderScene), app.stack.scenes
    for _ in range(20):  # past the input guard of a screen just shown
        app.step([], DT)
    return board, builder


def wait_for_hint(app: App, builder: PlotBuilderScene) -> PlotHint:
    end = time.monotonic() + 30  # the worker thinks in real time (a thread in tests)
    while builder.coach.hint is None and time.monotonic() < end:
        assert builder.coach.worker is not None, "nobody is asking"
        app.step([], DT)
        time.sleep(0.005)
    assert builder.coach.hint is not None, "the coach never answered"
    return builder.coach.hint


def expected_hint(builder: PlotBuilderScene) -> PlotHint:
    s, seat = builder.session, builder.player
    seed = hint_seed(s.bot_seed, seat, len(s.game.record))
    h = plot_hint(s.game.observe(seat), s.game.legal_actions(seat), seat, seed)
    assert isinstance(h, PlotHint)
    return h


def drawn(app: App) -> pygame.Surface:
    frame = canvas.Surface((1280, 720))
    app.stack.draw(frame)
    return canvas.plain(frame)


def footer(builder: PlotBuilderScene) -> str:
    """The builder's controls line for the keyboard."""
    return prompts.hint(builder.coach.controls(prompts.SCENE_HINTS["plot_builder"]),
                        router_module.KEYBOARD)


def gold_share(frame: pygame.Surface, rect: pygame.Rect) -> float:
    """The share of the pixels just inside `rect`'s edge that are the coach's gold."""
    edge = [(x, rect.top + 1) for x in range(rect.left + 10, rect.right - 10)]
    gold = sum(1 for p in edge if tuple(frame.get_at(p))[:3] == EDGE)
    return gold / len(edge)


def test_solo_the_coachs_plot_is_taken_then_done_hides_it(app: App) -> None:
    board, builder = open_builder(app, ("human", "medium", "medium"))
    s = board.session
    assert s.hints_on and len(s.humans) == 1
    rect = builder.coach.button_rect()
    assert rect is not None and pygame.Rect(theme.SAFE_AREA).contains(rect)
    assert not any(rect.colliderect(b) for b in builder.buttons.values())
    assert not any(rect.colliderect(c.rect) for c in builder.cells)
    assert gold_share(drawn(app), rect) > 0.9, "the button is drawn"
    assert "?: hint" in footer(builder), "the controls line names the key"
    before = list(builder.draft)
    app.step([QUESTION], DT)
    hint = wait_for_hint(app, builder)
    assert hint == expected_hint(builder)
    assert builder.draft == before, "a hint changes nothing by itself"
    frame = drawn(app)
    assert gold_share(frame, builder.coach.panel) > 0.9, "the panel is drawn"
    assert pygame.Rect(theme.SAFE_AREA).contains(builder.coach.panel)
    assert not builder.coach.panel.colliderect(builder.buttons["done"])
    app.step([ENTER], DT)
    assert builder.coach.hint is None and app.stack.top is builder, "Done is the player's"
    assert builder.draft == list(hint.plot) and builder.focus == "done"
    assert s.hints_taken == {builder.player: 1}
    assert builder.message == TAKEN
    # Asked and taken again: the same decision, counted once.
    app.step([QUESTION], DT)
    wait_for_hint(app, builder)
    app.step([ENTER], DT)
    assert s.hints_taken == {builder.player: 1}
    seat = builder.player
    app.step([ENTER], DT)  # the focus is on Done
    assert builder.submitted
    plot = s.game.state.plots[seat]
    assert sorted(plot) == sorted(hint.plot)
    assert plot_problem(plot, Options(), ()) is None
    assert s.game.state.phase == PLOT or seat != s.to_act


def test_the_button_and_l3_ask_and_the_panel_answers_clicks(app: App) -> None:
    board, builder = open_builder(app, ("human", "medium", "medium"), options={"aliens": True})
    rect = builder.coach.button_rect()
    assert rect is not None
    app.step([click(rect.center)], DT)
    assert builder.coach.worker is not None or builder.coach.hint is not None
    hint = wait_for_hint(app, builder)
    assert hint == expected_hint(builder)
    no = builder.coach.panel.bottomright  # "No thanks" lies at the panel's foot, right
    app.step([click((no[0] - 80, no[1] - 26))], DT)
    assert builder.coach.hint is None and board.session.hints_taken == {}
    # A controller's L3 arrives as the Hint key.
    app.step([pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=PAD,
                                 button=pygame.CONTROLLER_BUTTON_LEFTSTICK, timestamp=0)], DT)
    app.step([pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=PAD,
                                 button=pygame.CONTROLLER_BUTTON_LEFTSTICK, timestamp=0)], DT)
    assert wait_for_hint(app, builder) == hint
    take = builder.coach.panel.bottomright
    app.step([click((take[0] - 176 - 75, take[1] - 26))], DT)  # "Take it"
    assert builder.draft == list(hint.plot) and board.session.hints_taken == {0: 1}


def test_esc_puts_the_panel_away_not_the_builder(app: App) -> None:
    board, builder = open_builder(app, ("human", "medium", "medium"))
    app.step([QUESTION], DT)
    hint = wait_for_hint(app, builder)
    app.step([key(pygame.K_r, "r")], DT)  # the draft may change under the hint...
    assert builder.coach.hint == hint, "...and the rings stay"
    drafted = list(builder.draft)
    app.step([ESC], DT)
    app.stack.apply_pending()
    assert builder.coach.hint is None and app.stack.top is builder
    assert builder.draft == drafted and board.session.hints_taken == {}
    app.step([QUESTION], DT)
    wait_for_hint(app, builder)
    app.step([click((640, 360), button=3)], DT)  # a right-click, too
    assert builder.coach.hint is None and app.stack.top is builder
    app.step([ESC], DT)  # no panel now: Esc is the menu again
    app.stack.apply_pending()
    assert app.stack.top is not builder


@pytest.mark.parametrize("seats,hints,curtain", [
    (("human", "medium", "medium"), False, True),  # hints off
    (("human", "human", "medium"), True, False),  # two humans, one screen, no curtain
])
def test_no_coach_where_the_table_has_none(app: App, seats: tuple[str, ...], hints: bool,
                                           curtain: bool) -> None:
    board, builder = open_builder(app, seats, hints=hints, curtain=curtain)
    assert not board.coach.offered()
    assert builder.coach.button_rect() is None and "hint" not in footer(builder)
    before, frame = list(builder.draft), drawn(app)
    app.step([QUESTION], DT)
    for _ in range(10):
        app.step([], DT)
    assert builder.coach.worker is None and builder.coach.hint is None
    assert builder.draft == before and board.session.hints_taken == {}
    assert app.stack.top is builder
    assert pygame.image.tobytes(drawn(app), "RGB") == pygame.image.tobytes(frame, "RGB")


def test_two_humans_behind_a_curtain_get_the_coach(app: App) -> None:
    board, builder = open_builder(app, ("human", "human", "medium"), hints=True, curtain=True)
    assert board.coach.offered() and builder.coach.button_rect() is not None
    app.step([QUESTION], DT)
    assert wait_for_hint(app, builder) == expected_hint(builder)


def test_the_panel_and_button_keep_their_places_at_both_text_sizes(app: App,
                                                                     text_size: float) -> None:
    _, builder = open_builder(app, ("human", "medium", "medium"), options=ALL_RULES)
    safe = pygame.Rect(theme.SAFE_AREA)
    button = builder.coach.button_rect()
    assert button is not None and safe.contains(button)
    app.step([QUESTION], DT)
    hint = wait_for_hint(app, builder)
    side = [*builder.buttons.values(), *builder.draft_rects()]
    for top in (False, True):  # wherever it lies: inside the safe area, off the side panel
        panel = builder.coach.panel.copy()
        if top:
            panel.top = safe.top
        assert safe.contains(panel) and not panel.collidelistall(side), (text_size, panel)
    title = text.font(18).size("Coach's hint")[0]
    minis = len(hint.plot) * (MINI + MINI_GAP)
    assert 18 + title + 18 + minis < builder.coach.panel.width - 18, "the small Plot fits"
