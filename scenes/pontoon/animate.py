"""Every engine event of Conspiracy Pontoon as tweens: the deal, twists, busts, the
showdown, the winning cards flying to the telling panel and onto the board, neighbours
swinging round to the teller, the theory, failures, votes and the Inquisition."""

from __future__ import annotations

from typing import Any

import pygame

from scenes.cards import motion
from scenes.cards.layout import CardSprite
from scenes.pontoon import geometry as geo
from scenes.pontoon.geometry import TELL_SIZE
from scenes.pontoon.notice import Notice, failure_notice
from scenes.pontoon.pieces import Banner, Tile
from scenes.pontoon.theory_record import note_told, note_verdict
from scenes.shell.match.session import Shown
from scenes.ui import text as ui_text
from scenes.ui import theme
from scenes.ui.tween import Call, Parallel, Sequence, Task, Tween, Wait

GOLD = (250, 214, 90)
FLOAT_PX = 22  # a floating word's size
FLOAT_GAP = 4  # between two floating words of one seat
RED = (236, 96, 80)
GREEN = (130, 220, 150)


class TableAnimation:
    """Mixed into PontoonTable."""

    session: Any
    n: int
    notice: Notice | None = None  # why a theory failed, until dismissed (notice.py)

    def steps_for(self, shown: Shown) -> list[Task]:
        view = shown.view
        kind = str(view.get("kind", ""))
        if kind in ("waiver", "heckle"):  # an engine before the vote events' "vote" field
            view = {**view, "vote": kind}
            kind = "vote_result" if "passed" in view else "vote_started"
        handler = getattr(self, "_ev_" + kind, None)
        if handler is None:
            return []
        # Built when reached: the sprites it moves may be made by the events before it.
        return [_Lazy(lambda: Sequence(*handler(view)))]

    # ------------------------------------------------------------------ small pieces
    def _banner(self, text: str, colour: tuple[int, int, int] = GOLD, hold: float = 1.1,
                small: bool = False, wait: float | None = None) -> list[Task]:
        def show() -> None:
            if not self.instant:
                self.banner = Banner(text, colour, hold + 0.5, small)

        return [Call(show), Wait(hold * 0.6 if wait is None else wait)]

    def _float(self, text: str, seat: int, colour: tuple[int, int, int] = GOLD) -> Task:
        def add() -> None:
            if self.instant:
                return
            x, y = self.float_spot(seat)
            self.add_floater(text, seat, x, y, colour)

        return Call(add)

    def add_floater(self, text: str, seat: int, x: float, y: float,
                    colour: tuple[int, int, int]) -> None:
        """A seat's new floating word at (x, y); the seat's words still in the air that it
        would cover are pushed up above it, each above the one below (issue 22: "Twist!"
        lay over "sticks"). They rise at one speed, so once apart they stay apart."""
        new = [text, x, y, colour, 1.4, seat]
        below = floater_rect(new)
        for old in sorted((f for f in self.floaters if f[5] == seat), key=lambda f: -f[2]):
            rect = floater_rect(old)
            beside = rect.right <= below.left or rect.left >= below.right
            if not beside and rect.bottom + FLOAT_GAP > below.top:
                old[2] = below.top - FLOAT_GAP - rect.height / 2
                rect = floater_rect(old)
            below = rect
        self.floaters.append(new)

    def float_spot(self, seat: int) -> tuple[int, int]:
        """Where a seat's floating word starts: clear of its name (it rises from there),
        right of the hand's cards in the row, or inside the board off the seat's edge."""
        if not self.telling():
            row = geo.seat_rows(self.n)[seat]
            return row.right - 70, row.bottom - 24
        band = geo.edge_rect(geo.side_of(seat, self.n))
        cx, cy = geo.BOARD.center
        return (band.centerx + (cx - band.centerx) // 6,
                band.centery + (cy - band.centery) // 6)

    def _sound(self, name: str) -> Task:
        return Call(lambda: self.services.sound.play(name))

    def _hand(self, p: int, h: int) -> list[CardSprite]:
        hands = self.hand_sprites[p]
        while len(hands) <= h:
            hands.append([])
        return hands[h]

    def _reveal(self, p: int, h: int, cards: list[int]) -> list[Task]:
        """A hand's cards turn face up (their ids are public in the event)."""
        tasks: list[Task] = []
        hand = self._hand(p, h)
        for i, cid in enumerate(cards):
            if i < len(hand):
                sp = hand[i]
                was_up = sp.tag[1]
                sp.tag = (cid, True, p)
                if not was_up:
                    sp.face_up = False
                    tasks.append(motion.flip(sp, True, 0.22))
                else:
                    sp.face_up = True
        return [Parallel(*tasks)] if tasks else []

    # ------------------------------------------------------------------ Pontoon
    def _ev_first_banker(self, v: dict) -> list[Task]:
        return self._banner(f"{self.name(v['banker'])} cuts highest and takes the bank")

    def _ev_hand_started(self, v: dict) -> list[Task]:
        def clear() -> None:
            self.hand_sprites = [[[]] for _ in range(self.n)]
            self.tell_sprites = []
            self.rank_labels = {}
            self.theory_shown = None
            self.hand_seen = int(v.get("hand") or 0)
            self.fresh_hand = True  # the telling panel's old news is gone
            self.tiles = {c: t for c, t in self.tiles.items() if t.landed}

        return [Call(clear), self._sound("draw"),
                *self._banner(f"Hand {v.get('hand')}: {self.name(v.get('banker'))} banks",
                              theme.INK, hold=0.7, small=True, wait=0.2)]

    def _new_card(self, p: int, h: int, cid: int, public: bool) -> Task:
        split = len(self.hand_sprites[p]) > 1

        def start() -> None:
            hand = self._hand(p, h)
            sp = CardSprite(None, *geo.deck_spot(), face_up=cid >= 0, size=self.hand_size())
            sp.tag = (cid, public, p)
            hand.append(sp)
            holder.append(sp)

        holder: list[CardSprite] = []
        index = len(self._hand(p, h))
        to = self.slot(p, h, index, split)

        def fly() -> Task:
            return motion.fly(holder[0], to, 0.16) if holder else Wait(0)

        return Sequence(Call(start), _Lazy(fly))

    def _ev_dealt(self, v: dict) -> list[Task]:
        p, h = v["player"], v.get("hand", 0)
        cid = v.get("card", v.get("joker", -1))
        return [self._new_card(p, h, cid, "joker" in v)]

    def _ev_twisted(self, v: dict) -> list[Task]:
        p, h = v["player"], v.get("hand", 0)
        return [self._sound("flip"), self._new_card(p, h, v["card"], True),
                self._float("Twist!", p, theme.INK)]

    def _ev_split(self, v: dict) -> list[Task]:
        p = v["player"]
        a, b = v["cards"]
        hand = self._hand(p, 0)
        moves = []
        new: list[list[CardSprite]] = [[], []]
        for k, cid in enumerate((a, b)):
            sp = hand[k] if k < len(hand) else CardSprite(None, *geo.deck_spot(),
                                                          size=self.hand_size())
            sp.tag = (cid, True, p)
            sp.face_up = True
            new[k].append(sp)
            moves.append(motion.fly(sp, self.slot(p, k, 0, True), 0.25))
        self.hand_sprites[p] = new
        return [self._float("Split!", p), Parallel(*moves)]

    def _ev_declared(self, v: dict) -> list[Task]:
        p = v["player"]
        return [*self._reveal(p, 0, v["cards"]), self._sound("victory"),
                *self._banner(f"{self.name(p)}: PONTOON!", GOLD)]

    def _ev_stuck(self, v: dict) -> list[Task]:
        p = v["player"]
        return [self._float("must stick" if v.get("forced") else "sticks", p, theme.INK),
                Wait(0.15)]

    def _ev_bust(self, v: dict) -> list[Task]:
        p, h = v["player"], v.get("hand", 0)
        return [*self._reveal(p, h, v["cards"]), self._sound("insanity"),
                *self._banner(f"{self.name(p)} is BUST!", RED, hold=0.9)]

    def _ev_five_card_trick(self, v: dict) -> list[Task]:
        return [self._sound("victory"),
                *self._banner(f"{self.name(v['player'])}: five-card trick!", GOLD)]

    def _ev_banker_reveal(self, v: dict) -> list[Task]:
        p = v["player"]
        steps = self._reveal(p, 0, v["cards"])
        if v.get("pontoon"):
            steps += [self._sound("victory"),
                      *self._banner(f"The banker, {self.name(p)}, has PONTOON!")]
        return [self._float("banker shows", p, theme.INK), *steps, Wait(0.2)]

    def _ev_showdown(self, v: dict) -> list[Task]:
        tasks: list[Task] = []
        for entry in v["hands"]:
            tasks += self._reveal(entry["player"], entry["hand"], entry["cards"])
            self.rank_labels[(entry["player"], entry["hand"])] = entry["rank"]
        return [Parallel(*tasks) if tasks else Wait(0), Wait(0.4)]

    def _ev_void_hand(self, v: dict) -> list[Task]:
        return [self._sound("insanity"),
                *self._banner("Everyone's bust! No conspiracy this time.", RED)]

    def _ev_hand_won(self, v: dict) -> list[Task]:
        p, h = v["player"], v.get("hand", 0)
        cards = list(v["cards"])
        hand = self._hand(p, h)
        pops = [motion.pop(sp, 26, 0.35) for sp in hand]

        def to_panel() -> None:
            self.hand_sprites[p][h] = []
            self.tell_sprites = []
            for i, cid in enumerate(cards):
                old = hand[i] if i < len(hand) else None
                sp = CardSprite(self.card(cid), old.x if old else geo.deck_spot()[0],
                                old.y if old else geo.deck_spot()[1], True, size=TELL_SIZE)
                sp.tag = (cid, True, p)
                self.tell_sprites.append(sp)

        def fly() -> Task:
            count = len(self.tell_sprites)
            return motion.deal(self.tell_sprites,
                               [self.tell_slot(i, count) for i in range(count)], 0.06, 0.35)

        return [Parallel(*pops) if pops else Wait(0), self._sound("victory"),
                *self._banner(f"{self.name(p)} wins the hand with {v.get('rank')}!", GOLD,
                              hold=1.2), Call(to_panel), _Lazy(fly)]

    def _ev_bank_passed(self, v: dict) -> list[Task]:
        return []

    def _ev_called_it_a_night(self, v: dict) -> list[Task]:
        return [self._float("yawns…", v["player"], theme.INK)]

    # ------------------------------------------------------------------ the conspiracy
    def _ev_conspiracy_started(self, v: dict) -> list[Task]:
        t = v["teller"]
        return [*self._banner(f"{self.name(t)}, tell us the conspiracy!", GOLD, hold=1.0,
                              wait=0.5)]

    def _ev_card_placed(self, v: dict) -> list[Task]:
        cid, cell, owner = v["card"], v["cell"], v["owner"]
        sp = next((s for s in self.tell_sprites if s.tag and s.tag[0] == cid), None)
        x, y = (sp.x, sp.y) if sp is not None else geo.deck_spot()
        tile = Tile(cid, owner, 0.0, x, y, landed=False)
        tx, ty = geo.cell_centre(cell)

        def lift() -> None:
            if sp is not None and sp in self.tell_sprites:
                self.tell_sprites.remove(sp)
            self.tiles[cell] = tile

        bot = self.session.seats[owner] != "human"
        steps: list[Task] = [Call(lift), self._sound("place"),
                             Tween(tile, 0.42, ease="outCubic", x=float(tx), y=float(ty),
                                   angle=float(self.seat_angle(owner)))]
        if bot:
            steps.append(Wait(0.35))
        return steps

    def _ev_linked(self, v: dict) -> list[Task]:
        bot = self.obs.teller >= 0 and self.session.seats[self.obs.teller] != "human"
        return [self._sound("click"), Wait(0.45 if bot else 0.0)]

    def _ev_cards_turned(self, v: dict) -> list[Task]:
        owner = v["owner"]
        goal = float(self.seat_angle(owner))
        tasks: list[Task] = []
        for k, cell in enumerate(v["cells"]):
            tile = self.tiles.get(cell)
            if tile is None:
                continue
            delta = (goal - tile.angle + 180) % 360 - 180
            if abs(delta) < 1 and tile.owner == owner:
                continue
            if delta == -180 and k % 2:
                delta = 180  # half swing one way, half the other: it looks alive
            dur = 0.0 if self.reduced_motion else 0.5

            def swap(t: Any = tile) -> None:
                t.owner = owner

            tasks.append(Sequence(Wait(0.08 * k),
                                  Tween(tile, dur / 2, ease="inQuad", angle=tile.angle + delta / 2),
                                  Call(swap),
                                  Tween(tile, dur / 2, ease="outBack", angle=tile.angle + delta)))
        if not tasks:
            return []
        k = len(tasks)
        return [self._sound("flip"), Parallel(*tasks),
                self._float(f"+{k} turned to {self.name(owner)}", owner, GREEN)]

    def _ev_theory_told(self, v: dict) -> list[Task]:
        text = str(v.get("text", ""))
        teller = v["teller"]

        def show() -> None:
            self.theory_shown = (teller, text)

        note_told(self.theories, self.hand_now_seen(), teller, text)
        # Time to read it, in real seconds: the stack runs tweens at the animation speed
        # (up to 8x), which left a bot's theory up for a blink (issue 22). A click skips.
        hold = min(8.0, 2.0 + len(text) / 30) * max(1.0, self.anim_speed())
        return [Call(show), self._sound("accusation"), Wait(hold)]

    def anim_speed(self) -> float:
        return float(getattr(self.stack, "speed", 1.0) or 1.0)

    def hand_now_seen(self) -> int:
        return int(self.__dict__.get("hand_seen") or self.obs.hand_no)

    def _ev_conspiracy_succeeded(self, v: dict) -> list[Task]:
        def land() -> None:
            for tile in self.tiles.values():
                tile.landed = True

        turned = v.get("turned")
        k = len(turned) if isinstance(turned, (list, tuple)) else 0
        said = f"it stands, {k} card{'s' * (k != 1)} beside it now theirs" if k else "it stands"
        note_verdict(self.theories, self.hand_now_seen(), v["teller"], said)
        return [Call(land), self._sound("victory"), Wait(0.3)]

    def _ev_conspiracy_failed(self, v: dict) -> list[Task]:
        why = {"time": "too slow", "heckled": "heckled off", "no legal line":
               "nowhere to put it"}.get(v.get("why"), v.get("why"))
        loose = [t for t in self.tiles.values() if not t.landed]
        fades = [Tween(t, 0.4, alpha=0.0) for t in loose] + \
                [Tween(s, 0.4, alpha=0) for s in self.tell_sprites]

        def drop() -> None:
            self.tiles = {c: t for c, t in self.tiles.items() if t.landed}
            self.tell_sprites = []

        note_verdict(self.theories, self.hand_now_seen(), v["teller"], f"it collapses ({why})")
        if self.session.humans and not self.instant:
            # Said until dismissed (or NOTICE_SECONDS), before the next hand: a banner
            # went by too fast to explain the empty board that followed (issue 31).
            return [self._sound("insanity"), Call(lambda: self.show_failure(v)),
                    Parallel(*fades) if fades else Wait(0), Call(drop),
                    # (a phone's "Go on" dismisses it as a press at the TV does: issue 32)
                    self.wait_for_ack(  # type: ignore[attr-defined]
                        "why the theory failed",
                        lambda: self.notice is None or self.notice.over,
                        self.dismiss_notice),
                    Call(self.dismiss_notice)]
        return [self._sound("insanity"),
                *self._banner(f"{self.name(v['teller'])}'s conspiracy collapses ({why})!",
                              RED, hold=1.3),
                Parallel(*fades) if fades else Wait(0), Call(drop)]

    def show_failure(self, v: dict) -> None:
        """The notice of a failed conspiracy, counted from the cards still on show."""
        placed = sum(1 for t in self.tiles.values() if not t.landed)
        total = placed + len(self.tell_sprites)
        timer = int(dict(self.obs.options).get("timer", 0) or 0)
        self.banner = None  # "TIME'S UP!" gives way to the why
        self.notice = failure_notice(str(v.get("why")), self.name(v["teller"]), placed,
                                     total, timer)

    def dismiss_notice(self) -> None:
        self.notice = None

    def _ev_timed_out(self, v: dict) -> list[Task]:
        return [self._sound("error"), *self._banner("TIME'S UP!", RED, hold=1.0)]

    def _ev_vote_started(self, v: dict) -> list[Task]:
        what = "Entertaining enough to finish?" if v.get("vote") == "waiver" \
            else "Heckle: did they mention everything?"
        return self._banner(f"Vote! {what}", GOLD, hold=1.0, small=True)

    def _ev_vote_result(self, v: dict) -> list[Task]:
        passed = bool(v.get("passed"))
        self.votes_seen.append((str(v.get("vote")), passed))
        if v.get("vote") == "waiver":
            text = "The table says: finish it!" if passed else "The table says: too slow!"
        else:
            text = "Heckled off!" if passed else "The theory stands!"
        return [self._sound("accusation"), *self._banner(text, GREEN if passed else RED)]

    # ------------------------------------------------------------------ the Inquisition
    def _ev_inquisition(self, v: dict) -> list[Task]:
        tasks: list[Task] = []
        for p, cards in enumerate(v.get("hands", [])):
            flat = [sp for hand in self.hand_sprites[p] for sp in hand]
            for sp, cid in zip(flat, cards, strict=False):
                if not sp.tag[1]:
                    sp.tag = (cid, True, p)
                    sp.face_up = False
                    tasks.append(motion.flip(sp, True, 0.22))
                else:
                    sp.tag = (cid, True, p)
        return [self._sound("accusation"),
                *self._banner("NOBODY EXPECTS THE SPANISH INQUISITION!", RED, hold=1.8),
                Parallel(*tasks) if tasks else Wait(0)]

    def _ev_inquisition_turn(self, v: dict) -> list[Task]:
        p = v["player"]
        cards = list(v["cards"])

        def to_panel() -> None:
            flat = {sp.tag[0]: sp for hand in self.hand_sprites[p] for sp in hand}
            self.hand_sprites[p] = [[]]
            self.tell_sprites = []
            for cid in cards:
                old = flat.get(cid)
                x, y = (old.x, old.y) if old else geo.deck_spot()
                sp = CardSprite(self.card(cid), x, y, True, size=TELL_SIZE)
                sp.tag = (cid, True, p)
                self.tell_sprites.append(sp)

        def fly() -> Task:
            count = len(self.tell_sprites)
            return motion.deal(self.tell_sprites,
                               [self.tell_slot(i, count) for i in range(count)], 0.05, 0.3)

        return [*self._banner(f"{self.name(p)} faces the Inquisition: place {v['line']}!",
                              GOLD, hold=0.9), Call(to_panel), _Lazy(fly)]

    def _ev_inquisition_discard(self, v: dict) -> list[Task]:
        return [self._float("cards discarded", v["player"], RED)]

    def _ev_hand_over(self, v: dict) -> list[Task]:
        return [Wait(0.35)]

    def _ev_game_over(self, v: dict) -> list[Task]:
        w = v.get("winners") or []
        who = " and ".join(self.name(p) for p in w) if w else "The Inquisition"
        return [self._sound("victory"), *self._banner(f"{who} win{'s' * (len(w) <= 1)}!",
                                                      GOLD, hold=1.5)]


def floater_rect(floater: list[Any]) -> pygame.Rect:
    """Where a floating word [text, x, y, colour, life, seat] is drawn (centred on x, y)."""
    w, h = ui_text.font(FLOAT_PX).size(floater[0])
    return pygame.Rect(round(floater[1] - w / 2), round(floater[2] - h / 2), w, h)


class _Lazy(Task):
    """A task built when reached (its sprites exist only by then)."""

    def __init__(self, make: Any) -> None:
        super().__init__()
        self.make = make
        self.task: Task | None = None

    def _advance(self, dt: float) -> float:
        if self.task is None:
            self.task = self.make()
        left = self.task.advance(dt)
        if not self.task.running:
            self.done = True
            return left
        return 0.0

    def _finish(self) -> None:
        if self.task is None:
            self.task = self.make()
        self.task.finish()
