"""The whole state of a game of Intrigue, its JSON form and its invariants (spec §3–§13).

Plain lists of ints so cloning and saving stay cheap. Points are half-points (§14.16).
Phases (§13): `RECESS` (the actor answers its inbox first, then moves; during the reply
step only answers), `FLOOR` (the actor's floor turn), `BALLOT` (voters still to choose),
`OVER`. The reveal happens inside the last ballot's apply, so `REVEAL` is never a resting
phase. `spreader` and `heard` are caches rebuilt from `tellings`.
"""

from __future__ import annotations

from typing import Any

from ..core.errors import CorruptState
from ..core.rng import Rng
from .options import GameConfig

RECESS, FLOOR, BALLOT, OVER = "recess", "floor", "ballot", "over"
PHASES = (RECESS, FLOOR, BALLOT, OVER)
SLOTS = 12  # headings per file: slots 0-5 merits, 6-11 blemishes (§3.1)
MERIT_SLOTS, BLEMISH_SLOTS = range(0, 6), range(6, 12)
NOT_VOTER, AWAITED = 9, 8  # ballot markers beside BELIEVE / ABSTAIN / DISBELIEVE
WHISPER, SECRET = 0, 1  # how a claim was told (§3.2)
OPEN, ACCEPTED, DECLINED, EXPIRED = 0, 1, 2, 3  # offer states (§5.2)
MEMBER, SENIOR, CABINET, PRESIDENT = 0, 1, 2, 3  # status (§10)

# Per-member lists of ints, and lists of records, saved as they are.
_INT_LISTS = ("public", "secret", "status", "broken")
_TABLES = ("files", "truth", "resolved", "perks")
_RECORDS = ("tellings", "offers", "pacts", "pact_log", "spread_log", "reports", "tabled",
            "tabled_now", "votes")
_SCALARS = ("round", "chair", "actor", "turn", "step", "floor_step", "active")


def is_merit_slot(slot: int) -> bool:
    return slot < 6


