"""Settings: every saved preference, in pages. Changes apply at once and are kept.

Pages: Display & sound (opened first: the everyday ones), Players (the next game's
seats: name, human or bot level, a colour of their own), Game (the chosen game's
options, the same rows as its setup form, built from its option list), Kiosk. The first row is the
page tabs: Left / Right (or a click on a tab) turn the page; Up / Down walk the rows.

What the rows say is read back after every input and compared with the settings; a
difference is applied at once (sound, palette, text size, speed, fullscreen) and
written through the `SettingsStore` shortly after the last change and when the scene
is left, so a kill loses at most the last SAVE_DELAY seconds. A value given on the
command line is shown, and stays a command-line value (unsaved) until changed here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

import pygame

from scenes.shell.screens.scene import Scene
from scenes.shell.settings.preferences import apply_settings, save_settings, set_setting
from scenes.shell.settings.settings_store import BOT_LEVELS, IDLE_ACTIONS, Seat
from scenes.ui import pen, prompts, text, theme
from scenes.ui.art import PLAYER_COLOURS
from scenes.ui.form import Button, Choice, Field, Form, Number, Toggle
from scenes.ui.widgets import panel

PAGES = ("Display & sound", "Players", "Game", "Kiosk")
SPEEDS = (0.5, 1.0, 2.0, 4.0, 0.0)
SPEED_NAMES = {0.5: "Slow", 1.0: "Normal", 2.0: "Fast", 4.0: "Very fast", 0.0: "Instant"}
PACES = (0.0, 0.35, 0.7, 1.2, 2.0)  # seconds a bot is at least shown thinking
TEXT_SCALES = (0.9, 1.0, 1.1, 1.2)  # within scenes.ui.text.SCALE_RANGE
IDLE_RANGE = (30, 600, 30)  # kiosk idle timeout choices in seconds: low, high, step
COUNTDOWN_RANGE = (5, 60, 5)  # the kiosk's "Still playing?" countdown, likewise
IDLE_ACTION_NAMES = {"bots": "Bots take over", "attract": "Back to the demo"}
SAVE_DELAY = 0.8  # seconds after the last change before the file is written

# Everything inside a television's safe area (5% of each edge: 64 × 36 px, issue 22).
BOX = pygame.Rect(64, 36, 1152, 566)
TABS = pygame.Rect(84, 94, 1112, 48)
ROW_H = 50
TOP = 150  # the first row under the tabs
ROWS_END = BOX.bottom - 6  # the last row's bottom
COLUMN = pygame.Rect(240, TOP, 800, 0)  # single-column pages
LEFT = pygame.Rect(84, TOP, 600, 0)  # the Players page: seats left, colours right
RIGHT = pygame.Rect(700, TOP, 500, 0)
BACK = pygame.Rect(64, 608, 220, 48)  # above the keys line, which may be wider than the gap
HINT = pygame.Rect(300, 608, 680, 48)
FOOT_Y = 720 - 36  # the keys line's bottom


def speed_name(value: float) -> str:
    return SPEED_NAMES.get(value, f"×{value:g}")


def _choices(values: Sequence[Any], current: Any) -> tuple[Any, ...]:
    """The offered values, plus the current one if the file held another."""
    return tuple(values) if current in values else tuple(sorted({*values, current}))


class PageTabs(Field):
    """The row of page names; Left / Right turn the page, a click picks a tab."""

    steps = True

    def __init__(self, page: int, on_change: Callable[[int], None]) -> None:
        super().__init__("Page", hint="Left / Right: another page of settings")
        self.page = page
        self.on_change = on_change
        self._clicked: int | None = None

    def change(self, delta: int) -> bool:
        self.page = (self.page + max(-1, min(1, delta))) % len(PAGES)
        self.on_change(self.page)
        return True

    def tab_rects(self, rect: pygame.Rect) -> list[pygame.Rect]:
        w = rect.width // len(PAGES)
        return [pygame.Rect(rect.x + i * w + 4, rect.y + 4, w - 8, rect.height - 8)
                for i in range(len(PAGES))]

    def click(self, pos: tuple[int, int], rect: pygame.Rect) -> str:
        self._clicked = next((i for i, r in enumerate(self.tab_rects(rect))
                              if r.collidepoint(pos)), None)
        return "activate"

    def activate(self) -> bool:
        target, self._clicked = self._clicked, None
        if target is None:
            return self.change(1)
        if target != self.page:
            self.page = target
            self.on_change(target)
        return True

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, focused: bool,
             editing: bool) -> None:
        for i, tab in enumerate(self.tab_rects(rect)):
            current = i == self.page
            pen.rect(surface, theme.FOCUS_FILL if current else theme.PANEL, tab,
                             border_radius=10)
            edge = theme.ACCENT if current else theme.PANEL_EDGE
            pen.rect(surface, edge, tab, 3 if current and focused else 1,
                             border_radius=10)
            colour = theme.ACCENT if current else theme.INK
            label = PAGES[i] if not current else f"‹ {PAGES[i]} ›" if focused else PAGES[i]
            text.blit_text(surface, label, theme.BODY_PX, colour, tab.center, anchor="center")


class ColourField(Choice):
    """A seat's colour (and the symbol that goes with it)."""

    def __init__(self, seat: int, colour: int, token: Callable[[int, int], pygame.Surface],
                 on_change: Callable[[Any], None]) -> None:
        super().__init__(f"Seat {seat + 1} colour", range(len(PLAYER_COLOURS)), colour,
                         show=lambda c: f"{PLAYER_COLOURS[c].name} · {PLAYER_COLOURS[c].symbol}",
                         on_change=on_change,
                         hint="Each seat has its own colour and symbol; taking a colour "
                              "swaps it with the seat that had it.")
        self.seat = seat
        self.token = token

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, focused: bool,
             editing: bool) -> None:
        token = self.token(self.seat, 34)
        surface.blit(token, token.get_rect(midleft=(rect.x + 44, rect.centery)))
        self.draw_value(surface, self.value_rect(rect), focused)


