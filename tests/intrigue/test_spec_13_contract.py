"""§13: the listed legal actions are exactly those the gatekeeper accepts (the listing
is built from shared rows for speed; `is_legal` checks one action without listing),
and every action's text form reads back."""

from __future__ import annotations

import itertools
import random

from game.intrigue.actions import (
    Accept,
    Break,
    Decline,
    Offer,
    Pass,
    Quiet,
    Raise,
    Vote,
    Whisper,
    from_text,
    to_text,
)
from game.intrigue.rules import is_legal, legal_actions

from .scenario import new


def _every_action(n: int, p: int):
    for q, s, k, sw in itertools.product(range(n), range(n), range(12), (0, 1)):
        yield Whisper(p, q, s, k, sw)
        yield Offer(p, q, s, k, sw)
        yield Accept(p, q, s, k, sw)
    for q in range(n):
        yield Decline(p, q)
        yield Break(p, q)
        for k in range(12):
            yield Raise(p, q, k)
    yield Quiet(p)
    yield Pass(p)
    for c in (-1, 0, 1):
        yield Vote(p, c)


def test_the_listing_is_exactly_what_the_gatekeeper_accepts() -> None:
    rnd = random.Random(4)
    for n, seed in ((4, 1), (6, 2), (8, 3)):
        g = new(n, seed)
        checked = 0
        while not g.is_over:
            p = rnd.choice(g.waiting_for)
            if rnd.random() < 0.08:
                s = g.state
                for q in range(n):
                    listed = legal_actions(s, q)
                    assert len(set(listed)) == len(listed), "no action listed twice"
                    accepted = {a for a in _every_action(n, q) if is_legal(s, a, q)}
                    if q not in g.waiting_for:
                        accepted = set()
                    assert set(listed) == accepted
                checked += 1
            acts = g.legal_actions(p)
            g.apply(acts[rnd.randrange(len(acts))], p)
        assert checked > 5


def test_every_action_text_reads_back() -> None:
    for a in _every_action(5, 3):
        assert from_text(to_text(a)) == a


def test_a_corrupt_save_is_refused_with_a_clear_error() -> None:
    import copy

    import pytest

    from game.core.errors import CorruptState
    from game.intrigue.game import Game

    g = new(5, 7)
    rnd = random.Random(7)
    for _ in range(120):
        p = rnd.choice(g.waiting_for)
        acts = g.legal_actions(p)
        g.apply(acts[rnd.randrange(len(acts))], p)
    good = g.to_json()
    assert Game.from_json(copy.deepcopy(good)).to_json() == good
    breakers = [
        lambda d: d["state"]["truth"][0].__setitem__(0, 1 - d["state"]["truth"][0][0]),
        lambda d: d["state"]["files"][1].__setitem__(0, d["state"]["files"][1][1]),
        lambda d: d["state"]["tellings"].append([1, 0, 1, 99, 3, 0, 0]),
        lambda d: d["state"]["tellings"].append([1, 0, 1, 2, -5, 0, 0]),
        lambda d: d["state"]["public"].pop(),
        lambda d: d["state"].__setitem__("phase", "dancing"),
        lambda d: d["state"].__setitem__("rumour", "x"),
        lambda d: d["state"]["secret"].__setitem__(0, 99),
        lambda d: d["state"]["files"][2].__setitem__(3, 5000),
        lambda d: d["state"]["offers"].append([0, 1, 2, 3, 0, 1, 7]),
        lambda d: d.__setitem__("version", 99),
    ]
    for i, breaker in enumerate(breakers):
        data = copy.deepcopy(good)
        breaker(data)
        with pytest.raises(CorruptState):
            Game.from_json(data)
        assert i >= 0


def test_the_fallback_is_the_quietest_legal_move() -> None:
    from game.intrigue.plugin import fallback

    g = new(4, 3)
    s = g.state
    assert fallback(g.legal_actions(s.actor)).kind == "quiet"
    s.pacts.append(sorted([0, 1]))
    from .scenario import floor_turn, whisper

    whisper(s, 0, 2, 3, 3)
    floor_turn(g, 0)
    assert g.legal_actions(0)[0].kind == "break" and fallback(g.legal_actions(0)).kind == "pass"
    g.apply("raise 0 rumour 3.3")
    assert fallback(g.legal_actions(1)) == Vote(1, 0)


def test_a_save_with_a_rumour_nobody_told_is_refused() -> None:
    """Issue 31, item 3: a tabled (or raised) rumour always has a teller (§14.10), whose
    spreader line its vote pays (§9). A save without one used to load and then crash on
    the next vote: it is refused on loading instead."""
    import copy

    import pytest

    from game.core.errors import CorruptState
    from game.intrigue.game import Game

    g = new(4, 3)
    s = g.state
    told = next(iter(s.spreader), None)
    assert told is None  # nothing told yet: every key is a rumour nobody told
    good = g.to_json()
    for field, value in (("tabled", [[1, 2]]), ("tabled_now", [[1, 2]])):
        data = copy.deepcopy(good)
        data["state"][field] = value
        with pytest.raises(CorruptState, match="nobody ever told"):
            Game.from_json(data)
    data = copy.deepcopy(good)
    data["state"].update(phase="ballot", rumour=[0, 1, 2], ballots=[9, 9, 8, 8])
    with pytest.raises(CorruptState, match="nobody ever told"):
        Game.from_json(data)
    # Once somebody told it, the same save loads and the vote is scored.
    data = copy.deepcopy(good)
    data["state"]["tabled"] = [[1, 2]]
    data["state"]["tellings"] = [[1, 3, 0, 1, 2, 0, 0]]
    loaded = Game.from_json(data)
    assert loaded.state.tabled == [[1, 2]] and loaded.state.spreader == {1 * 12 + 2: 3}
