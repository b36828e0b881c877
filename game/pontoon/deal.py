"""Setup (spec §4), a hand of Pontoon without stakes (§5.2–§5.5) and the bank (§5.6)."""

from __future__ import annotations

from ..core.errors import IllegalAction
from ..core.events import Event
from . import hand as ph
from .ending import enough_cards
from .state import BANK, BUSTED, DECLARED, FIVE, FORCED, LIVE, PLAY, STUCK, State
from .steps import END_HAND, Next

Ev = list[Event]


def setup(s: State, ev: Ev) -> Next | None:
    """§4.4: the first banker by a cut; every card in the discard pile; the first hand."""
    s.banker = s.rng.randrange(s.n)
    ev.append(Event("first_banker", {"banker": s.banker}))
    return start_hand(s, ev)


def start_hand(s: State, ev: Ev) -> Next | None:
    """§5.2: shuffle the discard pile into the deck and deal two cards each."""
    if not enough_cards(s):
        return Next("finish", why="cards")
    s.deck = s.discard
    s.discard = []
    s.rng.shuffle(s.deck)
    s.hands = [[[]] for _ in range(s.n)]
    s.up = [[[]] for _ in range(s.n)]
    s.status = [[LIVE] for _ in range(s.n)]
    s.split = [False] * s.n
    s.cur = [0] * s.n
    s.next_banker = -1
    seats = [(s.banker + 1 + i) % s.n for i in range(s.n)]  # ends with the banker
    s.order = seats[:-1]
    s.pos = 0
    ev.append(Event("hand_started", {"hand": s.hands_done + 1, "banker": s.banker,
                                     "deck": len(s.deck)}))
    for _ in range(2):
        for p in seats:
            card = s.deck.pop()
            joker = s.is_joker(card)
            s.hands[p][0].append(card)
            s.up[p][0].append(joker)  # a joker is dealt face up (§7.1)
            if joker:
                ev.append(Event("dealt", {"player": p, "joker": card}))
                return Next("inquisition", p)
            ev.append(Event("dealt", {"player": p}, {"card": card}, (p,)))
    if ph.is_pontoon(s.hand_ranks(s.banker, 0), False):  # §5.2.3
        s.up[s.banker][0] = [True, True]
        s.status[s.banker][0] = DECLARED
        ev.append(Event("banker_reveal", {"player": s.banker, "cards": s.hands[s.banker][0],
                                          "pontoon": True}))
        return showdown(s, ev)
    s.phase = PLAY
    return advance(s, ev)


# ---- §5.3 the punters ----
def punter_legal(s: State) -> list[str]:
    """The Pontoon moves open to the actor now: names of action kinds."""
    if s.phase == BANK:
        return ["twist", "stick"]  # §5.4: the banker sticks at any total
    p = s.actor
    return punter_moves(s.hand_ranks(p, s.cur[p]), s.split[p], len(s.deck))


def punter_moves(ranks: list[int], split: bool, deck_left: int) -> list[str]:
    """§5.3: the moves a punter's hand of these ranks allows (the table also asks it of
    hands the screen may not show, to offer every move some hand could make)."""
    if ph.is_pontoon(ranks, split):
        return ["declare"]  # a Pontoon is declared (§5.3; docs/rules-pontoon.md)
    out = []
    if not split and len(ranks) == 2 and ranks[0] == ranks[1] and deck_left >= 1:
        out.append("split")
    out.append("twist")
    if ph.best_total(ranks) >= 15:
        out.append("stick")
    return out


def apply_pontoon(s: State, kind: str, ev: Ev) -> Next | None:
    if kind not in punter_legal(s):
        rule = "§5.4" if s.phase == BANK else "§5.3"
        raise IllegalAction(rule, f"{kind} is not allowed now (a punter sticks only at 15 or"
                            " more, splits an equal pair once, declares a Pontoon)")
    p, h = s.actor, s.cur[s.actor]
    if kind == "declare":
        s.status[p][h] = DECLARED
        s.up[p][h] = [True] * len(s.hands[p][h])
        ev.append(Event("declared", {"player": p, "cards": s.hands[p][h][:]}))
    elif kind == "stick":
        s.status[p][h] = STUCK
        ev.append(Event("stuck", {"player": p, "hand": h, "cards": len(s.hands[p][h])}))
    elif kind == "split":
        a, b = s.hands[p][0]
        s.hands[p] = [[a], [b]]
        s.up[p] = [[True], [True]]  # the pair is shown (docs/rules-pontoon.md)
        s.status[p] = [LIVE, LIVE]
        s.split[p] = True
        ev.append(Event("split", {"player": p, "cards": [a, b]}))
        for hh in (0, 1):
            if not s.deck:
                s.status[p][hh] = FORCED
                continue
            card = s.deck.pop()
            s.hands[p][hh].append(card)
            joker = s.is_joker(card)
            s.up[p][hh].append(joker)
            if joker:
                ev.append(Event("dealt", {"player": p, "hand": hh, "joker": card}))
                return Next("inquisition", p)
            ev.append(Event("dealt", {"player": p, "hand": hh}, {"card": card}, (p,)))
    else:  # twist
        card = s.deck.pop()
        s.hands[p][h].append(card)
        s.up[p][h].append(True)
        ev.append(Event("twisted", {"player": p, "hand": h, "card": card}))
        if s.is_joker(card):
            return Next("inquisition", p)
    return advance(s, ev)  # which settles this hand first (bust, five cards, empty deck)


