"""A coach at every table (issue 33): the Hint control, the hint panel and the highlight.

While a human decides at the screen, `?` (a controller's left-stick click, the table's
"? Hint" button, a phone's Hint button) asks for the move the game's hard bot would
make for that seat (game/core/hints.py). The hint is made off the frame loop, in the bot
worker, from that seat's observation and legal actions only, seeded by the position.
When it comes, `HintScene` lies over the table: the one or two lines of why, a highlight
where the table shows that move (`TableScene.hint_rect`), and "Enter: take it · Esc:
no thanks". Taking it applies the move through the table's normal path (`submit`,
questions included) and counts it for the results. The hint goes when the position
changes, a curtain rises or the screen is not that seat's any more.

No game is named here: the game's hint comes from its plugin (`hint`). The look (the
button, the ring, the panel) is drawn by module functions that a game's own screen
reuses for a decision the table does not show (Paranoid's Plot builder, its coach in
scenes/paranoid/plot_coach.py), so every coach looks and answers alike.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.core.hints import Hint, HintAsker, hint_for, hint_seed
from game.core.worker import BotWorker
from scenes.shell.screens.scene import Scene
from scenes.ui import pen, prompts, text, theme

EDGE = (250, 214, 90)  # the coach's gold, as the tutorial coaches' cards
GLOW = (250, 214, 90, 70)
HINT_KEYS = (pygame.K_SLASH, pygame.K_QUESTION)
TAKE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
PANEL_W = 820
WHY_PX = 22
HEAD = 36  # the panel's title row: the why starts this far under its top


def is_hint_key(event: pygame.event.Event) -> bool:
    """`?` (or `/`, the same key unshifted on many layouts)."""
    return event.type == pygame.KEYDOWN and (
        event.key in HINT_KEYS or getattr(event, "unicode", "") == "?")


# ---- the coach's look, shared with screens of a game's own (Paranoid's Plot builder) ----
def button_label(device: str, thinking: bool) -> str:
    """The Hint button's words: "? Hint" (the device's control), "Thinking…" meanwhile."""
    if thinking:
        return "Thinking…"
    control = prompts.name("hint", device)
    return f"{control} Hint" if control else "Hint"


def draw_button(surface: pygame.Surface, rect: pygame.Rect, label: str) -> None:
    pen.rect(surface, theme.PANEL, rect, border_radius=8)
    pen.rect(surface, EDGE, rect, 2, border_radius=8)
    px = text.shrink_to_fit(prompts.plain(label), 20, rect.width - 12, 12)
    prompts.blit(surface, label, px, EDGE, rect.center, anchor="center")


def why_lines(why: Sequence[str], width: int) -> list[str]:
    """The why wrapped inside a panel `width` wide."""
    out: list[str] = []
    for line in why:
        out.extend(text.wrapped(line, WHY_PX, width - 36))
    return out


def panel_height(why: Sequence[str], width: int, head: int = HEAD) -> int:
    """A panel's height: its title row (`head`), the why, the keys and the buttons."""
    line_h = text.font(WHY_PX).get_linesize() + 2
    return head + 2 + len(why_lines(why, width)) * line_h + 50


def panel_buttons(panel: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
    """The "Take it" and "No thanks" buttons, at the panel's foot."""
    take = pygame.Rect(0, 0, 150, 36)
    no = pygame.Rect(0, 0, 150, 36)
    take.bottomright = (panel.right - 176, panel.bottom - 8)
    no.bottomright = (panel.right - 14, panel.bottom - 8)
    return take, no


TAKE, NO_THANKS, ON_PANEL = "take", "no thanks", "on the panel"


def panel_answer(event: pygame.event.Event, panel: pygame.Rect) -> str | None:
    """What a press means to a hint panel: TAKE it, NO_THANKS (put it away), ON_PANEL (a
    press on the panel itself, used up), or None (not the panel's: it goes on below)."""
    if event.type == pygame.KEYDOWN:
        if event.key in TAKE_KEYS:
            return TAKE
        return NO_THANKS if event.key == pygame.K_ESCAPE or is_hint_key(event) else None
    if event.type == pygame.MOUSEBUTTONDOWN:
        take, no = panel_buttons(panel)
        if event.button == 3:
            return NO_THANKS
        if event.button == 1 and take.collidepoint(event.pos):
            return TAKE
        if event.button == 1 and no.collidepoint(event.pos):
            return NO_THANKS
    if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) \
            and panel.collidepoint(event.pos):
        return ON_PANEL
    return None


