"""Card abilities and Cabal perks as small named rule hooks (spec §5, §16.1, §16.2).

The data files name a hook and its parameters; these functions are the only place a
hook's meaning is written down. "Any attempt" hooks help every attack of that kind made
from the owner's web; "own" hooks only the card's own attacks or defence.
"""

from __future__ import annotations

from .cards import BIT, CABALS, GROUPS, KINDS
from .state import CABAL, State


def _matches(hook: dict, kind: int, target: int) -> bool:
    if hook.get("kind") != KINDS[kind]:
        return False
    a = hook.get("alignment")
    return a is None or bool(GROUPS[target].mask & BIT[a])


def attack_bonus(s: State, p: int, attacker: int, target: int, kind: int,
                 web_groups: list[int]) -> int:
    """Abilities and perks that add to an attack (§9.2)."""
    bonus = 0
    perk = CABALS[s.cabal[p]].perk
    if perk.get("hook") == "any_attempt_bonus" and _matches(perk, kind, target):
        bonus += perk["bonus"]
    for g in web_groups:
        hook = GROUPS[g].ability
        name = hook.get("hook")
        if name == "any_attempt_bonus" or (name == "own_attack_bonus" and g == attacker):
            if _matches(hook, kind, target):
                bonus += hook["bonus"]
    return bonus


def defence_bonus(target: int, kind: int) -> int:
    """The target's own defensive ability (§9.2), e.g. +4 against destroy."""
    hook = GROUPS[target].ability
    if hook.get("hook") == "own_defence_bonus" and hook.get("kind") == KINDS[kind]:
        return int(hook["bonus"])
    return 0


def immune(target: int, kind: int) -> bool:
    """Abilities that make an attack kind illegal against the card (§13)."""
    hook = GROUPS[target].ability
    return hook.get("hook") == "immune" and hook.get("kind") == KINDS[kind]


def income(s: State, g: int) -> int:
    """A group's income (§7.1); one card earns 1 S per other player still in the game."""
    if GROUPS[g].ability.get("hook") == "income_per_other_player":
        return sum(1 for q in range(s.n) if q != s.owner[g] and not s.resigned[q])
    return GROUPS[g].income


def pays_for_web(g: int) -> bool:
    """A treasury that may pay for any attack from its owner's web (§9.3)."""
    return GROUPS[g].ability.get("hook") == "pays_for_web"


def cabal_defence_factor(s: State, p: int) -> int:
    """How much each S from p's Cabal treasury counts in defence (§9.3)."""
    return 2 if CABALS[s.cabal[p]].perk.get("hook") == "cabal_defence_double" else 1


def may_reroll(s: State, p: int) -> bool:
    return CABALS[s.cabal[p]].perk.get("hook") == "reroll_once_per_turn"


def power(s: State, p: int, node: int) -> int:
    return CABALS[s.cabal[p]].power if node == CABAL else GROUPS[node].power


def transfer(s: State, p: int, node: int) -> int:
    return CABALS[s.cabal[p]].transfer if node == CABAL else GROUPS[node].transfer
