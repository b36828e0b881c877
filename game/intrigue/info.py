"""Intrigue's registry record (issue 23): the engine seats 4–8 members, the table 4–6."""

from game.core.registry import GameInfo, register

INFO = register(GameInfo(
    id="intrigue",
    title="Intrigue",
    short_title="Intrigue",
    blurb="Whisper rumours, seal pacts and win the secret ballots to become President.",
    min_players=4, max_players=6, engine_max_players=8,
    bot_levels=("random", "easy", "medium", "hard"),
    save_version=1,
    kiosk_ready=True,
    plugin="game.intrigue.plugin",
    table="scenes.intrigue.table:IntrigueTable",
    rules="scenes.intrigue.rules_text:RULES",
    tutorial="scenes.intrigue.tutorial:TUTORIAL",
    demo_view="everyone",  # the director's cut (§16): scenes/intrigue/director.py
    demo_explains=False,  # §16: the cut tells the spreaders only, never a member's mind
    order=40,
))
