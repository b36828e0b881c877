"""§14 and §4.3 through the plugin: the telling default follows the number of humans, and
bots (and the kiosk) pick three random court suggestions, seeded by the game's seed."""

from game.pontoon import plugin
from game.pontoon.game import Game
from game.pontoon.subjects import suggestions


def _config(seats, **options):
    names = [f"P{i}" for i in range(len(seats))]
    return plugin.make_config(list(seats), names, options)


def test_a_solo_game_defaults_to_the_phrase_builder():
    assert _config(["human", "medium", "medium"]).options.telling == "phrases"
    assert _config(["medium", "medium"]).options.telling == "phrases"
    assert _config(["human", "human", "medium"]).options.telling == "spoken"
    assert _config(["human", "medium"], telling="typed").options.telling == "typed"


def _bot_courts(seed):
    game = Game.new(_config(["human", "easy", "medium", "hard"]), seed)
    return game.config.court[1:]


def test_bots_pick_random_suggestions_seeded():
    picks = {_bot_courts(seed) for seed in range(8)}
    assert len(picks) > 4  # not one fixed triple per seat
    assert _bot_courts(3) == _bot_courts(3)  # the seed decides: replays stay the same
    known = {subject for subject, _ in suggestions()}
    for court in picks:
        flat = [t for triple in court for t in triple]
        assert len(set(flat)) == 9 and set(flat) <= known


def test_a_human_keeps_what_they_chose_and_replays_match():
    config = _config(["human", "medium"], court0J="Moon Lizards")
    game = Game.new(config, 5)
    assert game.config.court[0][0] == "Moon Lizards"
    again = Game.replay(game.config, 5, [])
    assert again.config == game.config and again.state.subjects == game.state.subjects
    assert Game.from_json(game.to_json()).config == game.config


def test_the_kiosk_draws_random_courts_too():
    seats = ["medium"] * 4
    courts = {Game.new(plugin.make_config(seats, list("abcd"), plugin.demo_options(4)),
                       seed).config.court for seed in range(4)}
    assert len(courts) == 4
