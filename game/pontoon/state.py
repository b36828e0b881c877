"""The whole game state (one mutable object), its JSON form and its invariants.

Card ids index `cards` (the config's fixed deck, §2.1). Board arrays have one entry per
cell (board.py). Phases: PLAY (a punter's turn, §5.3), BANK (§5.4), TELL (placing a
conspiracy, §6, or an Inquisition relay turn, §7), VOTE (waiver or heckle, §6.4), OVER.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from ..core.cards import JOKER_SUIT, Card, standard_deck
from ..core.errors import CorruptState
from ..core.rng import Rng
from .board import CELLS
from .options import GameConfig, default_court
from .subjects import SEAT_SUITS, base_subject, joker_subject, suggestion_role

PLAY, BANK, TELL, VOTE, OVER = "play", "bank", "tell", "vote", "over"
PHASES = (PLAY, BANK, TELL, VOTE, OVER)
# Hand statuses (§5.3): still playing, stuck, forced stick (deck empty), bust,
# declared Pontoon, five-card trick.
LIVE, STUCK, FORCED, BUSTED, DECLARED, FIVE = "live", "stuck", "forced", "bust", "pontoon", "five"
STATUSES = (LIVE, STUCK, FORCED, BUSTED, DECLARED, FIVE)


@lru_cache(maxsize=64)
def build_deck(config: GameConfig) -> tuple[tuple[Card, ...], tuple[str, ...], tuple[str, ...]]:
    """The deck of this config (§2.1, §4.2) with each card's subject and role (built once
    per config: a config is an immutable value)."""
    claimed = SEAT_SUITS[:config.players]
    cards, subjects, roles = [], [], []
    for card in standard_deck(1, config.options.inquisition):
        if card.is_joker:
            subject, role = joker_subject()
        elif card.rank > 10:
            if card.suit not in claimed:
                continue  # §4.2: unclaimed suits lose their court cards
            seat = claimed.index(card.suit)
            subject = (config.court[seat] or default_court(seat))[card.rank - 11]
            role = suggestion_role(subject)
        else:
            subject, role = base_subject(config.options.subjects, card.suit, card.rank)
        cards.append(card)
        subjects.append(subject)
        roles.append(role)
    return tuple(cards), tuple(subjects), tuple(roles)


class State:
    """Everything about one game. Mutated only by rules.apply_action and its helpers."""

    def __init__(self, config: GameConfig, seed: int) -> None:
        self.config = config
        self.n = config.players
        cards, subjects, roles = build_deck(config)
        self.cards, self.subjects, self.roles = list(cards), list(subjects), list(roles)
        self.ranks = [c.rank for c in self.cards]
        self.jokers = [c.suit == JOKER_SUIT for c in self.cards]
        self.rng = Rng(seed)
        self.discard: list[int] = list(range(len(self.cards)))
        self.deck: list[int] = []
        self.hands: list[list[list[int]]] = [[] for _ in range(self.n)]
        self.up: list[list[list[bool]]] = [[] for _ in range(self.n)]
        self.status: list[list[str]] = [[] for _ in range(self.n)]
        self.split: list[bool] = [False] * self.n
        self.cur: list[int] = [0] * self.n  # the hand being played (split: 0 then 1)
        self.banker = 0
        self.order: list[int] = []  # punters, banker's left first
        self.pos = 0
        self.phase = PLAY
        self.actor = 0
        self.board: list[int] = [-1] * CELLS
        self.owner: list[int] = [-1] * CELLS
        self.axis: list[str] = [""] * CELLS
        # The conspiracy being told (§6) or the Inquisition relay turn (§7).
        self.teller = -1
        self.tell_cards: list[int] = []  # still to place
        self.placed: list[list[int]] = []  # [card, cell] in placement order
        self.links: list[int] = []  # link phrase per placed card after the first
        self.offered: list[int] = []  # phrases offered for the pending link (phrase builder)
        self.target = 0  # cards the line will hold
        self.waived = False  # §6.4 the timer was removed by the waiver vote
        self.typed = ""  # §6.3 typed mode text
        self.inq = False  # the placement is an Inquisition relay turn
        self.inq_queue: list[int] = []
        self.vote_kind = ""  # "waiver" or "heckle"
        self.voters: list[int] = []
        self.ballots: dict[int, bool] = {}
        self.hands_done = 0
        self.told = [0] * self.n  # successful conspiracies (§8 tie-break)
        self.night = [False] * self.n  # "Call it a night" pressed (§8)
        self.best = [""] * self.n  # each player's longest successful theory (§8 final screen)
        self.next_banker = -1
        self.last_shown: list[list[int]] = [[] for _ in range(self.n)]  # §10 memory
        self.result: dict[str, Any] | None = None

    # ---- derived ----
    def hand_ranks(self, p: int, h: int) -> list[int]:
        return [self.ranks[c] for c in self.hands[p][h]]

    def scores(self) -> list[int]:
        """Board cards facing each player (§8)."""
        return [self.owner.count(p) for p in range(self.n)]

    def is_joker(self, card: int) -> bool:
        return self.jokers[card]

    def clone(self) -> State:
        c = State.__new__(State)
        d = self.__dict__
        c.__dict__.update(d)
        c.rng = Rng(self.rng.state)
        for k in ("discard", "deck", "split", "cur", "order", "board", "owner", "axis",
                  "tell_cards", "links", "offered", "inq_queue", "voters", "told", "night",
                  "best"):
            setattr(c, k, d[k][:])
        c.hands = [[h[:] for h in hs] for hs in self.hands]
        c.up = [[h[:] for h in hs] for hs in self.up]
        c.status = [s[:] for s in self.status]
        c.last_shown = [x[:] for x in self.last_shown]
        c.placed = [pl[:] for pl in self.placed]
        c.ballots = dict(self.ballots)
        c.result = None if self.result is None else dict(self.result)
        return c

    # ---- saving ----
    _PLAIN = ("discard", "deck", "hands", "up", "status", "split", "cur", "banker", "order",
              "pos", "phase", "actor", "board", "owner", "axis", "teller", "tell_cards",
              "placed", "links", "offered", "target", "waived", "typed", "inq", "inq_queue",
              "vote_kind", "voters", "hands_done", "told", "night", "best", "next_banker",
              "last_shown", "result")

    def to_json(self) -> dict[str, Any]:
        out = {k: getattr(self, k) for k in self._PLAIN}
        out["ballots"] = [[p, b] for p, b in sorted(self.ballots.items())]
        out["rng"] = self.rng.state
        out["config"] = self.config.to_json()
        return out

    @classmethod
    def from_json(cls, data: Any) -> State:
        if not isinstance(data, dict):
            raise CorruptState("state is not an object")
        try:
            s = cls(GameConfig.from_json(data["config"]), 0)
            s.rng = Rng(int(data["rng"]))
            for k in cls._PLAIN:
                setattr(s, k, data[k])
            s.ballots = {int(p): bool(b) for p, b in data["ballots"]}
            s.hands = [[[int(c) for c in h] for h in hs] for hs in s.hands]
            s.placed = [[int(a), int(b)] for a, b in s.placed]
        except (KeyError, TypeError, ValueError) as exc:
            raise CorruptState(f"malformed state ({exc!r})") from exc
        problems = check_invariants(s)
        if problems:
            raise CorruptState("; ".join(problems))
        return s


def check_invariants(s: State) -> list[str]:
    """What is wrong with a state (empty when it is a legal position)."""
    bad: list[str] = []
    if s.phase not in PHASES:
        return [f"unknown phase {s.phase!r}"]
    n, total = s.n, len(s.cards)
    for name in ("split", "cur", "told", "night", "best", "hands", "up", "status"):
        if not isinstance(getattr(s, name), list) or len(getattr(s, name)) != n:
            return [f"{name} needs one entry per player"]
    if len(s.board) != CELLS or len(s.owner) != CELLS or len(s.axis) != CELLS:
        return ["the board has 121 cells"]
    seen: list[int] = list(s.discard) + list(s.deck) + list(s.tell_cards)
    seen += [c for c, _ in s.placed]
    for p in range(n):
        if len(s.hands[p]) != len(s.up[p]) or len(s.hands[p]) != len(s.status[p]):
            bad.append(f"player {p}: hands, face-up flags and statuses differ in number")
            continue
        for h, cards in enumerate(s.hands[p]):
            if len(cards) != len(s.up[p][h]):
                bad.append(f"player {p} hand {h}: face-up flags do not match")
            if s.status[p][h] not in STATUSES:
                bad.append(f"player {p} hand {h}: bad status")
            seen += cards
    for cell in range(CELLS):
        card, owner, axis = s.board[cell], s.owner[cell], s.axis[cell]
        if card >= 0:
            seen.append(card)
            if not 0 <= owner < n or axis not in ("H", "V", "N"):
                bad.append(f"cell {cell}: a card needs an owner and an axis")
        elif owner != -1 or axis != "":
            bad.append(f"cell {cell}: an empty cell has no owner or axis")
    if sorted(seen) != list(range(total)):
        bad.append("cards are lost or duplicated")
    if not 0 <= s.banker < n:
        bad.append("bad banker")
    if s.phase != OVER and not 0 <= s.actor < n:
        bad.append("bad actor")
    if s.phase == VOTE and (s.vote_kind not in ("waiver", "heckle") or not s.voters
                            or any(v not in s.voters for v in s.ballots)):
        bad.append("a vote needs voters and ballots only from them")
    if s.phase == OVER and s.result is None:
        bad.append("a finished game needs a result")
    return bad
