"""Spec §8, §16: the public screen does not tell the room who had an offer. Two games
that differ only in whether member 0 received (and declined) a pact offer show the
public the same film, frame for frame (top bar, portraits, log, animations); the reply
step's top bar names nobody; and a bot's answer takes no bot-paced beat of its own."""

from __future__ import annotations

import hashlib

import pygame

from game.intrigue import plugin
from scenes.intrigue.table import IntrigueTable
from scenes.shell.match.session import Session
from scenes.shell.window.app import App

DT = 1 / 30
NAMES = ["Ada", "Bo", "Cy", "Di"]
# The chair is 3 (seat order 3, 0, 1, 2); members 1 and 2 are humans (nobody at the
# screen between their hand-overs), 3 and 0 are bots.
WHISPERED = ["whisper 3 to 0 that 1.2", "quiet 0"]
OFFERED = ["offer 3 to 0 with 1.2", "decline 0 from 3", "quiet 0"]


def _table() -> IntrigueTable:
    game = plugin.Game.new(plugin.make_config(["random"] * 4, NAMES, {}), 1)
    session = Session(game, ["random", "human", "human", "random"], 0, game_id="intrigue")
    session.hide()
    table = IntrigueTable(session, speed=1.0)
    assert session.display_viewer is None
    return table


def _film(actions: list[str]) -> list[str]:
    """Every distinct public frame (consecutive repeats counted once) while `actions`
    are applied and their events play."""
    table = _table()
    surface = pygame.Surface((1280, 720))
    film: list[str] = []

    def shoot() -> None:
        table.draw(surface)
        frame = hashlib.sha1(pygame.image.tobytes(surface, "RGB")).hexdigest()
        if not film or film[-1] != frame:
            film.append(frame)

    table.resync()
    shoot()
    for text in actions:
        table.session.submit(text)
        table.animate_batch()
        for _ in range(2000):
            if not table.tweens.busy:
                break
            table.tweens.update(DT)
            shoot()
        shoot()
    return film


def test_the_public_film_is_the_same_whether_or_not_a_member_had_an_offer(app: App) -> None:
    assert _film(OFFERED) == _film(WHISPERED)


def test_the_reply_step_top_bar_names_nobody(app: App) -> None:
    table = _table()
    s = table.session
    for text in ["quiet 3", "quiet 0", "quiet 1", "quiet 2"] * 2 + [
            "quiet 3", "quiet 0", "offer 1 to 0 with 2.3", "quiet 2"]:
        s.submit(text)
    assert list(s.game.waiting_for) == [0] and s.game.state.phase == "recess"
    table.resync()
    line = table.phase_line()
    assert "reply step" in line and "?" not in line, line
    assert not any(name in line for name in NAMES), line


def test_a_bots_answer_takes_no_beat_of_its_own(app: App) -> None:
    table = _table()
    table.session.submit("offer 3 to 0 with 1.2")
    assert not table.bot_paced()  # 0 answers first: no pause the room could count
    table.session.submit("decline 0 from 3")
    assert table.bot_paced()  # 0's own move: the same beat as every member's
