"""Hit tests for the tooltips: what the board's pointer or focus rests on (counters,
numbers, zones, the Accuse tabs) and the Plot builder's, each with the tip to show.
The words themselves live in `tooltips`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.paranoid.catalogue import type_name
from game.paranoid.plots import kind_counts
from scenes.paranoid.tooltips import (
    NO_POINTER,
    PHASE_TIPS,
    SEAT_NOTES,
    SEAT_ZONES,
    TABLE_ZONES,
    Tip,
    _who,
    catalogue_tip,
    cost_tip,
    counter_tip,
    number_tip,
    sanity_tip,
    score_label,
    seat_zone_tip,
    zone_tip,
)
from scenes.ui import text, theme

# -- the board's hit test ---------------------------------------------------------------------
Hover = tuple[Any, pygame.Rect, Tip]
Spot = tuple[Any, pygame.Rect, Callable[[], Tip]]  # the tip is only built when hit


def board_hover(board: Any) -> tuple[Hover | None, bool]:
    """What the board's pointer or focus rests on: ((key, rect, tip), immediate) — the
    focus (keyboard, controller) is explained at once, the mouse after a delay.
    Worked out again only when the pointer, the focus or the picture changed."""
    memo_key = (board.mouse, board.keyboard, board.focus, board.selected, id(board.choices),
                getattr(board, "focus_moved", True),
                id(board.view), id(board._public), board.session.display_viewer)
    memo = getattr(board, "_tip_memo", None)
    if memo is not None and memo[0] == memo_key:
        return memo[1]
    result = _board_hover(board)
    board._tip_memo = (memo_key, result)
    return result


def _board_hover(board: Any) -> tuple[Hover | None, bool]:
    focused = board._focused_source()
    # The focus tip waits for the player to move the focus: right after a move it would
    # cover what the move just changed (issue 22).
    if focused is not None and board.keyboard and getattr(board, "focus_moved", True):
        hit = focus_hover(board, focused)
        if hit is not None:
            return hit, True
    if board.keyboard or board.mouse == NO_POINTER:
        return None, board.keyboard
    return point_hover(board, board.mouse), False


def focus_hover(board: Any, source: Any) -> Hover | None:
    me = board.session.display_viewer
    if board.selected is not None:  # choosing a target: explain the focused target
        cycle = board._cycle()
        target = cycle[board.focus % len(cycle)] if cycle else None
        rect = board.target_rect(target) if target is not None else None
        if rect is not None:
            return ("target", target), rect, _target_tip(board, target)
    rects = board._rects_for_source(source, me)
    if not rects:
        return None
    rect = rects[0]
    if source[0] == "accuse":
        return ("focus", source), rect, accuse_tip(board, source[1])
    action = Tip("", board._describe_source(source))
    for key, placed in board.view.zones.items():
        for item in placed:
            if item.rect == rect:
                tip = _counter_from_view(board, key, item)
                return ("focus", source), rect, Tip(tip.title, f"{action.body}. {tip.body}")
    phase = PHASE_TIPS.get(board._public.phase, Tip(""))
    return ("focus", source), rect, Tip(board._describe_source(source), phase.body)


def _target_tip(board: Any, target: Any) -> Tip:
    obs = board._public
    me = board.session.display_viewer
    kind = target[0]
    if kind == "seat":
        return seat_zone_tip("paranoid", obs, target[1], me)
    if kind == "reserve":
        return seat_zone_tip("paranoid", obs, me, me)
    if kind == "new":
        return Tip("A new Accusation", "Start a new Accusation with this counter.")
    return Tip(f"Accusation {target[1] + 1}", "Add this counter to it.")


def _counter_from_view(board: Any, key: tuple, item: Any) -> Tip:
    kind = key[0]
    me = board.session.display_viewer
    seat = key[1] if kind != "aside" else None
    owner = board.session.names[seat] if seat is not None else ""
    return counter_tip(item.type, kind, owner, own=seat is not None and seat == me,
                       exposed=item.exposed, concealed_own=item.concealed_own,
                       subculture=board.session.config.subculture)


def accuse_tip(board: Any, index: int) -> Tip:
    """The Accuse tab's own tip: what making this Accusation does, and its price."""
    cost = board._public.next_cost
    return Tip(f"Accuse! (Accusation {index + 1})",
               f"Make this Accusation now, for {cost} Sanity. Every Plot, yours too, turns "
               "face up each hidden counter of a type it names, and your score rises by the "
               "number exposed. Its counters are then laid aside for good.")


def point_hover(board: Any, pos: tuple[int, int]) -> Hover | None:
    """Accuse tabs first (they sit on the rows), counters (they lie on the zones), then
    numbers, then zones."""
    if board.choices:
        for source in board.choices.sources:
            if source[0] == "accuse":
                rects = board._rects_for_source(source, board.session.display_viewer)
                if rects and rects[0].collidepoint(pos):
                    return ("accuse", source[1]), rects[0], accuse_tip(board, source[1])
    for key, placed in board.view.zones.items():
        for index, item in enumerate(placed):
            if item.rect.collidepoint(pos):
                return (key, index, item.type), item.rect, _counter_from_view(board, key, item)
    for key, rect, make in (*number_spots(board), *zone_spots(board)):
        if rect.collidepoint(pos):
            return key, rect, make()
    return None


def score_rect(name_rect: pygame.Rect, score: int) -> pygame.Rect:
    """Where the board prints the score at the right end of a seat's name row."""
    w, h = text.font(theme.SMALL_PX - 2).size(score_label(score))
    rect = pygame.Rect(0, 0, w, h)
    rect.midright = (name_rect.right - 6, name_rect.centery)
    return rect


