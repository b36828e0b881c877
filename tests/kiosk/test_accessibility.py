"""Accessibility: colours that survive colour-vision deficiencies, shapes and symbols
that do not need colour at all, text scale, reduce motion, a light settings module."""

from __future__ import annotations

import itertools
import math
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace

import pygame
import pytest

from game.paranoid import Game, GameConfig
from scenes.paranoid.board import BoardScene, Flip
from scenes.paranoid.counter_art import CounterArt as Art
from scenes.shell.match import session
from scenes.shell.match.session import Session
from scenes.shell.screens.services import Services
from scenes.shell.screens.stack import SceneStack
from scenes.shell.settings import settings_store
from scenes.shell.settings.settings_store import Settings
from scenes.ui import text
from scenes.ui.art import COLOUR_BLIND, GOAL, GROUP, METHOD, NORMAL, PLAYER_COLOURS
from scenes.ui.sound import Sound
from scenes.ui.tween import easing

ROOT = Path(__file__).resolve().parents[2]

# Machado, Oliveira & Fernandes (2009), full severity, on linear RGB.
SIMULATIONS = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}
PLAYERS_APART = 15.0  # CIE76 ΔE: clearly different side by side
KINDS_APART = 25.0  # counters are read at a glance across the table: further apart


def _linear(c: int) -> float:
    v = c / 255
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def _lab(rgb: tuple[int, int, int], matrix: tuple | None = None) -> tuple[float, float, float]:
    lin = [_linear(c) for c in rgb]
    if matrix is not None:
        lin = [min(1.0, max(0.0, sum(matrix[i][j] * lin[j] for j in range(3))))
               for i in range(3)]
    x = (0.4124 * lin[0] + 0.3576 * lin[1] + 0.1805 * lin[2]) / 0.95047
    y = 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]
    z = (0.0193 * lin[0] + 0.1192 * lin[1] + 0.9505 * lin[2]) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def _closest(colours: dict[str, tuple[int, int, int]], matrix: tuple | None) -> float:
    labs = {name: _lab(rgb, matrix) for name, rgb in colours.items()}
    return min(math.dist(labs[a], labs[b]) for a, b in itertools.combinations(labs, 2))


@pytest.mark.parametrize("deficiency", sorted(SIMULATIONS))
def test_player_colours_stay_apart_under_colour_blindness(deficiency: str) -> None:
    colours = {p.name: p.rgb for p in PLAYER_COLOURS}
    assert len(colours) == 6
    assert _closest(colours, SIMULATIONS[deficiency]) >= PLAYERS_APART


@pytest.mark.parametrize("deficiency", sorted(SIMULATIONS))
def test_colour_blind_counter_kinds_stay_apart(deficiency: str) -> None:
    kinds = {k: getattr(COLOUR_BLIND, k) for k in (GROUP, METHOD, GOAL)}
    matrix = SIMULATIONS[deficiency]
    assert _closest(kinds, matrix) >= KINDS_APART
    normal = {k: getattr(NORMAL, k) for k in (GROUP, METHOD, GOAL)}
    assert _closest(kinds, matrix) > _closest(normal, matrix)  # the mode is worth having


def test_every_player_has_a_symbol_of_its_own() -> None:
    """Told apart without colour: the symbols inside the tokens have different shapes."""
    assert len({p.symbol for p in PLAYER_COLOURS}) == 6
    art = Art()
    masks = []
    for seat, colour in enumerate(PLAYER_COLOURS):
        token = art.token(seat, 60)
        centre = token.subsurface(pygame.Rect(12, 12, 36, 36))  # inside the rim
        light = sum(colour.rgb) / 3 > 150  # as the art chooses the symbol's ink
        ink = (20, 20, 24) if light else (255, 255, 255)
        masks.append(pygame.mask.from_threshold(centre, ink, (60, 60, 60, 255)))
        assert masks[-1].count() > 60, colour.symbol  # a symbol is there
    for a, b in itertools.combinations(range(6), 2):
        overlap = masks[a].overlap_area(masks[b], (0, 0))
        differ = masks[a].count() + masks[b].count() - 2 * overlap
        assert differ > 60, (PLAYER_COLOURS[a].symbol, PLAYER_COLOURS[b].symbol)


def _outline(art: Art, type_index: int) -> pygame.mask.Mask:
    return pygame.mask.from_surface(art.counter(type_index, 64), 127)


