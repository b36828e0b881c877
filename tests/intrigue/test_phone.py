"""Intrigue on a phone (issue 25, game/intrigue/phone.py): the desk and every move in
words, within the phone's bounds even when eight members make a recess of ~1,400 moves."""

from __future__ import annotations

import random
from typing import Any

from game.core import phone, registry
from game.core.phone_steps import unpack
from game.intrigue.actions import Whisper

PLUGIN = registry.plugin("intrigue")


def new_game(players: int, seed: int) -> Any:
    names = [f"Member {i + 1}" for i in range(players)]
    return PLUGIN.Game.new(PLUGIN.make_config(["random"] * players, names, {}), seed)


def random_step(game: Any, rnd: random.Random) -> tuple[int, Any]:
    player = rnd.choice(game.waiting_for)
    return player, rnd.choice(game.legal_actions(player))


def _names(n: int) -> list[str]:
    return [f"Member {i + 1}" for i in range(n)]


def test_a_recess_of_eight_members_fits_one_phone_and_says_the_rest_are_at_the_tv() -> None:
    game = new_game(8, 3)
    seat = game.waiting_for[0]
    assert len(game.legal_actions(seat)) > phone.MAX_CHOICES
    view = phone.describe(PLUGIN, game, seat, _names(8))  # BadView: the table would break
    assert len(view["choices"]) == phone.MAX_CHOICES
    assert any("at the TV" in line for line in view["status"])
    assert any(c["label"] == "Keep quiet" for c in view["choices"])  # plain moves kept


def test_every_move_is_offered_in_words_and_the_desk_shows_the_own_file() -> None:
    game = new_game(5, 8)
    rnd = random.Random(8)
    names = _names(5)
    kinds = set()
    for _ in range(400):
        if game.is_over:
            break
        for seat in game.waiting_for:
            view = phone.describe(PLUGIN, game, seat, names)
            for c in view["choices"]:
                assert c["label"] != c["action"] and c["group"], c  # never the raw text
                kinds.add(c["action"].split()[0])
            files = [s for s in view["sections"] if s["label"] == "Your file"]
            assert len(files) == 1 and len(files[0]["items"]) == 12
            assert all(i["note"] in ("true", "false") for i in files[0]["items"])
        player, action = random_step(game, rnd)
        game.apply(action, player)
    assert {"whisper", "offer", "quiet", "raise", "pass", "vote"} <= kinds, kinds


def test_a_whisper_names_whom_about_whom_and_the_heading() -> None:
    game = new_game(4, 2)
    seat = game.waiting_for[0]
    view = phone.describe(PLUGIN, game, seat, ["Ann", "Bob", "Cy", "Di"])
    legal = {PLUGIN.action_text(a): a for a in game.legal_actions(seat)}
    whisper = next(c for c in unpack(view) if isinstance(legal[c["action"]], Whisper))
    a = legal[whisper["action"]]
    # one step at a time (issue 32): the verb, whom, about whom, the heading, then sworn
    verb, whom, about, heading = (s["label"] for s in whisper["path"])
    names = ["Ann", "Bob", "Cy", "Di"]
    names[seat] = "you"
    assert (verb, whom, about) == ("Whisper", names[a.values[1]],
                                   names[a.values[2]].capitalize())
    assert heading.startswith(f"{a.values[3] + 1}. ")
    assert whisper["label"] == ("Sworn" if a.values[4] else "Not sworn")
