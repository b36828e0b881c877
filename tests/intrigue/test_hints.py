"""Issue 33: Intrigue's coach. The hint is the hard bot's move with the hint's seed, its
words quote the numbers that bot weighed for this member, and a re-deal of all the
member cannot see (others' truths, claims, offers) changes neither move nor words."""

from __future__ import annotations

import re
from collections import defaultdict

import pytest

from game.core.hints import MAX_WHY_CHARS, Hint, hint_for, hint_seed
from game.intrigue import hints, plugin
from game.intrigue.bots.hard import SEARCH
from game.intrigue.game import Game

GAMES = ((5, 4, {}), (4, 9, {"personality": "mixed"}), (6, 2, {"personality": "cunning"}))


def positions():
    """(game, member, observation, legal, seed) at every decision of three bots games."""
    for n, seed, opts in GAMES:
        seats = (["hard", "medium"] * 3)[:n]
        g = Game.new(plugin.make_config(seats, [f"M{i}" for i in range(n)], opts), seed)
        bots = [plugin.make_bot(lv, p, 70 + p) for p, lv in enumerate(seats)]
        moves = 0
        while not g.is_over and moves < 500:
            p = g.waiting_for[0]
            obs, legal = g.observe(p), g.legal_actions(p)
            yield g, p, obs, legal, hint_seed(seed, p, moves)
            g.apply(bots[p].choose(obs, legal), p)
            moves += 1


@pytest.fixture(scope="module")
def seen():
    out = []
    for g, p, obs, legal, seed in positions():
        bot = plugin.make_bot("hard", p, seed)
        chosen = bot.choose(obs, legal)
        out.append((g.clone(), p, obs, legal, seed, chosen, bot.reason,
                    hints.hint(obs, legal, p, seed)))
    return out


def test_the_plugin_offers_the_hint():
    assert hint_for(plugin) is hints.hint


def test_hint_is_the_hard_bots_move(seen):
    assert len(seen) > 300
    for _g, _p, _obs, legal, _seed, chosen, _reason, h in seen:
        assert isinstance(h, Hint) and h.action == chosen and h.action in legal
        assert 1 <= len(h.why) <= 2 and all(len(x) <= MAX_WHY_CHARS for x in h.why)


def test_a_redeal_of_what_the_member_cannot_see_changes_nothing(seen):
    checked = 0
    for g, p, obs, _legal, seed, _c, _r, h in seen[::4]:
        twin = g.redeal(p, seed + 1)
        assert twin.observe(p) == obs
        assert hints.hint(twin.observe(p), twin.legal_actions(p), p, seed) == h
        checked += 1
    assert checked > 60


def _pct(p: float) -> str:
    pct = round(100 * p)
    return {100: "true, as you know", 0: "false, as you know"}.get(pct, f"{pct}% likely")


def test_the_numbers_in_the_words_are_the_bots(seen):
    kinds = defaultdict(int)
    for _g, _p, _obs, _legal, _seed, chosen, why, h in seen:
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
    by_kind = defaultdict(set)
    for *_rest, h in seen:
        by_kind[h.action.kind].add(h.why)
    for kind in ("vote", "whisper", "raise", "offer"):
        assert len(by_kind[kind]) >= 5, (kind, by_kind[kind])
    numbered = sum(1 for *_r, h in seen if re.search(r"\d", " ".join(h.why)))
    assert numbered > 0.6 * len(seen)

