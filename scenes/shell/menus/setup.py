"""Game setup: players and seats, names, the chosen game's options, seed.

Everything is one `Form`: Up/Down walk the rows, Left/Right change values (a seat's
kind, a number), Enter edits a name or flips a rule, Esc goes back. The option rows
are the game's own option list (`OptionSpec`s), so every game gets this form. Start
hands a `Setup` (game, seats, names, options) and the seed (None: random) to `on_start`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.core import registry
from scenes.shell.menus.setup_model import (
    BOT_NAMES,
    HINT_LABELS,
    HINTS,
    Setup,
    default_name,
    default_setup,
    unique,
)
from scenes.shell.screens.scene import Scene
from scenes.shell.settings.option_fields import OptionPages, OptionRows
from scenes.ui import prompts, text, theme
from scenes.ui.form import Button, Choice, Field, Form, Number, TextField
from scenes.ui.widgets import panel

__all__ = ["BOT_NAMES", "KINDS", "MAX_SEATS", "SeatField", "SetupScene", "default_name",
           "kind_label"]

Start = Callable[[Setup, int | None], None]
Token = Callable[[int, int], pygame.Surface]  # (seat, px) -> the seat's token image

KINDS = ("human", "random", "easy", "medium", "hard")
MAX_SEATS = 6
NAME_LEN = 16
ROW_H = 56
PHONE_ROW_H = 46  # seat rows with phones on: the codes go under them
MIN_ROW_H = 40  # a game with many options packs its rows closer
# Everything inside a television's safe area (5% of each edge: 64 × 36 px, issue 22).
TOP, BOTTOM = 96, 594  # the form's rows lie between these
LEFT = pygame.Rect(72, TOP, 556, 0)  # panels drawn 8 px wider: 64–636 and 644–1216
RIGHT = pygame.Rect(652, TOP, 556, 0)
BUTTONS_Y, BUTTON_H = 602, 54  # above the keys line, which may be wider than the gap
FOOT_Y = 720 - 36  # the keys line's bottom
SEAT_NAME_X = 96  # where a seat's name box starts inside its row
SEAT_KIND_W = 252


def kind_label(kind: str) -> str:
    return "Human" if kind == "human" else f"Bot: {kind}"


class SeatField(TextField):
    """A seat: Enter edits the name, Left/Right (or the arrows) change human / bot level.

    Left and Right stop at the ends (Left on a human seat never turns it into the
    hardest bot), and changing the kind never renames the seat (issue 22): the name is
    the player's. A click on the kind itself goes round, the mouse's one-button way."""

    steps = True

    def __init__(self, seat: int, kind: str, token: Token,
                 kinds: Sequence[str] = KINDS) -> None:
        super().__init__(f"Seat {seat + 1}", default_name(seat, kind), max_len=NAME_LEN,
                         hint="Enter: type a name · Left / Right: human or bot level")
        self.seat = seat
        self.token = token  # the seat's colour and shape, as on the board
        kinds = tuple(kinds)
        self.kind = Choice("kind", kinds, kind if kind in kinds else kinds[-1],
                           show=kind_label, wrap=False)
        self._round = False  # the change asked for is a click on the kind: go round

    def change(self, delta: int) -> bool:
        round_, self._round = self._round, False
        if round_ and delta > 0 and self.kind.index == len(self.kind.values) - 1:
            self.kind.value = self.kind.values[0]
            return True
        return self.kind.change(max(-1, min(1, delta)))

    def value_rect(self, rect: pygame.Rect) -> pygame.Rect:
        return pygame.Rect(rect.right - SEAT_KIND_W - 8, rect.y + 4, SEAT_KIND_W,
                           rect.height - 8)

    def name_rect(self, rect: pygame.Rect) -> pygame.Rect:
        x = rect.x + SEAT_NAME_X
        return pygame.Rect(x, rect.y + 6, self.value_rect(rect).x - x - 12, rect.height - 12)

    def click(self, pos: tuple[int, int], rect: pygame.Rect) -> str:
        if self.name_rect(rect).collidepoint(pos):
            return "edit"
        if self.value_rect(rect).collidepoint(pos):
            what = super().click(pos, rect)
            if what == "activate":  # a click on the kind cycles it, round
                self._round = True
                return "right"
            return what
        return "activate"

    @property
    def name(self) -> str:
        return self.text.strip() or default_name(self.seat, self.kind.value)

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, focused: bool,
             editing: bool) -> None:
        token = self.token(self.seat, 34)
        surface.blit(token, token.get_rect(midleft=(rect.x + 44, rect.centery)))
        self.draw_text(surface, self.name_rect(rect), focused, editing)
        value = self.value_rect(rect)
        self.kind.draw_value(surface, value, focused)


class SetupScene(Scene):
    """`initial` pre-fills the form (the last game's setup, or the command line)."""

    def __init__(self, on_start: Start, *, initial: Setup | None = None,
                 seed: int | None = None, on_back: Callable[[], None] | None = None,
                 phones: Any = None, profiles: Sequence[str] = ()) -> None:
        super().__init__()
        # The players the history remembers (issue 34): P on a human seat picks the next
        # one; a name typed there becomes a new profile when the game is filed.
        self.profiles = list(profiles)
        # Phones as private screens: each human seat's code under the seats, drawn by
        # `phones.draw(surface, area, seats, focus)` and closed with this screen (the
        # flow's scenes.shell.match.phones_screen.SetupCodes; None: phones are off).
        self.phones = phones
        if initial is None:  # the first registered game, one human against bots
            first = registry.games()[0]
            initial = default_setup(first.id, ("human",) + (first.default_bot,) * 3)
        self.on_start = on_start
        self.on_back = on_back
        self.info = registry.get(initial.game_id)
        self.caption = self.info.title  # the window title names the game being set up
        plugin = registry.plugin(initial.game_id)
        info = self.info
        kinds = ("human",) + info.bot_levels
        self.form = Form(feedback=self._feedback)
        n = max(info.min_players, min(info.max_players, initial.players))
        seats = list(initial.seats[:n]) + [info.default_bot] * (MAX_SEATS - min(n, MAX_SEATS))
        self.seat_fields = [SeatField(i, k, lambda s, px: self.services.art.token(s, px),
                                      kinds) for i, k in enumerate(seats[:MAX_SEATS])]
        for i, name in enumerate(initial.names[:n]):
            if name != default_name(i, seats[i]):
                self.seat_fields[i].text = name
                self.seat_fields[i].edited = True
        self.players = Number("Players", info.min_players, info.max_players, n,
                              hint=f"{info.min_players} to {info.max_players} players",
                              on_change=lambda _: self._build())
        self.rules = OptionRows(plugin.OPTIONS, initial.options)
        labels = dict(zip(HINTS, HINT_LABELS))
        self.hints = Choice("Coach's hints", HINTS,
                            initial.hints if initial.hints in HINTS else HINTS[0],
                            show=lambda v: labels[v],
                            hint="? (or the Hint button) shows what a strong player would "
                                 "do, and why. Solo games: when one human plays bots.")
        self.seed = TextField("Seed", "" if seed is None else str(seed), max_len=9,
                              allowed=str.isdigit, placeholder="random",
                              hint="The same seed and the same moves give the same game. "
                                   "Empty: a new shuffle.")
        self.back = Button("Back", self._back)
        self.start = Button("Start game", self._start, primary=True)
        capacity = (BOTTOM - TOP - 8) // MIN_ROW_H
        self.option_pages = OptionPages([*self.rules.fields, self.hints, self.seed], capacity,
                                        self._build)
        self._build()
        self.form.focus_on(self.start)
        self.error = ""

    # -- the form -----------------------------------------------------------------------
    def field(self, key: str) -> Field:
        """The row of the game's option `key` (its page turned to)."""
        field = self.rules.field(key)
        if field not in self.option_pages.shown():
            self.option_pages.show(field)
            self._build()
        return field

    @property
    def right_rows(self) -> list[Field]:
        return self.option_pages.shown()

    def _row_h(self, count: int) -> int:
        return max(MIN_ROW_H, min(ROW_H, (BOTTOM - TOP - 8) // max(1, count)))

    def _build(self) -> None:
        """Lay the rows out for the current number of players (keeping the focus)."""
        focused = self.form.focused
        self.form.clear()
        n = self.players.value
        seat_h = self._seat_h
        rows: list[tuple[Field, pygame.Rect]] = [(self.players, _row(LEFT, 0, seat_h))]
        rows += [(self.seat_fields[i], _row(LEFT, i + 1, seat_h)) for i in range(n)]
        right = self.right_rows
        h = self._row_h(len(right))
        rows += [(f, _row(RIGHT, i, h)) for i, f in enumerate(right)]
        rows += [(self.start, pygame.Rect(RIGHT.right + 8 - 310, BUTTONS_Y, 310, BUTTON_H)),
                 (self.back, pygame.Rect(LEFT.x - 8, BUTTONS_Y, 220, BUTTON_H))]
        for field, rect in rows:
            self.form.add(field, rect)
        if focused is not None:
            self.form.focus_on(focused)

    @property
    def _seat_h(self) -> int:
        return ROW_H if self.phones is None else PHONE_ROW_H

    def on_exit(self) -> None:
        if self.phones is not None:
            self.phones.close()  # no game from this setup: its phones' port closes

    def setup(self) -> Setup:
        """The game the form describes now."""
        n = self.players.value
        seats = self.seat_fields[:n]
        names = unique([s.name for s in seats])
        return Setup(self.info.id, tuple(s.kind.value for s in seats), tuple(names),
                     self.rules.values(), self.hints.value)

    def config(self) -> object:
        """The engine's config of `setup()` (the game checks the options)."""
        return self.setup().config()

    def chosen_seed(self) -> int | None:
        return int(self.seed.text) if self.seed.text else None

    def _start(self) -> None:
        setup = self.setup()
        try:
            setup.config()  # the game checks it: say why if it refuses
        except ValueError as exc:
            self.error = str(exc)
            self.services.sound.play("error")
            return
        self.on_start(setup, self.chosen_seed())

    def _next_profile(self) -> bool:
        """The focused human seat takes the next remembered player no other seat has."""
        field = self.form.focused
        if not isinstance(field, SeatField) or field.kind.value != "human" or not self.profiles:
            return False
        taken = {f.name.casefold() for f in self.seat_fields[:self.players.value]
                 if f is not field}
        free = [p for p in self.profiles if p.casefold() not in taken]
        if not free:
            return False
        now = field.name.casefold()
        at = next((i for i, p in enumerate(free) if p.casefold() == now), -1)
        field.text, field.edited = free[(at + 1) % len(free)], True
        self.services.sound.play("click")
        return True

    def _back(self) -> None:
        if self.on_back is not None:
            self.on_back()
        else:
            self.close()

    def _feedback(self, name: str) -> None:
        self.services.sound.play(name)

    # -- input --------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        self.error = ""
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_p
                and self.form.editing is None and self._next_profile()):
            return True
        if self.form.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._back()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self._back()
            return True
        return event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN)

    # -- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.services.art.table(surface.get_size()), (0, 0))
        self.rules.name_players([f.name for f in self.seat_fields])  # as typed just now
        text.blit_text(surface, f"New game: {self.info.title}", theme.HEADING_PX + 4,
                       theme.ACCENT, (640, 36), anchor="midtop")
        n = self.players.value
        left = LEFT.copy()
        left.height = (n + 1) * self._seat_h + 8
        right = RIGHT.copy()
        count = len(self.right_rows)
        right.height = count * self._row_h(count) + 8
        for box in (left, right):
            panel(surface, box.inflate(16, 16))
        self.form.draw(surface)
        if self.phones is not None:
            self._draw_phones(surface, left)
        hint = self.error or (self.form.focused.hint if self.form.focused else "")
        focused = self.form.focused
        if (self.profiles and isinstance(focused, SeatField)
                and focused.kind.value == "human" and not self.error):
            pick = "Left trigger" if prompts.device_of(self) == "controller" else "P"
            hint = f"Enter: type a name · {pick}: a remembered player · Left / Right: human or bot"

        if self.form.editing is not None:
            hint = "Typing replaces the marked text · Enter keeps it · Esc undoes"
        if hint:
            colour = theme.DANGER if self.error else theme.INK
            area = pygame.Rect(LEFT.x + 230, BUTTONS_Y, RIGHT.right - LEFT.x - 550, BUTTON_H)
            px = text.fit_wrapped(hint, theme.SMALL_PX, area.width, area.height, 14,
                                  line_gap=2)
            text.blit_wrapped(surface, hint, px, colour, area, centred=True, line_gap=2)
        prompts.draw_hint(surface, "setup", prompts.device_of(self), (640, FOOT_Y),
                          px=theme.SMALL_PX - 2)

    def _draw_phones(self, surface: pygame.Surface, seats: pygame.Rect) -> None:
        """Each human seat's phone code under the seats (the address of the seat in
        focus, else the first, written below)."""
        area = pygame.Rect(LEFT.x, seats.bottom + 14, LEFT.width, BOTTOM - seats.bottom - 8)
        n = self.players.value
        art = self.services.art
        humans = [(f.seat, f.name, art.player_colour(f.seat).rgb)
                  for f in self.seat_fields[:n] if f.kind.value == "human"]
        focused = self.form.focused
        self.phones.draw(surface, area, humans,
                         focused.seat if isinstance(focused, SeatField) else None)


def _row(column: pygame.Rect, i: int, height: int) -> pygame.Rect:
    return pygame.Rect(column.x, column.y + 8 + i * height, column.width, height - 6)

