"""Intrigue's event animations: every event the table receives is played, as far as the
screen's viewer may see it (the event view is all an animation reads).

- a move in the recess: for the public, a note rises over the member, whatever the move
  (§8: what was told, offered or kept back, and to whom, is the two members' business);
  for the two members, a whisper's folded note flies to its receiver, an offer's
  envelope travels to its recipient; an accepted offer's envelope comes back with the
  pact, the two secrets slipping into the members' desks (an answer adds no event to
  the public's stream: who had an offer is the two members' business too, and a
  decline is read on the desk, with a notice);
  an unanswered offer fades in the inbox when it expires;
- a note read or an informant's report: a slip into the viewer's desk; for the public,
  the informant's dossier drops on each member (everyone gets one, §5.1);
- a pact: its cord runs between the two cards and ties into a knot on each (the still
  picture keeps the knots, not a cord across the chamber); broken, it snaps;
- the floor: a member raises a rumour or passes; each ballot drops as a folded slip
  (never what it says); the hands go up together; the file opens and the stamp falls
  on the heading; points fly to each member; promotions, perks and the end are banners.

Each effect is a small record whose `t` a tween moves from 0 to 1; `moving_blits`
draws every live effect over the kept picture, so the table is drawn by its changes.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

import pygame

from scenes.intrigue import effect_art as art
from scenes.intrigue import places as pl
from scenes.shell.match.session import Shown
from scenes.ui import text, theme
from scenes.ui.changes import Blit
from scenes.ui.tween import Call, Sequence, Task, Tween, Wait

# The events the narration gives a public log line (game.intrigue.narration).
NARRATED = frozenset({"game_started", "voted", "round_started", "floor_opened", "mingled",
                      "pact_formed", "pact_broken", "initiated",
                      "ballots_revealed", "tabled", "revealed", "points", "promoted",
                      "perk_used", "passed", "game_over"})
# Events whose public view says nothing at all: for the public they play nothing, not
# even a pause (their number would tell how many secrets moved).
PRIVATE_ONLY = frozenset({"note", "offer_expired", "spreader_points"})
BEAD_GAP = 14  # pixels between the beads of a cord


@dataclass
class Effect:
    kind: str
    t: float = 0.0
    data: dict[str, Any] = field(default_factory=dict)


def _lerp(a: tuple[float, float], b: tuple[float, float], t: float) -> tuple[float, float]:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def _centred(img: pygame.Surface, x: float, y: float) -> Blit:
    """`img` centred on (x, y), kept inside the TV safe area (a stamp on an edge chip)."""
    box = img.get_rect(center=(round(x), round(y))).clamp(pl.SAFE)
    return (img, box.topleft)


class EventAnimations:
    """Mixed into IntrigueTable: `steps_for` turns one event view into tweens."""

    effects: list[Effect]
    obs: Any
    formed: list[tuple[int, int]]
    snapped: set[tuple[int, int]]

    def _effect(self, kind: str, seconds: float, **data: Any) -> Task:
        effect = Effect(kind, 0.0, data)

        def start() -> None:
            self.effects.append(effect)

        def end() -> None:
            if effect in self.effects:
                self.effects.remove(effect)

        return Sequence(Call(start), Tween(effect, seconds, t=1.0), Call(end))

    def director(self) -> bool:
        return False

    def director_steps(self, v: dict[str, Any]) -> list[Task] | None:
        return None

    def steps_for(self, shown: Shown) -> list[Task]:
        cut = self.director_steps(shown.view) if self.director() else None  # the kiosk's
        steps = cut if cut is not None else self._steps(shown.view)
        if shown.view.get("kind") in NARRATED:  # its log line shows as it plays
            steps.insert(0, Call(self.log_step))  # type: ignore[attr-defined]
        return steps

    def _alongside(self, task: Task, stagger: float) -> list[Task]:
        """Start `task` on its own (the batch goes on; the table waits for it all the
        same), then go on after `stagger` seconds: points fly to everyone together."""
        return [Call(lambda: self.tweens.add(task)), Wait(stagger)]  # type: ignore[attr-defined]

    def _name(self, p: int) -> str:
        return self.name(p)  # type: ignore[attr-defined]

    def _steps(self, v: dict[str, Any]) -> list[Task]:
        kind = v.get("kind")
        n = self.obs.players
        play = self.services.sound.play  # type: ignore[attr-defined]

        def at(p: int) -> tuple[int, int]:
            return pl.portrait_centre(p, n)

        if kind == "mingled" and "from" not in v and "to" not in v:
            # The public's view (or a quiet move): someone moved, nothing more (§8).
            return [self._effect("rise", 0.4, at=at(v["player"]))]
        if kind == "mingled" and v.get("move") == "offer":
            return [Call(lambda: play("place")),
                    self._effect("fly", 0.8, image="envelope", a=at(v["from"]), b=at(v["to"]))]
        if kind == "mingled":
            return [Call(lambda: play("place")),
                    self._effect("fly", 0.7, image="note", a=at(v["from"]), b=at(v["to"]))]
        if kind == "offer_expired" and "to" in v:
            return [self._effect("fade", 0.8, image="envelope", at=at(v["to"]))]
        if kind in ("note", "report") and ("subject" in v):
            # Read by the viewer: a slip into their desk (what it says is on the desk).
            return self._alongside(self._effect(
                "fly", 0.5, image="dossier" if kind == "report" else "note",
                a=at(v.get("player", v["subject"])), b=pl.DESK.midtop), 0.15)
        if kind == "report":
            return self._alongside(self._effect("drop", 0.5, image="dossier",
                                                at=at(v["player"])), 0.1)
        if kind == "pact_formed":
            pair = (v["a"], v["b"])
            traded: list[Task] = []
            if v.get("answer"):
                # The two members see the offer accepted and the secrets traded (§8:
                # the public's view is the pact alone).
                traded = [self._effect("fly", 0.7, image="envelopeyes", a=at(v["player"]),
                                       b=at(v["from"]))]
                for c in v.get("claims", ()):
                    traded += self._alongside(self._effect(
                        "fly", 0.5, image="note", a=at(c["subject"]), b=pl.DESK.midtop), 0.15)
            return [*traded, Call(lambda: play("click")),
                    self._effect("cord", 0.8, a=self.knot_centre(v["a"], v["b"]),  # type: ignore[attr-defined]
                                 b=self.knot_centre(v["b"], v["a"])),  # type: ignore[attr-defined]
                    Call(lambda: self.cord_formed(pair)),  # type: ignore[attr-defined]
                    self._effect("banner", 0.8, words=f"{self._name(v['a'])} and "
                                 f"{self._name(v['b'])} seal a pact")]
        if kind == "pact_broken":
            pair = (min(v["player"], v["partner"]), max(v["player"], v["partner"]))
            return [Call(lambda: play("error")),
                    Call(lambda: self.cord_snapped(pair)),  # type: ignore[attr-defined]
                    self._effect("snap", 0.9, a=self.knot_centre(*pair),  # type: ignore[attr-defined]
                                 b=self.knot_centre(pair[1], pair[0]))]  # type: ignore[attr-defined]
        if kind == "initiated":
            words = f"{self._name(v['player'])} raises a rumour"
            return [self._effect("banner", 0.9, words=words)]
        if kind == "passed":
            return [self._effect("rise", 0.5, at=at(v["player"]), words="passes")]
        if kind == "voted":
            r = pl.member_rect(v["player"], n)
            return [Call(lambda: play("click")),
                    self._effect("drop", 0.35, image="ballot", at=(r.right - 36, r.y + 82))]
        if kind == "ballots_revealed":
            votes = [(p, w) for p, w in enumerate(v.get("votes", [])) if w]
            return [Call(self.ballots_open), Call(lambda: play("place")),  # type: ignore[attr-defined]
                    self._effect("hands", 1.6, votes=votes, avoid=self.voted_chip())]
        if kind == "revealed":
            return self._reveal(v)
        if kind == "tabled":
            chip = pl.chip_rect(v["subject"], v["slot"], n)
            return [self._effect("banner", 0.9, words="Tabled: no decision"),
                    self._effect("fly", 0.5, image="note", a=chip.center,
                                 b=(pl.FLOOR.x + 60, pl.FLOOR.y + 140))]
        if (kind == "points" and v.get("points")) or (kind == "spreader_points" and "points" in v):
            p = v["player"]
            pts = v["points"]
            words = ("+" if pts > 0 else "") + f"{pts:g}" + (" secret" if kind != "points" else "")
            # (A spreader's nought shows too: only its owner sees it, §8.)
            r = pl.member_rect(p, n)
            fly = self._effect("points", 0.8, words=words, good=pts > 0,
                               a=(pl.CHAMBER.centerx, pl.CHAMBER.centery),
                               b=(r.right - 40, r.y + 20))
            return self._alongside(fly, 0.1)
        if kind == "promoted":
            return [self._effect("banner", 1.0, words=f"{self._name(v['player'])}: {v['title']}!")]
        if kind == "perk_used":
            return [self._effect("banner", 1.0, words=f"{self._name(v['player'])} uses a perk")]
        if kind == "round_started":
            return [self._effect("banner", 0.8, words=f"Round {v['round']}: "
                                 f"{self._name(v['chair'])} takes the chair")]
        if kind == "floor_opened":
            return [self._effect("banner", 0.8, words="The floor session opens")]
        if kind == "game_started":
            return [self._effect("banner", 1.0, words="The party convenes")]
        if kind == "game_over":
            ws = ", ".join(self._name(w) for w in v.get("winners", []))
            return [self._effect("banner", 1.6, words=f"{ws} wins")]
        return []

    def voted_chip(self) -> pygame.Rect | None:
        """The heading on the floor: the hands keep clear of it."""
        rumour = self.obs.rumour
        return pl.chip_rect(rumour[1], rumour[2], self.obs.players) if rumour else None

    def _reveal(self, v: dict[str, Any]) -> list[Task]:
        """§5.3.5: the file opens on the heading, then the stamp falls on it."""
        n = self.obs.players
        truth = bool(v.get("truth"))
        chip = pl.chip_rect(v["subject"], v["slot"], n)
        spot = (v["subject"], v["slot"], int(truth))
        return [self._effect("folder", 0.5, rect=chip),
                Call(lambda: self.services.sound.play("place")),  # type: ignore[attr-defined]
                self._effect("stamp", 1.0, words="TRUE" if truth else "FALSE", truth=truth,
                             at=chip.center),
                Call(lambda: self.stamp(*spot))]  # type: ignore[attr-defined]

    # ------------------------------------------------------------------ drawing
    def moving_blits(self) -> list[Blit]:
        out: list[Blit] = []
        n = self.obs.players
        for e in self.effects:
            draw = _DRAW.get(e.kind)
            if draw is not None:
                out.extend(draw(e.data, e.t, n))
        return out


def _image(name: str) -> pygame.Surface:
    if name.startswith("envelope"):
        return art.envelope(name[len("envelope"):])
    return {"note": art.note, "dossier": art.dossier, "ballot": art.ballot_slip}[name]()


def _fly(d: dict[str, Any], t: float, n: int) -> list[Blit]:
    x, y = _lerp(d["a"], d["b"], t)
    return [_centred(_image(d["image"]), x, y - 30 * (1 - (2 * t - 1) ** 2))]


def _rise(d: dict[str, Any], t: float, n: int) -> list[Blit]:
    x, y = d["at"]
    img = art.bubble(d["words"]) if "words" in d else art.note()
    return [_centred(img, x, y - 30 - 36 * t)]


def _drop(d: dict[str, Any], t: float, n: int) -> list[Blit]:
    x, y = d["at"]
    fall = min(1.0, t * 2)
    return [_centred(_image(d["image"]), x, y - 40 * (1 - fall) ** 2)]


def _fade(d: dict[str, Any], t: float, n: int) -> list[Blit]:
    x, y = d["at"]
    level = min(4, int(t * 5))
    img = art.faded(_image(d["image"]), d["image"], level)
    return [_centred(img, x, y - 40), _centred(text.cached("expired", 16, theme.INK_DIM),
                                              x, y - 12)]


def _beads(a: tuple[float, float], b: tuple[float, float], start: float,
           end: float) -> list[Blit]:
    """The cord's beads between fractions `start` and `end` of the way from a to b."""
    length = math.dist(a, b)
    count = max(2, int(length / BEAD_GAP))
    out = []
    for i in range(count + 1):
        f = i / count
        if start <= f <= end:
            out.append(_centred(art.bead(), *_lerp(a, b, f)))
    return out


