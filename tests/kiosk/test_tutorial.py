"""The tutorial: its script is valid data, it plays through to its last card by input
alone (through `App.step`), it holds the bots while a card is read, "End tutorial"
leaves an ordinary game running; and the rules reference follows the spec's sections."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pygame
import pytest

from scenes.paranoid.board import BoardScene
from scenes.paranoid.plot_builder import PlotBuilderScene
from scenes.paranoid.rules_text import RULES
from scenes.paranoid.tutorial import (
    CONDITIONS,
    STEPS_PATH,
    TUTORIAL_SEATS,
    CoachScene,
    load_steps,
)
from scenes.shell.match.flow import Flow
from scenes.shell.menus.title import TitleScene
from scenes.shell.screens.message import MessageScene
from scenes.shell.window.app import App
from tests.frames import until
from tests.scenes.scene_driver import read_first

DT = 0.05
SPEC = Path(__file__).resolve().parents[3] / "shared" / "specs" / "paranoid-delusions.md"
LESSONS = ("goal", "plot", "draw", "drawn", "place", "build_accusation", "costs", "accuse",
           "exposed", "enemy", "sanity", "turn_end", "ending", "over")


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def click(pos: tuple[int, int]) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False)]


def step(app: App, *events: pygame.event.Event) -> None:
    if events:
        read_first(app, DT)  # a person reads a new screen before pressing
    app.step(list(events), DT)
    app.stack.apply_pending()


def start(app: App) -> tuple[Flow, BoardScene, CoachScene]:
    flow = Flow(app.stack, speed=0, music=False)
    app.stack.push(flow.title(music=False))
    board = flow.start_tutorial()
    step(app)
    coach = next(s for s in app.stack.scenes if isinstance(s, CoachScene))
    return flow, board, coach


def do_what_the_card_asks(app: App, board: BoardScene, coach: CoachScene) -> None:
    """Keyboard only: focus a source whose action is of the awaited kind, then a target."""
    kinds = coach.step.wait_for
    choices = board.choices
    assert choices, "a card waits for an action the board offers"
    source = next(s for s in choices.sources
                  if any(a.kind in kinds for a in choices.by_source[s].values()))
    if source == ("pool",):
        step(app, key(pygame.K_d))
        return
    if source == ("pass",):
        step(app, key(pygame.K_p))
        return
    step(app, key(pygame.K_TAB))  # Tab goes round (the arrows stop at the ends)
    for _ in range(50):
        if choices.sources[board.focus % len(choices.sources)] == source:
            break
        step(app, key(pygame.K_TAB))
    step(app, key(pygame.K_RETURN))
    target = next(t for t, a in choices.by_source[source].items() if a.kind in kinds)
    for _ in range(50):
        cycle = board._cycle()
        if cycle[board.focus % len(cycle)] == target:
            break
        step(app, key(pygame.K_TAB))
    step(app, key(pygame.K_RETURN))


def build_plot(app: App) -> None:
    step(app, key(pygame.K_r))
    step(app, key(pygame.K_d))


# -- the script ------------------------------------------------------------------------------


def to_the_draw_card(app: App, coach: CoachScene) -> None:
    """Through the cards (the Plot built, boxes closed) to the first action step: Draw."""

    def on() -> None:
        if isinstance(app.stack.top, PlotBuilderScene):
            build_plot(app)
        elif coach.mode == "hold" or isinstance(app.stack.top, MessageScene):
            step(app, key(pygame.K_RETURN))
        else:
            step(app)

    until(on, lambda: coach.step.id == "draw" and coach.mode == "act")  # the bots think
    assert coach.step.id == "draw" and coach.mode == "act"


def test_the_script_is_valid_data_covering_every_lesson() -> None:
    steps = load_steps()
    ids = [s.id for s in steps]
    for lesson in LESSONS:
        assert lesson in ids, lesson
    assert all(s.when in CONDITIONS and s.title and s.text for s in steps)
    assert {k for s in steps for k in s.wait_for} >= {"draw", "place", "accuse", "give", "pass"}
    assert not any("shift" in s.wait_for for s in steps)  # no Sanity spent just to practise
    assert len(TUTORIAL_SEATS) in (3, 4) and TUTORIAL_SEATS.count("human") == 1


def test_a_typo_in_the_script_is_refused(tmp_path: Path) -> None:
    data = json.loads(STEPS_PATH.read_text("utf-8"))
    data["steps"][0]["highlight"] = ["me:bowl"]
    bad = tmp_path / "steps.json"
    bad.write_text(json.dumps(data), "utf-8")
    with pytest.raises(ValueError, match="unknown zone"):
        load_steps(bad)
    data["steps"][0]["highlight"] = []
    data["steps"][0]["wait_for"] = ["dance"]
    bad.write_text(json.dumps(data), "utf-8")
    with pytest.raises(ValueError, match="unknown action"):
        load_steps(bad)


# -- playing it --------------------------------------------------------------------------------


def test_the_tutorial_plays_through_to_its_last_card(app: App) -> None:
    flow, board, coach = start(app)
    steps = [s.id for s in coach.steps]
    last_shown = None

    def on() -> None:
        nonlocal last_shown
        top = app.stack.top
        if isinstance(top, PlotBuilderScene):
            build_plot(app)
        elif isinstance(top, MessageScene):  # a clash of the blind Plots, told
            step(app, key(pygame.K_RETURN))
        elif top is coach and coach.mode == "hold":
            last_shown = coach.step.id
            step(app, key(pygame.K_RETURN))
        elif top is coach and coach.mode == "act" and coach.step.id == "accuse":
            from tests.kiosk.test_tutorial_whole_game import act
            act(app, board, next(a for a in board.session.legal() if a.kind == "accuse"))
        elif top is coach and coach.mode == "act":
            do_what_the_card_asks(app, board, coach)
        elif top is coach and board.choices and board.session.human_to_act:
            # Between the cards the learner plays on as they taught (towards an Accusation).
            from tests.kiosk.test_tutorial_whole_game import act, choose
            act(app, board, choose(board.session))
        else:
            step(app)

    until(on, lambda: coach.ended, seconds=300)  # the bots think in real time
    assert coach.ended and last_shown == steps[-1]
    assert coach.seen == steps  # every card, in order
    waiting = [s.id for s in coach.steps if s.wait_for]
    # Each action step was completed by the action itself (ending the Enemy phase can
    # come later, when a duplicate must be given first: that card then shows Next).
    assert set(waiting) - {"enemy_end"} <= set(coach.done) <= set(waiting)
    record = board.session.game.record
    for kind in ("draw", "place", "accuse", "pass", "give"):
        assert any(a.startswith(kind) for a in record), kind
    # The tutorial game ran to its end (issue 22: it teaches the win); the coach is gone
    # and the table goes on to the results as an ordinary game does.
    assert coach not in app.stack.scenes and board.gate is None
    assert board.session.game.is_over
    for _ in range(200):
        step(app)
        if board.finished:
            break
    assert board.finished


def test_end_tutorial_leaves_a_normal_game_running(app: App) -> None:
    flow, board, coach = start(app)
    assert coach.mode == "hold" and coach.seen == ["welcome"]
    assert board.session.game.record == []  # the card holds the table
    step(app, key(pygame.K_ESCAPE))
    assert coach.ended and coach not in app.stack.scenes and board.gate is None
    for _ in range(20):  # the game goes on: the human's Plot builder comes up
        step(app)
        if isinstance(app.stack.top, PlotBuilderScene):
            break
    assert isinstance(app.stack.top, PlotBuilderScene)
    build_plot(app)
    # A clash of the blind Plots is told in a box: OK closes it (the bots think meanwhile).

    def on() -> None:
        step(app, *([key(pygame.K_RETURN)] if isinstance(app.stack.top, MessageScene) else []))

    on()
    until(on, lambda: bool(board.choices))
    assert board.choices and board.session.game.state.turn >= 1


def test_a_card_holds_the_bots_and_skip_step_moves_on(app: App) -> None:
    flow, board, coach = start(app)
    to_the_draw_card(app, coach)
    record = board.session.game.record
    drawn = len(record)
    step(app, key(pygame.K_n))  # Skip step: on without drawing
    assert coach.step.id != "draw" and len(record) == drawn
    # Finish the human's turn by hand, then watch a card hold the bots.

    def on() -> None:
        if coach.mode == "hold" or isinstance(app.stack.top, MessageScene):
            step(app, key(pygame.K_RETURN))
        elif coach.mode == "act":
            step(app, key(pygame.K_n))
        elif board.choices and board.choices.immediate(("pass",)):
            step(app, key(pygame.K_p))
        elif board.choices:  # a duplicate to give first: the first move offered
            step(app, key(pygame.K_RETURN))
        else:
            step(app)

    until(on, lambda: coach.step.id == "sanity" and coach.mode == "hold")
    assert coach.step.id == "sanity" and not board.session.human_to_act
    held = len(board.session.game.record)
    for _ in range(60):
        step(app)
    assert len(board.session.game.record) == held  # no bot plays past the card
    # The card's own buttons work with the mouse too.
    step(app, *click(coach.buttons.rects["end"].center))
    assert coach.ended
    for _ in range(60):
        step(app)
    assert len(board.session.game.record) > held


def test_the_title_offers_the_tutorial(app: App) -> None:
    flow = Flow(app.stack, speed=0, music=False)
    title = flow.title(music=False)
    app.stack.push(title)
    step(app)
    assert isinstance(app.stack.top, TitleScene)
    labels = [item.label for item in title.main.items]
    assert "Tutorial" in labels
    title.main.focus_label("Tutorial")
    step(app, key(pygame.K_RETURN))
    step(app)
    assert any(isinstance(s, CoachScene) for s in app.stack.scenes)
    assert flow.board is not None and flow.board.session.seats == list(TUTORIAL_SEATS)


# -- the rules reference ------------------------------------------------------------------------


def spec_sections() -> list[tuple[str, str]]:
    """The spec's numbered headings as (number, title), e.g. ("5.1", "Costs and limits")."""
    out = []
    for line in SPEC.read_text("utf-8").splitlines():
        match = re.match(r"^#{2,3} (\d+(?:\.\d+)?)\.? (.+)$", line)
        if match:
            title = re.split(r" \(|,", match.group(2))[0].strip()
            out.append((match.group(1), title))
    return out


