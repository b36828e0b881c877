"""Drawing at a render scale (scenes/ui/canvas.py, scenes/ui/pen.py; issue 22): a scene's
layout coordinates in, scale × the pixels out, and at scale 1 plain pygame."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from scenes.shell.window import display
from scenes.ui import canvas, pen, text

WHITE = (255, 255, 255)


@pytest.fixture
def at_1_5() -> Iterator[None]:
    pygame.font.init()
    canvas.set_scale(1.5)
    yield
    canvas.set_scale(1.0)


def pixels(surface: pygame.Surface) -> tuple[int, int]:
    return pygame.Surface.get_size(surface)


def test_scale_1_hands_out_plain_surfaces() -> None:
    assert canvas.get_scale() == 1.0
    made = canvas.Surface((10, 20))
    assert type(made) is pygame.Surface
    assert made.get_size() == (10, 20)


def test_a_surface_answers_in_layout_units_and_holds_more_pixels(at_1_5: None) -> None:
    made = canvas.Surface((80, 120), pygame.SRCALPHA)
    assert made.get_size() == (80, 120)
    assert made.get_rect(center=(100, 100)) == pygame.Rect(60, 40, 80, 120)
    assert pixels(made) == (120, 180)
    assert made.copy().get_size() == (80, 120)  # pygame's copy keeps the class and scale
    part = made.subsurface((10, 10, 20, 20))
    assert part.get_size() == (20, 20) and pixels(part) == (30, 30)


def test_fill_blit_and_clip_place_pixels_at_the_scale(at_1_5: None) -> None:
    frame = canvas.Surface((100, 100))
    frame.fill(WHITE, (10, 20, 10, 10))
    raw = canvas.plain(frame)
    assert raw.get_at((15, 30)) == WHITE and raw.get_at((29, 44)) == WHITE
    assert raw.get_at((14, 30)) != WHITE and raw.get_at((30, 45)) != WHITE
    stamp = canvas.Surface((4, 4))
    stamp.fill((255, 0, 0))
    frame.set_clip((50, 50, 2, 4))
    got = frame.blit(stamp, (50, 50))
    assert frame.get_clip() == pygame.Rect(50, 50, 2, 4)
    assert got == pygame.Rect(50, 50, 2, 4)
    raw = canvas.plain(frame)
    assert raw.get_at((75, 75)) == (255, 0, 0) and raw.get_at((78, 75)) != (255, 0, 0)


def test_pen_draws_shapes_at_the_scale(at_1_5: None) -> None:
    frame = canvas.Surface((100, 100))
    assert pen.rect(frame, WHITE, (20, 20, 20, 10), 1) == pygame.Rect(20, 20, 20, 10)
    raw = canvas.plain(frame)
    assert raw.get_at((30, 30)) == WHITE and raw.get_at((59, 44)) == WHITE  # its corners
    assert raw.get_at((45, 37)) != WHITE  # hollow
    pen.circle(frame, WHITE, (70, 70), 10)
    raw = canvas.plain(frame)
    assert raw.get_at((105, 105)) == WHITE and raw.get_at((105, 118)) == WHITE  # radius 15
    assert raw.get_at((105, 122)) != WHITE


def test_a_plain_picture_is_enlarged_and_remembered_as_soft(at_1_5: None) -> None:
    frame = canvas.Surface((100, 100))
    bitmap = pygame.Surface((10, 10))
    bitmap.fill(WHITE)
    frame.blit(bitmap, (0, 0))
    assert canvas.plain(frame).get_at((14, 14)) == WHITE
    assert canvas.enlarged() == [(10, 10)]


def test_text_measures_as_at_720p_and_draws_sharper(at_1_5: None) -> None:
    line = "Round 1 of 10 · Cleo's turn"
    canvas.set_scale(1.0)
    width_1x = text.font(20).size(line)
    canvas.set_scale(1.5)
    fnt = text.font(20)
    assert fnt.size(line) == width_1x  # the same layout at any window size
    image = fnt.render(line, True, WHITE)
    assert isinstance(image, canvas.ScaledSurface)
    canvas.set_scale(1.0)
    image_1x = text.font(20).render(line, True, WHITE)
    canvas.set_scale(1.5)
    assert image.get_size() == image_1x.get_size()  # what follows stays where laid out
    assert pixels(image) == canvas.physical(image_1x.get_size(), 1.5)
    ink = canvas.plain(image).get_bounding_rect()
    assert ink.w >= 0.95 * 1.5 * image_1x.get_bounding_rect().w  # window pixels, not shrunk


def test_transforms_keep_the_scale(at_1_5: None) -> None:
    card = canvas.Surface((40, 60), pygame.SRCALPHA)
    turned = canvas.rotate(card, 90)
    assert turned.get_size() == (60, 40) and pixels(turned) == (90, 60)
    small = canvas.smoothscale(card, (20, 30))
    assert small.get_size() == (20, 30) and pixels(small) == (30, 45)


def test_the_pointer_of_a_scaled_window_lands_in_layout_pixels(at_1_5: None) -> None:
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(1440, 810), button=1)
    assert canvas.event_in_layout(click).pos == (960, 540)
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a)
    assert canvas.event_in_layout(key) is key


@pytest.mark.parametrize(("window", "scale"), [
    ((1280, 720), 1.0), ((1920, 1080), 1.5), ((2560, 1440), 1.0), ((3840, 2160), 1.0),
    ((1600, 900), 1.25), ((2880, 1620), 1.125), ((1000, 600), 1.0), ((1300, 740), 1.0),
    ((2400, 1080), 1.5)])
def test_the_render_scale_is_what_whole_number_scaling_leaves(
        window: tuple[int, int], scale: float) -> None:
    assert display.render_scale(window, (1280, 720)) == scale


def test_scenes_make_surfaces_only_through_the_canvas() -> None:
    """A `pygame.Surface(...)` in a scene would be drawn at 1x and enlarged, soft (ruff's
    banned-api rule, pyproject.toml, keeps pygame.draw and pygame.transform out)."""
    from pathlib import Path

    root = Path(__file__).resolve().parents[2] / "scenes"
    allowed = {root / "ui" / "canvas.py"}
    found = [f"{path.relative_to(root)}:{n}" for path in sorted(root.rglob("*.py"))
             if path not in allowed
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if "pygame.Surface(" in line]
    assert not found, f"make surfaces with canvas.Surface: {found}"


@pytest.mark.parametrize("px", [14, 20, 40, 120])
def test_letters_stand_on_the_720p_baseline(at_1_5: None, px: int) -> None:
    """Text anchored by its top or bottom lines up with what is around it at any scale."""
    canvas.set_scale(1.0)
    ink_1x = text.font(px).render("HEH", True, WHITE).get_bounding_rect()
    canvas.set_scale(1.5)
    ink = canvas.plain(text.font(px).render("HEH", True, WHITE)).get_bounding_rect()
    assert abs(ink.bottom - 1.5 * ink_1x.bottom) <= 1.5
    assert abs(ink.top - 1.5 * ink_1x.top) <= 2.5


LINES = ["Round 1 of 10 · Cleo's turn · Slush for the attack", "Win: 12 groups",
         "Up / Down: choose   Left / Right: tab   Enter: do it", "Sanity 35", "score 0",
         "The Cabal attacks The Lucky Seven Casino Group", "Paranoid Reserve",
         "Dealer: Ada · Turn: Boris", "Every Enemy Reserve is filled from the Pool.",
         "Resume: Conspiracy Pontoon · 4 bots · today 14:39", "Accusations made: 0"]


@pytest.mark.parametrize("px", [16, 18, 24, 28])
def test_each_line_is_drawn_about_its_laid_out_width(at_1_5: None, px: int) -> None:
    """Hinting makes a font at 1.5× its size up to ~4% narrower or wider: each line is
    drawn at the nearby size closest to its width, so left-aligned words end, and centred
    ones sit, where the 720p picture has them."""
    off = laid_out = 0.0
    for line in LINES:
        canvas.set_scale(1.0)
        ink_1x = text.font(px).render(line, True, WHITE).get_bounding_rect().w
        canvas.set_scale(1.5)
        ink = canvas.plain(text.font(px).render(line, True, WHITE)).get_bounding_rect().w
        off += abs(ink - 1.5 * ink_1x)
        laid_out += 1.5 * ink_1x
    # measured: 1.2-1.8% (one size for every line, the way before: up to 4.3%)
    assert off / laid_out <= 0.02, f"{off / laid_out:.1%} off the laid-out width"


def test_a_plain_picture_drawn_on_again_is_never_shown_stale(at_1_5: None) -> None:
    """A plain picture kept from before a change of scale (a table's kept picture) may
    be drawn on in place: each blit shows it as it is now. A bitmap's copy is kept."""
    frame = canvas.Surface((20, 20))
    kept = pygame.Surface((10, 10))
    kept.fill((255, 0, 0))
    frame.blit(kept, (0, 0))
    kept.fill((0, 0, 255))
    frame.blit(kept, (0, 0))
    assert canvas.plain(frame).get_at((7, 7)) == (0, 0, 255)
    felt = canvas.bitmap(pygame.Surface((10, 10)))
    frame.blit(felt, (0, 0))
    assert canvas.pixels_of(felt, 1.5) is canvas.pixels_of(felt, 1.5)
