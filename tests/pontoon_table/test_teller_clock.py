"""The teller's countdown (§6.1, issue 22): it starts when the placement view is open to
the teller, after the "tell us the conspiracy" banner, not while the banner covers it."""

from __future__ import annotations

import pygame

from scenes.pontoon.table import PontoonTable
from scenes.shell.match.flow import Flow
from scenes.shell.menus.setup_model import Setup
from scenes.shell.window.app import App
from tests.frames import until
from tests.pontoon_table.driver import decide, peek_then_press, ready
from tests.scenes.scene_driver import Driver

KEYS = {"twist": pygame.K_t, "stick": pygame.K_s, "declare": pygame.K_d}


def test_the_clock_waits_for_the_banner(app: App) -> None:
    flow = Flow(app.stack, speed=1.0, music=False, seed=4)
    app.stack.push(flow.title())
    d = Driver(app)
    d.step()
    flow.start(Setup("pontoon", ("human", "easy"), ("Ada", "Boris"),
                     {"telling": "phrases", "timer": 15, "hand_limit": 6}), 4, autosave=False)
    d.step()
    table = flow.board
    assert isinstance(table, PontoonTable)
    s = table.session
    seen_banner = told = False

    def frame() -> None:
        nonlocal seen_banner, told
        st = s.game.state
        banner = table.banner
        if st.phase == "tell" and st.teller == 0 and banner is not None \
                and "tell us the conspiracy" in banner.text:
            seen_banner = True
            assert table.clock in (None, 15.0), "the clock ran under the banner"
        elif seen_banner and st.phase == "tell" and st.teller == 0:
            for _ in range(30):
                d.step()
            assert table.clock is not None and table.clock < 15.0  # it runs after it
            told = True
            return
        if ready(d, table) and st.phase in ("play", "bank"):
            peek_then_press(d, table, KEYS[decide(table)[1]])
            return
        d.step()

    until(frame, lambda: told or s.game.is_over, seconds=300)  # the bot thinks in real time
    assert told, "the human never told a conspiracy with the clock on"


def test_the_clock_ring_lies_clear_of_every_told_card_and_the_top_bar() -> None:
    """Issue 22: the ring lay about 6 px over the fourth told card."""
    from scenes.pontoon import geometry as geo
    from scenes.pontoon.draw import clock_rect

    head = pygame.Rect(geo.LEFT.x, geo.TOP_BAR.bottom + 4, geo.LEFT.width, 40)  # as drawn
    ring = clock_rect(head)
    assert ring.top >= geo.TOP_BAR.bottom and geo.SAFE.contains(ring)
    for count in range(1, 9):
        gap = geo.tell_gap(count)
        x0 = geo.LEFT.centerx - gap * (count - 1) / 2
        for i in range(count):
            card = pygame.Rect(0, 0, *geo.TELL_SIZE)
            card.center = (round(x0 + i * gap), geo.TELL_Y)
            assert not ring.colliderect(card), (count, i, ring, card)


def test_the_tellers_heading_ends_before_the_clock_ring() -> None:
    """Issue 22 walk-through: at Text size 120% "Player 1 tells a conspiracy" ran under
    the countdown ring."""
    from scenes.pontoon import geometry as geo
    from scenes.pontoon.draw import clock_rect, heading_px
    from scenes.ui import text

    pygame.font.init()
    head = pygame.Rect(geo.LEFT.x, geo.TOP_BAR.bottom + 4, geo.LEFT.width, 40)  # as drawn
    before = text.get_scale()
    try:
        for scale in (1.0, 1.2):
            text.set_scale(scale)
            for name in ("Player 1", "Dmitri", "Mulder"):
                for what in ("tells a conspiracy", "faces the Inquisition", "has a theory"):
                    heading = f"{name} {what}"
                    width = text.font(heading_px(heading, head)).size(heading)[0]
                    assert head.x + 4 + width < clock_rect(head).x, (scale, heading)
    finally:
        text.set_scale(before)
