"""What the Ninety-Nine table says agrees with the game (issue 22): round points as the
summary counts them, nobody "to play" once the round is over, one lit move at a time,
moves whose words fit at 120% text, and everything that matters inside the TV-safe area
(5% in from each edge)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.ninety_nine import bench
from scenes.ninety_nine import choices as ch
from scenes.ninety_nine.centre import GOLD
from scenes.ninety_nine.table import NinetyNineTable
from scenes.ninety_nine.view import SAFE
from scenes.ui import text
from tests.ninety_nine_table.helpers import seated_table
from tests.ninety_nine_table.test_layer_cache import my_turn  # noqa: F401 - a fixture


def _to_the_summary(seed: int) -> Any:
    """A one-round game of one human and two bots, played to its last action; the table
    then animates that action's events up to the round's summary."""
    session, instant = seated_table(["human", "easy", "easy"], seed)
    table = NinetyNineTable(session, speed=1.0, bot_pace=0.0)  # the summary waits
    instant.stack.push(table)
    instant.stack.apply_pending()
    while True:
        session.shown.clear()
        table.resync()
        if session.human_to_act:
            session.submit(session.legal()[0])
        else:
            session.bot_step()
        if any(s.view["kind"] == "round_over" for s in session.shown):
            break
    for _ in range(400):
        table.stack.update(0.05)
        if table.summary is not None:
            return table
    raise AssertionError("no round summary")


@pytest.mark.parametrize("seed", range(1, 9))
def test_at_the_round_summary_the_labels_agree_with_it(seed: int) -> None:
    table = _to_the_summary(seed)
    summary = table.summary
    shown = table.me_key()[0]
    assert shown == summary["points"][table.bottom], "round points as the summary counts"
    assert table.actor == -1 and not table.passers, "nobody is 'to play' after the round"
    assert not table.me_key()[-1], "no 'Hand hidden' over a hand turned face up"


def _lit_rows(table: Any) -> int:
    surface = pygame.Surface((1280, 720))
    table.draw(surface)
    return sum(surface.get_at((r.centerx, r.y + 1))[:3] == GOLD for r in table.option_rows())


def test_one_option_lit_when_mouse_and_keys_both_move(my_turn: Any) -> None:  # noqa: F811
    t = my_turn
    t.focus = 2  # the card with two ways to play it
    rows = t.option_rows()
    assert len(rows) >= 2
    t.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=rows[0].center, rel=(0, 0),
                                      buttons=(0, 0, 0)))
    t.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="",
                                      scancode=0))
    assert _lit_rows(t) == 1


def test_what_matters_lies_inside_the_tv_safe_area(my_turn: Any) -> None:  # noqa: F811
    app, busy = bench.build(6, 3)
    try:
        app.stack.update(1 / 60)
        for table in (busy, my_turn):
            surface = pygame.Surface((1280, 720))
            table.draw(surface)
            for name, (_key, ops) in table._layer.shown.items():
                if name == "status" or not ops.bounds:
                    continue  # the bar's fill reaches the edge; its words: below
                assert SAFE.contains(ops.bounds), (name, ops.bounds)
            assert SAFE.contains(table.menu_rect())
    finally:
        app.close()


@pytest.mark.parametrize("scale", [1.0, 1.2])
def test_move_words_fit_their_row_at_every_text_size(my_turn: Any, scale: float) -> None:  # noqa: F811
    """The longest moves (a pair with its effect, the count, the cost) fit uncut."""
    rows = my_turn._rows(3, False)
    text.set_scale(scale)
    try:
        longest = [("3  Pair of Threes", "keeps direction, to 33", "+3 pts"),
                   ("2  Pair of Kings", "others pay, to 100", "others +3"),
                   ("1  Ten -10", "to 89", "free")]
        for label, detail, cost in longest:
            r = rows[0]
            assert text.font(20).size(label)[0] + text.font(20).size(cost)[0] <= r.w - 28, \
                label
            assert text.font(20).size(detail)[0] <= r.w - 38, detail
        assert ch.detail_text(ch.Option(None, "Pair of Threes", 0, 0, 33, "keeps direction")) \
            == "keeps direction, to 33"
    finally:
        text.set_scale(1.0)


def test_the_turn_prompt_reads_as_one_sentence(my_turn: NinetyNineTable) -> None:  # noqa: F811
    """Issue 22 walk-through: "Your turn: pick a card, then Press Enter" had a capital
    in the middle of its sentence."""
    line = my_turn.prompt()
    assert line.startswith("Your turn: pick a card, then ") and "then press Enter" in line


@pytest.mark.parametrize("scale", [1.0, 1.2])
def test_a_log_entry_names_the_whole_play_at_every_text_size(scale: float) -> None:
    """Issue 22 walk-through: at Text size 120% the learner's own "one-eyed Jack" read
    "Player 1:…" in Last plays."""
    from scenes.ninety_nine.places import LOG_RECT
    from scenes.ninety_nine.play_log import LOG_PX, entry_line

    pygame.font.init()
    before = text.get_scale()
    text.set_scale(scale)
    try:
        plays = [(what, "+3 pts") for what in ("one-eyed Jack", "black Queen", "Ace as 11",
                                                "Ten -10", "two Nines")]
        plays.append(("two Kings", "others +3"))  # only a pair of Kings makes others pay
        for name in ("Player 1", "Dmitri"):
            for what, cost in plays:
                room = LOG_RECT.w - 24 - text.font(LOG_PX).size(cost)[0] - 8
                px, line = entry_line(f"{name}: {what}", room)
                assert line == f"{name}: {what}" and text.font(px).size(line)[0] <= room
    finally:
        text.set_scale(before)


@pytest.mark.parametrize("scale", [1.0, 1.2])
def test_the_round_summarys_column_headings_are_whole(scale: float) -> None:
    """Issue 22 walk-through: at Text size 120% the summary's headings read "Play…" and
    "Rou…"."""
    from scenes.ninety_nine.play_log import HEAD_W, column_head

    pygame.font.init()
    before = text.get_scale()
    text.set_scale(scale)
    try:
        for head in ("Lines", "Played", "Held", "Calls", "Round", "Total"):
            px, shown = column_head(head)
            assert shown == head and text.font(px).size(shown)[0] <= HEAD_W
    finally:
        text.set_scale(before)


def test_the_status_line_says_who_a_pass_waits_for() -> None:
    """Issue 22 walk-through: "Choosing a pass: 1" read as a count of passes."""
    session, table = seated_table(["human", "easy", "easy"], 3)
    table.actor = -1
    table.passers = {2}
    assert f"Pass: waiting for {session.names[2]}" in table.status_key()[0]
    table.passers = {0, 2}
    assert "Pass: 2 still choosing" in table.status_key()[0]
