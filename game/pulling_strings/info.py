"""Pulling Strings as a draft (issue 24): its engine is registered, its table is not
built yet, so it is held to the engine half of the conformance suite and reachable by
the simulator and the tournament, but not listed on the title. Becomes info.py (with
`register`) once scenes/pulling_strings/ exists."""

from game.core.registry import GameInfo, register_draft

INFO = register_draft(GameInfo(
    id="pulling-strings",
    title="Pulling Strings",
    blurb="Build a web of puppet groups with dice and Slush until you pull enough strings.",
    min_players=2, max_players=6, engine_max_players=6,
    bot_levels=("random", "easy", "medium", "hard"),
    save_version=1,
    kiosk_ready=False,
    plugin="game.pulling_strings.plugin",
    table="scenes.pulling_strings.table:PullingStringsTable",
    rules="scenes.pulling_strings.rules_text:RULES",
    tutorial="scenes.pulling_strings.tutorial:TUTORIAL",
    demo_view="everyone",
    order=50,
))
