"""The Plot builder's coach (issue 33, spec §3.2): the whole Plot the hard bot would build.

At the table a hint is one move; in the builder the player's one decision is a whole
Plot, so its coach asks `game.paranoid.hints.plot_hint` (one hard bot, seeded by the
position, picking on from this seat's observation until it finishes) in the bot worker,
off the frame loop. `?` (or `/`), a controller's L3 (it arrives as `?`) or the "? Hint"
button in the grid's empty corner ask; when the Plot comes, the coach's counters get gold
rings in the grid, and a panel (the table's look, scenes/shell/match/hints.py) shows them
small with the why. Enter or "Take it" makes them the draft (the picks already made
stay) with the focus on Done, counted once in `hints_taken`; the player still presses
Done, as ever. Esc, `?`, a right-click or "No thanks" put the panel away (not the menu).

Who may ask is the table's rule (`HintControl.offered`: hints on, and no curtainless
screen shared by several humans). The hint reads only this seat's observation and legal
moves: in blind building nothing of another Plot is shown or used.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core.hints import hint_seed
from game.paranoid.hints import PlotHint, plot_hint
from game.paranoid.state import PLOT
from scenes.paranoid.counter_art import counter_art
from scenes.shell.match.hints import (
    EDGE,
    HEAD,
    NO_THANKS,
    ON_PANEL,
    TAKE,
    HintControl,
    HintJob,
    OneHintAtATime,
    button_label,
    draw_button,
    draw_panel,
    draw_ring,
    is_hint_key,
    panel_answer,
    panel_height,
)
from scenes.ui import pen, prompts, text, theme

if TYPE_CHECKING:
    from scenes.paranoid.plot_builder import PlotBuilderScene

SAFE = pygame.Rect(theme.SAFE_AREA)
MINI = 40  # the coach's counters in the panel's title row
MINI_GAP = 6
PANEL_HEAD = HEAD + MINI - 14  # the title row holds the small counters: the why goes lower
TAKEN = "The coach's Plot is your draft: press Done to hide it."


class PlotCoach(OneHintAtATime):
    """One builder's coach: asks, shows the Plot it gets, and makes it the draft."""

    def __init__(self, builder: PlotBuilderScene, control: HintControl | None) -> None:
        self.builder = builder
        self.control = control  # the table's coach: its rule says who may ask
        self.worker: HintJob | None = None
        self.hint: PlotHint | None = None
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.counted = False  # a Plot is one decision: its hint counts once

    # ---- when ------------------------------------------------------------------------
    def offered(self) -> bool:
        """This screen's coach may speak at all (the table's rule, issue 33)."""
        return self.control is not None and self.control.offered()

    def available(self) -> bool:
        """Offered, and the builder is still the seat's Plot to build."""
        b = self.builder
        s = b.session
        return (self.offered() and not b.submitted and not b.closed and b.player is not None
                and s.to_act == b.player and s.game.state.phase == PLOT)

    # ---- asking ------------------------------------------------------------------------
    def ask(self) -> bool:
        """The Hint control: ask (with the panel up: put it away). True if handled."""
        if self.hint is not None:
            self.dismiss()
            return True
        if not self.available():
            return False
        if self.worker is None:
            s, seat = self.builder.session, self.builder.player
            seed = hint_seed(s.bot_seed, seat, len(s.game.record))
            self.worker = HintJob(plot_hint, seat, seed, s.game.observe(seat),
                                  s.game.legal_actions(seat))
        return True

    def moved_on(self) -> bool:
        return not self.available()

    def frame(self) -> None:
        """Every frame (the builder's update): collect the coach's Plot when it is ready."""
        hint = self.answer()
        if isinstance(hint, PlotHint):
            self.show(hint)

    def show(self, hint: PlotHint) -> None:
        self.hint = hint
        self.panel = self.layout(hint)

    def layout(self, hint: PlotHint) -> pygame.Rect:
        """Over the grid (never the side panel and its Done): at its foot, over the info
        line, unless it hides more of the coach's counters there than at its head."""
        cells = [c.rect for c in self.builder.cells]
        left = max(SAFE.left, min(r.left for r in cells) - 8)  # the grid's width
        width = max(r.right for r in cells) + 20 - left
        panel = pygame.Rect(left, 0, width, panel_height(hint.why, width, PANEL_HEAD))
        rings = self.rings(hint)
        best: tuple[int, pygame.Rect] | None = None
        for place in ("bottom", "top"):  # the foot first: it wins a tie
            setattr(panel, place, getattr(SAFE, place))
            hidden = sum(1 for r in rings if r.colliderect(panel))
            if best is None or hidden < best[0]:
                best = (hidden, panel.copy())
        assert best is not None
        return best[1]

    def rings(self, hint: PlotHint) -> list[pygame.Rect]:
        plot = set(hint.plot)
        return [c.rect for c in self.builder.cells if c.type in plot]

    # ---- answering ---------------------------------------------------------------------
    def take(self) -> None:
        """The coach's Plot becomes the draft; Done stays the player's own press."""
        hint, b = self.hint, self.builder
        self.dismiss()
        if hint is None or not self.available() or list(hint.plot[:len(b.fixed)]) != b.fixed:
            return  # the picks already made are not the hint's: it is for another Plot
        b.draft = list(hint.plot)
        b.focus = "done"
        b.hover = None
        if not self.counted and b.player is not None:
            self.counted = True
            taken = b.session.hints_taken
            taken[b.player] = taken.get(b.player, 0) + 1
        b.message, b.message_time = TAKEN, 5.0
        b.services.sound.play("place")

    def dismiss(self) -> None:
        self.hint = None

    # ---- input -------------------------------------------------------------------------
    def button_rect(self) -> pygame.Rect | None:
        """The "? Hint" button: in the grid's empty corner, after the last Method."""
        if self.hint is not None or not self.available():
            return None
        b = self.builder
        last = b.cells[-1].rect
        right = max(c.rect.right for c in b.cells)
        rect = pygame.Rect(last.right + 10, last.y + 6, right - last.right - 10, last.h - 12)
        return rect if rect.width >= 90 else None

    def handle_event(self, event: pygame.event.Event) -> bool:
        """The builder's input, first: True when the coach used it."""
        if self.hint is not None:
            return self._panel_event(event)
        if is_hint_key(event):
            return self.ask()
        rect = self.button_rect()
        if rect is not None and event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and rect.collidepoint(event.pos):
            return self.ask()
        return False

    def _panel_event(self, event: pygame.event.Event) -> bool:
        answer = panel_answer(event, self.panel)
        if answer == TAKE:
            self.take()
        elif answer == NO_THANKS:
            self.dismiss()  # the panel only: Esc again opens the menu
        elif event.type == pygame.MOUSEMOTION and self.panel.collidepoint(event.pos):
            self.builder.hover = None  # nothing under the panel is pointed at
            return True
        if answer == ON_PANEL:
            self.builder.hover = None
        # Anything else: the draft may still change under the hint; its rings stay.
        return answer is not None

    # ---- drawing -----------------------------------------------------------------------
    def controls(self, items: tuple[tuple[str, str], ...]) -> tuple[tuple[str, str], ...]:
        """The builder's controls line, with the hint when the coach may speak."""
        return (*items, ("hint", "hint")) if self.offered() else items

    def covers(self, rect: pygame.Rect) -> bool:
        """The panel lies over `rect` (the builder leaves out what would peek past it)."""
        return self.hint is not None and self.panel.colliderect(rect)

    def draw_under(self, surface: pygame.Surface) -> None:
        """The button, or the rings round the coach's counters in the grid."""
        rect = self.button_rect()
        if rect is not None:
            draw_button(surface, rect, button_label(prompts.device_of(self.builder),
                                                    self.worker is not None))
        if self.hint is not None:
            for ring in self.rings(self.hint):
                # Tight (the cells are 4 px apart), and marked "?" where a chosen
                # counter's gold edge and tick could not be told from the coach's ring.
                draw_ring(surface, ring, pad=6, tag=False)
                mark = (ring.left + 6, ring.bottom - 6)
                pen.circle(surface, theme.INK_DARK, mark, 11)
                pen.circle(surface, EDGE, mark, 9)
                text.blit_text(surface, "?", 15, theme.INK_DARK, mark, anchor="center")

    def draw_over(self, surface: pygame.Surface) -> None:
        """The panel, with the coach's Plot small in its title row."""
        hint = self.hint
        if hint is None:
            return
        panel = self.panel
        draw_panel(surface, panel, hint.why, prompts.device_of(self.builder), PANEL_HEAD)
        art = counter_art(self.builder.services)
        x = panel.x + 18 + text.font(18).size("Coach's hint")[0] + 18
        for t in hint.plot:
            surface.blit(art.counter(t, MINI, legible=True), (x, panel.y + 6))
            x += MINI + MINI_GAP

