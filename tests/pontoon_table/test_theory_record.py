"""Issue 22 walk-through: a bot's theory passed by and was gone. Each told theory (who,
the words, the verdict) is kept in a record a player opens with H, the controller's
right stick down (Page Down), or a click / tap on the top line; a told theory stays up
long enough to read at any animation speed."""

from __future__ import annotations

import pygame
import pytest

from game.pontoon.game import Game
from game.pontoon.plugin import make_config
from scenes.pontoon import geometry as geo
from scenes.pontoon.controls import MENU_RECT
from scenes.pontoon.table import PontoonTable
from scenes.pontoon.theory_record import UNJUDGED, TheoryRecord
from scenes.shell.match.session import Session
from scenes.shell.screens.stack import SceneStack
from scenes.ui.tween import Wait
from tests.frames import until

SEATS = ["easy", "easy", "easy"]


@pytest.fixture(autouse=True)
def _display() -> None:
    pygame.display.init()
    pygame.font.init()


def played(theories: int = 2) -> tuple[SceneStack, PontoonTable]:
    """Bots play at an instant table until `theories` theories were told and judged."""
    game = Game.new(make_config(SEATS, ["Ada", "Boris", "Cleo"], {}), 3)
    table = PontoonTable(Session(game, SEATS, 0), speed=0)
    stack = SceneStack(speed=0)
    stack.push(table)
    stack.apply_pending()
    until(lambda: stack.update(0.05),
          lambda: len([n for n in table.theories if n.verdict != UNJUDGED]) >= theories)
    return stack, table


def test_each_told_theory_is_kept_with_its_teller_and_verdict() -> None:
    _, table = played()
    told = [n for n in table.theories if n.words]
    assert len(told) >= 2
    for note in table.theories[:2]:
        assert note.verdict != UNJUDGED and note.verdict.startswith("it ")
        assert 0 <= note.teller < len(SEATS)
    assert told[0].hand < told[1].hand


@pytest.mark.parametrize("how", ["H", "Page Down", "click the top line"])
def test_the_record_opens_shows_the_words_and_closes(how: str) -> None:
    stack, table = played()
    if how == "click the top line":
        spot = (MENU_RECT.right + 60, geo.TOP_BAR.centery)
        table.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=spot))
    else:
        key = pygame.K_h if how == "H" else pygame.K_PAGEDOWN
        table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    stack.apply_pending()
    record = stack.top
    assert isinstance(record, TheoryRecord)
    record.draw(pygame.Surface((1280, 720)))
    shown = " ".join(line for line, _, _ in record.lines())
    last = table.theories[-1]
    assert table.name(last.teller) in shown and last.verdict in shown
    assert last.words.split()[0] in shown
    record.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0,
                                           unicode=""))  # the stick held: it repeats
    stack.apply_pending()
    assert stack.top is record
    record.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                           unicode=""))
    stack.apply_pending()
    assert stack.top is table


def test_a_told_theory_stays_up_in_real_seconds_at_high_speed() -> None:
    game = Game.new(make_config(SEATS, ["Ada", "Boris", "Cleo"], {}), 3)
    table = PontoonTable(Session(game, SEATS, 0), speed=1.0)
    stack = SceneStack(speed=8.0)  # the fastest animation setting
    stack.push(table)
    stack.apply_pending()
    words = "The Moon Landing was faked by Carrier Pigeons, who answer to The FBI."
    tasks = table._ev_theory_told({"teller": 1, "text": words})
    hold = sum(t.remaining for t in tasks if isinstance(t, Wait))
    assert hold / stack.speed >= 2.0 + len(words) / 30 - 0.01  # real seconds to read it
