"""Paranoid Delusions drawn at render scale 1.5 (a 1920×1080 window, issue 22).

- Its screens (the table, "Z: all", a tooltip, the Plot builder, the results) at 1.5,
  shrunk back to 1280×720, are the 1.0 picture: the same panels and counters at the
  same places, and nothing drawn at 1× and enlarged.
- A window resized mid-game (the render scale changes under a running table): the
  board's kept pictures (the table, the bar, the log, a tooltip's box) and the
  tutorial's veil are drawn again at the new scale, not enlarged soft from the old one.
"""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import pygame
import pytest

from scenes.paranoid import tooltips
from scenes.paranoid.board import BoardScene
from scenes.paranoid.plot_builder import PlotBuilderScene
from scenes.paranoid.zoom import MADE
from scenes.shell.match.flow import Flow
from scenes.shell.window.app import App, AppConfig
from scenes.ui import canvas, text
from tests.render_scale import decide_at_once

GAME = "paranoid-delusions"
DT = 1 / 60
# Compared as thumbnails of 8×8 layout pixels: the share of them whose colour differs by
# over 40 (of 255). Measured: 0.3–0.8% on these screens (letters hinted a little wider
# or narrower at 1.5 move centred lines by a pixel or two); the "Z: all" panel sized
# from the frame's pixels, or a tooltip 30 px off at 1.5, is 3.3–4.4%.
THUMB = 8
APART = 40
MOST_APART = 0.02


@pytest.fixture
def scales() -> Iterator[None]:
    yield
    canvas.set_scale(1.0)
    text.clear_cache()


def _open(scale: float) -> tuple[App, Flow]:
    canvas.set_scale(scale)
    text.clear_cache()
    app = App(AppConfig(speed=0))
    app.open()
    flow = Flow(app.stack, speed=0, music=False, game=GAME)
    app.stack.push(flow.title())
    return app, flow


def _run(app: App, frames: int) -> None:
    for _ in range(frames):
        app.stack.apply_pending()
        app.stack.update(DT)


def _shot(app: App) -> np.ndarray:
    """The whole stack drawn on a frame of the current scale, as 720p pixels."""
    frame = canvas.Surface((1280, 720))
    app.stack.draw(frame)
    pixels = canvas.plain(frame)
    if pixels.get_size() != (1280, 720):
        pixels = pygame.transform.smoothscale(pixels, (1280, 720))
    return pygame.surfarray.array3d(pixels).astype(np.int16)


def _screens(scale: float) -> dict[str, np.ndarray]:
    """A bots' game at `scale`: the table mid-game with a tooltip shown, then at the end
    its "Z: all" page and the results; and a tutorial's Plot builder."""
    app, flow = _open(scale)
    shots: dict[str, np.ndarray] = {}
    try:
        board = flow.start_demo(["medium"] * 4, seed=7, autosave=False, game=GAME)
        assert isinstance(board, BoardScene)
        # A bot in its worker answers in real time: how far 240 frames get would depend on
        # the machine's load, and the two scales would be shot at different moves.
        decide_at_once(board)
        _run(app, 240)
        assert not board.session.game.is_over, "the table is shot mid-game"
        board.tooltip.point("tip", pygame.Rect(300, 200, 40, 40), tooltips.catalogue_tip(3))
        board.tooltip.waited = 5.0
        shots["table"] = _shot(app)
        board.tooltip.clear()
        for _ in range(3000):
            if board.session.game.is_over:
                break
            _run(app, 10)
        _run(app, 60)
        shots["results"] = _shot(app)
        board.open_zoom(MADE)
        frame = canvas.Surface((1280, 720))
        board.draw(frame)
        pixels = canvas.plain(frame)
        shots["every accusation"] = pygame.surfarray.array3d(
            pygame.transform.smoothscale(pixels, (1280, 720))).astype(np.int16)
        flow.start_tutorial(GAME)
        _run(app, 5)
        app.stack.pop()  # the coach: an ordinary game goes on, to the Plot builder
        _run(app, 60)
        shots["plot builder"] = _shot(app)
        if scale != 1.0:
            assert not canvas.enlarged(), f"drawn at 1x and enlarged: {canvas.enlarged()}"
    finally:
        app.close()
    return shots


