"""Spec §6 (round end, held cards) and §7 (rounds, both scoring modes, ties)."""

from game.ninety_nine.game import Game

from .scenario import config, kinds, make, points


def test_held_penalty_cards_score_at_round_end_including_duplicates():
    g = make({0: "9C 8D 8H", 1: "JS JH QC", 4: "QS QS' 5C"}, players=5, count=95, rounds=1)
    ev = g.apply("play 9C")
    held = {(w, p) for w, p, why in points(ev) if why == "held cards"}
    assert held == {(1, 11), (4, 10)}
    over = next(e for e in ev if e.kind == "round_over")
    assert over.public["hands"][1] == ["JS", "JH", "QC"]  # revealed
    assert over.public["held"][1] == 11 and over.public["boundary"][0] == 3


def test_next_round_rotates_the_dealer_and_resets():
    g = make({0: "9C 8D 8H"}, count=95, rounds=3)
    dealer = g.state.dealer
    ev = g.apply("play 9C")
    assert "round_over" in kinds(ev) and "deal" in kinds(ev)
    s = g.state
    assert s.round == 2 and s.dealer == (dealer + 1) % 4 and s.count == 0
    assert s.direction == 1 and s.actor == (s.dealer + 1) % 4 and s.pile == []
    assert all(len(h) == 3 for h in s.hands) and s.scores[0] == 3


def _finish(g, scores, rounds_won=None):
    g.state.scores = list(scores)
    g.state.summaries = [{"points": list(scores)}]
    if rounds_won:
        g.state.rounds_won = list(rounds_won)


def test_cumulative_lowest_wins_ties_shared():
    from game.ninety_nine.scoring import final_result

    g = Game.new(config(4, rounds=1), 1)
    _finish(g, [4, 2, 2, 9])
    r = final_result(g.state)
    assert r["winners"] == [1, 2] and r["most_paranoid"] == [3]


def test_rounds_won_most_rounds_then_lowest_total_then_shared():
    from game.ninety_nine.scoring import final_result

    g = Game.new(config(4, rounds=3, scoring="rounds_won"), 1)
    _finish(g, [10, 3, 8, 8], [2, 1, 2, 0])
    assert final_result(g.state)["winners"] == [2]  # 2 rounds each: lower total wins
    _finish(g, [8, 3, 8, 8], [2, 1, 2, 0])
    assert final_result(g.state)["winners"] == [0, 2]  # shared
    _finish(g, [20, 3, 8, 8], [3, 0, 0, 0])
    assert final_result(g.state)["winners"] == [0]


def test_round_winners_are_the_fewest_round_points_ties_all():
    g = make({0: "9C 8D 8H"}, count=95, rounds=1, scoring="rounds_won")
    g.apply("play 9C")
    assert g.state.rounds_won == [0, 1, 1, 1]
    assert g.outcome.winners == (1, 2, 3)


def test_the_game_lasts_the_chosen_number_of_rounds():
    import random

    for rounds in (1, 3, 5):
        g = Game.new(config(3, rounds=rounds), rounds)
        rnd = random.Random(rounds)
        while not g.is_over:
            for p in g.waiting_for:
                acts = g.legal_actions(p)
                g.apply(acts[rnd.randrange(len(acts))], p)
                if g.is_over:
                    break
        assert g.state.round == rounds and len(g.state.summaries) == rounds
        assert g.outcome.scores == tuple(float(x) for x in g.state.scores)
