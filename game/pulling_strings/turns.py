"""Setup (spec §6) and the turn sequence (§7): income, draw, actions, end-of-turn
transfers, goal check, the next player; rounds, the turn limit and the stalemate (§11,
§13); resigning (§12)."""

from __future__ import annotations

from ..core.dice import roll
from ..core.events import Event
from .abilities import income
from .cards import CABALS, N_GROUPS, SPECIAL_BASE, SPECIALS
from .goals import STALEMATE_ROUNDS, check_goals, end_by_progress, end_game
from .options import HARD_CEILING
from .state import State
from .web import release

ROW_SIZE = 4  # §6.3
LIE_LOW_PAY = 5  # §7.3


def start_game(s: State, ev: list[Event]) -> None:
    """§6.1: random Cabals now, or each seat chooses in turn (setting)."""
    if s.config.options.cabals == "choose":
        s.phase, s.chooser = "choose", 0
        return
    order = list(range(len(CABALS)))
    s.rng.shuffle(order)
    s.cabal = order[: s.n]
    finish_setup(s, ev)


def choose_cabal(s: State, c: int, ev: list[Event]) -> None:
    s.cabal[s.chooser] = c
    ev.append(Event("chose", {"player": s.chooser, "cabal": c}))
    s.chooser += 1
    if s.chooser == s.n:
        finish_setup(s, ev)


def finish_setup(s: State, ev: list[Event]) -> None:
    """§6.2–§6.5: Cabal income, the deck, the uncontrolled row, first player, catch-up."""
    for p in range(s.n):
        s.cash[p] = CABALS[s.cabal[p]].income
    deck = list(range(N_GROUPS))
    deck += [SPECIAL_BASE + k for k, sp in enumerate(SPECIALS) for _ in range(sp.copies)]
    s.rng.shuffle(deck)
    s.deck = deck
    aside = []
    while len(s.row) < ROW_SIZE:
        card = s.deck.pop()
        (aside if card >= SPECIAL_BASE else s.row).append(card)
    if aside:
        s.deck += aside
        s.rng.shuffle(s.deck)
    ev.append(Event("setup", {"cabals": list(s.cabal), "row": list(s.row)}))
    contenders = list(range(s.n))
    while len(contenders) > 1:  # §6.4: highest 2d6 starts, ties re-roll
        rolls = {p: sum(roll(s.rng, 2)) for p in contenders}
        ev.append(Event("first_roll", {"rolls": {str(p): r for p, r in rolls.items()}}))
        best = max(rolls.values())
        contenders = [p for p in contenders if rolls[p] == best]
    s.first = s.active = contenders[0]
    for k in range(1, s.n):  # §6.5
        s.cash[(s.first + k) % s.n] += k * s.config.options.catch_up
    start_turn(s, ev)


def start_turn(s: State, ev: list[Event]) -> None:
    """§7.1–§7.2: income, then the top card of the deck."""
    p = s.active
    s.used = [False] * N_GROUPS
    s.fresh = [False] * N_GROUPS
    s.cabal_used = [False] * s.n
    s.rerolled = False
    s.actions_left, s.acted, s.transfers_left = 2, False, 2
    s.turns += 1
    s.cash[p] += CABALS[s.cabal[p]].income
    earned = CABALS[s.cabal[p]].income
    for g in range(N_GROUPS):
        if s.owner[g] == p:
            gain = income(s, g)
            s.treasury[g] += gain
            earned += gain
    ev.append(Event("turn", {"player": p, "round": s.round, "income": earned}))
    if s.deck:
        card = s.deck.pop()
        if card >= SPECIAL_BASE:
            s.hands[p].append(card - SPECIAL_BASE)
            ev.append(Event("drew", {"player": p, "special": True},
                            {"card": card - SPECIAL_BASE}, (p,)))
        else:
            s.row.append(card)
            ev.append(Event("drew", {"player": p, "special": False, "group": card}))
    s.after = "action"
    s.phase = "action"


def lie_low(s: State, ev: list[Event]) -> None:
    """§7.3: 5 S into the Cabal treasury, and the turn ends."""
    s.cash[s.active] += LIE_LOW_PAY
    ev.append(Event("lay_low", {"player": s.active}))
    end_turn(s, ev)


def end_turn(s: State, ev: list[Event]) -> None:
    """§7.6 goal check (with the money goal), then the next seat; a new round checks the
    turn limit, the stalemate and the hard ceiling."""
    if check_goals(s, ev, end_of_turn=True):
        return
    live = [p for p in range(s.n) if not s.resigned[p]]
    if len(live) == 1:
        end_game(s, live, "everyone else resigned", ev)
        return
    pos = (s.active - s.first) % s.n
    nxt = s.active
    while True:
        nxt = (nxt + 1) % s.n
        if not s.resigned[nxt]:
            break
    if (nxt - s.first) % s.n <= pos and end_round(s, ev):
        return
    s.active = nxt
    start_turn(s, ev)


def end_round(s: State, ev: list[Event]) -> bool:
    s.quiet_rounds = 0 if s.taken else s.quiet_rounds + 1
    s.taken = False
    limit = s.config.options.turn_limit
    if limit and s.round >= limit:
        end_by_progress(s, f"the turn limit of {limit} rounds", ev)
        return True
    if s.quiet_rounds >= STALEMATE_ROUNDS:
        end_by_progress(s, f"stalemate: {STALEMATE_ROUNDS} rounds without a capture", ev)
        return True
    if s.round >= HARD_CEILING:
        end_by_progress(s, f"the {HARD_CEILING}-round ceiling", ev)
        return True
    s.round += 1
    return False


def resign(s: State, ev: list[Event]) -> None:
    """§12: groups to the row, Slush to the bank, specials discarded; the seat leaves."""
    p = s.active
    for g in range(N_GROUPS):
        if s.owner[g] == p:
            s.treasury[g] = 0
    for g in range(N_GROUPS):
        if s.owner[g] == p:
            release(s, g)
            s.row.append(g)
    s.place = [e for e in s.place if e[0] != p]
    s.cash[p] = 0
    s.discard += s.hands[p]
    s.hands[p] = []
    s.resigned[p] = True
    ev.append(Event("resigned", {"player": p}))
    end_turn(s, ev)
