"""Bots for Intrigue (spec §15): random, easy, medium and hard.

    bot = make_bot("medium", player=2, seed=7)
    action = bot.choose(game.observe(2), game.legal_actions(2))

A bot sees only its seat's `Observation` and the legal actions, never the state.
"hard-nosearch" is the hard bot with its search switched off (issue 23: the search's
share of hard's edge is measured against it); it is not offered in setup.
"""

from __future__ import annotations

from ...core.bots import bot_maker
from .hard import HardBot, HardNoSearch
from .levels import EasyBot, MediumBot, RandomBot

LEVELS = {"random": RandomBot, "easy": EasyBot, "medium": MediumBot, "hard": HardBot,
          "hard-nosearch": HardNoSearch}

make_bot = bot_maker(LEVELS)

__all__ = ["LEVELS", "EasyBot", "HardBot", "HardNoSearch", "MediumBot", "RandomBot",
           "make_bot"]
