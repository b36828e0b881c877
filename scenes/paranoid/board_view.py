"""Where every counter of an observation sits on the table. Pure geometry.

`table_view(observation, layout, size)` returns each zone's counters as placed
sprites: a rectangle, the counter type (or None for a face-down counter the viewer may
not identify) and how to draw it. The board draws exactly this, so what is on screen
is always derived from what the viewer may see (§2), never from the game state.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.paranoid.observation import Observation
from scenes.ui.layout import TableLayout, load_layout, slots_in

ZoneKey = tuple  # ("plot", seat) / ("enemy", seat) / ("paranoid", seat) / ("acc", seat, i)
                 # / ("aside", k) / ("hand", seat)


@dataclass
class Placed:
    rect: pygame.Rect
    type: int | None  # None: face down to this viewer
    exposed: bool = False  # a Plot counter turned face up (§5.2)
    concealed_own: bool = False  # the viewer's own Plot counter, still face down to others


@dataclass
class TableView:
    zones: dict[ZoneKey, list[Placed]]
    acc_rows: dict[int, dict[int, pygame.Rect]]  # seat -> accusation index -> row
    new_row: dict[int, pygame.Rect]  # seat -> the "start a new Accusation" row
    size: int
    aside_earlier: int = 0  # Accusations made that no longer fit the aside zone's rows
    # Reserves shown as a compact face-down stack with a count (another player's: how
    # many counters it holds is public, which they are is not, so a row of identical
    # backs would only take the room the viewer's own zones need).
    stacks: frozenset[ZoneKey] = frozenset()


# The Accuse button is a tab at the right end of each of the viewer's Accusation rows,
# wide enough for its word ("Accuse") and narrow enough that a full Accusation still
# fits beside it without overlapping (the counters shrink first).
ACCUSE_BUTTON_W = 64
MIN_GROUP_SIZE = 32  # crowded counters shrink this far while their names stay readable,
CROWDED_SIZE = 20  # and on to this before they overlap (the end of a long game, issue 22)
ASIDE_LABEL_H = 18  # the aside zone's name, written along its bottom
ASIDE_LEAST = 40  # px: laid-aside counters no smaller, so their names stay readable
STACK_SHOWN = 3  # a compact stack shows this many backs, each STACK_STEP px up and right
STACK_STEP = 4
# Counter sizes (issue 22, readable from a sofa at 1280x720): as large as the map's Plot
# zones allow for a full Plot, never more than COUNTER_MOST.
COUNTER_MOST = 72
PLOT_MOST = 7  # two Groups, a Goal and four Methods (spec §3.2)


def viewer_layout(players: int, viewer: int | None) -> TableLayout:
    """The table as `viewer` sees it. On maps whose seat 0 is the viewer's larger place
    (`viewer_first`: 5–6 players, where the own Accusations need the room), the seats
    turn so the viewer sits there, the others following clockwise as at the table; the
    public view (None, EVERYONE) takes the table's public map, with even places."""
    if viewer is None or not 0 <= viewer < players:
        return load_layout(players, public=True)  # even places: nobody's own seat
    layout = load_layout(players)
    if not layout.viewer_first:
        return layout
    places = layout.seats
    seats = [places[(s - viewer) % players] for s in range(players)]
    return TableLayout(layout.size, layout.pool, layout.log, layout.hud, layout.aside, seats,
                       layout.viewer_first)


