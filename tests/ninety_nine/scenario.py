"""Build positions for rule tests: chosen hands, count, stock top, pile, turn."""

from __future__ import annotations

from game.ninety_nine.cards import TEXT, card_id, deck_size
from game.ninety_nine.game import Game
from game.ninety_nine.options import GameConfig, Options
from game.ninety_nine.plugin import make_config
from game.ninety_nine.state import PLAY


def ids(texts: str | list[str]) -> list[int]:
    if isinstance(texts, str):
        texts = texts.split()
    return [card_id(t) for t in texts]


def make(hands: dict[int, str], players: int = 4, count: int = 0, actor: int = 0,
         stock_top: str = "", pile: str = "", direction: int = 1, seats: str = "",
         **options: object) -> Game:
    """A game at `count` with `actor` to play. Hands not given get filler cards (low,
    harmless: 5s and 7s… drawn from what is left). `stock_top` lists the next draws, first
    drawn first."""
    cfg = make_config(seats.split() if seats else ["bot"] * players,
                      [f"P{i}" for i in range(players)], options)
    g = Game.new(cfg, 1)
    s = g.state
    used: set[int] = set()
    given = {p: ids(h) for p, h in hands.items()}
    top = ids(stock_top)
    pil = ids(pile)
    for c in [c for h in given.values() for c in h] + top + pil:
        assert c not in used, f"card {TEXT[c]} twice"
        used.add(c)
    rest = [c for c in range(deck_size(players)) if c not in used]
    # Harmless fillers first: no 2/K (passes), no penalty cards, no 4/8/10/A (choices).
    harmless = [c for c in rest if TEXT[c][0] in "3567"]
    for p in range(players):
        if p not in given:
            given[p] = []
            while len(given[p]) < 3:
                # one per rank so no accidental combo
                c = next(c for c in harmless if c not in used
                         and TEXT[c][0] not in {TEXT[x][0] for x in given[p]})
                given[p].append(c)
                used.add(c)
    rest = [c for c in range(deck_size(players)) if c not in used]
    s.hands = [given[p] for p in range(players)]
    s.stock = rest + top[::-1]
    s.pile = pil
    s.count = count
    s.actor = actor
    s.direction = direction
    s.phase = PLAY
    s.waiting = []
    s.choice = [-1] * players
    g._legal = {}
    assert not s.problems(), s.problems()
    return g


def config(players: int = 4, **options: object) -> GameConfig:
    return GameConfig(players=players, seats=("bot",) * players, options=Options(**options))


def kinds(events: list) -> list[str]:
    return [e.kind for e in events]


def points(events: list) -> list[tuple[int, int, str]]:
    return [(e.public["player"], e.public["points"], e.public["why"]) for e in events
            if e.kind == "points"]
