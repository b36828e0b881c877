"""Names whole and nothing over anything in the web's head and the seat panels (issue 31:
"Channel Eleven Daytime attacks The…", the own goal "goal 0/9…", and "need -6 on two
dice" beside 0%). The texts each part draws are measured as drawn: whole (no "…"),
inside their panel, apart; and the need is said in words a player can act on."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.pulling_strings import odds
from game.pulling_strings.cards import GROUPS
from scenes.pulling_strings import geometry as geo
from scenes.pulling_strings.table import PullingStringsTable
from scenes.shell.match.session import Session
from scenes.shell.screens.stack import SceneStack
from scenes.ui import canvas
from tests.pulling_strings.board import gid, put, row, table

CABALS = ("choir", "weather", "survey", "chrono", "velvet", "ministry")


@pytest.fixture(autouse=True, params=[1.0, 1.5], ids=["720p", "1080p"])
def _scale(request: pytest.FixtureRequest) -> None:
    pygame.display.init()
    pygame.font.init()
    canvas.set_scale(request.param)
    yield
    canvas.set_scale(1.0)


def _seat(game: object, n: int) -> PullingStringsTable:
    session = Session(game, ["human"] + ["medium"] * (n - 1), 1, game_id="pulling-strings")
    stack = SceneStack()
    t = PullingStringsTable(session, speed=0, bot_pace=0)
    t.run_bot = lambda: None  # type: ignore[method-assign]  # frozen: nothing plays
    stack.push(t)
    stack.apply_pending()
    return t


def _whole_and_apart(texts: list[tuple[str, pygame.Rect]], box: pygame.Rect) -> None:
    for words, rect in texts:
        assert "…" not in words, words
        assert box.contains(rect), (words, rect, box)
    for (a, ra), (b, rb) in itertools.combinations(texts, 2):
        assert not ra.colliderect(rb), (a, ra, b, rb)


def _hopeless_attack(n: int = 2) -> PullingStringsTable:
    """Channel Eleven Daytime attacks the Institute for Foregone Conclusions, which
    hangs right under its rival's Cabal (+10): a need far below 2."""
    g = table(n, cabals=CABALS)
    put(g, "G42", 0)
    put(g, "G12", 1)
    row(g, "G45")
    g.apply("attack with G42", 0)
    aim = next(a for a in g.legal_actions(0)
               if a.kind == "aim" and a.target == gid("G12") and a.kind_ == 0)
    g.apply(aim, 0)
    g.apply(next(a for a in g.legal_actions(0) if a.kind == "go"), 0)
    return _seat(g, n)


def test_the_attack_head_names_both_groups_whole_and_says_what_it_takes() -> None:
    t = _hopeless_attack()
    need = odds.current(t.session.game.state).need
    assert need < odds.BEST_LOW
    texts = t.head_texts()
    _whole_and_apart(texts, geo.WEB_HEAD)
    words = " ".join(w for w, _ in texts)
    assert "Channel Eleven Daytime attacks Institute for Foregone Conclusions" in words
    assert f"cannot succeed: add {odds.BEST_LOW - need} S" in words, words
    assert "need -" not in words and f"need {need}" not in words


def test_need_words_never_give_a_need_that_cannot_be_rolled() -> None:
    for need in range(-20, 30):
        words = odds.need_words(need)
        if need < 2:
            assert words == f"cannot succeed: add {2 - need} S"
            assert odds.odds_of_need(need).percent == 0
        elif need >= 10:  # more Slush changes nothing: 11 and 12 always fail
            assert "as likely as it gets" in words
            assert odds.odds_of_need(need) .percent == odds.odds_of_need(10).percent
        else:
            assert words == f"needs {need} or less on two dice"


def test_the_focused_target_is_named_whole_above_the_web() -> None:
    g = table(2, cabals=CABALS)
    put(g, "G12", 1)
    row(g, "G41", "G62", "G52", "G39")
    g.apply("attack with cabal", 0)
    t = _seat(g, 2)
    t.after_submit()
    for i, entry in enumerate(t.entries()):
        if entry.action is None or entry.action.kind != "aim":
            continue
        t.index = i
        texts = t.head_texts()
        _whole_and_apart(texts, geo.WEB_HEAD)
        assert GROUPS[entry.action.target].name in " ".join(w for w, _ in texts)


def test_every_target_on_the_list_is_named_whole() -> None:
    """The target list cut "Control The Keyboard…": a label is set smaller, then on two
    lines within its row, beside its chance."""
    g = table(2, cabals=CABALS)
    put(g, "G12", 1)
    row(g, "G41", "G62", "G52", "G39", "G42")
    g.apply("attack with cabal", 0)
    t = _seat(g, 2)
    t.after_submit()
    spare = pygame.Surface((1280, 720))
    seen = []
    for i in range(len(t.entries())):  # each row scrolled into view in turn
        t.index = i
        for drawn in t.draw_choices(spare):
            _whole_and_apart(drawn, geo.CHOICES)
            seen.append(" ".join(w for w, _ in drawn if not w.endswith("%")))
    for entry in t.entries():
        assert entry.label in seen, (entry.label, seen)


@pytest.mark.parametrize("n", [2, 4, 6])
def test_every_seat_panel_shows_its_cabal_and_goals_whole(n: int) -> None:
    g = table(n, cabals=CABALS)
    t = _seat(g, n)
    spare = pygame.Surface((1280, 720))
    for p in range(n):
        texts = t.draw_seat(spare, p)
        _whole_and_apart(texts, geo.seat_panel(p, n))
        words = [w for w, _ in texts]
        assert any(w.startswith("goal ") for w in words), words  # "goal 0/9 alignments"
