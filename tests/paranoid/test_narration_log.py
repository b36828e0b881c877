"""The log as the table shows it (issue 22): one line per draw, an Accusation with what
it exposed on one line, and what matters kept in sight (pinned) when it scrolls."""

from __future__ import annotations

from game.paranoid.narration import describe, merge_log

NAMES = ["Ann", "Boris", "Cleo"]
SUB = "Board Gamers"


def line(**view: object) -> str:
    text = describe(dict(view), NAMES, SUB)
    assert text is not None
    return text


def a_draw(who: int = 0, paid: int = 1, now: int = 30) -> list[str]:
    """The three lines a Paranoid draw writes: its cost, the draw, where it went."""
    return [line(kind="sanity_lost", player=who, amount=paid, reason="action", sanity=now),
            line(kind="drawn", player=who, zone="hand"),
            line(kind="stowed", player=who, to=-1)]


def an_accusation(who: int = 0) -> list[str]:
    from scenario import t
    types = [t("grays"), t("coffee"), t("world_peace")]
    return [line(kind="sanity_lost", player=who, amount=2, reason="action", sanity=25),
            line(kind="accused", player=who, types=types),
            line(kind="exposed", player=1, type=t("grays")),
            line(kind="exposed", player=2, type=t("coffee")),
            line(kind="accusation_result", player=who, exposed=2, score=4)]


def test_a_draw_is_one_line_with_its_cost() -> None:
    assert len(a_draw()) == 3
    assert merge_log(a_draw()) == [
        ("Ann draws from the Pool into the Reserve (1 Sanity, now 30).", False)]
    free = a_draw()[1:]  # the first action of a phase costs nothing (§5.1)
    assert merge_log(free) == [("Ann draws from the Pool into the Reserve.", False)]


def test_a_minus_method_point_joins_the_draw() -> None:
    lines = a_draw()
    lines.insert(2, line(kind="sanity_lost", player=0, amount=1, reason="minus_method",
                         sanity=29))
    assert merge_log(lines) == [
        ("Ann draws from the Pool into the Reserve (2 Sanity, now 29).", False)]


def test_an_accusation_is_one_line_that_matters() -> None:
    merged = merge_log(an_accusation())
    assert len(merged) == 1 and merged[0][1]
    text = merged[0][0]
    assert text.startswith("Ann: “") and "(2 Sanity, now 25)" in text
    assert "It exposes Boris's Grays, Cleo's Coffee; score now 4." in text


def test_a_strike_and_other_lines_stay_as_they_are() -> None:
    lines = [line(kind="struck", player=1, target=0),
             line(kind="sanity_lost", player=0, amount=1, reason="enemy", sanity=3),
             line(kind="insane", player=2)]
    merged = merge_log(lines)
    assert [m[0] for m in merged] == lines
    assert [m[1] for m in merged] == [False, False, True]


def test_own_accusation_stays_in_sight_for_a_round() -> None:
    """Ann accuses; then a whole round of draws and gives: her Accusation is still
    among the rows the log box shows (pinned above the latest)."""
    from scenes.paranoid.board_hud import log_entries, log_layout

    log = an_accusation()
    for _ in range(3):  # three players' Action Sequences, four draws and gives each
        for who in (1, 2, 0):
            for _ in range(4):
                log += a_draw(who)
            log.append(line(kind="given", player=who, to=(who + 1) % 3))
    rows, pinned = log_layout([[entry] for entry in log_entries(log)], 12)
    assert pinned == 1 and rows[0][0].startswith("Ann: “") and rows[0][1]
    assert len(rows) == 12
    assert rows[-1] == log_entries(log)[-1]  # the latest still at the bottom