@pytest.mark.skipif(not SPEC.exists(), reason="the rules spec lives outside the repository")
def test_the_rules_reference_follows_the_spec_sections() -> None:
    sections = spec_sections()
    assert len(sections) >= 12  # 1–10 and 5.1, 5.2
    headings = [h for h, _ in RULES]
    for number, title in sections:
        label = number if "." in number else f"{number}."
        found = [h for h in headings if h.startswith(label + " ")]
        assert found, (number, title)
        if number != "10":  # 10 is addressed to the program; the reference retells it
            assert title.lower() in found[0].lower(), (found[0], title)
        paragraphs = dict(RULES)[found[0]]
        assert paragraphs and sum(len(p) for p in paragraphs) > 150, found[0]


def test_enter_pressed_on_through_the_cards_never_acts_on_the_board(app: App) -> None:
    """The cards say "Next (Enter)": a player pressing Enter on and on must not draw
    or pass by it when a card waits for an action; the card says what to do instead."""
    flow, board, coach = start(app)
    game = board.session.game

    def on() -> None:
        if isinstance(app.stack.top, PlotBuilderScene):
            build_plot(app)
        else:
            step(app, key(pygame.K_RETURN))

    until(on, lambda: app.stack.top is coach and coach.mode == "act")
    assert coach.mode == "act" and coach.step.id == "draw"
    before = len(game.record)
    for _ in range(5):
        step(app, key(pygame.K_RETURN))
    assert len(game.record) == before, "Enter acted on the board"
    assert coach.enter_note and coach.mode == "act"
    step(app, key(pygame.K_d))  # the card's own way: D draws
    assert game.record[before].split()[0] == "draw"
