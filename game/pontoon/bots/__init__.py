"""Bots for Conspiracy Pontoon (spec §12): random, easy, medium, hard. No pygame.

    bot = make_bot("medium", player=2, seed=7)
    action = bot.choose(game.observe(2), game.legal_actions(2))

A bot sees only its seat's Observation and the legal actions, never the state.
"""

from __future__ import annotations

from ...core.bots import bot_maker
from .levels import LEVELS, BaseBot, EasyBot, HardBot, MediumBot, RandomBot

make_bot = bot_maker(LEVELS)


__all__ = ["LEVELS", "BaseBot", "EasyBot", "HardBot", "MediumBot", "RandomBot", "make_bot"]
