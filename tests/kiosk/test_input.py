"""The input router: touch, game controllers (a fake module: no device here), hot-plug,
the device in use, and the prompts that follow it."""

from __future__ import annotations

import logging
from collections.abc import Iterator

import pygame
import pytest

from scenes.shell.match.curtain import CurtainScene
from scenes.shell.menus.title import TitleScene
from scenes.shell.screens.scene import Scene
from scenes.shell.window.app import App, AppConfig
from scenes.ui import input as router_module
from scenes.ui import prompts
from scenes.ui.input import (
    CONTROLLER,
    CONTROLLER_KEYS,
    CONTROLLER_MAP,
    KEYBOARD,
    MOUSE,
    REPEAT_BURST,
    REPEAT_DELAY,
    REPEAT_EVERY,
    TOUCH,
    InputRouter,
    InputState,
    finger_position,
    letterbox,
)

A, B = pygame.CONTROLLER_BUTTON_A, pygame.CONTROLLER_BUTTON_B
DOWN = pygame.CONTROLLER_BUTTON_DPAD_DOWN


# -- a controller module without hardware ----------------------------------------------------

class FakePad:
    def __init__(self, module: FakeControllers, index: int) -> None:
        self.module = module
        self.index = index
        self.instance = module.instances[index]
        self.name = f"Fake Pad {index}"
        self.closed = False

    def as_joystick(self) -> FakePad:
        return self

    def get_instance_id(self) -> int:
        return self.instance

    def attached(self) -> bool:
        return self.instance in self.module.instances and not self.closed

    def quit(self) -> None:
        self.closed = True


class FakeControllers:
    """Stands in for pygame._sdl2.controller: `instances[i]` is device i's instance id."""

    def __init__(self, *instances: int, fail: bool = False) -> None:
        self.instances = list(instances)
        self.fail = fail
        self.inited = False
        self.opened: list[FakePad] = []

    def get_init(self) -> bool:
        return self.inited

    def init(self) -> None:
        if self.fail:
            raise pygame.error("no controller subsystem here")
        self.inited = True

    def get_count(self) -> int:
        return len(self.instances)

    def is_controller(self, index: int) -> bool:
        return 0 <= index < len(self.instances)

    def Controller(self, index: int) -> FakePad:  # noqa: N802 - the module's spelling
        if not self.is_controller(index):
            raise pygame.error("Invalid index")
        pad = FakePad(self, index)
        self.opened.append(pad)
        return pad


def button(b: int, down: bool = True, instance: int = 0) -> pygame.event.Event:
    kind = pygame.CONTROLLERBUTTONDOWN if down else pygame.CONTROLLERBUTTONUP
    return pygame.event.Event(kind, instance_id=instance, button=b)


def axis(a: int, value: float, instance: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=instance, axis=a,
                              value=int(value * 32767))


def finger(kind: int, x: float, y: float, finger_id: int = 0) -> pygame.event.Event:
    return pygame.event.Event(kind, touch_id=1, finger_id=finger_id, x=x, y=y, dx=0.0,
                              dy=0.0, pressure=1.0)


def mouse(kind: int, pos: tuple[int, int], touch: bool, **extra: object) -> pygame.event.Event:
    if kind == pygame.MOUSEMOTION:
        extra.setdefault("rel", (10, 0))
        extra.setdefault("buttons", (0, 0, 0))
    else:
        extra.setdefault("button", 1)
    return pygame.event.Event(kind, pos=pos, touch=touch, **extra)


def keys(events: list[pygame.event.Event]) -> list[tuple[int, int]]:
    return [(e.type, e.key) for e in events]


@pytest.fixture
def router() -> InputRouter:
    r = InputRouter(InputState(), controllers=FakeControllers(0))
    r.start()
    return r


# -- touch -------------------------------------------------------------------------------------

def test_sdl_mouse_copies_of_touches_are_dropped_real_mouse_passes(router: InputRouter) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
        assert router.route(mouse(kind, (10, 10), touch=True)) == []
    wheel = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, touch=True)
    assert router.route(wheel) == []
    assert router.state.device == KEYBOARD, "a dropped copy says nothing about the device"
    real = mouse(pygame.MOUSEBUTTONDOWN, (10, 10), touch=False)
    assert router.route(real) == [real]
    assert router.state.device == MOUSE


