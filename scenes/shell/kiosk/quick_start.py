"""The kiosk's one-tap start: the game named on screen with a one-screen how-to, and
who is playing; the game begins at once.

No setup form at a convention stand: every choice is one big entry with default names.
"Solo" is one human against bots; "Couch: N players" is N humans passing the screen,
and no bots (a group at a stand has come to play each other, and bots would make them
wait through turns they did not ask for). Left / Right (or the arrows beside the title)
switch to another game. Everything about a game comes from its registry record and the
first section of its rules text ("The idea"): no game is named in this module.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.core import registry
from game.core.registry import GameInfo
from scenes.shell.screens.scene import Scene
from scenes.ui import pen, text, theme
from scenes.ui.widgets import Menu, MenuItem, panel

SOLO_BOTS = 3  # a solo visitor plays against this many bots (fewer if the game seats fewer)
BACK = "Back to the demo"
HOW_TO = pygame.Rect(40, 150, 640, 470)  # the how-to panel
MENU_X, MENU_TOP, MENU_W = 960, 170, 500
TITLE_Y = 24
ARROWS = (pygame.Rect(60, 20, 80, 80), pygame.Rect(1140, 20, 80, 80))  # ‹ previous, › next
HOW_TO_PX = (theme.BODY_PX, theme.SMALL_PX, theme.SMALL_PX - 2)  # tried in turn until it fits
GAP = 10  # between paragraphs
COUCH_NOTE = "Couch: everyone plays on this one screen, passing it on."

Start = Callable[[tuple[str, ...], str], None]  # (seats, game id)


def solo(info: GameInfo) -> tuple[str, ...]:
    bots = max(info.min_players - 1, min(SOLO_BOTS, info.max_players - 1))
    return ("human",) + (info.default_bot,) * bots


def couch(players: int) -> tuple[str, ...]:
    return ("human",) * players


def choices(info: GameInfo) -> list[tuple[str, tuple[str, ...]]]:
    """(label, seats) for every quick-start entry of `info`'s game, in menu order: only
    table sizes the game seats."""
    seats = solo(info)
    bots = len(seats) - 1
    entries = [(f"Solo vs {bots} bot{'s' * (bots != 1)}", seats)]
    low = max(2, info.min_players)
    return entries + [(f"Couch: {n} players", couch(n))
                      for n in range(low, info.max_players + 1)]


def how_to(game_id: str) -> tuple[str, list[str]]:
    """The game's one-screen how-to: the first section of its rules text."""
    rules = registry.load(registry.get(game_id).rules)
    heading, paragraphs = rules[0]
    return heading, [p[2:] if p.startswith("- ") else p for p in paragraphs]


def how_to_lines(game_id: str, width: int, height: int) -> tuple[int, list[list[str]]]:
    """The largest text size of HOW_TO_PX at which the how-to fits `width` × `height`
    (the smallest if none does), and its paragraphs wrapped at that size."""
    _, paragraphs = how_to(game_id)
    for px in HOW_TO_PX:
        wrapped = [text.wrapped(p, px, width) for p in paragraphs]
        lines = sum(len(w) for w in wrapped)
        if lines * text.font(px).get_linesize() + GAP * len(wrapped) <= height:
            break
    return px, wrapped


def kiosk_games() -> list[GameInfo]:
    """The games a visitor may start: kiosk-ready and with a table installed."""
    return [g for g in registry.games() if g.kiosk_ready and registry.playable(g)]


