"""Kiosk mode (`main.py --kiosk`): an unattended table at a fair or a café.

`KioskDirector` sits on a `Flow` and on three optional guards of the `App`
(`on_event`, `on_frame`, `on_error`):

* attract loop: a bots-only demo game in the public view under a pulsing banner; any
  press opens the quick start; a finished demo shows its results briefly, then the next
  demo starts with another seed;
* idle watchdog: time without input, counted from the `dt` of each frame (so a test's
  fake clock is just the dt it passes). It counts only while the table waits for a
  human (a human to act, the curtain, the Plot builder, a menu, the results); a stretch
  of bot turns is the players watching, not being away. At the timeout a "Still
  playing?" countdown shows; any input cancels it; at zero the game either goes to the
  bots (every human seat taken over, the game goes on under the banner) or ends for a
  fresh demo, as the `idle_action` setting says;
* quitting: window-close events, Alt+F4 and F11 are swallowed; only the operator's key
  combination (setting `quit_combo`) ends the program, or SIGTERM / SIGINT (`systemctl
  stop`, Ctrl+C in a terminal), after the visitor's game is saved; the window grabs the
  keyboard where SDL can (Alt+Tab and the Super key stay in the game; see docs/kiosk.md
  for what only the desktop session can lock);
* saves: kiosk mode keeps its games in a folder of its own (`saves.kiosk_folder`, the
  command line passes it), so a stand never resumes a home game and the other way round;
* error recovery: an exception from a scene is logged with its traceback (a log file
  and stderr) and the table returns to the attract loop; a burst of errors shows a
  "technical difficulties" card for a while instead of spinning.
"""

from __future__ import annotations

import logging
import os
import random
import signal
import threading
import warnings
from collections import deque
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game.core import registry
from scenes.shell.kiosk.attract import AttractBanner, CountdownScene, TroubleScene, is_activity
from scenes.shell.kiosk.heap import give_back_freed, give_back_large_blocks
from scenes.shell.kiosk.kiosk_operator import combo_pressed, log_path, open_log, parse_combo
from scenes.shell.kiosk.quick_start import QuickStartScene, kiosk_games
from scenes.shell.match.flow import Flow
from scenes.shell.match.results import ResultsScene
from scenes.shell.menus.title import TitleScene
from scenes.shell.settings.preferences import is_mute_key, typing_text
from scenes.shell.settings.settings_store import Kiosk
from scenes.shell.window.transition import Fade

if TYPE_CHECKING:
    from scenes.shell.match.table import TableScene
    from scenes.shell.window.app import App

log = logging.getLogger(__name__)
# Into the operator's log file too: the bots' runaway searches and worker fall-backs.
LOGGED = (log, logging.getLogger("game.bots"))

ATTRACT, QUICK, GAME, TROUBLE = "attract", "quick start", "game", "trouble"
RESULTS_GLIMPSE = 6.0  # seconds a finished demo's results stay before the next demo
TAKEOVER_LEVEL = "medium"  # the bot that sits down in an abandoned human seat
ERROR_BURST, ERROR_WINDOW = 5, 10.0  # more than 5 errors within 10 s: back off
BACKOFF_SECONDS = 30.0  # how long "technical difficulties" shows before trying again
MUSIC_DELAY = 0.5
# Window-close requests and the keys that would leave or shrink a kiosk's window.
CLOSE_EVENTS = (pygame.QUIT, pygame.WINDOWCLOSE)


def _transient(scene: object) -> bool:
    """Scenes that come and go by themselves while the bots play (a fade, a game's
    reveal overlay): not "waiting for a human". Scenes say so with `transient = True`."""
    return isinstance(scene, Fade) or bool(getattr(scene, "transient", False))


