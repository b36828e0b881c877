"""Bots for Pulling Strings (spec §17): random, easy, medium and hard, on observations.

    bot = make_bot("medium", player=2, seed=7)
    action = bot.choose(game.observe(2), game.legal_actions(2))
"""

from __future__ import annotations

from ...core.bots import RandomPlay, bot_maker
from .hard import HardBot, HardNoSearch
from .medium import EasyBot, MediumBot

LEVELS = {"random": RandomPlay, "easy": EasyBot, "medium": MediumBot, "normal": MediumBot,
          "hard": HardBot, "hard-nosearch": HardNoSearch}

make_bot = bot_maker(LEVELS)

__all__ = ["LEVELS", "EasyBot", "HardBot", "MediumBot", "make_bot"]
