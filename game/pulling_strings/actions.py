"""Every action of Pulling Strings with its text form (spec §7–§12).

An attack, a transfer and a move are built in small steps (choose the attacker, then the
target and kind, then helpers; take from a treasury, add Slush, send), and money is paid
in steps of 1, 2, 5 or 10 S, so no list of legal actions grows with treasuries or with
the product of attackers and targets (docs/rules-pulling-strings.md). A node is a group
(0..63, text G01..G64) or -1, the Cabal (text `cabal`); a player is a seat index.
"""

from __future__ import annotations

from ..core.actions import Action, remembered
from .cards import CABAL_CODE, CABALS, KINDS, SPECIAL_CODE, SPECIALS, group_code, parse_group

AMOUNTS = (1, 2, 5, 10)
FOR, AGAINST = 1, 2
SLUSH, CARD, GROUP = 0, 1, 2


def _act(kind: str, fields: tuple[str, ...]) -> type[Action]:
    return type(kind.title().replace("_", ""), (Action,), {"kind": kind, "fields": fields,
                                                         "__slots__": ()})


LieLow = _act("lie_low", ())
Attack = _act("attack", ("node",))
Aim = _act("aim", ("target", "kind_"))
Help = _act("help", ("node",))
Play = _act("play", ("card", "arg"))
Go = _act("go", ())
Cancel = _act("cancel", ())
Pay = _act("pay", ("source", "amount"))
Interfere = _act("interfere", ("side", "amount"))
Done = _act("done", ())
CallOff = _act("call_off", ())
Reroll = _act("reroll", ("again",))
Take = _act("take", ("source",))
Add = _act("add", ("amount",))
Send = _act("send", ("target",))
Move = _act("move", ("group",))
Place = _act("place", ("group", "node"))
Drop = _act("drop", ("group",))
EndActions = _act("end_actions", ())
EndTurn = _act("end_turn", ())
Gift = _act("gift", ("to", "what", "value"))
Choose = _act("choose", ("cabal",))
Resign = _act("resign", ())
Pick = _act("pick", ("card",))


def node_text(node: int) -> str:
    return "cabal" if node == -1 else group_code(node)


def parse_node(text: str) -> int:
    return -1 if text.lower() == "cabal" else parse_group(text)


_PLAIN = {"lie_low": "lie low", "go": "go", "cancel": "cancel", "done": "done",
          "call_off": "call off", "end_actions": "end actions", "end_turn": "end turn",
          "resign": "resign"}
_BY_TEXT = {text: kind for kind, text in _PLAIN.items()}
_CLASSES = {c.kind: c for c in (LieLow, Go, Cancel, Done, CallOff, EndActions, EndTurn,
                                Resign)}


def _to_text(a: Action) -> str:  # noqa: PLR0911 - one line per action kind
    k, v = a.kind, a.values
    if k in _PLAIN:
        return _PLAIN[k]
    if k == "attack":
        return f"attack with {node_text(v[0])}"
    if k == "aim":
        return f"at {group_code(v[0])} {KINDS[v[1]]}"
    if k == "help":
        return f"help {node_text(v[0])}"
    if k == "play":
        code = SPECIALS[v[0]].code
        if code == "mole":
            return f"play mole {v[1]}"
        return f"play {code} {group_code(v[1])}" if v[1] >= 0 else f"play {code}"
    if k == "pay":
        return f"pay {v[1]} from {node_text(v[0])}"
    if k == "interfere":
        return f"interfere {v[1]} {'for' if v[0] == FOR else 'against'}"
    if k == "reroll":
        return "reroll" if v[0] else "keep roll"
    if k == "take":
        return f"take from {node_text(v[0])}"
    if k == "add":
        return f"add {v[0]}"
    if k == "send":
        return f"send to {node_text(v[0])}"
    if k == "move":
        return f"move {group_code(v[0])}"
    if k == "place":
        return f"place {group_code(v[0])} under {node_text(v[1])}"
    if k == "drop":
        return f"drop {group_code(v[0])}"
    if k == "gift":
        what = ("slush", "card", "group")[v[1]]
        value = (str(v[2]), SPECIALS[v[2]].code if v[1] == CARD else "",
                 group_code(v[2]) if v[1] == GROUP else "")[v[1]]
        return f"gift {v[0]} {what} {value}"
    if k == "choose":
        return f"choose {CABALS[v[0]].code}"
    if k == "pick":
        return f"pick {SPECIALS[v[0]].code}"
    raise ValueError(f"not a Pulling Strings action: {a!r}")


def from_text(text: str) -> Action:  # noqa: PLR0911, PLR0912 - one branch per action kind
    """Parse the text form (ValueError on nonsense; legality is the rules' business)."""
    t = " ".join(text.split()).lower()
    if t in _BY_TEXT:
        return _CLASSES[_BY_TEXT[t]]()
    w = t.split()
    try:
        if w[0] == "attack" and w[1] == "with" and len(w) == 3:
            return Attack(parse_node(w[2]))
        if w[0] == "at" and len(w) == 3:
            return Aim(parse_group(w[1]), KINDS.index(w[2]))
        if w[0] == "help" and len(w) == 2:
            return Help(parse_node(w[1]))
        if w[0] == "play" and len(w) in (2, 3):
            card = SPECIAL_CODE[w[1]]
            if len(w) == 2:
                return Play(card, -1)
            return Play(card, int(w[2]) if w[1] == "mole" else parse_group(w[2]))
        if w[0] == "pay" and len(w) == 4 and w[2] == "from":
            return Pay(parse_node(w[3]), int(w[1]))
        if w[0] == "interfere" and len(w) == 3 and w[2] in ("for", "against"):
            return Interfere(FOR if w[2] == "for" else AGAINST, int(w[1]))
        if t in ("reroll", "keep roll"):
            return Reroll(int(t == "reroll"))
        if w[0] == "take" and len(w) == 3 and w[1] == "from":
            return Take(parse_node(w[2]))
        if w[0] == "add" and len(w) == 2:
            return Add(int(w[1]))
        if w[0] == "send" and len(w) == 3 and w[1] == "to":
            return Send(parse_node(w[2]))
        if w[0] == "move" and len(w) == 2:
            return Move(parse_group(w[1]))
        if w[0] == "place" and len(w) == 4 and w[2] == "under":
            return Place(parse_group(w[1]), parse_node(w[3]))
        if w[0] == "drop" and len(w) == 2:
            return Drop(parse_group(w[1]))
        if w[0] == "gift" and len(w) == 4:
            what = ("slush", "card", "group").index(w[2])
            value = (int(w[3]) if what == SLUSH else SPECIAL_CODE[w[3]] if what == CARD
                     else parse_group(w[3]))
            return Gift(int(w[1]), what, value)
        if w[0] == "choose" and len(w) == 2:
            return Choose(CABAL_CODE[w[1]])
        if w[0] == "pick" and len(w) == 2:
            return Pick(SPECIAL_CODE[w[1]])
    except (IndexError, ValueError, KeyError) as exc:
        raise ValueError(f"not an action: {text!r} ({exc})") from None
    raise ValueError(f"not an action: {text!r}")


to_text = remembered(_to_text)  # each action's text made once
