"""Paranoid Delusions on the table: its registry record (cheap: no engine import)."""

from game.core.registry import GameInfo, register

INFO = register(GameInfo(
    id="paranoid-delusions",
    title="Paranoid Delusions",
    short_title="Paranoid",
    blurb="Hide your Plot, expose everyone else's, and keep your Sanity.",
    min_players=2, max_players=6, engine_max_players=6,
    bot_levels=("random", "easy", "medium", "hard"),
    save_version=1,
    kiosk_ready=True,
    plugin="game.paranoid.plugin",
    table="scenes.paranoid.board:BoardScene",
    rules="scenes.paranoid.rules_text:RULES",
    tutorial="scenes.paranoid.tutorial:TUTORIAL",
    demo_view="public",
    order=10,
))