def draw_ring(surface: pygame.Surface, target: pygame.Rect, pad: int = 14,
              tag: bool = True) -> None:
    """The coach's ring round `target`, unlike any focus ring (dark-edged), and tagged."""
    ring = target.inflate(pad, pad)
    pen.rect(surface, theme.INK_DARK, ring.inflate(6, 6), 3, border_radius=14)
    pen.rect(surface, EDGE, ring, 4, border_radius=12)
    if tag:
        label = pygame.Rect(0, 0, 64, 24)
        label.midbottom = (ring.centerx, ring.top + 4)
        label.clamp_ip(pygame.Rect(theme.SAFE_AREA))
        pen.rect(surface, EDGE, label, border_radius=12)
        text.blit_text(surface, "Hint", 16, theme.INK_DARK, label.center, anchor="center")


def draw_panel(surface: pygame.Surface, panel: pygame.Rect, why: Sequence[str],
               device: str, head: int = HEAD) -> None:
    """The panel: "Coach's hint", the why, the keys, "Take it" and "No thanks"."""
    pen.rect(surface, theme.PANEL, panel, border_radius=14)
    pen.rect(surface, EDGE, panel, 3, border_radius=14)
    text.blit_text(surface, "Coach's hint", 18, EDGE, (panel.x + 18, panel.y + 10))
    y = panel.y + head
    line_h = text.font(WHY_PX).get_linesize() + 2
    for line in why_lines(why, panel.width):
        text.blit_text(surface, line, WHY_PX, theme.INK, (panel.x + 18, y))
        y += line_h
    keys = (f"{prompts.name('confirm', device)}: take it  ·  "
            f"{prompts.name('back', device)}: no thanks")
    prompts.blit(surface, keys, 18, theme.INK_DIM, (panel.x + 18, panel.bottom - 34))
    take, no = panel_buttons(panel)
    for rect, label, primary in ((take, "Take it", True), (no, "No thanks", False)):
        pen.rect(surface, EDGE if primary else theme.PANEL_EDGE, rect, border_radius=8)
        pen.rect(surface, theme.PANEL, rect.inflate(-4, -4), border_radius=7)
        text.blit_text(surface, label, 20, EDGE if primary else theme.INK, rect.center,
                       anchor="center")


class HintJob:
    """One hint being made off the frame loop: the game's hint function in a bot worker,
    from one seat's observation and legal moves. `ready()` each frame: (finished, the
    hint); finished with no hint is a fall-back or a failure, and the coach says nothing
    rather than guess. Shared by the table's coach and a game's own screens (Paranoid's
    Plot builder)."""

    def __init__(self, fn: Any, seat: int, seed: int, observation: Any,
                 legal: Sequence[Any]) -> None:
        self.worker = BotWorker(HintAsker(fn, seat, seed))
        self.worker.start(observation, list(legal))

    def cancel(self) -> None:
        self.worker.cancel()

    def ready(self) -> tuple[bool, Hint | None]:
        action = self.worker.poll()
        if action is None:
            return not self.worker.thinking, None
        hint = getattr(self.worker.bot, "hint", None)
        return True, hint if isinstance(hint, Hint) and hint.action == action else None


class OneHintAtATime:
    """A coach asks one hint at a time (`worker`, the hint being made, if any): the
    table's and a game's own screen's (Paranoid's Plot builder) alike."""

    worker: HintJob | None

    def cancel(self) -> None:
        if self.worker is not None:
            self.worker.cancel()
        self.worker = None

    def moved_on(self) -> bool:
        """The question is for nobody now (the position moved, the screen changed)."""
        raise NotImplementedError

    def answer(self) -> Hint | None:
        """Every frame: the hint once it is made (the question then closed); None while
        it is made, after a fall-back (the coach says nothing rather than guess) and
        once the question is for nobody any more."""
        worker = self.worker
        if worker is None:
            return None
        if self.moved_on():
            self.cancel()
            return None
        finished, hint = worker.ready()
        if finished:
            self.worker = None
        return hint


