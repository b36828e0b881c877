"""Hand-made positions for the rule scenario tests (spec §1–§9).

`scenario(...)` builds a `State` directly: the zones given, every other counter in the
Pool (or, when `pool=` is given, exactly that Pool and the rest laid in `removed`, so
draws are predictable), then checks the 160-counter invariant and wraps it in a `Game`.
Counters are written by catalogue id (`"coffee"`) or by type number.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Collection, Iterable, Sequence
from typing import Any

import pytest

from game.core.actions import Action
from game.core.errors import IllegalAction
from game.core.events import Event
from game.paranoid import Draw, Finish, Game, GameConfig, Options, Pass, Pick
from game.paranoid.catalogue import BY_ID, COPIES, GOALS, GROUPS, METHODS, N_TYPES
from game.paranoid.state import NONE, PARANOID, State, check_invariants

Ref = int | str  # a counter type: its number or its catalogue id


def t(ref: Ref) -> int:
    """The type number of a counter id (or a number, unchanged)."""
    return ref if isinstance(ref, int) else BY_ID[ref]


def ts(refs: Iterable[Ref]) -> list[int]:
    return [t(r) for r in refs]


def scenario(
    plots: Sequence[Sequence[Ref]],
    *,
    exposed: Sequence[Collection[Ref]] = (),
    enemy: Sequence[Sequence[Ref]] = (),
    paranoid: Sequence[Sequence[Ref]] = (),
    accusations: Sequence[Sequence[Sequence[Ref]]] = (),
    sanity: Sequence[int] | None = None,
    score: Sequence[int] | None = None,
    phase: str = PARANOID,
    actor: int = 0,
    order: Sequence[int] | None = None,
    order_pos: int | None = None,
    taken: int = 0,
    turn: int = 1,
    pending: Ref | None = None,
    pool: Sequence[Ref] | None = None,
    laid_aside: Sequence[dict[str, Any]] = (),
    activity: bool = False,
    options: Options | None = None,
    subculture: str | None = None,
    seed: int = 0,
) -> Game:
    """A game in the given position; one Plot per player fixes the number of players."""
    n = len(plots)
    extra = {} if subculture is None else {"subculture": subculture}
    config = GameConfig(players=n, options=options or Options(), **extra)
    s = State(config, seed)

    def per_player(zone: Sequence[Any], empty: Any) -> list[Any]:
        return [zone[p] if p < len(zone) else empty for p in range(n)]

    s.plots = [ts(plot) for plot in plots]
    shown = [set(ts(x)) for x in per_player(exposed, ())]
    s.exposed = [[x in shown[p] for x in s.plots[p]] for p in range(n)]
    s.enemy = [ts(z) for z in per_player(enemy, ())]
    s.paranoid = [ts(z) for z in per_player(paranoid, ())]
    s.accusations = [[ts(a) for a in accs] for accs in per_player(accusations, ())]
    s.sanity = list(sanity) if sanity is not None else [config.options.sanity] * n
    s.score = list(score) if score is not None else [0] * n
    s.phase, s.actor, s.taken, s.turn, s.activity = phase, actor, taken, turn, activity
    s.order = list(order) if order is not None else list(range(n))
    s.order_pos = order_pos if order_pos is not None else s.order.index(actor)
    s.pending = NONE if pending is None else t(pending)
    s.laid_aside = [dict(m) for m in laid_aside]

    used: Counter[int] = Counter()
    for zones in (s.plots, s.enemy, s.paranoid):
        for zone in zones:
            used.update(zone)
    for accs in s.accusations:
        for acc in accs:
            used.update(acc)
    for made in s.laid_aside:
        used.update(made["types"])
    if s.pending != NONE:
        used[s.pending] += 1
    free: Counter[int] = Counter({x: COPIES - used[x] for x in range(N_TYPES)})
    over = sorted(x for x, k in free.items() if k < 0)
    assert not over, f"more than {COPIES} counters of types {over}"
    if pool is None:
        s.pool = sorted(free.elements())
        s.removed = []
    else:
        s.pool = ts(pool)
        free.subtract(s.pool)
        assert all(k >= 0 for k in free.values()), "the Pool holds a counter used elsewhere"
        s.removed = sorted(free.elements())  # out of play: keeps the draws predictable
    problems = check_invariants(s)
    assert problems == [], problems
    return Game(s, seed)


def snapshot(game: Game) -> str:
    """The whole state as text: compared before and after a refused action."""
    return json.dumps(game.state.to_json(), sort_keys=True)


def assert_illegal(game: Game, action: Action, rule: str) -> IllegalAction:
    """`action` is refused naming `rule`, not listed as legal, and changes nothing."""
    assert action not in game.legal_actions()
    before, record = snapshot(game), list(game.record)
    with pytest.raises(IllegalAction) as info:
        game.apply(action)
    assert info.value.rule == rule, str(info.value)
    assert snapshot(game) == before and game.record == record
    return info.value


def views(events: Sequence[Event], viewer: int | None = None) -> list[dict[str, Any]]:
    return [e.view(viewer) for e in events]


def of_kind(events: Sequence[Event], kind: str, viewer: int | None = None) -> list[dict[str, Any]]:
    """The views of the events of one kind, in order."""
    return [e.view(viewer) for e in events if e.kind == kind]


def kinds(events: Sequence[Event]) -> list[str]:
    return [e.kind for e in events]


def sanity_losses(events: Sequence[Event], player: int) -> list[tuple[int, str]]:
    """(amount, reason) of every Sanity loss of one player, in order."""
    return [(v["amount"], v["reason"]) for v in of_kind(events, "sanity_lost")
            if v["player"] == player]


def build_plots(game: Game, plots: Sequence[Sequence[Ref]]) -> list[Event]:
    """Drive the Plot phase (§3): each player in seat order picks its types and finishes."""
    events: list[Event] = []
    for p, plot in enumerate(plots):
        assert game.current_player == p
        for x in plot:
            events += game.apply(Pick(t(x)), player=p)
        events += game.apply(Finish(), player=p)
    return events


def disjoint_plots(sizes: Sequence[int]) -> list[list[int]]:
    """Legal Plots of the given sizes (3..7) from disjoint types, without optional rules."""
    groups, goals, methods = list(GROUPS), list(GOALS), list(METHODS)
    plots = []
    for size in sizes:
        n_groups = 2 if size >= 5 else 1
        plot = [groups.pop(0) for _ in range(n_groups)] + [goals.pop(0)]
        plot += [methods.pop(0) for _ in range(size - n_groups - 1)]
        plots.append(plot)
    return plots


def draws_allowed(game: Game) -> int:
    """Player 0's Enemy draws its whole allowance; then only Pass is left (§6)."""
    allowed = game.observe(0).enemy_allowed
    for _ in range(allowed):
        game.apply(Draw())
    assert game.legal_actions() == [Pass()]
    assert_illegal(game, Draw(), "§6")
    return allowed
