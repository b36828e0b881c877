"""Winning (spec §11): the basic goal, each Cabal's special goal, simultaneous wins, the
turn limit and the stalemate rule (§13)."""

from __future__ import annotations

from ..core.events import Event
from .cards import BIT, CABALS, GROUPS, N_GROUPS
from .state import State

STALEMATE_ROUNDS = 6  # §13


def groups_of(s: State, p: int) -> list[int]:
    owner = s.owner
    return [g for g in range(N_GROUPS) if owner[g] == p]


def slush(s: State, p: int) -> int:
    """All of p's treasuries together (Cabal and groups)."""
    return s.cash[p] + sum(s.treasury[g] for g in groups_of(s, p))


def special_progress(s: State, p: int) -> tuple[int, int]:
    """(value, target) of p's Cabal's special goal (§16.1)."""
    goal = CABALS[s.cabal[p]].goal
    kind, target = goal["kind"], goal["target"]
    mine = groups_of(s, p)
    if kind == "slush":
        return slush(s, p), target
    if kind == "alignment_groups":
        bit = BIT[goal["alignment"]]
        return sum(1 for g in mine if GROUPS[g].mask & bit), target
    if kind == "destroyed":
        return s.destroyed_by[p], target
    if kind == "power_sum":
        return sum(GROUPS[g].power for g in mine), target
    if kind == "alignments_shown":
        mask = 0
        for g in mine:
            mask |= GROUPS[g].mask
        return bin(mask).count("1"), target
    raise ValueError(f"unknown goal {kind!r}")


def goals_met(s: State, p: int, end_of_own_turn: bool = False) -> list[str]:
    """Which goals p meets now: "basic" and/or "special". The money goal counts only at
    the end of p's own turn (§11)."""
    if s.resigned[p]:
        return []
    out = []
    if len(groups_of(s, p)) >= s.config.goal:
        out.append("basic")
    if s.config.options.special_goals:
        money = CABALS[s.cabal[p]].goal["kind"] == "slush"
        if not money or end_of_own_turn:
            value, target = special_progress(s, p)
            if value >= target:
                out.append("special")
    return out


def progress(s: State, p: int) -> float:
    """§11 turn limit: the larger of groups ÷ N and the special-goal fraction."""
    basic = len(groups_of(s, p)) / s.config.goal
    if not s.config.options.special_goals:
        return basic
    value, target = special_progress(s, p)
    return max(basic, min(1.0, value / target))


def close_to_winning(s: State, p: int) -> bool:
    """Within 2 groups of N or 80% of the special goal (§17 leader bashing, §18 prompts)."""
    if len(groups_of(s, p)) >= s.config.goal - 2:
        return True
    if s.config.options.special_goals:
        value, target = special_progress(s, p)
        return value >= 0.8 * target
    return False


def check_goals(s: State, ev: list[Event], end_of_turn: bool = False) -> bool:
    """§11: anyone meeting a goal wins; the active player alone if among them, otherwise
    all of them share. Returns whether the game ended."""
    met = {p: goals_met(s, p, end_of_turn and p == s.active) for p in range(s.n)}
    winners = [p for p, m in met.items() if m]
    if not winners:
        return False
    if s.active in winners:
        winners = [s.active]
    why = "; ".join(f"{s.config.names[p]}: {' and '.join(_goal_words(s, m))}"
                    for p in winners for m in [met[p]])
    end_game(s, winners, why, ev)
    return True


def _goal_words(s: State, met: list[str]) -> list[str]:
    return [f"{s.config.goal} groups" if m == "basic" else "special goal" for m in met]


def end_by_progress(s: State, why: str, ev: list[Event]) -> None:
    """Turn limit or stalemate (§11, §13): most progress, then groups, then Slush."""
    live = [p for p in range(s.n) if not s.resigned[p]]
    key = {p: (round(progress(s, p), 9), len(groups_of(s, p)), slush(s, p)) for p in live}
    best = max(key.values())
    end_game(s, [p for p in live if key[p] == best], why, ev)


def end_game(s: State, winners: list[int], why: str, ev: list[Event]) -> None:
    s.phase = "over"
    s.attack = s.purse = None
    s.place = []
    s.result = {"winners": sorted(winners), "why": why}
    ev.append(Event("game_over", {"winners": sorted(winners), "why": why}))


def scores(s: State) -> tuple[float, ...]:
    """Each seat's progress toward a win (1.0 for the winners)."""
    won = s.result["winners"] if s.result else []
    return tuple(1.0 if p in won else round(progress(s, p), 3) for p in range(s.n))
