"""The Conspiracy Pontoon table: the Pontoon hands on the left, the 11 × 11 Conspiracy Board
on the right with the seats as its coloured edges, and the conspiracy being told.

The match loop is the shell's `TableScene`. This scene keeps a small picture model
(hand sprites, board tiles, the cards waiting to be placed), snapped to the observation of
`session.display_viewer` by `resync`, moved by the event animations (animate.py), drawn by
draw.py and driven by controls.py. Hole cards are drawn only for their owner while they
hold Peek (always for a lone human, every hand face up in a bots-only kiosk game, §13).
Everything else is public, so the screen passes from one human to the next with no
hand-over curtain (docs/rules-pontoon.md, "Hot seat").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.core.contract import EVERYONE
from game.pontoon import board as bd
from game.pontoon.actions import TimeOut
from game.pontoon.state import build_deck
from scenes.cards.art import card_art, card_size
from scenes.cards.layout import CardSprite
from scenes.pontoon import geometry as geo
from scenes.pontoon.animate import TableAnimation
from scenes.pontoon.board_art import BoardArt
from scenes.pontoon.buttons import ButtonBar
from scenes.pontoon.controls import TableControls
from scenes.pontoon.draw import TableDrawing
from scenes.pontoon.frame import TableFrame
from scenes.pontoon.geometry import TELL_SIZE, TELL_Y, tell_gap
from scenes.pontoon.input_events import TableInput
from scenes.pontoon.pieces import Banner, Tile
from scenes.pontoon.results import PontoonResultsScene
from scenes.pontoon.theory_record import TheoryNote
from scenes.shell.match.phone_marks import PhoneMarks
from scenes.shell.match.session import Session
from scenes.shell.match.table import TableScene


class PontoonTable(PhoneMarks, TableAnimation, TableFrame, TableDrawing, TableInput,
                   TableControls, TableScene):
    results_scene = PontoonResultsScene
    # §13: only hole cards are private and they show only while their owner holds Peek;
    # moves, the conspiracy and the votes are public, so no hand-over curtain.
    handover_curtain = False

    def seat_anchor(self, player: int) -> pygame.Rect | None:
        """The phone mark: on the row's top edge at its right end, above the cards."""
        row = geo.seat_rows(self.n)[player]
        return pygame.Rect(row.right - 40, row.y - 13, 28, 28)

    def __init__(self, session: Session, *, speed: float = 1.0, bot_pace: float = 0.35,
                 on_game_over: Callable[[Session], None] | None = None,
                 on_menu: Callable[[], None] | None = None) -> None:
        super().__init__(session, speed=speed, bot_pace=bot_pace, on_game_over=on_game_over,
                         on_menu=on_menu)
        self.deck = build_deck(session.game.config)[0]
        self.n = session.game.config.players
        self._in_loop = False
        self._bart: BoardArt | None = None
        self.tiles: dict[int, Tile] = {}
        self.hand_sprites: list[list[list[CardSprite]]] = [[[]] for _ in range(self.n)]
        self.tell_sprites: list[CardSprite] = []
        self.rank_labels: dict[tuple[int, int], str] = {}
        self.banner: Banner | None = None
        self.notice = None  # why the last theory failed, while it is said (notice.py)
        self.floaters: list[list[Any]] = []  # [text, x, y, colour, life, seat]
        self.fresh_hand = False  # a new hand was dealt since the last snap
        self.votes_seen: list[tuple[str, bool]] = []  # (waiver / heckle, passed)
        self.theories: list[TheoryNote] = []  # the record of the theories told (public)
        self.theory_shown: tuple[int, str] | None = None  # (teller, text) of the last theory
        self.peeking = False
        self.clock: float | None = None  # seconds left for the human teller (§6.1)
        self.clock_for: tuple[int, int, int] | None = None
        self.cursor = bd.CENTRE  # the board cell the keyboard / controller points at
        self.pick = 0  # which of the cards to place goes next (index into obs.to_place)
        self.typed = ""  # typed mode's text box (§6.3)
        self.bar = ButtonBar()  # the Pontoon moves, Take back, Call it a night
        self.phrase_bar = ButtonBar(22)  # four link phrases (§6.3)
        self.vote_bar = ButtonBar()  # yes / no ballots (§6.4)
        self.zone = "bar"  # where the focus is: "bar", "board", "phrases", "vote"
        self.keyboard = False
        self.mouse = (0, 0)
        self.t = 0.0
        self.obs = session.game.observe(session.display_viewer)
        self.public = session.game.observe(None)
        self.resync()

    # ------------------------------------------------------------------ helpers
    @property
    def bart(self) -> BoardArt:
        if self._bart is None:
            self._bart = BoardArt(self.deck, self.obs.subjects, self.services.art)
        return self._bart

    @property
    def cart(self) -> Any:
        return card_art(self.services.art)

    def card(self, cid: int) -> Any:
        return self.deck[cid]

    @property
    def instant(self) -> bool:
        return self.speed <= 0

    @property
    def reduced_motion(self) -> bool:
        try:
            return bool(self.services.setting("reduce_motion"))
        except Exception:  # noqa: BLE001 - a spectator or test session without settings
            return False

    def seat_angle(self, seat: int) -> int:
        return geo.angle_for(seat, self.n)

    def name(self, seat: Any) -> str:
        return self.session.names[seat] if isinstance(seat, int) and 0 <= seat < self.n \
            else "?"

    def solo_view(self) -> bool:
        """Hole cards need no Peek: a lone human, or everything face up in the kiosk."""
        viewer = self.session.display_viewer
        return viewer == EVERYONE or (viewer is not None and len(self.session.humans) == 1)

    def may_show(self, seat: int) -> bool:
        """Whether `seat`'s own hole cards may be drawn face up now (§13)."""
        viewer = self.session.display_viewer
        if viewer == EVERYONE:
            return True
        if viewer is None or viewer != seat:
            return False
        return len(self.session.humans) == 1 or self.peeking

    def hand_size(self) -> tuple[int, int]:
        rows = geo.seat_rows(self.n)
        return card_size(max(70, min(112, rows[0].height - 34)))

    def slot(self, seat: int, hand: int, index: int, split: bool) -> tuple[float, float]:
        row = geo.seat_rows(self.n)[seat]
        w, h = self.hand_size()
        room = row.right - 10 - (row.x + 196)
        if split:
            step = min(w * 0.5, (room - 2 * w - 16) / 8)
            x0 = row.x + 196 + w / 2 + hand * (step * 4 + w + 16)
        else:
            step = min(w + 6, (room - w) / 4)
            x0 = row.x + 196 + w / 2
        return (x0 + index * step, row.centery + 4)

    def tell_slot(self, index: int, count: int) -> tuple[float, float]:
        gap = tell_gap(count)
        x0 = geo.LEFT.centerx - gap * (count - 1) / 2
        return (x0 + index * gap, TELL_Y)

    def telling(self) -> bool:
        """The left side shows the conspiracy (not the hands)."""
        if self.tell_sprites or self.theory_shown is not None:
            return True
        return self.obs.phase in ("tell", "vote") and not self.fresh_hand

    # ------------------------------------------------------------------ snapping
    def resync(self) -> None:
        s = self.session
        self.fresh_hand = False
        self.obs = obs = s.game.observe(s.display_viewer)
        self.public = pub = s.game.observe(None)
        split = obs.split
        self.hand_sprites = []
        size = self.hand_size()
        for p in range(self.n):
            hands = []
            for h, cards in enumerate(obs.hands[p]):
                row = []
                for i, cid in enumerate(cards):
                    public = pub.hands[p][h][i] >= 0
                    sp = CardSprite(None, *self.slot(p, h, i, split[p]), face_up=cid >= 0,
                                    size=size)
                    sp.tag = (cid, public, p)
                    row.append(sp)
                hands.append(row)
            self.hand_sprites.append(hands or [[]])
        self.tiles = {}
        for cell, cid in enumerate(obs.board):
            if cid >= 0:
                x, y = geo.cell_centre(cell)
                self.tiles[cell] = Tile(cid, obs.owner[cell], self.seat_angle(obs.owner[cell]),
                                        x, y)
        for cid, cell in obs.placed:
            x, y = geo.cell_centre(cell)
            self.tiles[cell] = Tile(cid, obs.teller, self.seat_angle(obs.teller), x, y,
                                    landed=False)
        self.tell_sprites = []
        if obs.phase in ("tell", "vote"):
            for i, cid in enumerate(obs.to_place):
                sp = CardSprite(self.card(cid), *self.tell_slot(i, len(obs.to_place)),
                                face_up=True, size=TELL_SIZE)
                sp.tag = (cid, True, obs.teller)
                self.tell_sprites.append(sp)
            self.pick = min(self.pick, max(0, len(obs.to_place) - 1))
        else:
            self.pick = 0
            self.typed = ""
        if obs.phase == "play" or obs.phase == "bank":
            self.rank_labels = {}
        self.refresh_controls()
        self.invalidate()

    def clear_effects(self) -> None:
        self.banner = None
        self.notice = None
        self.floaters.clear()
        self.theory_shown = None

    # ------------------------------------------------------------------ the loop
    @property
    def animating(self) -> bool:
        base = self.tweens.busy or self.waiting_overlay is not None
        if self._in_loop:
            return base
        return base or self.clock_running() or self.banner is not None or bool(self.floaters) \
            or self.notice is not None or self.pulsing()

    def pulsing(self) -> bool:
        """Lit cells and the Peek reminder breathe while a human places or decides."""
        return self.obs.phase == "tell" and self.session.human_to_act \
            and self.session.display_viewer == self.obs.teller

    def update(self, dt: float) -> None:
        self.t += dt
        fade = 0.0 if self.instant else dt * max(self.speed, 0.25)
        if self.banner is not None:
            self.banner.life -= fade if fade else self.banner.life
            if self.banner.life <= 0:
                self.banner = None
        for f in self.floaters:
            f[4] -= fade if fade else f[4]
            f[2] -= dt * 30
        self.floaters = [f for f in self.floaters if f[4] > 0]
        if self.notice is not None and (self.stack is None or self.stack.top is self):
            # real seconds while it can be read (not under the board read large)
            self.notice.age += dt
        self.tick_clock(dt)
        self._in_loop = True
        try:
            super().update(dt)
        finally:
            self._in_loop = False

    # ------------------------------------------------------------------ the countdown
    def clock_due(self) -> bool:
        """A human teller at the screen, the timer on and not waived (§6.1)."""
        s, obs = self.session, self.obs
        if obs.phase != "tell" or obs.waived or not s.human_to_act:
            return False
        if s.display_viewer != obs.teller or s.seats[obs.teller] != "human":
            return False
        timer = dict(obs.options).get("timer", 0)
        top = self.stack.top if self.stack is not None else None
        # (the board read large over the table keeps it ticking: zoom.py)
        return bool(timer) and (top is self or getattr(top, "keeps_clock", False))

    def clock_running(self) -> bool:
        """Ticking: due, nothing moving, and no banner over the table ("tell us the
        conspiracy!" is read before the seconds count, §6.1: the placement view is open).
        It stands still while the four link phrases are offered (§6.3 as amended: reading
        them is not the race) and runs again once one is chosen."""
        return self.clock is not None and self.clock_due() and not self.tweens.busy \
            and self.banner is None and not self.obs.offered

    def tick_clock(self, dt: float) -> None:
        obs = self.obs
        if obs.phase != "tell" or obs.waived:
            self.clock = None
            self.clock_for = None
            return
        key = (obs.hand_no, obs.teller, int(obs.inquisition))
        if self.clock_for != key and self.clock_due():
            self.clock_for = key
            self.clock = float(dict(obs.options).get("timer", 0))
        if not self.clock_running():
            return
        assert self.clock is not None
        before = self.clock
        self.clock -= dt
        if self.clock < 5 and int(before) != int(self.clock) and self.clock > 0:
            self.services.sound.play("click")  # the last seconds tick
        if self.clock <= 0:
            self.clock = 0.0
            if any(isinstance(a, TimeOut) for a in self.session.legal()):
                self.services.sound.play("error")
                self.clock = None
                self.act(TimeOut())

    # ------------------------------------------------------------------ acting
    def act(self, action: Any) -> None:
        """Submit a human's action (illegal: said, nothing lost)."""
        self.peeking = False
        self.submit(action)

    def after_submit(self) -> None:
        if self.session.shown:  # the picture moves on when the events have been shown
            self.bar.clear()
            self.phrase_bar.clear()
            self.vote_bar.clear()
            return
        self.obs = self.session.game.observe(self.session.display_viewer)
        self.refresh_controls()

    def human_turn(self) -> None:
        obs = self.session.game.observe(self.session.display_viewer)
        if obs != self.obs:
            self.obs = obs
            self.refresh_controls()

    def bot_paced(self) -> bool:
        return True

    def status_pieces(self) -> list[tuple[str, str]]:
        obs = self.public
        return [("hand", f"Hand {obs.hand_no}"), ("deck", f"Deck {obs.deck_count}"),
                ("discard", f"Discard {obs.discard_count}"),
                ("scores", " ".join(f"{self.name(p)} {obs.scores[p]}" for p in range(self.n)))]


def open_table(session: Session, **kwargs: Any) -> PontoonTable:
    """The registry's older name for this table's constructor."""
    return PontoonTable(session, **kwargs)

