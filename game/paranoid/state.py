"""The whole state of a game of Paranoid Delusions: every zone of spec §2, as plain data.

Zones hold counter *types* (ints). Nothing here applies rules; `rules.py` does.
`check_invariants` is what a loaded save and the random-simulation tests rely on.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ..core.errors import CorruptState
from ..core.rng import Rng
from .catalogue import COPIES, IS_ALIEN, IS_CORPORATION, N_TYPES
from .options import GameConfig

# Phases. `plot`: Plots are built one player at a time (§3; in blind mode nobody sees
# another's picks, and the drafts take no counter from the Pool until clashes are
# settled when the last Plot is done). `paranoid` / `enemy`: the
# two halves of an Action Sequence (§4). `excess`: a player chooses what leaves an
# overfull Enemy Reserve at Turn End (§4). `over`: the game has ended (§8).
PLOT, PARANOID, ENEMY, EXCESS, OVER = "plot", "paranoid", "enemy", "excess", "over"
PHASES = (PLOT, PARANOID, ENEMY, EXCESS, OVER)
NONE = -1  # no pending drawn counter / nobody

SAVE_VERSION = 1


class State:
    """Mutable game state. Rules code validates an action fully before mutating it."""

    __slots__ = (
        "config", "rng", "phase", "turn", "order", "order_pos", "actor", "taken", "pending",
        "plots", "exposed", "enemy", "paranoid", "accusations", "pool", "removed",
        "laid_aside", "sanity", "score", "seen_taken", "traded_in", "gifts", "activity",
        "result", "clashes",
    )

    def __init__(self, config: GameConfig, seed: int) -> None:
        n = config.players
        self.config = config
        self.rng = Rng(seed)
        self.phase = PLOT
        self.turn = 0
        self.order: list[int] = list(range(n))  # turn order (§4); seat order during setup
        self.order_pos = 0
        self.actor = 0  # the player to act (builder in setup, chooser at Turn End)
        self.taken = 0  # actions taken in the current phase (§5.1 cost, §6 allowance)
        self.pending = NONE  # a counter drawn by a Paranoid, waiting to be stowed
        self.plots: list[list[int]] = [[] for _ in range(n)]
        self.exposed: list[list[bool]] = [[] for _ in range(n)]  # parallel to plots
        self.enemy: list[list[int]] = [[] for _ in range(n)]
        self.paranoid: list[list[int]] = [[] for _ in range(n)]
        self.accusations: list[list[list[int]]] = [[] for _ in range(n)]
        self.pool: list[int] = [t for t in range(N_TYPES) for _ in range(COPIES)]
        self.removed: list[int] = []
        # Accusations made: {"by": p, "turn": k, "types": [...], "exposed": [[player, type]...]}
        self.laid_aside: list[dict[str, Any]] = []
        self.sanity = [config.options.sanity] * n
        self.score = [0] * n  # exposure score (§5.2)
        self.seen_taken: list[list[int]] = [[] for _ in range(n)]  # types gone when p built
        # Blind building (§3.3): [[lost, instead]...] told privately to each player whose
        # pick clashed with a Plot earlier in the settlement order.
        self.clashes: list[list[list[int]]] = [[] for _ in range(n)]
        self.traded_in: list[list[list[int]]] = [[] for _ in range(n)]  # [[owner, type]...]
        self.gifts: list[list[int]] = []  # [turn, giver, receiver, type]
        self.activity = False  # anything moved / accused / Sanity changed this turn (§8)
        self.result: dict[str, Any] | None = None

    # ---- derived facts the rules read ----
    @property
    def n(self) -> int:
        return self.config.players

    @property
    def options(self):  # noqa: ANN201 - Options, avoiding an import cycle in annotations
        return self.config.options

    def unexposed(self, p: int) -> int:
        return self.exposed[p].count(False)

    def has_unexposed(self, p: int, table: tuple[bool, ...]) -> bool:
        return any(table[t] and not e for t, e in zip(self.plots[p], self.exposed[p]))

    def has_unexposed_alien(self, p: int) -> bool:
        return self.has_unexposed(p, IS_ALIEN)

    def has_unexposed_corporation(self, p: int) -> bool:
        return self.has_unexposed(p, IS_CORPORATION)

    # ---- copying and JSON ----
    def clone(self) -> State:
        c = State.__new__(State)
        c.config = self.config
        c.rng = Rng(self.rng.state)
        c.phase, c.turn, c.order_pos, c.actor = self.phase, self.turn, self.order_pos, self.actor
        c.taken, c.pending, c.activity = self.taken, self.pending, self.activity
        c.order = self.order[:]
        c.plots = [z[:] for z in self.plots]
        c.exposed = [z[:] for z in self.exposed]
        c.enemy = [z[:] for z in self.enemy]
        c.paranoid = [z[:] for z in self.paranoid]
        c.accusations = [[a[:] for a in accs] for accs in self.accusations]
        c.pool = self.pool[:]
        c.removed = self.removed[:]
        c.laid_aside = self.laid_aside[:]  # entries are never mutated once laid aside
        c.sanity = self.sanity[:]
        c.score = self.score[:]
        c.seen_taken = [z[:] for z in self.seen_taken]
        c.clashes = [[x[:] for x in z] for z in self.clashes]
        c.traded_in = [z[:] for z in self.traded_in]
        c.gifts = self.gifts[:]
        c.result = self.result
        return c

    def to_json(self) -> dict[str, Any]:
        """A plain-JSON snapshot; it shares no list with the live state."""
        c = self.clone()
        return {
            "version": SAVE_VERSION, "game": "paranoid-delusions",
            "config": c.config.to_json(), "rng": c.rng.state, "phase": c.phase,
            "turn": c.turn, "order": c.order, "order_pos": c.order_pos,
            "actor": c.actor, "taken": c.taken, "pending": c.pending,
            "plots": c.plots, "exposed": c.exposed, "enemy": c.enemy,
            "paranoid": c.paranoid, "accusations": c.accusations, "pool": c.pool,
            "removed": c.removed, "laid_aside": c.laid_aside, "sanity": c.sanity,
            "score": c.score, "seen_taken": c.seen_taken, "traded_in": c.traded_in,
            "gifts": c.gifts, "activity": c.activity, "result": c.result,
            "clashes": c.clashes,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> State:
        """Rebuild a state; raise `CorruptState` with a clear reason if it is not one."""
        try:
            if data.get("game") != "paranoid-delusions":
                raise CorruptState("this is not a Paranoid Delusions game")
            if data.get("version") != SAVE_VERSION:
                raise CorruptState(f"saved by version {data.get('version')}, this reads "
                                   f"version {SAVE_VERSION}")
            s = cls(GameConfig.from_json(data["config"]), 0)
            s.rng = Rng(int(data["rng"]))
            for name in ("phase", "turn", "order", "order_pos", "actor", "taken", "pending",
                         "plots", "exposed", "enemy", "paranoid", "accusations", "pool",
                         "removed", "laid_aside", "sanity", "score", "seen_taken",
                         "traded_in", "gifts", "activity", "result"):
                setattr(s, name, data[name])
            # Saves from before blind building (§3.3) have no clash memory.
            s.clashes = data.get("clashes", [[] for _ in range(s.n)])
        except CorruptState:
            raise
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise CorruptState(f"malformed game state ({exc!r})") from exc
        try:
            problems = check_invariants(s)
        except (TypeError, ValueError, IndexError, KeyError, AttributeError) as exc:
            raise CorruptState(f"malformed game state ({exc!r})") from exc
        if problems:
            raise CorruptState("not a legal position: " + "; ".join(problems[:3]))
        return s


def drafts_only(s: State) -> bool:
    """Blind building (§3.2): the Plots are drafts of types, holding no counter yet (two
    drafts may name one type; clashes are settled when the last Plot is done)."""
    return s.phase == PLOT and s.options.blind


def all_counters(s: State) -> Counter[int]:
    """Every counter in every zone (spec §2 invariant: exactly two of each type)."""
    c: Counter[int] = Counter(s.pool)
    c.update(s.removed)
    drafts = drafts_only(s)
    for p in range(s.n):
        if not drafts:
            c.update(s.plots[p])
        c.update(s.enemy[p])
        c.update(s.paranoid[p])
        for acc in s.accusations[p]:
            c.update(acc)
    for made in s.laid_aside:
        c.update(made["types"])
    if s.pending != NONE:
        c[s.pending] += 1
    return c


def _ints(x: Any) -> bool:
    return isinstance(x, list) and all(type(v) is int for v in x)


def _shape_problem(s: State) -> str | None:
    """Is every field of the type the rules expect? (Hand-edited saves, §10.)"""
    n = s.n
    if s.phase not in PHASES:
        return f"unknown phase {s.phase!r}"
    lists = (s.order, s.plots, s.exposed, s.enemy, s.paranoid, s.accusations, s.sanity,
             s.score, s.seen_taken, s.traded_in, s.clashes)
    if any(not isinstance(x, list) or len(x) != n for x in lists):
        return "a per-player list has the wrong length"
    zones = [*s.plots, *s.enemy, *s.paranoid, *s.seen_taken, s.pool, s.removed]
    zones += [acc for accs in s.accusations if isinstance(accs, list) for acc in accs]
    if not all(_ints(z) for z in zones) or not all(isinstance(a, list) for a in s.accusations):
        return "a zone holds something other than counters"
    if not all(isinstance(f, list) and all(type(v) is bool for v in f) for f in s.exposed):
        return "exposure flags are not true/false"
    if not all(isinstance(x, list) and all(_ints(y) and len(y) == 2 for y in x)
               for x in s.clashes):
        return "the clash memory is malformed"
    if not all(isinstance(x, list) and all(_ints(y) for y in x) for x in s.traded_in) \
            or not all(_ints(g) and len(g) == 4 for g in s.gifts):
        return "trade or gift memory is malformed"
    if not all(isinstance(m, dict) and _ints(m.get("types"))
               and isinstance(m.get("exposed"), list) for m in s.laid_aside):
        return "a laid-aside Accusation is malformed"
    if s.result is not None and not (isinstance(s.result, dict)
                                     and _ints(s.result.get("winners"))):
        return "the result is malformed"
    if type(s.activity) is not bool:
        return "the activity flag is not true/false"
    return None


def check_invariants(s: State) -> list[str]:
    """Problems with `s` as a position; empty when it is a legal one."""
    problems: list[str] = []
    n = s.n
    shape = _shape_problem(s)
    if shape:
        return [shape]
    ints = [s.turn, s.order_pos, s.actor, s.taken, s.pending, *s.sanity, *s.score, *s.order]
    if not all(type(x) is int for x in ints):
        return ["a number field holds something else"]
    counts = all_counters(s)
    bad = [t for t in range(N_TYPES) if counts.get(t, 0) != COPIES]
    if bad or any(not (isinstance(t, int) and 0 <= t < N_TYPES) for t in counts):
        problems.append(f"counters not all accounted for (types {bad[:5]})")
    start = s.options.sanity
    for p in range(n):
        if not 0 <= s.sanity[p] <= start:
            problems.append(f"player {p} has Sanity {s.sanity[p]} outside 0..{start}")
        if len(s.exposed[p]) != len(s.plots[p]):
            problems.append(f"player {p}: exposure flags do not match the Plot")
        if len(set(s.plots[p])) != len(s.plots[p]):
            problems.append(f"player {p}: a type twice in one Plot")
        for acc in s.accusations[p]:
            if not acc or len(set(acc)) != len(acc):
                problems.append(f"player {p}: an empty Accusation or a type twice in one")
    plot_types = [t for plot in s.plots for t in plot]
    if len(set(plot_types)) != len(plot_types) and not drafts_only(s):
        problems.append("a type stands in two Plots (§3)")
    if sorted(s.order) != list(range(n)):
        problems.append("the turn order is not a permutation of the players")
    if not 0 <= s.actor < n:
        problems.append("the player to act is not a player")
    if s.phase == OVER and s.result is None:
        problems.append("the game is over but has no result")
    if s.pending != NONE and s.phase != PARANOID:
        problems.append("a drawn counter is pending outside a Paranoid phase")
    if s.taken < 0 or s.turn < 0 or not 0 <= s.order_pos <= n:  # n: at Turn End
        problems.append("turn, action count or order position out of range")
    if s.phase in (PARANOID, ENEMY) and s.order[s.order_pos] != s.actor:
        problems.append("the player to act is not the one whose turn it is")
    return problems
