"""The window title names the game being played (issue 22, "Every game"): taken from the
game's registry record while its table (or its setup, rules or results) is up, and the
program's name again once the player is back on the title screen."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.core import registry
from scenes.shell.match.session import Session
from scenes.shell.screens.scene import Scene
from scenes.shell.screens.services import Services
from scenes.shell.window.app import App, AppConfig
from scenes.ui.sound import Sound

DT = 1 / 60
PROGRAM = AppConfig().title


@pytest.fixture
def app() -> Iterator[App]:
    application = App(AppConfig(speed=0), Services(sound=Sound(enabled=False)))
    application.open()
    yield application
    application.close()


def _table(game_id: str) -> Scene:
    info = registry.get(game_id)
    plugin = registry.plugin(game_id)
    seats = ["human"] + ["random"] * (info.min_players - 1)
    config = plugin.make_config(seats, [f"Player {i + 1}" for i in range(len(seats))], {})
    session = Session(plugin.Game.new(config, 7), seats, 7, game_id=game_id)
    table: Scene = registry.load(info.table)(session, speed=0)
    return table


def test_the_program_is_named_off_a_game(app: App) -> None:
    app.stack.push(Scene())  # a title-like screen naming no game
    app.step([], DT)
    assert pygame.display.get_caption()[0] == PROGRAM
    assert "Paranoid" not in PROGRAM  # the program, not its first game


@pytest.mark.parametrize("game_id", [g.id for g in registry.games()])
def test_the_title_names_the_game_and_goes_back(app: App, game_id: str) -> None:
    title = registry.get(game_id).title
    home = Scene()
    app.stack.push(home)
    app.step([], DT)
    table = _table(game_id)
    app.stack.push(table)
    app.step([], DT)
    assert pygame.display.get_caption()[0] == f"{title} \u2014 {PROGRAM}"
    cover = Scene()  # a curtain or pause over the table names no game itself
    app.stack.push(cover)
    app.step([], DT)
    assert title in pygame.display.get_caption()[0]
    app.stack.pop(cover)
    app.stack.pop(table)
    app.step([], DT)
    assert pygame.display.get_caption()[0] == PROGRAM
