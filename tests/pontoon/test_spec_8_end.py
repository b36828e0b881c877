"""§8 end conditions and scoring: too few cards, hand limit, call it a night, the
Inquisition's win; most cards, then most conspiracies, then a shared win."""

import random

from game.pontoon.actions import Night
from game.pontoon.ending import finish
from game.pontoon.flow import end_hand

from .scenario import new, put


def play_out(g, seed=0, limit=5000):
    rng = random.Random(seed)
    from game.pontoon.plugin import make_bot
    bots = {p: make_bot("medium", p, seed + p) for p in range(g.state.n)}
    for _ in range(limit):
        if g.is_over:
            return
        p = g.waiting_for[0]
        acts = [a for a in g.legal_actions(p) if a.kind not in ("night", "timeout")]
        a = bots[p].choose(g.observe(p), acts) if acts else rng.choice(g.legal_actions(p))
        g.apply(a, p)
    raise AssertionError("the game did not end")


def test_too_few_cards_ends_at_start_of_hand():
    g = new(4)
    s = g.state
    cells = {}
    k = 0
    for text in [f"{r}{su}" for su in "SHDC" for r in "A23456789TJQK"][:41]:
        cells[k] = (text, 0, "H")
        k += 1
    from .scenario import gather
    gather(s)
    put(s, cells)
    assert len(s.discard) == 11  # < 3 x 4
    ev = []
    end_hand(s, ev)
    assert g.is_over and s.result["why"] == "cards"


def test_enough_cards_deals_on():
    g = new(4)
    from .scenario import gather
    s = g.state
    gather(s)
    put(s, {k: (f"{r}{su}", 0, "H") for k, (r, su) in enumerate(
        (r, su) for su in "SHDC" for r in "A23456789TJQK") if k < 40})
    assert len(s.discard) == 12
    end_hand(s, [])
    assert not g.is_over


def test_hand_limit():
    g = new(4, hand_limit=4, subjects="kiosk")
    play_out(g)
    assert g.state.hands_done == 4 and g.state.result["why"] == "hand_limit"


def test_games_end_by_running_out_of_cards():
    g = new(2, seed=4)
    play_out(g, 4)
    assert g.state.result["why"] == "cards"
    assert len(g.state.discard) < 6


def test_call_it_a_night_needs_every_human():
    g = new(3, seats=("human", "medium", "human"))
    s = g.state
    while not g.is_over and not all(s.night[p] for p in (0, 2)):
        p = g.current_player
        if p in (0, 2) and not s.night[p] and p == 0:
            g.apply(Night())
        elif p == 2 and not s.night[2] and s.night[0]:
            hands = s.hands_done
            g.apply(Night())
            assert s.hands_done == hands  # ends only after the hand
        else:
            acts = [a for a in g.legal_actions() if a.kind not in ("night", "timeout")]
            g.apply(acts[0])
    hands = s.hands_done
    while not g.is_over:
        acts = [a for a in g.legal_actions() if a.kind not in ("night", "timeout")]
        g.apply(acts[-1])
    assert s.result["why"] == "night" and s.hands_done == hands + 1


def test_one_human_alone_does_not_end_a_two_human_game():
    g = new(2, seats=("human", "human"))
    s = g.state
    s.night[0] = True
    end_hand(s, [])
    assert not g.is_over


def test_winner_most_cards_then_conspiracies_then_shared():
    g = new(3)
    s = g.state
    from .scenario import gather
    gather(s)
    put(s, {0: ("AS", 0, "H"), 1: ("2S", 0, "H"), 2: ("3S", 1, "H"), 3: ("4S", 1, "H"),
            4: ("5S", 2, "H")})
    s.told = [1, 2, 0]
    finish(s, [], "cards")
    assert s.result["winners"] == [1]
    s.told = [2, 2, 0]
    finish(s, [], "cards")
    assert s.result["winners"] == [0, 1]
    s.owner[4] = 1
    finish(s, [], "cards")
    assert s.result["winners"] == [1]


def test_inquisition_win_has_no_winner():
    g = new(2)
    finish(g.state, [], "inquisition")
    assert g.outcome.winners == () and g.is_over