def test_screens_at_1_5_are_the_720p_screens(scales: None) -> None:
    plain, big = _screens(1.0), _screens(1.5)
    for name, pixels in plain.items():
        gap = np.abs(_thumbs(big[name]) - _thumbs(pixels)).max(axis=2)
        apart = float((gap > APART).mean())
        assert apart < MOST_APART, f"{name}: {apart:.1%} of it is not where it is at 1.0"


def _thumbs(pixels: np.ndarray) -> np.ndarray:
    w, h = 1280 // THUMB, 720 // THUMB
    return pixels.reshape(w, THUMB, h, THUMB, 3).mean(axis=(1, 3))


def test_a_resize_mid_game_draws_the_table_again_at_the_new_scale(scales: None) -> None:
    app, flow = _open(1.0)
    try:
        board = flow.start_demo(["medium"] * 4, seed=7, autosave=False, game=GAME)
        _run(app, 120)
        board.tooltip.point("tip", pygame.Rect(300, 200, 40, 40), tooltips.catalogue_tip(3))
        board.tooltip.waited = 5.0
        board.draw(canvas.Surface((1280, 720)))
        board.tooltip.clear()
        board.draw(canvas.Surface((1280, 720)))  # plain: the next may be drawn by changes
        canvas.set_scale(1.5)
        frame = canvas.Surface((1280, 720))
        assert board.draw_changes(frame) is None, "a resize must draw the whole frame"
        board.draw(frame)
        board.tooltip.point("tip", pygame.Rect(300, 200, 40, 40), tooltips.catalogue_tip(3))
        board.tooltip.waited = 5.0
        board.draw(frame)
        assert not canvas.enlarged(), f"kept from 1.0 and enlarged: {canvas.enlarged()}"
    finally:
        app.close()


def test_a_resize_during_the_tutorial_makes_its_veil_again(scales: None) -> None:
    app, flow = _open(1.0)
    try:
        flow.start_tutorial(GAME)
        _run(app, 60)
        app.stack.draw(canvas.Surface((1280, 720)))
        canvas.set_scale(1.5)
        app.stack.draw(canvas.Surface((1280, 720)))
        assert not canvas.enlarged(), f"kept from 1.0 and enlarged: {canvas.enlarged()}"
    finally:
        app.close()


def test_a_resize_with_a_tip_shown_in_the_plot_builder_draws_it_again(scales: None) -> None:
    app, flow = _open(1.0)
    try:
        flow.start_tutorial(GAME)
        _run(app, 5)
        app.stack.pop()  # the coach: an ordinary game goes on, to the Plot builder
        _run(app, 60)
        builder = app.stack.scenes[-1]
        assert isinstance(builder, PlotBuilderScene)
        builder.tooltip.point("tip", pygame.Rect(300, 200, 40, 40), tooltips.catalogue_tip(3))
        builder.tooltip.waited = 5.0
        builder.draw(canvas.Surface((1280, 720)))
        canvas.set_scale(1.5)
        builder.draw(canvas.Surface((1280, 720)))
        assert not canvas.enlarged(), f"kept from 1.0 and enlarged: {canvas.enlarged()}"
    finally:
        app.close()


def test_a_snap_redraws_the_table_without_writing_its_words_anew(
        scales: None, monkeypatch: pytest.MonkeyPatch) -> None:
    """The table is drawn again whole at every snap; at 1.5 each line written anew costs
    five measurings (text.ScaledFont) and 2.25× the pixels, so the zone names, scores,
    pile counts and the aside's name are kept by content (text.cached), and the seats'
    glass panels by size: only the table's picture and its resting layer are new."""
    app, flow = _open(1.5)
    try:
        board = flow.start_demo(["medium"] * 4, seed=7, autosave=False, game=GAME)
        _run(app, 240)
        frame = canvas.Surface((1280, 720))
        board.draw(frame)
        written: list[str] = []
        render = text.ScaledFont.render

        def counted(font: text.ScaledFont, line: str, *args: object, **kw: object) -> object:
            written.append(line)
            return render(font, line, *args, **kw)  # type: ignore[arg-type]

        made: list[tuple[int, int]] = []
        surface = canvas.Surface

        def noted(size: tuple[int, int], *args: object) -> pygame.Surface:
            made.append((round(size[0]), round(size[1])))
            return surface(size, *args)

        monkeypatch.setattr(text.ScaledFont, "render", counted)
        monkeypatch.setattr(canvas, "Surface", noted)
        board.resync()  # a snap: the table and its resting counters drawn again
        board.draw(frame)
        assert written == [], f"written again at a snap: {written}"
        assert all(w >= 1280 for w, _ in made), f"made again at a snap: {made}"
    finally:
        app.close()


