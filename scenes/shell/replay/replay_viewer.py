"""Watching a finished game again: the game's own table, read-only, driven by a
`Replay` cursor.

The viewer *is* the game's table (`replay_viewer` mixes `ReplayControls` into the
table class the registry names), so the table, the log and the animations are drawn
by exactly the code that drew the live game, for every game. What changes is who
drives it: instead of players and bots, the replay's cursor applies the recorded
actions, and a bar at the bottom steps, plays, changes speed and seeks.

Hidden information: the table is always the public view (nobody sits at it), the log
holds only public sentences, and the line describing an action is made from public
events, never from the recorded action text (which can name secret choices). At the
last action the game is over, so the public view is whatever the game reveals at its end.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.core import registry
from game.core.contract import EVERYONE
from game.core.events import Event
from scenes.shell.match.session import Session, Shown, game_id_of
from scenes.shell.replay.cursor import Replay
from scenes.ui import canvas, pen, text, theme
from scenes.ui.form import Button, Form
from scenes.ui.widgets import ACTIVATE_KEYS, panel

ANIMATED_UP_TO = 2.0  # actions per second; faster playback snaps from position to position
JUMP = 10  # actions per Page Up / Page Down
# The controls, over the bottom of the table and inside a TV's overscan (5% of each edge).
BAR = pygame.Rect(64, 588, 1152, 92)
SLIDER = pygame.Rect(96, 602, 1088, 10)
SLIDER_HIT = SLIDER.inflate(0, 20)  # easier to hit than to see
BUTTON_Y, BUTTON_H, BUTTON_W, GAP = 622, 48, 112, 10
SPEED_W = 120  # the "2 / s" readout between Slower and Faster
PLAY, PAUSE = "Play", "Pause"
HELP_PX = theme.SMALL_PX - 4
HELP_SECONDS = 6.0  # the key list shows this long on opening and after an unknown key
HIDE_AFTER = 3.0  # playing, untouched this long: the bar steps aside (it covers the
# bottom of every table: Ninety-Nine's own hand, Pontoon's bottom seat); back at a key, a
# click, a pause or the end
HELP = ("Left/Right: choose   Enter: press   P: play/pause   , .: step   "
        "Home/End   -/+: speed   H: hide   Esc: close")

# Public events that tell what an action without a log line did.
_QUIET = {"plot_pick": "{name} picks a counter for a secret Plot.",
          "phase_ended": "{name} ends the phase."}
# Public events of a choice made in secret (a pick) or of secret work finished (a Plot
# hidden): a run of them is one step of the replay.
_SECRET_KINDS = {"plot_pick", "plot_built"}
Game = Any  # any registered game's engine


def stops(secret: list[str | None]) -> tuple[list[int], dict[int, str]]:
    """The steps the cursor stops at, and the sentence of each step that ends a run of
    choices made in secret (issue 22: a replay opened with ~25 blank "chooses in secret"
    steps): a run of two or more is one step, its sentence naming who chose."""
    n = len(secret)
    at = [0] + [k for k in range(1, n + 1)
                if not (k < n and secret[k - 1] is not None and secret[k] is not None)]
    merged: dict[int, str] = {}
    for k in at[1:]:
        run = 0
        while k - run - 1 >= 0 and secret[k - run - 1] is not None:
            run += 1
        if run > 1:
            who = list(dict.fromkeys(x for x in secret[k - run:k] if x is not None))
            names = who[0] if len(who) == 1 else ", ".join(who[:-1]) + " and " + who[-1]
            verb = "makes" if len(who) == 1 else "make"
            merged[k] = f"{names} {verb} {run} choices in secret."
    return at, merged


class Spectators(Session):
    """A finished match watched again: no curtain, no bot to run. It shows every hand
    where the game's spec lets an audience see them (`GameInfo.demo_view`, as a bots-only
    demo does), else the public view: a game that is over has no secrets left to keep."""

    @property
    def display_viewer(self) -> int | None:
        return EVERYONE if self.info.demo_view == "everyone" else None

    @property
    def human_to_act(self) -> bool:
        return False

    def needs_handover(self) -> bool:
        return False

    def bot_to_act(self) -> Any | None:
        return None

    def submit(self, action: Any) -> list[Shown]:
        """A recorded action (its text says who sent it); public views only."""
        events = self.game.apply(action)
        viewer = self.display_viewer
        shown = [Shown(e.view(viewer), viewer) for e in events]
        for e in events:
            line = self._describe(e.view(None), self.names)
            if line:
                self.log.append(line)
        return shown


def _no_bot(level: str, player: int, seed: int) -> None:
    return None  # spectators never let a bot choose


def narrate(game: Game, seats: list[str], names: list[str], secret: list[str | None] | None
            = None) -> tuple[list[str], list[int], list[str]]:
    """Replay `game`'s record once: (the public log, where the log stood after each
    action, one public sentence per action). `secret`, when given, gets one entry per
    action: who chose (a name) for a choice made in secret, else None."""
    session = Spectators(type(game).new(game.config, game.seed), seats, bot_factory=_no_bot,
                         game_id=game_id_of(game))
    session.names = list(names)
    offsets, sentences = [0], []
    for action in game.record:
        waiting = session.game.waiting_for
        actor = waiting[0] if len(waiting) == 1 else None
        before = len(session.log)
        shown = session.submit(action)
        session.shown.clear()  # views for the live screen: not needed here
        lines = session.log[before:]
        if not lines:
            kinds = [s.view["kind"] for s in shown]
            # No public event at all: a choice made in secret (a blind Plot pick).
            default = "{name} acts." if kinds else "{name} chooses in secret."
            quiet = next((_QUIET[k] for k in kinds if k in _QUIET), default)
            lines = [quiet.format(name=names[actor] if actor is not None else "The table")]
        if secret is not None:  # a step of the secret building, or a step of its own
            secret_step = {s.view["kind"] for s in shown} <= _SECRET_KINDS
            who = names[actor] if actor is not None else "The table"
            secret.append(who if secret_step else None)
        offsets.append(len(session.log))
        sentences.append(" ".join(lines))
    return session.log, offsets, sentences


class _BarButton(Button):
    """A Form button in the bar's smaller type."""

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, focused: bool,
             editing: bool) -> None:
        pen.rect(surface, theme.FOCUS_FILL if focused else (32, 34, 44), rect,
                         border_radius=10)
        pen.rect(surface, theme.ACCENT if focused else theme.PANEL_EDGE, rect,
                         3 if focused else 2, border_radius=10)
        text.blit_text(surface, self.label, theme.BODY_PX,
                       theme.ACCENT if focused else theme.INK, rect.center, anchor="center")