class QuickStartScene(Scene):
    """Up/Down and Enter, a click or a tap: each entry starts its game immediately.
    Left / Right or the title's arrows switch the game. Esc (or "Back to the demo")
    returns to the attract loop."""

    def __init__(self, on_start: Start, on_back: Callable[[], None], *,
                 game: str | None = None, games: Sequence[GameInfo] | None = None) -> None:
        super().__init__()
        self.on_start = on_start
        self.on_back = on_back
        self.games = list(games) if games is not None else kiosk_games()
        if not self.games:  # no game says it is kiosk-ready: the one asked for, or the first
            self.games = [registry.get(game or registry.ids()[0])]
        ids = [g.id for g in self.games]
        self.index = ids.index(game) if game in ids else 0
        self._pick(self.index)

    @property
    def info(self) -> GameInfo:
        return self.games[self.index]

    @property
    def game(self) -> str:
        return self.info.id

    def _pick(self, index: int) -> None:
        """Show game `index`: its name, its how-to and its table sizes."""
        self.index = index % len(self.games)
        items = [MenuItem(label, self._starter(seats)) for label, seats in choices(self.info)]
        items.append(MenuItem(BACK, self.on_back))
        height = min(72, (HOW_TO.bottom - MENU_TOP) // len(items))
        self.menu = Menu(items, centre_x=MENU_X, top=MENU_TOP, width=MENU_W,
                         item_height=height, px=min(theme.MENU_PX, height - 24),
                         feedback=self._feedback)
        self.box = self.menu.bounds.inflate(40, 40)
        self.heading, _ = how_to(self.game)
        self._how_to: tuple[int, list[list[str]]] | None = None  # wrapped when drawn

    def switch(self, delta: int) -> None:
        if len(self.games) > 1:
            self._pick(self.index + delta)
            self._feedback("click")

    def _starter(self, seats: tuple[str, ...]) -> Callable[[], None]:
        return lambda: self.on_start(seats, self.game)

    def _feedback(self, name: str) -> None:
        self.services.sound.play(name)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.on_back()
                return True
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_a, pygame.K_d):
                self.switch(-1 if event.key in (pygame.K_LEFT, pygame.K_a) else 1)
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for delta, rect in zip((-1, 1), ARROWS):
                if rect.collidepoint(event.pos):
                    self.switch(delta)
                    return True
        self.menu.handle_event(event)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.services.art.table(surface.get_size()), (0, 0))
        info = self.info
        text.blit_text(surface, info.title, theme.TITLE_PX - 16, theme.ACCENT,
                       (640, TITLE_Y), anchor="midtop")
        players = f"{info.min_players} to {info.max_players} players"
        more = f" · Left / Right: another game ({self.index + 1} of {len(self.games)})" \
            if len(self.games) > 1 else ""
        text.blit_text(surface, players + more, theme.SMALL_PX, theme.INK,
                       (640, TITLE_Y + 84), anchor="midtop")
        if len(self.games) > 1:
            for glyph, rect in zip("‹›", ARROWS):
                pen.rect(surface, theme.PANEL, rect, border_radius=14)
                pen.rect(surface, theme.PANEL_EDGE, rect, 2, border_radius=14)
                text.blit_text(surface, glyph, theme.TITLE_PX - 16, theme.ACCENT,
                               rect.center, anchor="center")
        self._draw_how_to(surface)
        panel(surface, self.box)
        self.menu.draw(surface)
        text.blit_text(surface, "Tap a choice, or use Up / Down and Enter", theme.SMALL_PX,
                       theme.INK_DIM, (640, 712), anchor="midbottom")

    def _draw_how_to(self, surface: pygame.Surface) -> None:
        panel(surface, HOW_TO)
        inner = HOW_TO.inflate(-40, -32)
        text.blit_text(surface, f"How to play · {self.heading}", theme.HEADING_PX - 4,
                       theme.ACCENT, (inner.x, inner.y))
        top = inner.y + text.font(theme.HEADING_PX - 4).get_linesize() + 8
        note_px = theme.SMALL_PX - 2
        room = inner.bottom - top - text.font(note_px).get_linesize() - GAP
        if self._how_to is None:
            self._how_to = how_to_lines(self.game, inner.width, room)
        px, paragraphs = self._how_to
        step = text.font(px).get_linesize()
        y = top
        for lines in paragraphs:
            for line in lines:
                surface.blit(text.cached(line, px, theme.INK), (inner.x, y))
                y += step
            y += GAP
        text.blit_text(surface, COUCH_NOTE, note_px, theme.INK_DIM, (inner.x, inner.bottom),
                       anchor="bottomleft")
