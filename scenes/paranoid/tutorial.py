"""The guided first game: a coach over the real board, one card per lesson.

The script is data (`tutorial_steps.json`): each step names when its card shows (a
moment of the game such as "your Paranoid phase"), which zones stay bright while the
rest of the table dims, and which kinds of action complete it. The coach is a
see-through scene pushed over the board:

- the board asks the coach (its `gate`) each time the table is still and about to go
  on; a card that only explains answers "not yet", so no bot plays past a lesson and
  no Plot builder opens over the card;
- while a card asks for an action, input passes through to the board, and the coach
  watches the game's record for the player's own action of that kind;
- while no card is due, the coach stays out of the way (a small badge only).

"End tutorial" (Esc on a card, X at any time) removes the coach and leaves an ordinary
game running; "Skip step" (N) goes on without doing the action.
"""

from __future__ import annotations

import json
import math
import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pygame

from game.paranoid import GameConfig
from game.paranoid.actions import (
    Accuse,
    Draw,
    Excess,
    Finish,
    Give,
    Pass,
    Pick,
    Place,
    Reconceal,
    Shift,
    Stow,
    Strike,
)
from game.paranoid.state import ENEMY, NONE, PARANOID, PLOT
from scenes.paranoid.choices import PASS
from scenes.shell.match.coach_words import CoachWords
from scenes.shell.match.tutorial_runner import Tutorial
from scenes.shell.menus.setup_model import Setup
from scenes.shell.screens.scene import Scene
from scenes.ui import canvas, pen, text, theme

STEPS_PATH = Path(__file__).with_name("tutorial_steps.json")
TUTORIAL_SEATS = ("human", "easy", "easy")  # two gentle bots: room to learn
TUTORIAL_NAMES = ("Player 1", "Boris", "Cleo")
# A fixed table, so every newcomer meets the same opponents and the same Pool draws;
# chosen so that a learner who follows the cards makes an Accusation that exposes
# counters and sees the game end (tests/kiosk/test_tutorial_whole_game.py).
TUTORIAL_SEED = 11
# A short game, so the tutorial reaches an Accusation, its exposures and the end (§8):
# little Sanity, so the Paranoids go insane within a few turns.
TUTORIAL_OPTIONS = {"sanity": 12, "turn_limit": 14}
TUTORIAL_BOT_PACE = 0.9  # seconds per bot action: slow enough to follow in the log

ACTION_KINDS = frozenset(cls.kind for cls in (Pick, Finish, Draw, Stow, Place, Shift, Accuse,
                                              Pass, Give, Strike, Reconceal, Excess))
CONDITIONS = ("now", "plot", "paranoid", "hand", "enemy", "others", "accusable", "over")
TABLE_HIGHLIGHTS = ("pool", "aside", "log", "hud", "pass_button")
SEAT_HIGHLIGHTS = ("name", "plot", "enemy", "paranoid", "accusations", "sanity")

CARD_W = 560
CARD_PAD = 20
CARD_STEP = 20  # px between the places tried for a card
HOLD_SHADE = 180  # veil alpha while a card holds the table
ACT_SHADE = 70  # lighter while the player acts on the board
EDGE = (250, 214, 90)
BUTTON_H = 48
BADGE = "Tutorial · X: end"
NEXT_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_n)
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
CHOOSE_KEYS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_TAB)
# On a card that waits for an action, Enter acts on the table only after the arrows chose
# something there: Enter pressed on through the cards never draws or passes by itself.
ENTER_GRACE = 1.5  # s after Next in which Enter never reaches the table
ACT_KEYS_LINE = "On the table: arrows choose, then Enter does it. N skips this step."
ENTER_TRAP_LINE = "Enter does nothing yet: choose on the table with the arrows first."
END_KEYS = (pygame.K_ESCAPE, pygame.K_x)


@dataclass(frozen=True)
class Step:
    id: str
    title: str
    text: str
    when: str = "now"
    highlight: tuple[str, ...] = ()
    wait_for: tuple[str, ...] = ()
    needs: tuple[str, ...] = ()  # kinds that must be legal to wait; default wait_for