def test_letterbox_and_finger_positions() -> None:
    assert letterbox((1280, 720)) == (1.0, 0.0, 0.0)
    assert letterbox((1920, 1200)) == (1.5, 0.0, 60.0)  # bars above and below
    assert letterbox((2000, 720)) == (1.0, 360.0, 0.0)  # bars at the sides
    # Window-normalised (no renderer did it for us): the bars are part of 0..1.
    assert finger_position(0.5, 0.5, (1920, 1200), in_viewport=False) == (640, 360)
    assert finger_position(0.25, 0.25, (1920, 1200), in_viewport=False) == (320, 160)
    assert finger_position(0.5, 0.01, (1920, 1200), in_viewport=False) == (640, 0)  # on a bar
    assert finger_position(0.2, 0.5, (2000, 720), in_viewport=False) == (40, 360)
    assert finger_position(0.1, 0.5, (2000, 720), in_viewport=False) == (0, 360)
    # SDL's SCALED renderer already mapped the finger into the picture.
    assert finger_position(0.25, 0.25, (1920, 1200), in_viewport=True) == (320, 180)
    assert finger_position(1.0, 1.0, (1920, 1200), in_viewport=True) == (1279, 719)
    # A window of no size (a strange resize) must not divide by zero; nor may junk.
    assert finger_position(0.5, 0.5, (0, 0), in_viewport=False) == (640, 360)
    assert finger_position(float("nan"), float("inf"), (800, 600), in_viewport=True) == \
        (0, 719)


def test_first_finger_becomes_mouse_button_one_at_its_logical_position() -> None:
    router = InputRouter(InputState(), window_size=lambda: (1920, 1200), scaled=lambda: False,
                         controllers=FakeControllers())
    out = router.route(finger(pygame.FINGERDOWN, 0.25, 0.25))
    assert [e.type for e in out] == [pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN]
    press = out[1]
    assert press.pos == (320, 160) and press.button == 1
    assert press.from_touch and not press.touch
    assert router.state.device == TOUCH
    moved = router.route(finger(pygame.FINGERMOTION, 0.3, 0.25))
    assert moved[0].type == pygame.MOUSEMOTION and moved[0].pos == (384, 160)
    assert moved[0].rel == (64, 0) and moved[0].buttons == (1, 0, 0)
    assert router.route(finger(pygame.FINGERMOTION, 0.9, 0.9, finger_id=7)) == []  # not 1st
    up = router.route(finger(pygame.FINGERUP, 0.3, 0.25))
    assert [(e.type, e.pos, e.button) for e in up] == [(pygame.MOUSEBUTTONUP, (384, 160), 1)]
    # The pointer is free again: the next finger drives it.
    assert router.route(finger(pygame.FINGERDOWN, 0.5, 0.5, finger_id=7))[1].pos == (640, 360)


def test_a_two_finger_tap_is_back_and_cancels_the_first_fingers_click(
        router: InputRouter) -> None:
    router.route(finger(pygame.FINGERDOWN, 0.5, 0.5))
    back = router.route(finger(pygame.FINGERDOWN, 0.6, 0.5, finger_id=1))
    assert keys(back) == [(pygame.KEYDOWN, pygame.K_ESCAPE), (pygame.KEYUP, pygame.K_ESCAPE)]
    assert back[0].from_touch and back[0].scancode == pygame.KSCAN_ESCAPE
    assert router.route(finger(pygame.FINGERDOWN, 0.7, 0.5, finger_id=2)) == [], "once"
    assert router.route(finger(pygame.FINGERUP, 0.6, 0.5, finger_id=1)) == []
    assert router.route(finger(pygame.FINGERUP, 0.5, 0.5)) == [], "no click after a back"
    assert router.route(finger(pygame.FINGERDOWN, 0.5, 0.5))[1].type == pygame.MOUSEBUTTONDOWN


