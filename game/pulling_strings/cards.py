"""The card set (spec §4, §16) read from the data files beside this module.

Groups are numbered 0..63 (shown as G01..G64), Cabals 0..5, special kinds 0..7. Each
group's alignments are a bit mask so the alignment rule (§4) is a few integer operations.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, NamedTuple

_HERE = Path(__file__).parent

# §4: the ten alignments, in the spec's order; OPPOSITE by index (-1: none).
ALIGNMENTS = ("Est", "Und", "Pro", "Tra", "Pea", "Vio", "Mai", "Fri", "Cro", "Zea")
ALIGNMENT_NAMES = ("Establishment", "Underground", "Progressive", "Traditional", "Peaceful",
                   "Violent", "Mainstream", "Fringe", "Crooked", "Zealot")
BIT = {a: 1 << i for i, a in enumerate(ALIGNMENTS)}
ZEALOT = BIT["Zea"]
_PAIRS = (("Est", "Und"), ("Pro", "Tra"), ("Pea", "Vio"), ("Mai", "Fri"))
OPPOSITE_MASK = {BIT[a]: BIT[b] for x, y in _PAIRS for a, b in ((x, y), (y, x))}

KINDS = ("control", "neutralize", "destroy")
CONTROL, NEUTRALIZE, DESTROY = 0, 1, 2


class Group(NamedTuple):
    code: str
    name: str
    power: int
    transfer: int
    resistance: int
    income: int
    arrows: int
    mask: int
    alignments: tuple[str, ...]
    text: str
    ability: dict[str, Any]


class Cabal(NamedTuple):
    code: str
    name: str
    tagline: str
    power: int
    transfer: int
    income: int
    arrows: int
    perk: dict[str, Any]
    perk_text: str
    goal: dict[str, Any]
    goal_text: str


class Special(NamedTuple):
    code: str
    name: str
    copies: int
    when: str
    text: str


def _load(name: str) -> Any:
    return json.loads((_HERE / name).read_text(encoding="utf-8"))


def _groups() -> tuple[Group, ...]:
    out = []
    for g in _load("groups.json")["groups"]:
        mask = 0
        for a in g["alignments"]:
            mask |= BIT[a]
        out.append(Group(g["id"], g["name"], g["power"], g["transfer"], g["resistance"],
                         g["income"], g["arrows"], mask, tuple(g["alignments"]), g["text"],
                         g.get("ability", {})))
    return tuple(out)


GROUPS: tuple[Group, ...] = _groups()
CABALS: tuple[Cabal, ...] = tuple(Cabal(c["id"], c["name"], c["tagline"], c["power"],
                                        c["transfer"], c["income"], c["arrows"], c["perk"],
                                        c["perk_text"], c["goal"], c["goal_text"])
                                  for c in _load("cabals.json")["cabals"])
SPECIALS: tuple[Special, ...] = tuple(Special(c["id"], c["name"], c["copies"], c["when"],
                                              c["text"])
                                      for c in _load("specials.json")["specials"])
SPECIAL_CODE = {s.code: k for k, s in enumerate(SPECIALS)}
MEMO, SURE, WINDFALL, SMEAR = (SPECIAL_CODE[c] for c in ("memo", "sure", "windfall", "smear"))
DEFECTOR, SECOND_WIND, MOLE, AUDIT = (SPECIAL_CODE[c] for c in
                                      ("defector", "second_wind", "mole", "audit"))
N_GROUPS = len(GROUPS)
SPECIAL_BASE = 100  # a deck entry >= SPECIAL_BASE is the special of kind (entry - base)
CABAL_CODE = {c.code: k for k, c in enumerate(CABALS)}


def group_code(g: int) -> str:
    return GROUPS[g].code


def parse_group(text: str) -> int:
    """"G07" (any case) -> 6; ValueError otherwise."""
    t = text.upper()
    if len(t) == 3 and t[0] == "G" and t[1:].isdigit() and 1 <= int(t[1:]) <= N_GROUPS:
        return int(t[1:]) - 1
    raise ValueError(f"not a group: {text!r}")


def alignment_modifier(attacker_mask: int, target_mask: int) -> tuple[int, int]:
    """(shared, opposed) for an attacker and a target (§4): Zealot is never shared, and
    two Zealots add one opposed pair."""
    shared = bin(attacker_mask & target_mask & ~ZEALOT).count("1")
    opposed = 0
    for bit, other in OPPOSITE_MASK.items():
        if attacker_mask & bit and target_mask & other:
            opposed += 1
    if attacker_mask & ZEALOT and target_mask & ZEALOT:
        opposed += 1
    return shared, opposed
