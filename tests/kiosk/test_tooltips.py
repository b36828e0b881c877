"""Tooltips: every counter type, every layout zone of every table size and every number
on screen has one; a face-down counter's tip tells nothing the viewer may not know;
the box waits for a resting mouse, not for the keyboard focus, and stays on screen."""

from __future__ import annotations

import pygame
import pytest

from game.paranoid import Game
from game.paranoid.catalogue import N_TYPES, TYPES, type_name
from game.paranoid.state import ENEMY, PARANOID, PLOT
from scenes.paranoid import tooltips
from scenes.paranoid.board import BoardScene
from scenes.paranoid.hover import number_spots, point_hover, zone_spots
from scenes.paranoid.plot_builder import PlotBuilderScene
from scenes.paranoid.presets import default_config
from scenes.paranoid.tooltips import (
    NUMBER_KINDS,
    Tip,
    Tooltip,
    catalogue_tip,
    counter_tip,
)
from scenes.shell.match.session import Session
from scenes.shell.window.app import App

DT = 0.05


def motion(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0),
                              touch=False)


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def session_for(seats: tuple[str, ...], seed: int = 5) -> Session:
    config = default_config(seats)
    return Session(Game.new(config, seed), list(seats), seed)


def play_bots_until(session: Session, done: object) -> None:
    """Let the bots play (a human seat is played by the random bot of a twin session)."""
    helper = session_for(tuple("random" for _ in session.seats), 99)
    for _ in range(3000):
        if done(session):  # type: ignore[operator]
            return
        p = session.to_act
        bot = session.bots.get(p) or helper.bots[p]
        session.game.apply(bot.choose(session.game.observe(p), session.game.legal_actions()))
    raise AssertionError("the state was never reached")


def board_for(seats: tuple[str, ...], done: object) -> BoardScene:
    session = session_for(seats)
    play_bots_until(session, done)
    board = BoardScene(session, speed=0)
    board.resync()
    return board


def no_placeholders(tip: Tip) -> bool:
    return tip.title and "{" not in tip.title + tip.body and "}" not in tip.title + tip.body


# -- data: counters, zones, numbers ----------------------------------------------------------


def test_every_counter_type_has_a_tip_from_the_catalogue() -> None:
    for t in range(N_TYPES):
        info = TYPES[t]
        for tip in (counter_tip(t, "paranoid", "Ada", own=True), catalogue_tip(t)):
            assert type_name(t) in tip.title and no_placeholders(tip)
            assert tooltips.KIND_TEXT[info.kind] in tip.body
            assert (tooltips.MINUS_TEXT in tip.body) == info.minus
            if info.category:
                assert tooltips.CATEGORY_TEXT[info.category] in tip.body
            if info.alien_ok:
                assert tooltips.MARK_TEXT["A"] in tip.body
    assert "Board Gamers" not in catalogue_tip(TYPES.index(
        next(i for i in TYPES if i.renamable)), "Conspiracy Buffs").title


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_every_layout_zone_of_every_table_has_a_tip(players: int) -> None:
    seats = ("human",) + ("random",) * (players - 1)
    board = board_for(seats, lambda s: s.game.state.phase == PARANOID)
    spots = {key: (rect, make) for key, rect, make in zone_spots(board)}
    for name, rect in board.layout.zones().items():
        seat, _, zone = name.partition("_")
        key = (zone, int(seat[4:])) if zone else (name,)
        assert key in spots, name
        spot_rect, make = spots[key]
        assert spot_rect == rect
        tip = make()
        assert no_placeholders(tip) and tip.body, name
        # and the pointer finds something to explain anywhere in the zone
        assert point_hover(board, rect.center) is not None, name


def test_every_number_kind_on_screen_has_a_tip(app: App) -> None:
    found: set[str] = set()
    for phase in (PARANOID, ENEMY):
        board = board_for(("human", "random", "random"),
                          lambda s, phase=phase: s.game.state.phase == phase)
        for key, rect, make in number_spots(board):
            tip = make()
            assert no_placeholders(tip) and tip.body, key
            assert point_hover(board, rect.center)[0] == key  # the pointer finds it
            kind = key[1] if key[0] == "hud" else key[0]
            found.add(kind)
    # The Plot builder's counts ("1 chosen") are numbers too.
    session = session_for(("human", "random"))
    builder = PlotBuilderScene(session)
    app.stack.push(builder)
    app.step([], DT)
    title, _rule, y = builder.headings[0]
    app.step([motion((builder.cells[0].rect.x + 300, y + 12))], DT)
    assert builder.tooltip.key == ("chosen", title)
    found.add("chosen")
    assert session.game.state.phase == PLOT
    assert found >= set(NUMBER_KINDS)
    for kind in NUMBER_KINDS:
        assert kind in found, kind


