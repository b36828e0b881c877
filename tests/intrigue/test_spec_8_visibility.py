"""§8: what each member may see — and what the public may not — checked on every item:
truths, reports, claims, offers, ballots before the reveal, spreader identity and
points; public score versus true score; the archives at the end."""

from __future__ import annotations

import random

from game.intrigue.state import OVER

from .scenario import floor_turn, new, set_truth, vote, whisper


def _played(n: int = 6, seed: int = 4, steps: int = 150):
    g = new(n, seed, target=30)
    rnd = random.Random(seed)
    for _ in range(steps):
        p = rnd.choice(g.waiting_for)
        acts = g.legal_actions(p)
        g.apply(acts[rnd.randrange(len(acts))], p)
        if g.is_over:
            break
    return g


def test_the_public_view_holds_no_private_item() -> None:
    g = _played()
    o = g.observe(None)
    assert o.truth == () and o.reports == () and o.tellings == () and o.offers == ()
    assert o.spread == () and o.secret_points == 0 and o.true_score == 0
    assert o.all_truth == () and o.all_tellings == () and o.all_spread == ()


def test_a_member_sees_only_its_own_claims_offers_and_reports() -> None:
    g = _played()
    s = g.state
    for p in range(6):
        o = g.observe(p)
        assert o.truth == tuple(s.truth[p])
        assert all(p in t[1:3] for t in o.tellings)
        assert len(o.tellings) == sum(p in t[1:3] for t in s.tellings)
        assert all(p in x[:2] for x in o.offers)
        assert len(o.reports) == sum(r[1] == p for r in s.reports)
        assert o.true_score == s.public[p] + s.secret[p]
        assert o.public == tuple(s.public), "everyone sees public scores"


def test_ballots_stay_secret_until_revealed_together() -> None:
    g = new(5, 2, target=30)
    whisper(g.state, 0, 2, 1, 1)
    floor_turn(g, 0)
    g.apply("raise 0 rumour 1.1")
    g.apply("vote 2 believe", 2)
    for viewer in (None, 0, 1, 3, 4):
        o = g.observe(viewer)
        assert o.voted == (2,) and o.ballot != 1
    assert g.observe(2).ballot == 1
    events = g.apply("vote 3 disbelieve", 3) + g.apply("vote 4 believe", 4)
    revealed = next(e for e in events if e.kind == "ballots_revealed")
    assert revealed.public["votes"] == [None, None, "believe", "disbelieve", "believe"]


def test_the_spreader_and_its_points_are_the_owners_alone_until_the_archives() -> None:
    g = new(4, 2, target=30)
    s = g.state
    set_truth(s, 1, 2, 0)
    events = vote(g, 0, 1, 2, {2: "believe", 3: "believe"}, spreader=3)
    for e in events:
        for viewer in (None, 0, 1, 2):
            if e.kind == "spreader_points":
                assert e.view(viewer) == {"kind": "spreader_points"}
            assert e.view(viewer).get("player") != 3 or e.kind in ("points", "voted")
    paid = next(e for e in events if e.kind == "spreader_points")
    assert paid.view(3)["player"] == 3 and paid.view(3)["points"] == 2.0
    assert g.observe(3).spread == ((1, 1, 2, 4),) and g.observe(3).true_score == 3
    assert g.observe(3).public[3] == -1 and g.observe(0).true_score == 2  # voted wrong
    assert g.observe(0).spread == ()


def test_the_archives_open_at_the_end() -> None:
    g = _played(4, 9, 5000)
    assert g.state.phase == OVER
    o = g.observe(None)
    assert o.all_truth == tuple(tuple(t) for t in g.state.truth)
    assert len(o.all_tellings) == len(g.state.tellings) and o.all_secret == tuple(g.state.secret)