def _cord(d: dict[str, Any], t: float, n: int) -> list[Blit]:
    """The cord runs out from both portraits and meets in the middle."""
    return _beads(d["a"], d["b"], 0.0, t / 2) + _beads(d["a"], d["b"], 1 - t / 2, 1.0)


def _snap(d: dict[str, Any], t: float, n: int) -> list[Blit]:
    """The cord parts in the middle and each half whips back to its portrait."""
    gone = min(0.5, t * 0.7)
    out = _beads(d["a"], d["b"], 0.0, 0.5 - gone) + _beads(d["a"], d["b"], 0.5 + gone, 1.0)
    img = text.cached("snap!", theme.BODY_PX, theme.DANGER)
    x, y = _lerp(d["a"], d["b"], 0.5)
    out.append(_centred(img, x, y - 12 - 20 * t))
    return out


def _hands(d: dict[str, Any], t: float, n: int) -> list[Blit]:
    rise = min(1.0, t * 4)
    out = []
    for p, vote in d["votes"]:
        spot = pl.hand_rect(p, n, d.get("avoid"))
        out.append((art.hand(vote), (spot.x, round(spot.y + 6 * (1 - rise)))))
    return out


def _folder(d: dict[str, Any], t: float, n: int) -> list[Blit]:
    rect = d["rect"]
    step = min(art.FOLDER_STEPS - 1, int(t * art.FOLDER_STEPS))
    img = art.folder((rect.w + 8, rect.h + 8), step)
    return [(img, (rect.x - 4, rect.y - 14))]