def test_a_vertical_finger_drag_also_scrolls_like_a_wheel(router: InputRouter) -> None:
    router.route(finger(pygame.FINGERDOWN, 0.5, 0.5))
    out = router.route(finger(pygame.FINGERMOTION, 0.5, 0.5 - 100 / 720))  # 100 px up
    wheels = [e for e in out if e.type == pygame.MOUSEWHEEL]
    assert len(wheels) == 1 and wheels[0].y == -2  # two notches of 48 px: the text follows


def test_a_tap_confirms_the_curtain_once_even_with_sdls_mouse_copy() -> None:
    app = App(AppConfig(speed=0))
    app.open()
    try:
        confirmed: list[int] = []
        curtain = CurtainScene("Ada", lambda: confirmed.append(1))
        app.stack.push(Holder())
        app.stack.push(curtain)
        app.step([], 0.5)
        tap = [finger(pygame.FINGERDOWN, 0.5, 0.5),
               mouse(pygame.MOUSEBUTTONDOWN, (640, 360), touch=True),
               finger(pygame.FINGERUP, 0.5, 0.5),
               mouse(pygame.MOUSEBUTTONUP, (640, 360), touch=True)]
        app.step(tap, 0.05)
        assert confirmed == [1]
        assert app.services.input.device == TOUCH
    finally:
        app.close()


class Holder(Scene):
    """A plain scene to sit under overlays."""


# -- controllers -------------------------------------------------------------------------------

def test_buttons_become_complete_key_events(router: InputRouter) -> None:
    down = router.route(button(A))
    assert len(down) == 1
    event = down[0]
    assert event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN
    assert (event.mod, event.unicode, event.scancode) == (0, "\r", pygame.KSCAN_RETURN)
    assert event.from_controller
    assert router.state.device == CONTROLLER
    up = router.route(button(A, down=False))
    assert keys(up) == [(pygame.KEYUP, pygame.K_RETURN)]
    shift_tab = router.route(button(pygame.CONTROLLER_BUTTON_LEFTSHOULDER))[0]
    assert shift_tab.key == pygame.K_TAB and shift_tab.mod & pygame.KMOD_SHIFT
    assert keys(router.route(button(B))) == [(pygame.KEYDOWN, pygame.K_ESCAPE)]
    assert router.route(button(pygame.CONTROLLER_BUTTON_GUIDE)) == []  # unused


def test_the_mapping_is_one_table_covering_every_face_and_direction() -> None:
    sources = [source for source, _, _ in CONTROLLER_MAP]
    assert len(sources) == len(set(sources)) == len(CONTROLLER_KEYS)
    for b in (A, B, pygame.CONTROLLER_BUTTON_X, pygame.CONTROLLER_BUTTON_Y,
              pygame.CONTROLLER_BUTTON_START, pygame.CONTROLLER_BUTTON_BACK,
              pygame.CONTROLLER_BUTTON_LEFTSHOULDER, pygame.CONTROLLER_BUTTON_RIGHTSHOULDER,
              pygame.CONTROLLER_BUTTON_DPAD_UP, DOWN, pygame.CONTROLLER_BUTTON_DPAD_LEFT,
              pygame.CONTROLLER_BUTTON_DPAD_RIGHT):
        assert b in CONTROLLER_KEYS
    for spec in CONTROLLER_KEYS.values():
        assert spec.scancode > 0, "every synthesised key carries a scancode like a real one"


def test_held_directions_repeat_and_stop_on_release(router: InputRouter) -> None:
    assert keys(router.route(button(DOWN))) == [(pygame.KEYDOWN, pygame.K_DOWN)]
    assert router.update(REPEAT_DELAY - 0.05) == []
    first = router.update(0.1)
    assert keys(first) == [(pygame.KEYDOWN, pygame.K_DOWN)]
    assert len(router.update(2 * REPEAT_EVERY)) == 2
    assert router.update(0.0) == []
    assert len(router.update(5.0)) == REPEAT_BURST, "a stalled frame leaves no backlog"
    assert router.update(REPEAT_EVERY / 2) == []
    router.route(button(DOWN, down=False))
    assert router.update(5.0) == []
    router.route(button(A))
    assert router.update(5.0) == [], "actions never repeat"


