"""The kiosk's director's cut (spec §16): a bots-only Intrigue game shows the public table
plus, after each vote, who really spread the rumour; the recess runs by and each vote's
reveal holds the screen, so the demo at frame 3000 (issue 23's screenshot) shows a vote
mid-reveal by design, whatever the seed."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.core.contract import EVERYONE
from scenes.intrigue import places as pl
from scenes.intrigue.table import IntrigueTable
from scenes.shell.match.flow import Flow
from scenes.shell.window.app import App, AppConfig

DT = 1 / 60  # main.py's frame at 60 frames a second


@pytest.fixture()
def app() -> Iterator[App]:
    application = App(AppConfig(speed=1.0))
    application.open()
    yield application
    application.close()


def _demo(app: App, seed: int) -> IntrigueTable:
    flow = Flow(app.stack, speed=1.0, music=False, seed=seed)
    app.stack.push(flow.title())
    app.step([], DT)
    app.stack.apply_pending()
    flow.start_demo(seed=seed, autosave=False, game="intrigue")
    app.step([], DT)
    app.stack.apply_pending()
    table = flow.board
    assert isinstance(table, IntrigueTable)
    assert table.session.display_viewer == EVERYONE and table.director()

    def run_bot() -> None:
        """The bot to act decides at once: at 60 frames a second a think is a frame or
        two, while this loop's frames take no real time at all."""
        s = table.session
        p, bot = s.to_act, s.bot_to_act()
        if bot is not None and p is not None:
            table.apply_action(bot.choose(s.game.observe(p), s.game.legal_actions(p)))

    table.run_bot = run_bot  # type: ignore[method-assign]
    return table


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_demo_at_frame_3000_is_in_a_ballot_reveal(app: App, seed: int) -> None:
    table = _demo(app, seed)
    revealing = 0
    for frame in range(2, 3001):
        app.step([], DT)
        app.stack.apply_pending()
        if frame > 1800:
            revealing += table.in_reveal()
    assert app.stack.top is table
    assert table.in_reveal(), "frame 3000 shows no vote's reveal"
    # The design, not luck: most of the show is reveals.
    assert revealing >= 0.8 * 1200, f"only {revealing} of 1200 frames in a reveal"


def test_the_card_names_the_real_spreader_and_nothing_else_private_shows(app: App) -> None:
    table = _demo(app, 3)
    cards = 0
    for _ in range(4000):
        app.step([], DT)
        app.stack.apply_pending()
        card = next((e for e in table.effects if e.kind == "card"), None)
        if card is not None and cards == 0:
            state = table.session.game.state
            last = state.votes[-1]
            subject, slot = last[2], last[3]
            spreader = state.spreader[subject * 12 + slot]
            assert f"{table.name(spreader)} spread it" in card.data["lines"][2]
            cards += 1
        if cards and not table.tweens.busy:
            break
    assert cards == 1
    # Under the verdict it holds (the hands, the card: the cut's effects), the cut draws
    # the public table: its still picture, outside the desk panel, is the public view's
    # pixel for pixel.
    def still() -> bytes:
        table.touch()
        surface = pygame.Surface((1280, 720))
        table.draw_still(surface)
        surface.fill((0, 0, 0), pl.DESK)
        return pygame.image.tobytes(surface, "RGB")

    table.resync()  # the game as it is now (a bot may have moved since the last batch)
    director = still()
    table.session._confirmed = None
    table.resync()
    assert still() == director
