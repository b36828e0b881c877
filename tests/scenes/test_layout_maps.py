"""Table layout maps (assets/layout/*.tmx) and the pytmx loader."""

from __future__ import annotations

import itertools
import xml.etree.ElementTree as ET
from pathlib import Path

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scenes.ui.layout import (
    LAYOUT_DIR,
    SEAT_ZONES,
    TABLE_ZONES,
    LayoutError,
    TableLayout,
    layout_path,
    load_layout,
    slots_in,
)

SEAT_COUNTS = range(2, 7)
PUBLIC_MAPS = (5, 6)  # seat counts whose players' map gives seat 0 a larger place
# Every map: (seats, public view?) — the public view falls back to the players' map.
MAPS = [(n, False) for n in SEAT_COUNTS] + [(n, True) for n in PUBLIC_MAPS]
MAP_SIZE = (1280, 720)
COUNTER = 48


def parse_map(path: Path) -> tuple[ET.Element, dict[str, pygame.Rect]]:
    root = ET.parse(path).getroot()
    rects: dict[str, pygame.Rect] = {}
    for obj in root.iter("object"):
        name = obj.get("name")
        assert name, f"{path.name}: unnamed object {obj.attrib}"
        assert name not in rects, f"{path.name}: {name} twice"
        rects[name] = pygame.Rect(*(round(float(obj.get(k, "0")))
                                    for k in ("x", "y", "width", "height")))
    return root, rects


def test_there_is_a_map_for_each_seat_count() -> None:
    assert sorted(p.name for p in LAYOUT_DIR.glob("*.tmx")) == sorted(
        [f"table_{n}.tmx" for n in SEAT_COUNTS] + [f"table_{n}_public.tmx" for n in PUBLIC_MAPS])


@pytest.mark.parametrize("seats", SEAT_COUNTS)
def test_the_public_view_has_even_places_where_players_have_a_larger_one(seats: int) -> None:
    players, public = load_layout(seats), load_layout(seats, public=True)
    assert public.viewer_first is False
    if players.viewer_first:
        areas = {s.bounds.width * s.bounds.height for s in public.seats}
        assert max(areas) < 1.2 * min(areas), areas
    else:
        assert layout_path(seats, public=True) == layout_path(seats)


@pytest.mark.parametrize(("seats", "public"), MAPS)
def test_map_is_a_plain_orthogonal_1280x720_map(seats: int, public: bool) -> None:
    root, _ = parse_map(layout_path(seats, public))
    assert root.tag == "map" and root.get("orientation") == "orthogonal"
    size = (int(root.get("width")) * int(root.get("tilewidth")),  # type: ignore[arg-type]
            int(root.get("height")) * int(root.get("tileheight")))  # type: ignore[arg-type]
    assert size == MAP_SIZE
    assert root.find("tileset") is None and root.find(".//image") is None
    prop = root.find("properties/property[@name='seats']")
    assert prop is not None and int(prop.get("value", "0")) == seats


@pytest.mark.parametrize(("seats", "public"), MAPS)
def test_map_has_every_zone_and_no_stray_seats(seats: int, public: bool) -> None:
    _, rects = parse_map(layout_path(seats, public))
    needed = set(TABLE_ZONES) | {f"seat{s}_{z}" for s in range(seats) for z in SEAT_ZONES}
    assert needed <= set(rects), f"missing {sorted(needed - set(rects))}"
    assert set(rects) == needed, f"unexpected {sorted(set(rects) - needed)}"


@pytest.mark.parametrize(("seats", "public"), MAPS)
def test_zones_lie_inside_the_map_and_never_overlap(seats: int, public: bool) -> None:
    _, rects = parse_map(layout_path(seats, public))
    screen = pygame.Rect((0, 0), MAP_SIZE)
    for name, rect in rects.items():
        assert rect.width > 0 and rect.height > 0, name
        assert screen.contains(rect), f"{name} {rect} leaves the map"
    for (a, ra), (b, rb) in itertools.combinations(rects.items(), 2):
        assert not ra.colliderect(rb), f"{a} {ra} overlaps {b} {rb}"


