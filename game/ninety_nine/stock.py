"""Drawing and the empty stock (spec §5.7)."""

from __future__ import annotations

from ..core.contract import EVERYONE
from ..core.events import Event
from .cards import TEXT
from .state import State


def draw(s: State, p: int, k: int, ev: list[Event]) -> None:
    """Player `p` draws `k` cards; an empty stock is rebuilt from the pile under its top
    card (the count is unchanged); if even that yields nothing the draw is skipped."""
    for _ in range(k):
        if not s.stock:
            if len(s.pile) <= 1:
                ev.append(Event("draw_skipped", {"player": p}))
                return
            s.stock = s.pile[:-1]
            del s.pile[:-1]
            s.rng.shuffle(s.stock)
            s.rebuilds += 1
            ev.append(Event("stock_rebuilt", {"stock": len(s.stock), "top": TEXT[s.pile[-1]]}))
        c = s.stock.pop()
        s.hands[p].append(c)
        ev.append(Event("drew", {"player": p, "stock": len(s.stock)},
                        {"card": TEXT[c]}, (p, EVERYONE)))
