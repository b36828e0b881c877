"""Bots for Intrigue (spec §15): random, easy, medium and hard.

    bot = make_bot("medium", player=2, seed=7)
    action = bot.choose(game.observe(2), game.legal_actions(2))

A bot sees only its seat's `Observation` and the legal actions, never the state.
"""

from __future__ import annotations

from ...core.bots import RandomPlay, bot_maker

LEVELS = {"random": RandomPlay}

make_bot = bot_maker(LEVELS)