class State:
    __slots__ = ("config", "n", "rng", "phase", *_SCALARS, *_INT_LISTS, *_TABLES, *_RECORDS,
                 "rumour", "ballots", "result", "spreader", "heard")

    def __init__(self, config: GameConfig, seed: int) -> None:
        self.config = config
        n = self.n = config.players
        self.rng = Rng(seed)
        self.phase = RECESS
        self.round = 0
        self.chair = 0
        self.actor = 0
        self.turn = 0  # mingling turn of the recess; == mingling_turns in the reply step
        self.step = 0  # position in the seat order from the chair
        self.floor_step = 0  # floor turns taken this session
        self.active = 0  # 1 once something happened this round (§11 stalemate)
        self.public = [0] * n  # half-points everyone sees (§8)
        self.secret = [0] * n  # spreader half-points, owner only (§8)
        self.status = [MEMBER] * n
        self.broken = [0] * n  # pacts each member broke as the breaker (§11 tie-break)
        self.files: list[list[int]] = [[] for _ in range(n)]  # heading ids per slot
        self.truth: list[list[int]] = [[0] * SLOTS for _ in range(n)]
        self.resolved: list[list[int]] = [[0] * SLOTS for _ in range(n)]
        self.perks: list[list[int]] = [[0, 0] for _ in range(n)]  # senior, cabinet used
        # [round, giver, receiver, subject, slot, sworn, how] in game order
        self.tellings: list[list[int]] = []
        # [offerer, receiver, subject, slot, sworn, round, state]
        self.offers: list[list[int]] = []
        self.pacts: list[list[int]] = []  # [a, b] with a < b
        self.pact_log: list[list[int]] = []  # [round, a, b, formed 1 / broken 0, breaker]
        self.spread_log: list[list[int]] = []  # [round, subject, slot, spreader, points]
        self.reports: list[list[int]] = []  # [round, recipient, subject, slot]
        self.tabled: list[list[int]] = []  # [subject, slot]: public, unresolved
        self.tabled_now: list[list[int]] = []  # tabled in this session (§5.3.2)
        # [round, initiator, subject, slot, outcome, *ballots]: outcome 1/-1/0 (tabled)
        self.votes: list[list[int]] = []
        self.rumour: list[int] | None = None  # [initiator, subject, slot] on the floor
        self.ballots = [NOT_VOTER] * n
        self.result: dict[str, Any] | None = None
        self.spreader: dict[int, int] = {}  # claim key -> first teller (§3.2)
        self.heard: list[set[int]] = [set() for _ in range(n)]  # keys heard or told

    # ---- derived ----
    def rebuild(self) -> None:
        """The caches from `tellings` (after loading or re-dealing)."""
        self.spreader = {}
        self.heard = [set() for _ in range(self.n)]
        for _r, giver, receiver, subject, slot, _sw, _how in self.tellings:
            key = subject * SLOTS + slot
            self.spreader.setdefault(key, giver)
            self.heard[giver].add(key)
            self.heard[receiver].add(key)

    @property
    def target(self) -> int:
        return self.config.target

    def true_score(self, p: int) -> int:
        return self.public[p] + self.secret[p]

    def order(self) -> list[int]:
        """Seat order from the chair (§5.2, §5.3)."""
        n, c = self.n, self.chair
        return [(c + i) % n for i in range(n)]

    def inbox(self, p: int) -> list[list[int]]:
        return [o for o in self.offers if o[6] == OPEN and o[1] == p]

    def has_pact(self, a: int, b: int) -> bool:
        return [min(a, b), max(a, b)] in self.pacts

    def partners(self, p: int) -> list[int]:
        return [b if a == p else a for a, b in self.pacts if p in (a, b)]

    def clone(self) -> State:
        s = State.__new__(State)
        s.config, s.n, s.rng, s.phase = self.config, self.n, Rng(self.rng.state), self.phase
        for k in _SCALARS:
            setattr(s, k, getattr(self, k))
        for k in _INT_LISTS:
            setattr(s, k, getattr(self, k)[:])
        for k in _TABLES + _RECORDS:
            setattr(s, k, [x[:] for x in getattr(self, k)])
        s.rumour = self.rumour[:] if self.rumour is not None else None
        s.ballots = self.ballots[:]
        s.result = self.result
        s.spreader = dict(self.spreader)
        s.heard = [set(h) for h in self.heard]
        return s

    # ---- invariants (§3, §9) ----
    def problems(self) -> list[str]:
        from .content import pools

        out = []
        clash = pools().clash
        for p in range(self.n):
            f = self.files[p]
            if len(f) != SLOTS or len(set(f)) != SLOTS:
                out.append(f"§3.1: member {p}'s file is not 12 distinct headings")
            elif any(c in f for h in f for c in clash.get(h, ())):
                out.append(f"§3.3: member {p}'s file holds a contradictory pair")
            t = self.truth[p]
            if sum(t[:6]) != 3 or sum(t[6:]) != 3:
                out.append(f"§3.1: member {p}'s file has not 3 true merits and 3 true blemishes")
        if self.phase not in PHASES:
            out.append(f"unknown phase {self.phase!r}")
        if sum(self.secret) != sum(x[4] for x in self.spread_log):
            out.append("§9: spreader points do not add up")
        if any(not self.has_pact(a, b) for a, b in self.pacts) or len(
                {tuple(x) for x in self.pacts}) != len(self.pacts):
            out.append("§7: a pact is listed twice")
        for _r, _g, _rc, subject, slot, sworn, _h in self.tellings:
            if sworn and not (self.truth[subject][slot] and _g == subject):
                out.append("§3.2: a sworn claim is not a true claim about its teller")
        if self.phase == BALLOT and self.rumour is None:
            out.append("§5.3: a ballot without a rumour")
        # A raised rumour was told first by someone (§14.10): its vote pays that
        # spreader (§9), so a tabled or raised rumour with no teller cannot be scored.
        raised = [*self.tabled, *self.tabled_now, *([self.rumour[1:]] if self.rumour else [])]
        if any(subject * SLOTS + slot not in self.spreader for subject, slot in raised):
            out.append("§14.10: a raised or tabled rumour nobody ever told")
        return out

    # ---- saving ----
    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {k: getattr(self, k) for k in
                             ("phase", *_SCALARS, *_INT_LISTS, *_TABLES, *_RECORDS,
                              "rumour", "ballots", "result")}
        d["config"] = self.config.to_json()
        d["rng"] = self.rng.state
        return d

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> State:
        try:
            s = cls(GameConfig.from_json(data["config"]), 0)
            n = s.n
            s.rng = Rng(_int(data["rng"]))
            s.phase = str(data["phase"])
            for k in _SCALARS:
                setattr(s, k, _int(data[k]))
            for k in _INT_LISTS:
                setattr(s, k, _ints(data[k], n))
            for k in _TABLES + _RECORDS:
                setattr(s, k, [_ints(x) for x in _list(data[k])])
            for k in _TABLES:
                if len(getattr(s, k)) != n:
                    raise ValueError(f"{k} needs one entry per member")
            s.rumour = None if data["rumour"] is None else _ints(data["rumour"], 3)
            s.ballots = _ints(data["ballots"], n)
            s.result = data["result"]
            if s.result is not None and not isinstance(s.result, dict):
                raise ValueError("malformed result")
            if not 0 <= s.actor < n or not 0 <= s.chair < n:
                raise ValueError("actor or chair out of range")
            _check_records(s)
            s.rebuild()
            bad = s.problems()
        except CorruptState:
            raise
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
            raise CorruptState(f"malformed saved state ({exc!r})") from exc
        if bad:
            raise CorruptState("; ".join(bad))
        return s


