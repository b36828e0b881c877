"""The board's HUD: the status bar (menu, status line, buttons), the public log and the
message box / tooltip."""

from __future__ import annotations

from typing import TypeVar

import pygame

from game.paranoid.narration import merge_log
from game.paranoid.state import EXCESS, OVER, PARANOID, PLOT
from scenes.paranoid.board_sprites import (
    HIGHLIGHT,
    LOG_PX,
    UNDO,
)
from scenes.paranoid.board_view import TableView
from scenes.paranoid.choices import PASS, POOL, STRIKE, Source
from scenes.shell.match.session import Session
from scenes.ui import canvas, pen, prompts, text, theme
from scenes.ui.art import colour_keyed
from scenes.ui.layout import TableLayout

T = TypeVar("T")


LOG_PAD = 16  # px of the log panel above and below its lines together
BAR_GAP = 4  # px between the log and a bar drawn over the table (bar_rect)


class BoardHud:
    """The status bar, the log and the message box, mixed into BoardScene."""

    # Provided by BoardScene.
    session: Session
    layout: TableLayout
    view: TableView

    def _draw_hud(self, surface: pygame.Surface) -> None:
        surface.blit(self.hud_picture(), self.layout.hud.topleft)

    def hud_picture(self) -> pygame.Surface:
        """The status bar, drawn again only when what it shows changes (issue 13)."""
        hud = self.layout.hud
        hovered = (self.on_menu is not None and self.menu_rect().collidepoint(self.mouse)
                   and not self.keyboard)
        end = prompts.suffix("end_phase", prompts.device_of(self))
        buttons = tuple((source, tuple(rect), end, self._focused_source() == source)
                        for source, rect in self._hud_buttons())
        key = (tuple(hud), self.on_menu is None, hovered, self.status_line(),
               self.status_area().width, buttons, text.get_scale())
        cached = self.__dict__.get("_hud_image")
        if cached is None or cached[0] != key:
            # Drawn on a clear canvas reaching the bar's far corner (its edge line runs
            # one pixel below it), then kept colour-keyed: one cheap blit a frame.
            sheet = canvas.Surface((hud.right + 1, hud.bottom + 1), pygame.SRCALPHA)
            self._paint_hud(sheet)
            image = sheet.subsurface(pygame.Rect(hud.topleft, (hud.w + 1, hud.h + 1)))
            cached = self.__dict__["_hud_image"] = (key, colour_keyed(image.copy()))
        return cached[1]

    def _paint_hud(self, surface: pygame.Surface) -> None:
        hud = self.layout.hud
        pen.rect(surface, theme.PANEL, hud)
        # A line's end point is drawn too: `bottomright` is one past the bar (the safe area).
        pen.line(surface, theme.PANEL_EDGE, hud.bottomleft, (hud.right - 1, hud.bottom))
        menu = self.menu_rect()
        if self.on_menu is not None:  # (a replay has no menu of its own)
            hovered = menu.collidepoint(self.mouse) and not self.keyboard
            pen.rect(surface, theme.FOCUS_FILL if hovered else (40, 44, 56), menu,
                             border_radius=8)
            pen.rect(surface, theme.PANEL_EDGE, menu, 2, border_radius=8)
            for dy in (-8, 0, 8):  # three bars: the usual sign for a menu
                y = menu.centery + dy
                pen.line(surface, theme.INK, (menu.x + 11, y), (menu.right - 12, y), 3)
        area = self.status_area()
        line = text.ellipsize(self.status_line(), theme.SMALL_PX, area.width)
        status = self._label(line, theme.SMALL_PX, theme.INK)
        surface.blit(status, status.get_rect(midleft=area.midleft))
        for source, rect in self._hud_buttons():
            if source == UNDO:
                self._draw_button(surface, rect, "Take back", False)
                continue
            end = prompts.suffix("end_phase", prompts.device_of(self))
            label = {PASS: f"End phase{end}", STRIKE: "Torment…"}[source]
            self._draw_button(surface, rect, label, self._focused_source() == source)

    def _draw_button(self, surface: pygame.Surface, rect: pygame.Rect, label: str,
                     focused: bool) -> None:
        pen.rect(surface, theme.FOCUS_FILL if focused else (40, 44, 56), rect,
                         border_radius=8)
        pen.rect(surface, HIGHLIGHT if focused else theme.PANEL_EDGE, rect, 2,
                         border_radius=8)
        image = self._label(label, theme.SMALL_PX, theme.INK)
        surface.blit(image, image.get_rect(center=rect.center))

    def _label(self, message: str, px: int, colour: tuple[int, int, int]) -> pygame.Surface:
        """Rendered text, cached: the HUD redraws the same few lines every frame."""
        key = (message, px, colour)
        image = self._labels.get(key)
        if image is None:
            if len(self._labels) > 200:
                self._labels.clear()
            image = self._labels[key] = text.render(message, px, colour)
        return image

    def _hud_buttons(self) -> list[tuple[Source, pygame.Rect]]:
        """The status bar's buttons shown now, End phase first."""
        buttons = [(source, rect) for source, rect in self._button_rects().items()
                   if self.choices and self.choices.by_source.get(source)]
        if self.session.can_undo():
            buttons.append((UNDO, self.undo_rect()))
        return buttons

    def status_area(self) -> pygame.Rect:
        """Where the status line is written: after the menu button, up to the first
        button shown (the line is shortened to fit, never overlapped)."""
        hud = self.layout.hud
        left = self.menu_rect().right + 10 if self.on_menu is not None else hud.x + 12
        right = min([r.x for _, r in self._hud_buttons()] + [hud.right]) - 10
        return pygame.Rect(left, hud.y, max(0, right - left), hud.height)

    def status_pieces(self) -> list[tuple[str, str]]:
        """The status line as (what the piece tells, its text); the kinds ("turn",
        "phase", "cost", "enemy_actions") let tooltips explain each piece. It follows
        the picture (`_public`, snapped when the animations end), never runs ahead of
        the counters still flying."""
        s = self.session
        obs = self._public
        if obs.phase == OVER or obs.actor is None:
            return [("phase", "The game is over.")]
        p = obs.actor
        name = s.names[p]
        if obs.phase == PLOT and s.game.state.phase != PLOT:  # the deal still flying
            return [("phase", "Setup: every Enemy Reserve is filled from the Pool…")]
        if obs.phase == PLOT:
            return [("phase", f"{name} is building a secret Plot…")]
        still = not self.animating
        mine = still and s.human_to_act and s.to_act == p
        if obs.phase == EXCESS and mine:
            return [("phase", f"Turn End: {name}, pick what leaves your overfull Enemy "
                              "Reserve · arrows + Enter, or click")]
        if obs.phase == EXCESS:
            return [("phase", f"Turn End: {name} chooses what leaves the overfull Enemy Reserve")]
        thinking = "" if mine or not still else "  (thinking…)"
        turn = ("turn", f"Turn {obs.turn}")
        if mine and self.selected == STRIKE:
            return [turn, ("phase", "Torment: choose whose Sanity drops by 1 (a green seat)"
                                    " · Esc: back")]
        if mine and self.pass_only():
            return [turn, ("phase", f"{name}: nothing to do but end this phase"
                                    " · P: end it · W: pass for me and watch")]
        if mine and self.pass_for_me():  # the Pool is empty: W may end the phases
            phase = "Paranoid" if obs.phase == PARANOID else "Enemy"
            return [turn, ("phase", f"{name}: {phase} phase, the Pool is empty"
                                    " · P: end it · W: pass for me and watch")]
        if obs.phase == PARANOID:
            return [turn, ("phase", f"{name}: Paranoid phase"),
                    ("cost", f"next action costs {obs.next_cost} Sanity, +1 for each (-1) "
                             f"Method{thinking}")]
        allowed = self._enemy_allowed(p)
        used = plural(obs.taken, "action")
        count = f"{obs.taken} of {plural(allowed, 'action')} used" if allowed is not None \
            else f"{used} taken"
        return [turn, ("phase", f"{name}: Enemy phase"),
                ("enemy_actions", f"{count}{thinking}")]

    def keys_here(self) -> str:
        """What to press at the prompt the human is at (said when a key does nothing)."""
        phase = self.session.game.state.phase
        if phase == EXCESS:
            return ("Turn End: your Enemy Reserve is over its limit. Choose the counter that "
                    "leaves it with the arrows and Enter (or click it): it goes to your "
                    "Paranoid Reserve. P and D do nothing here.")
        if self.selected == STRIKE:
            return "Torment: arrows and Enter (or click) on a green seat; Esc goes back."
        if self.selected is not None:
            return "Choose where it goes: arrows and Enter (or click); Esc lets it go."
        keys = ["arrows and Enter (or click) choose a counter"]
        if self.choices is not None and self.choices.immediate(POOL):
            keys.append("D draws")
        if self.choices is not None and self.choices.immediate(PASS):
            keys.append("P ends the phase")
        if self.coach.available():
            keys.append("? gives a coach's hint")
        return "Here: " + ", ".join(keys) + "; F1 shows the rules."

    def _enemy_allowed(self, p: int) -> int | None:
        """The Enemy's allowance as the screen may tell it: the viewer's own, or one per
        hidden Plot counter when no rule (§9.12 Corporations) makes it private."""
        s = self.session
        if s.display_viewer == p:
            return s.game.observe(p).enemy_allowed
        if self._public.options.get("corporations"):
            return None
        return self._public.players[p].concealed

    def status_line(self) -> str:
        return theme.STATUS_SEP.join(piece for _, piece in self.status_pieces())

    def _draw_log(self, surface: pygame.Surface) -> None:
        surface.blit(self.log_picture(), self.log_rect())

    def bar_rect(self) -> pygame.Rect | None:
        """A bar drawn over the table's bottom now, or None; the replay viewer
        (ReplayControls, first in its class) names its control bar while it shows."""
        return None

    def log_rect(self) -> pygame.Rect:
        """The log's place: the map's, ending above a bar over the table (the replay's
        controls covered its newest lines at 3 and 5 players), at least two lines tall."""
        rect = self.layout.log.copy()
        bar = self.bar_rect()
        if bar is not None and rect.colliderect(bar) and rect.top < bar.top:
            least = 2 * text.font(LOG_PX).get_linesize() + LOG_PAD
            rect.height = max(least, bar.top - BAR_GAP - rect.top)
            rect.bottom = min(rect.bottom, bar.top - BAR_GAP)
        return rect

    def log_picture(self) -> pygame.Surface:
        """The log panel, drawn again only when an entry comes or its place changes."""
        count, rect = len(self.session.log), self.log_rect()
        if self._log_cache is None or self._log_cache[0] != count \
                or self._log_cache[1].get_size() != rect.size:
            self._log_cache = (count, self._render_log(rect))
        return self._log_cache[1]

    def _render_log(self, rect: pygame.Rect) -> pygame.Surface:
        """The log, as a newcomer reads it: repeated lines grouped ("… ×7"), Accusations
        in their own colour on a band, so they stand out of the draws and gives."""
        panel = canvas.Surface(rect.size, pygame.SRCALPHA)
        panel.fill((8, 10, 14, 170))
        fnt = text.font(LOG_PX)
        visible = max(1, (rect.height - LOG_PAD) // fnt.get_linesize())
        lines, pinned = log_layout(
            [([(line, matters) for line in text.wrap(entry, fnt, rect.width - 16)])
             for entry, matters in log_entries(self.session.log[-250:])], visible)
        y = 8
        for row, (line, accusation) in enumerate(lines):
            if row == pinned and pinned:  # the kept Accusations above, the latest below
                pen.line(panel, theme.ACCENT, (6, y + 1), (rect.width - 6, y + 1))
                y += 4
            if accusation:
                band = pygame.Rect(2, y, rect.width - 4, fnt.get_linesize())
                pen.rect(panel, (70, 40, 30, 220), band, border_radius=4)
            panel.blit(fnt.render(line, True, theme.ACCENT if accusation else theme.INK),
                       (8, y))
            y += fnt.get_linesize()
        return panel

    def _draw_tooltip(self, surface: pygame.Surface) -> None:
        if self.hint_time <= 0:  # no message to show: explain what the pointer rests on
            self.tooltip.draw(surface)
            return
        image = self._hint_box(self.hint, self.layout.log.width)
        surface.blit(image, self.say_rect(image))

    def say_rect(self, image: pygame.Surface) -> pygame.Rect:
        """Where the message box goes: over the top of the log, where the table's news is
        read (not over a seat, whose counters the message may be about), on screen."""
        hud = self.layout.hud
        return image.get_rect(topleft=self.layout.log.topleft).clamp(hud.x, 0, hud.width, 720)

    def _hint_box(self, hint: str, room: int = 540) -> pygame.Surface:
        """The message box, wrapped to `room` px (at most 540) and rendered once per
        message, room and text size."""
        key = ("hint", hint, room, text.get_scale())
        cache = self._drawing_cache()
        image = cache.get(key)
        if image is not None:
            return image
        fnt = text.font(theme.SMALL_PX)
        lines = text.wrap(hint, fnt, min(540, room) - 20)
        width = max(fnt.size(line)[0] for line in lines) + 20
        height = len(lines) * fnt.get_linesize() + 12
        image = canvas.Surface((width, height), pygame.SRCALPHA)
        box = image.get_rect()
        pen.rect(image, theme.PANEL, box, border_radius=8)
        pen.rect(image, theme.ACCENT, box, 2, border_radius=8)
        for i, line in enumerate(lines):
            image.blit(fnt.render(line, True, theme.INK), (10, 6 + i * fnt.get_linesize()))
        cache[key] = image
        return image


def newest_whole_entries(entries: list[list[T]], rows: int) -> list[T]:
    """The lines of the newest entries that fit in `rows` whole (an entry cut in half reads
    as nonsense at the top of the box); only an entry too long for the box alone is cut,
    keeping its end."""
    shown: list[T] = []
    for lines in reversed(entries):
        if len(shown) + len(lines) > rows:
            if not shown:
                shown = lines[-rows:]
            break
        shown = lines + shown
    return shown


def plural(n: int, word: str) -> str:
    """"1 action", "2 actions"."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def log_entries(log: list[str]) -> list[tuple[str, bool]]:
    """The log's lines as the board shows them (issue 22): folded by the rules' wording
    (`narration.merge_log`: one line per draw, an Accusation with what it exposed), the
    same line repeated in a row written once with "×N", and whether each matters for
    the whole game (Accusations, exposures, insanity, the end)."""
    out: list[tuple[str, bool, int]] = []
    for entry, matters in merge_log(log):
        if out and out[-1][0] == entry:
            out[-1] = (entry, out[-1][1], out[-1][2] + 1)
            continue
        out.append((entry, matters, 1))
    return [(line if n == 1 else f"{line} ×{n}", matters) for line, matters, n in out]


PINNED = 3  # how many of the latest Accusations, exposures and ends stay in sight


def log_layout(entries: list[list[tuple[str, bool]]],
               rows: int) -> tuple[list[tuple[str, bool]], int]:
    """What the log box shows, `entries` being each entry's wrapped lines: the newest
    entries that fit, and above them, pinned, the latest entries that matter (up to
    PINNED, at most half the box) that have scrolled out of it, so one's own Accusation
    never scrolls away within a round. Returns the rows and how many are pinned."""
    pinned: list[list[tuple[str, bool]]] = []
    for lines in reversed(entries):
        if len(pinned) >= PINNED:
            break
        if lines and lines[0][1]:
            pinned.insert(0, lines)
    while pinned:
        room = rows - sum(map(len, pinned))
        if sum(map(len, pinned)) <= rows // 2:
            recent = newest_whole_entries(entries, max(1, room))
            # Pinned entries already in sight are not shown twice.
            keep = [p for p in pinned if not _within(p, recent)]
            if keep == pinned:
                top = [line for p in pinned for line in p]
                return top + recent, len(top)
            pinned = keep
            continue
        pinned.pop(0)
    return newest_whole_entries(entries, rows), 0


def _within(lines: list[tuple[str, bool]], shown: list[tuple[str, bool]]) -> bool:
    n = len(lines)
    return any(shown[i:i + n] == lines for i in range(len(shown) - n + 1))
