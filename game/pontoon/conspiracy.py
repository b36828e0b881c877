"""The conspiracy (spec §6): placing the line, telling, the time-out, the waiver and heckle
votes, success with turning, and failure. Also serves Inquisition relay turns (§7.2)."""

from __future__ import annotations

from operator import itemgetter

from ..core.actions import Action
from ..core.errors import IllegalAction
from ..core.events import Event
from . import board as bd
from .actions import Link, Place, Tell, TimeOut, Vote, make
from .state import OVER, TELL, VOTE, State
from .steps import END_HAND, Next
from .subjects import closers, fitting, phrases
from .theory import sentence

Ev = list[Event]
OFFERED = 4  # §6.3: four phrases offered


_PLACE_ROWS: dict[int, tuple[Action, ...]] = {}


def place_row(card: int) -> tuple[Action, ...]:
    """Place(card, cell) for every cell, built once (actions are immutable values)."""
    row = _PLACE_ROWS.get(card)
    if row is None:
        row = _PLACE_ROWS[card] = tuple(make(Place, (card, c)) for c in range(bd.CELLS))
    return row


def lines_now(s: State) -> list[tuple[str, tuple[int, ...]]]:
    """Every legal full line for the cards of this conspiracy (cached on the state)."""
    # Cards never leave the board (§1), so its card count and the hand identify it.
    key = (s.teller, s.target, s.hands_done, s.inq, s.board.count(-1))
    cache = s.__dict__.get("_lines")
    if cache is None or cache[0] != key:
        cache = (key, bd.legal_lines(s.board, s.axis, s.target))
        s.__dict__["_lines"] = cache
    return cache[1]


def placeable_cells(s: State) -> list[int]:
    """Cells where the next card may go so that a legal completion exists (§6.2)."""
    lines = lines_now(s)
    placed = tuple(cell for _, cell in s.placed)
    cache = s.__dict__.get("_cells")
    if cache is None or cache[0] is not lines or cache[1] != placed:
        cache = (lines, placed, bd.next_cells(lines, placed))
        s.__dict__["_cells"] = cache
    return cache[2]


def uses_phrases(s: State) -> bool:
    """Phrase-builder links: the setting, or a bot teller (§6.3: bots always do)."""
    return (s.config.options.telling == "phrases"
            or s.config.seats[s.teller] != "human")


def timer_runs(s: State) -> bool:
    """A human teller with the timer on and not waived can run out of time (§6.1)."""
    return (s.config.options.timer > 0 and not s.waived
            and s.config.seats[s.teller] == "human")


def other_humans(s: State) -> list[int]:
    return [p for p in s.config.humans if p != s.teller]


def begin_conspiracy(s: State, teller: int, cards: list[int], ev: Ev,
                     inq: bool = False, target: int | None = None) -> Next | None:
    """The teller gets the cards (§5.5) and places them (§6.2); no legal line: fails."""
    s.phase, s.actor, s.teller = TELL, teller, teller
    s.tell_cards, s.placed, s.links, s.offered = list(cards), [], [], []
    s.target = len(cards) if target is None else target
    s.waived, s.typed, s.inq = False, "", inq
    if not inq:
        ev.append(Event("conspiracy_started", {"teller": teller, "cards": list(cards),
                                               "timer": s.config.options.timer}))
        if not lines_now(s):
            ev.append(Event("conspiracy_failed", {"teller": teller, "why": "no legal line"}))
            return fail(s, ev)
    return None


def legal_tell(s: State) -> list[Action]:
    out: list[Action] = []
    if s.offered:
        out = [Link(i) for i in s.offered]
    else:
        cells = placeable_cells(s)
        if cells:
            pick = itemgetter(*cells)  # a tuple of the actions at these cells (or one)
            for card in allowed_cards(s):
                row = pick(place_row(card))
                if len(cells) == 1:
                    out.append(row)
                else:
                    out += row
        if s.config.options.telling == "typed" and not s.typed and not s.inq \
                and s.config.seats[s.teller] == "human":
            out.append(Tell(""))
    if timer_runs(s):
        out.append(TimeOut())
    return out


