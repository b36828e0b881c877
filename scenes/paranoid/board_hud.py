"""The board's HUD: the status bar (menu, status line, buttons), the public log and the
message box / tooltip."""

from __future__ import annotations

import pygame

from game.paranoid.paranoid_phase import next_action_cost
from game.paranoid.state import EXCESS, PARANOID, PLOT
from scenes.paranoid.board_sprites import (
    HIGHLIGHT,
    LOG_PX,
    UNDO,
)
from scenes.paranoid.board_view import TableView
from scenes.paranoid.choices import PASS, STRIKE, Source
from scenes.shell.session import Session
from scenes.ui import prompts, text, theme
from scenes.ui.layout import TableLayout


class BoardHud:
    """The status bar, the log and the message box, mixed into BoardScene."""

    # Provided by BoardScene.
    session: Session
    layout: TableLayout
    view: TableView

    def _draw_hud(self, surface: pygame.Surface) -> None:
        hud = self.layout.hud
        pygame.draw.rect(surface, theme.PANEL, hud)
        pygame.draw.line(surface, theme.PANEL_EDGE, hud.bottomleft, hud.bottomright)
        menu = self.menu_rect()
        if self.on_menu is not None:  # (a replay has no menu of its own)
            hovered = menu.collidepoint(self.mouse) and not self.keyboard
            pygame.draw.rect(surface, theme.FOCUS_FILL if hovered else (40, 44, 56), menu,
                             border_radius=8)
            pygame.draw.rect(surface, theme.PANEL_EDGE, menu, 2, border_radius=8)
            for dy in (-8, 0, 8):  # three bars: the usual sign for a menu
                y = menu.centery + dy
                pygame.draw.line(surface, theme.INK, (menu.x + 11, y), (menu.right - 12, y), 3)
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
        pygame.draw.rect(surface, theme.FOCUS_FILL if focused else (40, 44, 56), rect,
                         border_radius=8)
        pygame.draw.rect(surface, HIGHLIGHT if focused else theme.PANEL_EDGE, rect, 2,
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
        "phase", "cost", "enemy_actions") let tooltips explain each piece."""
        s = self.session
        state = s.game.state
        if s.game.is_over:
            return [("phase", "The game is over.")]
        p = state.actor
        name = s.names[p]
        if state.phase == PLOT:
            return [("phase", f"{name} is building a secret Plot…")]
        if state.phase == EXCESS:
            return [("phase", f"Turn End: {name} chooses what leaves the overfull Enemy Reserve")]
        thinking = "" if s.human_to_act else "  (thinking…)"
        turn = ("turn", f"Turn {state.turn}")
        if state.phase == PARANOID:
            cost = next_action_cost(state)
            return [turn, ("phase", f"{name}: Paranoid phase"),
                    ("cost", f"next action costs {cost} Sanity (+1 per (-1) Method){thinking}")]
        return [turn, ("phase", f"{name}: Enemy phase"),
                ("enemy_actions", f"{state.taken} actions taken{thinking}")]

    def status_line(self) -> str:
        return theme.STATUS_SEP.join(piece for _, piece in self.status_pieces())

    def _draw_log(self, surface: pygame.Surface) -> None:
        rect = self.layout.log
        count = len(self.session.log)
        if self._log_cache is None or self._log_cache[0] != count:
            self._log_cache = (count, self._render_log(rect))
        surface.blit(self._log_cache[1], rect)

    def _render_log(self, rect: pygame.Rect) -> pygame.Surface:
        panel = pygame.Surface(rect.size, pygame.SRCALPHA)
        panel.fill((8, 10, 14, 170))
        fnt = text.font(LOG_PX)
        lines: list[str] = []
        for entry in self.session.log[-40:]:
            lines.extend(text.wrap(entry, fnt, rect.width - 16))
        visible = max(1, (rect.height - 16) // fnt.get_linesize())
        y = 8
        for line in lines[-visible:]:
            panel.blit(fnt.render(line, True, theme.INK), (8, y))
            y += fnt.get_linesize()
        return panel

    def _draw_tooltip(self, surface: pygame.Surface) -> None:
        if self.hint_time <= 0:  # no message to show: explain what the pointer rests on
            self.tooltip.draw(surface)
            return
        image = self._hint_box(self.hint)
        box = image.get_rect(midbottom=(self.layout.pool.centerx,
                                        self.layout.hud.bottom + image.get_height() + 6))
        surface.blit(image, box)

    def _hint_box(self, hint: str) -> pygame.Surface:
        """The message box, wrapped and rendered once per message and text size."""
        key = ("hint", hint, text.get_scale())
        cache = self._drawing_cache()
        image = cache.get(key)
        if image is not None:
            return image
        fnt = text.font(theme.SMALL_PX)
        lines = text.wrap(hint, fnt, 520)
        width = max(fnt.size(line)[0] for line in lines) + 20
        height = len(lines) * fnt.get_linesize() + 12
        image = pygame.Surface((width, height), pygame.SRCALPHA)
        box = image.get_rect()
        pygame.draw.rect(image, theme.PANEL, box, border_radius=8)
        pygame.draw.rect(image, theme.ACCENT, box, 2, border_radius=8)
        for i, line in enumerate(lines):
            image.blit(fnt.render(line, True, theme.INK), (10, 6 + i * fnt.get_linesize()))
        cache[key] = image
        return image