def _stamp(d: dict[str, Any], t: float, n: int) -> list[Blit]:
    img = art.stamp(d["words"], d["truth"])
    fall = min(1.0, t * 3)
    x, y = d["at"]
    return [_centred(img, x, y - 120 * (1 - fall))]


def _points(d: dict[str, Any], t: float, n: int) -> list[Blit]:
    img = text.cached(d["words"], theme.HEADING_PX,
                      (140, 240, 140) if d["good"] else (255, 120, 100))
    return [_centred(img, *_lerp(d["a"], d["b"], min(1.0, t * 1.3)))]


def _card(d: dict[str, Any], t: float, n: int) -> list[Blit]:
    """The director's card slides in over the move panel, empty while only bots play
    (scenes/intrigue/director.py): the rumour on the floor and the log stay in sight."""
    img = art.card(d["lines"], pl.CHOOSER.size)  # from the left: the right edge is the TV's
    return [(img, (pl.CHOOSER.x - round(40 * (1 - t)), pl.CHOOSER.y))]


def _banner(d: dict[str, Any], t: float, n: int) -> list[Blit]:
    return [_centred(art.banner(d["words"]), pl.CHAMBER.centerx, pl.CHAMBER.centery)]


_DRAW = {"fly": _fly, "rise": _rise, "drop": _drop, "fade": _fade, "cord": _cord,
         "snap": _snap, "hands": _hands, "folder": _folder, "stamp": _stamp,
         "points": _points, "banner": _banner, "card": _card}
