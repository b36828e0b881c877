"""Every input device, turned into the events the scenes already understand.

The app runs each event through `InputRouter.route` before the scene stack sees it:

- Touch: SDL also reports a touch as mouse events marked `touch`; those are dropped
  and the first finger is turned into mouse button 1 at its logical position (marked
  `from_touch`), so a tap is one click, never two. A vertical drag also scrolls (as a
  wheel), for scenes such as the rules that only know the wheel.
- Game controllers (`pygame._sdl2.controller`): opened at start and on hot-plug; their
  buttons, sticks and triggers become the KEYDOWN/KEYUP events of `CONTROLLER_KEYS`
  (marked `from_controller`), with key repeat for directions.
- Device tracking: `InputState.device` is the device used last, so the on-screen
  prompts (scenes/prompts.py) can name the controls of that device.

Scenes never see finger or controller events, so every scene's keyboard and mouse
handling serves all four devices.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from types import ModuleType
from typing import Any, NamedTuple

import pygame

from scenes.ui.logs import LazyLogger

log = LazyLogger(__name__)

KEYBOARD, MOUSE, TOUCH, CONTROLLER = "keyboard", "mouse", "touch", "controller"
DEVICES = (KEYBOARD, MOUSE, TOUCH, CONTROLLER)

LOGICAL = (1280, 720)  # the app's logical screen (scenes.shell.window.app.LOGICAL_SIZE)

# Sticks and triggers report -32768..32767. A direction is pressed past PRESS and
# released under RELEASE (hysteresis: a stick resting near the edge does not chatter).
AXIS_MAX = 32767
AXIS_PRESS = 0.5
AXIS_RELEASE = 0.3
REPEAT_DELAY = 0.40  # seconds a direction is held before it repeats
REPEAT_EVERY = 0.12  # then one more press this often
REPEAT_BURST = 3  # at most this many repeats in one frame, however long it took
MOUSE_WAKE_PX = 3  # a resting mouse's jitter does not take the prompts from a controller
# a finger dragged this far is one wheel notch (scenes.shell.match.rules.SCROLL_STEP)
SCROLL_PX = 48
NOTICE_SECONDS = 3.0
# SDL 2 moves finger coordinates into the renderer's logical viewport itself (its
# render event watch, since 2.0.7), so with pygame.SCALED they arrive letterbox-free.
SDL_FINGERS_IN_VIEWPORT = pygame.get_sdl_version()[0] == 2


# Small records on the start-up path are NamedTuples or slotted classes: Python 3.11
# compiles every dataclass's methods at import, ~1 ms each here (docs/benchmarks.md).
class KeySpec(NamedTuple):
    """The key event a controller input stands for, complete like a real one."""

    key: int
    scancode: int
    unicode: str = ""
    mod: int = 0
    repeat: bool = False  # directions repeat while held; actions fire once


def _k(name: str, unicode: str = "", mod: int = 0, repeat: bool = False) -> KeySpec:
    return KeySpec(getattr(pygame, f"K_{name}"), getattr(pygame, f"KSCAN_{name.upper()}"),
                   unicode, mod, repeat)


# The whole controller mapping: (input, what it means, the key the scenes know).
# Buttons are pygame.CONTROLLER_BUTTON_*; sticks and triggers are named directions.
CONTROLLER_MAP: tuple[tuple[int | str, str, KeySpec], ...] = (
    (pygame.CONTROLLER_BUTTON_DPAD_UP, "move up", _k("UP", repeat=True)),
    (pygame.CONTROLLER_BUTTON_DPAD_DOWN, "move down", _k("DOWN", repeat=True)),
    (pygame.CONTROLLER_BUTTON_DPAD_LEFT, "move left / change", _k("LEFT", repeat=True)),
    (pygame.CONTROLLER_BUTTON_DPAD_RIGHT, "move right / change", _k("RIGHT", repeat=True)),
    ("left_up", "move up", _k("UP", repeat=True)),
    ("left_down", "move down", _k("DOWN", repeat=True)),
    ("left_left", "move left / change", _k("LEFT", repeat=True)),
    ("left_right", "move right / change", _k("RIGHT", repeat=True)),
    ("right_up", "page up / scroll / +10", _k("PAGEUP", repeat=True)),
    ("right_down", "page down / scroll / -10", _k("PAGEDOWN", repeat=True)),
    (pygame.CONTROLLER_BUTTON_A, "confirm", _k("RETURN", "\r")),
    (pygame.CONTROLLER_BUTTON_B, "back / cancel", _k("ESCAPE", "\x1b")),
    (pygame.CONTROLLER_BUTTON_START, "menu / pause", _k("ESCAPE", "\x1b")),
    (pygame.CONTROLLER_BUTTON_X, "take back (undo, remove the last pick)",
     _k("BACKSPACE", "\x08")),
    (pygame.CONTROLLER_BUTTON_Y, "draw from the Pool / Plot done", _k("d", "d")),
    ("trigger_left", "end the phase", _k("p", "p")),
    ("trigger_right", "fast-forward", _k("f", "f")),
    (pygame.CONTROLLER_BUTTON_LEFTSHOULDER, "previous group",
     _k("TAB", "\t", pygame.KMOD_LSHIFT)),
    (pygame.CONTROLLER_BUTTON_RIGHTSHOULDER, "next group", _k("TAB", "\t")),
    (pygame.CONTROLLER_BUTTON_BACK, "rules / help", _k("F1")),
    (pygame.CONTROLLER_BUTTON_LEFTSTICK, "a coach's hint (press the left stick)",
     _k("SLASH", "?")),
)
CONTROLLER_KEYS: dict[int | str, KeySpec] = {source: spec for source, _, spec in CONTROLLER_MAP}
# A second finger touching while the first is down: "back", for screens whose only
# other way back is a key (the rules reference).
TOUCH_BACK = _k("ESCAPE", "\x1b")

_STICKS = {pygame.CONTROLLER_AXIS_LEFTX: "left", pygame.CONTROLLER_AXIS_LEFTY: "left",
           pygame.CONTROLLER_AXIS_RIGHTY: "right"}
_TRIGGERS = {pygame.CONTROLLER_AXIS_TRIGGERLEFT: "trigger_left",
             pygame.CONTROLLER_AXIS_TRIGGERRIGHT: "trigger_right"}
_MOUSE = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.MOUSEWHEEL)
_FINGER = (pygame.FINGERDOWN, pygame.FINGERMOTION, pygame.FINGERUP)


class InputState:
    """What the scenes may ask about input (reached as `services.input`)."""

    __slots__ = ("device", "controllers", "notice")

    def __init__(self, device: str = KEYBOARD, controllers: int = 0, notice: str = "") -> None:
        self.device = device  # the device used last
        self.controllers = controllers  # how many are connected now
        self.notice = notice  # the last hot-plug message (the app shows it as a toast)


class _Held:
    """A controller input held down: the key it stands for and when it repeats."""

    __slots__ = ("spec", "wait")

    def __init__(self, spec: KeySpec, wait: float) -> None:
        self.spec = spec
        self.wait = wait  # seconds until the next repeat


class _Pad(NamedTuple):
    """One connected controller: its handle and its name."""

    handle: Any
    name: str


def letterbox(window: tuple[int, int], logical: tuple[int, int] = LOGICAL
              ) -> tuple[float, float, float]:
    """(scale, x offset, y offset) of the logical screen shown centred in `window`."""
    ww, wh = max(1, window[0]), max(1, window[1])
    scale = min(ww / logical[0], wh / logical[1])
    return scale, (ww - logical[0] * scale) / 2, (wh - logical[1] * scale) / 2


def finger_position(x: float, y: float, window: tuple[int, int], *, in_viewport: bool,
                    logical: tuple[int, int] = LOGICAL) -> tuple[int, int]:
    """A finger's normalised 0..1 coordinates as a logical pixel.

    `in_viewport`: SDL already mapped them onto the letterboxed picture (see
    SDL_FINGERS_IN_VIEWPORT); otherwise they span the whole window, bars included,
    and a touch on a bar lands on the nearest edge of the picture."""
    lw, lh = logical
    if in_viewport:
        lx, ly = x * lw, y * lh
    else:
        scale, ox, oy = letterbox(window, logical)
        lx = (x * max(1, window[0]) - ox) / scale
        ly = (y * max(1, window[1]) - oy) / scale
    # Clamped before int(): a broken driver's NaN or inf still lands on the screen.
    return (int(min(lw - 1, max(0.0, lx))), int(min(lh - 1, max(0.0, ly))))


def _key_event(kind: int, spec: KeySpec, source: str = "from_controller",
               repeat: bool = False) -> pygame.event.Event:
    # `repeat`: an auto-repeat, which may navigate but never act (scenes/shell/screens/input_guard)
    return pygame.event.Event(kind, key=spec.key, mod=spec.mod, scancode=spec.scancode,
                              unicode=spec.unicode if kind == pygame.KEYDOWN else "",
                              window=None, repeat=repeat, **{source: True})


def _controller_module() -> ModuleType | None:
    try:
        from pygame._sdl2 import controller
    except ImportError:  # a pygame without SDL2 controller support
        return None
    return controller


class InputRouter:
    """Turns raw pygame events into scene events and tracks the device in use.

    `window_size()` gives the window size in pixels, `scaled()` whether the window
    uses pygame.SCALED (whose renderer maps fingers into the picture itself).
    `controllers` is the controller module (tests pass a fake); None = the real one.
    `notify(message, seconds)` shows hot-plug news (the app's toast).
    """

    def __init__(self, state: InputState | None = None, *,
                 window_size: Callable[[], tuple[int, int]] = lambda: LOGICAL,
                 scaled: Callable[[], bool] = lambda: True,
                 controllers: ModuleType | Any | None = None,
                 notify: Callable[[str, float], None] | None = None) -> None:
        self.state = state if state is not None else InputState()
        self._notify = notify
        self.window_size = window_size
        self.scaled = scaled
        self._module = controllers
        self.available = False  # the controller subsystem is up
        self._failed = False  # said once that controllers are unavailable
        self.pads: dict[int, _Pad] = {}  # instance id -> pad
        self.held: dict[tuple[int, int | str], _Held] = {}  # (instance, input) -> key
        self.axes: dict[int, dict[int, float]] = {}  # instance -> stick axis -> -1..1
        self.finger: tuple[int, int] | None = None  # (touch id, finger id) driving the pointer
        self.finger_cancelled = False  # a two-finger tap took the pointer's click away
        self.pointer = (0, 0)
        self._scroll = 0.0  # finger drag not yet turned into wheel notches

    # -- controllers: subsystem and hot-plug ---------------------------------------------------
    def start(self) -> None:
        """Bring the controller subsystem up and open what is attached (after
        pygame.display.init). Any failure only means: no controllers."""
        module = self._module if self._module is not None else _controller_module()
        try:
            if module is None:
                raise RuntimeError("pygame._sdl2.controller is missing")
            if not module.get_init():
                module.init()
            count = module.get_count()
        except Exception as exc:  # SDL errors, a missing module: play on without
            self._unavailable(exc)
            return
        self._module = module
        self.available = True
        self._failed = False
        for index in range(count):
            self._open(index, announce=False)

    def stop(self) -> None:
        """Close every controller (the app is closing)."""
        for pad in list(self.pads.values()):
            self._close_handle(pad)
        self.pads.clear()
        self.held.clear()
        self.axes.clear()
        self.available = False
        self.state.controllers = 0

    def _unavailable(self, exc: BaseException) -> None:
        self.available = False
        if not self._failed:
            self._failed = True
            log.info("game controllers unavailable: %s", exc)

    def _open(self, index: Any, *, announce: bool = True) -> None:
        module = self._module
        if not self.available or module is None or not isinstance(index, int):
            return
        try:
            if not module.is_controller(index):
                return  # a joystick SDL has no controller mapping for
            handle = module.Controller(index)
            instance = _instance_id(handle, index)
            name = str(getattr(handle, "name", "") or "Controller")
        except Exception as exc:  # unplugged again already, or a driver hiccup
            log.info("could not open controller %s: %s", index, exc)
            return
        if instance in self.pads:  # SDL announces controllers attached at start again
            if handle is not self.pads[instance].handle:
                self._close_handle(_Pad(handle, name))  # SDL counts opens: give this one back
            return
        self.pads[instance] = _Pad(handle, name)
        self.state.controllers = len(self.pads)
        if announce:
            self.notify(f"Controller connected: {name}")

    def _remove(self, instance: Any) -> None:
        pad = self.pads.pop(instance, None) if isinstance(instance, int) else None
        gone = [pad] if pad is not None else []
        for key, other in list(self.pads.items()):  # also any that silently went away
            if not _attached(other.handle):
                gone.append(self.pads.pop(key))
        for key in [k for k in self.held if k[0] not in self.pads]:
            del self.held[key]  # nothing keeps repeating for a controller that is gone
        for stale in [i for i in self.axes if i not in self.pads]:
            del self.axes[stale]
        for pad in gone:
            self._close_handle(pad)
        self.state.controllers = len(self.pads)
        if gone:
            self.notify("Controller disconnected: the game waits for you. Plug it back in "
                        "or use another device.", NOTICE_SECONDS + 1)
            if not self.pads and self.state.device == CONTROLLER:
                self.state.device = KEYBOARD

    def notify(self, message: str, seconds: float = NOTICE_SECONDS) -> None:
        self.state.notice = message
        if self._notify is not None:
            self._notify(message, seconds)

    @staticmethod
    def _close_handle(pad: _Pad) -> None:
        try:
            pad.handle.quit()
        except Exception:  # already closed by SDL on unplug
            pass

    # -- routing -------------------------------------------------------------------------------
    def route(self, event: pygame.event.Event) -> list[pygame.event.Event]:
        """The events the scenes should see for one raw event (often just itself)."""
        kind = event.type
        if kind in _MOUSE:
            if getattr(event, "touch", False) and not getattr(event, "from_touch", False):
                return []  # SDL's mouse copy of a touch: the finger events speak for it
            self._mouse_seen(event)
            return [event]
        if kind in _FINGER:
            return self._finger(event)
        if kind in (pygame.KEYDOWN, pygame.TEXTINPUT) and not (
                getattr(event, "from_controller", False) or getattr(event, "from_touch", False)):
            self.state.device = KEYBOARD
            return [event]
        if kind == pygame.CONTROLLERDEVICEADDED:
            self._open(getattr(event, "device_index", None))
            return []
        if kind == pygame.CONTROLLERDEVICEREMOVED:
            self._remove(getattr(event, "instance_id", None))
            return []
        if kind in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
            return self._button(event)
        if kind == pygame.CONTROLLERAXISMOTION:
            return self._axis(event)
        if kind == pygame.WINDOWFOCUSLOST:
            # SDL stops controller events while unfocused: a held direction's release
            # would never come, and it would repeat for ever.
            return [*self.release_all(), event]
        return [event]

    def release_all(self) -> list[pygame.event.Event]:
        """Let go of every held controller input (key-ups for each)."""
        out = [_key_event(pygame.KEYUP, held.spec) for held in self.held.values()]
        self.held.clear()
        self.axes.clear()
        return out

    def route_all(self, events: Iterable[pygame.event.Event], dt: float
                  ) -> Iterator[pygame.event.Event]:
        """Every routed event of a frame, then the key repeats due after `dt`."""
        for event in events:
            yield from self.route(event)
        yield from self.update(dt)

    def update(self, dt: float) -> list[pygame.event.Event]:
        """Advance the clock: the repeats of held directions due after `dt` seconds."""
        out: list[pygame.event.Event] = []
        for held in self.held.values():
            if not held.spec.repeat:
                continue
            held.wait -= dt
            for _ in range(REPEAT_BURST):
                if held.wait > 0:
                    break
                out.append(_key_event(pygame.KEYDOWN, held.spec, repeat=True))
                held.wait += REPEAT_EVERY
            if held.wait <= 0:  # a long stall: carry on from now, no backlog
                held.wait = REPEAT_EVERY
        return out

    def _mouse_seen(self, event: pygame.event.Event) -> None:
        if getattr(event, "from_touch", False):
            return
        if event.type == pygame.MOUSEMOTION:
            rel = getattr(event, "rel", (0, 0))
            if abs(rel[0]) + abs(rel[1]) < MOUSE_WAKE_PX:
                return
        self.state.device = MOUSE

    # -- touch ---------------------------------------------------------------------------------
    def _finger(self, event: pygame.event.Event) -> list[pygame.event.Event]:
        ident = (getattr(event, "touch_id", 0), getattr(event, "finger_id", 0))
        kind = event.type
        if kind == pygame.FINGERDOWN and self.finger is None:
            self.finger = ident
            self.finger_cancelled = False
        if ident != self.finger:
            if kind != pygame.FINGERDOWN or self.finger_cancelled:
                return []  # only the first finger drives the pointer
            self.finger_cancelled = True  # its release must not click as well
            self.state.device = TOUCH
            return [_key_event(pygame.KEYDOWN, TOUCH_BACK, "from_touch"),
                    _key_event(pygame.KEYUP, TOUCH_BACK, "from_touch")]
        self.state.device = TOUCH
        if self.finger_cancelled:
            if kind == pygame.FINGERUP:
                self.finger = None
            return []
        pos = finger_position(float(getattr(event, "x", 0.0)), float(getattr(event, "y", 0.0)),
                              self.window_size(),
                              in_viewport=self.scaled() and SDL_FINGERS_IN_VIEWPORT)
        rel = (pos[0] - self.pointer[0], pos[1] - self.pointer[1])
        self.pointer = pos
        if kind == pygame.FINGERDOWN:
            self._scroll = 0.0
            # Motion first, so hover-focused widgets know where the press lands.
            return [_mouse(pygame.MOUSEMOTION, pos, rel=(0, 0), buttons=(0, 0, 0)),
                    _mouse(pygame.MOUSEBUTTONDOWN, pos, button=1)]
        if kind == pygame.FINGERMOTION:
            out = [_mouse(pygame.MOUSEMOTION, pos, rel=rel, buttons=(1, 0, 0))]
            self._scroll += rel[1]
            notches = int(self._scroll / SCROLL_PX)
            if notches:
                self._scroll -= notches * SCROLL_PX
                out.append(pygame.event.Event(
                    pygame.MOUSEWHEEL, x=0, y=notches, flipped=False, precise_x=0.0,
                    precise_y=float(notches), touch=False, which=0, window=None,
                    from_touch=True))
            return out
        self.finger = None
        return [_mouse(pygame.MOUSEBUTTONUP, pos, button=1)]

    # -- controllers: input ----------------------------------------------------------------------
    def _button(self, event: pygame.event.Event) -> list[pygame.event.Event]:
        instance = getattr(event, "instance_id", -1)
        button = getattr(event, "button", None)
        spec = CONTROLLER_KEYS.get(button) if isinstance(button, int) else None
        if spec is None:
            return []  # Guide, stick clicks, paddles: not used
        if event.type == pygame.CONTROLLERBUTTONDOWN:
            self.state.device = CONTROLLER
            return self._press(instance, button, spec)
        return self._release(instance, button)

    def _axis(self, event: pygame.event.Event) -> list[pygame.event.Event]:
        instance = getattr(event, "instance_id", -1)
        axis = getattr(event, "axis", None)
        try:
            value = max(-1.0, min(1.0, float(getattr(event, "value", 0)) / AXIS_MAX))
        except (TypeError, ValueError):
            return []
        if axis in _TRIGGERS:
            name = _TRIGGERS[axis]
            down = (instance, name) in self.held
            if not down and value > AXIS_PRESS:
                self.state.device = CONTROLLER
                return self._press(instance, name, CONTROLLER_KEYS[name])
            if down and value < AXIS_RELEASE:
                return self._release(instance, name)
            return []
        if axis not in _STICKS:
            return []
        axes = self.axes.setdefault(instance, {})
        axes[axis] = value
        return self._stick(instance, _STICKS[axis], axes)

    def _stick(self, instance: int, stick: str, axes: dict[int, float]
               ) -> list[pygame.event.Event]:
        """One direction per stick, the dominant axis's, so a diagonal moves once."""
        if stick == "left":
            x = axes.get(pygame.CONTROLLER_AXIS_LEFTX, 0.0)
            y = axes.get(pygame.CONTROLLER_AXIS_LEFTY, 0.0)
        else:
            x, y = 0.0, axes.get(pygame.CONTROLLER_AXIS_RIGHTY, 0.0)
        names = [f"{stick}_{d}" for d in ("up", "down", "left", "right")]
        current = next((n for n in names if (instance, n) in self.held), None)
        magnitude = {f"{stick}_up": -y, f"{stick}_down": y, f"{stick}_left": -x,
                     f"{stick}_right": x}
        wanted = current if current is not None and magnitude[current] >= AXIS_RELEASE \
            else None
        if wanted is None:
            best = max((n for n in names if n in CONTROLLER_KEYS), key=magnitude.__getitem__)
            wanted = best if magnitude[best] > AXIS_PRESS else None
        if wanted == current:
            return []
        out = self._release(instance, current) if current is not None else []
        if wanted is not None:
            self.state.device = CONTROLLER
            out += self._press(instance, wanted, CONTROLLER_KEYS[wanted])
        return out

    def _press(self, instance: int, source: int | str, spec: KeySpec
               ) -> list[pygame.event.Event]:
        self.held[(instance, source)] = _Held(spec, REPEAT_DELAY)
        return [_key_event(pygame.KEYDOWN, spec)]

    def _release(self, instance: int, source: int | str) -> list[pygame.event.Event]:
        held = self.held.pop((instance, source), None)
        return [_key_event(pygame.KEYUP, held.spec)] if held is not None else []


def _mouse(kind: int, pos: tuple[int, int], **extra: Any) -> pygame.event.Event:
    return pygame.event.Event(kind, pos=pos, touch=False, window=None, from_touch=True,
                              **extra)


def _instance_id(handle: Any, index: int) -> int:
    """SDL's instance id, which the later events of this controller carry."""
    try:
        return int(handle.as_joystick().get_instance_id())
    except Exception:  # an older pygame: its id is the best we have
        return int(getattr(handle, "id", index))


def _attached(handle: Any) -> bool:
    try:
        return bool(handle.attached())
    except Exception:
        return False