def test_counters_are_supersampled_less_at_a_render_scale(
        scales: None, monkeypatch: pytest.MonkeyPatch) -> None:
    """A counter's shapes are drawn large and smooth-scaled down (anti-aliased edges):
    4 layout steps a pixel at 720p; at 1.5 the canvas already has 1.5× the pixels, so 3
    (4.5 window pixels a layout pixel) draw the 80 faces of the Plot builder at 9/16 of
    the cost, as finely."""
    from scenes.paranoid.counter_art import CounterArt

    made: list[tuple[int, int]] = []
    surface = canvas.Surface

    def noted(size: tuple[int, int], *args: object) -> pygame.Surface:
        made.append((round(size[0]), round(size[1])))
        return surface(size, *args)

    for scale, steps in ((1.0, 4), (1.5, 3)):
        canvas.set_scale(scale)
        text.clear_cache()
        monkeypatch.setattr(canvas, "Surface", noted)
        made.clear()
        art = CounterArt()
        art.counter(0, 56)
        art.back(56)
        monkeypatch.setattr(canvas, "Surface", surface)
        assert max(made) == (56 * steps, 56 * steps), f"at {scale}: {max(made)}"


@pytest.mark.parametrize("mode", ["hold", "hidden"])
def test_the_coach_writes_nothing_anew_from_frame_to_frame(
        scales: None, monkeypatch: pytest.MonkeyPatch, mode: str) -> None:
    """The tutorial's card (and its badge, shown through the whole game) is drawn every
    frame: at 1.5 a line written anew is measured at five sizes and drawn at 2.25× the
    pixels, so a frame like the last writes no line again."""
    app, flow = _open(1.5)
    try:
        flow.start_tutorial(GAME)
        _run(app, 60)
        coach = app.stack.scenes[-1]
        coach.mode = mode
        frame = canvas.Surface((1280, 720))
        coach.draw(frame)
        written: list[str] = []
        render = text.ScaledFont.render

        def counted(font: text.ScaledFont, line: str, *args: object, **kw: object) -> object:
            written.append(line)
            return render(font, line, *args, **kw)  # type: ignore[arg-type]

        monkeypatch.setattr(text.ScaledFont, "render", counted)
        coach.draw(frame)
        assert written == [], f"written again the next frame: {written}"
    finally:
        app.close()


def test_the_faces_gloss_is_made_once_for_all_faces_of_a_size(
        scales: None, monkeypatch: pytest.MonkeyPatch) -> None:
    """The gloss over a face is two gradients filled row by row; at 1.5 each row is a
    fill through the scaled surface, which was most of a face's drawing: they are made
    once per size, so the twenty faces after the first fill no row of them again."""
    from scenes.paranoid.counter_art import CounterArt

    canvas.set_scale(1.5)
    text.clear_cache()
    art = CounterArt()
    art.counter(0, 56)
    fills = 0
    fill = canvas.kind(1.5).fill

    def counted(surface: pygame.Surface, *args: object, **kw: object) -> pygame.Rect:
        nonlocal fills
        fills += 1
        return fill(surface, *args, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(canvas.kind(1.5), "fill", counted)
    for t in range(1, 21):
        art.counter(t, 56)
    rows = 56 * 3  # a face's shapes are drawn at 3 layout steps a pixel at 1.5
    assert fills < rows, f"{fills} fills for 20 faces: their gloss made again"
