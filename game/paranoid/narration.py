"""Turning engine events into log sentences. Pure text: no pygame.

Only public views go into the shared log (`describe(event.view(None), …)`): a secret
never reaches the log, even for the player who knows it.
"""

from __future__ import annotations

from typing import Any

from .accusations import accusation_sentence
from .actions import NEW, RESERVE
from .catalogue import type_name

_VICTORY = {"paranoid": "Paranoid Victory", "enemy": "Enemy Victory",
            "delusions": "Delusions Victory", "exhaustion": "Enemy Victory (exhaustion)",
            "turn_limit": "Enemy Victory (turn limit)"}


def _counters(n: int) -> str:
    return f"{n} counter" if n == 1 else f"{n} counters"


def _dest(to: int) -> str:
    return {RESERVE: "the Reserve", NEW: "a new Accusation"}.get(to, f"Accusation {to + 1}")


def _names(names: list[str], players: list[int]) -> str:
    listed = [names[p] for p in players]
    return listed[0] if len(listed) == 1 else ", ".join(listed[:-1]) + " and " + listed[-1]


def clash_sentence(lost: int, instead: int, subculture: str) -> str:
    """What only the player concerned is told when blind building settles a clash (§3.3),
    from the secret part of its `plot_settled` event."""
    return (f"Someone else reached for {type_name(lost, subculture)} too, so it stands "
            f"in no Plot: yours holds {type_name(instead, subculture)} instead.")


def describe(view: dict[str, Any], names: list[str], subculture: str) -> str | None:
    """One log line for an event view, or None for events not worth a line."""
    kind = view["kind"]
    who = names[view["player"]] if "player" in view and view["player"] is not None else ""
    counter = type_name(view["type"], subculture) if "type" in view else "a counter"
    match kind:
        case "plot_built":
            if "size" not in view:  # blind building (§3.2): the size stays private
                return f"{who} hides a Plot."
            return f"{who} hides a Plot of {_counters(view['size'])}."
        case "turn_started":
            return f"— Turn {view['turn']}: " + ", ".join(names[p] for p in view["order"])
        case "drawn":
            zone = "the Enemy Reserve" if view["zone"] == "enemy" else "their hand"
            return f"{who} draws {counter} into {zone}." if "type" in view else \
                f"{who} draws from the Pool into {zone}."
        case "stowed" | "placed":
            return f"{who} puts {counter} into {_dest(view['to'])}."
        case "shifted":
            return f"{who} moves {counter} from Accusation {view['source'] + 1} to " \
                   f"{_dest(view['to'])}."
        case "sanity_lost":
            why = {"action": "for an action", "minus_method": "for a (-1) Method",
                   "enemy": "to an Enemy's torment"}.get(view["reason"], f"({view['reason']})")
            return f"{who} loses {view['amount']} Sanity {why}, now {view['sanity']}."
        case "insane":
            return f"{who}'s Paranoid goes insane!"
        case "accused":
            return f"{who}: “{accusation_sentence(view['types'], subculture)}”"
        case "exposed":
            return f"{names[view['player']]}'s {type_name(view['type'], subculture)} is exposed!"
        case "accusation_result":
            return f"{who} exposes {view['exposed']} (score {view['score']})."
        case "given":
            return f"{who}'s Enemy slips {counter} to {names[view['to']]}."
        case "struck":
            return f"{who}'s Enemy torments {names[view['target']]}."
        case "reconcealed":
            return f"{who}'s Aliens cover up {counter} again."
        case "excess_moved":
            return f"{who} moves {counter} from the Enemy to the Paranoid Reserve."
        case "auto_pass":
            return None  # an insane Paranoid or an outed Enemy: the table shows it already
        case "setup_done":
            return "Every Enemy Reserve is filled from the Pool. The game begins."
        case "removed":
            return f"{_counters(view['count'])} {'is' if view['count'] == 1 else 'are'} " \
                   "removed from play."
        case "game_over":
            result = view["result"]
            winners = _names(names, result["winners"])
            how = "draw" if result["draw"] else "shared win" if result["shared"] else "win"
            return f"{_VICTORY[result['kind']]} — {winners} ({how}): {result['reason']}."
    return None
