"""The results (spec §8): how the game ended, who won and why, every Plot revealed.

Read from the public observation at the end, which holds every Plot (`all_plots`)
and which of its counters were exposed during play (`plot_slots`).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.shell.scene import Scene
from scenes.shell.session import Session
from scenes.ui import prompts, text, theme
from scenes.ui.art import EXPOSED, FACE
from scenes.ui.form import Button, Form
from scenes.ui.widgets import panel

Hook = Callable[[], None]

VICTORY_TITLES = {"paranoid": "Paranoid Victory", "enemy": "Enemy Victory",
                  "delusions": "Delusions Victory", "exhaustion": "Enemy Victory",
                  "turn_limit": "Enemy Victory"}
VICTORY_NOTES = {"exhaustion": "by exhaustion", "turn_limit": "at the turn limit"}
TABLE = pygame.Rect(40, 184, 1200, 0)
TABLE_BOTTOM = 590  # the legend and the buttons live below
HEADER_H = 40
# Column left edges (relative to TABLE.x) and headings.
COLUMNS = (("Player", 16), ("Plot, revealed", 300), ("Hidden", 760), ("Sanity", 880),
           ("Exposure score", 1000))
WINNER = (250, 214, 90)


def winners_line(names: list[str], result: dict) -> str:
    """"Winner: Ada", "Shared win: Ada and Bob", "Draw between Ada and Bob"."""
    listed = [names[p] for p in result["winners"]]
    joined = listed[0] if len(listed) == 1 else ", ".join(listed[:-1]) + " and " + listed[-1]
    if result.get("draw"):
        return f"Draw between {joined}"
    if result.get("shared"):
        return f"Shared win: {joined}"
    return f"Winner: {joined}"


class ResultsScene(Scene):
    """Left/Right (or Tab) choose a button, Enter presses it; N new game, T title,
    R replay (when offered). "See the table" hides this screen until the next key or
    click."""

    def __init__(self, session: Session, *, on_new_game: Hook | None = None,
                 on_title: Hook | None = None, on_replay: Hook | None = None) -> None:
        super().__init__()
        self.session = session
        self.on_new_game = on_new_game
        self.on_title = on_title
        self.on_replay = on_replay
        self.obs = session.game.observe(None)
        self.result = self.obs.result or {"kind": "enemy", "winners": [], "shared": False,
                                          "draw": False, "reason": "the game was stopped"}
        self.peeking = False
        self.hover = ""
        n = len(self.obs.players)
        self.row_h = min(64, (TABLE_BOTTOM - TABLE.y - HEADER_H - 8) // n)
        self.counter = min(50, self.row_h - 10)
        self.form = Form(feedback=lambda name: self.services.sound.play(name))
        y = 642
        self.new_game = Button("New game", self._new_game, primary=True)
        self.see = Button("See the table", self._peek)
        self.title = Button("Title", self._title)
        buttons = [self.new_game, self.see, self.title]
        if on_replay is not None:  # the game's record, step by step (scenes/replay_viewer)
            buttons.insert(1, Button("Replay", on_replay))
        width = 300 if len(buttons) == 3 else 270
        gap = (TABLE.width - len(buttons) * width) // (len(buttons) - 1)
        for i, button in enumerate(buttons):
            self.form.add(button, pygame.Rect(TABLE.x + i * (width + gap), y, width, 64))

    @property
    def opaque(self) -> bool:  # type: ignore[override]
        return not self.peeking  # peeking shows the final table underneath

    # -- what the screen says ---------------------------------------------------------------
    def headline(self) -> str:
        kind = self.result["kind"]
        note = VICTORY_NOTES.get(kind)
        return f"{VICTORY_TITLES.get(kind, 'Game over')}" + (f" {note}" if note else "")

    def reason(self) -> str:
        reason = self.result.get("reason", "")
        return reason[:1].upper() + reason[1:] + "." if reason else ""

    def winners(self) -> str:
        return winners_line(self.session.names, self.result) if self.result["winners"] else ""

    def counter_rects(self) -> list[list[tuple[int, bool, pygame.Rect]]]:
        """Per player: (type, exposed during play, where it is drawn)."""
        plots = self.obs.all_plots or [[] for _ in self.obs.players]
        rows = []
        for p, plot in enumerate(plots):
            slots = self.obs.players[p].plot_slots
            size = self.counter
            y = TABLE.y + HEADER_H + p * self.row_h + (self.row_h - 6 - size) // 2
            x0 = TABLE.x + COLUMNS[1][1]
            rows.append([(t, i < len(slots) and slots[i] is not None,
                          pygame.Rect(x0 + i * (size + 6), y, size, size))
                         for i, t in enumerate(plot)])
        return rows

    # -- actions ----------------------------------------------------------------------------
    def _new_game(self) -> None:
        if self.on_new_game is not None:
            self.on_new_game()

    def _title(self) -> None:
        if self.on_title is not None:
            self.on_title()
        elif self.stack is not None:
            self.close()

    def _peek(self) -> None:
        self.peeking = True

    # -- input ------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.peeking:
            if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
                self.peeking = False
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.form.move(-1 if event.key == pygame.K_LEFT else 1)
                return True
            if event.key == pygame.K_n:
                self._new_game()
                return True
            if event.key == pygame.K_r and self.on_replay is not None:
                self.on_replay()
                return True
            if event.key in (pygame.K_t, pygame.K_ESCAPE):
                self._title()
                return True
        if event.type == pygame.MOUSEMOTION:
            self.hover = self._name_at(event.pos)
        self.form.handle_event(event)
        return True

    def _name_at(self, pos: tuple[int, int]) -> str:
        for row in self.counter_rects():
            for t, exposed, rect in row:
                if rect.collidepoint(pos):
                    state = "exposed during the game" if exposed else "never exposed"
                    return f"{self.services.art.display_name(t)} ({state})"
        return ""

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.peeking:
            band = pygame.Rect(0, 0, 720, 44)
            band.midbottom = (640, 712)
            pygame.draw.rect(surface, theme.PANEL, band, border_radius=10)
            pygame.draw.rect(surface, theme.ACCENT, band, 2, border_radius=10)
            how = prompts.press("any", prompts.device_of(self))
            prompts.blit(surface, f"{how} to return to the results", theme.BODY_PX,
                         theme.ACCENT, band.center, anchor="center")
            return
        art = self.services.art
        surface.blit(art.table(surface.get_size()), (0, 0))
        text.blit_text(surface, self.headline(), theme.TITLE_PX - 12, theme.ACCENT, (640, 14),
                       anchor="midtop")
        turns = f" after {self.obs.turn} turn{'s' * (self.obs.turn != 1)}" \
            if self.obs.turn else ""
        text.blit_text(surface, self.reason() + turns.replace(" after", "  ·  After"),
                       theme.BODY_PX, theme.INK, (640, 92), anchor="midtop")
        winners = self.winners()
        # Many long names: smaller, never off the screen.
        px = text.shrink_to_fit(winners, theme.HEADING_PX, 1200, theme.SMALL_PX)
        text.blit_text(surface, winners, px, WINNER, (640, 150), anchor="center")
        self._draw_table(surface)
        self.form.draw(surface)

    def _draw_table(self, surface: pygame.Surface) -> None:
        art = self.services.art
        n = len(self.obs.players)
        box = pygame.Rect(TABLE.x, TABLE.y, TABLE.width, HEADER_H + n * self.row_h + 4)
        panel(surface, box)
        for title, x in COLUMNS:
            text.blit_text(surface, title, theme.SMALL_PX, theme.INK_DIM,
                           (TABLE.x + x, TABLE.y + 10))
        winners = set(self.result["winners"])
        deciding = self._deciding_column()
        rows = self.counter_rects()
        for p, view in enumerate(self.obs.players):
            y = TABLE.y + HEADER_H + p * self.row_h
            row = pygame.Rect(TABLE.x + 8, y, TABLE.width - 16, self.row_h - 6)
            if p in winners:
                pygame.draw.rect(surface, theme.FOCUS_FILL, row, border_radius=10)
                pygame.draw.rect(surface, WINNER, row, 2, border_radius=10)
            cy = row.centery
            token = art.token(p, 32)
            surface.blit(token, token.get_rect(midleft=(TABLE.x + COLUMNS[0][1], cy)))
            kind = self.session.seats[p]
            name = view.name if kind == "human" else f"{view.name} ({kind} bot)"
            room = 236 - (34 if p in winners else 0)  # the crown needs its place
            label = text.blit_text(surface, _fit(name, room), theme.BODY_PX, theme.INK,
                                   (TABLE.x + COLUMNS[0][1] + 42, cy), anchor="midleft")
            if p in winners:
                _crown(surface, label.right + 18, cy)
            for t, exposed, rect in rows[p]:
                surface.blit(art.counter(t, self.counter, EXPOSED if exposed else FACE), rect)
                if not exposed:  # the board's mark for a counter still face down to others
                    pygame.draw.circle(surface, (30, 30, 40), (rect.right - 6, rect.bottom - 6),
                                       5)
            values = {2: f"{view.concealed} of {view.plot_size}", 3: str(view.sanity),
                      4: str(view.score)}
            if view.sanity == 0:
                values[3] = "insane"
            for col, value in values.items():
                colour = WINNER if col == deciding and p in winners else theme.INK
                text.blit_text(surface, value, theme.BODY_PX + 2, colour,
                               (TABLE.x + COLUMNS[col][1], cy), anchor="midleft")
        legend = "Red corner: exposed during the game.  Dark dot: never exposed (Hidden)."
        line, colour = (self.hover, theme.INK) if self.hover else (legend, theme.INK_DIM)
        text.blit_text(surface, line, theme.SMALL_PX, colour, (640, box.bottom + 12),
                       anchor="midtop")

    def _deciding_column(self) -> int:
        """The column that decided the winner: exposure for Paranoids, hidden for Enemies."""
        return 4 if self.result["kind"] == "paranoid" else 2


def _fit(name: str, width: int) -> str:
    fnt = text.font(theme.BODY_PX)
    while len(name) > 3 and fnt.size(name)[0] > width:
        name = name[:-2] + "…"
    return name


def _crown(surface: pygame.Surface, x: int, y: int) -> None:
    """A small crown beside a winner's name (not colour alone)."""
    points = [(x - 12, y + 8), (x - 12, y - 6), (x - 6, y + 1), (x, y - 10), (x + 6, y + 1),
              (x + 12, y - 6), (x + 12, y + 8)]
    pygame.draw.polygon(surface, WINNER, points)
