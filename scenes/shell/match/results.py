"""The results of any game: how it ended, who won and why, each seat's score.

Read from the engine's uniform `outcome` (winners, scores, why). A game's table may
name a richer results scene of its own (`results_scene` on its table class, a subclass
of this one that draws its own table of what was hidden), as Paranoid Delusions does.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.shell.match.session import Session
from scenes.shell.screens.scene import Scene
from scenes.ui import pen, prompts, text, theme
from scenes.ui.form import Button, Form
from scenes.ui.widgets import panel

Hook = Callable[[], None]

SAFE = pygame.Rect(theme.SAFE_AREA)  # everything inside a television's overscan margin
TABLE = pygame.Rect(SAFE.x, 184, SAFE.width, 0)
TABLE_BOTTOM = 584  # the legend (up to 40 px more) and the buttons live below
BUTTONS = pygame.Rect(SAFE.x, SAFE.bottom - 52, SAFE.width, 52)
HEADER_H = 40
WINNER = (250, 214, 90)
HISTORY_LINE_H = 34  # a line of what the history says (issue 34), above the buttons


def winners_line(names: list[str], winners: list[int], *, draw: bool = False,
                 shared: bool = False) -> str:
    """"Winner: Ada", "Shared win: Ada and Bob", "Draw between Ada and Bob"."""
    listed = [names[p] for p in winners]
    if not listed:
        return ""
    joined = listed[0] if len(listed) == 1 else ", ".join(listed[:-1]) + " and " + listed[-1]
    if draw:
        return f"Draw between {joined}"
    if shared or len(listed) > 1:
        return f"Shared win: {joined}"
    return f"Winner: {joined}"


def seat_label(name: str, kind: str) -> str:
    """A seat always says whether a person or a bot played it."""
    return name if kind == "human" else f"{name} ({kind} bot)"


class ResultsScene(Scene):
    """Left/Right (or Tab) choose a button, Enter presses it; N new game, T title,
    R replay (when offered). "See the table" hides this screen until the next key or
    click."""

    score_title = "Score"

    def __init__(self, session: Session, *, on_new_game: Hook | None = None,
                 on_title: Hook | None = None, on_replay: Hook | None = None) -> None:
        super().__init__()
        self.session = session
        self.caption = session.info.title  # the window title still names the game
        self.on_new_game = on_new_game
        self.on_title = on_title
        self.on_replay = on_replay
        self.outcome = session.game.outcome
        # What the history says of each human seat's game ("3rd win at Intrigue · rating
        # 1034 (+34)"), set by the flow once the game is filed (scenes/shell/history).
        self.history_notes: dict[int, str] = {}
        self.peeking = False
        self.hover = ""
        n = len(session.names)
        self.row_h = min(64, (TABLE_BOTTOM - TABLE.y - HEADER_H - 8) // n)
        self.form = Form(feedback=lambda name: self.services.sound.play(name))
        self.new_game = Button("New game", self._new_game, primary=True)
        self.see = Button("See the table", self._peek)
        self.title = Button("Title", self._title)
        buttons = [self.new_game, self.see, self.title]
        if on_replay is not None:  # the game's record, step by step (the replay viewer)
            buttons.insert(1, Button("Replay", on_replay))
        width = 300 if len(buttons) == 3 else 270
        gap = (BUTTONS.width - len(buttons) * width) // (len(buttons) - 1)
        for i, button in enumerate(buttons):
            self.form.add(button, pygame.Rect(BUTTONS.x + i * (width + gap), BUTTONS.y, width,
                                              BUTTONS.height))

    @property
    def opaque(self) -> bool:  # type: ignore[override]
        return not self.peeking  # peeking shows the final table underneath

    # -- what the screen says ---------------------------------------------------------------
    def headline(self) -> str:
        if self.outcome is None:
            return "Game stopped"
        return "A draw" if self.outcome.draw else "Game over"

    def reason(self) -> str:
        why = self.outcome.why if self.outcome is not None else "the game was stopped"
        return why[:1].upper() + why[1:] + ("." if why and not why.endswith(".") else "")

    def reason_line(self) -> str:
        """The line under the headline (a game may add how long it took)."""
        return self.reason()

    def winners(self) -> str:
        if self.outcome is None:
            return ""
        return winners_line(self.session.names, list(self.outcome.winners),
                            draw=self.outcome.draw)

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
            self.hover = self.hover_text(event.pos)
        self.form.handle_event(event)
        return True

    def hover_text(self, pos: tuple[int, int]) -> str:
        """What the pointer is over, in words (a game's own results say more)."""
        return ""

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.peeking:
            band = pygame.Rect(0, 0, 720, 44)
            band.midbottom = (640, SAFE.bottom)
            pen.rect(surface, theme.PANEL, band, border_radius=10)
            pen.rect(surface, theme.ACCENT, band, 2, border_radius=10)
            how = prompts.press("any", prompts.device_of(self))
            prompts.blit(surface, f"{how} to return to the results", theme.BODY_PX,
                         theme.ACCENT, band.center, anchor="center")
            return
        surface.blit(self.services.art.table(surface.get_size()), (0, 0))
        # The headline is large already: it keeps its size whatever the text size setting
        # (scaled, it would run into the line under it).
        headline_px = round((theme.TITLE_PX - 12) / text.get_scale())
        text.blit_text(surface, self.headline(), headline_px, theme.ACCENT,
                       (640, SAFE.y - 1), anchor="midtop")  # the glyphs start lower
        reason = self.reason_line()
        px = text.shrink_to_fit(reason, theme.BODY_PX, SAFE.width, theme.SMALL_PX)
        text.blit_text(surface, reason, px, theme.INK, (640, 98), anchor="midtop")
        winners = self.winners()
        # Many long names: smaller, never off the screen.
        px = text.shrink_to_fit(winners, theme.HEADING_PX, SAFE.width, theme.SMALL_PX)
        text.blit_text(surface, winners, px, WINNER, (640, 156), anchor="center")
        self.draw_table(surface)
        self.draw_history(surface)
        self.form.draw(surface)

    def _history_band(self) -> pygame.Rect | None:
        """Where the history's lines go, above the buttons and below the table and its
        legend (None: no room, with many seats; each seat's row says its own then)."""
        lines = sum(1 for note in self.history_notes.values() if note)
        if not lines:
            return None
        table_bottom = TABLE.y + HEADER_H + len(self.session.names) * self.row_h + 4 + 44
        top = BUTTONS.y - 12 - lines * HISTORY_LINE_H
        return pygame.Rect(SAFE.x, top, SAFE.width, lines * HISTORY_LINE_H) \
            if top >= table_bottom else None

    def draw_history(self, surface: pygame.Surface) -> None:
        """"Ada · 3rd win at Intrigue · first win against hard · rating 1034 (+34)"."""
        band = self._history_band()
        if band is None:
            return
        y = band.y
        for p, note in sorted(self.history_notes.items()):
            if not note:
                continue
            line = f"{self.session.names[p]} · {note}"
            px = text.shrink_to_fit(line, theme.BODY_PX, band.width, theme.SMALL_PX)
            text.blit_text(surface, text.ellipsize(line, px, band.width), px, theme.ACCENT,
                           (band.centerx, y + HISTORY_LINE_H // 2), anchor="center")
            y += HISTORY_LINE_H

    def draw_seat(self, surface: pygame.Surface, p: int, row: pygame.Rect,
                  winner: bool, room: int = 420) -> None:
        """A seat's token, its name (human or bot) and a crown for a winner."""
        cy = row.centery
        token = self.services.art.token(p, 32)
        surface.blit(token, token.get_rect(midleft=(row.x + 8, cy)))
        name = seat_label(self.session.names[p], self.session.seats[p])
        taken = hints_line(self.session, p)
        if taken:
            name += f" · {taken}"
        if self.history_notes.get(p) and not self._history_band():
            name += f" · {self.history_notes[p]}"  # no room below the table: in the row
        room -= 34 if winner else 0  # the crown needs its place
        label = text.blit_text(surface, text.ellipsize(name, theme.BODY_PX, room),
                               theme.BODY_PX, theme.INK, (row.x + 50, cy), anchor="midleft")
        if winner:
            crown(surface, label.right + 18, cy)

    def draw_rows(self, surface: pygame.Surface, headings: list[tuple[str, int]],
                  room: int) -> list[tuple[int, pygame.Rect, bool]]:
        """The table's panel, its headings (title, x from the table's left) and a row per
        seat (token, name, winner's frame and crown); (seat, row, winner) for the cells."""
        n = len(self.session.names)
        box = pygame.Rect(TABLE.x, TABLE.y, TABLE.width, HEADER_H + n * self.row_h + 4)
        panel(surface, box)
        draw_headings(surface, [("Player", 16), *headings])
        winners = set(self.outcome.winners) if self.outcome else set()
        rows = []
        for p in range(n):
            y = TABLE.y + HEADER_H + p * self.row_h
            row = pygame.Rect(TABLE.x + 8, y, TABLE.width - 16, self.row_h - 6)
            if p in winners:
                pen.rect(surface, theme.FOCUS_FILL, row, border_radius=10)
                pen.rect(surface, WINNER, row, 2, border_radius=10)
            self.draw_seat(surface, p, row, p in winners, room=room)
            rows.append((p, row, p in winners))
        return rows

    def draw_table(self, surface: pygame.Surface) -> None:
        """Each seat with its score, winners marked (a game's own results say more)."""
        scores = self.outcome.scores if self.outcome else ()
        for p, row, winner in self.draw_rows(surface, [(self.score_title, 900)], room=820):
            if p < len(scores):
                value = scores[p]
                shown = str(int(value)) if float(value).is_integer() else f"{value:g}"
                text.blit_text(surface, shown, theme.BODY_PX + 2,
                               WINNER if winner else theme.INK,
                               (TABLE.x + 900, row.centery), anchor="midleft")


def hints_line(session: Session, p: int) -> str:
    """How many of the coach's hints a human seat took (issue 33), when it had them."""
    taken = getattr(session, "hints_taken", {}).get(p, 0)
    if session.seats[p] != "human" or not (taken or getattr(session, "hints_on", False)):
        return ""
    return f"{taken} hint{'s' * (taken != 1)} taken"


def column_room(headings: list[tuple[str, int]], x: int) -> int:
    """How wide the column starting at `x` (from the table's left) may be drawn."""
    after = [h for _, h in headings if h > x]
    return (min(after) if after else TABLE.width - 12) - x - 10


def draw_headings(surface: pygame.Surface, headings: list[tuple[str, int]]) -> None:
    """Column headings over a results table, each shrunk to its column's width (long
    ones at a large text size would run into the next column or off the table)."""
    for title, x in headings:
        px = text.shrink_to_fit(title, theme.SMALL_PX, column_room(headings, x), 14)
        text.blit_text(surface, title, px, theme.INK_DIM, (TABLE.x + x, TABLE.y + 10))


def crown(surface: pygame.Surface, x: int, y: int) -> None:
    """A small crown beside a winner's name (not colour alone)."""
    points = [(x - 12, y + 8), (x - 12, y - 6), (x - 6, y + 1), (x, y - 10), (x + 6, y + 1),
              (x + 12, y - 6), (x + 12, y + 8)]
    pen.polygon(surface, WINNER, points)