def load_steps(path: Path = STEPS_PATH) -> list[Step]:
    """The script, checked: a typo in the data fails loudly, not halfway through a game."""
    raw = json.loads(path.read_text("utf-8"))["steps"]
    steps: list[Step] = []
    for item in raw:
        step = Step(id=item["id"], title=item["title"], text=item["text"],
                    when=item.get("when", "now"),
                    highlight=tuple(item.get("highlight", ())),
                    wait_for=tuple(item.get("wait_for", ())),
                    needs=tuple(item.get("needs", item.get("wait_for", ()))))
        unknown = set(step.wait_for + step.needs) - ACTION_KINDS
        if unknown:
            raise ValueError(f"tutorial step {step.id}: unknown action kinds {sorted(unknown)}")
        if step.when not in CONDITIONS:
            raise ValueError(f"tutorial step {step.id}: unknown moment {step.when!r}")
        for name in step.highlight:
            if name not in TABLE_HIGHLIGHTS and not _seat_highlight(name):
                raise ValueError(f"tutorial step {step.id}: unknown zone {name!r}")
        steps.append(step)
    if len({s.id for s in steps}) != len(steps):
        raise ValueError("tutorial step ids must be unique")
    return steps


def _seat_highlight(name: str) -> bool:
    who, _, zone = name.partition(":")
    return who in ("me", "all") and zone in SEAT_HIGHLIGHTS


def tutorial_config() -> GameConfig:
    return GameConfig(players=len(TUTORIAL_SEATS), seats=TUTORIAL_SEATS, names=TUTORIAL_NAMES)


def tutorial_setup() -> Setup:
    return Setup("paranoid-delusions", tuple(TUTORIAL_SEATS), tuple(TUTORIAL_NAMES),
                 dict(TUTORIAL_OPTIONS))


@dataclass
class _Buttons:
    rects: dict[str, pygame.Rect] = field(default_factory=dict)


