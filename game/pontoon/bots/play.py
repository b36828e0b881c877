"""Pontoon play for bots (spec §12.1), with card counting of face-up cards for Hard."""

from __future__ import annotations

from typing import Any

from .. import hand as ph
from ..observation import Observation


def my_hand(o: Observation, p: int) -> list[int]:
    h = o.current_hand[p]
    return [o.ranks[c] for c in o.hands[p][h] if c >= 0]


def unseen_ranks(o: Observation) -> list[int]:
    """Ranks of every card the bot has not seen (deck and others' hidden cards)."""
    seen = {c for c in o.board if c >= 0} | set(o.to_place) | {c for c, _ in o.placed}
    for hands in o.hands:
        for h in hands:
            seen.update(c for c in h if c >= 0)
    return [r for c, r in enumerate(o.ranks) if c not in seen and r > 0]


def threat(o: Observation, p: int) -> int:
    """The best visible finished punter hand: 1 for a likely strong one (declared Pontoon,
    a five-card trick, or four cards showing), 0 otherwise."""
    for q in o.order:
        if q == p:
            break
        for h, st in zip(o.hands[q], o.statuses[q], strict=True):
            if st in ("pontoon", "five") or (st != "bust" and len(h) >= 4):
                return 1
    return 0


def punter_move(o: Observation, p: int, kinds: set[str], counting: bool) -> str:
    return punter_reason(o, p, kinds, counting)[0]


def punter_reason(o: Observation, p: int, kinds: set[str], counting: bool
                  ) -> tuple[str, dict[str, Any]]:
    """The §12.1 punter move and the numbers it rested on (`rule` names the step that
    decided; a coach's hint quotes them)."""
    ranks = my_hand(o, p)
    if "declare" in kinds:
        return "declare", {"rule": "declare"}
    total, soft = ph.best_total(ranks), ph.is_soft(ranks)
    why: dict[str, Any] = {"total": total, "soft": soft}
    if "split" in kinds:
        r = ranks[0]
        if r in (1, 8) or (ph.value(r) < 10 and 12 <= total <= 16):
            return "split", {**why, "rule": "split", "rank": r}
    if "stick" not in kinds:
        return "twist", {**why, "rule": "must_twist"}
    if len(ranks) == 4 and total <= 16:
        return "twist", {**why, "rule": "five"}  # go for the five-card trick
    limit = 19 if soft else 18
    limit += threat(o, p)
    why["limit"] = limit
    if counting and not soft:
        pool = unseen_ranks(o)
        if pool:
            keep = sum(1 for r in pool if total + ph.value(r) <= 21)
            safe = keep / len(pool)
            rivals = len(o.order) + 1 - 1
            # twist while the chance of improving beats the chance a rival beats us
            want = 19 if rivals >= 2 else 18
            why.update(keep=keep, pool=len(pool), safe=safe, want=want)
            if total < want and safe >= 0.45:
                return "twist", {**why, "rule": "count_twist"}
            if total >= want or safe < 0.3:
                return "stick", {**why, "rule": "count_stick"}
    return ("stick" if total >= limit else "twist"), {**why, "rule": "limit"}


def banker_move(o: Observation, p: int, counting: bool) -> str:
    ranks = my_hand(o, p)
    total = ph.best_total(ranks)
    best = 0
    four = False
    for q in o.order:
        for h, st in zip(o.hands[q], o.statuses[q], strict=True):
            if st == "pontoon":
                return "stick"  # cannot be beaten (§12.1)
            if st == "five":
                best = max(best, ph.FIVE_CARD_TRICK)
            elif st != "bust":
                shown = [o.ranks[c] for c in h if c >= 0]
                est = min(21, ph.best_total(shown) + 10 * sum(1 for c in h if c < 0)) \
                    if any(c < 0 for c in h) else ph.best_total(shown)
                best = max(best, min(est, 20) if counting else 17)
                four = four or len(h) >= 4
    if len(ranks) >= 5 or all(st == "bust" for q in o.order for st in o.statuses[q]):
        return "stick"  # nothing to beat (every punter is bust) or a five-card trick
    if best >= ph.FIVE_CARD_TRICK:
        return "twist"
    if total < 17 or total < best or (four and len(ranks) < 5 and total < 21):
        return "twist"
    return "stick"
