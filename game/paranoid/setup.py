"""Setup (spec §3): building Plots, then the optional trade and removal (§9.2), then
filling every Enemy Reserve from the Pool.

Blind building (§3.2–§3.3, the default): the engine asks the builders one at a time in
seat order, but a draft takes no counter from the Pool and nobody's observation or
event view shows anything of another draft (not even its size), so building first or
last changes nothing. When the last Plot is done, clashes are settled (`settle_clashes`):
every drafter of a clashed type loses it. Open building (`plot_building: open`,
the former way): each pick takes its counter at once, and later builders see the types
earlier Plots took as unavailable."""

from __future__ import annotations

from collections.abc import Collection

from ..core.errors import IllegalAction
from ..core.events import Event
from .actions import Finish, Pick
from .catalogue import IS_GOAL, IS_GROUP, IS_METHOD, N_TYPES
from .options import Options
from .plots import add_problem, addable_types, clash_replacement, plot_problem
from .state import State
from .turns import start_turn
from .zones import Events, draw_from_pool, drawn_event


def unavailable_types(s: State) -> set[int]:
    """Types in Plots already built: a type may stand in only one Plot (§3.3). Blind
    building offers every type; clashes are settled afterwards."""
    if s.options.blind:
        return set()
    return {t for p in range(s.actor) for t in s.plots[p]}


def legal_plot_actions(s: State) -> list:
    return plot_actions(s.plots[s.actor], s.options, unavailable_types(s))


def plot_actions(draft: list[int], options: Options, taken: Collection[int]) -> list:
    """The legal Picks and Finish of a builder whose draft is `draft` and who may not take
    `taken` (§3.2). A seat can work them out from its own observation (its draft, and
    `seen_taken` in open building): the coach's whole-Plot hint steps through them."""
    acts: list = [Pick(t) for t in addable_types(draft, options, taken)]
    if plot_problem(draft, options, taken) is None:
        acts.append(Finish())
    return acts


def pick(s: State, t: int, ev: Events) -> None:
    """Take one counter of type t from the Pool into the Plot being built."""
    if not 0 <= t < N_TYPES:
        raise IllegalAction("§3", f"there is no counter type {t}")
    problem = add_problem(s.plots[s.actor], t, s.options, unavailable_types(s))
    if problem:
        rule, _, message = problem.partition(": ")
        raise IllegalAction(rule, message)
    s.plots[s.actor].append(t)
    s.exposed[s.actor].append(False)
    if s.options.blind:
        return  # a draft takes no counter, and even the number of picks stays private
    s.pool.remove(t)
    ev.append(Event("plot_pick", {"player": s.actor}, {"type": t}, (s.actor,)))


def finish_plot(s: State, ev: Events) -> None:
    problem = plot_problem(s.plots[s.actor], s.options, unavailable_types(s))
    if problem:
        raise IllegalAction("§3", f"the Plot is not finished: {problem}")
    p = s.actor
    # Shuffled so the position of a counter that is exposed later says nothing about
    # the order it was chosen in (e.g. "Groups first").
    s.rng.shuffle(s.plots[p])
    blind = s.options.blind
    # Blind: that a builder is done is public (the next one is asked), its size is not.
    public = {"player": p} if blind else {"player": p, "size": len(s.plots[p])}
    ev.append(Event("plot_built", public,
                    {"types": list(s.plots[p]), "size": len(s.plots[p])}, (p,)))
    if p + 1 < s.n:
        s.actor = p + 1
        if not blind:
            # The next builder sees which types are gone, as at the table (§3.3 open).
            s.seen_taken[s.actor] = sorted(unavailable_types(s))
        return
    if blind:
        settle_clashes(s, ev)
    complete_setup(s, ev)


def clashed_types(plots: list[list[int]]) -> set[int]:
    """§3.3: the types drafted blind by two or more players."""
    seen: set[int] = set()
    twice: set[int] = set()
    for plot in plots:
        twice.update(t for t in plot if t in seen)
        seen.update(plot)
    return twice