class KioskDirector:
    """Runs the table unattended. `install()` wires it into the app and starts the
    attract loop; everything after that happens through `App.step`."""

    def __init__(self, app: App, options: Kiosk | None = None, *, seed: int | None = None,
                 speed: float = 1.0, log_file: Path | None = None,
                 stderr: bool = True, store: Any = None) -> None:
        self.app = app
        self.options = options if options is not None else Kiosk()
        try:
            self.combo = parse_combo(self.options.quit_combo)
            bad_combo = ""
        except ValueError as exc:  # the settings check it; never a crash loop all the same
            bad_combo = str(exc)
            self.options = Kiosk(**{**vars(self.options), "quit_combo": Kiosk().quit_combo})
            self.combo = parse_combo(self.options.quit_combo)
        self.stop_signal: int | None = None  # SIGTERM / SIGINT received: stop after saving
        self.keyboard_grabbed = False
        self._old_handlers: dict[int, Any] = {}
        self.stack = app.stack
        # `store` (a SaveStore or its factory, as the command line gives Flow): visitors'
        # games are saved after every action, so a crash and restart resumes them.
        self.flow = Flow(app.stack, speed=speed, music=False, store=store)
        self.flow.home = self.to_attract  # "Quit to title", "Title": back to the demo
        self.flow.kiosk = True  # no Settings, no Quit on any screen a visitor reaches
        self.seeds = random.Random(seed)  # one seed drives every demo deal in turn
        self.mode = ATTRACT
        self.clock = 0.0  # simulated seconds: the sum of every frame's dt
        self.idle = 0.0  # seconds waited for a human without any input
        self.glimpse = 0.0  # seconds a finished demo's results have shown
        self.backoff = 0.0
        self.demos = 0  # demo games started
        self.demos_finished = 0
        self.recoveries = 0
        self.takeovers = 0
        self.recent_errors: deque[float] = deque()
        self.banner: AttractBanner | None = None
        self.countdown: CountdownScene | None = None
        self.demo_board: TableScene | None = None
        self.anchor: TitleScene | None = None
        self._handlers = self._attach_log(log_file, stderr)
        if bad_combo:
            log.error("quit_combo %s; using %s", bad_combo, self.options.quit_combo)

    # -- wiring ----------------------------------------------------------------------------
    def install(self) -> KioskDirector:
        give_back_large_blocks()  # a stand runs for days (heap.py)
        settings = self.app.services.store
        if settings is not None:
            settings.keep_nothing()  # a visitor never changes a stored setting
        self.app.on_event = self.on_event
        self.app.on_frame = self.on_frame
        self.app.on_error = self.on_error
        self._catch_signals()
        self.grab_keyboard()
        self.stack.push(self._new_anchor())
        if self.flow.store is not None and self.flow.store.has_resume():
            self.resume_game()  # restarted mid-game (a crash, a power cut): carry on
        else:
            self.to_attract()
        return self

    def resume_game(self) -> None:
        """The saved game back on the table, behind the curtain; if nobody comes, the
        idle countdown takes it back to the demo as for any game."""
        self.mode = GAME
        self.idle = 0.0
        self.banner = None
        if self.flow.resume() is None:  # unreadable: the flow shows why; OK → the demo
            self.mode = QUICK

    def _forget_game(self) -> None:
        """A visitor's game that nobody will finish is no longer offered on restart."""
        board, store = self.flow.board, self.flow.store
        if board is not None and board.autosave is not None:
            board.autosave.close()  # its last write lands before the file is cleared
            board.autosave = None
        if store is not None and store.has_resume():
            store.clear()

    def _catch_signals(self) -> None:
        """SIGTERM (systemd's stop) and SIGINT end the kiosk like the operator's combo,
        after saving; only the main thread may set handlers."""
        if threading.current_thread() is not threading.main_thread():
            return
        for sig in (signal.SIGTERM, signal.SIGINT):
            try:
                self._old_handlers[sig] = signal.signal(sig, self._on_signal)
            except (ValueError, OSError):
                pass

    def _on_signal(self, signum: int, frame: Any) -> None:
        # Only a flag here: the next frame (at most an idle tick away) saves and stops.
        self.stop_signal = signum

    def _restore_signals(self) -> None:
        for sig, old in self._old_handlers.items():
            try:
                signal.signal(sig, old)
            except (ValueError, OSError, TypeError):
                pass
        self._old_handlers = {}

    def stop(self) -> None:
        """Save the visitor's game (if any) and end the program cleanly."""
        name = signal.Signals(self.stop_signal).name if self.stop_signal else "stop"
        log.info("%s: saving and quitting", name)
        board = self.flow.board
        if board is not None and board.autosave is not None:
            board.autosave.tick()  # the latest action, if not handed over yet
            board.autosave.close()  # and on disk before the process ends
        self.app.running = False
        self._restore_signals()

    def grab_keyboard(self) -> bool:
        """Keep Alt+Tab, the Super key and the like in the game where SDL can
        (X11, some Wayland compositors); a desktop's own shortcuts may still win."""
        os.environ.setdefault("SDL_GRAB_KEYBOARD", "1")  # SDL_HINT_GRAB_KEYBOARD
        if self.keyboard_grabbed or not pygame.display.get_init() or (
                pygame.display.get_surface() is None):
            return self.keyboard_grabbed
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                pygame.Window.from_display_module().grab_keyboard = True
        except (pygame.error, AttributeError, ValueError) as exc:
            log.warning("cannot grab the keyboard: %s", exc)
        self.keyboard_grabbed = True  # tried once the window is there: not every frame
        return True

    def close(self) -> None:
        """Detach the log handlers (tests make many directors in one process)."""
        self._restore_signals()
        for handler in self._handlers:
            for logger in LOGGED:
                logger.removeHandler(handler)
            handler.close()
        self._handlers = []

    def _attach_log(self, path: Path | None, stderr: bool) -> list[logging.Handler]:
        self.log_file = path if path is not None else log_path()
        return open_log(self.log_file, stderr, LOGGED)

    def _new_anchor(self) -> TitleScene:
        """Flow keeps a title at the bottom of the stack and unwinds to it. In a kiosk it
        is never shown (`on_frame` leaves it at once) and none of its entries quits."""
        anchor = self.flow.title(music=False)
        anchor.hooks.update(play=self.quick_start, rules=self.quick_start,
                            settings=self.quick_start, quit=self._refuse_quit)
        self.anchor = anchor
        return anchor

    def _refuse_quit(self) -> None:
        log.info("quit refused: kiosk mode (the operator combination is %s)",
                 self.options.quit_combo)

    # -- the three screens -------------------------------------------------------------------
    def to_attract(self) -> None:
        """A new demo game under the banner (the stack above the anchor is replaced)."""
        self._forget_game()
        self._operators_sound()
        self.mode = ATTRACT
        self._drop_countdown()
        self.idle = self.glimpse = 0.0
        seats = tuple(self.options.attract_seats)
        # Every kiosk-ready game takes its turn on the stand, from its first move: the
        # start costs one `Game.new` (no fast-forward to a later point, see attract.py).
        ready = [g.id for g in kiosk_games()] or [self.flow.game_id]
        game = ready[self.demos % len(ready)]
        # A game only watched never autosaves: it must not replace a player's save.
        self.demo_board = self.flow.start_demo(seats, self.seeds.randrange(1, 1_000_000_000),
                                               autosave=False, game=game)
        self.demos += 1
        self._push_banner()
        self.app.services.sound.start_loop(delay=MUSIC_DELAY)  # flow.start stopped it
        give_back_freed()  # the last demo's pictures are gone: their pages too (heap.py)

    def _push_banner(self) -> None:
        board = self.demo_board
        info = registry.get(board.session.game_id if board is not None else self.flow.game_id)
        note = AttractBanner.note_for(info.title, info.min_players, info.max_players)
        self.banner = AttractBanner(on_press=self.quick_start, note=note,
                                    today=self._today_lines())
        self.stack.push(self.banner)

    def _today_lines(self) -> list[str]:
        """"Today at the stand" from the kiosk's own nameless history (none: no lines)."""
        try:
            history = self.flow.history
            if history is None:
                return []
            from scenes.shell.history.today import today

            return ["Today at the stand: " + line for line in today(history).lines(
                {info.id: info.title for info in registry.games()})]
        except Exception:  # noqa: BLE001 - the board is a nicety; the demo goes on
            return []

    def quick_start(self) -> None:
        if self.mode == QUICK:
            return  # a tap gives a finger and a mouse event: one is enough
        self.mode = QUICK
        self.idle = 0.0
        self._drop_countdown()
        self._unwind()
        self.banner = None
        # The game of the demo on screen is offered first; the visitor may switch.
        self.stack.push(QuickStartScene(on_start=self.start_game, on_back=self.to_attract,
                                        game=self.flow.game_id))

    def start_game(self, seats: tuple[str, ...], game: str | None = None) -> None:
        """`game` (by default the last demo's) for these seats (cut to what it takes)."""
        from scenes.shell.menus.setup_model import default_setup

        self.mode = GAME
        self.idle = 0.0
        self.banner = None
        info = registry.get(game or self.flow.game_id)
        seats = tuple(seats[:info.max_players])
        seats += (info.default_bot,) * (info.min_players - len(seats))
        self.flow.start(default_setup(info.id, seats))

    def _unwind(self) -> None:
        """Remove everything above the anchor (Flow does the same for its own starts)."""
        scenes = self.stack.scenes
        keep = scenes.index(self.anchor) + 1 if self.anchor in scenes else 0
        for scene in reversed(scenes[keep:]):
            self.stack.pop(scene)

    # -- the app's guards --------------------------------------------------------------------
    def on_event(self, event: pygame.event.Event) -> bool:
        """True: the kiosk consumed the event (the app and the scenes never see it)."""
        if event.type in CLOSE_EVENTS:
            return True  # a window manager's close, Alt+F4 on most desktops
        if event.type == pygame.KEYDOWN:
            if combo_pressed(event, self.combo):
                log.info("operator quit (%s)", self.options.quit_combo)
                self.app.running = False
                return True
            if event.key == pygame.K_F11 or (
                    event.key == pygame.K_F4 and getattr(event, "mod", 0) & pygame.KMOD_ALT):
                return True  # the window stays as the operator set it
        if is_activity(event):
            self.idle = 0.0
        if is_mute_key(event) and not typing_text(self.stack.top):
            self._mute_for_now()
            return True  # (before the app's own M, which would keep the choice)
        return False

    def _mute_for_now(self) -> None:
        """M at a stand: a visitor may silence it, until the next demo starts (then the
        operator's sound is back), and never unmute a stand the operator set silent.
        Nothing is written to the settings (docs/kiosk.md, "Sound")."""
        services = self.app.services
        if not services.setting("sound_on"):
            self.app.toast.show("Sound is off at this table")
            return
        muted = services.sound.toggle_mute()
        self.app.toast.show("Sound off until the next demo (M)" if muted else "Sound on (M)")

    def _operators_sound(self) -> None:
        """The sound as the operator set it (a visitor's M lasts until the next demo)."""
        services = self.app.services
        services.sound.muted = not services.setting("sound_on")

    def on_frame(self, dt: float) -> None:
        self.clock += dt
        if self.stop_signal is not None:
            self.stop()
            return
        if not self.keyboard_grabbed:
            self.grab_keyboard()
        if self.mode == TROUBLE:
            self.backoff -= dt
            if self.backoff <= 0:
                self.to_attract()
            return
        if self.anchor not in self.stack.scenes or self.stack.top is self.anchor:
            # Nothing above the anchor (or no anchor at all): never show a bare title.
            if self.anchor not in self.stack.scenes:
                self.stack.push(self._new_anchor())
            self.to_attract()
            return
        if self.mode == ATTRACT:
            self._attract_frame(dt)
        elif self._waiting_for_human():
            self.idle += dt
            if self.idle >= self.options.idle_timeout and self.countdown is None:
                self._start_countdown()

    def on_error(self, exc: BaseException) -> bool:
        self.recoveries += 1
        log.error("error in a scene (recovery %d); back to the attract loop",
                  self.recoveries, exc_info=exc)
        self.recent_errors.append(self.clock)
        while self.recent_errors and self.recent_errors[0] < self.clock - ERROR_WINDOW:
            self.recent_errors.popleft()
        self.countdown = None
        if len(self.recent_errors) > ERROR_BURST:
            log.error("%d errors within %g s: showing 'technical difficulties' for %g s",
                      len(self.recent_errors), ERROR_WINDOW, BACKOFF_SECONDS)
            self._trouble()
            return True
        self.stack.clear()  # whatever broke goes, whatever it was in the middle of
        self.stack.push(self._new_anchor())
        try:
            self.to_attract()
        except Exception:  # noqa: BLE001 - even a new demo fails: pause rather than spin
            log.exception("the attract loop could not restart")
            self._trouble()
        return True

    def _trouble(self) -> None:
        """The still card for BACKOFF_SECONDS, then the attract loop is tried again."""
        self.recent_errors.clear()
        self.mode = TROUBLE
        self.backoff = BACKOFF_SECONDS
        self.banner = None
        self.app.services.sound.stop_loop()
        self.stack.clear()
        self.stack.push(self._new_anchor())
        self.stack.push(TroubleScene())

    # -- attract -----------------------------------------------------------------------------
    def _attract_frame(self, dt: float) -> None:
        scenes = self.stack.scenes
        if self.banner is None or self.banner not in scenes:
            self._push_banner()
        elif self.stack.top is not self.banner:
            # The demo pushed something (an Accusation reveal, its results): the banner
            # goes back on top, so it stays visible and keeps taking every input.
            self.stack.pop(self.banner)
            self._push_banner()
        if any(isinstance(s, ResultsScene) for s in scenes):
            if self.glimpse == 0.0:
                self.demos_finished += 1
            self.glimpse += dt
            if self.glimpse >= RESULTS_GLIMPSE:
                self.to_attract()

    # -- idle --------------------------------------------------------------------------------
    def _waiting_for_human(self) -> bool:
        """Whether the screen now waits for a person (see the module notes)."""
        if self.mode == QUICK:
            return True
        board = self.flow.board
        if board is None or board.stack is None:
            return True
        top = self.stack.top
        if isinstance(top, CountdownScene):
            return False
        session = board.session
        if session.human_to_act or session.game.is_over:
            return True
        return top is not board and not _transient(top)

    def _bots_can_take_over(self) -> bool:
        """A game still in play (no results on screen) and the setting asks for it."""
        board = self.flow.board
        return (self.mode == GAME and self.options.idle_action == "bots"
                and board is not None and board.stack is not None
                and not board.session.game.is_over
                and not any(isinstance(s, ResultsScene) for s in self.stack.scenes))

    def _start_countdown(self) -> None:
        to_bots = self._bots_can_take_over()
        outcome = "The bots take over" if to_bots else "Back to the demo"
        self.countdown = CountdownScene(self.options.countdown, outcome=outcome,
                                        on_cancel=self._countdown_cancelled,
                                        on_expire=self._countdown_expired)
        self.stack.push(self.countdown)

    def _drop_countdown(self) -> None:
        if self.countdown is not None:
            self.countdown.done = True
            self.countdown.close()
            self.countdown = None

    def _countdown_cancelled(self) -> None:
        self.countdown = None
        self.idle = 0.0

    def _countdown_expired(self) -> None:
        self.countdown = None
        board = self.flow.board
        if board is not None and self._bots_can_take_over():
            self.hand_to_bots(board)
        else:
            self.to_attract()

    def hand_to_bots(self, board: TableScene) -> None:
        """Every human seat goes to a bot; the game plays on as a demo under the banner."""
        session = board.session
        for seat in list(session.humans):
            session.hand_to_bot(seat, TAKEOVER_LEVEL)
            self.takeovers += 1
        # Curtain, Plot builder, menus: whatever waited for the humans goes with them.
        scenes = self.stack.scenes
        if board in scenes:
            for scene in reversed(scenes[scenes.index(board) + 1:]):
                if not isinstance(scene, Fade):
                    self.stack.pop(scene)
        board.resync()
        self._forget_game()  # bots play it out as a demo: nothing to resume any more
        self.mode = ATTRACT
        self.idle = self.glimpse = 0.0
        self.demo_board = board
        self._push_banner()
        self.app.services.sound.start_loop(delay=MUSIC_DELAY)