class ShownField(Field):
    """A value shown but not changed here (the kiosk's quit combination)."""

    def __init__(self, label: str, shown: str) -> None:
        super().__init__(label, enabled=False)
        self.shown = shown

    def value_text(self) -> str:
        return self.shown


class SettingsScene(Scene):
    """`speed` is the animation speed in use (the flow's); `on_speed` gets a new one."""

    def __init__(self, *, speed: float | None = None,
                 on_speed: Callable[[float], None] | None = None, page: int = 0,
                 game: str = "paranoid-delusions") -> None:
        super().__init__()
        self.game = game
        self.on_speed = on_speed
        self.speed = speed
        self.page = page
        self.form = Form(feedback=lambda name: self.services.sound.play(name))
        self.save_in: float | None = None  # seconds until the pending save
        self.error = ""
        self.built = False

    # -- building ------------------------------------------------------------------------
    def on_enter(self) -> None:
        from game.core import registry
        from scenes.shell.menus.setup import MAX_SEATS, SeatField
        from scenes.shell.settings.option_fields import OptionPages, OptionRows
        from scenes.shell.settings.preferences import colour_order, setup_for

        svc = self.services
        get = svc.setting
        if self.speed is None:
            self.speed = get("animation_speed")
        speed = self.speed

        def percent(v: int) -> str:
            return f"{v} %"

        self.tabs = PageTabs(self.page, self._turn_page)
        self.sound = Toggle("Sound", get("sound_on"), hint="Every sound on or off (M anywhere).")
        self.effects = Number("Effects volume", 0, 100, round(get("effects_volume") * 100),
                              step=10, show=percent)
        self.music = Number("Music volume", 0, 100, round(get("music_volume") * 100), step=10,
                            show=percent)
        self.colour_blind = Toggle(
            "Colour-blind palette", get("colour_blind"),
            hint="Counter colours that stay apart under colour-vision deficiencies; kinds "
                 "and players also differ by shape and symbol.")
        self.anim = Choice("Animation speed", _choices(SPEEDS, speed), speed, show=speed_name,
                           hint="How fast counters fly and turn over.")
        self.pace = Choice("Bot pace", _choices(PACES, get("bot_pace")), get("bot_pace"),
                           show=lambda s: "no pause" if s == 0 else f"{s:g} s",
                           hint="The least time a bot is shown thinking before it moves.")
        self.reduce = Toggle("Reduce motion", get("reduce_motion"),
                             hint="Counters jump and fade instead of flying and spinning; "
                                  "no drifting or pulsing.")
        self.scale = Choice("Text size", _choices(TEXT_SCALES, get("text_scale")),
                            get("text_scale"), show=lambda s: f"{round(s * 100)} %",
                            hint="Bigger text for reading from across the room.",
                            wrap=False)  # Right at the largest stays there, never to 90 %
        self.fullscreen = Toggle("Full screen", get("fullscreen"), hint="Also F11 at any time.")
        self.phones = Toggle("Phones as private screens", get("phones"),
                             hint="Each human joins by a QR code and keeps their secrets on "
                                  "their phone: no curtain (docs/phones.md).")
        self.display_rows: list[Field] = [self.sound, self.effects, self.music,
                                          self.colour_blind, self.anim, self.pace,
                                          self.reduce, self.scale, self.fullscreen,
                                          self.phones]

        settings = svc.settings
        first = setup_for(settings, self.game)
        order = colour_order(settings.seats)
        kinds = list(first.seats) + ["medium"] * (MAX_SEATS - first.players)
        art = svc.art
        self.players_shown = first.players  # the game's own count, until changed here
        self.players = Number("Players", 2, MAX_SEATS, first.players,
                              hint="How many sit down at the next game (2 to 6).",
                              on_change=lambda _: self._build())
        self.seat_fields = [SeatField(i, k, lambda s, px: art.token(s, px))
                            for i, k in enumerate(kinds)]
        for i, name in enumerate(first.names):
            if name != self.seat_fields[i].text:
                self.seat_fields[i].text = name
                self.seat_fields[i].edited = True
        self.colour_fields = [ColourField(i, order[i], lambda s, px: art.token(s, px),
                                          self._colour_changed(i)) for i in range(MAX_SEATS)]

        self.game_title = registry.get(self.game).title
        self.rules = OptionRows(registry.plugin(self.game).OPTIONS,
                                settings.game_options(self.game), first.names)
        self.rules_shown = self.rules.values()
        self.option_pages = OptionPages(self.rules.fields, (ROWS_END - TOP) // 38,
                                        self._build)

        kiosk = settings.kiosk
        idle = min(IDLE_RANGE[1], max(IDLE_RANGE[0], round(kiosk.idle_timeout)))
        self.kiosk_on = Toggle("Kiosk mode", kiosk.enabled,
                               hint="For an unattended table; takes effect at the next start.")
        self.idle = Number("Idle timeout", IDLE_RANGE[0], IDLE_RANGE[1], idle,
                           step=IDLE_RANGE[2], show=lambda s: f"{s} s",
                           hint="Without input for this long, a kiosk asks 'Still playing?'.")
        self.idle_action = Choice("Then", IDLE_ACTIONS, kiosk.idle_action,
                                  show=lambda a: IDLE_ACTION_NAMES.get(a, a),
                                  hint="What an abandoned game becomes after the countdown.")
        count = min(COUNTDOWN_RANGE[1], max(COUNTDOWN_RANGE[0], round(kiosk.countdown)))
        self.countdown = Number("Countdown", COUNTDOWN_RANGE[0], COUNTDOWN_RANGE[1], count,
                                step=COUNTDOWN_RANGE[2], show=lambda s: f"{s} s",
                                hint="How long 'Still playing?' waits for a press.")
        level = kiosk.attract_seats[0] if kiosk.attract_seats else "medium"
        self.attract_level, self.idle_shown, self.countdown_shown = level, idle, count
        self.attract = Choice("Demo bots", BOT_LEVELS, level,
                              hint="The level of the bots in the kiosk's demo games.")
        # The operator's quit combination is never drawn on any screen (a visitor could
        # read it over the operator's shoulder); the settings file holds it.
        self.combo = ShownField("Quit combination", "in the settings file")
        self.back = Button("Back", self.close, hint="Saves and goes back.")
        self._build()
        self.form.focus_on(self.display_rows[0] if self.page == 0 else self.tabs)
        self.built = True

    def _build(self) -> None:
        """Lay out the rows of the current page (keeping the focus where it can)."""
        focused = self.form.focused
        self.form.clear()
        self.form.add(self.tabs, TABS.copy())
        page = PAGES[self.page]
        if page == "Players":
            n = self.players.value
            self.form.add(self.players, _row(LEFT, 0))
            for i in range(n):
                self.form.add(self.seat_fields[i], _row(LEFT, i + 1))
                self.form.add(self.colour_fields[i], _row(RIGHT, i + 1))
        else:
            rows: Sequence[Field] = {
                "Display & sound": self.display_rows, "Game": self.option_pages.shown(),
                "Kiosk": (self.kiosk_on, self.idle, self.idle_action, self.countdown,
                          self.attract, self.combo),
            }[page]
            h = max(38, min(ROW_H, (ROWS_END - TOP) // max(1, len(rows))))
            for i, field in enumerate(rows):
                self.form.add(field, _row(COLUMN, i, h))
        self.form.add(self.back, BACK.copy())
        if focused is not None:
            self.form.focus_on(focused)

    def _turn_page(self, page: int) -> None:
        self.page = page
        self._build()

    def _colour_changed(self, seat: int) -> Callable[[Any], None]:
        """Taking a colour swaps it with the seat that had it: colours stay unique."""
        def changed(colour: int) -> None:
            fields = self.colour_fields
            mine = [f.value for f in fields]
            for other in fields:
                if other.seat != seat and other.value == colour:
                    missing = set(range(len(PLAYER_COLOURS))) - set(mine)
                    other.value = missing.pop() if missing else colour
        return changed

    # -- reading the rows back -------------------------------------------------------------
    def values(self) -> dict[str, Any]:
        """What the rows say, as settings values."""
        svc = self.services
        n = self.players.value
        # An untouched name is kept as the placeholder "Player N": it means "the usual
        # name for the seat's kind" (scenes.shell.settings.preferences.setup_config).
        seats = [Seat(f.kind.value, f.name if f.edited else f"Player {i + 1}", c.value)
                 for i, (f, c) in enumerate(zip(self.seat_fields[:n], self.colour_fields[:n]))]
        old_kiosk = svc.settings.kiosk
        attract = list(old_kiosk.attract_seats)  # a mix of levels survives until changed
        if self.attract.value != self.attract_level:
            attract = [self.attract.value] * max(1, len(attract))
        idle = old_kiosk.idle_timeout  # likewise a value between the offered steps
        if self.idle.value != self.idle_shown:
            idle = float(self.idle.value)
        countdown = old_kiosk.countdown
        if self.countdown.value != self.countdown_shown:
            countdown = float(self.countdown.value)
        # Only the fields shown here change: the rest (the quit combination, keys of a
        # newer version) are carried over as they are.
        kiosk = replace(old_kiosk, enabled=self.kiosk_on.value, idle_timeout=idle,
                        idle_action=self.idle_action.value, countdown=countdown,
                        attract_seats=attract)
        out: dict[str, Any] = {
            "sound_on": self.sound.value, "effects_volume": self.effects.value / 100,
            "music_volume": self.music.value / 100, "colour_blind": self.colour_blind.value,
            "animation_speed": self.anim.value, "bot_pace": self.pace.value,
            "reduce_motion": self.reduce.value, "text_scale": self.scale.value,
            "fullscreen": self.fullscreen.value, "phones": self.phones.value,
            "seats": seats, "kiosk": kiosk,
        }
        games = {k: dict(v) for k, v in svc.settings.games.items()}
        options = self.rules.values()
        if options != self.rules_shown:  # untouched: the file keeps what it had
            games[self.game] = {**games.get(self.game, {}), "options": options}
        if n != self.players_shown:  # the count the chosen game's next setup starts with
            games[self.game] = {**games.get(self.game, {}), "players": n}
        out["games"] = games
        return out

    def _sync(self) -> None:
        """Apply and schedule saving whatever the rows now say differently."""
        if not self.built:
            return
        svc = self.services
        changed = {k: v for k, v in self.values().items() if svc.setting(k) != v}
        if not changed:
            return
        for name, value in changed.items():
            set_setting(svc, name, value)
        apply_settings(svc)
        if "fullscreen" in changed:
            display = svc.display
            if display is not None and display.fullscreen != changed["fullscreen"]:
                if not display.toggle_fullscreen():
                    self.error = "This display cannot switch to full screen."
        if "animation_speed" in changed:
            self.speed = changed["animation_speed"]
            if self.stack is not None:
                self.stack.speed = self.speed
            if self.on_speed is not None:
                self.on_speed(self.speed)
        self.save_in = SAVE_DELAY

    def save(self) -> None:
        self.save_in = None
        problem = save_settings(self.services)
        if problem:
            self.error = problem

    # -- the frame -------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        self.error = ""
        if self.form.handle_event(event):
            self._sync()
            return True
        if (event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE)
                or event.type == pygame.MOUSEBUTTONDOWN and event.button == 3):
            self.close()
        return True

    def update(self, dt: float) -> None:
        muted = self.services.sound.muted
        if self.sound.value == muted:  # the mute key was pressed meanwhile
            self.sound.value = not muted
        if self.save_in is not None:
            self.save_in -= dt
            if self.save_in <= 0:
                self.save()

    def close(self) -> None:
        self.form.finish_edit()
        self._sync()
        super().close()

    def on_exit(self) -> None:
        if self.save_in is not None:
            self.save()
            if self.error and self.stack is not None:
                from scenes.shell.screens.message import MessageScene

                self.stack.push(MessageScene("Settings not saved", self.error, error=True))

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.services.art.table(surface.get_size()), (0, 0))
        panel(surface, BOX)
        text.blit_text(surface, "Settings", theme.HEADING_PX, theme.ACCENT,
                       (BOX.centerx, BOX.y + 8), anchor="midtop")
        self.form.draw(surface)
        focused = self.form.focused
        message = self.error or (focused.hint if focused is not None else "")
        if self.form.editing is not None:
            message = "Typing replaces the marked text · Enter keeps it · Esc undoes"
        if message:
            px = text.fit_wrapped(message, theme.SMALL_PX, HINT.width, HINT.height, 14,
                                  line_gap=2)
            text.blit_wrapped(surface, message, px, theme.DANGER if self.error else theme.INK,
                              HINT, centred=True, line_gap=2)
        prompts.draw_hint(surface, "settings", prompts.device_of(self), (640, FOOT_Y),
                          px=theme.SMALL_PX - 2)


def _row(column: pygame.Rect, i: int, height: int = ROW_H) -> pygame.Rect:
    return pygame.Rect(column.x, column.y + i * height, column.width, height - 6)
