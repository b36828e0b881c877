"""Tooltips: what every counter, zone and number on the table means.

The words live in the tables below (zone and number texts keyed by kind; counter
texts built from the engine's catalogue), so they can be edited in one place. A tip
is built only from what the screen already shows the viewer — a `Placed` sprite whose
type is None stays "a face-down counter", the public observation for counts — so a
tooltip can never tell more than the table does (spec §2).

`Tooltip` is the box: it appears after a short hover delay for the mouse; for the
keyboard or controller focus it waits a moment too (a player stepping through the
table is not buried in boxes) and gets out of the way after a few seconds until the
focus moves. It sits next to what it explains and always stays inside the screen.
The hit tests (what is under the pointer or the focus and what to say about it) are in
`hover`, which builds on the tips here; this module does not import it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.paranoid.catalogue import TYPES, type_name
from game.paranoid.costs import action_cost
from game.paranoid.state import ENEMY, EXCESS, OVER, PARANOID, PLOT
from scenes.ui import canvas, pen, text, theme

HOVER_DELAY = 0.45  # seconds the mouse rests before a tip shows
FOCUS_DELAY = 0.6  # seconds the keyboard focus rests before its tip shows
FOCUS_LINGER = 4.5  # then the focus tip stays this long and goes, until the focus moves
MAX_WIDTH = 460  # px of text per line: short lines read well from a sofa
PAD = 12
GAP = 10  # between the tip and what it explains
MARGIN = 8  # from the screen's edge
NO_POINTER = (0, 0)  # the board's mouse position before the pointer ever moved
TITLE_PX = theme.BODY_PX
BODY_PX = theme.SMALL_PX


@dataclass(frozen=True)
class Tip:
    title: str
    body: str = ""


# -- counters (spec §1): the kind says what it does; marks and categories add to it --------
KIND_NAMES = {"group": "Group", "method": "Method", "goal": "Goal"}
KIND_TEXT = {
    "group": "A Plot holds 1–2 different Groups; an Accusation names 1–2. Accusing "
             "with it exposes every hidden counter of this type in every Plot.",
    "method": "A Plot holds 1–4 different Methods; an Accusation names 1–4. Accusing "
              "with it exposes every hidden counter of this type in every Plot.",
    "goal": "A Plot holds exactly 1 Goal, and a complete Accusation names exactly 1. "
            "Accusing with it exposes every hidden counter of this type.",
}
CATEGORY_TEXT = {
    "alien": "Alien. Optional rule: its Plot needs a Goal marked A, and its Enemy may "
             "turn an exposed counter face down again.",
    "corporation": "Corporation. Optional rule: its Plot needs a Goal marked C, and its "
                   "Enemy gets one extra action while it is hidden.",
    "society": "Society.",
    "delusion": "Delusion: it does not exist. Optional rule: the only Group of its Plot; "
                "its player wins if every Paranoid goes insane while it is hidden.",
}
MINUS_TEXT = ("Marked (-1): each time it enters one of your Accusations, your Paranoid "
              "loses 1 more Sanity.")
MARK_TEXT = {"A": "Marked A: allowed to a Plot with an Alien Group (optional rule).",
             "C": "Marked C: allowed to a Plot with a Corporation Group (optional rule)."}
TWIN_TEXT = "There are two copies of each type: the only way to name a type is to hold one."

# Where a counter lies, as a phrase after "in" (`{whose}` is "your" or "Boris's").
WHERE = {"plot": "{whose} Plot", "enemy": "{whose} Enemy Reserve",
         "paranoid": "{whose} Paranoid Reserve", "acc": "an Accusation of {owner}",
         "hand": "{whose} hand (just drawn)", "aside": "an Accusation already made"}
HIDDEN_TEXT = {
    "plot": "Only {owner} knows what it is, until an Accusation names its type.",
    "enemy": "Only {owner} knows what it is.",
    "paranoid": "Only {owner} knows what it is.",
    "acc": "Only {owner} knows what it is, until the Accusation is made.",
    "hand": "Only {owner} knows what it is.",
    "aside": "",
}
OWN_HIDDEN = "Still face down to the others: only you know it."
EXPOSED = "Exposed: turned face up by an Accusation, for everyone to see."

# -- zones (the layout's named rectangles; seat zones per seat) -----------------------------
ZONE_TIPS: dict[str, Tip] = {
    "pool": Tip("The Pool", "{count} counters, face down in the bowl. A draw takes one at "
                "random: the table sees that someone drew, only the drawer sees what."),
    "aside": Tip("Accusations made", "{count} Accusations so far, laid aside face up for "
                 "everyone: their counters are out of the game."),
    "log": Tip("The table's log", "Everything that happened, as the whole table saw it: "
               "never which counter someone drew or was given."),
    "hud": Tip("Whose go it is", "The turn, the player acting, the phase and what the next "
               "action costs."),
    "name": Tip("{Whose} seat", "{note} Every player is both a Paranoid and an "
                "Enemy. The exposure score counts the Plot counters their Accusations "
                "exposed."),
    "plot": Tip("{Whose} Plot", "{hidden} hidden, {exposed} exposed. The Enemy's secret: "
                "1–2 Groups using 1–4 Methods to reach 1 Goal. Counters are exposed when an "
                "Accusation names their type."),
    "enemy": Tip("{Whose} Enemy Reserve", "{count} counters, seen only by {owner}. The "
                 "Enemy gives from here to any Paranoid Reserve. At Turn End it may keep at "
                 "most as many as its Plot's hidden counters ({hidden}); the rest go to its "
                 "own Paranoid Reserve."),
    "paranoid": Tip("{Whose} Paranoid Reserve", "{count} counters, seen only by {owner}. "
                    "Material for Accusations: Place one into an Accusation. No size "
                    "limit."),
    "accusations": Tip("{Whose} Accusations in progress", "{count} in progress ({sizes}), "
                       "seen only by {owner}. Complete with 1–2 Groups, 1–4 Methods and 1 "
                       "Goal, no type twice; then it can be made."),
    "sanity": Tip("{Whose} Sanity", "{sanity} left. Paranoid actions cost Sanity and it "
                  "never comes back; at 0 the Paranoid is insane and acts no more (the "
                  "Enemy still plays and can still win)."),
}
SEAT_NOTES = {"you": "You sit here.", "human": "{name} is a person at this table.",
              "bot": "{name} is a computer player ({level})."}
SEAT_ZONES = ("name", "plot", "enemy", "paranoid", "accusations", "sanity")
TABLE_ZONES = ("pool", "aside", "log", "hud")

# -- numbers shown on screen ----------------------------------------------------------------
NUMBER_TIPS: dict[str, Tip] = {
    "sanity": Tip("Sanity {sanity}", "{Whose} Paranoid starts at {start} and only goes down: "
                  "action costs, (-1) Methods, an idle Enemy's torment. An action that would "
                  "bring it to 0 or below is not allowed. {state}"),
    "score": Tip("Exposure score {score}", "Plot counters exposed by {owner}'s Accusations, "
                 "in every Plot, their own included. When every Plot is exposed, the "
                 "highest score wins (ties: the higher Sanity)."),
    "pool_count": Tip("{count} counters in the Pool", "Left to draw. Drawing from an empty "
                      "Pool is not possible."),
    "turn": Tip("Turn {turn}", "Every player takes a Paranoid phase then an Enemy phase; "
                "then Turn End. The order is set again each turn: fewest hidden Plot "
                "counters first."),
    "cost": Tip("Next action: {cost} Sanity", "Action {k} of this Paranoid phase. Costs "
                "follow Fibonacci: 0, 1, 1, 2, 3, 5, 8, 13… (the next ones: {upcoming}). Each (-1) "
                "Method entering an Accusation costs 1 more. {name} has {sanity} Sanity."),
    "enemy_actions": Tip("Enemy actions used: {taken}", "An Enemy may take as many actions "
                         "as its Plot has hidden counters ({hidden} now), counted at each "
                         "action. An Enemy that could act but takes none may take 1 Sanity "
                         "from a Paranoid."),
    "chosen": Tip("{count} {what} chosen", "A Plot needs {rule}. Each type may stand in "
                  "only one Plot: its twin must stay free to be named."),
}
NUMBER_KINDS = tuple(NUMBER_TIPS)

PHASE_TIPS: dict[str, Tip] = {
    PLOT: Tip("Building Plots", "One player at a time, in private, hides a Plot."),
    PARANOID: Tip("Paranoid phase", "Draw, Place, Shift or Accuse, as many as Sanity "
                  "allows; each costs more than the last. Pass to end it."),
    ENEMY: Tip("Enemy phase", "Draw into the Enemy Reserve or Give to any Paranoid Reserve, "
               "up to one action per hidden Plot counter."),
    EXCESS: Tip("Turn End", "An Enemy Reserve holding more than its Plot's hidden counters "
                "sheds the extra into its own Paranoid Reserve, at no cost."),
    OVER: Tip("The game is over", "Every Plot is revealed."),
}


def fill(tip: Tip, **values: Any) -> Tip:
    return Tip(tip.title.format(**values).strip(), tip.body.format(**values).strip())


def possessive(name: str, own: bool) -> str:
    return "your" if own else f"{name}'s"


def _who(name: str, own: bool) -> dict[str, str]:
    whose = possessive(name, own)
    return {"owner": "you" if own else name, "whose": whose,
            "Whose": whose[0].upper() + whose[1:]}


# -- the tips -----------------------------------------------------------------------------
def _type_lines(info: Any) -> list[str]:
    """What every copy of a counter type is: kind, category, (-1) mark, A / C marks."""
    lines = [KIND_TEXT[info.kind]]
    if info.category:
        lines.append(CATEGORY_TEXT[info.category])
    if info.minus:
        lines.append(MINUS_TEXT)
    lines.extend(MARK_TEXT[mark] for mark, on in (("A", info.alien_ok),
                                                  ("C", info.corporation_ok)) if on)
    return lines


def counter_tip(t: int | None, where: str, owner: str = "", *, own: bool = False,
                exposed: bool = False, concealed_own: bool = False,
                subculture: str | None = None) -> Tip:
    """A counter as the viewer may know it: `t` None means face down to this viewer."""
    who = _who(owner, own)
    place = WHERE[where].format(**who)
    if t is None:
        hidden = HIDDEN_TEXT[where].format(**who)
        return Tip("Face-down counter", f"Face-down counter in {place}. {hidden}".strip())
    info = TYPES[t]
    name = type_name(t, subculture) if subculture else type_name(t)
    kind = KIND_NAMES[info.kind]
    lines = [f"{kind} in {place}." if where != "aside" else f"{kind}, in {place}."]
    if exposed and where == "plot":
        lines.append(EXPOSED)
    elif concealed_own:
        lines.append(OWN_HIDDEN)
    lines.extend(_type_lines(info))
    title = f"{name} (-1)" if info.minus else name
    return Tip(title, " ".join(lines))


def catalogue_tip(t: int, subculture: str | None = None) -> Tip:
    """A counter type as the Plot builder shows it (the catalogue is public)."""
    info = TYPES[t]
    lines = [*_type_lines(info), TWIN_TEXT]
    name = type_name(t, subculture) if subculture else type_name(t)
    return Tip(f"{name} — {KIND_NAMES[info.kind]}", " ".join(lines))


def zone_tip(zone: str, **values: Any) -> Tip:
    return fill(ZONE_TIPS[zone], **values)


def number_tip(kind: str, **values: Any) -> Tip:
    return fill(NUMBER_TIPS[kind], **values)


def seat_zone_tip(zone: str, obs: Any, seat: int, viewer: int | None,
                  note: str = "") -> Tip:
    """A seat's zone from the public observation `obs` (counts only, never contents)."""
    view = obs.players[seat]
    who = _who(view.name, seat == viewer)
    sizes = ", ".join(str(n) for n in view.accusation_sizes) or "none"
    counts = {"plot": len(view.plot_slots), "enemy": view.enemy_count,
              "paranoid": view.paranoid_count, "accusations": len(view.accusation_sizes)}
    return zone_tip(zone, **who, note=note, count=counts.get(zone, 0),
                    hidden=view.concealed, exposed=len(view.exposed_types), sizes=sizes,
                    sanity="insane (0)" if view.sanity == 0 else view.sanity)


