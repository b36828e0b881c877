"""A game's guided first game, as the shell runs it (`GameInfo.tutorial` names one).

The flow starts the tutorial's fixed setup and seed, unsaved, at its slower bot pace,
and pushes the game's coach over the table; the coach (the game's own scene) shows its
cards and holds the table through `TableScene.gate` until the learner has done each step.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from scenes.shell.menus.setup_model import Setup


class Tutorial(NamedTuple):
    setup: Callable[[], Setup]  # the fixed table: seats, names, options
    seed: int
    bot_pace: float  # seconds per bot action: slow enough to follow
    coach: Callable[[Any], Any]  # table scene -> the coach scene pushed over it
