"""Spec §5.1 / §9: the text form of a play carries exactly the words the play takes.
A word the play does not take (`keep` on a same-colour pair, `nominate` on a pair of
different colours, anything after K+K or a plain single) is refused with IllegalAction,
the game unchanged, and the refusal names the text that was sent (issue 22)."""

import pytest

from game.core.errors import IllegalAction
from game.ninety_nine.actions import from_text, to_text

from .scenario import make

WRONG_WORDS = [
    ("6S 6C 8D", "play 6S 6C keep"),  # same colour: it names a nominee, never keep
    ("6S 6C 8D", "play 6S 6C reverse"),
    ("6S 6C 8D", "play 6S 6C"),
    ("3S 3H 8D", "play 3S 3H nominate 1"),  # different colours: keep or reverse
    ("3S 3H 8D", "play 3S 3H"),
    ("KS KH 8D", "play KS KH keep"),  # K+K takes no word
    ("KS KH 8D", "play KS KH nominate 1"),
    ("5S 8H 8D", "play 5S +11"),  # a plain single takes no value
    ("5S 8H 8D", "play 8H keep"),
    ("AS 8H 8D", "play AS"),  # an Ace says +1 or +11
    ("AS 8H 8D", "play AS +5"),
    ("TS 8H 8D", "play TS +1"),
]


@pytest.mark.parametrize(("hand", "sent"), WRONG_WORDS)
def test_a_word_the_play_does_not_take_is_refused_naming_what_was_sent(hand, sent):
    g = make({0: hand}, count=40)
    before = g.to_json()
    with pytest.raises(IllegalAction) as err:
        g.apply(sent, 0)
    assert repr(sent) in str(err.value)
    assert g.to_json() == before


@pytest.mark.parametrize(("hand", "sent"), WRONG_WORDS)
def test_the_parser_refuses_it_too(hand, sent):
    with pytest.raises(IllegalAction) as err:
        from_text(sent)
    assert repr(sent) in str(err.value)


def test_every_legal_play_reads_back_from_its_text():
    for hand in ("6S 6C AD", "3S 3H TD", "KS KH 9D", "9H 9D 4C"):
        g = make({0: hand}, count=40)
        for act in g.legal_actions(0):
            assert from_text(to_text(act)) == act


def test_a_legal_play_named_by_a_text_that_is_not_legal_now_is_named_in_the_refusal():
    g = make({0: "6S 6C 8D"}, count=40)
    with pytest.raises(IllegalAction) as err:
        g.apply("play 6S 6C nominate 0", 0)  # not oneself (§10.9)
    assert "'play 6S 6C nominate 0'" in str(err.value)