def test_losing_the_window_focus_lets_go_of_held_directions(router: InputRouter) -> None:
    router.route(button(DOWN))
    lost = pygame.event.Event(pygame.WINDOWFOCUSLOST, window=None)
    out = router.route(lost)
    assert keys(out[:1]) == [(pygame.KEYUP, pygame.K_DOWN)] and out[1] is lost
    assert router.update(5.0) == [], "no release will come while unfocused: stop now"


def test_stick_has_a_dead_zone_hysteresis_and_one_direction(router: InputRouter) -> None:
    lx, ly = pygame.CONTROLLER_AXIS_LEFTX, pygame.CONTROLLER_AXIS_LEFTY
    assert router.route(axis(ly, 0.2)) == []  # inside the dead zone
    assert keys(router.route(axis(ly, 0.7))) == [(pygame.KEYDOWN, pygame.K_DOWN)]
    assert router.route(axis(ly, 0.4)) == []  # still held: no chatter near the edge
    assert len(router.update(REPEAT_DELAY + 0.01)) == 1
    assert keys(router.route(axis(ly, 0.1))) == [(pygame.KEYUP, pygame.K_DOWN)]
    # A diagonal moves along the stronger axis only.
    router.route(axis(lx, 0.9))
    assert router.route(axis(ly, 0.6)) == []
    assert ("left_right" in {source for _, source in router.held})
    # Straight over to the other side: release, then press.
    router.route(axis(ly, 0.0))
    out = router.route(axis(lx, -0.9))
    assert keys(out) == [(pygame.KEYUP, pygame.K_RIGHT), (pygame.KEYDOWN, pygame.K_LEFT)]


def test_triggers_and_right_stick(router: InputRouter) -> None:
    rt = pygame.CONTROLLER_AXIS_TRIGGERRIGHT
    assert keys(router.route(axis(rt, 0.9))) == [(pygame.KEYDOWN, pygame.K_f)]
    assert router.route(axis(rt, 0.4)) == []
    assert keys(router.route(axis(rt, 0.0))) == [(pygame.KEYUP, pygame.K_f)]
    lt = router.route(axis(pygame.CONTROLLER_AXIS_TRIGGERLEFT, 1.0))
    assert keys(lt) == [(pygame.KEYDOWN, pygame.K_p)]
    page = router.route(axis(pygame.CONTROLLER_AXIS_RIGHTY, -0.8))
    assert keys(page) == [(pygame.KEYDOWN, pygame.K_PAGEUP)]


# -- hot-plug ---------------------------------------------------------------------------------

def test_hot_plug_opens_and_closes_controllers() -> None:
    module = FakeControllers(10)
    shown: list[str] = []
    router = InputRouter(InputState(), controllers=module,
                         notify=lambda message, seconds: shown.append(message))
    router.start()
    assert set(router.pads) == {10} and router.state.controllers == 1
    assert shown == [], "a controller already there at start is not news"
    # SDL announces the attached ones again after init: no second copy.
    added = pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=0)
    assert router.route(added) == []
    assert len(router.pads) == 1
    module.instances.append(11)
    router.route(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=1))
    assert set(router.pads) == {10, 11} and "connected" in shown[-1]
    # Unplugged while a direction is held: the repeat stops, the handle is closed.
    router.route(button(DOWN, instance=11))
    module.instances.remove(11)
    removed = pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=11)
    assert router.route(removed) == []
    assert set(router.pads) == {10} and router.state.controllers == 1
    assert router.update(5.0) == []
    assert "disconnected" in shown[-1]
    assert [pad.closed for pad in module.opened] == [False, True, True]
    # The last one gone: the prompts go back to the keyboard's.
    router.route(button(A, instance=10))
    module.instances.clear()
    router.route(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=10))
    assert router.pads == {} and router.state.device == KEYBOARD


def test_no_controller_subsystem_means_no_controllers(caplog: pytest.LogCaptureFixture
                                                      ) -> None:
    router = InputRouter(InputState(), controllers=FakeControllers(0, fail=True))
    with caplog.at_level(logging.INFO, logger="scenes.ui.input"):
        router.start()
        router.start()
    assert not router.available and router.pads == {}
    assert len([r for r in caplog.records if "unavailable" in r.message]) == 1, "logged once"
    assert router.route(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=0)) == []
    assert keys(router.route(button(A))) == [(pygame.KEYDOWN, pygame.K_RETURN)]


