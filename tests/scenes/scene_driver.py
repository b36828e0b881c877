"""Playing the real app through injected input events, as a person at the table would.

The "players" here read the screen's state (which sources the board offers, where
they are drawn, which cell has the focus) only to decide what to press; every move
reaches the game as a pygame event through `App.step`, never as a direct call.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.paranoid.catalogue import IS_GOAL, IS_GROUP
from game.paranoid.plots import kind_counts
from game.paranoid.state import ENEMY, PARANOID
from scenes.paranoid.board import BoardScene
from scenes.paranoid.choices import HAND, PASS, POOL, Source, Target
from scenes.paranoid.plot_builder import PlotBuilderScene
from scenes.shell.match.curtain import CurtainScene
from scenes.shell.match.results import ResultsScene
from scenes.shell.screens.input_guard import PRESSES as GUARDED
from scenes.shell.screens.scene import Scene
from scenes.shell.screens.stack import SceneStack
from scenes.shell.window.app import App
from tests.frames import NotDone, until

# Raw presses of every device (the router turns them into key and mouse presses).
PRESSES = (*GUARDED, pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERAXISMOTION,
           pygame.FINGERDOWN)
DT = 0.05  # seconds per frame: animations are instant (speed 0); timers still run


def key(k: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


def typed(text: str) -> pygame.event.Event:
    return pygame.event.Event(pygame.TEXTINPUT, text=text)


def down(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False)


def up(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False)


def motion(pos: tuple[int, int], held: bool = False) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                              buttons=(1 if held else 0, 0, 0), touch=False)


def read_first(app: App, dt: float = DT) -> None:
    """A person reads a new screen before pressing: frames pass while the input guard
    would keep a press from it (scenes/shell/screens/input_guard.py)."""
    for _ in range(100):
        if not app.stack.guard.guarding:
            return
        app.step([], dt)
        app.stack.apply_pending()


class Driver:
    """Steps the app frame by frame and counts what the input did."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.frames = 0
        self.seen: list[str] = []  # scene class names in the order they came on top
        self.stats = {"keys": 0, "clicks": 0, "drags": 0, "curtain_frames": 0, "builders": 0}
        self.moves: list[str] = []  # the human's own actions, as the game recorded them

    def record_moves(self, board: BoardScene, act: Callable[[], None]) -> None:
        """Run `act` (input events) and note the actions it made the game apply."""
        record = board.session.game.record
        before = len(record)
        act()
        self.moves.extend(record[before:])

    @property
    def top(self) -> Scene | None:
        return self.app.stack.top

    def step(self, *events: pygame.event.Event) -> None:
        for e in events:
            if e.type == pygame.KEYDOWN:
                self.stats["keys"] += 1
        if any(e.type in PRESSES for e in events):
            self.look()  # a person reads a new screen before pressing
        self.app.step(list(events), DT)
        # Requests made this frame would be applied first thing next frame; applying
        # them now lets the test see the screen the player now sees.
        self.app.stack.apply_pending()
        self.frames += 1
        name = type(self.top).__name__
        if not self.seen or self.seen[-1] != name:
            self.seen.append(name)

    def look(self) -> None:
        read_first(self.app)

    def press(self, *keys: int) -> None:
        for k in keys:
            self.step(key(k))

    def click(self, pos: tuple[int, int]) -> None:
        self.stats["clicks"] += 1
        self.step(motion(pos), down(pos), up(pos))

    def drag(self, start: tuple[int, int], end: tuple[int, int]) -> None:
        self.stats["drags"] += 1
        mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
        self.step(motion(start), down(start))
        self.step(motion(mid, held=True))
        self.step(motion(end, held=True), up(end))

    def run_until(self, done: Callable[[], bool], act: Callable[[Driver], None],
                  limit: int = 20000, seconds: float = 300.0) -> None:
        """Step until `done()`, letting `act` press keys or click whenever it likes. The
        bots think in real time: fails only after `seconds` of wall clock and at least
        `limit` frames (tests/frames.py)."""

        def frame() -> None:
            act(self)
            self.step()

        try:
            until(frame, done, seconds, frames=limit)
        except NotDone as e:
            raise NotDone(f"{e}; seen {self.seen[-12:]}") from None


# -- what a player decides (the same choices for both input methods) -----------------------

def board_ready(board: BoardScene) -> bool:
    return bool(board.choices) and not board.animating and board.stack is not None \
        and board.stack.top is board


def choose(board: BoardScene) -> tuple[Source, Target]:
    """A short, varied game: draw once and place once per Paranoid phase, accuse when
    possible, pass otherwise; the Enemy gives only what it must."""
    choices = board.choices
    assert choices
    state = board.session.game.state
    sources = choices.sources
    if HAND in sources:
        return HAND, choices.targets(HAND)[0]
    accuse = [s for s in sources if s[0] == "accuse"]
    if accuse:
        return accuse[0], None
    if state.phase == PARANOID:
        if state.taken == 0 and choices.immediate(POOL):
            return POOL, None
        places = [s for s in sources if s[0] == "paranoid"]
        if state.taken == 1 and places:
            return places[0], choices.targets(places[0])[0]
    if state.phase in (PARANOID, ENEMY) and choices.immediate(PASS):
        return PASS, None
    first = sources[0]
    return first, choices.targets(first)[0]


