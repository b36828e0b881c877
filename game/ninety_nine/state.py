"""The whole state of a game of Ninety-Nine, its JSON form and its invariants (spec §3, §9).

Plain lists of card ids (see `cards`) so the hot path stays cheap. Phases (§9):
`PLAY` (one player to play), `PASS` (players in `waiting` still to choose, §5.6),
`CALL` (the layer calls the count, §10.1), `OVER`. A finished round moves on at once
(the round summary is an event), so `ROUND_OVER` is never a resting phase.
"""

from __future__ import annotations

from typing import Any

from ..core.errors import CorruptState
from ..core.rng import Rng
from .cards import deck_size
from .options import GameConfig

PLAY, PASS, CALL, OVER = "play", "pass", "call", "over"
PHASES = (PLAY, PASS, CALL, OVER)
CW, CCW = 1, -1


class State:
    __slots__ = ("config", "n", "rng", "round", "dealer", "phase", "actor", "direction",
                 "count", "stock", "pile", "hands", "scores", "rounds_won", "bound", "cardpen",
                 "heldpen", "callpen", "history", "passes", "gave", "got", "fresh", "choice",
                 "waiting", "layer", "call_choices", "cont", "rebuilds", "summaries",
                 "result")

    def __init__(self, config: GameConfig, seed: int, blank: bool = False) -> None:
        self.config = config
        n = self.n = config.players
        self.rng = Rng(seed)
        self.round = 0
        self.dealer = 0
        self.phase = PLAY
        self.actor = 0
        self.direction = CW
        self.count = 0
        self.stock: list[int] = []
        self.pile: list[int] = []
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.scores = [0] * n
        self.rounds_won = [0] * n
        # This round's points by kind (§6.3): boundary, card played, held, call the count.
        self.bound = [0] * n
        self.cardpen = [0] * n
        self.heldpen = [0] * n
        self.callpen = [0] * n
        # This round's plays: (player, a, b, choice, passes before it).
        self.history: list[tuple[int, int, int, int, int]] = []
        self.passes = 0  # passes completed this round
        self.gave: list[list[tuple[int, int, int]]] = [[] for _ in range(n)]  # (to, card, pass#)
        self.got: list[list[tuple[int, int, int]]] = [[] for _ in range(n)]  # (from, card, pass#)
        self.fresh: list[list[int]] = [[] for _ in range(n)]  # received, not yet seen played
        self.choice = [-1] * n  # locked pass choices (§5.6)
        self.waiting: list[int] = []  # still to choose in a pass
        self.layer = -1  # who laid the 2 or K of the pass
        self.call_choices: tuple[int, ...] = ()
        # What is left of a play interrupted by a call (§5.5 steps 4–8):
        # (player, cards to draw, pass after, next player) or None.
        self.cont: tuple[int, int, bool, int] | None = None
        self.rebuilds = 0
        self.summaries: list[dict[str, Any]] = []
        self.result: dict[str, Any] | None = None

    @property
    def total_cards(self) -> int:
        return deck_size(self.n)

    def clone(self) -> State:
        s = State.__new__(State)
        s.config, s.n = self.config, self.n
        s.rng = Rng(self.rng.state)
        for k in ("round", "dealer", "phase", "actor", "direction", "count", "passes",
                  "layer", "call_choices", "cont", "rebuilds", "result"):
            setattr(s, k, getattr(self, k))
        s.stock, s.pile = self.stock[:], self.pile[:]
        s.hands = [h[:] for h in self.hands]
        for k in ("scores", "rounds_won", "bound", "cardpen", "heldpen", "callpen", "choice",
                  "waiting", "history"):
            setattr(s, k, getattr(self, k)[:])
        s.gave = [g[:] for g in self.gave]
        s.got = [g[:] for g in self.got]
        s.fresh = [f[:] for f in self.fresh]
        s.summaries = self.summaries[:]
        return s

    # ---- invariants (§3) ----
    def problems(self) -> list[str]:
        out = []
        cards = self.stock + self.pile + [c for h in self.hands for c in h]
        if sorted(cards) != list(range(self.total_cards)):
            out.append(f"§3: {len(cards)} cards accounted for, not {self.total_cards} distinct")
        if self.phase not in PHASES:
            out.append(f"unknown phase {self.phase!r}")
        if not 0 <= self.count <= 99 + 10 and self.phase != OVER:
            out.append(f"count {self.count} out of range")
        if self.count < 0:
            out.append("§4: the count went below 0")
        for p in range(self.n):
            if self.choice[p] >= 0 and self.choice[p] not in self.hands[p]:
                out.append(f"§5.6: player {p}'s pass choice is not in hand")
        if self.phase == PLAY and not self.hands[self.actor]:
            out.append("§5.1: the player to play has no card")
        if any(len(h) > 3 for h in self.hands):
            out.append("§3: a hand holds more than 3 cards")
        if self.scores != [sum(s["points"][p] for s in self.summaries)
                           + self.bound[p] + self.cardpen[p] + self.heldpen[p] + self.callpen[p]
                           for p in range(self.n)]:
            out.append("§7: scores do not add up")
        return out

    # ---- saving ----
    def to_json(self) -> dict[str, Any]:
        d = {k: getattr(self, k) for k in self.__slots__ if k not in ("config", "rng", "n")}
        d["config"] = self.config.to_json()
        d["rng"] = self.rng.state
        d["call_choices"] = list(self.call_choices)
        d["cont"] = list(self.cont) if self.cont is not None else None
        d["history"] = [list(h) for h in self.history]
        d["gave"] = [[list(x) for x in g] for g in self.gave]
        d["got"] = [[list(x) for x in g] for g in self.got]
        return d

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> State:
        try:
            config = GameConfig.from_json(data["config"])
            s = cls(config, 0)
            s.rng = Rng(_int(data["rng"]))
            n = s.n
            for k in ("round", "dealer", "actor", "direction", "count", "passes", "layer",
                      "rebuilds"):
                setattr(s, k, _int(data[k]))
            s.phase = str(data["phase"])
            s.stock, s.pile = _ints(data["stock"]), _ints(data["pile"])
            s.hands = [_ints(h) for h in data["hands"]]
            for k in ("scores", "rounds_won", "bound", "cardpen", "heldpen", "callpen",
                      "choice"):
                setattr(s, k, _ints(data[k]))
                if len(getattr(s, k)) != n:
                    raise ValueError(f"{k} needs one entry per player")
            s.waiting = _ints(data["waiting"])
            s.history = [tuple(_ints(h)) for h in data["history"]]  # type: ignore[misc]
            s.gave = [[tuple(_ints(x)) for x in g] for g in data["gave"]]  # type: ignore[misc]
            s.got = [[tuple(_ints(x)) for x in g] for g in data["got"]]  # type: ignore[misc]
            s.fresh = [_ints(f) for f in data["fresh"]]
            s.call_choices = tuple(_ints(data["call_choices"]))
            s.cont = None if data["cont"] is None else tuple(data["cont"])  # type: ignore
            s.summaries = list(data["summaries"])
            s.result = data["result"]
            if not (len(s.hands) == len(s.gave) == len(s.got) == len(s.fresh) == n):
                raise ValueError("one hand per player")
            if s.direction not in (CW, CCW) or not 0 <= s.actor < n or not 0 <= s.dealer < n:
                raise ValueError("direction, actor or dealer out of range")
            if any(not 0 <= p < n for p in s.waiting):
                raise ValueError("waiting names an unknown player")
            if any(len(h) != 5 for h in s.history):
                raise ValueError("malformed history")
        except CorruptState:
            raise
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise CorruptState(f"malformed saved state ({exc!r})") from exc
        bad = s.problems()
        if bad:
            raise CorruptState("; ".join(bad))
        return s


def _int(x: Any) -> int:
    if isinstance(x, bool) or not isinstance(x, int):
        raise ValueError(f"not an integer: {x!r}")
    return x


def _ints(xs: Any) -> list[int]:
    if not isinstance(xs, list):
        raise ValueError(f"not a list: {xs!r}")
    return [_int(x) for x in xs]
