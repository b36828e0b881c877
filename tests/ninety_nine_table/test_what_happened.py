"""A player can tell what the bots did (issue 22): each play is in the table's log with
what it did and what it cost (a pair of Kings says the others pay), a bot's play stays
on the table long enough to read, the banner of a reversal names who and stays, every
hand is face up once the game is over, and no player-facing text has a section number."""

from __future__ import annotations

from game.ninety_nine import plugin
from game.ninety_nine.narration import play_notes
from scenes.ninety_nine.animate import READ_PAUSE
from scenes.ninety_nine.rules_text import RULES
from scenes.ninety_nine.tutorial import CARDS
from scenes.shell.match.session import Shown
from scenes.ui.tween import Wait
from tests.ninety_nine.scenario import ids, make
from tests.ninety_nine_table.helpers import seated_table

NAMES = ["Ada", "Boris", "Cleo", "Dmitri"]


def test_a_pair_of_kings_says_the_others_pay_and_how_much() -> None:
    g = make({0: "6H 6D 8C", 1: "KS KH 8D"})
    g.apply("play 6H 6D nominate 1", 0)  # to 66: Ada crosses 33
    g.apply("play KS KH", 1)  # to 76: the line at 66 costs each other player 2
    note = play_notes(g.observe(None).history, NAMES)[-1]
    assert (note.player, note.what, note.old, note.new) == (1, "two Kings", 66, 76)
    assert note.others == 2 and note.points == 0 and note.effect == "others pay"
    assert g.state.scores == [1 + 2, 0, 2, 2]


def test_a_four_says_it_reverses_and_a_poison_card_its_cost() -> None:
    g = make({0: "6H 6D 8C", 3: "4S 5H 7C", 2: "QS 5D 7D"})
    g.apply("play 6H 6D nominate 3", 0)
    g.apply("play 4S", 3)
    assert g.state.actor == 2
    g.apply("play QS", 2)
    pair, four, queen = play_notes(g.observe(None).history, NAMES)
    assert pair.effect == "Dmitri next" and pair.points == 1
    assert four.effect == "reverses" and four.points == 0
    assert queen.what == "black Queen" and queen.points == 2 + 2  # the line and the card
    assert queen.new == 76 and g.state.scores[2] == 4


def test_blind_count_says_no_count() -> None:
    g = make({0: "JS 5H 7C"}, count=30)
    g.apply("play JS", 0)
    note = play_notes(g.observe(None).history, NAMES, blind=True)[-1]
    assert note.old is None and note.new is None
    assert note.points == 1  # the one-eyed jack's own point; no line said


def test_a_bots_play_stays_long_enough_to_read_and_a_reversal_is_named() -> None:
    session, table = seated_table(["human", "easy", "easy"], 3)
    view = {"kind": "played", "player": 1, "cards": ["4S"], "combo": False, "choice": 0,
            "hand_size": 2, "old": 10, "new": 10}
    steps = table.steps_for(Shown(view, 0))
    assert sum(s.remaining for s in steps if isinstance(s, Wait)) >= READ_PAUSE >= 1.0
    mine = table.steps_for(Shown({**view, "player": 0}, 0))
    assert sum(s.remaining for s in mine if isinstance(s, Wait)) < 0.5  # not the human's
    table.steps_for(Shown({"kind": "direction_reversed", "player": 1, "direction": -1}, 0))
    assert "B" in table.banner_text and table.banner_time >= 2.0


def test_after_the_game_every_hand_is_face_up() -> None:
    session, table = seated_table(["human", "easy", "easy"], 4)
    while not session.game.is_over:
        if session.human_to_act:
            session.submit(session.legal()[0])
        else:
            session.bot_step()
    session.shown.clear()
    table.resync()
    final = [sorted(h) for h in session.game.state.hands]
    assert [sorted(h) for h in table.hands] == final
    assert all(c >= 0 for h in table.hands for c in h)


def test_no_section_numbers_in_player_facing_text() -> None:
    texts = [line for _, lines in RULES for line in lines] + [h for h, _ in RULES]
    texts += [t for title, paras in CARDS.values() for t in [title, *paras]]
    for spec in plugin.OPTIONS:
        texts += [spec.label, spec.help, *spec.labels]
        assert len(spec.help.split()) >= 8, spec.help  # says what it does
    g = make({0: "KS KH 8C"}, count=60)
    for e in g.apply("play KS KH", 0) + g.apply(g.legal_actions(1)[0], 1):
        texts.append(plugin.describe(e.view(None), NAMES))
    for words in texts:
        assert "§" not in words and "Seat " not in words, words
    assert ids("KS")  # the scenario's cards read
    for heading, _ in RULES:  # "5.4 Crossing a boundary" read as pages 5.1–5.3 missing
        assert not heading[:1].isdigit(), heading


def test_a_refused_move_is_said_in_words_without_a_section_number() -> None:
    session, table = seated_table(["human", "easy", "easy"], 3)
    while not session.human_to_act:
        session.bot_step()
    table.apply_action("play KS KH keep")
    assert "'play KS KH keep'" in table.hint and "§" not in table.hint
