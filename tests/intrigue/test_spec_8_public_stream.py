"""§8 (issue 31, item 2): every path of a recess gives the room the same stream of
events, whether or not offers were made, answered, accepted or declined. Only a pact is
public: the accepted path shows its pact's events, at the answerer's turn, and nothing
else. Compared: a member party to nothing, the public view (`None`), and what the table's
session queues for a screen nobody holds and writes in the shared log."""

from __future__ import annotations

from typing import Any

import pytest

from game.intrigue.observation import observe
from scenes.shell.match.session import Session

from .scenario import new

NAMES = ["Ada", "Bo", "Cy", "Di"]
PACT = {"pact_formed", "points", "promoted"}  # a pact's public events (§5.2, §9, §10)
QUIET = ["quiet 3", "quiet 0", "quiet 1", "quiet 2"]  # one mingling turn (chair 3)

# The chair is 3: seat order 3, 0, 1, 2. Paths in the first mingling turn (member 3 and
# member 0), and in the last one where member 1 offers to member 0, who already moved:
# 0 answers in the reply step.
FIRST = {
    "nothing": QUIET,
    "whisper": ["whisper 3 to 0 that 1.2", "quiet 0", "quiet 1", "quiet 2"],
    "offer, declined": ["offer 3 to 0 with 1.2", "decline 0 from 3", "quiet 0", "quiet 1",
                        "quiet 2"],
    "offer, accepted": ["offer 3 to 0 with 1.2", "accept 0 from 3 with 2.4", "quiet 0",
                        "quiet 1", "quiet 2"],
    "offer, accepted, whisper": ["offer 3 to 0 with 1.2", "accept 0 from 3 with 2.4",
                                 "whisper 0 to 3 that 1.5", "quiet 1", "quiet 2"],
}
LAST = QUIET * 2 + ["quiet 3", "quiet 0"]  # the last mingling turn, before member 1
REPLY = {
    "nothing": LAST + ["quiet 1", "quiet 2"],
    "whisper": LAST + ["whisper 1 to 0 that 2.3", "quiet 2"],
    "offer, declined in the reply step": LAST + ["offer 1 to 0 with 2.3", "quiet 2",
                                                 "decline 0 from 1"],
    "offer, accepted in the reply step": LAST + ["offer 1 to 0 with 2.3", "quiet 2",
                                                 "accept 0 from 1 with 3.4"],
}
OUTSIDER = 2  # party to no offer and no whisper on any path


def _streams(actions: list[str]) -> dict[str, list[Any]]:
    """What the room receives along `actions`: each viewer's event views, the session's
    queue and log for a screen nobody holds, and the public observation after each
    action. A pact's public events are left out (the only public trace of an offer)."""
    g = new(4, 1)
    seats = ["human"] * 4  # humans only: nobody is known to be at the screen
    session = Session(g, seats, 0, game_id="intrigue")
    assert session.display_viewer is None
    out: dict[str, list[Any]] = {"screen": [], "log": [], "observed": []}
    for text in actions:
        p = int(text.split()[1])
        log_before = len(session.log)
        shown = session.submit(text, p)  # as the table does, for that member's seat
        out["screen"] += [v.view for v in shown if v.view["kind"] not in PACT]
        out["log"] += [line for line in session.log[log_before:]
                       if "seal a pact" not in line and "(pact)" not in line
                       and "promoted" not in line]
        seen = _public_observation(g)
        if not out["observed"] or out["observed"][-1] != seen:
            out["observed"].append(seen)
    return out


def _public_observation(g: Any) -> Any:
    """The public observation, pacts and scores aside (a pact is public)."""
    o = observe(g.state, None)
    return (o.phase, o.turn, o.actor, o.round, o.tabled, o.rumour, o.voted, o.waiting)


def _events(actions: list[str]) -> list[Any]:
    g = new(4, 1)
    events: list[Any] = []
    for text in actions:
        events += g.apply(text, int(text.split()[1]))
    return events


def _views(actions: list[str], viewer: int | None) -> list[dict[str, Any]]:
    return [e.view(viewer) for e in _events(actions) if e.kind not in PACT]


@pytest.mark.parametrize("paths", [FIRST, REPLY], ids=["first turn", "reply step"])
def test_the_room_receives_the_same_stream_on_every_path(paths: dict[str, list[str]]) -> None:
    reference = next(iter(paths))
    for viewer in (OUTSIDER, None):
        want = _views(paths[reference], viewer)
        for name, actions in paths.items():
            assert _views(actions, viewer) == want, (name, viewer)
    want_screen = _streams(paths[reference])
    # The public observation too, but for one thing the room may know: that somebody
    # still holds an offer when the mingling ends, so the recess has a reply step
    # (docs/rules-intrigue.md, "What the room can still tell").
    parts = ("screen", "log", "observed") if paths is FIRST else ("screen", "log")
    for name, actions in paths.items():
        got = _streams(actions)
        for part in parts:
            assert got[part] == want_screen[part], (name, part)
        if paths is REPLY:
            assert got["observed"][-1][0] == "floor", name  # each path ends the recess


def test_an_accepted_offer_shows_the_room_only_its_pact_at_the_answerers_turn() -> None:
    events = _events(FIRST["offer, accepted"])
    kinds = [e.view(OUTSIDER)["kind"] for e in events]
    pact = kinds.index("pact_formed")
    # Member 3's move (mingled, note), then the pact and its points, then 0's move.
    assert kinds[:pact] == ["mingled", "note"]
    assert set(kinds[pact:pact + 3]) <= PACT and kinds[pact + 3] == "mingled"
    formed = events[pact]
    assert formed.view(None) == {"kind": "pact_formed", "a": 0, "b": 3}
    # The two members read who answered and the two claims traded, in the pact itself.
    mine = formed.view(0)
    assert mine["player"] == 0 and mine["from"] == 3 and mine["accepted"] is True
    assert [(c["subject"], c["slot"]) for c in mine["claims"]] == [(1, 2), (2, 4)]


def test_a_declined_offer_is_read_by_its_two_members_in_their_observations() -> None:
    g = new(4, 1)
    g.apply("offer 3 to 0 with 1.2", 3)
    assert g.apply("decline 0 from 3", 0) == []  # nothing for anyone's stream
    for member in (0, 3):
        assert [o[6] for o in g.observe(member).offers] == [2]  # declined
    assert g.observe(OUTSIDER).offers == () and g.observe(None).offers == ()
