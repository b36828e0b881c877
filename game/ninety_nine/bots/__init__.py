"""Bots for Ninety-Nine Paranoia (spec §11): random, easy, medium and hard.

    bot = make_bot("medium", player=2, seed=7)
    action = bot.choose(game.observe(2), game.legal_actions(2))

A bot sees only its seat's `Observation` and the legal actions, never the state.
"""

from __future__ import annotations

from ...core.bots import bot_maker
from .base import BaseBot, RandomBot
from .easy import EasyBot
from .hard import HardBot
from .medium import MediumBot

LEVELS: dict[str, type[BaseBot]] = {
    "random": RandomBot, "easy": EasyBot, "medium": MediumBot, "normal": MediumBot,
    "hard": HardBot,
}


make_bot = bot_maker(LEVELS)


__all__ = ["LEVELS", "BaseBot", "EasyBot", "HardBot", "MediumBot", "RandomBot", "make_bot"]
