"""§14: everything public except special hands (counts public) and the deck order."""

from game.pulling_strings.cards import AUDIT, MOLE, SMEAR
from game.pulling_strings.game import Game
from game.pulling_strings.plugin import make_config

from .board import table


def test_hands_are_private_and_counts_public() -> None:
    g = table()
    g.state.hands[1] = [SMEAR, AUDIT]
    assert g.observe(1).hand == tuple(sorted([SMEAR, AUDIT]))
    assert g.observe(0).hand == () and g.observe(None).hand == ()
    assert g.observe(0).hand_sizes[1] == 2
    assert g.observe(-1).hands[1] == tuple(sorted([SMEAR, AUDIT]))  # the kiosk view


def test_the_deck_order_never_shows() -> None:
    game = Game.new(make_config(["medium"] * 4, list("abcd"), {}), 3)
    obs = game.observe(0)
    assert obs.deck_size == len(game.state.deck)
    assert not hasattr(obs, "deck")


def test_redeal_keeps_the_viewers_observation_and_the_moles_peek() -> None:
    g = table()
    g.state.hands = [[MOLE], [SMEAR], [AUDIT], []]
    g.apply("play mole 1")
    for seed in range(5):
        other = g.redeal(0, seed)
        assert other.observe(0) == g.observe(0)
        assert other.state.hands[1] == [SMEAR]
    changed = {tuple(g.redeal(3, seed).state.hands[1]) for seed in range(20)}
    assert len(changed) > 1


def test_a_corrupt_save_is_refused_with_a_clear_error() -> None:
    import pytest

    from game.core.errors import CorruptState

    game = Game.new(make_config(["medium"] * 3, list("abc"), {}), 4)
    data = game.to_json()
    for broken in ({**data["state"], "owner": [0] * 3}, {**data["state"], "owner": None},
                   {k: v for k, v in data["state"].items() if k != "row"},
                   {**data["state"], "cash": [-5, 0, 0]}):
        with pytest.raises(CorruptState):
            Game.from_json({**data, "state": broken})
    assert Game.from_json(data).to_json() == data