def test_the_real_module_without_devices_is_harmless() -> None:
    app = App(AppConfig(speed=0))
    app.open()
    try:
        app.stack.push(Holder())
        bogus = [pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=3),
                 pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=99)]
        assert app.step(bogus, 0.05)
        assert app.router.pads == {}
    finally:
        app.close()


# -- the device in use and the prompts --------------------------------------------------------

@pytest.fixture
def app(monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    monkeypatch.setattr(router_module, "_controller_module", lambda: FakeControllers(0))
    application = App(AppConfig(speed=0))
    application.open()
    yield application
    application.close()


def test_the_device_follows_the_last_input(app: App) -> None:
    app.stack.push(Holder())
    state = app.services.input
    app.step([button(A)], 0.05)
    assert state.device == CONTROLLER
    app.step([mouse(pygame.MOUSEMOTION, (5, 5), touch=False, rel=(1, 0))], 0.05)
    assert state.device == CONTROLLER, "a resting mouse's jitter changes nothing"
    app.step([mouse(pygame.MOUSEMOTION, (50, 5), touch=False, rel=(45, 0))], 0.05)
    assert state.device == MOUSE
    app.step([finger(pygame.FINGERDOWN, 0.5, 0.5), finger(pygame.FINGERUP, 0.5, 0.5)], 0.05)
    assert state.device == TOUCH
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a",
                                 scancode=pygame.KSCAN_A)], 0.05)
    assert state.device == KEYBOARD


def test_hot_plug_shows_a_toast_and_the_game_loses_nothing(app: App) -> None:
    holder = Holder()
    app.stack.push(holder)
    app.step([button(A)], 0.05)
    app.step([pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=0)], 0.05)
    assert "disconnected" in app.toast.message and app.toast.left > 0
    assert app.stack.top is holder


def test_prompt_names_follow_the_device() -> None:
    assert [prompts.name("confirm", d) for d in (KEYBOARD, MOUSE, TOUCH, CONTROLLER)] == \
        ["Enter", "Click", "Tap", "Ⓐ"]
    lines = {d: prompts.scene_hint("title", d) for d in (KEYBOARD, MOUSE, TOUCH, CONTROLLER)}
    assert len(set(lines.values())) == 4
    assert "Enter: choose" in lines[KEYBOARD] and "Ⓐ: choose" in lines[CONTROLLER]
    assert "Esc" not in lines[MOUSE] + lines[TOUCH] + lines[CONTROLLER]
    assert prompts.press("confirm", CONTROLLER) == "Press Ⓐ"
    assert prompts.suffix("end_phase", KEYBOARD) == " (P)"
    assert prompts.suffix("end_phase", TOUCH) == ""
    assert prompts.plain("Ⓨ: done") == "Y: done"


GREEN = prompts.BADGES["Ⓐ"][1]


def _has(surface: pygame.Surface, colour: tuple[int, int, int], area: pygame.Rect) -> bool:
    return any(surface.get_at((x, y))[:3] == colour
               for x in range(area.left, area.right) for y in range(area.top, area.bottom))


def test_scenes_draw_the_prompts_of_the_device_in_use(app: App) -> None:
    """The curtain's line and the title's footer show the A badge only for a controller."""
    confirmed: list[int] = []
    app.stack.push(TitleScene(music=False))
    app.step([], 0.05)
    footer = pygame.Rect(0, 680, 1280, 40)
    assert app.screen is not None
    assert not _has(app.screen, GREEN, footer)
    app.step([button(pygame.CONTROLLER_BUTTON_DPAD_UP)], 0.05)
    assert _has(app.screen, GREEN, footer), "the footer names the controller's buttons"
    app.stack.push(CurtainScene("Ada", lambda: confirmed.append(1)))
    app.step([], 0.05)
    line = pygame.Rect(200, 370, 880, 40)
    assert _has(app.screen, GREEN, line)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LSHIFT, mod=0, unicode="",
                                 scancode=pygame.KSCAN_LSHIFT)], 0.05)
    assert not _has(app.screen, GREEN, line)
    assert confirmed == []
