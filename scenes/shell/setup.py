"""Game setup: players and seats, names, the subculture's name, optional rules, seed.

Everything is one `Form`: Up/Down walk the rows, Left/Right change values (a seat's
kind, a number), Enter edits a name or flips a rule, Esc goes back. Start builds the
engine's `GameConfig` and hands it to `on_start` with the seed (None: random).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.paranoid import GameConfig, Options
from game.paranoid.catalogue import DEFAULT_SUBCULTURE
from game.paranoid.options import DEFAULT_TURN_LIMIT, FEWER_MAX, SANITY_RANGE
from scenes.shell.scene import Scene
from scenes.ui import prompts, text, theme
from scenes.ui.form import Button, Choice, Field, Form, Number, TextField, Toggle
from scenes.ui.widgets import panel

Start = Callable[[GameConfig, int | None], None]
Token = Callable[[int, int], pygame.Surface]  # (seat, px) -> the seat's token image

KINDS = ("human", "random", "easy", "medium", "hard")
MAX_SEATS = 6
BOT_NAMES = ("Ada", "Boris", "Cleo", "Dmitri", "Edna", "Fitz")
NAME_LEN = 16
ROW_H = 56
LEFT = pygame.Rect(40, 96, 590, 0)
RIGHT = pygame.Rect(650, 96, 590, 0)
SEAT_NAME_X = 96  # where a seat's name box starts inside its row
SEAT_KIND_W = 252


def kind_label(kind: str) -> str:
    return "Human" if kind == "human" else f"Bot: {kind}"


def default_name(seat: int, kind: str) -> str:
    return f"Player {seat + 1}" if kind == "human" else BOT_NAMES[seat]


def default_config(seats: Sequence[str], options: Options | None = None) -> GameConfig:
    """A game of these seats with default names (`--seats`, the demo, the setup form)."""
    seats = tuple(seats)
    return GameConfig(players=len(seats), seats=seats,
                      names=tuple(default_name(i, k) for i, k in enumerate(seats)),
                      options=options or Options())


class SeatField(TextField):
    """A seat: Enter edits the name, Left/Right (or the arrows) change human / bot level.

    An untouched name follows the kind (Player 2 ↔ Boris), a typed one stays."""

    steps = True

    def __init__(self, seat: int, kind: str, token: Token) -> None:
        super().__init__(f"Seat {seat + 1}", default_name(seat, kind), max_len=NAME_LEN,
                         hint="Enter: type a name · Left / Right: human or bot level")
        self.seat = seat
        self.token = token  # the seat's colour and shape, as on the board
        self.kind = Choice("kind", KINDS, kind, show=kind_label)

    def change(self, delta: int) -> bool:
        changed = self.kind.change(delta)
        if changed and not self.edited:
            self.text = default_name(self.seat, self.kind.value)
        return changed

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
            return "right" if what == "activate" else what  # a click on the kind cycles it
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


class RuleFields:
    """The subculture's name and the optional rules as form rows: shared by the setup
    form and the settings (which keep them as the next game's defaults)."""

    def __init__(self, opts: Options, subculture: str) -> None:
        self.subculture = TextField(
            "Your subculture", subculture, max_len=22, placeholder=DEFAULT_SUBCULTURE,
            hint="The 12th Society is yours: name it (§1). It shows on its counter.")
        self.aliens = Toggle("Aliens", opts.aliens,
                             hint="§9.11: Alien Plots need a Goal marked A; their Enemy may "
                                  "turn an exposed counter face down again.")
        self.corporations = Toggle("Corporations", opts.corporations,
                                   hint="§9.12: Corporate Plots need a Goal marked C; "
                                        "their Enemy gets one extra action.")
        self.delusions = Toggle("Delusions", opts.delusions,
                                hint="§9.13: Delusions stands alone in its Plot; it wins if "
                                     "every Paranoid goes insane while it stays hidden.")
        self.trade = Toggle("Duplicate trade", opts.trade,
                            hint="§9.2: Plot types take both copies; the second copies are "
                                 "traded face down into other Enemy Reserves.")
        self.fewer = Number("Fewer counters", 0, FEWER_MAX, opts.fewer,
                            show=lambda n: "none" if n == 0 else f"{n} set{'s' * (n > 1)} of 7",
                            hint="§9.2: remove sets of 7 counters at random after the "
                                 "Plots are built (a shorter game).")
        self.sanity = Number("Starting Sanity", *SANITY_RANGE, opts.sanity,
                             hint="§9.2: 35 is standard; lower is a shorter, sharper game. "
                                  "Page Up / Down: by 10.")
        self.turn_limit = Number("Turn limit", 5, 200, opts.turn_limit, step=5,
                                 hint=f"§8: the game ends as an Enemy Victory after this "
                                      f"many turns ({DEFAULT_TURN_LIMIT} is a safety net).")

    @property
    def rows(self) -> tuple[TextField, Toggle, Toggle, Toggle, Toggle, Number, Number, Number]:
        return (self.subculture, self.aliens, self.corporations, self.delusions, self.trade,
                self.fewer, self.sanity, self.turn_limit)

    def options(self) -> Options:
        return Options(aliens=self.aliens.value, corporations=self.corporations.value,
                       delusions=self.delusions.value, trade=self.trade.value,
                       fewer=self.fewer.value, sanity=self.sanity.value,
                       turn_limit=self.turn_limit.value)

    def subculture_name(self) -> str:
        return self.subculture.text.strip() or DEFAULT_SUBCULTURE


class SetupScene(Scene):
    """`initial` pre-fills the form (the last game's setup, or the command line)."""

    def __init__(self, on_start: Start, *, initial: GameConfig | None = None,
                 seed: int | None = None, on_back: Callable[[], None] | None = None) -> None:
        super().__init__()
        self.on_start = on_start
        self.on_back = on_back
        cfg = initial or default_config(("human", "medium", "medium", "medium"))
        opts = cfg.options
        self.form = Form(feedback=self._feedback)
        kinds = list(cfg.seats) + ["medium"] * (MAX_SEATS - cfg.players)
        self.seat_fields = [SeatField(i, k, lambda s, px: self.services.art.token(s, px))
                            for i, k in enumerate(kinds)]
        for i, name in enumerate(cfg.names):
            if name != default_name(i, kinds[i]):
                self.seat_fields[i].text = name
                self.seat_fields[i].edited = True
        self.players = Number("Players", 2, MAX_SEATS, cfg.players,
                              hint="2 to 6 players (§3)", on_change=lambda _: self._build())
        self.rules = RuleFields(opts, cfg.subculture)
        (self.subculture, self.aliens, self.corporations, self.delusions, self.trade,
         self.fewer, self.sanity, self.turn_limit) = self.rules.rows
        self.seed = TextField("Seed", "" if seed is None else str(seed), max_len=9,
                              allowed=str.isdigit, placeholder="random",
                              hint="The same seed and the same moves give the same game. "
                                   "Empty: a new shuffle.")
        self.back = Button("Back", self._back)
        self.start = Button("Start game", self._start, primary=True)
        self._build()
        self.form.focus_on(self.start)
        self.error = ""

    # -- the form -----------------------------------------------------------------------
    def _build(self) -> None:
        """Lay the rows out for the current number of players (keeping the focus)."""
        focused = self.form.focused
        self.form.clear()
        n = self.players.value
        rows: list[tuple[Field, pygame.Rect]] = [(self.players, _row(LEFT, 0))]
        rows += [(self.seat_fields[i], _row(LEFT, i + 1)) for i in range(n)]
        right: Sequence[Field] = (self.subculture, self.aliens, self.corporations,
                                  self.delusions, self.trade, self.fewer, self.sanity,
                                  self.turn_limit, self.seed)
        rows += [(f, _row(RIGHT, i)) for i, f in enumerate(right)]
        rows += [(self.start, pygame.Rect(930, 626, 310, 64)),
                 (self.back, pygame.Rect(40, 626, 220, 64))]
        for field, rect in rows:
            self.form.add(field, rect)
        if focused is not None:
            self.form.focus_on(focused)

    def config(self) -> GameConfig:
        """The engine configuration the form describes now."""
        n = self.players.value
        seats = self.seat_fields[:n]
        names = _unique([s.name for s in seats])
        return GameConfig(players=n, names=tuple(names),
                          seats=tuple(s.kind.value for s in seats),
                          options=self.rules.options(), subculture=self.rules.subculture_name())

    def chosen_seed(self) -> int | None:
        return int(self.seed.text) if self.seed.text else None

    def _start(self) -> None:
        try:
            config = self.config()
        except ValueError as exc:  # the ranges make this unlikely; say why if it happens
            self.error = str(exc)
            self.services.sound.play("error")
            return
        self.on_start(config, self.chosen_seed())

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
        text.blit_text(surface, "New game: Paranoid Delusions", theme.HEADING_PX + 4,
                       theme.ACCENT, (640, 22), anchor="midtop")
        n = self.players.value
        left = LEFT.copy()
        left.height = (n + 1) * ROW_H + 8
        right = RIGHT.copy()
        right.height = 9 * ROW_H + 8
        for box in (left, right):
            panel(surface, box.inflate(16, 16))
        self.form.draw(surface)
        hint = self.error or (self.form.focused.hint if self.form.focused else "")
        if self.form.editing is not None:
            hint = "Typing replaces the marked text · Enter keeps it · Esc undoes"
        if hint:
            colour = theme.DANGER if self.error else theme.INK
            area = pygame.Rect(290, 622, 620, 72)
            text.blit_wrapped(surface, hint, theme.SMALL_PX, colour, area, centred=True,
                              line_gap=2)
        prompts.draw_hint(surface, "setup", prompts.device_of(self), (640, 716),
                          px=theme.SMALL_PX - 2)


def _row(column: pygame.Rect, i: int) -> pygame.Rect:
    return pygame.Rect(column.x, column.y + 8 + i * ROW_H, column.width, ROW_H - 6)


def _unique(names: list[str]) -> list[str]:
    """Two seats with one name would make the log ambiguous: number the repeats."""
    out: list[str] = []
    for name in names:
        candidate, k = name, 2
        while candidate in out:
            candidate, k = f"{name} {k}", k + 1
        out.append(candidate)
    return out

