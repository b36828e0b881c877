"""Procedural art: every counter in every variant, distinct kinds, caching."""

from __future__ import annotations

import json

import pygame
import pytest

from scenes.paranoid.counter_art import (
    CATALOGUE_PATH,
    fit_text,
    hyphen_points,
    load_catalogue,
    name_variants,
    render_condensed,
)
from scenes.paranoid.counter_art import CounterArt as Art
from scenes.ui.art import GOAL, GROUP, METHOD, PLAYER_COLOURS, VARIANTS


@pytest.fixture(scope="module")
def art() -> Art:
    pygame.font.init()
    return Art()


def mean_colour(surface: pygame.Surface) -> tuple[float, float, float]:
    return tuple(pygame.transform.average_color(surface)[:3])  # type: ignore[return-value]


def test_catalogue_is_read_from_the_engine_json() -> None:
    raw = json.loads(CATALOGUE_PATH.read_text("utf-8"))["types"]
    cat = load_catalogue()
    assert len(cat) == len(raw) == 80
    assert [c.id for c in cat] == [t["id"] for t in raw]
    assert {c.kind for c in cat} == {GROUP, METHOD, GOAL}
    assert sum(c.minus for c in cat) == 11
    assert sum(c.renamable for c in cat) == 1


@pytest.mark.parametrize("size", [48, 56])
@pytest.mark.parametrize("variant", VARIANTS)
def test_every_type_renders_in_every_variant(art: Art, size: int, variant: str) -> None:
    for i in range(len(art.catalogue)):
        image = art.counter(i, size, variant)
        assert image.get_size() == (size, size)
        assert image.get_flags() & pygame.SRCALPHA
        assert image.get_at((size // 2, size // 2)).a == 255  # solid in the middle


def test_faces_differ_by_kind(art: Art) -> None:
    means: dict[str, list[tuple[float, float, float]]] = {GROUP: [], METHOD: [], GOAL: []}
    for info in art.catalogue:
        means[info.kind].append(mean_colour(art.counter(info.index)))

    def centre(kind: str) -> tuple[float, ...]:
        cols = means[kind]
        return tuple(sum(c[k] for c in cols) / len(cols) for k in range(3))

    def dist(a: tuple[float, ...], b: tuple[float, ...]) -> float:
        return sum((x - y) ** 2 for x, y in zip(a, b)) ** 0.5

    groups, methods, goals = centre(GROUP), centre(METHOD), centre(GOAL)
    assert min(dist(groups, methods), dist(methods, goals), dist(groups, goals)) > 25
    assert groups[0] > groups[2]  # pink: more red than blue
    assert goals[2] > goals[0]  # blue


@pytest.mark.parametrize("colour_blind", [False, True])
def test_kinds_differ_by_outline_too(colour_blind: bool) -> None:
    """Colour is never the only cue: each kind has its own silhouette."""
    art = Art(colour_blind=colour_blind)
    by_kind = {info.kind: info.index for info in art.catalogue}
    masks = {kind: pygame.mask.from_surface(art.counter(i, 48), 128).count()
             for kind, i in by_kind.items()}
    assert len(set(masks.values())) == 3, masks


def test_colour_blind_palette_changes_faces() -> None:
    normal, safe = Art(), Art(colour_blind=True)
    method = next(c.index for c in normal.catalogue if c.kind == METHOD)
    assert mean_colour(normal.counter(method)) != mean_colour(safe.counter(method))
    normal.colour_blind = True
    assert mean_colour(normal.counter(method)) == mean_colour(safe.counter(method))


def test_the_back_is_identical_for_every_counter(art: Art) -> None:
    first = pygame.image.tobytes(art.counter(0, 48, "back"), "RGBA")
    for i in range(1, len(art.catalogue)):
        assert pygame.image.tobytes(art.counter(i, 48, "back"), "RGBA") == first
    assert art.counter(5, 48, "back") is art.back(48)


def test_variants_look_different(art: Art) -> None:
    images = {v: pygame.image.tobytes(art.counter(40, 48, v), "RGBA") for v in VARIANTS}
    assert len(set(images.values())) == len(VARIANTS)


def test_minus_methods_carry_a_red_mark(art: Art) -> None:
    minus = next(c for c in art.catalogue if c.minus)
    plain = next(c for c in art.catalogue if c.kind == METHOD and not c.minus)

    def reddish(image: pygame.Surface) -> int:
        w, h = image.get_size()
        return sum(1 for x in range(w) for y in range(h // 2)
                   if (c := image.get_at((x, y))).r > 150 and c.g < 90 and c.b < 90)

    assert reddish(art.counter(minus.index)) > 20
    assert reddish(art.counter(plain.index)) == 0


def test_surfaces_are_cached(art: Art) -> None:
    assert art.counter(3, 48) is art.counter(3, 48)
    assert art.counter(3, 48) is not art.counter(3, 56)
    assert art.table() is art.table()
    assert art.pool((200, 120)).get_size() == (200, 120)
    assert art.table((640, 360)).get_size() == (640, 360)


def test_renaming_the_subculture_redraws_only_its_face() -> None:
    art = Art()
    sub = next(c.index for c in art.catalogue if c.renamable)
    before = pygame.image.tobytes(art.counter(sub), "RGBA")
    art.subculture = "Competitive Knitters"
    assert art.display_name(sub) == "Competitive Knitters"
    assert pygame.image.tobytes(art.counter(sub), "RGBA") != before
    art.subculture = "   "
    assert art.display_name(sub) == "Board Gamers"


def test_player_tokens_differ_by_colour_and_symbol(art: Art) -> None:
    assert len({p.rgb for p in PLAYER_COLOURS}) == 6
    assert len({p.symbol for p in PLAYER_COLOURS}) == 6
    shapes = set()
    for seat in range(6):
        token = art.token(seat, 32)
        assert token.get_size() == (32, 32)
        grey = pygame.transform.grayscale(token)  # what a colour-blind eye keeps
        shapes.add(pygame.image.tobytes(grey, "RGBA"))
    assert len(shapes) == 6


def test_bad_requests_are_errors(art: Art) -> None:
    with pytest.raises(ValueError):
        art.counter(0, 48, "sparkly")
    with pytest.raises(IndexError):
        art.counter(80)


def test_names_shorten_step_by_step() -> None:
    assert name_variants("Screaming on Street Corners")[0] == ("Screaming on Street Corners", 0)
    assert ("Screaming Street Corners", 1) in name_variants("Screaming on Street Corners")
    assert hyphen_points("Disinformation")  # long single words can be split
    assert hyphen_points("Cults") == []


@pytest.mark.parametrize("size", [48, 56, 64])
def test_every_name_fits_its_face(size: int) -> None:
    pygame.font.init()
    width, height = size - 6, size * 2 // 3
    for info in load_catalogue():
        px, lines = fit_text(info.name, width, height, max_px=round(size * 0.27),
                             min_px=round(size * 0.23))
        assert 1 <= len(lines) <= 3 and px >= round(size * 0.23)
        for line in lines:
            assert line.strip() and render_condensed(line, px, (0, 0, 0)).get_width() <= width


def test_the_felt_is_kept_on_disk_and_read_back_identical(app, tmp_path, monkeypatch) -> None:
    size = (320, 180)
    drawn = Art(cache_dir=tmp_path).table(size)
    files = list(tmp_path.iterdir())
    assert len(files) == 1 and files[0].stat().st_size == 4 * size[0] * size[1]

    def no_drawing(*_args: object) -> pygame.Surface:
        raise AssertionError("the cached felt should have been read, not drawn")

    monkeypatch.setattr(Art, "_draw_table", no_drawing)
    again = Art(cache_dir=tmp_path).table(size)
    assert pygame.image.tobytes(again, "RGB") == pygame.image.tobytes(drawn, "RGB")


def test_a_cut_short_felt_file_is_drawn_again(app, tmp_path) -> None:
    size = (320, 180)
    drawn = Art(cache_dir=tmp_path).table(size)
    (cached,) = tmp_path.iterdir()
    cached.write_bytes(cached.read_bytes()[:1000])  # a crash mid-write
    again = Art(cache_dir=tmp_path).table(size)
    assert pygame.image.tobytes(again, "RGB") == pygame.image.tobytes(drawn, "RGB")
    assert cached.stat().st_size == 4 * size[0] * size[1]  # and kept whole this time


def test_an_unwritable_cache_folder_costs_only_a_redraw(app, tmp_path) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    assert Art(cache_dir=blocked / "art").table((64, 36)).get_size() == (64, 36)


def test_without_a_screen_the_felt_is_drawn_and_not_kept(tmp_path) -> None:
    """The cached pixels are in the screen's format, so there is nothing to match."""
    pygame.display.quit()
    assert Art(cache_dir=tmp_path).table((64, 36)).get_size() == (64, 36)
    assert not any(tmp_path.iterdir())
