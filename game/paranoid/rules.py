"""The one gatekeeper: which actions are legal now, and applying one (spec §3–§8).

`apply_action` validates before it mutates, so an illegal action raises
`IllegalAction` (naming the rule) and leaves the state as it was. After every action
the game moves on by itself through anything that needs no decision (a phase whose
only choice is to pass, Turn End moves with no choice) and checks the end (§8).
"""

from __future__ import annotations

from ..core.actions import Action
from ..core.errors import IllegalAction
from ..core.events import Event
from .actions import Excess, Finish, Pass, Pick
from .enemy_phase import apply_enemy, legal_enemy_actions
from .paranoid_phase import apply_paranoid, legal_paranoid_actions
from .setup import finish_plot, legal_plot_actions, pick
from .state import ENEMY, EXCESS, OVER, PARANOID, PLOT, State
from .turns import end_enemy, end_paranoid, move_excess
from .victory import check_end


def legal_actions(s: State) -> list[Action]:
    """Every legal action of the player to act (`s.actor`), in a stable order."""
    phase = s.phase
    if phase == PARANOID:
        return legal_paranoid_actions(s)
    if phase == ENEMY:
        return legal_enemy_actions(s)
    if phase == EXCESS:
        return [Excess(t) for t in sorted(set(s.enemy[s.actor]))]
    if phase == PLOT:
        return legal_plot_actions(s)
    return []


def apply_action(s: State, action: Action) -> tuple[list[Event], list[Action]]:
    """Apply `action` for the player to act. Returns the events and the next legal actions."""
    ev: list[Event] = []
    phase = s.phase
    if phase == OVER:
        raise IllegalAction("§8", "the game is over")
    if not isinstance(action, Action):
        raise IllegalAction("§10", f"not an action: {action!r}")
    if phase == PARANOID:
        if apply_paranoid(s, action, ev):
            end_paranoid(s, ev)
    elif phase == ENEMY:
        # A Strike may end the game (§8): then no next phase is announced.
        if apply_enemy(s, action, ev) and not check_end(s, ev):
            end_enemy(s, ev)
    elif phase == EXCESS:
        if not isinstance(action, Excess):
            raise IllegalAction("§4", "at Turn End, choose a counter to move out of your "
                                "overfull Enemy Reserve")
        move_excess(s, action.type, ev)
    elif isinstance(action, Pick):
        pick(s, action.type, ev)
    elif isinstance(action, Finish):
        finish_plot(s, ev)
    else:
        raise IllegalAction("§3", "first every player builds a Plot")
    return ev, settle(s, ev)


def settle(s: State, ev: list[Event]) -> list[Action]:
    """Check the end (§8) and pass automatically through phases with nothing to decide.

    Only when everyone can see there is nothing to decide (an insane Paranoid, an Enemy
    with no unexposed Plot counter): passing by itself at any other time would tell the
    table something private, e.g. that a Reserve holds only (-1) Methods.
    """
    while not check_end(s, ev):
        acts = legal_actions(s)
        if len(acts) == 1 and isinstance(acts[0], Pass) and publicly_idle(s):
            ev.append(Event("auto_pass", {"player": s.actor, "phase": s.phase}))
            if s.phase == PARANOID:
                end_paranoid(s, ev)
            else:
                end_enemy(s, ev)
            continue
        return acts
    return []


def publicly_idle(s: State) -> bool:
    """Does everyone know the player to act has no choice but to pass?"""
    if s.phase == PARANOID:
        return s.sanity[s.actor] == 0
    return s.phase == ENEMY and s.unexposed(s.actor) == 0
