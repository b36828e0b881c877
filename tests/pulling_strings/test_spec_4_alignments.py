"""§4: shared and opposed alignments; Zealot never shared, two Zealots opposed."""

from game.pulling_strings.cards import BIT, alignment_modifier


def mask(*names: str) -> int:
    m = 0
    for a in names:
        m |= BIT[a]
    return m


def test_shared_counts_common_alignments() -> None:
    assert alignment_modifier(mask("Est", "Tra", "Cro"), mask("Est", "Tra")) == (2, 0)


def test_opposites_pair_up_each_way() -> None:
    assert alignment_modifier(mask("Est", "Pro"), mask("Und", "Tra")) == (0, 2)
    assert alignment_modifier(mask("Mai"), mask("Fri")) == (0, 1)
    assert alignment_modifier(mask("Pea"), mask("Vio")) == (0, 1)


def test_crooked_has_no_opposite() -> None:
    assert alignment_modifier(mask("Cro"), mask("Est", "Und", "Pro", "Tra", "Pea", "Vio",
                                                "Mai", "Fri", "Zea")) == (0, 0)


def test_two_zealots_are_opposed_never_shared() -> None:
    assert alignment_modifier(mask("Zea", "Fri"), mask("Zea", "Und")) == (0, 1)
    assert alignment_modifier(mask("Zea"), mask("Pro")) == (0, 0)
