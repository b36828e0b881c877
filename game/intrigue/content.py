"""The content pools (spec §3.3, §2): headings, contradictory pairs, names, flavour lines.

Loaded once from the JSON files beside this module. A heading has one global id:
merits are 0..M-1, blemishes M..M+B-1, so a file stores plain ints.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any, NamedTuple

_HERE = Path(__file__).parent


class Pools(NamedTuple):
    merits: tuple[str, ...]
    blemishes: tuple[str, ...]
    clash: dict[int, frozenset[int]]  # heading id -> ids it may never share a file with
    predicates: tuple[str, ...]  # by heading id: the words after a name in a sentence

    @property
    def texts(self) -> tuple[str, ...]:
        return self.merits + self.blemishes

    def is_merit(self, heading: int) -> bool:
        return heading < len(self.merits)


@cache
def pools() -> Pools:
    data = json.loads((_HERE / "headings.json").read_text(encoding="utf-8"))
    merits, blemishes = tuple(data["merits"]), tuple(data["blemishes"])
    index = {t: i for i, t in enumerate(merits + blemishes)}
    clash: dict[int, set[int]] = {}
    for a, b in data["pairs"]:
        clash.setdefault(index[a], set()).add(index[b])
        clash.setdefault(index[b], set()).add(index[a])
    sentences = data.get("sentences", {})
    unknown = set(sentences) - set(index)
    if unknown:
        raise ValueError(f"sentences for headings that do not exist: {sorted(unknown)}")
    predicates = tuple(sentences.get(t, t) for t in merits + blemishes)
    return Pools(merits, blemishes, {k: frozenset(v) for k, v in clash.items()}, predicates)


@cache
def people() -> dict[str, Any]:
    return json.loads((_HERE / "people.json").read_text(encoding="utf-8"))


def heading_text(heading: int) -> str:
    """The heading as a file lists it ("chess champion of the Ministry…")."""
    return pools().texts[heading]


def claim_text(name: str, heading: int) -> str:
    """The claim as a sentence about the member named: "Boris is chess champion of the
    Ministry…" (a heading that is not a verb phrase gets its verb, headings.json)."""
    return f"{name} {pools().predicates[heading]}"
