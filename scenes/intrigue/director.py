"""The kiosk's director's cut (spec §16): bots only, nobody at the screen plays, so the
audience sees the public table plus, after each vote, who really spread that rumour.

It is what a bots-only game shows (`GameInfo.demo_view = "everyone"`: the session looks
as `EVERYONE`, whose observation holds the archives; the table draws from it only the
public table and the spreader of each rumour voted on). The cut is edited for a
passer-by: the recess, which the public sees only as "someone mingles", runs by in a
moment; each vote lingers — the hands stay raised, the file opens, the stamp falls, the
points fly and the director's card names the spreader — and the verdict holds the
screen until the next rumour is raised.
"""

from __future__ import annotations

from typing import Any

from game.core.contract import EVERYONE
from scenes.intrigue.animate import Effect
from scenes.ui.tween import Call, Sequence, Task, Tween, Wait

# Events the cut skips: the public only learns that someone moved (§8).
SKIMMED = frozenset({"mingled", "note", "report", "voted", "offer_expired"})
LINGER = 3.4  # seconds the director's card holds before the points fly (time to read it)
RECESS_SPEED = 3.0  # the recess's pacts and banners, fast-forwarded


class DirectorsCut:
    """Mixed into IntrigueTable, in front of the event animations."""

    session: Any
    obs: Any
    effects: list[Any]
    held: list[Any]

    def director(self) -> bool:
        """A bots-only game watched by an audience (kiosk, --demo)."""
        return self.session.display_viewer == EVERYONE

    def in_reveal(self) -> bool:
        """A vote's reveal is on screen: the hands are up."""
        return any(e.kind == "hands" for e in self.effects)

    def spreader_of(self, subject: int, slot: int) -> tuple[int, ...] | None:
        """The first telling of the claim (§3.2: its spreader is its first teller), from
        the archives the EVERYONE view holds: (round, giver, receiver, ...)."""
        for t in self.obs.all_tellings:
            if t[3] == subject and t[4] == slot:
                return t
        return None

    def _hold(self, kind: str, seconds: float, **data: Any) -> Task:
        """An effect that stays on screen after its tween (until `release`)."""
        effect = Effect(kind, 0.0, data)

        def start() -> None:
            self.effects.append(effect)
            self.held.append(effect)

        return Sequence(Call(start), Tween(effect, seconds, t=1.0))

    def cut_speed(self, speed: float) -> None:
        """The cut's clock: the recess runs by, the floor at its own pace."""
        self.tweens.speed = speed if self.tweens.speed > 0 else 0.0  # type: ignore[attr-defined]

    def release(self) -> None:
        """The verdict leaves the screen: the next rumour is raised (or the game ends)."""
        for effect in self.held:
            if effect in self.effects:
                self.effects.remove(effect)
        self.held = []

    def director_steps(self, v: dict[str, Any]) -> list[Task] | None:
        """The cut's own steps for an event view, or None: the usual animation."""
        kind = v.get("kind")
        # A batch that starts in the recess runs by at RECESS_SPEED (its pacts, banners).
        self.cut_speed(RECESS_SPEED if self.obs.phase == "recess" else 1.0)
        if kind in SKIMMED:
            return []
        if kind in ("initiated", "passed", "pact_broken"):
            # A floor move: the bot's pause is on the animation clock here (bots are not
            # paced in the cut), then the verdict makes way for the new move.
            pace = Wait(self.bot_pace)  # type: ignore[attr-defined]
            if kind == "initiated":  # a short beat: the vote follows at once
                words = f"{self.name(v['player'])} raises a rumour"  # type: ignore[attr-defined]
                return [pace, Call(self.release), self._effect("banner", 0.6, words=words)]  # type: ignore[attr-defined]
            return [pace, *self._steps(v)]  # type: ignore[attr-defined]
        if kind == "game_over":
            return [Call(self.release), *self._steps(v)]  # type: ignore[attr-defined]
        if kind == "pact_formed":  # the cord says it: no banner
            pair = (v["a"], v["b"])
            return [self._effect("cord", 0.6, a=self.knot_centre(v["a"], v["b"]),  # type: ignore[attr-defined]
                                 b=self.knot_centre(v["b"], v["a"])),  # type: ignore[attr-defined]
                    Call(lambda: self.cord_formed(pair))]  # type: ignore[attr-defined]
        if kind == "round_started":
            words = f"Round {v['round']}: whispers behind closed doors…"
            return [self._effect("banner", 1.0, words=words)]  # type: ignore[attr-defined]
        if kind == "ballots_revealed":
            votes = [(p, w) for p, w in enumerate(v.get("votes", [])) if w]
            return [Call(self.ballots_open), Call(lambda: self.services.sound.play("place")),  # type: ignore[attr-defined]
                    self._hold("hands", 0.4, votes=votes, avoid=self.voted_chip())]  # type: ignore[attr-defined]
        if kind in ("revealed", "tabled"):
            card = self._hold("card", 0.4, lines=tuple(self.card_lines(v)))
            usual = self._reveal(v) if kind == "revealed" else []  # type: ignore[attr-defined]
            return [*usual, card, Wait(LINGER)]
        return None

    def card_lines(self, v: dict[str, Any]) -> list[str]:
        """The director's card: who really spread the rumour just voted on."""
        subject, slot = v["subject"], v["slot"]
        claim = self.claim_words(subject, slot)  # type: ignore[attr-defined]
        first = self.spreader_of(subject, slot)
        if first is None:
            who = "Nobody had whispered it: it came from the floor."
        else:
            r, giver, receiver = first[0], first[1], first[2]
            how = "in a pact's secret" if first[6] else "in a whisper"
            who = (f"{self.name(giver)} spread it: told {self.name(receiver)} first, "  # type: ignore[attr-defined]
                   f"{how}, in round {r}.")
        if v.get("kind") == "tabled":
            verdict = "Tabled: its truth stays in the file."
        else:
            verdict = f"It was {'TRUE' if v.get('truth') else 'FALSE'}."
        return [f"“{claim}”", verdict, who]
