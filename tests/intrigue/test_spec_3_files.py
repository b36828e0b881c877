"""§3: the files — 12 distinct headings, 6 merits and 6 blemishes, exactly 3 true of
each, never both halves of a contradictory pair; pools of at least 48 of each (§3.3)."""

from __future__ import annotations

from game.core.rng import Rng
from game.intrigue.content import pools
from game.intrigue.files import deal_file

from .scenario import new


def test_the_pools_hold_at_least_48_merits_and_48_blemishes() -> None:
    p = pools()
    assert len(set(p.merits)) >= 48 and len(set(p.blemishes)) >= 48
    assert p.clash, "the data file marks contradictory pairs"


def test_every_file_is_6_merits_6_blemishes_3_true_each() -> None:
    p = pools()
    for seed in range(40):
        g = new(8, seed)
        for q in range(8):
            f, t = g.state.files[q], g.state.truth[q]
            assert len(set(f)) == 12
            assert all(p.is_merit(h) for h in f[:6]) and not any(p.is_merit(h) for h in f[6:])
            assert sum(t[:6]) == 3 and sum(t[6:]) == 3


def test_a_contradictory_pair_is_never_dealt_into_one_file() -> None:
    clash = pools().clash
    rng = Rng(5)
    met = 0
    for _ in range(3000):
        f, _t = deal_file(rng)
        assert not any(c in f for h in f for c in clash.get(h, ()))
        met += any(h in clash for h in f)
    assert met > 100, "headings of pairs are dealt (just never both halves)"
