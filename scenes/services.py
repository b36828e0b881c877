"""Shared presentation services handed to scenes through the stack."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import Any

from scenes.art import Art
from scenes.sound import Sound


@dataclass
class Services:
    """What every scene may use. The app builds one; scenes reach it as `self.services`."""

    art: Art = field(default_factory=Art)
    sound: Sound = field(default_factory=lambda: Sound(enabled=False))
    options: Any = None  # the command-line game options, for the board to read later


@cache
def default_services() -> Services:
    """A silent, shared fallback for scenes used outside an app (tests, tools)."""
    return Services()
