"""Orphans are seen leaving and re-attaching (spec §9.7, issue 24): when their master
leaves the web, they lift out of their places and slide down to wait for an arrow; when
hung on one, the orphan and its branch lift out and slide along the new arrow to their
new places (as a capture slides in)."""

from __future__ import annotations

import pygame
import pytest

from scenes.pulling_strings import geometry as geo
from scenes.pulling_strings import webview
from scenes.pulling_strings.animate import LIFT
from scenes.pulling_strings.table import PullingStringsTable
from scenes.shell.match.session import Session, Shown
from scenes.shell.screens.stack import SceneStack
from tests.pulling_strings.board import gid, put, table

DT = 1 / 60


@pytest.fixture(autouse=True)
def _display() -> None:
    pygame.display.init()
    pygame.font.init()


def _table(more: tuple[str, ...] = ()) -> tuple[SceneStack, PullingStringsTable]:
    g = table(2)
    put(g, "G01", 0)
    put(g, "G26", 0, "G01")
    put(g, "G12", 0, "G26")  # G26's branch
    for code in more:  # more groups under the Cabal: a wider web, smaller faces
        put(g, code, 0)
    session = Session(g, ["human", "medium"], 1, game_id="pulling-strings")
    stack = SceneStack()
    t = PullingStringsTable(session, speed=1.0, bot_pace=0)
    t.run_bot = lambda: None  # type: ignore[method-assign]
    stack.push(t)
    stack.apply_pending()
    return stack, t


def _centre(t: PullingStringsTable, code: str) -> tuple[float, float]:
    """Where the group sits in player 0's web as the game stands."""
    now = t.session.game.observe(t.session.display_viewer)
    return webview.layout(now, 0, geo.WEB).centres[gid(code)]


def _watch(stack: SceneStack, t: PullingStringsTable
           ) -> dict[str, list[tuple[float, float]]]:
    """Run the batch's animation; each flying group's place at each frame it flies."""
    tracks: dict[str, list[tuple[float, float]]] = {}
    for _ in range(400):
        stack.update(DT)
        for f in t.flyers:
            tracks.setdefault(f"G{f.group + 1:02d}", []).append((f.x, f.y))
        if not t.tweens.busy and not t.session.shown:
            break
    return tracks


def _near(a: tuple[float, float], b: tuple[float, float], slack: float) -> bool:
    return abs(a[0] - b[0]) <= slack and abs(a[1] - b[1]) <= slack


def test_orphans_leave_their_places_and_slide_to_their_new_arrow() -> None:
    stack, t = _table()
    old = {c: webview.layout(t.obs, 0, geo.WEB).centres[gid(c)] for c in ("G26", "G12")}
    t.submit(t.session.plugin.parse_action("drop G01"))
    assert t.session.game.state.phase == "place"
    waiting = _centre(t, "G26")  # where an orphan waits: the web's bottom line
    tracks = _watch(stack, t)
    assert "G01" in tracks  # the dropped group goes to the row
    for code in ("G26", "G12"):  # the orphan and its branch leave their places
        track = tracks.get(code)
        assert track, f"{code} did not move"
        assert _near(track[0], old[code], LIFT)
        assert min(y for _, y in track) < old[code][1] - 10  # lifted out first
    assert _near(tracks["G26"][-1], waiting, 1)

    # Hung under the Cabal: the orphan and its branch slide along the new arrow.
    t.submit(t.session.plugin.parse_action("place G26 under cabal"))
    assert t.session.shown and t.session.shown[0].view["kind"] == "placed"
    steps = t.steps_for(t.session.shown[0])
    assert steps, "a placement must be animated"
    new = {c: _centre(t, c) for c in ("G26", "G12")}
    tracks = _watch(stack, t)
    track = tracks["G26"]
    assert _near(track[0], waiting, LIFT)
    assert min(y for _, y in track) < waiting[1] - 10  # it lifts out of where it waited
    assert _near(track[-1], new["G26"], 1)
    assert new["G26"][1] < waiting[1]  # up, to its arrow under the Cabal
    assert _near(tracks["G12"][-1], new["G12"], 1)  # its branch comes along
    assert t.flyers == []  # snapped to the game again


def test_every_placement_kind_and_release_gives_an_animation() -> None:
    stack, t = _table()
    for view in ({"kind": "placed", "player": 0, "group": gid("G26"), "under": -1, "mode": 0},
                 {"kind": "released", "player": 0, "group": gid("G26")},
                 {"kind": "dropped", "player": 0, "group": gid("G01")}):
        assert t.steps_for(Shown(view, 0)), view


def test_groups_about_to_fly_are_out_of_the_picture_from_the_first_frame() -> None:
    """The picture under the flights already shows the game after the action: a group
    waits at its start from the batch's first frame (not shown twice, nor jumping)."""
    stack, t = _table()
    old = webview.layout(t.obs, 0, geo.WEB).centres[gid("G26")]
    t.submit(t.session.plugin.parse_action("drop G01"))
    stack.update(DT)  # the banner is up; nothing moves yet
    parked = {f"G{f.group + 1:02d}": (f.x, f.y) for f in t.flyers}
    assert {"G01", "G26", "G12"} <= set(parked), parked
    assert _near(parked["G26"], old, 1)


def test_a_landing_group_has_the_face_size_of_the_web_it_lands_in() -> None:
    stack, t = _table(("G02", "G03", "G04", "G05"))
    t.submit(t.session.plugin.parse_action("drop G01"))
    _watch(stack, t)
    t.submit(t.session.plugin.parse_action("place G26 under G02"))  # four deep
    stack.update(DT)
    now = t.session.game.observe(t.session.display_viewer)
    size = webview.layout(now, 0, geo.WEB).size
    assert size != 1  # this web's faces are not the flyers' old fixed size
    assert t.flyers and all(f.size == size for f in t.flyers)
