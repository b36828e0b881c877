"""Fixes from a newcomer's playtest: keys kept during animations, the words on the board
(score, Accuse, the Enemy's allowance, Torment), grouped log lines, seat labels."""

from __future__ import annotations

import random

import pygame
from scene_driver import frame, key

from game.paranoid import Game, GameConfig
from game.paranoid.actions import Draw, Pass
from game.paranoid.state import NONE, PARANOID
from scenes.paranoid.board import BoardScene
from scenes.shell.match.session import Session
from scenes.shell.screens.stack import SceneStack


def human_at_paranoid_start(seed: int = 3, players: int = 3) -> Session:
    """A game where the human (seat 0) may draw or pass, nothing drawn yet."""
    game = Game.new(GameConfig(players=players), seed)
    session = Session(game, ["human"] + ["random"] * (players - 1), seed)
    rnd = random.Random(seed)
    while not game.is_over:
        legal = game.legal_actions()
        s = game.state
        if (game.current_player == 0 and s.phase == PARANOID and s.pending == NONE
                and any(isinstance(a, Draw) for a in legal)
                and any(isinstance(a, Pass) for a in legal) and not game.observe(0).accusations):
            session.shown.clear()
            return session
        session.submit(rnd.choice(legal))
    raise AssertionError("never reached the human's Paranoid phase")


def animated_board(session: Session) -> tuple[BoardScene, SceneStack]:
    pygame.font.init()
    stack = SceneStack(speed=1.0)
    board = BoardScene(session, speed=1.0)
    stack.push(board)
    frame(stack)
    frame(stack)
    return board, stack


def test_a_key_pressed_during_an_animation_is_kept() -> None:
    session = human_at_paranoid_start()
    board, stack = animated_board(session)
    record = session.game.record
    before = len(record)
    frame(stack, key(pygame.K_d))
    frame(stack)  # the counter flies
    assert board.animating
    frame(stack, key(pygame.K_p))  # pressed while it flies: not lost
    for _ in range(200):
        frame(stack)
        if len(record) >= before + 2:
            break
    assert [r.split()[0] for r in record[before:before + 2]] == ["draw", "pass"]


def test_the_log_groups_repeats_rewords_and_marks_accusations() -> None:
    from game.paranoid.narration import describe
    from scenes.paranoid.board_hud import log_entries, plural

    names = ["Ann", "Boris"]
    minus = describe({"kind": "sanity_lost", "player": 0, "amount": 1,
                      "reason": "minus_method", "sanity": 30}, names, "Board Gamers")
    hand = describe({"kind": "drawn", "player": 0, "zone": "hand"}, names, "Board Gamers")
    one = describe({"kind": "plot_built", "player": 1, "size": 1}, names, "Board Gamers")
    log = ["Dmitri draws from the Pool into the Enemy Reserve."] * 7 + [
        minus, hand,
        "Ann: “The Grays use Fluoridation to create Global Warming!”",
        "Ann exposes 3 (score 3).", one]
    lines = log_entries(log)
    assert lines[0] == ("Dmitri draws from the Pool into the Enemy Reserve. ×7", False)
    # The (-1) Method's point joins the draw it paid for (issue 22: one line per move).
    assert lines[1][0] == "Ann draws from the Pool into their hand (1 Sanity, now 30)."
    # The Accusation and its result are one line, and it stands out.
    assert lines[2][1] and "exposes nothing; score now 3" in lines[2][0]
    assert lines[3][0] == "Boris hides a Plot of 1 counter."
    assert (plural(1, "action"), plural(2, "action")) == ("1 action", "2 actions")


def test_the_log_box_shows_whole_entries_only() -> None:
    """The box's top line is the start of an entry, never the tail of a wrapped one."""
    from scenes.paranoid.board_hud import newest_whole_entries

    entries = [["a1", "a2", "a3"], ["b1"], ["c1", "c2"], ["d1", "d2"]]
    assert newest_whole_entries(entries, 5) == ["b1", "c1", "c2", "d1", "d2"]
    assert newest_whole_entries(entries, 6) == ["b1", "c1", "c2", "d1", "d2"]
    assert newest_whole_entries(entries, 8) == ["a1", "a2", "a3", "b1", "c1", "c2", "d1", "d2"]
    assert newest_whole_entries([["x1", "x2", "x3"]], 2) == ["x2", "x3"]  # too long alone


def test_words_on_the_board_score_enemy_allowance_torment() -> None:
    from scenes.paranoid import tooltips

    assert tooltips.score_label(4) == "score 4"
    session = human_at_paranoid_start()
    board, stack = animated_board(session)
    for _ in range(100):
        frame(stack)
        if not board.animating:
            break
    line = board.status_line()
    assert "Paranoid phase" in line and "((-1)" not in line
    # Through to the human's Enemy phase: "N of M actions used", never "0 actions taken".
    from game.paranoid.state import ENEMY
    game = session.game
    frame(stack, key(pygame.K_p))
    for _ in range(400):
        frame(stack)
        if game.state.phase == ENEMY and session.to_act == 0 and not board.animating:
            break
    if game.state.phase == ENEMY and session.to_act == 0:
        frame(stack)
        assert " of " in board.status_line() and "used" in board.status_line()
        from scenes.paranoid.choices import STRIKE
        if board.choices and board.choices.by_source.get(STRIKE):
            board.selected = STRIKE
            assert "choose whose Sanity drops" in board.status_line()


def test_laid_aside_accusations_are_tidy_rows_with_a_count() -> None:
    """Many Accusations made: no two rows overlap; the earlier ones are counted."""
    from scenes.paranoid.board_view import table_view
    from scenes.ui.layout import load_layout

    session = human_at_paranoid_start()
    obs = session.game.observe(0)
    made = {"by": 1, "turn": 1, "types": [0, 30, 60], "exposed": []}
    many = type(obs)(**{**obs.__dict__, "laid_aside": [made] * 25})
    layout = load_layout(3)
    view = table_view(many, layout)
    rows = [view.zones[k][0].rect for k in view.zones if k[0] == "aside"]
    assert rows and view.aside_earlier == 25 - len(rows)
    assert all(not a.colliderect(b) for i, a in enumerate(rows) for b in rows[i + 1:])
    assert all(layout.aside.contains(r) for r in rows)


def test_z_shows_the_own_counters_up_close_with_full_names() -> None:
    from scenes.paranoid.zoom import own_rows

    session = human_at_paranoid_start()
    board, stack = animated_board(session)
    frame(stack, key(pygame.K_z))
    assert board.zoomed
    rows = own_rows(session.game.observe(0))
    assert rows[0][0] == "Your Plot" and len(rows[0][1]) == len(session.game.state.plots[0])
    frame(stack, key(pygame.K_d))  # nothing acts under the up-close view
    assert board.zoomed and not session.game.record[-1].startswith("draw")
    frame(stack, key(pygame.K_z))
    assert not board.zoomed