def counter_size(layout: TableLayout) -> int:
    """Counters as large as every Plot zone allows for its largest Plot (PLOT_MOST side
    by side or in rows, 4 px apart), up to COUNTER_MOST: one size for the table,
    whichever place the viewer sits in (viewer_layout)."""
    def fits(s: int) -> bool:  # columns 4 px apart, rows with 4 px to spare
        return all(((seat.plot.width + 4) // (s + 4)) * (seat.plot.height // (s + 4))
                   >= PLOT_MOST for seat in layout.seats)
    return next((s for s in range(COUNTER_MOST, 28, -1) if fits(s)), 28)


def stack_slots(rect: pygame.Rect, count: int, size: int) -> list[pygame.Rect]:
    """`count` counters piled at the zone's top-left: the top STACK_SHOWN offset up and
    to the right so it reads as a pile, the rest exactly under the lowest of them."""
    first_offset = count - STACK_SHOWN
    out = []
    for i in range(count):
        k = max(0, i - first_offset)
        out.append(pygame.Rect(rect.x + 2 + k * STACK_STEP,
                               rect.y + 2 + (STACK_SHOWN - 1 - k) * STACK_STEP, size, size))
    return out


def fitted_slots(rect: pygame.Rect, count: int, size: int) -> list[pygame.Rect]:
    """A face-up Reserve's counters: a crowded zone's counters shrink (down to
    MIN_GROUP_SIZE, then CROWDED_SIZE) before they overlap, so each stays whole (issue 22: a
    fanned Reserve cut "Communists" to "Comm")."""
    for s in range(size, CROWDED_SIZE - 1, -2):
        if count <= max(1, rect.width // s) * max(1, rect.height // s):
            return slots_in(rect, count, s)
    return slots_in(rect, count, CROWDED_SIZE)


def accusation_rows(rect: pygame.Rect, count: int, size: int) -> list[pygame.Rect]:
    """One row per group, stacked; rows overlap when there are many."""
    if count <= 0:
        return []
    step = min(size + 4, max(8, (rect.height - size) // max(1, count - 1))) if count > 1 else 0
    return [pygame.Rect(rect.x, rect.y + i * step, rect.width, size) for i in range(count)]


def flow_boxes(rect: pygame.Rect, lengths: list[int], size: int,
               extras: list[int] | None = None) -> list[pygame.Rect] | None:
    """Boxes for groups of counters (Accusations), side by side and wrapping like text,
    or None when they do not all fit in `rect`. Box i is `extras[i]` pixels wider than
    its counters (room for an Accuse button)."""
    gap, pad = 12, 4
    extras = extras or [0] * len(lengths)
    boxes: list[pygame.Rect] = []
    x, y = rect.x, rect.y
    for n, extra in zip(lengths, extras):
        width = max(1, n) * (size + pad) + extra
        if width > rect.width + pad:  # its counters would overlap: a smaller size
            return None
        if x > rect.x and x + width > rect.right:
            x, y = rect.x, y + size + pad
        boxes.append(pygame.Rect(x, y, width, size))
        x += width + gap
    return None if boxes and boxes[-1].bottom > rect.bottom else boxes


def group_boxes(rect: pygame.Rect, lengths: list[int], size: int,
                extras: list[int] | None = None) -> tuple[list[pygame.Rect], int]:
    """Boxes for the groups and the counter size they use: the full size when they fit,
    else the largest smaller size (down to CROWDED_SIZE) that fits, else one
    overlapping row per group at MIN_GROUP_SIZE."""
    for s in range(size, CROWDED_SIZE - 1, -2):
        boxes = flow_boxes(rect, lengths, s, extras)
        if boxes is not None:
            return boxes, s
    return accusation_rows(rect, len(lengths), MIN_GROUP_SIZE), MIN_GROUP_SIZE


def aside_boxes(area: pygame.Rect, lengths: list[int],
                size: int) -> tuple[int, list[pygame.Rect], int]:
    """(index of the first shown, a box for each shown, their counter size): every
    Accusation made at the largest size up to 4/5 of the table's that fits, else the
    latest that fit at ASIDE_LEAST."""
    if not lengths:
        return 0, [], ASIDE_LEAST
    for s in range(max(ASIDE_LEAST, size * 4 // 5), ASIDE_LEAST - 1, -2):
        boxes = flow_boxes(area, lengths, s)
        if boxes is not None:
            return 0, boxes, s
    for first in range(1, len(lengths)):
        boxes = flow_boxes(area, lengths[first:], ASIDE_LEAST)
        if boxes is not None:
            return first, boxes, ASIDE_LEAST
    return len(lengths), [], ASIDE_LEAST


def table_view(obs: Observation, layout: TableLayout, size: int | None = None) -> TableView:
    size = size or counter_size(layout)
    zones: dict[ZoneKey, list[Placed]] = {}
    acc_rows: dict[int, dict[int, pygame.Rect]] = {}
    new_row: dict[int, pygame.Rect] = {}
    stacks: set[ZoneKey] = set()
    me = obs.viewer
    revealed = obs.all_plots
    for s, seat in enumerate(layout.seats):
        view = obs.players[s]
        # Plot: the owner (and everyone at the end) sees every counter; others see
        # exposed counters face up and the rest face down, in table order.
        rects = slots_in(seat.plot, len(view.plot_slots), size)
        if revealed is not None:
            exposed_flags = [t is not None for t in view.plot_slots]
            zones[("plot", s)] = [Placed(r, t, e, not e) for r, t, e in
                                  zip(rects, revealed[s], exposed_flags)]
        elif s == me:
            zones[("plot", s)] = [Placed(r, t, e, not e) for r, t, e in
                                  zip(rects, obs.plot, obs.plot_exposed)]
        else:
            zones[("plot", s)] = [Placed(r, t, t is not None) for r, t in
                                  zip(rects, view.plot_slots)]
        own = s == me
        # Game over: every Reserve and unmade Accusation face up, for everyone (issue 22).
        ended = obs.all_zones[s] if obs.all_zones is not None else None
        for zone, rect, count, types in (
            ("enemy", seat.enemy, view.enemy_count, obs.enemy),
            ("paranoid", seat.paranoid, view.paranoid_count, obs.paranoid),
        ):
            if ended is not None:
                types = ended[zone]
            if own or ended is not None:
                zones[(zone, s)] = [Placed(r, t) for r, t in
                                    zip(fitted_slots(rect, len(types), size), types)]
            else:
                zones[(zone, s)] = [Placed(r, None) for r in stack_slots(rect, count, size)]
                stacks.add((zone, s))
        sizes = view.accusation_sizes
        # Only the owner gets Accuse buttons, so only their rows leave room for one
        # (and their "new Accusation" row, which has no button, does not).
        extra = ACCUSE_BUTTON_W + 4 if own else 0
        rows, acc_size = group_boxes(seat.accusations, list(sizes) + ([1] if own else []),
                                     size, [extra] * len(sizes) + ([0] if own else []))
        acc_rows[s] = {}
        for i, n in enumerate(sizes):
            types_i: list[int | None] = list(obs.accusations[i]) if own else \
                list(ended["accusations"][i]) if ended is not None else [None] * n
            acc_rows[s][i] = rows[i]
            counters = pygame.Rect(rows[i].x, rows[i].y, rows[i].width - extra, rows[i].height)
            zones[("acc", s, i)] = [Placed(r, t) for r, t in
                                    zip(slots_in(counters, n, acc_size), types_i)]
        if own:
            new_row[s] = rows[-1]
        if obs.actor == s and obs.pending != -1 and own:
            zones[("hand", s)] = [Placed(hand_rect(layout, size), obs.pending)]
    # The Accusations made, side by side like words: all of them as large as fits (never
    # below ASIDE_LEAST, names readable), else the latest that fit at that size, the
    # earlier ones counted; Z shows every one up close (zoom.py).
    area = pygame.Rect(layout.aside.x + 4, layout.aside.y + 4, layout.aside.width - 8,
                       layout.aside.height - ASIDE_LABEL_H - 4)
    first, boxes, small = aside_boxes(area, [len(m["types"]) for m in obs.laid_aside], size)
    for i, box in enumerate(boxes):
        made = obs.laid_aside[first + i]
        zones[("aside", first + i)] = [Placed(r, t, True) for r, t in
                                       zip(slots_in(box, len(made["types"]), small),
                                           made["types"])]
    return TableView(zones, acc_rows, new_row, size, first, frozenset(stacks))


STEADY_ZONES = ("paranoid", "enemy")  # the viewer's own Reserves, grabbed again and again


def steady(view: TableView, before: TableView | None, me: int | None,
           layout: TableLayout) -> TableView:
    """`view` with the viewer's own Reserves where `before` had them (issue 22): a
    counter still there keeps its place, one that left leaves a gap, a new one goes
    after the others — so a second grab at the same spot never takes another counter.
    The board lays them out afresh when another player's go or a new turn begins."""
    if before is None or me is None or not 0 <= me < len(layout.seats) \
            or before.size != view.size:
        return view
    for zone in STEADY_ZONES:
        key = (zone, me)
        old, new = before.zones.get(key), view.zones.get(key)
        if not old or not new or key in view.stacks or key in before.stacks:
            continue
        left = list(old)
        kept: list[Placed] = []
        fresh: list[int | None] = []
        for item in new:
            match = next((p for p in left if p.type == item.type), None)
            if match is None:
                fresh.append(item.type)
            else:
                left.remove(match)
                kept.append(Placed(match.rect, item.type))
        slots = slots_in(getattr(layout.seats[me], zone), len(old) + len(fresh),
                         old[0].rect.width)  # the size the zone has now
        kept += [Placed(r, t) for r, t in zip(slots[len(old):], fresh)]
        view.zones[key] = kept
    return view


def hand_rect(layout: TableLayout, size: int) -> pygame.Rect:
    """Where a counter just drawn by a Paranoid is held up, above the bowl."""
    big = size + 16
    rect = pygame.Rect(0, 0, big, big)
    rect.center = (layout.pool.centerx, layout.pool.centery - 6)
    return rect


def zone_anchor(layout: TableLayout, view: TableView, key: ZoneKey) -> pygame.Rect:
    """Where a counter entering `key` lands: after the last counter there."""
    size = view.size
    placed = view.zones.get(key, [])
    kind, seat = key[0], key[1]
    if kind == "pool":
        return pygame.Rect(layout.pool.centerx - size // 2, layout.pool.centery - size // 2,
                           size, size)
    if kind == "hand":
        return hand_rect(layout, size)
    if kind == "acc":
        row = view.acc_rows.get(seat, {}).get(key[2]) or view.new_row.get(seat) \
            or layout.seats[seat].accusations
        rects = slots_in(row, len(placed) + 1, size)
        return rects[-1]
    rect = getattr(layout.seats[seat], kind)
    if key in view.stacks:
        return stack_slots(rect, len(placed) + 1, size)[-1]
    if kind in ("enemy", "paranoid"):
        return fitted_slots(rect, len(placed) + 1, size)[-1]
    return slots_in(rect, len(placed) + 1, size)[-1]
