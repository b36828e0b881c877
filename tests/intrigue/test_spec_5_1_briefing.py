"""§5.1: each member privately learns the truth of one heading per report (setting
0–2), of another member, unresolved, not yet known for certain."""

from __future__ import annotations

import pytest

from game.intrigue.files import certain

from .scenario import new


@pytest.mark.parametrize("reports", [0, 1, 2])
def test_each_member_gets_the_set_number_of_private_reports(reports: int) -> None:
    g = new(5, 11, reports=reports)
    s = g.state
    assert len(s.reports) == 5 * reports
    for p in range(5):
        mine = g.observe(p).reports
        assert len(mine) == reports
        for _r, q, k, truth in mine:
            assert q != p and truth == s.truth[q][k]
        if reports == 2:
            assert mine[0][1:3] != mine[1][1:3], "never the same heading twice"
    events = [e for e in g.opening if e.kind == "report"]
    assert all(e.audience == (e.public["player"],) and "subject" not in e.public
               for e in events)


def test_a_report_never_tells_what_the_member_knows_for_certain() -> None:
    """Member 0 knows every heading but one: by reports, by a sworn claim, and by the
    3-of-6 rule (three true merits of member 1 known make the other three false)."""
    g = new(4, 12)
    s = g.state
    s.reports = []
    true_merits_1 = [k for k in range(6) if s.truth[1][k]]
    s.reports += [[1, 0, 1, k] for k in true_merits_1]  # the rest of 1's merits: deduced
    s.reports += [[1, 0, 1, k] for k in range(6, 12)]
    s.reports += [[1, 0, 2, k] for k in range(12)]
    swear = next(k for k in range(6, 12) if s.truth[3][k])
    s.tellings.append([1, 3, 0, 3, swear, 1, 0])
    s.rebuild()
    t_ = next(k for k in range(6) if s.truth[3][k])
    f_ = next(k for k in range(6) if not s.truth[3][k])
    s.reports += [[1, 0, 3, k] for k in range(12) if k not in (swear, t_, f_)]
    assert len(certain(s, 0)) == 46  # 36 own and reported on 1 and 2, 10 of member 3
    for seed in range(20):
        c = s.clone()
        c.rng.state = seed
        events = []
        from game.intrigue.briefing import brief

        brief(c, events)
        mine = [r for r in c.reports[-4:] if r[1] == 0]
        assert len(mine) == 1 and mine[0][2] == 3 and mine[0][3] in (t_, f_)
