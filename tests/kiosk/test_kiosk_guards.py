"""Kiosk guards: only the operator's combination quits; a scene's exception is logged
and the table returns to the attract loop; a burst of errors backs off."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from scenes.paranoid.board import BoardScene
from scenes.shell.kiosk.attract import AttractBanner, TroubleScene
from scenes.shell.kiosk.director import (
    ATTRACT,
    BACKOFF_SECONDS,
    ERROR_BURST,
    GAME,
    TROUBLE,
)
from scenes.shell.kiosk.kiosk_operator import combo_pressed, parse_combo
from scenes.shell.kiosk.quick_start import QuickStartScene
from scenes.shell.screens.scene import Scene
from scenes.shell.window.app import App, AppConfig

from .kiosk_helpers import Table, key, make_table

CTRL, SHIFT, ALT = pygame.KMOD_LCTRL, pygame.KMOD_LSHIFT, pygame.KMOD_LALT


@pytest.fixture
def table(tmp_path: Path) -> Iterator[Table]:
    yield from make_table(tmp_path, stderr=True)


def test_only_the_operator_combination_quits(table: Table) -> None:
    t = table
    t.step()
    refused = [
        pygame.event.Event(pygame.QUIT),
        pygame.event.Event(pygame.WINDOWCLOSE, window=None),
        key(pygame.K_F4, ALT),  # Alt+F4
        key(pygame.K_q, CTRL),  # not the whole combination
        key(pygame.K_q, SHIFT),
        key(pygame.K_w, CTRL | SHIFT),
        key(pygame.K_F11),
    ]
    for event in refused:
        assert t.step(event), pygame.event.event_name(event.type)
    # Esc everywhere: the banner opens the quick start, whose Esc returns to the demo.
    for _ in range(4):
        assert t.step(key(pygame.K_ESCAPE))
    assert t.app.running and not t.app.fullscreen
    t.kiosk.anchor.hooks["quit"]()  # the title's Quit, were it ever reached
    t.step()
    assert t.app.running and len(t.app.stack) > 1
    assert t.step(key(pygame.K_q, CTRL | SHIFT)) is False
    assert not t.app.running


def test_the_combination_comes_from_the_settings(tmp_path: Path) -> None:
    for t in make_table(tmp_path, quit_combo="ctrl+alt+x"):
        t.step()
        assert t.step(key(pygame.K_q, CTRL | SHIFT)), "the default no longer quits"
        assert t.step(key(pygame.K_x, pygame.KMOD_RCTRL | ALT)) is False


def test_combo_parsing() -> None:
    combo = parse_combo("Ctrl + Shift + Q")
    assert combo_pressed(key(pygame.K_q, pygame.KMOD_RCTRL | pygame.KMOD_RSHIFT), combo)
    assert not combo_pressed(key(pygame.K_q, CTRL), combo)
    assert combo_pressed(key(pygame.K_F12, ALT), parse_combo("alt+f12"))
    for bad in ("q", "ctrl+", "hyper+q", "ctrl+nosuchkey"):
        with pytest.raises(ValueError):
            parse_combo(bad)


def test_outside_kiosk_mode_quit_and_errors_behave_as_before() -> None:
    class Broken(Scene):
        def update(self, dt: float) -> None:
            raise RuntimeError("broken scene")

    app = App(AppConfig(speed=0))
    try:
        app.stack.push(Scene())
        assert app.step([], 0.1)
        assert app.step([pygame.event.Event(pygame.QUIT)], 0.1) is False
        app.running = True
        app.stack.push(Broken())
        with pytest.raises(RuntimeError, match="broken scene"):
            app.step([], 0.1)
    finally:
        app.close()


def _in_game(t: Table) -> BoardScene:
    t.step()
    t.step(key(pygame.K_SPACE))
    assert isinstance(t.top, QuickStartScene)
    t.step(key(pygame.K_RETURN))
    t.run(0.5)
    board = t.kiosk.flow.board
    assert t.kiosk.mode == GAME and board is not None
    return board


@pytest.mark.parametrize("where", ["update", "draw", "handle_event"])
def test_an_error_in_a_scene_returns_to_attract(where: str, capfd: pytest.CaptureFixture[str],
                                                table: Table) -> None:
    t = table
    board = _in_game(t)

    def boom(*_args: object) -> None:
        raise ZeroDivisionError(f"injected in {where}")

    target = t.top  # the screen in front (the Plot builder, or the board)
    assert target is not None
    setattr(target, where, boom)
    assert t.step(key(pygame.K_LEFT)) is True
    t.step()
    assert t.app.running and t.kiosk.recoveries == 1
    assert t.kiosk.mode == ATTRACT and isinstance(t.top, AttractBanner)
    assert target.stack is None and board.stack is None
    assert t.kiosk.flow.board is not board
    logged = t.kiosk.log_file.read_text(encoding="utf-8")
    assert "Traceback" in logged and f"injected in {where}" in logged
    assert f"injected in {where}" in capfd.readouterr().err
    t.run(2.0)  # and the new demo plays on
    assert t.app.running and t.kiosk.recoveries == 1
    assert len(t.kiosk.flow.board.session.game.record) > 0


def test_repeated_errors_back_off_instead_of_spinning(table: Table,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    t = table
    t.step()

    def boom(self: AttractBanner, dt: float) -> None:
        raise RuntimeError("the attract loop is broken")

    # The banner is on every demo, whichever game the kiosk deals next (a board class
    # would only break the demos of its own game).
    monkeypatch.setattr(AttractBanner, "update", boom)
    frames = 0
    while t.kiosk.mode != TROUBLE:
        t.step()
        frames += 1
        assert frames < 50, "no back-off"
    assert t.kiosk.recoveries == ERROR_BURST + 1
    assert isinstance(t.top, TroubleScene)
    t.run(BACKOFF_SECONDS - 1.0)  # still broken, but nothing is retried meanwhile
    assert t.kiosk.recoveries == ERROR_BURST + 1 and isinstance(t.top, TroubleScene)
    assert t.app.running
    monkeypatch.undo()  # the fault clears; after the pause the demo comes back
    t.run(2.0)
    assert t.kiosk.mode == ATTRACT and isinstance(t.top, AttractBanner)
    t.run(2.0)
    assert len(t.kiosk.flow.board.session.game.record) > 0
    assert t.kiosk.recoveries == ERROR_BURST + 1


def test_a_bot_fall_back_reaches_the_operator_log(table: Table) -> None:
    """A runaway search or a worker fall-back is logged by `game.bots`: the operator reads
    it in the kiosk's log file, not only on a stderr nobody watches."""
    logging.getLogger("game.bots").warning("runaway guard fired in a test search")
    for handler in logging.getLogger("game.bots").handlers:
        handler.flush()
    assert "runaway guard fired in a test search" in table.kiosk.log_file.read_text(
        encoding="utf-8")