def sanity_tip(obs: Any, seat: int, viewer: int | None) -> Tip:
    view = obs.players[seat]
    who = _who(view.name, seat == viewer)
    state = "Insane: no more Paranoid actions." if view.sanity == 0 else \
        "Low: every action counts." if view.sanity <= 5 else ""
    return number_tip("sanity", **who, sanity=view.sanity,
                      start=obs.options.get("sanity", 35), state=state)


def cost_tip(obs: Any) -> Tip:
    k = obs.taken + 1
    upcoming = ", ".join(str(action_cost(k + i)) for i in range(1, 4))
    actor = obs.actor if obs.actor is not None else 0
    view = obs.players[actor]
    return number_tip("cost", cost=action_cost(k), k=k, upcoming=upcoming, name=view.name,
                      sanity=view.sanity)


# -- the box ------------------------------------------------------------------------------
class Tooltip:
    """One tip at a time, pointed at a rectangle. `point()` it every frame (or whenever
    the pointer moves); a new key restarts the hover delay."""

    def __init__(self, delay: float = HOVER_DELAY) -> None:
        self.delay = delay
        self.key: Any = None
        self.tip: Tip | None = None
        self.anchor = pygame.Rect(0, 0, 0, 0)
        self.immediate = False
        self.waited = 0.0
        self._image: tuple[Tip, tuple[float, float], pygame.Surface] | None = None

    def point(self, key: Any, anchor: pygame.Rect | None, tip: Tip | None, *,
              immediate: bool = False) -> None:
        if key != self.key:
            self.waited = 0.0
        self.key = key
        self.tip = tip
        self.anchor = pygame.Rect(anchor) if anchor is not None else pygame.Rect(0, 0, 0, 0)
        self.immediate = immediate

    def clear(self) -> None:
        self.point(None, None, None)

    def update(self, dt: float) -> None:
        self.waited += dt

    @property
    def visible(self) -> bool:
        if self.tip is None:
            return False
        if self.immediate:  # the focus: after a moment, and out of the way again soon
            return FOCUS_DELAY <= self.waited < FOCUS_DELAY + FOCUS_LINGER
        return self.waited >= self.delay

    def forget(self) -> None:
        """Drop the kept box (the board's pictures are drawn anew at a new render scale)."""
        self._image = None

    def render(self, tip: Tip) -> pygame.Surface:
        """The box as an image (cached while the tip, the text scale and the render scale
        stay the same: a box kept from another render scale would be enlarged soft)."""
        scale = (text.get_scale(), canvas.get_scale())
        if self._image is not None and self._image[:2] == (tip, scale):
            return self._image[2]
        head, body = text.font(TITLE_PX), text.font(BODY_PX)
        head_lines = text.wrap(tip.title, head, MAX_WIDTH)
        body_lines = text.wrap(tip.body, body, MAX_WIDTH) if tip.body else []
        width = max([head.size(x)[0] for x in head_lines] +
                    [body.size(x)[0] for x in body_lines]) + 2 * PAD
        height = (len(head_lines) * head.get_linesize() + len(body_lines) *
                  body.get_linesize() + 2 * PAD + (4 if body_lines else 0))
        image = canvas.Surface((width, height), pygame.SRCALPHA)
        pen.rect(image, (*theme.PANEL, 250), image.get_rect(), border_radius=10)
        pen.rect(image, theme.ACCENT, image.get_rect(), 2, border_radius=10)
        y = PAD
        for line in head_lines:
            image.blit(head.render(line, True, theme.ACCENT), (PAD, y))
            y += head.get_linesize()
        y += 4
        for line in body_lines:
            image.blit(body.render(line, True, theme.INK), (PAD, y))
            y += body.get_linesize()
        self._image = (tip, scale, image)
        return image

    def box(self, screen: pygame.Rect, size: tuple[int, int]) -> pygame.Rect:
        """Below what it explains if it fits, else above, else beside; inside the screen."""
        box = pygame.Rect((0, 0), size)
        a = self.anchor
        box.left = a.left
        if a.bottom + GAP + box.height <= screen.bottom - MARGIN:
            box.top = a.bottom + GAP
        elif a.top - GAP - box.height >= screen.top + MARGIN:
            box.bottom = a.top - GAP
        else:  # a tall anchor: to its side, vertically centred on it
            box.centery = a.centery
            box.left = a.right + GAP
            if box.right > screen.right - MARGIN:
                box.right = a.left - GAP
        return box.clamp(screen.inflate(-2 * MARGIN, -2 * MARGIN))

    def draw(self, surface: pygame.Surface) -> pygame.Rect | None:
        if not self.visible or self.tip is None:
            return None
        image = self.render(self.tip)
        rect = self.box(surface.get_rect(), image.get_size())
        surface.blit(image, rect)
        return rect


def score_label(score: int) -> str:
    """What a seat's name row says of its exposure score (not "exposed N": that read
    as "N of my counters are exposed")."""
    return f"score {score}"
