"""Every legal action of real games is reachable as source -> target on the board."""

from __future__ import annotations

import random

from game.paranoid import Game, GameConfig, Options
from scenes.paranoid.choices import Choices


def test_every_legal_action_is_reachable() -> None:
    for seed, options in enumerate(["", "all", "trade"]):
        game = Game.new(GameConfig(players=4, options=Options.parse(options)), seed)
        rnd = random.Random(seed)
        while not game.is_over:
            legal = game.legal_actions()
            if game.state.phase != "plot":  # the Plot builder has its own screen
                choices = Choices(legal)
                found = []
                for source in choices.sources:
                    found += [choices.action(source, t) for t in choices.targets(source)]
                assert sorted(map(repr, found)) == sorted(map(repr, legal))
                for source in choices.sources:
                    action = choices.immediate(source)
                    assert action is None or action in legal
            game.apply(rnd.choice(legal))
