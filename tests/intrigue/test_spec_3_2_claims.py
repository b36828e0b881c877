"""§3.2: sworn claims only for your own true unresolved headings; resolved headings are
never told; the spreader is the first teller (§14.11), paid even when others told it
independently afterwards."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.intrigue.actions import Whisper

from .scenario import new, points, set_truth, vote


def _mover(seed: int = 1):
    g = new(4, seed, target=30)
    return g, g.state.actor


def test_the_sworn_stamp_only_on_your_own_true_headings() -> None:
    g, p = _mover()
    s = g.state
    q = (p + 1) % 4
    set_truth(s, p, 0, 1)
    set_truth(s, p, 1, 0)
    g._legal = {}
    legal = set(g.legal_actions(p))
    assert Whisper(p, q, p, 0, 1) in legal
    assert Whisper(p, q, p, 1, 1) not in legal, "a false heading cannot be sworn"
    assert Whisper(p, q, q, 0, 1) not in legal, "nobody swears about someone else"
    assert Whisper(p, q, p, 1, 0) in legal, "a lie about yourself is allowed unsworn"
    with pytest.raises(IllegalAction):
        g.apply(f"whisper {p} to {q} that {p}.1 sworn")
    g.apply(f"whisper {p} to {q} that {p}.0 sworn")
    seen = g.observe(q).tellings[-1]
    assert seen[1:] == (p, q, p, 0, 1, 0)


def test_a_resolved_heading_cannot_be_told() -> None:
    g, p = _mover()
    s = g.state
    q = (p + 1) % 4
    s.resolved[q][3] = 1
    g._legal = {}
    assert not any(a.kind == "whisper" and a.values[2:4] == (q, 3) for a in g.legal_actions(p))
    with pytest.raises(IllegalAction):
        g.apply(f"whisper {p} to {q} that {q}.3")


@pytest.mark.parametrize("first", [2, 3])
def test_the_first_of_two_independent_tellers_is_the_spreader(first: int) -> None:
    """Members 2 and 3 both whisper 1.4 (to different listeners): whoever told it first
    in game order is paid; the other is not."""
    g = new(6, 7, target=30)
    s = g.state
    set_truth(s, 1, 4, 0)
    second = 5 - first
    order = [first, second]
    listeners = {2: 4, 3: 5}
    s.actor = order[0]
    s.step = s.order().index(order[0])
    g._legal = {}
    for teller in order:
        s.actor = teller
        s.step = s.order().index(teller)
        s.turn = 0
        g._legal = {}
        g.apply(f"whisper {teller} to {listeners[teller]} that 1.4")
    assert s.spreader[1 * 12 + 4] == first
    secret = s.secret[:]
    vote(g, 0, 1, 4, {p: "believe" for p in (2, 3, 4, 5)}, spreader=first)
    d = points(secret, s.secret)
    assert d[first] == 2.0 and d[second] == 0.0
    assert g.observe(first).spread and not g.observe(second).spread


def test_an_offer_is_not_a_telling_until_accepted() -> None:
    """Escrow and spreader: an offered secret is told when the offer is accepted."""
    g, p = _mover(4)
    s = g.state
    q = (p + 1) % 4
    g.apply(f"offer {p} to {q} with 2.2")
    assert 2 * 12 + 2 not in s.spreader
