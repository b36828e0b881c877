"""The quick ballot (spec §16, a setting of §17): in couch play, every human votes on
their own cluster of three keys with no hand-over; the shared screen shows only who is
"locked", and all votes appear together when the last one is in.

Each human keeps the same cluster all game (the n-th human seat, the n-th cluster).
A member without a keyboard (controller, mouse, touch) chooses the panel's one row,
"one by one behind the curtain": this ballot then goes the usual way, each human
behind the hand-over curtain.
"""

from __future__ import annotations

from typing import Any

import pygame

from scenes.intrigue import places as pl
from scenes.intrigue.desk import fit_name
from scenes.ui import pen, text, theme

# Believe, abstain, disbelieve: left to right on the keyboard. No cluster uses a key the
# table or the controller map already means (F: fast-forward, D: a controller's Ⓨ, Tab).
CLUSTERS: tuple[tuple[str, str, str], ...] = (
    ("q", "w", "e"), ("i", "o", "p"), ("z", "x", "c"), ("b", "n", "m"),
    ("1", "2", "3"), ("8", "9", "0"))
CHOICES = (1, 0, -1)  # the Vote action's choice for each key of a cluster
WORDS = ("believe", "abstain", "disbelieve")
BY_MEMBER_ROW = "Vote one by one behind the curtain instead"


class QuickBallot:
    """Mixed into IntrigueTable (which provides session, obs, touch, say, services)."""

    session: Any
    obs: Any
    quick_off: int = -1  # the ballot (its number) the humans chose to take one by one

    # ---------------------------------------------------------------- when
    def _ballot_number(self) -> int:
        return len(self.session.game.state.votes)

    def quick_ballot_now(self) -> bool:
        """§16: the setting is on, several humans play, a ballot awaits a human and the
        members did not ask for the curtain this time."""
        s = self.session
        if not s.game.config.options.quick_ballot or len(s.humans) < 2:
            return False
        if getattr(self, "phones", None) is not None:
            return False  # phones are private screens already
        state = s.game.state
        return (state.phase == "ballot" and self.quick_off != self._ballot_number()
                and any(p in s.humans for p in s.waiting))

    @property
    def handover_curtain(self) -> bool:  # type: ignore[override]
        return not self.quick_ballot_now()

    def quick_active(self) -> bool:
        """The panel takes keys: a quick ballot awaits a human and nothing is playing."""
        return self.quick_ballot_now() and not self.session.game.is_over

    def cluster_of(self, seat: int) -> tuple[str, str, str]:
        return CLUSTERS[self.session.humans.index(seat) % len(CLUSTERS)]

    # ---------------------------------------------------------------- input
    def quick_key(self, key: int) -> bool:
        """A key of some human's cluster locks that human's ballot; True if it was one."""
        name = pygame.key.name(key)
        s = self.session
        for seat in s.humans:
            cluster = self.cluster_of(seat)
            if name not in cluster:
                continue
            if seat not in s.waiting:
                return True  # already locked (or not a voter): the key does nothing
            choice = CHOICES[cluster.index(name)]
            action = next((a for a in s.game.legal_actions(seat)
                           if a.kind == "vote" and a.values[1] == choice), None)
            if action is None:
                return True
            try:
                s.submit(action, player=seat)
            except ValueError as exc:
                self.say(getattr(exc, "message", None) or str(exc))  # type: ignore[attr-defined]
                return True
            self.services.sound.play("place")  # type: ignore[attr-defined]
            self.touch()  # type: ignore[attr-defined]
            return True
        return False

    def quick_by_curtain(self) -> None:
        """The panel's row: this ballot goes the usual way, behind the curtain."""
        self.quick_off = self._ballot_number()
        self.services.sound.play("click")  # type: ignore[attr-defined]
        self.touch()  # type: ignore[attr-defined]

    # ---------------------------------------------------------------- drawing
    def draw_quick(self, surface: pygame.Surface) -> None:
        """Who still votes and on which keys, who is locked: nothing else (§16)."""
        s = self.session
        box = pl.CHOOSER
        title = "Quick ballot: vote on your own keys"
        px = text.shrink_to_fit(title, theme.SMALL_PX, box.w - 20, 14)
        text.blit_text(surface, text.ellipsize(title, px, box.w - 20), px, theme.ACCENT,
                       (box.x + 10, box.y + 6))
        y = box.y + 40
        for seat in s.humans:
            if seat not in s.waiting and seat not in self.obs.voted:
                continue  # not a voter this time (the initiator or the subject)
            name, px = fit_name(self.name(seat), 18, 84)  # type: ignore[attr-defined]
            text.blit_text(surface, name, px, theme.INK, (box.x + 12, y + (18 - px) // 2))
            if seat in s.waiting:
                x = box.x + 100
                px = _words_px(box.right - 8 - x)
                for k, word in zip(self.cluster_of(seat), WORDS, strict=True):
                    x = _key_cap(surface, k.upper(), x, y) + 4
                    shown = text.cached(word, px, theme.INK)
                    surface.blit(shown, (x, y + 1))
                    x += shown.get_width() + 8
            else:
                text.blit_text(surface, "locked", 18, theme.ACCENT, (box.x + 100, y))
            y += 28
        row = pl.chooser_row(pl.CHOOSER_ROWS - 1)
        pen.rect(surface, theme.FOCUS_FILL, row, border_radius=5)
        px = text.shrink_to_fit(BY_MEMBER_ROW, 18, row.w - 12, 13)
        text.blit_text(surface, text.ellipsize(BY_MEMBER_ROW, px, row.w - 12), px,
                       theme.INK, (row.x + 6, row.centery), anchor="midleft")
        note = "All votes show together when the last is in."
        text.blit_text(surface, text.ellipsize(note, 16, box.w - 20), 16, theme.INK_DIM,
                       (box.x + 10, box.bottom - 24))

    def quick_row_rect(self) -> pygame.Rect:
        return pl.chooser_row(pl.CHOOSER_ROWS - 1)


def _key_cap(surface: pygame.Surface, key: str, x: int, y: int) -> int:
    """A key drawn as a small cap; the x after it."""
    label = text.cached(key, 18, theme.ACCENT)
    cap = pygame.Rect(x, y - 2, max(22, text.font(18).size(key)[0] + 10), 24)
    pen.rect(surface, theme.FOCUS_FILL, cap, border_radius=4)
    surface.blit(label, label.get_rect(center=cap.center))
    return cap.right


def _words_px(room: int) -> int:
    """The size at which a cluster's three caps and words fit in `room` (text size too)."""
    for px in (17, 15, 13, 11):
        caps = sum(max(22, text.font(18).size(k)[0] + 10) + 12 for k in "IOP")
        if caps + sum(text.font(px).size(w)[0] for w in WORDS) <= room:
            return px
    return 11
