"""The whole state of a game of Pulling Strings and its JSON form (spec §3–§7).

Plain lists of ints so the hot path stays cheap. Groups are 0..63; a group's `owner` is a
seat or -1 (uncontrolled: in the deck, the row or the destroyed pile); its `master` is a
group, `CABAL` (directly under its owner's Cabal) or `PENDING` (an orphan waiting to be
re-attached, §9.7). Phases are named in `rules.py`.
"""

from __future__ import annotations

import copy
from typing import Any

from ..core.errors import CorruptState
from ..core.rng import Rng
from .cards import N_GROUPS
from .options import GameConfig

CABAL, PENDING = -1, -2

_LISTS = ("cabal", "cash", "owner", "master", "treasury", "row", "deck", "destroyed",
          "discard", "destroyed_by", "used", "cabal_used", "fresh", "resigned")
_NESTED = ("hands", "place")
_SCALARS = ("phase", "active", "first", "round", "actions_left", "acted",
            "transfers_left", "rerolled", "mole", "after", "taken", "quiet_rounds",
            "turns", "chooser")
_DICTS = ("attack", "purse", "result")


class State:
    __slots__ = ("config", "n", "rng", *_LISTS, *_NESTED, *_SCALARS, *_DICTS)

    def __init__(self, config: GameConfig, seed: int) -> None:
        self.config = config
        n = self.n = config.players
        self.rng = Rng(seed)
        self.cabal = [-1] * n
        self.cash = [0] * n  # Cabal treasuries
        self.owner = [-1] * N_GROUPS
        self.master = [CABAL] * N_GROUPS
        self.treasury = [0] * N_GROUPS
        self.row: list[int] = []  # the uncontrolled row, face up (§6.3)
        self.deck: list[int] = []  # groups and specials (SPECIAL_BASE + kind), top last
        self.destroyed: list[int] = []
        self.discard: list[int] = []  # special kinds played (out of the game, §10)
        self.destroyed_by = [0] * n  # own successful destroy attacks (Weather goal)
        self.used = [False] * N_GROUPS  # took part in an attack this turn (§9.1)
        self.cabal_used = [False] * n
        self.fresh = [False] * N_GROUPS  # joined the web this turn (§9.1)
        self.resigned = [False] * n
        self.hands: list[list[int]] = [[] for _ in range(n)]  # special kinds
        self.place: list[list[int]] = []  # [player, group, mode] awaiting a free arrow
        self.phase = "start"
        self.active = 0
        self.first = 0
        self.round = 1
        self.actions_left = 2
        self.acted = False
        self.transfers_left = 2
        self.rerolled = False
        self.mole = -1  # the player whose hand the Mole looks at
        self.after = ""  # the phase to return to once placements are done
        self.taken = False  # a group was taken, neutralized or destroyed this round
        self.quiet_rounds = 0
        self.turns = 0
        self.chooser = 0  # the seat choosing a Cabal (setting "choose")
        self.attack: dict[str, Any] | None = None
        self.purse: dict[str, Any] | None = None
        self.result: dict[str, Any] | None = None

    def clone(self) -> State:
        t = State.__new__(State)
        t.config, t.n, t.rng = self.config, self.n, Rng(self.rng.state)
        for k in _LISTS:
            setattr(t, k, getattr(self, k)[:])
        t.hands = [h[:] for h in self.hands]
        t.place = [e[:] for e in self.place]
        for k in _SCALARS:
            setattr(t, k, getattr(self, k))
        for k in _DICTS:
            v = getattr(self, k)
            setattr(t, k, copy.deepcopy(v) if v is not None else None)
        return t

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"config": self.config.to_json(), "rng": self.rng.state}
        for k in (*_LISTS, *_NESTED, *_SCALARS, *_DICTS):
            out[k] = copy.deepcopy(getattr(self, k))
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> State:
        try:
            s = cls(GameConfig.from_json(data["config"]), 0)
            s.rng = Rng(int(data["rng"]))
            for k in (*_LISTS, *_NESTED, *_SCALARS, *_DICTS):
                setattr(s, k, copy.deepcopy(data[k]))
            problems = s.problems()
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
            raise CorruptState(f"malformed Pulling Strings state ({exc!r})") from exc
        if problems:
            raise CorruptState("; ".join(problems[:3]))
        return s

    def problems(self) -> list[str]:
        """Invariant breaks (the simulator's check and the loader's)."""
        out: list[str] = []
        n = self.n
        if len(self.owner) != N_GROUPS or len(self.hands) != n or len(self.cash) != n:
            return ["lists of the wrong length"]
        seen = [0] * N_GROUPS
        for g in self.row + self.destroyed + [c for c in self.deck if c < N_GROUPS]:
            seen[g] += 1
        for g in range(N_GROUPS):
            o = self.owner[g]
            if o >= 0:
                seen[g] += 1
                m = self.master[g]
                if m >= 0 and self.owner[m] != o:
                    out.append(f"G{g + 1:02d} hangs under another player's group")
                if self.treasury[g] < 0:
                    out.append(f"G{g + 1:02d} has a negative treasury")
            elif self.treasury[g]:
                out.append(f"uncontrolled G{g + 1:02d} holds Slush")
        if self.phase != "choose" and any(c != 1 for c in seen):  # no deck before §6.3
            out.append("a group is missing or in two places")
        if any(c < 0 for c in self.cash):
            out.append("a negative Cabal treasury")
        return out
