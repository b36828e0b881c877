"""Subjects, role tags, link phrases and closing clauses (spec §2), loaded from subjects.json.

A card's subject: A–10 from the chosen set (§2.2), J/Q/K from the players' court subjects
(§4.3, typed or picked from the §2.3 suggestions), jokers "The Spanish Inquisition" (§7).
"""

from __future__ import annotations

import json
from functools import cache, lru_cache
from pathlib import Path
from typing import Any, NamedTuple

ROLES = ("actor", "thing", "event")
SUBJECT_MAX = 32  # §2.1
SEAT_SUITS = "HCDS"  # seat i claims SEAT_SUITS[i] (docs/rules-pontoon.md: suits by seat)


class Phrase(NamedTuple):
    text: str
    objects: frozenset[str]  # roles the object may have
    plural: str = ""  # the text after a plural subject ("are secretly funding"), if it differs

    def agreeing(self, subject: str) -> str:
        """The phrase's text after `subject` (its verb agrees in number)."""
        return self.plural if self.plural and is_plural(subject) else self.text


class Closer(NamedTuple):
    """A closing clause with {X} for an adjacent subject (§2.4), and its plural form."""

    text: str
    plural: str = ""

    def naming(self, subject: str) -> str:
        form = self.plural if self.plural and is_plural(subject) else self.text
        return form.replace("{X}", subject)


@lru_cache(maxsize=1)
def data() -> dict[str, Any]:
    return json.loads((Path(__file__).with_name("subjects.json")).read_text("utf-8"))


def subject_sets() -> tuple[str, ...]:
    return tuple(data()["sets"])


@lru_cache(maxsize=1)
def suggestions() -> tuple[tuple[str, str], ...]:
    return tuple((e["subject"], e["role"]) for e in data()["suggestions"])


@lru_cache(maxsize=1)
def phrases() -> tuple[Phrase, ...]:
    out = []
    for e in data()["phrases"]:
        obj = e["object"]
        objects = frozenset(ROLES) if obj == "any" else frozenset(obj.split("/"))
        out.append(Phrase(e["text"], objects, e.get("plural", "")))
    return tuple(out)


@lru_cache(maxsize=1)
def closers() -> tuple[Closer, ...]:
    return tuple(Closer(e["text"], e.get("plural", "")) for e in data()["closers"])


@lru_cache(maxsize=1)
def _plurals() -> frozenset[str]:
    entries = [e for suits in data()["sets"].values() for cards in suits.values()
               for e in cards] + data()["suggestions"] + [data()["joker"]]
    return frozenset(e["subject"].lower() for e in entries if e.get("plural"))


def is_plural(subject: str) -> bool:
    """Does `subject` read as plural? As subjects.json marks it; a typed one is singular."""
    return subject.strip().lower() in _plurals()


@cache
def fitting(role: str) -> tuple[int, ...]:
    """Indices of the link phrases whose object constraint admits `role` (§2.4)."""
    return tuple(i for i, p in enumerate(phrases()) if role in p.objects)


def suggestion_role(text: str) -> str:
    """The role of a suggested subject, `actor` for a typed one (§4.3 default)."""
    low = text.strip().lower()
    for subject, role in suggestions():
        if subject.lower() == low:
            return role
    return "actor"


def clean_subject(text: str) -> str:
    return "".join(ch for ch in str(text) if ch.isprintable()).strip()[:SUBJECT_MAX]


def base_subject(subjects: str, suit: str, rank: int) -> tuple[str, str]:
    """The (subject, role) of an A–10 card in set `subjects` (§2.2)."""
    e = data()["sets"][subjects][suit][rank - 1]
    return e["subject"], e["role"]


def joker_subject() -> tuple[str, str]:
    e = data()["joker"]
    return e["subject"], e["role"]