def placement_listed(s: State, action: Action) -> bool:
    """Is this Place among legal_tell's actions (without building them)?"""
    if s.offered or len(action.values) != 2:
        return False
    card, cell = action.values
    return card in allowed_cards(s) and cell in placeable_set(s)


def placeable_set(s: State) -> frozenset[int]:
    cells = placeable_cells(s)
    cache = s.__dict__.get("_cellset")
    if cache is None or cache[0] is not cells:
        cache = (cells, frozenset(cells))
        s.__dict__["_cellset"] = cache
    return cache[1]


def allowed_cards(s: State) -> list[int]:
    """Cards that may go next; a joker holder must include the joker (§7.2)."""
    slots = s.target - len(s.placed)
    jokers = [c for c in s.tell_cards if s.jokers[c]] if s.inq else []  # §7 only
    if s.inq and jokers and slots <= len(jokers):
        return jokers
    return sorted(s.tell_cards)


def apply_tell(s: State, action: Action, ev: Ev) -> Next | None:
    if isinstance(action, TimeOut):
        if not timer_runs(s):
            raise IllegalAction("§6.1", "no countdown is running for this teller")
        ev.append(Event("timed_out", {"teller": s.teller}))
        if s.inq:
            return Next("inquisition_timeout")
        if s.config.options.waiver and other_humans(s):
            start_vote(s, "waiver", ev)
            return None
        ev.append(Event("conspiracy_failed", {"teller": s.teller, "why": "time"}))
        return fail(s, ev)
    if isinstance(action, Tell):
        if action not in legal_tell(s) and not (
                s.config.options.telling == "typed" and not s.typed and not s.offered
                and not s.inq and s.config.seats[s.teller] == "human" and action.text):
            raise IllegalAction("§6.3", "typed text is told once, in typed mode")
        s.typed = action.text or " "
        ev.append(Event("theory_typed", {"teller": s.teller, "text": action.text}))
        return None
    if isinstance(action, Link):
        phrase = action.values[0]
        if phrase not in s.offered:
            raise IllegalAction("§6.3", "pick one of the four offered link phrases")
        s.links.append(phrase)
        s.offered = []
        ev.append(Event("linked", {"teller": s.teller, "phrase": phrase,
                                   "text": phrases()[phrase].text}))
    elif isinstance(action, Place):
        card, cell = action.values
        if s.offered:
            raise IllegalAction("§6.3", "first pick the link phrase")
        if card not in allowed_cards(s):
            raise IllegalAction("§6.2", "that card is not one of the cards to place")
        if cell not in placeable_set(s):
            raise IllegalAction("§6.2", "no legal line can be completed through that cell")
        s.tell_cards.remove(card)
        s.placed.append([card, cell])
        ev.append(Event("card_placed", {"cell": cell, "card": card, "owner": s.teller}))
        if s.inq:
            turn(s, bd.adjacent_cards([action.cell], s.board), ev)
        if len(s.placed) > 1 and uses_phrases(s):
            pool = list(fitting(s.roles[card]))
            for i in range(min(OFFERED, len(pool))):  # a partial Fisher–Yates draw
                j = i + s.rng.randrange(len(pool) - i)
                pool[i], pool[j] = pool[j], pool[i]
            s.offered = sorted(pool[:OFFERED])
            ev.append(Event("phrases_offered", {"teller": s.teller, "phrases": s.offered}))
            return None
    else:
        raise IllegalAction("§6", "place the conspiracy cards")
    if len(s.placed) == s.target:
        if s.inq:
            land(s)
            return Next("relay")
        return complete(s, ev)
    return None


def land(s: State) -> None:
    """The placed cards join the board, facing the teller, with the line's axis (§3)."""
    cells = [cell for _, cell in s.placed]
    if not cells:
        return
    axis = bd.NONE if len(cells) == 1 else (bd.H if abs(cells[1] - cells[0]) == 1 else bd.V)
    for card, cell in s.placed:
        s.board[cell], s.owner[cell], s.axis[cell] = card, s.teller, axis
    s.placed = []


