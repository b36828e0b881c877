"""The Plot builder: legal random Plots, a legal submission, refused types stay out;
blind building (the default, §3.2) shows nothing of another Plot, open building strikes
out the types the builder saw taken."""

from __future__ import annotations

import random

import pygame
import pytest
from scene_driver import frame, key

from game.paranoid import Finish, Game, GameConfig, Options, Pick
from game.paranoid.catalogue import GOALS, GROUPS, METHODS
from game.paranoid.plots import plot_problem
from game.paranoid.state import PLOT
from scenes.paranoid.plot_builder import PlotBuilderScene
from scenes.shell.match.session import Session
from scenes.shell.screens.stack import SceneStack


def click(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)


def second_builder(options: Options | None = None, seed: int = 4) -> Session:
    """A game where a bot has built the first Plot and the human at seat 1 is next."""
    game = Game.new(GameConfig(players=3, options=options or Options()), seed)
    session = Session(game, ["random", "human", "random"], seed)
    while session.to_act == 0:
        session.bot_step()
    assert session.to_act == 1 and session.display_viewer == 1
    return session


def open_builder(session: Session, done: list[bool] | None = None,
                 seed: int = 1) -> tuple[PlotBuilderScene, SceneStack]:
    pygame.font.init()
    stack = SceneStack(speed=0)
    builder = PlotBuilderScene(session, lambda: done.append(True) if done is not None else None,
                               rng=random.Random(seed))
    stack.push(builder)
    frame(stack)
    return builder, stack


OPEN = Options(plot_building="open")


@pytest.mark.parametrize("options", [OPEN, Options(aliens=True, corporations=True,
                                                   delusions=True, plot_building="open")])
def test_random_plot_is_always_legal(options: Options) -> None:
    session = second_builder(options)
    builder, stack = open_builder(session)
    taken = set(session.game.observe(1).seen_taken)
    assert taken, "open building: the first Plot's types are unavailable to the second"
    for _ in range(40):
        frame(stack, key(pygame.K_r))
        assert plot_problem(builder.draft, options, taken) is None
        assert not taken & set(builder.draft)


def test_done_submits_the_draft_as_a_legal_plot() -> None:
    session = second_builder()
    done: list[bool] = []
    builder, stack = open_builder(session, done)
    frame(stack, key(pygame.K_c))  # the random Plot it opens with, put back
    frame(stack, key(pygame.K_d))  # an empty draft cannot be done
    assert builder.message and session.to_act == 1 and not done
    frame(stack, key(pygame.K_r))
    draft = list(builder.draft)
    frame(stack, key(pygame.K_d))
    assert done == [True] and len(stack) == 0
    assert sorted(session.game.state.plots[1]) == sorted(draft)
    assert session.to_act == 2 and session.game.state.phase == PLOT


def test_unavailable_and_refused_types_cannot_be_added() -> None:
    session = second_builder(OPEN)
    builder, stack = open_builder(session)
    frame(stack, key(pygame.K_c))  # from an empty draft
    taken = sorted(session.game.observe(1).seen_taken)
    frame(stack, click(builder.rect_of(taken[0]).center))
    assert taken[0] not in builder.draft
    assert "earlier Plot" in builder.message
    goals = [g for g in GOALS if g not in taken]
    frame(stack, click(builder.rect_of(goals[0]).center))
    frame(stack, click(builder.rect_of(goals[1]).center))  # a second Goal: refused
    assert builder.draft == [goals[0]]
    groups = [g for g in GROUPS if g not in taken]
    for g in groups[:3]:  # at most two Groups
        builder.focus = g
        frame(stack, key(pygame.K_RETURN))
    assert builder.draft == [goals[0], *groups[:2]]
    frame(stack, click(builder.draft_rects()[0].center))  # a click in the draft removes
    frame(stack, key(pygame.K_BACKSPACE))  # and Backspace takes back the last pick
    assert builder.draft == [groups[0]]
    frame(stack, key(pygame.K_c))
    assert builder.draft == []


def test_keyboard_navigation_reaches_the_buttons() -> None:
    session = second_builder()
    builder, stack = open_builder(session)
    assert builder.focus == "done", "it opens ready to keep its random Plot"
    for _ in range(3):
        frame(stack, key(pygame.K_LEFT))
    assert isinstance(builder.focus, int), "Left leads from the buttons to the grid"
    frame(stack, key(pygame.K_TAB))
    assert builder.focus == "done"
    frame(stack, key(pygame.K_UP))
    assert builder.focus in ("random", "clear")
    frame(stack, key(pygame.K_RETURN))  # Random (or Clear) pressed by Enter
    frame(stack, key(pygame.K_LEFT))
    assert isinstance(builder.focus, int), "Left goes back to the grid"


@pytest.mark.parametrize("options", [Options(), OPEN, Options(aliens=True, corporations=True,
                                                               delusions=True)])