def test_counter_kinds_differ_by_outline_not_only_colour() -> None:
    art = Art(colour_blind=True)
    first = {kind: next(t.index for t in art.catalogue if t.kind == kind)
             for kind in (GROUP, METHOD, GOAL)}
    masks = {kind: _outline(art, t) for kind, t in first.items()}
    for a, b in itertools.combinations(masks, 2):
        overlap = masks[a].overlap_area(masks[b], (0, 0))
        assert masks[a].count() + masks[b].count() - 2 * overlap > 60, (a, b)
    # ...and every counter of a kind has its kind's outline.
    for info in art.catalogue:
        assert _outline(art, info.index).count() == masks[info.kind].count()


def test_seats_play_with_their_chosen_colours() -> None:
    art = Art()
    red = pygame.image.tobytes(art.token(0, 40), "RGBA")
    art.seat_colours = (3, 0, 1, 2, 4, 5)
    assert art.player_colour(1).name == "Red"
    assert pygame.image.tobytes(art.token(1, 40), "RGBA") == red
    assert art.player_colour(0).name == "Yellow"


@pytest.fixture
def _scale() -> Iterator[None]:
    yield
    text.set_scale(1.0)


@pytest.mark.usefixtures("_scale")
def test_text_scale_grows_interface_text_but_not_counter_faces() -> None:
    body = text.font(24).get_height()
    face = text.font(24, scaled=False).get_height()
    assert text.set_scale(1.2) == pytest.approx(1.2)
    assert text.font(24).get_height() > body
    assert text.font(24, scaled=False).get_height() == face
    assert text.set_scale(2.0) == text.SCALE_RANGE[1]  # held to what the layouts hold
    assert text.set_scale(0.1) == text.SCALE_RANGE[0]


def _board(reduce_motion: bool) -> BoardScene:
    config = GameConfig(players=3, names=("A", "B", "C"), seats=("medium",) * 3)
    game = Game.new(config, 5)
    services = Services(sound=Sound(enabled=False),
                        settings=Settings(reduce_motion=reduce_motion))
    stack = SceneStack(services)
    board = BoardScene(Session(game, list(config.seats), 5))
    stack.push(board)
    stack.apply_pending()
    return board


@pytest.mark.parametrize("reduce", [False, True])
def test_reduce_motion_makes_counters_jump_and_numbers_stay(reduce: bool) -> None:
    board = _board(reduce)
    assert board.reduced_motion is reduce
    task = board._fly(("pool", 0), ("enemy", 0), None)
    task.advance(0.0)  # launches the flight
    flight = board.flights[-1]
    start = board._source_rect(("pool", 0))
    board.tweens.update(0.05)
    where = flight.at(board.tweens.clock)
    moved = where != (float(start.x), float(start.y))
    assert moved  # it is somewhere else at once (reduce) or on its way
    from scenes.paranoid.board_view import zone_anchor

    end = zone_anchor(board.layout, board.view, ("enemy", 0))
    at_end = where == (float(end.x), float(end.y))
    assert at_end is reduce  # no flight across the table when motion is reduced
    board._float(0, "-1 Sanity", (255, 0, 0))
    floater = board.floaters[-1]
    y0 = floater.y
    board.tweens.update(0.5)
    assert (floater.y == y0) is reduce and floater.alpha < 1.0  # it fades either way


def test_reduce_motion_turns_counters_over_by_fading() -> None:
    """Mid-flip the counter keeps its full width (no spin), the new side half there."""
    board = _board(True)
    surface = pygame.Surface((1280, 720))
    placed = SimpleNamespace(rect=pygame.Rect(100, 100, 48, 48))
    halfway = Flip(board.tweens.clock - 0.5, 1.0, easing("linear"), type=0, to_face_up=True)
    board._draw_flip(surface, placed, halfway, 48)
    drawn = pygame.mask.from_threshold(surface, (0, 0, 0), (1, 1, 1, 255))
    drawn.invert()
    assert drawn.get_bounding_rects()[0].width >= 44


def test_settings_store_loads_without_the_engine() -> None:
    """Read before the title's first frame: it must not pull in pygame or the engine."""
    probe = ("import sys, scenes.shell.settings.settings_store; "
             "print(sorted(m for m in "
             "('pygame', 'scenes.shell.match.session', 'game.paranoid.game') "
             "if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True,
                         text=True, check=True).stdout.strip()
    assert out == "[]"
    assert (settings_store.HUMAN, settings_store.BOT_LEVELS) == (session.HUMAN,
                                                                 session.BOT_LEVELS)