@pytest.mark.parametrize(("seats", "public"), MAPS)
def test_zones_have_room_for_counters(seats: int, public: bool) -> None:
    """A Plot shows its 7 counters without overlap; reserves and accusations hold
    at least two rows, an Accusation of three fits side by side, and a Reserve has room
    for a face-down stack with its count (sizes read from a sofa: test_board_sofa)."""
    _, rects = parse_map(layout_path(seats, public))
    for s in range(seats):
        plot = rects[f"seat{s}_plot"]
        assert (plot.width // COUNTER) * (plot.height // COUNTER) >= 7
        for zone in ("enemy", "paranoid", "accusations"):
            r = rects[f"seat{s}_{zone}"]
            least = 3 * COUNTER if zone == "accusations" else COUNTER + 24
            assert r.height >= 2 * COUNTER and r.width >= least, (s, zone, r)
        assert rects[f"seat{s}_name"].height >= 28 and rects[f"seat{s}_sanity"].width >= 120
    assert rects["pool"].width >= 160 and rects["pool"].height >= 100
    assert rects["log"].width >= 300 and rects["log"].height >= 140


@pytest.mark.parametrize(("seats", "public"), MAPS)
def test_loader_matches_the_xml(seats: int, public: bool) -> None:
    table = load_layout(seats, public=public)
    _, rects = parse_map(layout_path(seats, public))
    assert isinstance(table, TableLayout) and table.size == MAP_SIZE
    assert len(table.seats) == seats
    assert table.zones() == rects
    assert all(isinstance(r, pygame.Rect) for r in table.zones().values())
    assert table.seats[0].bounds.contains(table.seats[0].plot)


def test_loader_returns_fresh_rects() -> None:
    a = load_layout(3)
    a.pool.move_ip(100, 100)
    assert load_layout(3).pool != a.pool


def test_loader_errors_are_clear(tmp_path: Path) -> None:
    with pytest.raises(LayoutError, match="2 to 6"):
        load_layout(7)
    with pytest.raises(LayoutError, match="not 4"):
        load_layout(4, layout_path(3))
    broken = tmp_path / "broken.tmx"
    broken.write_text(layout_path(2).read_text().replace('name="seat1_plot"', 'name="x"'))
    with pytest.raises(LayoutError, match="seat1_plot"):
        load_layout(2, broken)
    with pytest.raises(LayoutError, match="not found"):
        load_layout(2, tmp_path / "none.tmx")


def test_only_the_layout_module_imports_pytmx() -> None:
    scenes_dir = Path(__file__).resolve().parents[2] / "scenes"
    users = sorted(p.name for p in scenes_dir.rglob("*.py") if "pytmx" in p.read_text())
    assert users == ["layout.py"]


# -- slots_in ------------------------------------------------------------------------------


def test_slots_grid_when_they_fit() -> None:
    slots = slots_in(pygame.Rect(10, 20, 204, 100), 7, 48)
    assert [s.topleft for s in slots[:5]] == [(10, 20), (62, 20), (114, 20), (166, 20),
                                              (10, 72)]
    assert all(s.size == (48, 48) for s in slots)


def test_slots_fan_when_crowded() -> None:
    rect = pygame.Rect(0, 0, 204, 100)
    slots = slots_in(rect, 20, 48)
    assert all(rect.contains(s) for s in slots)
    assert {s.y for s in slots} == {0, 52}
    assert slots[1].x - slots[0].x < 48  # overlapping like a fanned hand


def test_slots_edge_cases() -> None:
    assert slots_in(pygame.Rect(0, 0, 100, 100), 0, 48) == []
    tiny = slots_in(pygame.Rect(5, 5, 20, 20), 3, 48)
    assert [s.topleft for s in tiny] == [(5, 5)] * 3


@settings(max_examples=200, deadline=None)
@given(w=st.integers(48, 600), h=st.integers(48, 300), count=st.integers(1, 60),
       size=st.sampled_from([32, 40, 48, 56]))
def test_slots_always_inside_and_apart_while_they_fit(w: int, h: int, count: int,
                                                      size: int) -> None:
    if size > min(w, h):
        size = min(w, h)
    rect = pygame.Rect(7, 9, w, h)
    slots = slots_in(rect, count, size)
    assert len(slots) == count
    assert all(rect.contains(s) for s in slots)
    if count <= (w // size) * (h // size):
        for a, b in itertools.combinations(slots, 2):
            assert not a.colliderect(b)