class HintControl(OneHintAtATime):
    """One table's coach: asks for hints, hands them to a `HintScene`, counts those taken."""

    def __init__(self, table: Any) -> None:
        self.table = table
        self.worker: HintJob | None = None
        self.asked: tuple[Any, ...] | None = None  # the position the hint is for
        self.scene: HintScene | None = None
        self.shown_button: tuple[Any, ...] | None = None  # the button as last drawn
        self._legal: tuple[Any, list[Any]] = (None, [])

    # ---- when a hint may be given ---------------------------------------------------
    @property
    def fn(self) -> Any:
        return hint_for(self.table.session.plugin)

    def position(self) -> tuple[Any, ...]:
        s = self.table.session
        return (len(s.game.record), s.to_act, s.display_viewer)

    def offered(self) -> bool:
        """This game's coach may speak at this screen at all (hints on, the game offers
        them, the screen is not the whole room's): a table keeps the button's place
        free while this holds, so its layout does not jump when the button comes."""
        t = self.table
        s = t.session
        if not getattr(s, "hints_on", False) or self.fn is None:
            return False
        # No curtain: the whole room sees this screen, and a hint (its move, its words,
        # its highlight) follows from what the seat holds. Phones get theirs.
        return bool(t.handover_curtain or len(s.humans) <= 1)

    def available(self) -> bool:
        """Hints on, the game offers them, and the human to act decides at this screen
        now (no curtain, nothing moving, not on their phone, not a replay)."""
        t = self.table
        s = t.session
        if not self.offered() or t.finished:
            return False
        if s.to_act is None or s.to_act in s.elsewhere or s.display_viewer != s.to_act:
            return False
        if not s.human_to_act or s.needs_handover() or s.shown or t.animating:
            return False
        return self.live() and bool(self.legal())

    def live(self) -> bool:
        """The table runs and is seen: only overlays that let it go on lie over it (a
        tutorial's coach, this panel), not a curtain, the pause or a question."""
        stack = self.table.stack
        if stack is None:
            return True
        scenes = list(stack.scenes)
        if self.table not in scenes:
            return False
        above = scenes[scenes.index(self.table) + 1:]
        return all(sc.updates_below and not sc.opaque for sc in above)

    def legal(self) -> list[Any]:
        """The legal moves of the human to act, read once per position."""
        key = self.position()
        if self._legal[0] != key:
            s = self.table.session
            self._legal = (key, s.game.legal_actions(s.to_act))
        return self._legal[1]

    # ---- asking ---------------------------------------------------------------------
    def ask(self) -> bool:
        """The Hint control: ask (or, with the panel up, put it away). True if handled."""
        if self.scene is not None:
            self.scene.dismiss()
            return True
        if not self.available():
            return False
        if self.worker is not None and self.asked == self.position():
            return True  # already thinking about this very position
        s = self.table.session
        seat = s.to_act
        seed = hint_seed(s.bot_seed, seat, len(s.game.record))
        self.cancel()
        self.worker = HintJob(self.fn, seat, seed, s.game.observe(seat), self.legal())
        self.asked = self.position()
        self.table.invalidate()
        return True

    def moved_on(self) -> bool:
        return self.asked != self.position() or not self.available()

    def frame(self) -> None:
        """Every frame (TableScene.update): collect a hint that is ready."""
        hint = self.answer()
        if hint is None:
            return
        stack = self.table.stack
        if stack is not None:
            self.table.hint_time = 0.0  # the coach speaks now: the table's last message goes
            self.scene = HintScene(self, hint, self.asked)
            stack.push(self.scene)

    def take(self, hint: Hint) -> None:
        """The hint's move, through the table's normal path, counted for the results."""
        s = self.table.session
        seat = s.to_act
        if seat is not None:  # taken with its one press (a question after it is the game's)
            s.hints_taken[seat] = s.hints_taken.get(seat, 0) + 1
        self.table.submit(hint.action)

    # ---- the button on the table ------------------------------------------------------
    def button_rect(self) -> pygame.Rect | None:
        if not self.available() or self.scene is not None:
            return None
        return self.table.hint_button_rect()

    def button_state(self) -> tuple[Any, ...] | None:
        rect = self.button_rect()
        if rect is None:
            return None
        return (tuple(rect), button_label(prompts.device_of(self.table), self.worker is not None))

    def button_stale(self) -> bool:
        """The button came, went or changed since it was drawn: draw the frame whole."""
        return self.button_state() != self.shown_button

    def draw_button(self, surface: pygame.Surface) -> pygame.Rect | None:
        state = self.shown_button = self.button_state()
        if state is None:
            return None
        rect = pygame.Rect(state[0])
        draw_button(surface, rect, state[1])
        return rect

    def click(self, event: pygame.event.Event) -> bool:
        rect = self.button_rect()
        if rect is not None and event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and rect.collidepoint(event.pos):
            return self.ask()
        return False

    def handle_event(self, event: pygame.event.Event) -> bool:
        """The table's input, first: the Hint key and button."""
        if is_hint_key(event) and not self.table.typing() and self.available():
            return self.ask()
        return self.click(event)


