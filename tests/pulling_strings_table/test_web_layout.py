"""Webs laid out without a card over another (issue 31: on the results the winning web's
tiles overlapped, and a deep web was squashed into cards standing on each other). The
faces' rectangles, as the layout places them, lie inside their area and apart, with
room for an arrow between a group and the one it hangs under."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.pulling_strings.goals import end_game
from game.pulling_strings.state import CABAL
from scenes.pulling_strings import geometry as geo
from scenes.pulling_strings import webview
from scenes.pulling_strings.results import PullingStringsResultsScene
from scenes.shell.match.session import Session
from tests.pulling_strings.board import put, table

# (group, the group it hangs under): a chain five deep with branches, six leaves.
DEEP = (("G01", "cabal"), ("G02", "G01"), ("G03", "G02"), ("G04", "G03"),
        ("G05", "cabal"), ("G06", "cabal"), ("G07", "cabal"), ("G08", "G01"),
        ("G09", "G02"))
WIDE8 = tuple((f"G{i:02d}", "cabal") for i in range(1, 9))  # eight under the Cabal
TWO_DEEP = tuple((f"G{i:02d}", "cabal") for i in range(1, 4)) + tuple(
    (f"G{i:02d}", f"G0{1 + (i - 4) % 3}") for i in range(4, 14))  # ten on the bottom row
MIXED = (("G01", "cabal"), ("G02", "cabal"), ("G03", "cabal"), ("G12", "cabal"),
         ("G13", "cabal"), *((f"G{i:02d}", "G01") for i in range(4, 8)),
         *((f"G{i:02d}", "G02") for i in range(8, 12)))  # eleven leaves on two rows
CHAIN = tuple((f"G{i:02d}", "cabal" if i == 1 else f"G{i - 1:02d}") for i in range(1, 8))


@pytest.fixture(autouse=True)
def _display() -> None:
    pygame.display.init()
    pygame.font.init()


def _game(n: int, web: tuple[tuple[str, str], ...]) -> object:
    g = table(n, cabals=("chrono", "survey", "weather", "velvet", "choir", "ministry"))
    for code, under in web:
        put(g, code, 0, under)
    return g


def _assert_apart(obs: object, rect: pygame.Rect) -> None:
    lay = webview.layout(obs, 0, rect)
    faces = webview.face_rects(lay)
    for node, face in faces.items():
        assert rect.contains(face), (node, face, rect)
    for (a, ra), (b, rb) in itertools.combinations(faces.items(), 2):
        assert not ra.colliderect(rb), (a, ra, b, rb, lay.size)
    for node, face in faces.items():  # an arrow's room between a group and its master
        master = obs.master[node] if node != CABAL else None
        if master in faces:
            assert face.top - faces[master].bottom >= 6, (node, face, faces[master])


@pytest.mark.parametrize("n", [2, 4, 6])
def test_the_results_winning_web_has_no_card_over_another(n: int) -> None:
    g = _game(n, DEEP)
    end_game(g.state, [0], "test", [])
    session = Session(g, ["medium"] * n, 1, game_id="pulling-strings")
    scene = PullingStringsResultsScene(session)
    rect = scene.web_rect(scene.web_panel())
    assert scene.web_panel().contains(rect)
    _assert_apart(g.observe(None), rect)
    lay = webview.layout(g.observe(None), 0, rect)  # and apart from the panel's heading
    heading = scene.heading()[1]
    assert scene.web_panel().contains(heading)
    assert not any(f.colliderect(heading) for f in webview.face_rects(lay).values())


@pytest.mark.parametrize("web", [DEEP, CHAIN, WIDE8, TWO_DEEP, MIXED],
                         ids=["deep", "chain", "eight", "ten-below-three", "mixed"])
def test_a_deep_web_on_the_table_has_no_card_over_another(web: tuple) -> None:
    g = _game(2, web)
    _assert_apart(g.observe(None), geo.WEB)