def turn(s: State, cells: list[int], ev: Ev) -> None:
    """Adjacent board cards turn to face the teller (§6.4, §7.2, §9)."""
    if not cells:
        return
    before = [s.owner[c] for c in cells]
    for c in cells:
        s.owner[c] = s.teller
    ev.append(Event("cards_turned", {"cells": cells, "owner": s.teller, "from": before}))


def start_vote(s: State, kind: str, ev: Ev) -> None:
    s.phase, s.vote_kind = VOTE, kind
    s.voters, s.ballots = other_humans(s), {}
    ev.append(Event("vote_started", {"vote": kind, "voters": s.voters[:], "teller": s.teller}))


def apply_vote(s: State, action: Action, player: int | None, ev: Ev) -> Next | None:
    """§6.4: simultaneous secret ballots; resolved when all are in, whatever the order."""
    if not isinstance(action, Vote):
        raise IllegalAction("§6.4", "the other humans are voting")
    voter = action.voter
    if voter not in s.voters or voter in s.ballots or (player is not None and player != voter):
        raise IllegalAction("§6.4", f"player {voter} has no ballot to cast")
    if action.yes not in (0, 1):
        raise IllegalAction("§6.4", "a ballot is yes (1) or no (0)")
    s.ballots[voter] = bool(action.yes)
    ev.append(Event("vote_cast", {"voter": voter}, {"yes": bool(action.yes)}, (voter,)))
    if len(s.ballots) < len(s.voters):
        return None
    yes = sum(s.ballots.values())
    passed = 2 * yes > len(s.voters)  # simple majority; a tie means no
    ev.append(Event("vote_result", {"vote": s.vote_kind, "ballots": sorted(
        [p, b] for p, b in s.ballots.items()), "passed": passed}))
    kind = s.vote_kind
    s.vote_kind, s.voters, s.ballots = "", [], {}
    s.phase, s.actor = TELL, s.teller
    if kind == "waiver":
        if passed:
            s.waived = True  # the timer is removed; the teller completes the placement
            return None
        ev.append(Event("conspiracy_failed", {"teller": s.teller, "why": "time"}))
        return fail(s, ev)
    if passed:
        ev.append(Event("conspiracy_failed", {"teller": s.teller, "why": "heckled"}))
        return fail(s, ev)
    return succeed(s, ev)


def complete(s: State, ev: Ev) -> Next | None:
    """All cards are down within the time: the heckle vote (optional) or success."""
    opts = s.config.options
    if opts.heckle and opts.telling == "spoken" and other_humans(s):
        start_vote(s, "heckle", ev)
        return None
    return succeed(s, ev)


def theory_text(s: State) -> str:
    cards = [card for card, _ in s.placed]
    adjacent = bd.adjacent_cards([cell for _, cell in s.placed], s.board)
    subjects = [s.subjects[c] for c in cards]
    if s.typed.strip():
        return s.typed.strip()
    if not s.links:
        return " · ".join(subjects)
    shown = [s.subjects[s.board[a]] for a in adjacent]
    start = s.board[adjacent[0]] if adjacent else 0  # then in turn: none repeats early
    ends = [(start + k) % len(closers()) for k in range(len(adjacent))]
    return sentence(subjects, s.links, shown, ends)


def succeed(s: State, ev: Ev) -> Next:
    cells = [cell for _, cell in s.placed]
    text = theory_text(s)
    adjacent = bd.adjacent_cards(cells, s.board)
    ev.append(Event("theory_told", {"teller": s.teller, "text": text,
                                    "cards": [c for c, _ in s.placed], "links": s.links[:],
                                    "adjacent": adjacent}))
    land(s)
    turn(s, adjacent, ev)
    s.told[s.teller] += 1
    if len(text) > len(s.best[s.teller]):
        s.best[s.teller] = text
    ev.append(Event("conspiracy_succeeded", {"teller": s.teller, "cells": cells,
                                             "turned": adjacent}))
    return END_HAND


def fail(s: State, ev: Ev) -> Next | None:
    """The conspiracy fails: its cards (placed or not) go to the discard pile (§6.4)."""
    return END_HAND if s.phase != OVER else None
