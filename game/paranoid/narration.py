"""Turning engine events into log sentences. Pure text: no pygame.

Only public views go into the shared log (`describe(event.view(None), …)`): a secret
never reaches the log, even for the player who knows it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
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


# ------------------------------------------------------------------ the log as shown
# A draw used to write three lines (the cost, the draw, where it went) and an
# Accusation one line per exposed counter, so one's own Accusation scrolled away within
# a round. `merge_log` folds each move's Sanity cost into the move's line, a draw and
# where it went into one line, and an Accusation with what it exposed into one; it marks
# what matters (Accusations, exposures, insanity, the end) so the table can keep those
# in sight. It reads only the sentences `describe` writes above.

_COST = re.compile(r"^(?P<who>.+) loses (?P<n>\d+) Sanity for (an action|a \(-1\) Method), "
                   r"now (?P<now>\d+)\.$")
_DRAW_HAND = re.compile(r"^(?P<who>.+) draws from the Pool into their hand\.$")
_PUT = re.compile(r"^(?P<who>.+) puts (?P<what>.+) into (?P<dest>.+)\.$")
_EXPOSED = re.compile(r"^(?P<whose>.+) is exposed!$")
_RESULT = re.compile(r"^(?P<who>.+) exposes (?P<n>\d+) \(score (?P<score>\d+)\)\.$")
_KEY_MARKS = ("“", " is exposed!", " goes insane!", *(f"{v} —" for v in _VICTORY.values()))


def is_key_line(line: str) -> bool:
    """Lines that matter for the whole game: Accusations, exposures, insanity, the end."""
    return any(mark in line for mark in _KEY_MARKS)


def _paid(cost: tuple[str, int, str]) -> str:
    return f"{cost[0]} loses {cost[1]} Sanity, now {cost[2]}."


def merge_log(lines: Sequence[str]) -> list[tuple[str, bool]]:
    """The public log folded for reading: [(line, matters)]. A Paranoid action's Sanity
    cost (written before the move, §5.1) joins the move's line; a draw into the hand
    and where it was put make one line; an Accusation, the counters it exposed and its
    score make one line."""
    out: list[tuple[str, bool]] = []
    cost: tuple[str, int, str] | None = None  # (who, Sanity paid, Sanity now)
    i = 0
    while i < len(lines):
        line = lines[i]
        i += 1
        c = _COST.match(line)
        if c:
            if cost and cost[0] != c["who"]:
                out.append((_paid(cost), False))
                cost = None
            cost = (c["who"], (cost[1] if cost else 0) + int(c["n"]), c["now"])
            continue
        d = _DRAW_HAND.match(line)
        if d:  # the counter's place follows, maybe after a (-1) Method's point
            j = i
            extra: tuple[int, str] | None = None
            while j < len(lines) and (c := _COST.match(lines[j])) and c["who"] == d["who"]:
                extra = ((extra[0] if extra else 0) + int(c["n"]), c["now"])
                j += 1
            put = _PUT.match(lines[j]) if j < len(lines) else None
            if put and put["who"] == d["who"]:
                line = f"{d['who']} draws from the Pool into {put['dest']}."
                i = j + 1
                if extra:
                    cost = (d["who"], (cost[1] if cost else 0) + extra[0], extra[1])
        if cost and (line.startswith(cost[0] + " ") or line.startswith(cost[0] + ":")):
            line = f"{line.removesuffix('.')} ({cost[1]} Sanity, now {cost[2]})" + \
                ("" if "“" in line else ".")
        elif cost:
            out.append((_paid(cost), False))
        cost = None
        if "“" in line:  # an Accusation: what it exposed and the score join its line
            exposed: list[str] = []
            while i < len(lines) and (e := _EXPOSED.match(lines[i])):
                exposed.append(e["whose"])
                i += 1
            r = _RESULT.match(lines[i]) if i < len(lines) else None
            if r:
                i += 1
                line = f"{line} It exposes {', '.join(exposed) or 'nothing'}; " \
                       f"score now {r['score']}."
        out.append((line, is_key_line(line)))
    if cost:
        out.append((_paid(cost), False))
    return out
