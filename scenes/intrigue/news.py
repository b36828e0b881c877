"""What reached a member while they were not looking (issue 31, item 5): a whisper or a
pact's secret received, an offer of theirs declined or accepted. It lands in the
desk's Notebook or Inbox; this makes it a notice on the member's own desk, so nothing
arrives unnoticed.

Private: the notice is drawn only from the observation of the member at the screen
(`obs.viewer`), like the rest of the desk, and never on the public view. It stays until
the member has read it: opened the page it lands on, or made a move with it on screen.
"""

from __future__ import annotations

from typing import Any

STATES = {1: "accepted", 2: "declined"}  # an offer's answer (game.intrigue.state)


class DeskNews:
    """Mixed into IntrigueTable (which provides obs, session, name, touch)."""

    obs: Any
    session: Any
    # member -> (received claims read, their offers whose answer was read: indexes in
    # the member's observed offers, which only grow at the end)
    news_read_upto: dict[int, tuple[int, frozenset[int]]]

    def start_news(self) -> None:
        """What each human has already: nothing before this table (a resumed match)
        is news. Only counts are kept; the screen shows none of it."""
        game, seats = self.session.game, self.session.seats
        self.news_read_upto = {}
        for p, kind in enumerate(seats):
            if kind == "human":
                self.news_read_upto[p] = _counts(game.observe(p), p)

    def _mine(self) -> int | None:
        me = self.obs.viewer
        return me if me is not None and 0 <= me < self.obs.players else None

    def news(self) -> list[tuple[str, str]]:
        """(words, the desk page it is on) for each unread item, oldest first."""
        me = self._mine()
        if me is None or me not in self.news_read_upto:
            return []
        claims, answers = self.news_read_upto[me]
        out: list[tuple[str, str]] = []
        for t in _received(self.obs, me)[claims:]:
            # Who, not what: the words are on the page named, the notice stays short.
            who = self.name(t[1])  # type: ignore[attr-defined]
            out.append((f"{who}'s pact secret" if t[6] else f"{who} whispered to you",
                        "Notebook"))
        for i, o in _answered(self.obs, me):
            if i not in answers:
                out.append((f"{self.name(o[1])} {STATES[o[6]]} your offer", "Inbox"))  # type: ignore[attr-defined]
        return out

    def read_news(self, page: str | None = None) -> None:
        """The member at the screen has read their news (those on `page`, or all)."""
        me = self._mine()
        if me is None or me not in self.news_read_upto:
            return
        claims, answers = self.news_read_upto[me]
        now_claims, now_answers = _counts(self.obs, me)
        if page in (None, "Notebook"):
            claims = now_claims
        if page in (None, "Inbox"):
            answers = now_answers
        if (claims, answers) != self.news_read_upto[me]:
            self.news_read_upto[me] = (claims, answers)
            self.touch()  # type: ignore[attr-defined]


def _received(obs: Any, me: int) -> list[tuple[int, ...]]:
    return [t for t in obs.tellings if t[2] == me]


def _answered(obs: Any, me: int) -> list[tuple[int, tuple[int, ...]]]:
    return [(i, o) for i, o in enumerate(obs.offers) if o[0] == me and o[6] in STATES]


def _counts(obs: Any, me: int) -> tuple[int, frozenset[int]]:
    return len(_received(obs, me)), frozenset(i for i, _o in _answered(obs, me))
