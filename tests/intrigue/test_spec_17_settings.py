"""§17: every setting, its default and its range; §11 default targets by member count."""

from __future__ import annotations

import pytest

from game.intrigue import plugin
from game.intrigue.options import GameConfig, Options


def test_default_targets_15_for_4_or_5_members_and_20_for_6_to_8() -> None:
    for n, t in ((4, 15), (5, 15), (6, 20), (7, 20), (8, 20)):
        assert GameConfig(players=n).target == t
    assert GameConfig(players=4, options=Options(target=25)).target == 25


@pytest.mark.parametrize(("key", "bad"), [
    ("target", 9), ("target", 31), ("round_limit", 4), ("round_limit", 31),
    ("mingling_turns", 1), ("mingling_turns", 5), ("floor_turns", 3), ("reports", 3),
    ("personality", "sneaky"), ("quick_ballot", 1)])
def test_settings_out_of_range_are_refused(key, bad) -> None:
    with pytest.raises(ValueError):
        Options(**{key: bad})


@pytest.mark.parametrize("n", [3, 9])
def test_4_to_8_members(n) -> None:
    with pytest.raises(ValueError):
        GameConfig(players=n)


def test_the_setup_form_matches_the_engine_defaults() -> None:
    config = plugin.make_config(["human"] * 6, [f"M{i}" for i in range(6)], {})
    assert config.options == Options()
    assert {o.key for o in plugin.OPTIONS} == set(Options().to_json())
    for option in plugin.OPTIONS:
        assert option.clamp(option.default) == option.default


def _target(value: object) -> int:
    config = plugin.make_config(["human"] * 4, [f"M{i}" for i in range(4)], {"target": value})
    return config.options.target


def test_the_setup_offers_every_target_from_10_to_30_and_the_default() -> None:
    """Issue 31, item 4: §17's range is 10–30; 0 is §11's default by member count."""
    target = next(o for o in plugin.OPTIONS if o.key == "target")
    assert target.choices == (0, *range(10, 31))
    assert len(target.labels) == len(target.choices)
    assert "Classic" in target.labels[target.choices.index(25)]
    for t in range(10, 31):
        assert _target(t) == t  # every legal value kept as chosen (12 too)
        assert plugin.make_config(["human"] * 6, [f"M{i}" for i in range(6)],
                                  {"target": t}).target == t
    assert _target(0) == 0


@pytest.mark.parametrize(("given", "played"), [(9, 10), (5, 10), (-3, 10), (31, 30),
                                               (99, 30)])
def test_a_target_out_of_range_goes_to_the_nearest_end_not_the_default(given: int,
                                                                      played: int) -> None:
    assert _target(given) == played
