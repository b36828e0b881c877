"""Ninety-Nine's table: every engine event as an animation (the deal, plays, the count
rolling, boundary bursts, reversals, draws, the stock's shuffle, the pass, round end).
A mixin of `NinetyNineTable`: it reads and moves the table's own sprites."""


from __future__ import annotations

from typing import Any

from game.core.contract import EVERYONE
from game.ninety_nine.cards import BY_TEXT, RANK
from scenes.cards import MEDIUM, SMALL, CardSprite, fly, shuffle
from scenes.cards.flight import Flights, Leg
from scenes.ninety_nine import choices as ch
from scenes.shell.match.session import Shown
from scenes.ui.tween import Call as Do
from scenes.ui.tween import Parallel, Sequence, Task, Tween, ValueTween, Wait

# A bot's play stays on the table this long before the next one (scaled by the
# animation speed like every tween; none at "instant"): long enough to read the log.
READ_PAUSE = 1.2
BANNER_SECONDS = 2.2  # a reversal or a nomination: long enough to read from the sofa


class Effect:
    """A passing text or burst drawn over the table (tweened fields)."""

    __slots__ = ("kind", "text", "colour", "x", "y", "alpha", "scale")

    def __init__(self, kind: str, text: str, colour: tuple[int, int, int], x: float,
                 y: float) -> None:
        self.kind, self.text, self.colour = kind, text, colour
        self.x, self.y, self.alpha, self.scale = x, y, 255.0, 1.0


def _sorted(ids: Any) -> list[int]:
    return sorted(ids, key=lambda c: (c < 0, RANK[c] if c >= 0 else 0, c))