def settle_hand(s: State, p: int, h: int, ev: Ev) -> None:
    """A hand ends by itself: bust, five cards, or an empty deck (§5.3, §9)."""
    if s.status[p][h] != LIVE:
        return
    ranks = s.hand_ranks(p, h)
    if ph.best_total(ranks) > 21:
        s.status[p][h] = BUSTED
        s.up[p][h] = [True] * len(ranks)
        ev.append(Event("bust", {"player": p, "hand": h, "cards": s.hands[p][h][:]}))
    elif len(ranks) >= 5:
        s.status[p][h] = FIVE
        ev.append(Event("five_card_trick", {"player": p, "hand": h}))
    elif not s.deck:
        s.status[p][h] = FORCED
        ev.append(Event("stuck", {"player": p, "hand": h, "forced": True,
                                  "cards": len(ranks)}))


def advance(s: State, ev: Ev) -> Next | None:
    """Move to the next live hand: the punters in order, then the banker (§5.3, §5.4)."""
    if s.phase == PLAY:
        while s.pos < len(s.order):
            p = s.order[s.pos]
            for h in range(len(s.hands[p])):
                settle_hand(s, p, h, ev)
                if s.status[p][h] == LIVE:
                    s.cur[p] = h
                    s.actor = p
                    return None
            s.pos += 1
        b = s.banker
        s.up[b][0] = [True] * len(s.hands[b][0])
        ev.append(Event("banker_reveal", {"player": b, "cards": s.hands[b][0][:]}))
        s.phase, s.actor, s.cur[b] = BANK, b, 0
    if s.phase == BANK:
        settle_hand(s, s.banker, 0, ev)
        if s.status[s.banker][0] == LIVE:
            return None
        return showdown(s, ev)
    return None


def showdown(s: State, ev: Ev) -> Next:
    """§5.5: all hands shown; the single best hand wins; ties to the banker, then to the
    punter nearest the banker's left; all bust is a void hand."""
    entries = []
    for p in s.order + [s.banker]:
        for h, cards in enumerate(s.hands[p]):
            s.up[p][h] = [True] * len(cards)
            entries.append((p, h, ph.rank_key(s.hand_ranks(p, h), s.split[p])))
    won = ph.winner(entries, s.banker)
    shown = [{"player": p, "hand": h, "cards": s.hands[p][h][:], "rank": ph.describe_key(k),
              "key": k} for p, h, k in entries]
    ev.append(Event("showdown", {"hands": shown, "winner": None if won is None else won[0],
                                 "winning_hand": None if won is None else won[1]}))
    if won is None:
        ev.append(Event("void_hand", {}))
        return END_HAND
    p, h = won
    if (s.config.options.banking == "standard" and p != s.banker
            and ph.is_pontoon(s.hand_ranks(p, h), s.split[p])):
        s.next_banker = p  # §5.6 standard passing
    ev.append(Event("hand_won", {"player": p, "hand": h, "cards": s.hands[p][h][:],
                                 "rank": ph.describe_key(ph.rank_key(s.hand_ranks(p, h),
                                                                     s.split[p]))}))
    cards = s.hands[p][h]
    s.hands[p][h] = []
    s.up[p][h] = []
    return Next("conspiracy", p, tuple(cards))


def pass_bank(s: State, ev: Ev) -> None:
    """§5.6: rotate one seat clockwise, or (standard) to a punter who won with a Pontoon."""
    if s.config.options.banking == "rotate":
        s.banker = (s.banker + 1) % s.n
    elif s.next_banker >= 0:
        s.banker = s.next_banker
    s.next_banker = -1
    ev.append(Event("bank_passed", {"banker": s.banker}))
