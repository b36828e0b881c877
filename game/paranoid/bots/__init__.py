"""Bots for Paranoid Delusions: random, easy, medium and hard (no pygame here).

    bot = make_bot("medium", player=2, seed=7)
    action = bot.choose(game.observe(2), game.legal_actions())

A bot sees only its own player's `Observation` and the legal actions; it never gets
the game `State`. `BotWorker` runs a bot off the frame loop with a hard time cap.
"""

from __future__ import annotations

from ...core.bots import bot_maker
from .base import BaseBot, Bot, RandomBot
from .easy import EasyBot
from .hard import HardBot
from .medium import MediumBot

LEVELS: dict[str, type[BaseBot]] = {
    "random": RandomBot, "easy": EasyBot, "medium": MediumBot, "hard": HardBot,
}


# A bot of `level` playing seat `player`, with its own random source from `seed`.
make_bot = bot_maker(LEVELS)


__all__ = ["LEVELS", "Bot", "EasyBot", "HardBot", "MediumBot", "RandomBot",
           "make_bot"]
