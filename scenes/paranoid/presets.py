"""Paranoid Delusions setups in the engine's own terms (tools, benchmarks, tests).

The shell holds a setup as a `Setup` (game, seats, names, options by key); these make
one from the engine's `Options`, the way scripts and tests describe a table.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.paranoid.catalogue import DEFAULT_SUBCULTURE
from game.paranoid.options import GameConfig, Options
from scenes.shell.menus.setup_model import Setup, default_setup

GAME = "paranoid-delusions"


def paranoid_setup(seats: Sequence[str], options: Options | None = None,
                   subculture: str = DEFAULT_SUBCULTURE) -> Setup:
    """A table of these seats with default names and the given rules."""
    values = {**(options or Options()).to_json(), "subculture": subculture}
    return default_setup(GAME, seats, values)


def default_config(seats: Sequence[str], options: Options | None = None,
                   subculture: str = DEFAULT_SUBCULTURE) -> GameConfig:
    """The engine's config of `paranoid_setup` (what `Game.new` and `Flow.start` take)."""
    return paranoid_setup(seats, options, subculture).config()