def settle_clashes(s: State, ev: Events) -> None:
    """§3.3 (amended): a type drafted by two or more players is lost by ALL of them (both
    its copies stay in the Pool); each gets a random type that is in no Plot and was
    drafted by nobody, of the same kind and category where possible, keeping the Plot
    legal. The players are served in an order the game's seeded random draws (it only
    decides who draws a scarce replacement first). Then the Plots take their counters
    from the Pool.

    Because a clashed type stands in no Plot afterwards, a player's note ([lost,
    instead]) says nothing about another Plot. Every player gets one `plot_settled`
    event, clash or not, whose public part names only the player, so nobody else learns
    whether a clash happened."""
    order = list(range(s.n))
    s.rng.shuffle(order)
    clashed = clashed_types(s.plots)
    busy = {t for plot in s.plots for t in plot}  # drafted by someone: never a replacement
    for p in order:
        plot = s.plots[p]
        for i in range(len(plot)):
            if plot[i] not in clashed:
                continue
            for j, instead in clash_replacement(plot, i, s.options, busy, s.rng):
                s.clashes[p].append([plot[j], instead])
                plot[j] = instead
                busy.add(instead)
    for p in range(s.n):
        for t in s.plots[p]:
            s.pool.remove(t)
        ev.append(Event("plot_settled", {"player": p},
                        {"clashes": [c[:] for c in s.clashes[p]], "types": list(s.plots[p])},
                        (p,)))


def complete_setup(s: State, ev: Events) -> None:
    """After the last Plot: trade (§9.2), removal (§9.2), fill Enemy Reserves (§3.4)."""
    if s.options.trade:
        trade_duplicates(s, ev)
    if s.options.fewer:
        remove_sets(s, s.options.fewer, ev)
    for p in range(s.n):
        while len(s.enemy[p]) < s.unexposed(p) and s.pool:
            t = draw_from_pool(s)
            s.enemy[p].append(t)
            ev.append(drawn_event(p, "enemy", t, setup=True))
    ev.append(Event("setup_done", {"pool": len(s.pool), "removed": len(s.removed)}))
    start_turn(s, ev)


def trade_duplicates(s: State, ev: Events) -> None:
    """§9.2 trade: each Plot's second copies are mixed face down; every other player, from
    the owner's left, draws one into the Enemy Reserve; leftovers return to the Pool."""
    n = s.n
    for owner in range(n):
        twins = list(s.plots[owner])
        for t in twins:
            s.pool.remove(t)
        for i in range(1, n):
            if not twins:
                break
            receiver = (owner + i) % n
            t = twins.pop(s.rng.randrange(len(twins)))
            s.enemy[receiver].append(t)
            s.traded_in[receiver].append([owner, t])
            ev.append(Event("traded", {"player": receiver, "owner": owner}, {"type": t},
                            (receiver,)))
        s.pool.extend(twins)


def remove_sets(s: State, sets: int, ev: Events) -> None:
    """§9.2 fewer counters: remove sets of 1 Goal, 2 Groups, 4 Methods at random from the
    Pool; never the free twin of a Plot counter (it must stay nameable)."""
    in_plots = {t for plot in s.plots for t in plot}
    for _ in range(sets):
        for table, want in ((IS_GOAL, 1), (IS_GROUP, 2), (IS_METHOD, 4)):
            for _ in range(want):
                free = [i for i, t in enumerate(s.pool) if table[t] and t not in in_plots]
                if not free:
                    raise IllegalAction("§9.2", "not enough free counters to remove that many")
                i = free[s.rng.randrange(len(free))]
                s.removed.append(s.pool[i])
                s.pool[i] = s.pool[-1]
                s.pool.pop()
    ev.append(Event("removed", {"count": len(s.removed)}))
