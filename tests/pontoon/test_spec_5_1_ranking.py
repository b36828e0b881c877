"""§5.1 values and ranking, §5.5 who wins the hand (tie table)."""

from game.pontoon import hand as ph
from game.pontoon.hand import BUST, FIVE_CARD_TRICK, PONTOON, rank_key, winner


def test_values_ace_high_or_low():
    assert ph.best_total([1, 13]) == 21
    assert ph.best_total([1, 1]) == 12
    assert ph.best_total([1, 9, 5]) == 15  # ace drops to 1
    assert ph.best_total([11, 12, 13]) == 30


def test_ranking_order():
    assert rank_key([1, 10], False) == PONTOON
    assert rank_key([1, 12], True) == 21  # split ace + ten is a plain 21 (§5.3)
    assert rank_key([2, 3, 4, 2, 5], False) == FIVE_CARD_TRICK
    assert rank_key([2, 2, 2, 2, 2], False) == rank_key([5, 5, 5, 3, 3], False)  # all equal
    assert rank_key([7, 7, 7], False) == 21
    assert rank_key([10, 9, 5], False) == BUST
    assert PONTOON > FIVE_CARD_TRICK > 21 > 20
    assert rank_key([10, 5, 3, 2, 9], False) == BUST  # a five-card hand over 21 is bust


def test_tie_goes_to_banker():
    # punters 1, 2; banker 0 — entries in precedence order, banker last
    assert winner([(1, 0, 20), (2, 0, 19), (0, 0, 20)], banker=0) == (0, 0)


def test_tie_between_punters_goes_to_nearest_left():
    assert winner([(1, 0, 20), (2, 0, 20), (0, 0, 18)], banker=0) == (1, 0)
    assert winner([(2, 0, FIVE_CARD_TRICK), (3, 0, FIVE_CARD_TRICK), (1, 0, 21)],
                  banker=1) == (2, 0)


def test_higher_beats_banker_and_all_bust_is_void():
    assert winner([(1, 0, 21), (0, 0, 20)], banker=0) == (1, 0)
    assert winner([(1, 0, BUST), (2, 0, BUST), (0, 0, BUST)], banker=0) is None
    assert winner([(1, 0, BUST), (0, 0, 16)], banker=0) == (0, 0)


def test_banker_tie_with_later_banker_entry_position_independent():
    # the banker wins ties wherever its entry stands in the list
    assert winner([(0, 0, PONTOON), (1, 0, PONTOON)], banker=0) == (0, 0)
