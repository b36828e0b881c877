"""The hand's flow (spec §5–§8): deal, play, showdown, conspiracy or Inquisition, the
end of the hand and the next deal. The rule modules (deal, conspiracy, inquisition,
ending) each apply their own rules and say what comes next as a `Next`; this module alone
follows those steps, so no rule module calls another back (issue 22: they imported
each other in a circle)."""

from __future__ import annotations

from ..core.actions import Action
from ..core.events import Event
from . import conspiracy, deal, ending, inquisition
from .state import State
from .steps import Next

Ev = list[Event]


def follow(s: State, ev: Ev, step: Next | None) -> None:
    """Take each step a rule module names until one waits for a player's decision."""
    while step is not None:
        if step.kind == "conspiracy":  # §5.5 the winner tells; §7.2 a relay places
            step = conspiracy.begin_conspiracy(s, step.player, list(step.cards), ev,
                                               step.inq, step.target)
        elif step.kind == "inquisition":  # §7.1 a joker was dealt
            step = inquisition.start_inquisition(s, step.player, ev)
        elif step.kind == "relay":  # §7.2 the next player of the Inquisition
            step = inquisition.next_relay(s, ev)
        elif step.kind == "inquisition_timeout":  # §7.5
            step = inquisition.inquisition_timeout(s, ev)
        elif step.kind == "end_hand":  # §8
            step = ending.end_hand(s, ev)
        elif step.kind == "finish":  # §8 the game ends
            ending.finish(s, ev, step.why)
            step = None
        elif step.kind == "next_hand":  # §5.6 the bank passes, §5.2 the next deal
            deal.pass_bank(s, ev)
            step = deal.start_hand(s, ev)
        else:
            raise AssertionError(f"no such step of a hand: {step.kind}")


def setup(s: State, ev: Ev) -> None:
    """§4.4 and the first hand, played on as far as it goes without a decision."""
    follow(s, ev, deal.setup(s, ev))


def start_hand(s: State, ev: Ev) -> None:
    follow(s, ev, deal.start_hand(s, ev))


def advance(s: State, ev: Ev) -> None:
    follow(s, ev, deal.advance(s, ev))


def end_hand(s: State, ev: Ev) -> None:
    follow(s, ev, ending.end_hand(s, ev))


def apply_pontoon(s: State, kind: str, ev: Ev) -> None:
    follow(s, ev, deal.apply_pontoon(s, kind, ev))


def apply_tell(s: State, action: Action, ev: Ev) -> None:
    follow(s, ev, conspiracy.apply_tell(s, action, ev))


def apply_vote(s: State, action: Action, player: int | None, ev: Ev) -> None:
    follow(s, ev, conspiracy.apply_vote(s, action, player, ev))
