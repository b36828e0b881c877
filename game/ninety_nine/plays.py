"""A turn: legal plays (§5.1), their effects (§5.2, §5.3), boundary points (§5.4), and
the resolution order (§5.5) up to the draw, the pass and the next player (§5.8)."""

from __future__ import annotations

from ..core.events import Event
from .actions import Play
from .cards import COMBO_RANKS, PLAY_PENALTY, RANK, RED, SET_TO, TEXT
from .scoring import boundary_points, charge
from .state import State

_SINGLE_CACHE: dict[tuple[int, bool], tuple[Play, ...]] = {}


def _singles(c: int, ten_down: bool) -> tuple[Play, ...]:
    key = (c, ten_down)
    acts = _SINGLE_CACHE.get(key)
    if acts is None:
        r = RANK[c]
        if r == 1:
            acts = (Play(c, -1, 1), Play(c, -1, 11))
        elif r == 10:
            acts = (Play(c, -1, 10), Play(c, -1, -10)) if ten_down else (Play(c, -1, 10),)
        else:
            acts = (Play(c, -1, 0),)
        _SINGLE_CACHE[key] = acts
    return acts


def legal_plays(s: State, p: int) -> list[Play]:
    """§5.1: every single (with its Ace / Ten choice, §8: −10 only at count ≥ 10) and every
    combo of two 3s/6s/9s/Ks (different colours: keep or reverse; same colour: nominate
    any other player; K+K: no choice)."""
    hand = s.hands[p]
    ten_down = s.count >= 10
    out: list[Play] = []
    for c in hand:
        out.extend(_singles(c, ten_down))
    k = len(hand)
    for i in range(k):
        a = hand[i]
        r = RANK[a]
        if r not in COMBO_RANKS:
            continue
        for j in range(i + 1, k):
            b = hand[j]
            if RANK[b] != r:
                continue
            x, y = (a, b) if a < b else (b, a)
            if r == 13:
                out.append(Play(x, y, 0))
            elif RED[x] != RED[y]:
                out.append(Play(x, y, 0))
                out.append(Play(x, y, 1))
            else:
                out.extend(Play(x, y, q) for q in range(s.n) if q != p)
    return out


def play_value(count: int, a: int, b: int, choice: int) -> int:
    """§5.2 / §5.3: the new count of a play (never below 0)."""
    r = RANK[a]
    if b >= 0:
        return count + 10 if r == 13 else SET_TO[r]
    if r == 1:
        return count + choice
    if r == 10:
        return count + choice  # +10 or -10 (legal only at count >= 10)
    if r == 4 or r == 8:
        return count
    return count + (r if r < 10 else 10)


def resolve(s: State, p: int, a: int, b: int, choice: int,
            ev: list[Event]) -> tuple[int, int, bool, int]:
    """§5.5 steps 1–3. Returns what steps 4–8 need: (player, cards to draw, pass after,
    next player)."""
    hand = s.hands[p]
    hand.remove(a)
    s.pile.append(a)
    cards = [TEXT[a]]
    if b >= 0:
        hand.remove(b)
        s.pile.append(b)
        cards.append(TEXT[b])
    s.fresh[p] = []  # §12: the "new" marks go once the owner has played
    old = s.count
    new = play_value(old, a, b, choice)
    s.count = new
    r = RANK[a]
    combo = b >= 0
    s.history.append((p, a, b, choice, s.passes))
    blind = s.config.options.blind_count
    pub = {"player": p, "cards": cards, "combo": combo, "choice": choice,
           "hand_size": len(hand)}
    if not blind:
        pub["old"], pub["new"] = old, new
    ev.append(Event("played", pub))
    if new != old and not blind:
        ev.append(Event("count_changed", {"player": p, "old": old, "new": new}))
    # Step 2: boundary points (§5.4) and card penalties (§5.2).
    for bnd, pts in boundary_points(old, new):
        if combo and r == 13:  # §5.3 K+K: charged to each other player instead
            for q in range(s.n):
                if q != p:
                    charge(s, q, pts, "bound", f"boundary {bnd} (K+K)", ev, by=p)
        else:
            charge(s, p, pts, "bound", f"boundary {bnd}", ev, by=p)
    if not combo and PLAY_PENALTY[a]:
        charge(s, p, PLAY_PENALTY[a], "cardpen",
               "one-eyed jack" if r == 11 else "black queen", ev, by=p)
    # Step 3: direction or nomination (§5.8).
    nxt = -2
    if (not combo and r == 4) or (combo and r != 13 and RED[a] != RED[b] and choice == 1):
        s.direction = -s.direction
        ev.append(Event("direction_reversed", {"player": p, "direction": s.direction}))
    elif combo and r != 13 and RED[a] == RED[b]:
        nxt = choice
        ev.append(Event("nominated", {"player": p, "nominee": choice}))
    if nxt == -2:
        nxt = (p + s.direction) % s.n
    return p, (2 if combo else 1), (not combo and r in (2, 13)), nxt