def next_for_plot(builder: PlotBuilderScene) -> int | None:
    """The next type a person would take to complete a minimal Plot (None: complete)."""
    g, m, o = kind_counts(builder.draft)
    for needed, test in ((g == 0, IS_GROUP.__getitem__), (o == 0, IS_GOAL.__getitem__),
                         (m == 0, lambda t: not IS_GROUP[t] and not IS_GOAL[t])):
        if needed:
            return next(c.type for c in builder.cells if test(c.type) and builder.addable(c.type))
    return None


# -- keyboard only ---------------------------------------------------------------------------

def walk_builder(builder: PlotBuilderScene, press: Callable[[str], None]) -> None:
    """Build the Plot by focus moves alone: to each needed counter, "pick", then "done".
    `press` gets "up", "down", "left", "right", "pick" or "done" and sends that input
    (arrow keys, a D-pad, …)."""
    for _ in range(10):
        target = next_for_plot(builder)
        if target is None:
            break
        for _ in range(80):
            if builder.focus == target:
                break
            here, there = builder.rect_of(builder.focus), builder.rect_of(target)
            if there.centery < here.centery - 4:
                press("up")
            elif there.centery > here.centery + 4:
                press("down")
            else:
                press("left" if there.centerx < here.centerx else "right")
        assert builder.focus == target, "focus moves reach every counter"
        press("pick")
        assert target in builder.draft
    assert builder.problem() is None
    press("done")


BUILDER_KEYS = {"up": pygame.K_UP, "down": pygame.K_DOWN, "left": pygame.K_LEFT,
                "right": pygame.K_RIGHT, "pick": pygame.K_RETURN, "done": pygame.K_d}


def keyboard_builder(d: Driver, builder: PlotBuilderScene) -> None:
    """Walk the grid with the arrow keys to each needed counter, Enter, then D."""
    d.stats["builders"] += 1
    walk_builder(builder, lambda move: d.press(BUILDER_KEYS[move]))


def keyboard_board(d: Driver, board: BoardScene) -> None:
    source, target = choose(board)
    choices = board.choices
    assert choices
    if source == PASS:
        d.press(pygame.K_p)
        return
    if source == POOL:
        d.press(pygame.K_d)
        return
    _focus(d, board, choices.sources.index(source))
    d.press(pygame.K_RETURN)
    if target is not None:
        assert board.selected == source
        _focus(d, board, choices.targets(source).index(target))
        d.press(pygame.K_RETURN)


def _focus(d: Driver, board: BoardScene, index: int) -> None:
    """Move the board's keyboard focus with Right / Left to item `index`."""
    for _ in range(200):
        cycle = board._cycle()
        if board.focus % len(cycle) == index:
            return
        # The arrows stop at the ends (issue 22): step towards the item.
        d.press(pygame.K_RIGHT if index > board.focus % len(cycle) else pygame.K_LEFT)
    raise AssertionError("focus never arrived")


def keyboard_player(d: Driver) -> None:
    """One decision per call, by keys only, whatever screen is on top."""
    top = d.top
    if isinstance(top, CurtainScene):
        d.stats["curtain_frames"] += 1
        if top.t > 0.25:
            d.press(pygame.K_RETURN)
    elif isinstance(top, PlotBuilderScene):
        keyboard_builder(d, top)
    elif isinstance(top, BoardScene) and board_ready(top):
        d.record_moves(top, lambda: keyboard_board(d, top))


# -- mouse only --------------------------------------------------------------------------------

def mouse_builder(d: Driver, builder: PlotBuilderScene) -> None:
    d.stats["builders"] += 1
    while (t := next_for_plot(builder)) is not None:
        d.click(builder.rect_of(t).center)
        assert t in builder.draft
    d.click(builder.buttons["done"].center)


def mouse_board(d: Driver, board: BoardScene) -> None:
    source, target = choose(board)
    start = board.source_rects()[source][0].center
    if target is None:
        d.click(start)
        return
    end = board.target_rect(target)
    assert end is not None
    if source[0] == "paranoid":
        d.drag(start, end.center)  # drag and drop
    else:
        d.click(start)  # pick up ...
        assert board.selected == source
        d.click(end.center)  # ... and put down


def mouse_player(d: Driver) -> None:
    top = d.top
    if isinstance(top, CurtainScene):
        d.stats["curtain_frames"] += 1
        if top.t > 0.25:
            d.click((640, 360))
    elif isinstance(top, PlotBuilderScene):
        mouse_builder(d, top)
    elif isinstance(top, BoardScene) and board_ready(top):
        d.record_moves(top, lambda: mouse_board(d, top))


def at_results(d: Driver) -> bool:
    return isinstance(d.top, ResultsScene)


def frame(stack: SceneStack, *events: pygame.event.Event) -> None:
    """One frame of a bare scene stack: requests, input, update, draw, requests."""
    stack.apply_pending()
    for event in events:
        stack.handle_event(event)
    stack.update(0.05)
    stack.draw(pygame.Surface((1280, 720)))
    stack.apply_pending()