# -- hidden information --------------------------------------------------------------------


def test_a_face_down_counter_tip_names_nothing_the_viewer_may_not_know() -> None:
    board = board_for(("human", "random", "random"),
                      lambda s: s.game.state.phase == ENEMY and s.game.state.turn >= 2)
    state = board.session.game.state
    assert board.session.display_viewer == 0
    for other in (1, 2):
        secret = set(state.plots[other]) | set(state.enemy[other]) | set(state.paranoid[other])
        secret |= {t for acc in state.accusations[other] for t in acc}
        hidden_names = [type_name(t) for t in secret]
        checked = 0
        for key, placed in board.view.zones.items():
            if key[0] == "aside" or key[1] != other:
                continue
            for item in placed:
                if item.type is not None:
                    continue  # exposed Plot counters are public
                hit = point_hover(board, item.rect.center)
                assert hit is not None
                _key, _rect, tip = hit
                assert tip.title == "Face-down counter"
                assert board.session.names[other] in tip.body
                text = tip.title + " " + tip.body
                assert not any(name in text for name in hidden_names), text
                checked += 1
        assert checked > 0
        for key, _rect, make in zone_spots(board):  # the zones give counts, not contents
            if len(key) == 2 and key[1] == other:
                tip = make()
                assert not any(name in tip.body for name in hidden_names), tip
    # The viewer's own counters are named, with what only they know.
    own = next(item for item in board.view.zones[("plot", 0)] if item.concealed_own)
    tip = point_hover(board, own.rect.center)[2]
    assert tip.title.startswith(type_name(own.type)) and tooltips.OWN_HIDDEN in tip.body


def test_the_public_view_names_no_private_counter() -> None:
    board = board_for(("random", "random", "random"),
                      lambda s: s.game.state.phase == PARANOID and s.game.state.turn >= 2)
    assert board.session.display_viewer is None
    for key, placed in board.view.zones.items():
        for item in placed:
            tip = point_hover(board, item.rect.center)[2]
            if item.type is None:
                assert tip.title == "Face-down counter"
            else:
                assert key[0] in ("plot", "aside") and item.exposed


# -- the box -------------------------------------------------------------------------------


def test_the_mouse_and_the_focus_wait_a_moment_and_the_focus_tip_goes(app: App) -> None:
    board = board_for(("human", "random"),
                      lambda s: s.game.state.phase == PARANOID and s.to_act == 0)
    app.stack.push(board)
    app.step([], DT)
    app.stack.apply_pending()
    item = board.view.zones[("plot", 0)][0]
    app.step([motion(item.rect.center)], DT)
    assert board.tooltip.tip is not None and not board.tooltip.visible
    for _ in range(round(tooltips.HOVER_DELAY / DT) + 1):
        app.step([], DT)
    assert board.tooltip.visible
    assert type_name(item.type) in board.tooltip.tip.title
    app.step([key(pygame.K_RIGHT)], DT)  # the keyboard focus: explained after a moment
    assert board.keyboard and board.tooltip.immediate and not board.tooltip.visible
    for _ in range(round(tooltips.FOCUS_DELAY / DT) + 1):
        app.step([], DT)
    assert board.tooltip.visible
    for _ in range(round(tooltips.FOCUS_LINGER / DT) + 1):
        app.step([], DT)
    assert not board.tooltip.visible, "the focus tip gets out of the way for good"
    app.step([key(pygame.K_RIGHT)], DT)
    for _ in range(round(tooltips.FOCUS_DELAY / DT) + 1):
        app.step([], DT)
    assert board.tooltip.visible, "moving the focus explains the new item"


@pytest.mark.parametrize("anchor", [(0, 0, 40, 40), (1240, 0, 40, 40), (0, 680, 40, 40),
                                    (1240, 680, 40, 40), (600, 0, 80, 720)])
def test_the_box_stays_inside_the_screen(app: App, anchor: tuple[int, int, int, int]) -> None:
    surface = pygame.Surface((1280, 720))
    tip = Tooltip(delay=0)
    tip.point("k", pygame.Rect(anchor), counter_tip(0, "plot", "Ada", own=True))
    rect = tip.draw(surface)
    assert rect is not None and surface.get_rect().contains(rect)
    assert not rect.colliderect(pygame.Rect(anchor)) or anchor[3] == 720
