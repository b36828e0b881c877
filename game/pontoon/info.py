"""Conspiracy Pontoon on the table: its registry record (cheap: no engine import)."""

from game.core.registry import GameInfo, register

INFO = register(GameInfo(
    id="pontoon",
    title="Conspiracy Pontoon",
    short_title="Pontoon",
    blurb="Win a hand of Pontoon, then link its cards into a theory before the timer runs out.",
    min_players=2, max_players=4, engine_max_players=4,
    bot_levels=("random", "easy", "medium", "hard"),
    save_version=1,
    kiosk_ready=True,
    plugin="game.pontoon.plugin",
    table="scenes.pontoon.table:PontoonTable",
    rules="scenes.pontoon.rules_text:RULES",
    tutorial="scenes.pontoon.tutorial:TUTORIAL",
    demo_view="everyone",
    order=30,
))
