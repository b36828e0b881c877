"""Pulling Strings' registry record (issue 24): the engine and its table."""

from game.core.registry import GameInfo, register

INFO = register(GameInfo(
    id="pulling-strings",
    title="Pulling Strings",
    short_title="Pulling Strings",
    blurb="Build a web of puppet groups with dice and Slush until you pull enough strings.",
    min_players=2, max_players=6, engine_max_players=6,
    bot_levels=("random", "easy", "medium", "hard"),
    save_version=1,
    kiosk_ready=True,  # its demo: every hand face up, the 10-round limit (§11, §18)
    plugin="game.pulling_strings.plugin",
    table="scenes.pulling_strings.table:PullingStringsTable",
    rules="scenes.pulling_strings.rules_text:RULES",
    tutorial="scenes.pulling_strings.tutorial:TUTORIAL",
    demo_view="everyone",  # §18: the kiosk demo shows the specials face up
    order=50,
))
