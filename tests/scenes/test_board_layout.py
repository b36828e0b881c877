"""Nothing on the board covers anything else: Accuse tabs, seat headers, zone names."""

from __future__ import annotations

import random

import pygame
import pytest

from game.paranoid import Game, GameConfig
from game.paranoid.actions import Accuse
from scenes.paranoid.board import BoardScene
from scenes.shell.match.session import Session
from scenes.shell.window.app import App
from scenes.ui import text, theme


def _board_with_accusations(app: App, players: int, seed: int) -> BoardScene | None:
    """A board where the human (seat 0) may accuse and holds two or more Accusations."""
    game = Game.new(GameConfig(players=players), seed)
    session = Session(game, ["human"] + ["random"] * (players - 1), seed)
    rnd = random.Random(seed)
    while not game.is_over:
        legal = game.legal_actions()
        if (game.current_player == 0 and any(isinstance(a, Accuse) for a in legal)
                and len(game.observe(0).accusations) >= 2):
            session.shown.clear()
            board = BoardScene(session, speed=0)
            app.stack.push(board)
            app.step([], 0.05)
            return board
        session.submit(rnd.choice(legal))
    return None


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_accuse_tabs_never_cover_a_counter(app: App, players: int) -> None:
    checked = 0
    for seed in range(1, 60):
        board = _board_with_accusations(app, players, seed)
        if board is None:
            continue
        me = board.session.display_viewer
        assert me == 0
        for i, row in board.view.acc_rows[me].items():
            tab = board._accuse_button(row)
            placed = board.view.zones[("acc", me, i)]
            assert all(not tab.colliderect(p.rect) for p in placed), (seed, i)
            assert tab.right <= board.layout.seats[me].accusations.right
            if len(placed) <= 3:  # a plain Group + Method + Goal sits without overlap
                rects = [p.rect for p in placed]
                assert all(not a.colliderect(b) for k, a in enumerate(rects)
                           for b in rects[k + 1:]), (seed, i)
            checked += 1
        app.stack.pop(board)
        app.stack.apply_pending()
        if checked >= 4:
            break
    assert checked, "no position with an Accusation to check"


@pytest.mark.parametrize("name, kind", [("Player 6", "medium"), ("Bartholomew-Smythe", "hard"),
                                        ("Ann", "human"), ("W" * 16, "human")])
@pytest.mark.parametrize("room", [60, 140, 260])
def test_seat_label_fits_its_room(name: str, kind: str, room: int) -> None:
    label, px = BoardScene._seat_label(name, kind, room)
    assert text.font(px).size(label)[0] <= room
    assert label.startswith(name[:1])
    if kind != "human" and room >= 100:  # (a 5–6 player seat has 136 px)
        assert label.endswith("bot)")  # at 5–6 players too: a bot seat always says so
    assert px >= theme.SMALL_PX - 4  # never shrunk below readable


def test_f1_opens_the_rules_over_the_board_and_esc_comes_back(app: App) -> None:
    """F1 is also what a controller's Back button sends (scenes/input.py)."""
    from scenes.shell.match.rules import RulesScene
    from tests.scenes.scene_driver import key

    board = next(b for seed in range(1, 60) if (b := _board_with_accusations(app, 4, seed)))
    app.step([], 0.3)  # a person reads the new screen first (the input guard)
    app.step([key(pygame.K_F1)], 0.05)
    app.step([], 0.05)
    assert isinstance(app.stack.top, RulesScene)
    app.step([], 0.3)
    app.step([key(pygame.K_ESCAPE)], 0.05)
    app.step([], 0.05)
    assert app.stack.top is board


def test_the_menu_button_opens_the_pause_menu_by_mouse_alone(app: App) -> None:
    from scenes.shell.match.flow import Flow
    from scenes.shell.match.pause import PauseScene
    from tests.scenes.scene_driver import down, up

    flow = Flow(app.stack, music=False, speed=0)
    app.stack.push(flow.title(music=False))
    board = flow.start_demo(seed=3, autosave=False)
    app.step([], 0.05)
    app.step([], 0.3)  # a person reads the new screen first (the input guard)
    centre = board.menu_rect().center
    app.step([down(centre), up(centre)], 0.05)
    app.step([], 0.05)
    assert isinstance(app.stack.top, PauseScene)


def test_take_back_by_mouse_and_the_status_line_gives_way(app: App) -> None:
    """A Place can be taken back with the HUD button; the status line never runs
    under a button (it is shortened instead)."""
    from game.paranoid.actions import Place
    from scenes.paranoid.board import UNDO
    from tests.scenes.scene_driver import down, up

    board = next(b for seed in range(1, 60) if (b := _board_with_accusations(app, 4, seed)))
    session = board.session
    place = next(a for a in session.legal() if isinstance(a, Place))
    before = session.game.dumps()
    board.submit(place)
    for _ in range(40):
        app.step([], 0.05)
    assert session.can_undo()
    centre = board.undo_rect().center
    app.step([down(centre), up(centre)], 0.05)
    assert session.game.dumps() == before
    cut = text.ellipsize("word " * 80, theme.SMALL_PX, 300)
    assert cut.endswith("…")
    assert text.font(theme.SMALL_PX).size(cut)[0] <= 300
    assert UNDO not in board._button_rects()


def test_text_fitting_helpers() -> None:
    pygame.font.init()
    assert text.ellipsize("short", theme.SMALL_PX, 500) == "short"
    one_word = text.ellipsize("W" * 40, theme.SMALL_PX, 120)  # no space: cut at a letter
    assert one_word.endswith("…") and text.font(theme.SMALL_PX).size(one_word)[0] <= 120
    line = "Conspiracy Theory Pontoon"
    px = text.shrink_to_fit(line, 40, 300, 16)
    assert text.font(px).size(line)[0] <= 300 and px <= 40
    assert text.shrink_to_fit(line, 40, 10, 16) == 16  # never below the smallest


@pytest.mark.parametrize("players", [3, 6])
def test_every_bot_seat_shows_its_level_or_none_does(app: App, players: int,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """A short bot name beside a long one: 'Al (medium bot)' next to 'Bartholomew-Smythe
    (bot)' would read as two kinds of bot; the level is shown on all or on none."""
    names = ("Ann", "Al", "Bartholomew-Smythe", "Bo", "Cy", "Di")[:players]
    seats = ["human", "medium", "hard", "easy", "medium", "hard"][:players]
    game = Game.new(GameConfig(players=players, names=names), 5)
    labels: list[str] = []
    real = BoardScene._seat_label

    def noted(name: str, kind: str, room: int, *level: bool) -> tuple[str, int]:
        label, px = real(name, kind, room, *level)
        labels.append(label)
        return label, px

    monkeypatch.setattr(BoardScene, "_seat_label", staticmethod(noted))
    app.stack.push(BoardScene(Session(game, seats, 5), speed=0))
    app.step([], 0.05)
    bots = [label for label in labels[:players] if label.endswith("bot)")]
    assert len(bots) == players - 1
    with_level = [label for label in bots if not label.endswith(" (bot)")]
    assert with_level in ([], bots), bots
    if players == 6:
        assert not with_level  # the long name has no room for it at six seats