class EventAnimations:
    """`steps_for` and a handler per event kind (`_on_<kind>`)."""

    # ------------------------------------------------------------------ animation
    def steps_for(self, shown: Shown) -> list[Task]:
        v = shown.view
        k = v["kind"]
        fn = getattr(self, f"_on_{k}", None)
        return fn(v) if fn is not None else []

    def _seen(self, p: int) -> bool:
        viewer = self.shown_viewer()
        return viewer == EVERYONE or viewer == p

    def _flyer(self, cid: int, at: tuple[float, float], size=MEDIUM, up=False) -> CardSprite:
        sprite = CardSprite(ch.card(cid) if cid >= 0 else None, at[0], at[1], up, size,
                            accent=ch.accent(cid) if cid >= 0 else None)
        return sprite

    def _flights(self, legs: list[Leg]) -> Task:
        """Cards flying together, timed on the table's clock (one task for them all)."""
        return Flights(self.tweens, self.flyers, legs)

    def _on_deal(self, v: dict) -> list[Task]:
        n = len(v["hand_sizes"])

        def reset() -> None:
            self.hands = [[] for _ in range(n)]
            self.pile, self.stock, self.count = [], v["stock"] + 3 * n, 0.0
            self.plays, self.round_points, self.actor = [], [0] * n, -1
            self.direction, self.dealer, self.round_no = 1, v["dealer"], v["round"]
            self.new_marks, self.chosen = set(), set()
            self.banner(f"Round {v['round']} · {self.session.names[v['dealer']]} deals", 1.1)
            self.services.sound.play("draw")

        legs: list[Leg] = []
        i = 0
        for _lap in range(3):
            for s in range(1, n + 1):
                p = (v["dealer"] + s) % n

                def land(p: int = p) -> None:
                    self.hands[p].append(-1)
                    self.stock -= 1

                # From the stock's size to the size of the cards at the seat.
                sprite = self._flyer(-1, self.stock_pos(), MEDIUM)
                legs.append(Leg(sprite, self.seat_card_pos(p), 0.26, i * 0.06, land=land,
                                size=self.seat_card_size(p)))
                i += 1
        return [Do(reset), self._flights(legs)]

    def _on_dealt(self, v: dict) -> list[Task]:
        if "hand" not in v:
            return []
        p = v["player"]
        ids = [BY_TEXT[t] for t in v["hand"]]

        def show() -> None:
            self.hands[p] = _sorted(ids)
            self.flip_in = {(p, c) for c in ids}

        return [Do(show), self.flip_task(0.3)]

    def _on_played(self, v: dict) -> list[Task]:
        p = v["player"]
        ids = [BY_TEXT[t] for t in v["cards"]]
        legs: list[Leg] = []
        up = self._seen(p)
        for j, cid in enumerate(ids):
            sprite = self._flyer(cid, (0, 0), MEDIUM, up)
            x, y, a = self.pile_slot(len(self.pile) + j)

            def prep(cid: int = cid, sprite: CardSprite = sprite) -> None:
                sprite.x, sprite.y = self.card_pos(p, cid)
                sprite.size = self.seat_card_size(p)  # as it lay in the hand
                hand = self.hands[p]
                if cid in hand:
                    hand.remove(cid)
                elif -1 in hand:
                    hand.remove(-1)
                self.new_marks.discard(cid)

            def land(cid: int = cid, last: bool = j == len(ids) - 1) -> None:
                self.pile.append(cid)
                self.pile = self.pile[-8:]
                self.services.sound.play("place")
                if last:  # the log's line: the history's entry for this play
                    a, b = ids[0], ids[1] if len(ids) > 1 else -1
                    self.plays.append((p, a, b, v["choice"], 0))

            legs.append(Leg(sprite, (x, y), 0.38, j * 0.12, angle=a,
                            face_up=None if up else True, prep=prep, land=land, size=MEDIUM))
        steps: list[Task] = [self._flights(legs), Wait(0.05)]
        if self.session.seats[p] != "human":
            steps.append(Wait(READ_PAUSE))
        return steps

    def _on_count_changed(self, v: dict) -> list[Task]:
        dur = min(0.9, 0.25 + abs(v["new"] - v["old"]) * 0.03)

        def setc(x: float) -> None:
            self.count = x

        return [ValueTween(setc, float(v["old"]), float(v["new"]), dur, ease="outCubic")]

    def _on_points(self, v: dict) -> list[Task]:
        p, pts, why = v["player"], v["points"], v["why"]
        tasks: list[Task] = []
        if why.startswith("boundary"):
            bnd = why.split()[1]
            tasks.append(Do(lambda: self.burst(bnd)))
        cx, cy = self.count_pos() if why.startswith("boundary") else self.seat_centre(p)
        fx = Effect("float", f"+{pts}", (255, 120, 90), cx, cy)
        tx, ty = self.seat_centre(p)

        def add() -> None:
            self.effects.append(fx)

        def done() -> None:
            if fx in self.effects:
                self.effects.remove(fx)
            self.scores[p] = float(v["score"])
            if p < len(self.round_points):
                self.round_points[p] += pts
            self.services.sound.play("error" if pts >= 3 else "click")

        tasks += [Do(add), Tween(fx, 0.55, ease="inOutCubic", x=tx, y=ty), Do(done)]
        return [Sequence(*tasks)]

    def _on_direction_reversed(self, v: dict) -> list[Task]:
        def end() -> None:
            self.direction = v["direction"]
            self.dir_turn = 0.0

        who = self.session.names[v["player"]]
        self.banner(f"{who} reverses: play goes "
                    f"{'clockwise' if v['direction'] == 1 else 'anticlockwise'}", BANNER_SECONDS)
        return [Tween(self, 0.45, ease="inOutCubic", dir_turn=1.0), Do(end)]

    def _on_nominated(self, v: dict) -> list[Task]:
        names = self.session.names
        line = f"{names[v['player']]} sends {names[v['nominee']]} next"
        return [Do(lambda: self.banner(line, BANNER_SECONDS)), Wait(0.35)]

    def _on_drew(self, v: dict) -> list[Task]:
        p = v["player"]
        cid = BY_TEXT[v["card"]] if "card" in v else -1
        # From the stock's size to the seat's: small in the replay's aside panel, where
        # it flew in at the hand's large size.
        sprite = self._flyer(cid, self.stock_pos(), MEDIUM)

        def took() -> None:
            self.stock = v["stock"]

        def land() -> None:
            if cid >= 0:
                self.hands[p] = _sorted(self.hands[p] + [cid])
            else:
                self.hands[p].append(-1)

        return [Do(took), self._flights([Leg(sprite, self.seat_card_pos(p), 0.3, land=land,
                                             face_up=True if cid >= 0 else None,
                                             size=self.seat_card_size(p))])]

    def _on_stock_rebuilt(self, v: dict) -> list[Task]:
        centre = self.stock_pos()
        sprites = [self._flyer(-1, self.pile_slot(i)[:2], MEDIUM) for i in range(10)]

        def start() -> None:
            self.pile = self.pile[-1:]
            self.flyers.extend(sprites)
            self.banner("The stock ran out: the pile is shuffled", 1.0)

        def end() -> None:
            for s in sprites:
                if s in self.flyers:
                    self.flyers.remove(s)
            self.stock = v["stock"]

        gather = Parallel(*[fly(s, centre, 0.3, delay=i * 0.02) for i, s in enumerate(sprites)])
        return [Do(start), gather, shuffle(sprites, centre, 0.7), Do(end)]

    def _on_pass_started(self, v: dict) -> list[Task]:
        way = "clockwise" if v["direction"] == 1 else "anticlockwise"
        text = "Everyone passes a random card" if v.get("quick") else \
            f"Pass! Everyone gives one card {way}"

        def start() -> None:
            self.passers = set(v["waiting"])
            self.actor = -1
            self.banner(text, 1.2)

        return [Do(start), Wait(0.5)]

    def _on_pass_chosen(self, v: dict) -> list[Task]:
        def mark() -> None:
            self.passers.discard(v["player"])
            if "card" in v:
                self.chosen.add(BY_TEXT[v["card"]])

        return [Do(mark)]

    def _on_passed(self, v: dict) -> list[Task]:
        n = len(self.hands)
        legs: list[Leg] = []
        for p in v["players"]:
            q = (p + v["direction"]) % n
            # In transit a card is nobody's to see: a back, lifted on the way.
            legs.append(Leg(self._flyer(-1, (0, 0), SMALL), self.seat_card_pos(q), 0.6,
                            hop=18.0, size=self.seat_card_size(q)))

        def start() -> None:
            for leg, p in zip(legs, v["players"]):
                hand = self.hands[p]
                known = [c for c in hand if c in self.chosen] if self._seen(p) else []
                cid = known[0] if known else -1
                leg.sprite.x, leg.sprite.y = self.card_pos(p, cid)
                leg.sprite.size = self.seat_card_size(p)
                if cid in hand:
                    hand.remove(cid)
                elif -1 in hand:
                    hand.remove(-1)
                elif hand:
                    hand.pop()
            self.chosen = set()
            self.passers = set()

        def end() -> None:
            for p in v["players"]:
                self.hands[(p + v["direction"]) % n].append(-1)

        return [Do(start), self._flights(legs), Do(end)]

    def _on_card_received(self, v: dict) -> list[Task]:
        if "card" not in v:
            return []
        q, cid = v["player"], BY_TEXT[v["card"]]

        def show() -> None:
            hand = self.hands[q]
            if -1 in hand:
                hand.remove(-1)
            self.hands[q] = _sorted(hand + [cid])
            self.new_marks.add(cid)
            self.flip_in = {(q, cid)}

        return [Do(show), self.flip_task(0.3)]

    def _on_turn(self, v: dict) -> list[Task]:
        def set_actor() -> None:
            self.actor = v["player"]

        return [Do(set_actor)]

    def _on_count_called(self, v: dict) -> list[Task]:
        word = "Right!" if v["right"] else f"Wrong: it is {v['count']}"
        return [Do(lambda: self.banner(word, 1.0)), Wait(0.4)]

    def _on_round_over(self, v: dict) -> list[Task]:
        n = len(self.hands)
        reveal = []
        for p in range(n):
            ids = [BY_TEXT[t] for t in v["hands"][p]]
            reveal.append(ids)

        def show() -> None:
            self.flip_in = {(p, c) for p in range(n) for c in reveal[p]
                            if c not in self.hands[p]}
            self.hands = [_sorted(ids) for ids in reveal]
            self.actor, self.passers = -1, set()  # nobody is "to play" any more
            self.banner(f"Round {v['round']} is over at {v['count']}", 1.4)

        def summary() -> None:
            self.summary = v
            self.summary_ack = not self.session.humans

        def close() -> None:
            self.summary = None

        hold: Task = (Wait(3.0) if not self.session.humans
                      else self.wait_ack(f"the end of round {v['round']}"))
        return [Do(show), self.flip_task(0.45), Wait(0.4), Do(summary), hold, Do(close)]

    def _on_game_over(self, v: dict) -> list[Task]:
        return [Do(lambda: self.banner("Game over", 1.2)), Wait(0.5)]

    def wait_ack(self, what: str) -> Task:
        """Held until a person goes on (Enter here, or "Go on" on a phone)."""
        def skip() -> None:
            self.summary_ack = True

        return self.wait_for_ack(what, lambda: self.summary_ack, skip)  # type: ignore[attr-defined]

    def flip_task(self, dur: float) -> Task:
        self.flip_t = 1.0

        def setf(x: float) -> None:
            self.flip_t = x

        def done() -> None:
            self.flip_in = set()
            self.flip_t = 1.0

        return Sequence(Do(lambda: setf(0.0)), ValueTween(setf, 0.0, 1.0, dur), Do(done))
