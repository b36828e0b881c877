"""What one player may see (spec §2): the only thing a bot or a hot-seat screen receives.

Built from the state by `observe`, which copies each field deliberately: a field is
either public, or the viewer's own, or the viewer's own memory (what they were shown
at the table). `viewer=None` is the public view (spectators, kiosk attract mode).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from functools import lru_cache
from typing import Any

from .catalogue import N_TYPES
from .enemy_phase import allowed_actions, forced_duplicates
from .options import Options
from .paranoid_phase import next_action_cost
from .state import ENEMY, NONE, OVER, PARANOID, PLOT, State


@dataclass(frozen=True)
class PlayerView:
    """What everyone knows about one player."""

    name: str
    sanity: int
    score: int  # exposure score
    plot_size: int
    concealed: int  # unexposed Plot counters
    exposed_types: list[int]  # identities of exposed Plot counters, in Plot order
    plot_slots: list[int | None]  # the Plot as laid out: exposed types, None face down
    enemy_count: int
    paranoid_count: int
    accusation_sizes: list[int]
    plot_built: bool


@dataclass(frozen=True)
class Observation:
    viewer: int | None
    players: list[PlayerView]
    subculture: str
    options: dict[str, Any]
    turn: int
    phase: str
    actor: int | None  # the player to act (None when the game is over)
    order: list[int]
    order_pos: int
    taken: int  # actions taken this phase (public)
    next_cost: int  # Fibonacci cost of the actor's next Paranoid action (public)
    enemy_allowed: int  # the viewer's own Enemy allowance while acting (§9.12 is private)
    pool_count: int
    removed_count: int
    laid_aside: list[dict[str, Any]]  # every Accusation made, with what it exposed
    gifts_public: list[list[int]]  # [turn, giver, receiver] for every Give
    # The viewer's own zones (empty for the public view):
    plot: list[int]
    plot_exposed: list[bool]
    enemy: list[int]
    paranoid: list[int]
    accusations: list[list[int]]
    pending: int  # the counter the viewer just drew, or -1
    must_give: list[int]  # §5.11 duplicates the viewer's Enemy must give now
    # The viewer's memory of what the table showed them:
    seen_taken: list[int]  # types already in Plots when the viewer built (open building)
    clashes: list[list[int]]  # blind building (§3.3): [lost, instead] told to the viewer
    traded_in: list[list[int]]  # [owner, type] received by §9.2 trade
    gifts_known: list[list[int]]  # [turn, giver, receiver, type] where viewer gave/received
    # At the end every Plot is revealed (§8):
    result: dict[str, Any] | None
    all_plots: list[list[int]] | None
    # ...and, once the game is over, every Reserve and unmade Accusation too (issue 22:
    # the replay's last step and "See the table" show every counter face up), per seat:
    # {"enemy": [...], "paranoid": [...], "accusations": [[...], ...]}.
    all_zones: list[dict[str, Any]] | None = None

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def observe(s: State, viewer: int | None) -> Observation:
    n = s.n
    over = s.phase == OVER
    me = viewer if viewer is not None and 0 <= viewer < n else None
    players = [
        PlayerView(
            name=s.config.names[p], sanity=s.sanity[p], score=s.score[p],
            plot_size=len(s.plots[p]) if _plot_public(s, p) else 0,
            concealed=s.unexposed(p) if _plot_public(s, p) else 0,
            exposed_types=[t for t, e in zip(s.plots[p], s.exposed[p]) if e],
            plot_slots=[t if e else None for t, e in zip(s.plots[p], s.exposed[p])]
            if _plot_public(s, p) else [],
            enemy_count=len(s.enemy[p]), paranoid_count=len(s.paranoid[p]),
            accusation_sizes=[len(a) for a in s.accusations[p]],
            plot_built=_plot_public(s, p),
        )
        for p in range(n)
    ]
    actor = None if over else s.actor
    own = me is not None
    return Observation(
        viewer=me, players=players, subculture=s.config.subculture,
        options=dict(_options_json(s.options)), turn=s.turn, phase=s.phase, actor=actor,
        order=list(s.order), order_pos=s.order_pos, taken=s.taken,
        next_cost=next_action_cost(s) if s.phase == PARANOID else 0,
        enemy_allowed=allowed_actions(s, me) if own and s.phase == ENEMY and s.actor == me
        else 0,
        pool_count=len(s.pool), removed_count=len(s.removed),
        laid_aside=[dict(m, types=list(m["types"]), exposed=[list(x) for x in m["exposed"]])
                    for m in s.laid_aside],
        gifts_public=[g[:3] for g in s.gifts],
        plot=list(s.plots[me]) if own else [],
        plot_exposed=list(s.exposed[me]) if own else [],
        enemy=sorted(s.enemy[me]) if own else [],
        paranoid=sorted(s.paranoid[me]) if own else [],
        accusations=[list(a) for a in s.accusations[me]] if own else [],
        pending=s.pending if own and s.actor == me and s.pending != NONE else NONE,
        must_give=forced_duplicates(s, me) if own and s.phase == ENEMY and s.actor == me
        else [],
        seen_taken=list(s.seen_taken[me]) if own else [],
        clashes=[list(c) for c in s.clashes[me]] if own else [],
        traded_in=[list(x) for x in s.traded_in[me]] if own else [],
        gifts_known=[list(g) for g in s.gifts if own and me in (g[1], g[2])],
        result=s.result,
        all_plots=[list(p) for p in s.plots] if over else None,
        all_zones=[{"enemy": sorted(s.enemy[p]), "paranoid": sorted(s.paranoid[p]),
                    "accusations": [list(a) for a in s.accusations[p]]} for p in range(n)]
        if over else None,
    )


def seen_copies(obs: Observation) -> list[int]:
    """How many copies of each type the viewer has seen out of the Pool: in their own Plot
    and Reserves, their Accusations in progress and pending counter, and every laid-aside
    Accusation (what the bots and the idle-phase rule count from)."""
    seen = [0] * N_TYPES
    pending = [obs.pending] if obs.pending >= 0 else []
    held = [*obs.paranoid, *(t for acc in obs.accusations for t in acc), *pending]
    for t in (*obs.plot, *obs.enemy, *held):
        seen[t] += 1
    for made in obs.laid_aside:
        for t in made["types"]:
            seen[t] += 1
    return seen


@lru_cache(maxsize=32)
def _options_json(options: Options) -> dict[str, Any]:
    """Options are frozen: serialise each set once (observe runs in bots' inner loops)."""
    return options.to_json()


def _plot_public(s: State, p: int) -> bool:
    """A Plot's size is public once built; while it is being built, nobody sees it. In
    blind building (§3.2) no Plot is public before every Plot is done."""
    return s.phase != PLOT or (p < s.actor and not s.options.blind)
