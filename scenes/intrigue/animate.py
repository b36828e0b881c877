"""Intrigue's event animations: a folded note passing between members, a pact's cord, the
hands raised together at a ballot's reveal, the stamp falling on an opened file, points
flying to a member, banners for promotions, perks and the end.

Each effect is a small record whose `t` a tween moves from 0 to 1; `moving_blits`
draws every live effect over the kept picture, so the table is drawn by its changes.
An effect is made only from the event view the screen's viewer was given.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from scenes.intrigue import places as pl
from scenes.shell.session import Shown
from scenes.ui import text, theme
from scenes.ui.changes import Blit
from scenes.ui.tween import Call, Sequence, Task, Tween, Wait

# The events the narration gives a public log line (game.intrigue.narration).
NARRATED = frozenset({"game_started", "voted", "round_started", "floor_opened", "mingled",
                      "answered", "pact_formed", "pact_broken", "initiated",
                      "ballots_revealed", "tabled", "revealed", "points", "promoted",
                      "perk_used", "passed", "game_over"})


@dataclass
class Effect:
    kind: str  # note, hands, stamp, points, banner, snap
    t: float = 0.0
    data: dict[str, Any] = field(default_factory=dict)


def _lerp(a: tuple[float, float], b: tuple[float, float], t: float) -> tuple[float, float]:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def _note_image() -> pygame.Surface:
    s = pygame.Surface((44, 30), pygame.SRCALPHA)
    pygame.draw.polygon(s, (240, 232, 200), [(0, 4), (44, 0), (40, 30), (2, 26)])
    pygame.draw.line(s, (160, 140, 100), (2, 14), (42, 12), 2)
    pygame.draw.circle(s, (170, 30, 30), (22, 14), 5)  # the seal
    return s


def _hand_image(vote: str) -> pygame.Surface:
    """A raised hand as the source describes it: flat, fist, or pointing down."""
    s = pygame.Surface((56, 64), pygame.SRCALPHA)
    skin, line = (236, 204, 170), (90, 60, 40)
    colour = {"believe": (90, 180, 100), "abstain": (200, 180, 90),
              "disbelieve": (210, 90, 80)}[vote]
    pygame.draw.circle(s, colour, (28, 32), 28)
    if vote == "believe":
        pygame.draw.rect(s, skin, (16, 14, 24, 34), border_radius=6)
        for x in (18, 24, 30, 36):
            pygame.draw.line(s, line, (x, 14), (x, 30), 1)
    elif vote == "abstain":
        pygame.draw.rect(s, skin, (16, 22, 24, 22), border_radius=9)
        for y in (28, 34):
            pygame.draw.line(s, line, (18, y), (38, y), 1)
    else:
        pygame.draw.rect(s, skin, (20, 14, 16, 20), border_radius=6)
        pygame.draw.polygon(s, skin, [(20, 32), (36, 32), (28, 54)])
    return s


class EventAnimations:
    """Mixed into IntrigueTable: `steps_for` turns one event view into tweens."""

    effects: list[Effect]
    obs: Any

    def _effect(self, kind: str, seconds: float, **data: Any) -> Task:
        effect = Effect(kind, 0.0, data)

        def start() -> None:
            self.effects.append(effect)

        def end() -> None:
            if effect in self.effects:
                self.effects.remove(effect)

        return Sequence(Call(start), Tween(effect, seconds, t=1.0), Call(end))

    def steps_for(self, shown: Shown) -> list[Task]:
        steps = self._steps(shown.view)
        if shown.view.get("kind") in NARRATED:  # its log line shows as it plays
            steps.insert(0, Call(self.log_step))  # type: ignore[attr-defined]
        return steps

    def _alongside(self, task: Task, stagger: float) -> list[Task]:
        """Start `task` on its own (the batch goes on; the table waits for it all the
        same), then go on after `stagger` seconds: points fly to everyone together."""
        return [Call(lambda: self.tweens.add(task)), Wait(stagger)]  # type: ignore[attr-defined]

    def _steps(self, v: dict[str, Any]) -> list[Task]:
        kind = v.get("kind")
        n = self.obs.players
        play = self.services.sound.play  # type: ignore[attr-defined]
        if kind == "mingled" and "to" in v:
            a, b = pl.portrait_centre(v["from"], n), pl.portrait_centre(v["to"], n)
            return [Call(lambda: play("place")), self._effect("note", 0.7, a=a, b=b)]
        if kind == "mingled":
            at = pl.portrait_centre(v["player"], n)
            return [self._effect("note", 0.35, a=at, b=(at[0], at[1] - 40))]
        if kind == "answered" and v.get("accepted") and "from" in v:
            a, b = pl.portrait_centre(v["player"], n), pl.portrait_centre(v["from"], n)
            return [self._effect("note", 0.6, a=a, b=b)]
        if kind == "pact_formed":
            return [Call(lambda: play("click")), self._effect(
                "banner", 0.9, words=f"{self.name(v['a'])} and {self.name(v['b'])} seal a pact")]  # type: ignore[attr-defined]
        if kind == "pact_broken":
            a, b = pl.portrait_centre(v["player"], n), pl.portrait_centre(v["partner"], n)
            return [Call(lambda: play("error")), self._effect("snap", 0.8, a=a, b=b)]
        if kind == "initiated":
            words = f"{self.name(v['player'])} raises a rumour"  # type: ignore[attr-defined]
            return [self._effect("banner", 0.9, words=words)]
        if kind == "ballots_revealed":
            votes = [(p, w) for p, w in enumerate(v.get("votes", [])) if w]
            return [Call(lambda: play("place")), self._effect("hands", 1.6, votes=votes)]
        if kind == "revealed":
            words = "TRUE" if v.get("truth") else "FALSE"
            spot = (v["subject"], v["slot"], int(bool(v.get("truth"))))
            return [self._effect("stamp", 1.1, words=words, truth=bool(v.get("truth")),
                                 at=pl.portrait_centre(v["subject"], n)),
                    Call(lambda: self.stamp(*spot))]  # type: ignore[attr-defined]
        if kind in ("points", "spreader_points") and v.get("points"):
            p = v["player"]
            pts = v["points"]
            words = ("+" if pts > 0 else "") + f"{pts:g}" + (" secret" if kind != "points" else "")
            fly = self._effect("points", 0.8, words=words, good=pts > 0,
                               a=(pl.CHAMBER.centerx, pl.CHAMBER.centery),
                               b=(pl.member_rect(p, n).right - 40, pl.member_rect(p, n).y + 20))
            return self._alongside(fly, 0.1)
        if kind == "promoted":
            return [self._effect("banner", 1.0,
                                 words=f"{self.name(v['player'])}: {v['title']}!")]  # type: ignore[attr-defined]
        if kind == "perk_used":
            return [self._effect("banner", 1.0, words=f"{self.name(v['player'])} uses a perk")]  # type: ignore[attr-defined]
        if kind == "tabled":
            return [self._effect("banner", 0.9, words="Tabled: no decision")]
        if kind == "game_over":
            ws = ", ".join(self.name(w) for w in v.get("winners", []))  # type: ignore[attr-defined]
            return [self._effect("banner", 1.6, words=f"{ws} wins")]
        return []

    def moving_blits(self) -> list[Blit]:
        out: list[Blit] = []
        n = self.obs.players
        for e in self.effects:
            d, t = e.data, e.t
            if e.kind == "note":
                img = _cached("note", _note_image)
                x, y = _lerp(d["a"], d["b"], t)
                out.append((img, (x - 22, y - 15 - 30 * (1 - (2 * t - 1) ** 2))))
            elif e.kind == "snap":
                img = text.cached("snap!", theme.BODY_PX, theme.DANGER)
                x, y = _lerp(d["a"], d["b"], 0.5)
                out.append((img, (x - img.get_width() / 2, y - 12 - 20 * t)))
            elif e.kind == "hands":
                rise = min(1.0, t * 4)
                for p, vote in d["votes"]:
                    img = _cached("hand" + vote, lambda v=vote: _hand_image(v))
                    r = pl.member_rect(p, n)
                    out.append((img, (r.right - 64, r.y + 50 + 20 * (1 - rise))))
            elif e.kind == "stamp":
                img = _stamp(d["words"], d["truth"])
                fall = min(1.0, t * 3)
                x, y = d["at"]
                out.append((img, (x - img.get_width() / 2 + 60,
                                  y - img.get_height() / 2 - 120 * (1 - fall))))
            elif e.kind == "points":
                img = text.cached(d["words"], theme.HEADING_PX,
                                  (140, 240, 140) if d["good"] else (255, 120, 100))
                x, y = _lerp(d["a"], d["b"], min(1.0, t * 1.3))
                out.append((img, (x - img.get_width() / 2, y - img.get_height() / 2)))
            elif e.kind == "banner":
                img = _banner(d["words"])
                out.append((img, (pl.CHAMBER.centerx - img.get_width() / 2,
                                  pl.CHAMBER.centery - img.get_height() / 2)))
        return out


_IMAGES: dict[str, pygame.Surface] = {}


def _cached(key: str, make: Any) -> pygame.Surface:
    img = _IMAGES.get(key)
    if img is None:
        img = _IMAGES[key] = make()
    return img


def _stamp(words: str, truth: bool) -> pygame.Surface:
    def make() -> pygame.Surface:
        ink = (80, 200, 100) if truth else (230, 70, 60)
        label = text.render(words, 56, ink)
        s = pygame.Surface((label.get_width() + 36, label.get_height() + 20), pygame.SRCALPHA)
        pygame.draw.rect(s, ink, s.get_rect(), 6, border_radius=10)
        s.blit(label, (18, 10))
        return pygame.transform.rotate(s, 12)
    return _cached("stamp" + words, make)


def _banner(words: str) -> pygame.Surface:
    def make() -> pygame.Surface:
        label = text.render(text.ellipsize(words, theme.HEADING_PX, 760), theme.HEADING_PX,
                            theme.INK)
        s = pygame.Surface((label.get_width() + 48, label.get_height() + 24))
        s.fill(theme.PANEL)
        pygame.draw.rect(s, theme.ACCENT, s.get_rect(), 3)
        s.blit(label, (24, 12))
        return s
    return _cached("banner" + words, make)