class ReplayControls:
    """A finished game, action by action, mixed into a game's table class (see
    `replay_viewer`). See `HELP` for the keys; the mouse presses the buttons and clicks
    or drags along the progress line to seek."""

    def __init__(self, game: Game, seats: list[str], names: list[str], *,
                 speed: float = 1.0, autoplay: bool = True,
                 on_close: Callable[[], None] | None = None) -> None:
        self.replay = Replay.of(game)
        session = Spectators(self.replay.game, list(seats), bot_factory=_no_bot,
                             game_id=game_id_of(game))
        session.names = list(names)
        super().__init__(session, speed=speed)  # type: ignore[call-arg]
        secret: list[str | None] = []
        self.lines, self.offsets, self.sentences = narrate(game, session.seats, session.names,
                                                           secret)
        # Runs of secret choices are one step each (`stops`).
        self.stops, merged = stops(secret)
        for k, sentence in merged.items():
            self.sentences[k - 1] = sentence
        self.on_close = on_close
        self.controls = True  # False: hidden (H) to see the whole table
        self.idle = 0.0  # seconds since the last key or click
        self.auto_hidden = False  # the bar stepped aside by itself while playing
        self.seeking = False  # the mouse holds the progress line
        self._status: tuple[int, list[tuple[str, str]]] = (-1, [])
        self.help_time = HELP_SECONDS
        self.form = Form(feedback=lambda name: self.services.sound.play(name))
        self.buttons: dict[str, Button] = {}
        x = SLIDER.x + (SLIDER.width - (8 * BUTTON_W + 7 * GAP + SPEED_W)) // 2
        for name, action in (("Start", self.to_start), ("Back", self.back),
                             (PLAY, self.toggle), ("Next", self.forward),
                             ("End", self.to_end), ("Slower", self.slower),
                             ("Faster", self.faster), ("Close", self.leave)):
            button = _BarButton(name, action)
            self.buttons[name] = button
            self.form.add(button, pygame.Rect(x, BUTTON_Y, BUTTON_W, BUTTON_H))
            x += BUTTON_W + GAP + (SPEED_W if name == "Slower" else 0)
        self.speed_rect = pygame.Rect(0, BUTTON_Y, SPEED_W, BUTTON_H)
        self.speed_rect.right = self.form.rects[-2].x - GAP // 2
        self.form.focus_on(self.buttons[PLAY])
        self._moved()
        if autoplay and self.replay.length:
            self.toggle()

    @classmethod
    def of(cls, match: Any, **kwargs: Any) -> Any:
        """A viewer for anything with game, seats and names (a finished Session, or a
        `SavedMatch` from the finished games)."""
        return cls(match.game, match.seats, match.names, **kwargs)

    # ------------------------------------------------------------------ moving
    @property
    def step(self) -> int:
        return self.replay.step

    def sentence(self, k: int | None = None) -> str:
        """The public description of the action that led to step k (default: now)."""
        k = self.replay.step if k is None else k
        return self.sentences[k - 1] if 0 < k <= len(self.sentences) else ""

    def next_stop(self, k: int) -> int:
        """The first step the cursor stops at from k on (runs of secret choices are one)."""
        k = max(0, min(self.replay.length, k))
        return next(s for s in self.stops if s >= k)

    def forward(self) -> None:
        self.replay.pause()
        target = self.next_stop(self.replay.step + 1)
        if target != self.replay.step + 1:
            self.seek(target)  # a run of secret choices: one step, not animated
            return
        self._settle()
        events = self.replay.forward()
        self._moved(events)

    def back(self) -> None:
        self.replay.pause()
        self.seek(max([s for s in self.stops if s < self.replay.step] or [0]))

    def seek(self, k: int) -> None:
        self._settle()
        self.replay.seek(self.next_stop(k))
        self._moved()

    def to_start(self) -> None:
        self.replay.pause()
        self.seek(0)

    def to_end(self) -> None:
        self.replay.pause()
        self.seek(self.replay.length)

    def toggle(self) -> None:
        if not self.replay.playing and self.replay.at_end:
            self.seek(0)  # play again from the start
        self.replay.toggle()
        self._labels_now()

    def slower(self) -> None:
        self.replay.slower()

    def faster(self) -> None:
        self.replay.faster()

    def leave(self) -> None:
        self.close()
        if self.on_close is not None:
            self.on_close()

    def _settle(self) -> None:
        """Drop what is still animating: the table shows the cursor's position."""
        overlay = self.waiting_overlay
        self.waiting_overlay = None
        if overlay is not None and hasattr(overlay, "finish"):
            overlay.finish()
        self.tweens.kill_all()
        self.session.shown.clear()
        self.clear_effects()
        self.resync()

    def _moved(self, events: list[Event] | None = None) -> None:
        """The cursor moved: show the new position, animated when it was one step at a
        pace people can follow, else at once."""
        self.session.game = self.replay.game  # a seek swaps in another Game object
        self.session.log = self.lines[:self.offsets[self.replay.step]]
        slow = not self.replay.playing or self.replay.speed <= ANIMATED_UP_TO
        if events and slow:
            # seen as the table shows the position (every hand where the game lets an
            # audience see them): a card drawn in the step arrives face up (issue 22)
            viewer = self.session.display_viewer
            self.session.shown.extend(Shown(e.view(viewer), viewer) for e in events)
        else:
            self.resync()
        self._labels_now()

    def _labels_now(self) -> None:
        self.buttons[PLAY].label = PAUSE if self.replay.playing else PLAY

    # ------------------------------------------------------------------ the frame
    def update(self, dt: float) -> None:
        super().update(dt)  # animations, tooltips; Spectators leave nothing else to do
        self.help_time = max(0.0, self.help_time - dt)
        self._step_aside(dt)
        if self.animating or self.session.shown or not self.replay.playing:
            return
        before = self.replay.step
        events = self.replay.update(dt)
        if self.replay.step != before:
            if self.next_stop(self.replay.step) != self.replay.step:  # inside a secret run
                self.replay.seek(self.next_stop(self.replay.step))
                events = []
            self._moved(events if self.replay.step == before + 1 else None)
        self._labels_now()

    def _step_aside(self, dt: float) -> None:
        """The bar hides while the replay plays untouched, and comes back when it stops."""
        self.idle += dt
        playing = self.replay.playing and not self.seeking
        if playing and self.controls and self.idle >= HIDE_AFTER:
            self.controls, self.auto_hidden = False, True
        elif self.auto_hidden and not playing:
            self.controls, self.auto_hidden = True, False

    def bar_rect(self) -> pygame.Rect | None:
        """Where the control bar (and its key list, while that shows) covers the table now,
        None while it is hidden: a table may lay out what must stay readable, such as its
        log's newest line, above it."""
        if not self.controls:
            return None
        return BAR.union(_help_box()) if self.help_time > 0 else BAR.copy()

    def status_pieces(self) -> list[tuple[str, str]]:
        """"Replay · action k of n · what it did" (the board shortens it to fit)."""
        if self._status[0] != self.replay.step:  # asked every frame: worked out once a step
            said = self.sentence() or "the table before the first action"
            self._status = (self.replay.step, [
                ("replay", "Replay"),
                ("replay", f"action {self.replay.step} of {self.replay.length}"),
                ("replay", said)])
        return self._status[1]

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.keyboard = False
            self.mouse = event.pos  # the board's tooltips follow the pointer
            if self.seeking:
                self._seek_to(event.pos[0])
            elif self.controls:
                self.form.handle_event(event)
            return True
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.idle = 0.0
        if not self.controls:
            if event.type == pygame.KEYDOWN and event.key not in self._shortcuts() \
                    and self.look(event):  # type: ignore[attr-defined]
                return True  # the table's look (Pontoon's Z) keeps the bar hidden
            if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
                self.controls, self.auto_hidden = True, False  # any key or click: the bar
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and SLIDER_HIT.collidepoint(event.pos):
            self.seeking = True
            self.replay.pause()
            self._seek_to(event.pos[0])
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.seeking = False
            return True
        if event.type == pygame.KEYDOWN:
            self.keyboard = True
            if self._key(event):
                return True
        self.form.handle_event(event)
        return True

    def _key(self, event: pygame.event.Event) -> bool:
        key = event.key
        shortcuts = self._shortcuts()
        if key in shortcuts:
            shortcuts[key]()
            return True
        if self.look(event):  # type: ignore[attr-defined]
            return True  # a key the replay leaves alone that only looks at the table
        if key in (pygame.K_LEFT, pygame.K_RIGHT):  # the bar is a row: arrows walk it
            self.form.move(-1 if key == pygame.K_LEFT else 1)
            return True
        if key not in (pygame.K_UP, pygame.K_DOWN, pygame.K_TAB, *ACTIVATE_KEYS):
            self.help_time = HELP_SECONDS  # a key that does nothing here: show the keys
        return False

    def _shortcuts(self) -> dict[int, Callable[[], None]]:
        """The replay's own keys: they come before any key of the table."""
        return {
            pygame.K_ESCAPE: self.leave, pygame.K_BACKSPACE: self.leave,
            pygame.K_p: self.toggle, pygame.K_k: self.toggle,
            pygame.K_COMMA: self.back, pygame.K_LEFTBRACKET: self.back,
            pygame.K_PERIOD: self.forward, pygame.K_RIGHTBRACKET: self.forward,
            pygame.K_HOME: self.to_start, pygame.K_END: self.to_end,
            pygame.K_MINUS: self.slower, pygame.K_KP_MINUS: self.slower,
            pygame.K_PLUS: self.faster, pygame.K_EQUALS: self.faster,
            pygame.K_KP_PLUS: self.faster,
            pygame.K_PAGEUP: lambda: self.seek(self.replay.step - JUMP),
            pygame.K_PAGEDOWN: lambda: self.seek(self.replay.step + JUMP),
            pygame.K_h: self._hide,
        }

    def _hide(self) -> None:
        self.controls, self.auto_hidden = False, False

    def _seek_to(self, x: int) -> None:
        fraction = (x - SLIDER.x) / SLIDER.width
        self.replay.pause()
        self.seek(round(max(0.0, min(1.0, fraction)) * self.replay.length))

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if not self.controls:
            text.blit_text(surface, "Replay: any key or click shows the controls",
                           theme.SMALL_PX, theme.INK_DIM, (640, BAR.bottom), anchor="midbottom")
            return
        surface.blit(_bar_veil(), BAR)
        pen.rect(surface, theme.PANEL_EDGE, BAR, 2, border_radius=14)
        n = max(1, self.replay.length)
        pen.rect(surface, (50, 52, 62), SLIDER, border_radius=5)
        done = SLIDER.copy()
        done.width = round(SLIDER.width * self.replay.step / n)
        pen.rect(surface, theme.ACCENT, done, border_radius=5)
        pen.circle(surface, theme.INK, (SLIDER.x + done.width, SLIDER.centery), 9)
        self.form.draw(surface)
        text.blit_text(surface, f"{self.replay.speed:g} / s", theme.BODY_PX, theme.INK,
                       self.speed_rect.center, anchor="center")
        if self.help_time > 0:  # the keys, for a while (the bar itself has no room)
            box = _help_box()
            panel(surface, box)
            text.blit_text(surface, HELP, HELP_PX, theme.INK, box.center, anchor="center")


