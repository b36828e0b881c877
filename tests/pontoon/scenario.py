"""Helpers to put a Conspiracy Pontoon game into a chosen position (tests only)."""

from __future__ import annotations

from game.core.cards import Card
from game.core.rng import Rng
from game.pontoon.flow import advance, start_hand
from game.pontoon.game import Game
from game.pontoon.options import GameConfig, Options
from game.pontoon.state import LIVE, PLAY, State


def new(n: int = 4, seats: tuple[str, ...] | None = None, seed: int = 1, **opts) -> Game:
    config = GameConfig(players=n, seats=seats or ("medium",) * n, options=Options(**opts))
    return Game.new(config, seed)


def cid(s: State, text: str) -> int:
    return s.cards.index(Card.parse(text))


class StubRng(Rng):
    """Shuffles so that `order` (card texts) is drawn first, in that order."""

    def __init__(self, s: State, order: list[str]) -> None:
        super().__init__(0)
        self.ids = [cid(s, t) for t in order]

    def shuffle(self, seq) -> None:  # type: ignore[override]
        chosen = set(self.ids)
        if not chosen.issubset(seq):
            return super().shuffle(seq)
        rest = [c for c in seq if c not in chosen]
        seq[:] = rest + list(reversed(self.ids))
        self.ids = []


def gather(s: State) -> None:
    """Every card not on the board back to the discard pile; no hand in play."""
    on_board = {c for c in s.board if c >= 0}
    s.discard = [c for c in range(len(s.cards)) if c not in on_board]
    s.deck, s.tell_cards, s.placed, s.offered, s.links = [], [], [], [], []
    s.hands = [[[]] for _ in range(s.n)]
    s.up = [[[]] for _ in range(s.n)]
    s.status = [[LIVE] for _ in range(s.n)]
    s.split = [False] * s.n


def rig_deal(g: Game, banker: int, draws: list[str]) -> list:
    """Start a hand whose deck deals `draws` first (deal order: banker's left first)."""
    s = g.state
    gather(s)
    s.banker = banker
    s.rng = StubRng(s, draws)
    ev: list = []
    start_hand(s, ev)
    g._legal = {}
    return ev


def rig_hand(g: Game, banker: int, hands: dict[int, list[str]], deck: list[str],
             up: dict[int, list[bool]] | None = None) -> list:
    """A hand in play: the given hole cards, `deck` drawn in order, first punter to act."""
    s = g.state
    gather(s)
    s.banker = banker
    for p, cards in hands.items():
        ids = [cid(s, t) for t in cards]
        s.hands[p] = [ids]
        s.up[p] = [list((up or {}).get(p, [False] * len(ids)))]
        for c in ids:
            s.discard.remove(c)
    ids = [cid(s, t) for t in deck]
    for c in ids:
        s.discard.remove(c)
    s.deck = list(reversed(ids))
    s.order = [(banker + 1 + i) % s.n for i in range(s.n - 1)]
    s.pos, s.phase = 0, PLAY
    ev: list = []
    advance(s, ev)
    g._legal = {}
    return ev


def put(s: State, cells: dict[int, tuple[str, int, str]]) -> None:
    """Cards onto the board: cell -> (card text, owner, axis). Takes them from the discard."""
    for cell, (text, owner, axis) in cells.items():
        c = cid(s, text)
        for pile in (s.discard, s.deck):
            if c in pile:
                pile.remove(c)
        for p in range(s.n):
            for h in s.hands[p]:
                if c in h:
                    raise ValueError("card in a hand")
        s.board[cell], s.owner[cell], s.axis[cell] = c, owner, axis


def kinds(g: Game, p: int | None = None) -> set[str]:
    return {a.kind for a in g.legal_actions(p)}


def cell(r: int, c: int) -> int:
    return r * 11 + c