class CoachScene(Scene):
    """The coach over `board` (a BoardScene). `index` is the step shown or awaited;
    `mode` is "hidden" (no card due yet), "hold" (a card with Next) or "act" (a card
    waiting for the player's action on the board)."""

    opaque = False
    updates_below = True  # the board runs beneath; a card holds it through the board

    def __init__(self, board: Any, steps: list[Step] | None = None) -> None:
        super().__init__()
        self.board = board
        self.steps = steps if steps is not None else load_steps()
        self.index = 0
        self.mode = "hidden"
        self.seen: list[str] = []  # step ids whose card was shown, in order
        self.done: list[str] = []  # step ids completed by doing the action
        self.ended = False  # "End tutorial" or the last card
        self.clock = 0.0
        self.buttons = _Buttons()
        self._labels: dict[str, str] = {}
        self.card = pygame.Rect(0, 0, CARD_W, 0)
        self._game: Any = None
        self._read = 0  # how much of the game's record the coach has read
        self._actor: int | None = None  # who was to act when the record was last read
        self._veil: pygame.Surface | None = None
        self._veil_at = 1.0  # the render scale it was made at
        self.armed = False  # the arrows chose something on the table since this card
        self.enter_note = False  # Enter was pressed too soon: the card says why
        self.since_next = 99.0  # seconds since a card was passed with Next
        self.coach = CoachWords(board)  # a move's card ends with the coach's word on it
        self.coach_said = ""

    # -- the script ---------------------------------------------------------------------
    @property
    def step(self) -> Step | None:
        return self.steps[self.index] if self.index < len(self.steps) else None

    @property
    def session(self) -> Any:
        return self.board.session

    @property
    def human(self) -> int | None:
        humans = self.session.humans
        return humans[0] if humans else None

    def condition(self, when: str) -> bool:
        s = self.session
        state = s.game.state
        if when == "now":
            return True
        if when == "over":
            return s.game.is_over
        mine = s.human_to_act and s.display_viewer == s.to_act
        if when == "plot":
            return mine and state.phase == PLOT
        if when == "paranoid":
            return mine and state.phase == PARANOID and state.pending == NONE
        if when == "hand":
            return mine and state.phase == PARANOID and state.pending != NONE
        if when == "enemy":
            return mine and state.phase == ENEMY
        if when == "others":
            return not s.game.is_over and not s.human_to_act
        if when == "accusable":  # the player's own Accusation is complete: time to make it
            return (mine and state.phase == PARANOID and state.pending == NONE
                    and any(isinstance(a, Accuse) for a in s.legal()))
        return False

    def can_act(self, step: Step) -> bool:
        kinds = set(step.needs)
        return bool(kinds) and any(a.kind in kinds for a in self.session.legal())

    # -- the board's gate -------------------------------------------------------------------
    def on_enter(self) -> None:
        self.board.gate = self.may_go_on
        # The learner's opening Plot is the same every time, so the scripted table plays
        # out as the cards expect (an Accusation that exposes, an end).
        self.board.builder_rng = random.Random(TUTORIAL_SEED)

    def on_exit(self) -> None:
        self.coach.cancel()
        if self.board.gate == self.may_go_on:
            self.board.gate = None

    def may_go_on(self) -> bool:
        """Asked by the board whenever the table is still and about to go on: the moment
        to show the card that is due. False (a card to read) holds the table."""
        step = self.step
        if step is None or self.ended:
            return True
        if self.mode == "hold":
            return False  # until Next
        if not self.condition(step.when):
            self.mode = "hidden"  # e.g. the phase ended before the action: next time
            return True
        self.mode = "act" if step.wait_for and self.can_act(step) else "hold"
        if not self.seen or self.seen[-1] != step.id:
            self.armed = self.enter_note = False
            self.board.queued.clear()  # keys pressed before this card never act after it
            self.seen.append(step.id)
            self.services.sound.play("click")
        self._layout_card()
        return self.mode == "act"

    # -- progress -------------------------------------------------------------------------
    def next_step(self) -> None:
        self.since_next = 0.0
        self.index += 1
        self.mode = "hidden"
        if self.step is None:
            self.end()

    def end(self) -> None:
        """Leave the coach; the game goes on as an ordinary one."""
        self.ended = True
        self.mode = "hidden"
        if self.board.gate == self.may_go_on:
            self.board.gate = None
        self.close()

    def _read_record(self) -> list[str]:
        """The player's own new actions since the last look (a take-back shortens the
        record: reading resumes from there)."""
        game = self.session.game
        record = game.record
        if game is not self._game:
            self._game = game
            self._read = min(self._read, len(record))
        new = record[self._read:]
        mine = self._actor is not None and self._actor == self.human
        self._read = len(record)
        self._actor = self.session.to_act
        return new if mine else []

    def _saw(self, actions: list[str]) -> None:
        step = self.step
        if step is None or self.mode != "act":
            return
        if any(a.split()[0] in step.wait_for for a in actions):
            self.done.append(step.id)
            self.next_step()

    # -- the frame ------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt
        self.since_next += dt
        self._saw(self._read_record())
        step = self.step
        said = self.coach.words(step.wait_for) if step and self.mode == "act" else ""
        if said != self.coach_said:
            self.coach_said = said
            self._layout_card()

    def card_text(self, step: Step) -> str:
        """The step's words, and on a move's card the coach's word on this position."""
        return f"{step.text}\n{self.coach_said}" if self.coach_said else step.text

    def handle_event(self, event: pygame.event.Event) -> bool:
        self._saw(self._read_record())
        if event.type == pygame.KEYDOWN:
            if self.mode == "hold":
                if event.key in NEXT_KEYS or event.key == pygame.K_RIGHT:
                    self.next_step()
                elif event.key in END_KEYS:
                    self.end()
                return True  # the table is held: nothing else happens
            if event.key == pygame.K_x:
                self.end()
                return True
            if (self.mode == "hidden" and event.key in ENTER_KEYS
                    and self.since_next < ENTER_GRACE):
                return True  # the Enter that passed a card, pressed once more: not the table
            if event.key == pygame.K_n and self.mode == "act":
                self.next_step()
                return True
            if self.mode == "act" and event.key in CHOOSE_KEYS:
                self.armed = True
            elif self.mode == "act" and event.key in ENTER_KEYS and not self.armed:
                self.enter_note = True  # held back: it would act on whatever had focus
                self._layout_card()
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and self.mode != "hidden":
            if event.button == 1:
                for name, rect in self.buttons.rects.items():
                    if rect.collidepoint(event.pos):
                        self._press(name)
                        return True
            if self.card.collidepoint(event.pos):
                return True  # the card is not the table
        if self.mode == "hold" and event.type != pygame.MOUSEMOTION:
            return True  # held: the pointer may still explain things, nothing else
        # Otherwise the board gets it (a release too: a drag may end over the card).
        handled = self.board.handle_event(event)
        self._saw(self._read_record())
        return handled

    def _press(self, name: str) -> None:
        if name == "end":
            self.end()
        else:
            self.next_step()

    # -- drawing --------------------------------------------------------------------------
    def highlight_rects(self, step: Step) -> list[pygame.Rect]:
        layout = self.board.layout
        me = self.session.display_viewer
        rects: list[pygame.Rect] = []
        for name in step.highlight:
            if name == "pass_button":
                rects.append(self.board._button_rects().get(PASS, layout.hud).copy())
            elif name in TABLE_HIGHLIGHTS:
                rects.append(getattr(layout, name).copy())
            else:
                who, _, zone = name.partition(":")
                seats = range(len(layout.seats)) if who == "all" else \
                    [me] if me is not None else []
                rects.extend(getattr(layout.seats[s], zone).copy() for s in seats)
        return rects

    def _layout_card(self) -> None:
        """Size the card for its text and put it where it hides no lit zone."""
        step = self.step
        if step is None:
            return
        body = text.font(theme.BODY_PX)
        lines = text.wrap(self.card_text(step), body, CARD_W - 2 * CARD_PAD)
        title_h = text.font(theme.HEADING_PX - 8).get_linesize()
        height = (CARD_PAD + title_h + 8 + len(lines) * body.get_linesize() + 16 + BUTTON_H
                  + CARD_PAD)
        if self.mode == "act":  # one line on what the keys do here
            height += text.font(theme.SMALL_PX - 2).get_linesize() + 6
        card = pygame.Rect(0, 0, CARD_W, height)
        screen = pygame.Rect(0, 0, 1280, 720)
        if self.stack is not None and pygame.display.get_surface() is not None:
            screen = pygame.display.get_surface().get_rect()
        lit = [r.inflate(12, 12) for r in self.highlight_rects(step)]
        home = self.board.layout.pool.union(self.board.layout.aside).center
        # Inside what a television shows (5% of each edge may be lost to overscan).
        inside = screen.inflate(-screen.width // 10, -screen.height // 10)
        best: tuple[tuple[int, int], pygame.Rect] | None = None
        xs = [home[0], *range(inside.left + CARD_W // 2, inside.right - CARD_W // 2 + 1,
                              2 * CARD_STEP), inside.right - CARD_W // 2]
        for x in xs:
            for y in range(inside.top + height // 2, inside.bottom - height // 2 + 1,
                           CARD_STEP):
                trial = card.copy()
                trial.center = (x, y)
                trial = trial.clamp(inside)
                # Cover no lit zone if possible; then stay near the middle of the table.
                score = (sum(_area(trial.clip(r)) for r in lit),
                         abs(trial.centerx - home[0]) + abs(trial.centery - home[1]))
                if best is None or score < best[0]:
                    best = (score, trial)
        self.card = best[1] if best is not None else card.clamp(inside)
        y = self.card.bottom - CARD_PAD - BUTTON_H
        if self.mode == "hold":
            last = self.index == len(self.steps) - 1
            labels = {"next": "Play on (Enter)" if last else "Next (Enter)",
                      "end": "End tutorial (Esc)"}
        else:
            labels = {"next": "Skip step (N)", "end": "End tutorial (X)"}
        half = (CARD_W - 2 * CARD_PAD - 16) // 2
        self.buttons = _Buttons({
            "next": pygame.Rect(self.card.x + CARD_PAD, y, half, BUTTON_H),
            "end": pygame.Rect(self.card.right - CARD_PAD - half, y, half, BUTTON_H)})
        self._labels = labels

    def draw(self, surface: pygame.Surface) -> None:
        step = self.step
        if step is None or self.ended:
            return
        if self.mode == "hidden":
            self._draw_badge(surface)
            return
        lit = self.highlight_rects(step)
        self._draw_veil(surface, lit, HOLD_SHADE if self.mode == "hold" else ACT_SHADE)
        pulse = 0.5 + 0.5 * math.sin(self.clock * 4.0)
        width = 3 + round(2 * pulse)
        for rect in lit:
            pen.rect(surface, EDGE, rect.inflate(8, 8), width, border_radius=10)
        self._draw_card(surface, step)
        # The table's tooltip stays readable over the veil, the lit frames and the card
        # (issue 22: the card hid the tip about the duplicate to give away).
        self.board.tooltip.draw(surface)

    def _draw_veil(self, surface: pygame.Surface, holes: list[pygame.Rect], alpha: int) -> None:
        # Made again at a new render scale too: one of the old scale would be enlarged.
        if self._veil is None or self._veil.get_size() != surface.get_size() \
                or self._veil_at != canvas.get_scale():
            self._veil_at = canvas.get_scale()
            self._veil = canvas.Surface(surface.get_size(), pygame.SRCALPHA)
        self._veil.fill((0, 0, 0, alpha))
        for rect in holes:
            self._veil.fill((0, 0, 0, 0), rect.inflate(8, 8))
        surface.blit(self._veil, (0, 0))

    def _draw_card(self, surface: pygame.Surface, step: Step) -> None:
        card = self.card
        pen.rect(surface, theme.PANEL, card, border_radius=14)
        pen.rect(surface, theme.ACCENT, card, 3, border_radius=14)
        # Kept by content (text.cached), as everything the card writes: it is drawn every
        # frame, and at a render scale each line written anew is measured at five sizes.
        count = text.cached(f"{self.index + 1} / {len(self.steps)}", theme.SMALL_PX,
                            theme.INK_DIM)
        surface.blit(count, count.get_rect(topright=(card.right - CARD_PAD, card.y + CARD_PAD)))
        # A long title steps down in size rather than run into the step count.
        room = CARD_W - 2 * CARD_PAD - count.get_width() - 12
        px = text.shrink_to_fit(step.title, theme.HEADING_PX - 8, room, theme.BODY_PX)
        head = text.blit_text(surface, step.title, px, theme.ACCENT,
                              (card.x + CARD_PAD, card.y + CARD_PAD))
        area = pygame.Rect(card.x + CARD_PAD, head.bottom + 8, CARD_W - 2 * CARD_PAD,
                           card.height)
        text.blit_wrapped(surface, self.card_text(step), theme.BODY_PX, theme.INK, area,
                          line_gap=0)
        if self.mode == "act":
            line = ENTER_TRAP_LINE if self.enter_note else ACT_KEYS_LINE
            px = text.shrink_to_fit(line, theme.SMALL_PX - 2, CARD_W - 2 * CARD_PAD,
                                    theme.SMALL_PX - 8)
            text.blit_text(surface, line, px, EDGE if self.enter_note else theme.INK_DIM,
                           (card.x + CARD_PAD, card.bottom - CARD_PAD - BUTTON_H - 6),
                           anchor="bottomleft")
        for name, rect in self.buttons.rects.items():
            primary = name == "next" and self.mode == "hold"
            pen.rect(surface, theme.FOCUS_FILL if primary else (40, 44, 56), rect,
                             border_radius=10)
            pen.rect(surface, theme.ACCENT if primary else theme.PANEL_EDGE, rect, 2,
                             border_radius=10)
            text.blit_text(surface, self._labels[name], theme.SMALL_PX, theme.INK,
                           rect.center, anchor="center")

    def _draw_badge(self, surface: pygame.Surface) -> None:
        image = text.cached(BADGE, theme.SMALL_PX - 2, theme.INK)  # every frame of the game
        log = self.board.layout.log
        rect = image.get_rect(bottomright=(log.right - 8, log.bottom - 6)).inflate(16, 8)
        pen.rect(surface, theme.PANEL, rect, border_radius=8)
        pen.rect(surface, theme.ACCENT, rect, 1, border_radius=8)
        surface.blit(image, image.get_rect(center=rect.center))


def _area(rect: pygame.Rect) -> int:
    return rect.width * rect.height


TUTORIAL = Tutorial(setup=tutorial_setup, seed=TUTORIAL_SEED, bot_pace=TUTORIAL_BOT_PACE,
                    coach=CoachScene)
