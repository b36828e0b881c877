"""Hand-built positions for the rule tests: an empty table, then groups placed by code.

    g = table(4, cabals=("velvet", "survey", "weather", "chrono"))
    put(g, "G01", 0)             # G01 under player 0's Cabal
    put(g, "G26", 0, "G01")      # G26 under G01
    row(g, "G45")
    dice(monkeypatch, 3, 4)      # the next rolls
"""

from __future__ import annotations

from typing import Any

from game.pulling_strings import money
from game.pulling_strings.cards import CABAL_CODE, N_GROUPS, parse_group
from game.pulling_strings.game import Game
from game.pulling_strings.plugin import make_config
from game.pulling_strings.state import CABAL


def table(n: int = 4, cabals: tuple[str, ...] = ("velvet", "survey", "weather", "chrono",
                                                  "choir", "ministry"),
          seats: str = "medium", **options: Any) -> Game:
    """A game at player 0's action step with empty webs, an empty row, no Slush, no
    specials; every group in the deck."""
    game = Game.new(make_config([seats] * n, [f"P{i}" for i in range(n)], options), 7)
    s = game.state
    s.cabal = [CABAL_CODE[c] for c in cabals[:n]]
    s.cash = [0] * n
    s.owner = [-1] * N_GROUPS
    s.master = [CABAL] * N_GROUPS
    s.treasury = [0] * N_GROUPS
    s.row, s.destroyed, s.discard = [], [], []
    s.deck = list(range(N_GROUPS))
    s.hands = [[] for _ in range(n)]
    s.active = s.first = 0
    s.phase, s.after = "action", "action"
    s.actions_left, s.acted, s.transfers_left = 2, False, 2
    s.used = [False] * N_GROUPS
    s.fresh = [False] * N_GROUPS
    s.cabal_used = [False] * n
    s.round, s.quiet_rounds, s.taken = 1, 0, False
    game._legal = {}
    return game


def gid(code: str) -> int:
    return parse_group(code)


def put(game: Game, code: str, p: int, under: str = "cabal", cash: int = 0) -> int:
    s = game.state
    g = gid(code)
    s.deck.remove(g)
    s.owner[g] = p
    s.master[g] = CABAL if under == "cabal" else gid(under)
    s.treasury[g] = cash
    game._legal = {}
    return g


def row(game: Game, *codes: str) -> None:
    for code in codes:
        g = gid(code)
        game.state.deck.remove(g)
        game.state.row.append(g)
    game._legal = {}


def dice(monkeypatch: Any, *rolls: int) -> list[tuple[int, int]]:
    """Make the next 2d6 rolls give these totals (as (a, b) pairs); returns the log."""
    queue = [(t // 2, t - t // 2) for t in rolls]
    seen: list[tuple[int, int]] = []

    def fake(rng: Any, n: int = 1, sides: int = 6) -> tuple[int, ...]:
        pair = queue.pop(0)
        seen.append(pair)
        return pair

    monkeypatch.setattr(money, "roll", fake)
    return seen


def play(game: Game, *texts: str) -> list[Any]:
    events = []
    for t in texts:
        events += game.apply(t)
    return events


def attack(game: Game, attacker: str, target: str, kind: str, *helpers: str) -> list[Any]:
    """Declare an attack up to the money rounds."""
    steps = [f"attack with {attacker}", f"at {target} {kind}"]
    steps += [f"help {h}" for h in helpers] + ["go"]
    return play(game, *steps)


def need(game: Game) -> int:
    from game.pulling_strings.attacks import need as _need

    assert game.state.attack is not None
    return _need(game.state, game.state.attack)


def texts(game: Game, player: int | None = None) -> list[str]:
    from game.pulling_strings.actions import to_text

    return [to_text(a) for a in game.legal_actions(player)]
