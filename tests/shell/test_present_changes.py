"""Frames drawn by their changes (shell/window/present.py, scenes.ui.changes): the app lets the
top scene bring the window up to date only when the window holds that scene's last
frame and nothing else, and the helpers cover exactly what changed."""

from __future__ import annotations

import random

import pygame
import pytest

from scenes.shell.screens.scene import Scene
from scenes.shell.window.app import App, AppConfig
from scenes.shell.window.present import changes_cover_drawing
from scenes.ui.changes import Changes, merged, runs

DT = 1 / 60


class Partial(Scene):
    """Draws whole frames or its changes, counting which."""

    def __init__(self) -> None:
        super().__init__()
        self.whole = self.changes = 0

    def draw(self, surface: pygame.Surface) -> None:
        self.whole += 1
        surface.fill((10, 20, 30))

    def draw_changes(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        self.changes += 1
        return []


@pytest.fixture
def app():  # noqa: ANN201 - a generator fixture
    application = App(AppConfig())
    application.open()
    yield application
    application.close()


def test_the_top_scene_draws_its_changes_once_it_drew_a_whole_frame(app: App) -> None:
    scene = Partial()
    app.stack.push(scene)
    for _ in range(5):
        app.step([], DT)
    assert (scene.whole, scene.changes) == (1, 4)
    assert app.presenter.areas == []


def test_a_window_event_a_toast_or_a_scene_over_it_bring_whole_frames(app: App) -> None:
    scene = Partial()
    app.stack.push(scene)
    app.step([], DT)
    app.step([pygame.event.Event(pygame.WINDOWEXPOSED)], DT)  # the pixels may be gone
    assert scene.whole == 2
    app.toast.show("Sound off (M)")
    app.step([], DT)
    app.step([], DT)
    assert scene.whole == 4  # drawn under the toast, whole
    app.toast.left = 0.0
    app.step([], DT)  # the toast gone: its pixels too
    assert scene.whole == 5
    app.step([], DT)
    assert scene.changes == 1
    other = Partial()
    app.stack.push(other)
    app.step([], DT)
    app.stack.pop(other)
    app.step([], DT)
    assert scene.whole == 6 and other.whole == 1  # back on top: whole once more


def test_a_scaled_present_path_always_draws_whole_frames(app: App) -> None:
    scene = Partial()
    app.stack.push(scene)
    app.present_path = "software"
    for _ in range(3):
        app.step([], DT)
    assert scene.changes == 0 and scene.whole == 3


@pytest.mark.parametrize("reach", [0, 1])
def test_runs_cover_exactly_the_marked_cells_and_their_reach(reach: int) -> None:
    rnd = random.Random(4)
    bounds = pygame.Rect(0, 0, 1280, 720)
    for _ in range(50):
        cells = {(rnd.randrange(-1, 28), rnd.randrange(-1, 16)) for _ in range(rnd.randrange(60))}
        covered = set()
        for rect in runs(cells, 48, bounds, reach):
            assert bounds.contains(rect)
            covered |= {(x, y) for x in range(rect.x // 48, (rect.right - 1) // 48 + 1)
                        for y in range(rect.y // 48, (rect.bottom - 1) // 48 + 1)}
        wanted = {(x + dx, y + dy) for x, y in cells
                  for dx in range(reach + 1) for dy in range(reach + 1)}
        assert covered == {(x, y) for x, y in wanted if 0 <= x < 27 and 0 <= y < 15}


def test_merged_keeps_every_pixel_and_joins_what_overlaps_closely() -> None:
    bounds = pygame.Rect(0, 0, 100, 100)
    out = merged([pygame.Rect(10, 10, 20, 20), pygame.Rect(12, 12, 20, 20),
                  pygame.Rect(80, 80, 40, 40), pygame.Rect(-5, 0, 3, 3)], bounds)
    assert pygame.Rect(10, 10, 22, 22) in out and pygame.Rect(80, 80, 20, 20) in out
    assert len(out) == 2


def test_merged_never_keeps_an_area_twice() -> None:
    """A seat redrawn in place (its old and new areas the same) beside a neighbour it
    touches: the first overlap it cannot join must not stop it joining its own twin."""
    bounds = pygame.Rect(0, 0, 1280, 720)
    left, seat = pygame.Rect(76, 112, 200, 150), pygame.Rect(273, 52, 200, 150)
    out = merged([left, seat, seat, seat.inflate(-10, -10)], bounds)
    assert sorted(map(tuple, out)) == sorted([tuple(left), tuple(seat)])


def test_changes_give_the_pixels_of_a_whole_frame() -> None:
    """A picture with pieces moving over it and a part of it changing: drawn by changes
    on a surface that keeps its pixels, shown only in the areas it names."""
    rnd = random.Random(7)
    size = (320, 200)
    picture = pygame.Surface(size)
    picture.fill((0, 60, 30))
    piece = pygame.Surface((20, 20), pygame.SRCALPHA)
    pygame.draw.circle(piece, (200, 180, 40, 200), (10, 10), 9)
    screen, shown, whole = (pygame.Surface(size) for _ in range(3))
    changes, reference = Changes(), Changes()
    changes.whole(screen, picture, [])
    shown.blit(screen, (0, 0))
    places = [(rnd.randrange(300), rnd.randrange(180)) for _ in range(6)]
    for frame in range(40):
        places = [(x + rnd.randrange(-9, 10), y + rnd.randrange(-9, 10)) for x, y in places]
        changed = []
        if frame % 7 == 3:  # a part of the picture changes
            spot = pygame.Rect(rnd.randrange(280), rnd.randrange(160), 40, 40)
            picture.fill((rnd.randrange(255), 0, 90), spot)
            changed.append(spot)
        blits = [(piece, at) for at in places]
        for area in changes.update(screen, picture, changed, blits):
            shown.blit(screen, area, area)
        reference.whole(whole, picture, blits)
        assert pygame.image.tobytes(screen, "RGB") == pygame.image.tobytes(whole, "RGB")
        assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(whole, "RGB")


def test_a_subclass_or_mixin_drawing_more_is_drawn_whole(app: App) -> None:
    """Whatever draws over a table (a tutorial's coach, the replay's controls) is not
    in the table's changes: such a scene gets whole frames, its table's own class not."""

    class Coached(Partial):
        def draw(self, surface: pygame.Surface) -> None:
            super().draw(surface)
            surface.fill((200, 0, 0), (0, 0, 10, 10))

    class Controls:
        def draw(self, surface: pygame.Surface) -> None:
            Partial.draw(self, surface)  # type: ignore[arg-type]

    class Both(Coached):
        def draw_changes(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
            return [pygame.Rect(0, 0, 10, 10)]

    mixed = type("Mixed", (Controls, Partial), {})
    assert changes_cover_drawing(Partial) and changes_cover_drawing(Both)
    assert not changes_cover_drawing(Coached) and not changes_cover_drawing(mixed)
    scene = Coached()
    app.stack.push(scene)
    for _ in range(3):
        app.step([], DT)
    assert (scene.whole, scene.changes) == (3, 0)