class HintScene(Scene):
    """The hint over the table: the highlight where the move happens, the why, and
    take it / no thanks. Other input goes on to the table (the player may choose
    another move); the hint goes as soon as the position changes."""

    opaque = False
    updates_below = True

    def __init__(self, control: HintControl, hint: Hint, position: tuple[Any, ...]) -> None:
        super().__init__()
        self.control = control
        self.hint = hint
        self.position = position
        self.target: pygame.Rect | None = control.table.hint_rect(hint.action)
        self.panel = self._layout()
        self.gone = False

    # ---- layout -----------------------------------------------------------------------
    def _layout(self) -> pygame.Rect:
        safe = pygame.Rect(theme.SAFE_AREA)
        room = self.control.table.hint_panel_room()
        target = self.target
        width = min(PANEL_W, (room or safe).width)
        height = self.height(width)
        panel = pygame.Rect(0, 0, width, height)
        if room is not None:  # the table's own choice: where the panel hides least
            panel.center = room.center
            panel.clamp_ip(safe)
        else:  # away from the highlighted move
            panel.centerx = safe.centerx
            if target is not None and target.centery > safe.centery:
                panel.top = safe.top + 56
            else:
                panel.bottom = safe.bottom - 12
        return panel

    @property
    def take_rect(self) -> pygame.Rect:
        return panel_buttons(self.panel)[0]

    @property
    def no_rect(self) -> pygame.Rect:
        return panel_buttons(self.panel)[1]

    def height(self, width: int) -> int:
        return panel_height(self.hint.why, width)

    def lines(self, width: int | None = None) -> list[str]:
        return why_lines(self.hint.why, self.panel.width if width is None else width)

    # ---- the frame ----------------------------------------------------------------------
    def still_true(self) -> bool:
        c = self.control
        return not self.gone and c.position() == self.position and c.available()

    def update(self, dt: float) -> None:
        if not self.still_true():
            self.dismiss()

    def dismiss(self) -> None:
        if not self.gone:
            self.gone = True
            if self.control.scene is self:
                self.control.scene = None
            self.close()

    def take(self) -> None:
        if self.still_true():
            hint = self.hint
            self.dismiss()
            self.control.take(hint)

    def handle_event(self, event: pygame.event.Event) -> bool:
        answer = panel_answer(event, self.panel)
        if answer == TAKE:
            self.take()
        elif answer == NO_THANKS:
            self.dismiss()
        if answer is not None:
            return True
        return bool(self.control.table.handle_event(event))

    def draw(self, surface: pygame.Surface) -> None:
        if self.gone:
            return
        if self.target is not None:  # a ring of its own, tagged, unlike any focus ring
            draw_ring(surface, self.target)
        draw_panel(surface, self.panel, self.hint.why, prompts.device_of(self))
