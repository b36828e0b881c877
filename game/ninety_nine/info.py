"""Ninety-Nine Paranoia on the table: its registry record (cheap: no engine import)."""

from game.core.registry import GameInfo, register

INFO = register(GameInfo(
    id="ninety-nine",
    title="Ninety-Nine Paranoia",
    short_title="Ninety-Nine",
    blurb="Push the count past 33, 66 and 99 on someone else, and never hold a black queen.",
    min_players=2, max_players=6, engine_max_players=8,
    bot_levels=("random", "easy", "medium", "hard"),
    save_version=1,
    kiosk_ready=True,
    plugin="game.ninety_nine.plugin",
    table="scenes.ninety_nine.table:NinetyNineTable",
    rules="scenes.ninety_nine.rules_text:RULES",
    tutorial="scenes.ninety_nine.tutorial:TUTORIAL",
    demo_view="everyone",
    order=20,
))
