"""Pulling Strings on a phone (issue 25, game/pulling_strings/phone.py): the seat's own
specials by name (the phone is private: no hold-to-peek), its web, and every choice in
words, grouped as the TV's tabs."""

from __future__ import annotations

import random
from typing import Any

from game.core import phone, registry
from game.pulling_strings.cards import SPECIALS

PLUGIN = registry.plugin("pulling-strings")


def _game(players: int, seed: int) -> Any:
    names = [f"Player {i + 1}" for i in range(players)]
    return PLUGIN.Game.new(PLUGIN.make_config(["random"] * players, names, {}), seed)


def test_every_choice_is_in_words_and_the_specials_are_the_seats_own() -> None:
    game = _game(4, 12)
    rnd = random.Random(12)
    names = ["Ann", "Bob", "Cy", "Di"]
    groups: set[str] = set()
    for _ in range(1500):
        if game.is_over:
            break
        for seat in game.waiting_for:
            view = phone.describe(PLUGIN, game, seat, names)
            for c in view["choices"]:
                assert c["label"] != c["action"] and c["group"], c  # never the raw text
                assert "G0" not in c["label"] and "G1" not in c["label"], c  # no group codes
                groups.add(c["group"])
            hand = [s for s in view["sections"] if s["label"] == "Your specials"]
            want = [SPECIALS[c].name for c in game.observe(seat).hand] or ["none"]
            assert [i["text"] for i in hand[0]["items"]] == want
        player = rnd.choice(game.waiting_for)
        game.apply(rnd.choice(game.legal_actions(player)), player)
    assert {"Attack", "Turn", "Slush"} <= groups, groups