def hud_segments(board: Any) -> list[tuple[str, pygame.Rect]]:
    """The board's status-line pieces as (kind, where drawn), left to right; a piece
    the shortened line no longer shows completely gets no spot."""
    fnt = text.font(theme.SMALL_PX)
    area = board.status_area()
    out: list[tuple[str, pygame.Rect]] = []
    x = area.x
    for i, (kind, piece) in enumerate(board.status_pieces()):
        lead = fnt.size(theme.STATUS_SEP)[0] if i else 0
        w, h = fnt.size(piece)
        rect = pygame.Rect(x + lead, 0, w, h)
        rect.centery = area.centery
        if rect.right > area.right:
            break
        out.append((kind, rect))
        x += lead + w
    return out


def number_spots(board: Any) -> list[Spot]:
    """Every number the board prints, with its rectangle and tip."""
    obs = board._public
    me = board.session.display_viewer
    layout = board.layout
    spots: list[Spot] = []
    for s, seat in enumerate(layout.seats):
        view = obs.players[s]
        spots.append((("sanity", s), seat.sanity, lambda s=s: sanity_tip(obs, s, me)))
        spots.append((("score", s), score_rect(seat.name, view.score),
                      lambda s=s, v=view: number_tip("score", **_who(v.name, s == me),
                                                     score=v.score)))
    pool = layout.pool
    label = pygame.Rect(0, 0, pool.width // 2, text.font(theme.SMALL_PX).get_linesize())
    label.midbottom = (pool.centerx, pool.bottom - 4)
    spots.append((("pool_count",), label,
                  lambda: number_tip("pool_count", count=obs.pool_count)))
    for kind, rect in hud_segments(board):
        tip = _hud_piece_tip(kind, obs)
        if tip is not None:
            spots.append((("hud", kind), rect, lambda tip=tip: tip))
    return spots


def _hud_piece_tip(kind: str, obs: Any) -> Tip | None:
    """The tip for a status-line piece of this kind (None: nothing to explain)."""
    if kind == "turn":
        return number_tip("turn", turn=obs.turn)
    if kind == "cost":
        return cost_tip(obs)
    if kind == "enemy_actions":
        actor = obs.actor if obs.actor is not None else 0
        return number_tip("enemy_actions", taken=obs.taken,
                          hidden=obs.players[actor].concealed)
    return PHASE_TIPS.get(obs.phase) if kind == "phase" else None


def aside_tip(board: Any) -> Tip:
    """The Accusations made, listed (the latest first): who, what, how many exposed."""
    obs = board._public
    tip = zone_tip("aside", count=len(obs.laid_aside))
    names = board.session.names
    lines = []
    for made in reversed(obs.laid_aside[-6:]):
        what = ", ".join(type_name(t, board.session.config.subculture) for t in made["types"])
        exposed = len(made.get("exposed", []))
        lines.append(f"{names[made['by']]}: {what} (exposed {exposed})")
    return Tip(tip.title, tip.body + ("\nLatest: " + "\n".join(lines) if lines else ""))


def zone_spots(board: Any) -> list[Spot]:
    """Every zone of the layout with its tip; seat zones for each seat."""
    obs = board._public
    me = board.session.display_viewer
    layout = board.layout
    spots: list[Spot] = []
    for s, seat in enumerate(layout.seats):
        kind = board.session.seats[s]
        note = SEAT_NOTES["you" if s == me else "human" if kind == "human" else "bot"]
        note = note.format(name=obs.players[s].name, level=kind)
        for zone in SEAT_ZONES:
            spots.append(((zone, s), getattr(seat, zone),
                          lambda z=zone, s=s, n=note: seat_zone_tip(z, obs, s, me, n)))
    counts = {"pool": obs.pool_count, "aside": len(obs.laid_aside)}
    for zone in TABLE_ZONES:
        spots.append(((zone,), getattr(layout, zone),
                      lambda z=zone: aside_tip(board) if z == "aside"
                      else zone_tip(z, count=counts.get(z, 0))))
    return spots


# -- the Plot builder's hit test ---------------------------------------------------------------
# A builder section's title -> how its kind is named in a sentence (the limits themselves
# come with the builder's headings, from the engine).
BUILDER_KINDS = {"Groups": "different Groups", "Goals": "Goal", "Methods": "different Methods"}


def builder_hover(builder: Any) -> tuple[Hover | None, bool]:
    """The counter type under the mouse (after a delay) or the focus (at once), or a
    section's count under the mouse."""
    pos = getattr(builder, "mouse", None)
    keyboard = pos is None  # no pointer since the last key
    if keyboard and not getattr(builder, "keys_used", True):
        return None, False  # nothing pressed yet: no box over the grid on arrival
    item = builder.focus if keyboard else builder.hover
    subculture = builder.session.config.subculture
    if isinstance(item, int):
        return (("type", item), builder.rect_of(item), catalogue_tip(item, subculture)), keyboard
    if keyboard or item is not None:
        return None, keyboard  # a button: the info line under the grid explains it
    counts = dict(zip(("Groups", "Methods", "Goals"), kind_counts(builder.draft)))
    for title, limit, y in builder.headings:
        left = min(c.rect.left for c in builder.cells)
        rect = pygame.Rect(left, y, max(c.rect.right for c in builder.cells) - left, 30)
        if rect.collidepoint(pos):
            kind = BUILDER_KINDS[title]
            tip = number_tip("chosen", count=counts[title], what=kind.split()[-1],
                             rule=f"{limit} {kind}")
            return (("chosen", title), rect, tip), False
    return None, False

