"""The Pontoon table's still layer (scenes/pontoon/frame.py, layer.py, issue 13): every
frame drawn from the layer must equal the frame drawn in order, directly (`paint`), and
a change that shows on screen must show at once: these tests fail when the layer's key
misses it (the old picture would come from the layer)."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from game.pontoon.game import Game
from game.pontoon.plugin import make_config
from scenes.pontoon import bench
from scenes.pontoon.layer import Recorder
from scenes.pontoon.table import PontoonTable
from scenes.shell.match.session import Session
from scenes.shell.screens.stack import SceneStack


def raw(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBX")


def direct(table: PontoonTable, like: pygame.Surface) -> bytes:
    """The frame drawn in order, without the layer."""
    out = pygame.Surface(like.get_size(), 0, like)
    table.paint(out)
    return raw(out)


def settle(table: PontoonTable, screen: pygame.Surface, frames: int = 3) -> None:
    for _ in range(frames):
        table.draw(screen)
    assert table.__dict__.get("_layer") is not None, "a still table draws from its layer"


def test_busy_frames_equal_frames_drawn_in_order() -> None:
    app, table = bench.build(4, 3)
    try:
        bench.motion(table)
        layered = 0
        for i in range(200):
            pygame.event.pump()
            app.stack.update(1 / 60)
            app.stack.draw(app.screen)
            layer = table.__dict__.get("_layer")
            if i >= 20 and i % 3 == 0:
                assert raw(app.screen) == direct(table, app.screen), f"frame {i}"
                layered += layer is not None and table.__dict__["_last_key"] == layer.key
        assert layered > 50, "the busy frames come from the layer"
    finally:
        app.close()


def test_recorded_steps_redraw_the_layer() -> None:
    app, table = bench.build(4, 3)
    try:
        bench.motion(table)
        for _ in range(30):
            app.stack.update(1 / 60)
            app.stack.draw(app.screen)
        layer = table.__dict__["_layer"]
        again = Recorder(app.screen)
        for fn, args, kw in layer.steps:
            fn(again, *args, **kw)
        assert raw(again) == raw(layer.image), "a step drawn on the layer was not noted"
    finally:
        app.close()


@pytest.fixture()
def hot_seat() -> tuple[SceneStack, PontoonTable, pygame.Surface]:
    """Two humans and a bot in the Pontoon phase, the first human at the screen."""
    pygame.display.init()
    pygame.font.init()
    seats = ["human", "human", "medium"]
    for seed in range(1, 40):
        session = Session(Game.new(make_config(seats, ["Ada", "Boris", "Cleo"], {}), seed),
                          seats, seed)
        stack = SceneStack()
        table = PontoonTable(session, speed=0)
        stack.push(table)
        for _ in range(40):
            stack.apply_pending()
            stack.update(0.016)
            if session.human_to_act and session.display_viewer == session.to_act:
                break
            if session.to_act is not None and not session.human_to_act:
                session.bot_step()
        if session.human_to_act and session.display_viewer == session.to_act \
                and table.obs.phase == "play":
            table.resync()
            return stack, table, pygame.Surface((1280, 720))
    raise AssertionError("no hot-seat position")


def shows_at_once(table: PontoonTable, screen: pygame.Surface,
                  change: Callable[[], None]) -> None:
    settle(table, screen)
    before = raw(screen)
    change()
    table.draw(screen)
    want = direct(table, screen)
    assert want != before, "the change shows on screen"
    assert raw(screen) == want, "the layer's key missed a change that shows"
    settle(table, screen)  # and once it holds, from the layer again
    assert raw(screen) == want


def key(k: int, kind: int = pygame.KEYDOWN) -> pygame.event.Event:
    return pygame.event.Event(kind, key=k, mod=0, unicode="", scancode=0)


def test_peek_shows_and_hides_hole_cards_at_once(hot_seat) -> None:
    _, table, screen = hot_seat
    shows_at_once(table, screen, lambda: table.handle_event(key(pygame.K_p)))
    assert table.peeking
    shows_at_once(table, screen, lambda: table.handle_event(key(pygame.K_p, pygame.KEYUP)))
    assert not table.peeking


def test_viewer_change_hides_the_last_viewers_cards(hot_seat) -> None:
    _, table, screen = hot_seat
    table.peeking = True
    settle(table, screen)
    session = table.session
    other = next(p for p in range(table.n) if p != session.display_viewer
                 and session.seats[p] == "human")
    shows_at_once(table, screen, lambda: setattr(session, "_confirmed", other))


def test_button_hover_and_focus_show_at_once(hot_seat) -> None:
    _, table, screen = hot_seat
    button = table.bar.buttons[-1]
    shows_at_once(table, screen, lambda: table.handle_event(pygame.event.Event(
        pygame.MOUSEMOTION, pos=button.rect.center, rel=(0, 0), buttons=(0, 0, 0))))
    table.handle_event(key(pygame.K_RIGHT))
    shows_at_once(table, screen, lambda: table.handle_event(key(pygame.K_RIGHT)))


def test_hint_and_a_card_moving_in_the_hand_show_at_once(hot_seat) -> None:
    _, table, screen = hot_seat
    shows_at_once(table, screen, lambda: table.say("Something to say"))
    sprite = table.hand_sprites[0][0][0]
    shows_at_once(table, screen, lambda: setattr(sprite, "y", sprite.y - 20))


def test_board_hover_and_tiles_show_at_once() -> None:
    from scenes.pontoon import geometry as geo

    app, table = bench.build(4, 3)
    try:
        screen = app.screen
        cell = next(c for c, t in table.tiles.items() if t.landed)
        shows_at_once(table, screen, lambda: table.handle_event(pygame.event.Event(
            pygame.MOUSEMOTION, pos=geo.cell_centre(cell), rel=(0, 0), buttons=(0, 0, 0))))
        tile = table.tiles[cell]
        shows_at_once(table, screen, lambda: setattr(tile, "angle", tile.angle + 90))
        shows_at_once(table, screen, lambda: setattr(tile, "owner", (tile.owner + 1) % table.n))
        shows_at_once(table, screen, lambda: setattr(tile, "landed", False))  # framed neighbours
    finally:
        app.close()


def test_scores_and_rank_labels_show_at_once(hot_seat) -> None:
    _, table, screen = hot_seat
    table.rank_labels[(0, 0)] = "a pair of nines"
    shows_at_once(table, screen, lambda: table.rank_labels.__setitem__((1, 0), "twenty"))
    public = table.public
    scores = tuple(s + 7 for s in public.scores)
    shows_at_once(table, screen, lambda: setattr(table, "public", type(public)(
        **{**public.__dict__, "scores": scores})))


def test_telling_panel_changes_show_at_once() -> None:
    app, table = bench.build(4, 3)
    try:
        screen = app.screen
        shows_at_once(table, screen, lambda: setattr(table, "theory_shown", (0, "It was them")))
        table.theory_shown = None
        sprite = table.tell_sprites[0]
        shows_at_once(table, screen, lambda: setattr(sprite, "x", sprite.x + 30))
        shows_at_once(table, screen, lambda: setattr(table, "clock", 12.0))
        shows_at_once(table, screen, lambda: setattr(table, "clock", 3.0))
    finally:
        app.close()


def test_recorder_notes_every_way_of_drawing() -> None:
    pygame.display.init()
    like = pygame.Surface((100, 100))
    rec = Recorder(like)
    rec.fill((10, 20, 30))
    rec.fill((200, 0, 0), pygame.Rect(5, 5, 10, 10))
    img = pygame.Surface((8, 8))
    img.fill((0, 0, 200))
    rec.blit(img, pygame.Rect(50, 50, 8, 8))
    rec.blits([(img, (20, 20)), (img, (30, 30))])
    rec.fblits([(img, (40, 40))])
    from scenes.pontoon.layer import shape

    shape(pygame.draw.rect, rec, (0, 200, 0), (60, 60, 20, 20), 3, border_radius=6)
    again = Recorder(like)
    for fn, args, kw in rec.steps:
        fn(again, *args, **kw)
    assert len(rec.steps) == 7 and raw(again) == raw(rec)