def test_the_builder_opens_with_a_random_legal_plot_ready_to_keep(options: Options) -> None:
    """Issue 21: nobody is dropped in front of 80 empty choices; the draft is a random
    legal Plot (editable), and Done (focused) keeps it."""
    session = second_builder(options)
    done: list[bool] = []
    builder, stack = open_builder(session, done)
    taken = set(session.game.observe(1).seen_taken) if not options.blind else set()
    assert builder.draft and plot_problem(builder.draft, options, taken) is None
    assert builder.focus == "done"
    draft = list(builder.draft)
    frame(stack, key(pygame.K_RETURN))
    assert done == [True] and sorted(session.game.state.plots[1]) == sorted(draft)


def test_builder_refuses_to_open_for_someone_else() -> None:
    game = Game.new(GameConfig(players=2), 2)
    session = Session(game, ["human", "human"], 2)  # nobody confirmed the hand-over
    builder, stack = open_builder(session)
    assert builder.closed and len(stack) == 0


@pytest.mark.parametrize("options", [Options(), Options(aliens=True, corporations=True,
                                                         delusions=True)])
def test_blind_random_plots_are_legal_from_every_type(options: Options) -> None:
    session = second_builder(options)
    builder, stack = open_builder(session)
    assert not builder.unavailable and builder.blind
    for _ in range(40):
        frame(stack, key(pygame.K_r))
        assert plot_problem(builder.draft, options) is None


def test_blind_builder_shows_nothing_of_another_plot() -> None:
    """§3.2: the second builder's screen is the same whatever the first Plot holds, and
    every type of the first Plot can be picked (nothing greyed, nothing struck)."""
    pictures = []
    for seed in (4, 9):
        session = second_builder(seed=seed)
        first = session.game.state.plots[0]
        assert first, "the bot built its Plot"
        builder, stack = open_builder(session)
        builder.clear()  # from an empty draft, every type of the first Plot is addable
        assert all(builder.addable(t) for t in first if t in GROUPS + GOALS)
        assert "taken" not in builder._describe(first[0])
        surface = pygame.Surface((1280, 720))
        builder.draw(surface)
        pictures.append((pygame.image.tobytes(surface, "RGB"), sorted(first)))
    assert pictures[0][1] != pictures[1][1], "two different first Plots"
    assert pictures[0][0] == pictures[1][0], "the builder's picture leaks the first Plot"


def test_blind_clash_is_told_to_its_owner_only() -> None:
    """Two of three humans pick the same Plot; both lose its types (§3.3 amended), each
    is told privately; the third, who clashed with nobody, is told nothing."""
    from scenes.paranoid.board import BoardScene

    game = Game.new(GameConfig(players=3), 4)
    session = Session(game, ["human", "human", "human"], 4)
    same = [GROUPS[0], GOALS[0], METHODS[0]]
    for plot in (same, same, [GROUPS[1], GOALS[1], METHODS[1]]):
        session.confirm_handover()
        for t in plot:
            session.submit(Pick(t))
        session.submit(Finish())
    clashed = [p for p in (0, 1, 2) if session.game.observe(p).clashes]
    assert clashed == [0, 1]  # every drafter of a clashed type loses it
    owner, other = 0, 2
    pygame.font.init()
    stack = SceneStack(speed=0)
    board = BoardScene(session, speed=0)
    stack.push(board)
    stack.apply_pending()
    session.shown.clear()
    note = board.clash_note(other)
    assert note == "", "the other player learns nothing"
    note = board.clash_note(owner)
    assert "instead" in note and "stands in no Plot" in note
    board._told.clear()  # (the first frame told whoever was at the screen already)
    for me in (other, owner):  # hot-seat: each is told (or not) after their curtain
        session._confirmed = me
        board.hint = ""
        board._tell_clashes()
        assert (note in board.hint and board.hint_time > 0) == (me == owner)
    session._confirmed = other  # the screen changes hands: the owner's message goes
    board.update(0.05)
    assert board.hint_time == 0


def test_the_builder_lies_inside_the_tv_safe_area() -> None:
    """Issue 22: nothing important within 5% of the screen's edge (a television's
    overscan): the grid, the side panel with the Plot and its buttons, the info line, the
    heading and the keys line sat at the edges."""
    safe = pygame.Rect(64, 36, 1280 - 128, 720 - 72)
    builder, stack = open_builder(second_builder())
    builder.random_plot()
    surface = pygame.Surface((1280, 720))
    builder.draw(surface)
    rects = [c.rect for c in builder.cells] + list(builder.buttons.values()) \
        + builder.draft_rects()
    assert builder.draft_rects()
    for rect in rects:
        assert safe.contains(rect), rect
    from scenes.paranoid import plot_builder

    assert safe.contains(plot_builder.SIDE)
    # What is drawn at all: nothing but the felt in the overscan band.
    felt = pygame.Surface((1280, 720))
    felt.blit(counter_table(builder), (0, 0))
    band = [(x, y) for x in range(0, 1280, 8) for y in (4, 20, 30, 690, 700, 714)] + \
        [(x, y) for y in range(0, 720, 8) for x in (4, 30, 50, 1230, 1250, 1274)]
    changed = [p for p in band if surface.get_at(p) != felt.get_at(p)]
    assert not changed, changed[:8]


def counter_table(builder: PlotBuilderScene) -> pygame.Surface:
    from scenes.paranoid.counter_art import counter_art

    return counter_art(builder.services).table((1280, 720))
