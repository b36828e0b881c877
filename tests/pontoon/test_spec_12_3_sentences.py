"""§6.2 rule 5 and §12.3: the phrase builder names every adjacent card in a closing clause
of its own; verbs agree in number with their subjects, as subjects.json marks them."""

from game.pontoon.actions import Link, Place
from game.pontoon.subjects import closers, is_plural, phrases
from game.pontoon.theory import sentence

from .scenario import cell, cid, new, put
from .test_spec_6_4_conspiracy import win_hand


def _index(text: str) -> int:
    return [p.text for p in phrases()].index(text)


def test_every_adjacent_card_gets_its_own_closing_clause():
    adjacent = ["The BBC", "Zombies", "Time Travel", "The UN", "Bigfoot"]
    text = sentence(["The Banks", "The Templars"], [_index("is a front for")], adjacent)
    assert "friends" not in text
    for name in adjacent:
        assert text.count(name) == 1
    bank = closers()
    for k, name in enumerate(adjacent):  # the default: the closing clauses in turn
        assert bank[k % len(bank)].naming(name).rstrip(".") in text


def test_the_engine_names_five_neighbours_in_the_told_theory():
    g = new(2, seats=("human", "human"), timer=0, telling="phrases")
    s = g.state
    put(s, {cell(4, 5): ("2S", 0, "H"), cell(4, 6): ("3S", 0, "H"), cell(6, 5): ("4S", 0, "H"),
            cell(6, 6): ("5S", 0, "H"), cell(5, 4): ("6S", 0, "V")})
    win_hand(g)
    g.apply(Place(cid(s, "TH"), cell(5, 5)))
    g.apply(Place(cid(s, "8H"), cell(5, 6)))
    ev = g.apply(Link(g.state.offered[0]))
    told = [e for e in ev if e.kind == "theory_told"][0].public["text"]
    for name in ("2S", "3S", "4S", "5S", "6S"):
        assert told.count(s.subjects[cid(s, name)]) == 1, (name, told)
    assert "friends" not in told
    assert told.count("paid for by") <= 1 and told.count("knew all along") <= 1


def test_link_phrases_agree_with_the_subject_before_them():
    funding = _index("is secretly funding")
    hiding = _index("has been hiding")
    assert sentence(["Carrier Pigeons", "The UN"], [funding]).startswith(
        "Carrier Pigeons are secretly funding The UN")
    assert sentence(["The UN", "Zombies", "The BBC"], [funding, hiding]) == (
        "The UN is secretly funding Zombies, which have been hiding The BBC.")
    assert sentence(["Zombies", "Smoking"], [_index("smuggles")]).startswith(
        "Zombies smuggle Smoking")


def test_closing_clauses_agree_with_the_card_they_name():
    wants = [k for k, c in enumerate(closers()) if "wants" in c.text][0]
    assert "what Adolf Hitler wants" in sentence(["Zombies"], [], ["Adolf Hitler"], [wants])
    assert "what The Banks want" in sentence(["Zombies"], [], ["The Banks"], [wants])


def test_number_comes_from_the_data_file():
    assert is_plural("Carrier Pigeons") and is_plural("the banks")
    assert not is_plural("The FBI") and not is_plural("Smoking")
    assert not is_plural("My Typed Subject")  # typed subjects read as singular
