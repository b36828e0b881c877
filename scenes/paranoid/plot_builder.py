"""The Plot builder (spec §3.2): the player at the screen picks a secret Plot.

All 80 counter types in a grid by kind; types the rules refuse right now are dimmed.
Blind building (§3.2–§3.3, the default): every type is offered and nothing of any other
Plot is shown, not even whether one exists yet; a clash is settled after the last Plot
and told only to its owner (the board says it). Open building (`plot_building: open`):
types the player saw taken by earlier Plots (`seen_taken`, the viewer's own memory)
are struck through. The draft is local and freely changed; Done submits one `Pick` per
type and then `Finish` through the session, so the engine checks everything again.
Its coach (issue 33, plot_coach.py): `?` or "? Hint" shows the hard bot's whole Plot.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.core.errors import IllegalAction
from game.paranoid import Finish, Options, Pick
from game.paranoid.catalogue import GOALS, GROUPS, METHODS, TYPES
from game.paranoid.plots import (
    add_problem,
    can_add,
    kind_counts,
    plot_problem,
)
from game.paranoid.plots import random_plot as make_random_plot
from game.paranoid.state import PLOT
from scenes.paranoid import hover, tooltips
from scenes.paranoid.counter_art import DIM, FACE, SELECTED, counter_art
from scenes.paranoid.plot_coach import TAKEN, PlotCoach
from scenes.paranoid.plot_side import OK, draw_checks, limit_text, tick
from scenes.shell.match.hints import HintControl
from scenes.shell.match.rules import RulesScene
from scenes.shell.match.session import Session
from scenes.shell.screens.scene import Scene
from scenes.ui import pen, prompts, text, theme
from scenes.ui.widgets import panel

SAFE = pygame.Rect(theme.SAFE_AREA)  # everything inside a television's safe area
CELL = 58  # counter size in the grid (its name as large as it fits: legible)
PITCH = 62  # distance between grid cells
COLUMNS = 12
GRID_X, GRID_Y = SAFE.x, 88
HEADER_H = 30
DRAFT = 60  # counter size in the draft
DRAFT_PER_ROW = 5
INFO_Y = 620  # the line naming the counter under the focus, under the grid
SIDE = pygame.Rect(840, 96, SAFE.right - 840, INFO_Y + 36 - 96)  # the right-hand panel
HIGHLIGHT = (250, 214, 90)

# The grid's sections: title, the types, and the kind's place in kind_counts order.
SECTIONS = (("Groups", GROUPS, 0), ("Goals", GOALS, 2), ("Methods", METHODS, 1))


BLIND_NOTE = ("All 80 types are yours to pick. A type someone else picks too is lost by "
              "all who picked it: each gets a random one of the same kind; only you are told.")
BUTTONS = ("random", "clear", "done")
BUTTON_LABELS = {"random": "Random", "clear": "Clear", "done": "Done"}  # + the device's key

Focus = int | str  # a counter type in the grid, or a button name


@dataclass(frozen=True)
class Cell:
    type: int
    rect: pygame.Rect


def grid_cells() -> tuple[list[Cell], list[tuple[str, str, int]]]:
    """Where each type sits, and each section heading as (title, rule, y)."""
    cells: list[Cell] = []
    headings: list[tuple[str, str, int]] = []
    y = GRID_Y
    for title, types, kind in SECTIONS:
        headings.append((title, limit_text(kind), y))
        y += HEADER_H
        for i, t in enumerate(types):
            row, col = divmod(i, COLUMNS)
            cells.append(Cell(t, pygame.Rect(GRID_X + col * PITCH, y + row * PITCH, CELL, CELL)))
        y += ((len(types) + COLUMNS - 1) // COLUMNS) * PITCH + 4
    return cells, headings


def button_rects() -> dict[str, pygame.Rect]:
    half = (SIDE.width - 40 - 12) // 2
    y = SIDE.bottom - 150
    return {"random": pygame.Rect(SIDE.x + 20, y, half, 56),
            "clear": pygame.Rect(SIDE.x + 32 + half, y, half, 56),
            "done": pygame.Rect(SIDE.x + 20, y + 70, SIDE.width - 40, 64)}


class PlotBuilderScene(Scene):
    """Keyboard: arrows move, Enter toggles or presses, R random, C clear, Backspace
    removes the last pick, D done, F1 rules, Esc the menu. Mouse: click toggles,
    click a draft counter to remove it, hover names a counter."""

    def __init__(self, session: Session, on_done: Callable[[], None] | None = None, *,
                 rng: random.Random | None = None,
                 on_menu: Callable[[], None] | None = None,
                 coach: HintControl | None = None) -> None:
        super().__init__()
        self.session = session
        self.on_done = on_done
        self.on_menu = on_menu
        self.rng = rng or random.Random()
        self.player = session.display_viewer
        obs = session.game.observe(self.player)
        self.options = Options.from_json(obs.options)
        self.blind = self.options.blind
        # Blind: no other Plot is ever shown, whatever the observation holds (§3.2).
        self.unavailable = frozenset() if self.blind else frozenset(obs.seen_taken)
        self.fixed = list(obs.plot)  # picks already made (a resumed game): kept
        self.draft: list[int] = list(self.fixed)
        self.cells, self.headings = grid_cells()
        self.buttons = button_rects()
        self.focus: Focus = self.cells[0].type
        if not self.fixed:
            # Nobody starts from 80 empty choices (issue 21): a random legal Plot is the
            # draft, to keep (Done has the focus) or to change, redraw (R) or clear (C).
            self.draft = make_random_plot(self.rng, self.options, self.unavailable)
            self.focus = "done"
        self.hover: Focus | None = None
        self.mouse: tuple[int, int] | None = None
        self.keys_used = False  # the focus is explained once a key was pressed here
        self.tooltip = tooltips.Tooltip()  # what a counter type does, at hover or focus
        self.message = ""
        self.message_time = 0.0
        self.submitted = False
        self.closed = False  # set when it leaves the stack (the flow opens one at a time)
        self.notes_rect: pygame.Rect | None = None  # the rule notes, as last drawn
        self.coach = PlotCoach(self, coach)  # the table's coach says whether it may speak

    @property
    def name(self) -> str:
        return self.session.names[self.player] if self.player is not None else ""

    def on_enter(self) -> None:
        s = self.session
        if self.player is None or self.player != s.to_act or s.game.state.phase != PLOT:
            self.close()  # only the builder at the screen may see this

    def on_exit(self) -> None:
        self.closed = True
        self.coach.cancel()  # a hint still thinking is for nobody now

    # -- the draft ------------------------------------------------------------------------
    def addable(self, t: int) -> bool:
        return can_add(self.draft, t, self.options, self.unavailable)

    def problem(self) -> str | None:
        return plot_problem(self.draft, self.options, self.unavailable)

    def toggle(self, t: int) -> bool:
        """Add `t`, or take it back out; False (and a reason shown) when refused."""
        if t in self.draft:
            if t in self.fixed:
                return self._refuse("That pick is already made.")
            self.draft.remove(t)
            self.services.sound.play("click")
            return True
        if not self.addable(t):
            return self._refuse(self.why_not(t))
        self.draft.append(t)
        self.services.sound.play("place")
        return True

    def remove_last(self) -> None:
        if len(self.draft) > len(self.fixed):
            self.draft.pop()
            self.services.sound.play("click")

    def clear(self) -> None:
        self.draft = list(self.fixed)
        self.services.sound.play("click")

    def random_plot(self) -> None:
        if self.fixed:
            self._refuse("Some picks are already made: finish this Plot by hand.")
            return
        self.draft = make_random_plot(self.rng, self.options, self.unavailable)
        self.services.sound.play("draw")

    def done(self) -> bool:
        """Submit the draft through the session (the engine checks it again)."""
        problem = self.problem()
        if problem is not None:
            return self._refuse(problem)
        try:
            for t in self.draft[len(self.fixed):]:
                self.session.submit(Pick(t))
            self.session.submit(Finish())
        except IllegalAction as exc:  # out of step with the engine: say so, stay open
            self.fixed = list(self.session.game.observe(self.player).plot)
            return self._refuse(str(exc))
        self.submitted = True
        self.services.sound.play("flip")
        self.close()
        if self.on_done is not None:
            self.on_done()
        return True

    def why_not(self, t: int) -> str:
        """The engine's reason, in the builder's words (the rules live in game/)."""
        problem = add_problem(self.draft, t, self.options, self.unavailable)
        reason = (problem or "").partition(": ")[2]
        return f"{self.type_name(t)}: {reason[0].upper() + reason[1:]}." if reason else ""

    def _refuse(self, message: str) -> bool:
        self.message = message
        self.message_time = 3.5
        self.services.sound.play("error")
        return False

    def type_name(self, t: int) -> str:
        return counter_art(self.services).display_name(t)

    # -- input ------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.coach.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN:
            self._key(event)
        elif event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.hover = self.item_at(event.pos)
            if self.hover is not None:
                self.focus = self.hover
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            draft_type = self.draft_at(event.pos)
            item = self.item_at(event.pos)
            if draft_type is not None:
                self.toggle(draft_type)
            elif item is not None:
                self.focus = item
                self.press(item)
        return True  # the builder covers the table: nothing passes through

    def _key(self, event: pygame.event.Event) -> None:
        key = event.key
        moves = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1),
                 pygame.K_DOWN: (0, 1), pygame.K_a: (-1, 0), pygame.K_w: (0, -1),
                 pygame.K_s: (0, 1)}
        self.hover = None
        self.mouse = None  # the keyboard leads now: its focus is explained
        self.keys_used = True
        if key in moves:
            self.move(*moves[key])
        elif key == pygame.K_TAB:
            on_grid = isinstance(self.focus, int)
            self.focus = "done" if on_grid else self.cells[0].type
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.press(self.focus)
        elif key == pygame.K_r:
            self.random_plot()
        elif key == pygame.K_c:
            self.clear()
        elif key in (pygame.K_BACKSPACE, pygame.K_DELETE):
            self.remove_last()
        elif key == pygame.K_d:
            self.done()
        elif key in (pygame.K_F1, pygame.K_h):
            if self.stack is not None:
                self.stack.push(RulesScene("paranoid-delusions"))
        elif key == pygame.K_ESCAPE and self.on_menu is not None:
            self.on_menu()

    def press(self, item: Focus) -> None:
        if isinstance(item, int):
            self.toggle(item)
        elif item == "random":
            self.random_plot()
        elif item == "clear":
            self.clear()
        elif item == "done":
            self.done()

    def rect_of(self, item: Focus) -> pygame.Rect:
        if isinstance(item, int):
            return next(c.rect for c in self.cells if c.type == item)
        return self.buttons[item]

    def move(self, dx: int, dy: int) -> None:
        """Spatial navigation: the nearest item in the pressed direction."""
        here = self.rect_of(self.focus).center
        best: tuple[float, Focus] | None = None
        items: list[Focus] = [c.type for c in self.cells] + list(BUTTONS)
        for item in items:
            x, y = self.rect_of(item).center
            ahead = (x - here[0]) * dx + (y - here[1]) * dy  # distance along the direction
            side = abs((x - here[0]) * dy) + abs((y - here[1]) * dx)  # and across it
            if ahead <= 0:
                continue
            score = ahead + 3 * side
            if best is None or score < best[0]:
                best = (score, item)
        if best is not None:
            self.focus = best[1]

    def item_at(self, pos: tuple[int, int]) -> Focus | None:
        for cell in self.cells:
            if cell.rect.collidepoint(pos):
                return cell.type
        for name, rect in self.buttons.items():
            if rect.collidepoint(pos):
                return name
        return None

    def draft_rects(self) -> list[pygame.Rect]:
        per_row, pitch = DRAFT_PER_ROW, DRAFT + 8
        x0 = SIDE.x + (SIDE.width - per_row * pitch + 8) // 2
        return [pygame.Rect(x0 + (i % per_row) * pitch, SIDE.y + 60 + (i // per_row) * pitch,
                            DRAFT, DRAFT) for i in range(len(self.draft))]

    def draft_at(self, pos: tuple[int, int]) -> int | None:
        for t, rect in zip(self.draft, self.draft_rects()):
            if rect.collidepoint(pos):
                return t
        return None

    def update(self, dt: float) -> None:
        self.message_time = max(0.0, self.message_time - dt)
        self.coach.frame()
        self.tooltip.update(dt)
        hit, immediate = hover.builder_hover(self)
        self.tooltip.point(*(hit or (None, None, None)), immediate=immediate)

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        art = counter_art(self.services)
        surface.blit(art.table(surface.get_size()), (0, 0))
        if self.player is not None:
            token = art.token(self.player, 40)
            surface.blit(token, (GRID_X, SAFE.y + 4))
        head = text.blit_text(surface, f"{self.name}: build your secret Plot",
                              theme.HEADING_PX, theme.ACCENT, (GRID_X + 52, SAFE.y + 2))
        if self.blind:  # how blind building and clashes work, beside the heading
            area = pygame.Rect(head.right + 20, SAFE.y, SAFE.right - head.right - 20,
                               SIDE.y - SAFE.y - 2)
            # a size smaller where it needs: at Text size 120% it ran under the side panel
            px = text.fit_wrapped(BLIND_NOTE, theme.SMALL_PX - 4, area.width, area.height,
                                  10, line_gap=0)
            if not self.coach.covers(area):  # not half a note peeking past the coach's panel
                text.blit_wrapped(surface, BLIND_NOTE, px, theme.INK_DIM, area, line_gap=0)
        self._draw_grid(surface)
        self._draw_side(surface)
        self._draw_info(surface)
        self.coach.draw_under(surface)
        keys = prompts.hint(self.coach.controls(prompts.SCENE_HINTS["plot_builder"]),
                            prompts.device_of(self))  # shrunk where Text size makes it long
        px = text.shrink_to_fit(prompts.plain(keys), theme.SMALL_PX - 2, SAFE.width, 14)
        if not self.coach.covers(pygame.Rect(GRID_X, SAFE.bottom - 8, 8, 8)):  # its own keys
            prompts.blit(surface, keys, px, theme.INK_DIM, (GRID_X, SAFE.bottom),
                         anchor="bottomleft")
        self.tooltip.draw(surface)
        self.coach.draw_over(surface)

    def _draw_grid(self, surface: pygame.Surface) -> None:
        art = counter_art(self.services)
        counts = dict(zip(("Groups", "Methods", "Goals"), kind_counts(self.draft)))
        for title, rule, y in self.headings:
            label = text.blit_text(surface, title, theme.BODY_PX + 2, theme.INK, (GRID_X, y))
            text.blit_text(surface, f"choose {rule} · {counts[title]} chosen", theme.SMALL_PX,
                           theme.INK_DIM, (label.right + 14, label.bottom), anchor="bottomleft")
        for cell in self.cells:
            t = cell.type
            chosen = t in self.draft
            usable = chosen or self.addable(t)
            surface.blit(art.counter(t, CELL, SELECTED if chosen else FACE if usable else DIM,
                                     legible=True), cell.rect)
            if t in self.unavailable:  # taken: struck through, not only darker
                pen.line(surface, theme.DANGER, cell.rect.bottomleft,
                                 cell.rect.topright, 4)
            if chosen:
                tick(surface, cell.rect.right - 8, cell.rect.top + 8)
        if isinstance(self.focus, int):
            ring = self.rect_of(self.focus).inflate(10, 10)
            pen.rect(surface, HIGHLIGHT, ring, 4, border_radius=10)

    def _draw_side(self, surface: pygame.Surface) -> None:
        art = counter_art(self.services)
        panel(surface, SIDE)
        text.blit_text(surface, "Your Plot", theme.HEADING_PX - 6, theme.ACCENT,
                       (SIDE.centerx, SIDE.y + 12), anchor="midtop")
        rects = self.draft_rects()
        for t, rect in zip(self.draft, rects):
            surface.blit(art.counter(t, DRAFT, legible=True), rect)
        if not self.draft:
            # Wrapped: at the larger text sizes one line is wider than the panel.
            text.blit_wrapped(surface, "(empty: pick counters at left)", theme.SMALL_PX,
                              theme.INK_DIM, pygame.Rect(SIDE.x + 16, SIDE.y + 84,
                                                         SIDE.width - 32, 80), centred=True)
        problem = self.problem()
        done = prompts.plain(prompts.suffix("done", prompts.device_of(self)))
        self.notes_rect = draw_checks(surface, SIDE, SIDE.y + 60 + 2 * (DRAFT + 8) + 4,
                                      self.buttons["random"].top, self.draft, problem,
                                      f"Ready: press Done{done}", self.options)
        for name, rect in self.buttons.items():
            focused = self.focus == name
            ready = name == "done" and problem is None
            fill = theme.FOCUS_FILL if focused else (110, 60, 40) if ready else (40, 44, 56)
            pen.rect(surface, fill, rect, border_radius=10)
            pen.rect(surface, HIGHLIGHT if focused else theme.PANEL_EDGE, rect,
                             3 if focused else 2, border_radius=10)
            px = theme.BODY_PX + 4 if name == "done" else theme.SMALL_PX
            label = BUTTON_LABELS[name] + prompts.suffix(name, prompts.device_of(self))
            prompts.blit(surface, label, px, theme.INK, rect.center, anchor="center")

    def _draw_info(self, surface: pygame.Surface) -> None:
        """The full name of the counter under the mouse or the focus, or a message."""
        # Inside the safe area (it began 8 px left of it), ending 16 px before the panel.
        box = pygame.Rect(GRID_X, INFO_Y, SIDE.x - 16 - GRID_X, 36)
        message = self.message if self.message_time > 0 else ""
        colour = (OK if message == TAKEN else theme.DANGER) if message else theme.INK
        if not message:
            item = self.hover if self.hover is not None else self.focus
            if isinstance(item, int):
                message = self._describe(item)
            elif item is not None:
                message = {"random": "Build a random legal Plot (you can still change it)",
                           "clear": "Put every counter back",
                           "done": "Hide this Plot and hand on"}[item]
        if not message:
            return
        pen.rect(surface, theme.PANEL, box, border_radius=8)
        px = text.shrink_to_fit(message, theme.BODY_PX, box.width - 24, 16)
        text.blit_text(surface, text.ellipsize(message, px, box.width - 24), px, colour,
                       (box.x + 12, box.centery), anchor="midleft")

    def _describe(self, t: int) -> str:
        info = TYPES[t]
        kind = {"group": "Group", "goal": "Goal", "method": "Method"}[info.kind]
        extra = []
        if info.category:
            extra.append(info.category.title())
        if info.minus:
            extra.append("(-1)")
        marks = "".join(m for m, ok in (("A", info.alien_ok), ("C", info.corporation_ok)) if ok)
        if marks:
            extra.append(f"marked {marks}")
        detail = f"{kind}, {', '.join(extra)}" if extra else kind
        state = ""
        if t in self.unavailable:
            state = " · taken"
        elif t in self.draft:
            state = " · in your Plot"
        return f"{self.type_name(t)} ({detail}){state}"
