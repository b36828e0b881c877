"""The teller's clock and a theory lost to it (issue 31, item 10).

§6.3 as amended: the countdown stands still while the four link phrases are offered and
runs while the teller places cards. A theory that fails by time is explained on the
table (what ran out, that its cards are discarded) before the next hand is dealt, and
the explanation stays until it is dismissed or for several seconds."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from scenes.pontoon.table import PontoonTable
from scenes.shell.match.flow import Flow
from scenes.shell.menus.setup_model import Setup
from scenes.shell.window.app import App, AppConfig
from tests.frames import NotDone, until
from tests.pontoon_table.driver import decide, peek_then_press, ready
from tests.scenes.scene_driver import DT, Driver

KEYS = {"twist": pygame.K_t, "stick": pygame.K_s, "declare": pygame.K_d}


@pytest.fixture
def live_app() -> Iterator[App]:
    """Animations at their real speed: a notice that holds can be seen to hold."""
    application = App(AppConfig(speed=1.0))
    application.open()
    yield application
    application.close()


def _tell(app: App, timer: int, seed: int = 4) -> tuple[Driver, PontoonTable]:
    """A solo game played by keys up to the human's own conspiracy, the clock running."""
    flow = Flow(app.stack, speed=1.0, music=False, seed=seed)
    app.stack.push(flow.title())
    d = Driver(app)
    d.step()
    flow.start(Setup("pontoon", ("human", "easy"), ("Ada", "Boris"),
                     {"telling": "phrases", "timer": timer, "hand_limit": 6}), seed,
               autosave=False)
    d.step()
    table = flow.board
    assert isinstance(table, PontoonTable)
    s = table.session

    def telling() -> bool:
        st = s.game.state
        return st.phase == "tell" and st.teller == 0 and ready(d, table) \
            and table.clock_running()

    def frame() -> None:
        if ready(d, table) and s.game.state.phase in ("play", "bank"):
            peek_then_press(d, table, KEYS[decide(table)[1]])
            return
        if table.tweens.busy:
            table.fast_forward()  # quicker than waiting out the animations
        d.step()

    try:
        until(frame, telling, seconds=300)  # the bot thinks in real time
    except NotDone as e:
        raise NotDone(f"the human never told a conspiracy with the clock on: {e}") from None
    return d, table


def _place(d: Driver, table: PontoonTable) -> None:
    what, cell = decide(table)
    assert what == "place"
    table.cursor = cell
    table.zone = "board"
    d.press(pygame.K_RETURN)
    for _ in range(400):
        if ready(d, table):
            return
        d.step()


def test_the_clock_stands_still_while_the_phrases_are_offered(live_app: App) -> None:
    d, table = _tell(live_app, 30)
    assert len(table.obs.to_place) >= 2
    start = table.clock
    assert start is not None
    _place(d, table)
    _place(d, table)
    assert table.obs.offered, "no link phrases offered after the second card"
    paused = table.clock
    assert paused is not None and paused < start  # placing took time off the clock
    for _ in range(int(40 / DT)):  # longer than the whole timer
        d.step()
    assert table.session.game.state.phase == "tell", "the theory ran out of time"
    assert table.clock == paused, "the clock ran while the phrases were offered"
    d.press(pygame.K_1)  # a phrase chosen: placing again, the clock runs again
    for _ in range(40):
        d.step()
    assert not table.obs.offered
    assert table.clock is not None and table.clock < paused


def test_a_theory_lost_to_time_is_explained_before_the_next_hand(live_app: App) -> None:
    d, table = _tell(live_app, 15)
    hand = table.obs.hand_no
    total = len(table.obs.to_place)
    _place(d, table)
    for _ in range(int(20 / DT)):
        if table.notice is not None:
            break
        d.step()
    notice = table.notice
    assert notice is not None, "nothing said why the theory failed"
    said = " ".join([notice.title, *notice.lines])
    assert "Time ran out" in said and "15-second clock" in said, said
    assert f"placed 1 of the {total} cards before" in said and "discard pile" in said, said
    surface = pygame.Surface((1280, 720))
    table.draw(surface)  # drawn over the table
    for _ in range(int(6 / DT)):  # several seconds later it is still there, and the
        d.step()                   # table still shows the hand that was lost
    assert table.notice is notice and table.obs.hand_no == hand
    d.press(pygame.K_RETURN)  # read: go on
    for _ in range(200):
        if table.obs.hand_no != hand:
            break
        d.step()
    assert table.notice is None and table.obs.hand_no == hand + 1


def test_the_notice_goes_on_by_itself_after_its_seconds(live_app: App) -> None:
    """Nobody at the TV (a table played from phones): the game is not held for ever."""
    from scenes.pontoon.notice import NOTICE_SECONDS

    d, table = _tell(live_app, 15)
    hand = table.obs.hand_no
    shown_at = None
    for frame in range(int((15 + NOTICE_SECONDS + 5) / DT)):
        if table.obs.hand_no != hand:
            break
        if shown_at is None and table.notice is not None:
            shown_at = frame
        d.step()
    assert shown_at is not None and table.notice is None
    assert table.obs.hand_no == hand + 1
    held = (frame - shown_at) * DT
    assert NOTICE_SECONDS - 0.5 <= held <= NOTICE_SECONDS + 3, held


def test_a_phones_go_on_dismisses_the_notice_as_enter_does(live_app: App) -> None:
    """The notice is a wait the table names (issue 32): a phone shows it with "Go on",
    which dismisses it as a press at the TV would."""
    d, table = _tell(live_app, 15)
    hand = table.obs.hand_no
    for _ in range(int(20 / DT)):
        if table.notice is not None and table.awaiting is not None:
            break
        d.step()
    wait = table.awaiting
    assert table.notice is not None and wait is not None, "the notice is no wait a phone sees"
    for _ in range(30):  # past the input guard of a screen just changed
        d.step()
    assert table.acknowledge(wait.number, 0) == ""
    for _ in range(200):
        if table.obs.hand_no != hand:
            break
        d.step()
    assert table.notice is None and table.obs.hand_no == hand + 1
