"""Random matches for the save tests: humans only, random legal actions."""

from __future__ import annotations

import random
from collections.abc import Callable

from game.paranoid import Game, GameConfig, Options
from scenes.shell.match.session import Session


def hot_seat(players: int = 3, seed: int = 1, options: Options | None = None,
             subculture: str = "Board Gamers") -> Session:
    """A match of humans only, so no bot is ever built."""
    config = GameConfig(players=players, options=options or Options(), subculture=subculture)
    return Session(Game.new(config, seed), ["human"] * players)


def random_step(session: Session, rng: random.Random) -> None:
    """One random legal action for whoever is to act, as the board would submit it."""
    session.confirm_handover()
    legal = session.legal()
    session.submit(legal[rng.randrange(len(legal))])


def play(session: Session, rng: random.Random, after: Callable[[int], None] | None = None,
         limit: int | None = None) -> None:
    """Random actions until the end (or `limit` actions), calling `after(k)` after each."""
    k = 0
    while not session.game.is_over and (limit is None or k < limit):
        random_step(session, rng)
        k += 1
        if after is not None:
            after(k)
