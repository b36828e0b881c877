"""Issue 33: Intrigue's coach. The hint is the hard bot's move with the hint's seed, its
words quote the numbers that bot weighed for this member, and a re-deal of all the
member cannot see (others' truths, claims, offers) changes neither move nor words."""

from __future__ import annotations

from collections import defaultdict

import pytest

from game.intrigue import hints, plugin
from game.intrigue.bots.hard import SEARCH
from tests import hints_checks as hc

GAMES = ((5, 4, {}), (4, 9, {"personality": "mixed"}), (6, 2, {"personality": "cunning"}))


@pytest.fixture(scope="module")
def seen():
    """(game, member, observation, legal, seed, …) at every decision of three bots games."""
    return hc.seen_hints(plugin, hints.hint,
                         hc.decisions(plugin, GAMES, bot_seed=70, prefix="M"))


def test_the_plugin_offers_the_hint():
    hc.check_offered(plugin, hints.hint)


def test_hint_is_the_hard_bots_move(seen):
    hc.check_hard_bots_moves(seen, 300)


def test_a_redeal_of_what_the_member_cannot_see_changes_nothing(seen):
    hc.check_redeal(seen, hints.hint, 4, 60)


def _pct(p: float) -> str:
    pct = round(100 * p)
    return {100: "true, as you know", 0: "false, as you know"}.get(pct, f"{pct}% likely")


def test_the_numbers_in_the_words_are_the_bots(seen):
    kinds = defaultdict(int)
    for _g, _p, _obs, _legal, _seed, chosen, why, h, _before in seen:
        text = " ".join(h.why)
        kind = chosen.kind
        if kind == "vote" and "totals" in why:
            kinds["vote"] += 1
            assert _pct(why["p"]) in text
            avg = {c: why["totals"][c] / why["worlds"] for c in (1, 0, -1)}
            assert (f"believe {avg[1]:+.2f}, abstain {avg[0]:+.2f}, disbelieve "
                    f"{avg[-1]:+.2f}") in text
        elif why.get("rule") == "floor" and why["shortlist"]:
            kinds["floor"] += 1
            i = why["best"]
            assert f"{why['totals'][i] / SEARCH.samples:+.2f} points" in text
            assert f"over {why['worlds']} imagined ballots" in text
            if kind == "raise":
                assert _pct(why["probs"][i]) in text
        elif kind in ("offer", "accept") or (kind == "decline" and "broke" in text):
            kinds["pact"] += 1
            made, broken, risk = why["risk"]
            assert f"{broken} of {made} pacts" in text and f"{round(100 * risk)}%" in text
    assert kinds["vote"] > 50 and kinds["floor"] > 10 and kinds["pact"] > 10, kinds


def test_words_follow_the_position_not_the_kind_of_move(seen):
    hc.check_words_follow_the_position(seen, ("vote", "whisper", "raise", "offer"), 0.6)
