"""The one gatekeeper: who is awaited, which actions are legal, and applying one (§4–§8).

Every helper validates before it mutates, so an illegal action raises `IllegalAction`
and leaves the state unchanged; the game then moves on by itself through everything
that needs no decision (forced sticks, busts, the showdown, the next deal).
"""

from __future__ import annotations

from ..core.actions import Action
from ..core.errors import IllegalAction
from ..core.events import Event
from .actions import Declare, Night, Split, Stick, Twist, Vote
from .conspiracy import legal_tell
from .deal import punter_legal
from .flow import apply_pontoon, apply_tell, apply_vote, setup
from .state import BANK, OVER, PLAY, TELL, VOTE, State

_PONTOON = {"declare": Declare(), "split": Split(), "twist": Twist(), "stick": Stick()}


def start(s: State) -> list[Event]:
    ev: list[Event] = []
    setup(s, ev)
    return ev


def waiting_for(s: State) -> tuple[int, ...]:
    if s.phase == OVER:
        return ()
    if s.phase == VOTE:
        return tuple(v for v in s.voters if v not in s.ballots)
    return (s.actor,)


def legal_actions(s: State, player: int) -> list[Action]:
    """Legal actions of `player` (one who is awaited), in a stable order."""
    if s.phase == VOTE:
        return [Vote(player, 0), Vote(player, 1)] if player in waiting_for(s) else []
    if s.phase in (PLAY, BANK):
        out: list[Action] = [_PONTOON[k] for k in punter_legal(s)]
        if s.config.seats[player] == "human" and not s.night[player]:
            out.append(Night())
        return out
    if s.phase == TELL:
        return legal_tell(s)
    return []


def apply_action(s: State, action: Action, player: int) -> list[Event]:
    """Apply `action` for `player` (already known to be awaited). Returns the events."""
    if s.phase == OVER:
        raise IllegalAction("§8", "the game is over")
    if not isinstance(action, Action):
        raise IllegalAction("§6", f"not an action: {action!r}")
    ev: list[Event] = []
    if s.phase == VOTE:
        apply_vote(s, action, player, ev)
    elif isinstance(action, Night):
        if s.phase not in (PLAY, BANK) or s.config.seats[player] != "human" or s.night[player]:
            raise IllegalAction("§8", "only a human calls it a night, once, on their turn")
        s.night[player] = True
        ev.append(Event("called_it_a_night", {"player": player}))
    elif s.phase in (PLAY, BANK):
        if action.kind not in _PONTOON or action.values:
            raise IllegalAction("§5", "declare, split, twist or stick")
        apply_pontoon(s, action.kind, ev)
    else:
        apply_tell(s, action, ev)
    return ev
