"""A turning card is scaled once per width and kept (issue 13), and a sprite's blits are
what drawing it did before: the same pixels, and never a stale image."""

from __future__ import annotations

import pygame
import pytest

from game.core.cards import Card
from scenes.cards import LARGE, CardArt, CardSprite, squeezed
from scenes.ui import art as ui_art


@pytest.fixture()
def art() -> CardArt:
    pygame.display.init()
    return CardArt()


def _old_draw(sprite: CardSprite, surface: pygame.Surface, art: CardArt,
              shadow: bool = False) -> None:
    """CardSprite.draw as it was: a fresh transform.scale every frame."""
    cx, cy = round(sprite.x), round(sprite.y - sprite.lift)
    if sprite.glow is not None and sprite.scale_x > 0.9:
        g = art.glow(sprite.size, sprite.glow, sprite.angle)
        surface.blit(g, g.get_rect(center=(cx, cy)))
    img = sprite.image(art)
    if sprite.scale_x < 0.999:
        w = max(1, round(img.get_width() * max(0.0, sprite.scale_x)))
        img = pygame.transform.scale(img, (w, img.get_height()))
    if shadow and sprite.lift > 2:
        sh = art.shadow(sprite.size)
        surface.blit(sh, sh.get_rect(center=(cx + 4, cy + 6 + sprite.lift * 0.3)))
    if sprite.alpha < 255:
        img = img.copy()
        img.set_alpha(max(0, round(sprite.alpha)))
    surface.blit(img, img.get_rect(center=(cx, cy)))


def _pixels(draw) -> bytes:  # noqa: ANN001
    surface = pygame.Surface((300, 300))
    surface.fill((20, 90, 50))
    draw(surface)
    return surface.get_view("2").raw


@pytest.mark.parametrize("scale_x", [1.0, 0.999, 0.93, 0.5, 0.31, 0.02, 0.0])
@pytest.mark.parametrize("face_up", [True, False])
def test_a_turning_card_draws_as_before(art: CardArt, scale_x: float, face_up: bool) -> None:
    sprite = CardSprite(Card(12, "S"), 150.4, 149.6, face_up, LARGE, angle=0)
    sprite.scale_x = scale_x
    sprite.lift = 7.3
    sprite.glow = (250, 214, 90)
    sprite.alpha = 200 if scale_x < 0.5 else 255
    for shadow in (False, True):
        want = _pixels(lambda s, sh=shadow: _old_draw(sprite, s, art, sh))
        assert _pixels(lambda s, sh=shadow: sprite.draw(s, art, sh)) == want
        assert _pixels(lambda s, sh=shadow: s.fblits(sprite.blits(art, sh))) == want


def test_squeezed_is_keyed_on_the_image_and_the_width(art: CardArt) -> None:
    face = art.face(Card(1, "H"), LARGE)
    back = art.back(LARGE)
    narrow = squeezed(face, 40)
    assert squeezed(face, 40) is narrow  # kept
    assert narrow.get_size() == (40, LARGE[1])
    assert squeezed(face, 41).get_width() == 41
    other = squeezed(back, 40)
    assert other is not narrow
    assert other.get_view("2").raw == pygame.transform.scale(back, (40, LARGE[1])).get_view(
        "2").raw
    assert narrow.get_view("2").raw != other.get_view("2").raw


def test_squeezed_cache_stays_bounded(art: CardArt, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ui_art, "NARROWED_LIMIT", 8)
    ui_art._NARROWED.clear()
    face = art.face(Card(7, "D"), LARGE)
    for w in range(1, 30):
        squeezed(face, w)
    assert len(ui_art._NARROWED) <= 8