def _help_box() -> pygame.Rect:
    """The key list's place, just above the bar."""
    box = pygame.Rect(0, 0, 1130, 34)
    box.midbottom = (640, BAR.y - 4)
    return box


_VEIL: list[pygame.Surface] = []  # the bar's see-through backing, made once a scale
canvas.on_change(_VEIL.clear)


def _bar_veil() -> pygame.Surface:
    """The bar's backing: one picture kept (it was made and filled every frame, at 1.5
    2.25 times the pixels)."""
    if not _VEIL:
        veil = canvas.Surface(BAR.size, pygame.SRCALPHA)
        veil.fill((*theme.PANEL, 225))
        _VEIL.append(veil)
    return _VEIL[0]


_VIEWERS: dict[type, type] = {}


def viewer_class(table_class: type) -> type:
    """The replay viewer of a game: its table class with `ReplayControls` in front."""
    if table_class not in _VIEWERS:
        _VIEWERS[table_class] = type(f"Replay{table_class.__name__}",
                                     (ReplayControls, table_class), {})
    return _VIEWERS[table_class]


def replay_viewer(match: Any, **kwargs: Any) -> Any:
    """A viewer for `match` (game, seats, names) on its own game's table."""
    info = registry.get(getattr(match, "game_id", None) or game_id_of(match.game))
    return viewer_class(registry.load(info.table)).of(match, **kwargs)