# record -> (length, indexes of members, indexes of slots, indexes of 0/1 flags)
_SHAPES = {"tellings": (7, (1, 2, 3), (4,), (5, 6)), "offers": (7, (0, 1, 2), (3,), (4,)),
           "reports": (4, (1, 2), (3,), ()), "tabled": (2, (0,), (1,), ()),
           "tabled_now": (2, (0,), (1,), ()), "spread_log": (5, (1, 3), (2,), ()),
           "pacts": (2, (0, 1), (), ()), "pact_log": (5, (1, 2), (), (3,))}


def _check_records(s: State) -> None:
    """Every record has its length, and its members and headings exist."""
    for name, (length, members, slots, flags) in _SHAPES.items():
        for rec in getattr(s, name):
            if len(rec) != length or any(not 0 <= rec[i] < s.n for i in members) \
                    or any(not 0 <= rec[i] < SLOTS for i in slots) \
                    or any(rec[i] not in (0, 1) for i in flags):
                raise ValueError(f"a malformed record in {name}: {rec}")
    if any(not 0 <= o[6] <= 3 for o in s.offers):
        raise ValueError("an offer in an unknown state")
    if any(len(f) != SLOTS for f in s.files + s.truth + s.resolved):
        raise ValueError("a file is not 12 headings")
    from .content import pools

    if any(not 0 <= h < len(pools().texts) for f in s.files for h in f):
        raise ValueError("a heading not in the content pools")


def _int(x: Any) -> int:
    if isinstance(x, bool) or not isinstance(x, int):
        raise ValueError(f"not an integer: {x!r}")
    return x


def _list(xs: Any) -> list[Any]:
    if not isinstance(xs, list):
        raise ValueError(f"not a list: {xs!r}")
    return xs


def _ints(xs: Any, length: int = -1) -> list[int]:
    out = [_int(x) for x in _list(xs)]
    if length >= 0 and len(out) != length:
        raise ValueError(f"expected {length} entries, got {len(out)}")
    return out
