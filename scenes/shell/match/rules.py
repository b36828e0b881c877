"""A scrollable rules reference: the chosen game's rules text (`GameInfo.rules`).

A game's rules text is a list of (heading, paragraphs); a paragraph starting with
"- " is drawn as a bullet."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.core import registry
from scenes.shell.screens.scene import Scene
from scenes.ui import canvas, pen, prompts, text, theme
from scenes.ui.form import Button

VIEW = pygame.Rect(140, 112, 1000, 540)  # the scrolling text area
LINE_GAP = 6
SCROLL_STEP = 48  # one arrow press or wheel notch
# A Back a mouse or a finger can press (issue 22), clear of the TV's overscan and the text.
BACK = pygame.Rect(72, 38, 150, 52)
HEADING_W = 2 * (640 - BACK.right - 12)  # the centred heading's room, clear of Back


def heading_px(heading: str) -> int:
    """The heading's size: a size smaller where a long title or Text size 120% would run
    it into Back (issue 22)."""
    return text.shrink_to_fit(heading, theme.HEADING_PX + 4, HEADING_W, theme.BODY_PX)


@dataclass
class _Line:
    y: int  # from the top of the document
    image: pygame.Surface
    x: int


Rules = list[tuple[str, list[str]]]
DEFAULT_GAME = "paranoid-delusions"


def rules_of(game_id: str) -> Rules:
    return registry.load(registry.get(game_id).rules)


def layout_rules(width: int, rules: Rules | None = None) -> tuple[list[_Line], int]:
    """Lay the whole reference out once: rendered lines and the total height."""
    lines: list[_Line] = []
    y = 0
    body = text.font(theme.BODY_PX)
    step = body.get_linesize() + LINE_GAP
    bullet_indent = 34
    for heading, paragraphs in rules if rules is not None else rules_of(DEFAULT_GAME):
        if lines:
            y += 22
        lines.append(_Line(y, text.render(heading, theme.HEADING_PX, theme.ACCENT), 0))
        y += text.font(theme.HEADING_PX).get_linesize() + 10
        for paragraph in paragraphs:
            bullet = paragraph.startswith("- ")
            content = paragraph[2:] if bullet else paragraph
            indent = bullet_indent if bullet else 0
            for i, line in enumerate(text.wrap(content, body, width - indent)):
                if bullet and i == 0:
                    dot = text.render("•", theme.BODY_PX, theme.ACCENT)
                    lines.append(_Line(y, dot, 10))
                lines.append(_Line(y, body.render(line, True, theme.INK), indent))
                y += step
            y += 10
    return lines, y


class RulesScene(Scene):
    """Arrow keys / W S scroll, Page Up/Down by a page, Home/End, mouse wheel;
    Esc or Backspace goes back."""

    def __init__(self, game: str = DEFAULT_GAME) -> None:
        super().__init__()
        self.game = game
        self.title = self.caption = registry.get(game).title
        self.lines, self.height = layout_rules(VIEW.width - 24, rules_of(game))
        self.laid_at = canvas.get_scale()  # the lines' pictures are drawn at it
        self.offset = 0.0  # shown position, eased towards the target
        self.target = 0.0
        self.back = Button("Back", self._back)
        self.pointing = False  # the pointer is over Back (drawn lit)

    def _back(self) -> None:
        self.services.sound.play("click")
        self.close()

    @property
    def max_offset(self) -> float:
        return max(0.0, self.height - VIEW.height)

    def scroll_to(self, value: float) -> None:
        self.target = min(self.max_offset, max(0.0, value))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            key = event.key
            if key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self._back()
            elif key in (pygame.K_DOWN, pygame.K_s):
                self.scroll_to(self.target + SCROLL_STEP)
            elif key in (pygame.K_UP, pygame.K_w):
                self.scroll_to(self.target - SCROLL_STEP)
            elif key in (pygame.K_PAGEDOWN, pygame.K_SPACE):
                self.scroll_to(self.target + VIEW.height - SCROLL_STEP)
            elif key == pygame.K_PAGEUP:
                self.scroll_to(self.target - VIEW.height + SCROLL_STEP)
            elif key == pygame.K_HOME:
                self.scroll_to(0)
            elif key == pygame.K_END:
                self.scroll_to(self.max_offset)
            else:
                return False
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_to(self.target - event.y * SCROLL_STEP)
            return True
        if event.type == pygame.MOUSEMOTION:
            self.pointing = BACK.collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.close()  # right click: back, as in most menus
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and BACK.collidepoint(event.pos):
            self.back.activate()  # a touch arrives as the left button
            return True
        return False

    def update(self, dt: float) -> None:
        # Frame-rate independent easing: close 1 - e^(-14 dt) of the gap each frame.
        gap = self.target - self.offset
        if abs(gap) < 0.5:
            self.offset = self.target
        else:
            self.offset += gap * (1 - math.exp(-14 * dt))

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.services.art.table(surface.get_size()), (0, 0))
        frame = VIEW.inflate(48, 32)
        pen.rect(surface, theme.PANEL, frame, border_radius=16)
        pen.rect(surface, theme.PANEL_EDGE, frame, 3, border_radius=16)
        heading = f"How to play {self.title}"
        text.blit_text(surface, heading, heading_px(heading), theme.INK, (640, 30),
                       anchor="midtop")
        if self.laid_at != canvas.get_scale():  # a resize: the old lines would be soft
            self.lines, self.height = layout_rules(VIEW.width - 24, rules_of(self.game))
            self.laid_at = canvas.get_scale()
        clip = surface.get_clip()
        surface.set_clip(VIEW)
        top = round(self.offset)
        for line in self.lines:
            y = VIEW.top + line.y - top
            if VIEW.top - 60 < y < VIEW.bottom:
                surface.blit(line.image, (VIEW.left + line.x, y))
        surface.set_clip(clip)
        self._draw_scrollbar(surface)
        self.back.draw(surface, BACK, self.pointing, False)
        prompts.draw_hint(surface, "rules", prompts.device_of(self), (640, 712))

    def _draw_scrollbar(self, surface: pygame.Surface) -> None:
        if self.max_offset <= 0:
            return
        track = pygame.Rect(VIEW.right + 4, VIEW.top, 8, VIEW.height)
        pen.rect(surface, (50, 50, 60), track, border_radius=4)
        h = max(40, round(track.height * VIEW.height / self.height))
        y = track.top + round((track.height - h) * self.offset / self.max_offset)
        pen.rect(surface, theme.ACCENT, (track.left, y, track.width, h), border_radius=4)
