"""Hidden information (spec §2): a player's observation and event views never depend on
counters that player may not see.

For every player at every step, the hidden counters are re-dealt consistently with that
player's observation (same kinds in the same places); the observation must not change.
"""

from __future__ import annotations

import random

import pytest

from game.paranoid import Game, GameConfig, Options
from game.paranoid.observation import observe
from game.paranoid.redeal import redeal

SECRET_KEYS = {"type", "types", "clashes", "size"}  # counter identities, blind Plot facts


# Options.parse defaults to blind Plot building (§3.2); one case keeps the open setting.
@pytest.mark.parametrize("players,options", [(2, ""), (3, "all"), (4, "trade,fewer:2"),
                                             (5, "aliens,corporations"), (6, "delusions"),
                                             (3, "plot_building:open")])
def test_observation_unchanged_by_redeal(players: int, options: str) -> None:
    for seed in range(2):
        game = Game.new(GameConfig(players=players, options=Options.parse(options)), seed)
        rnd = random.Random(seed)
        changed = 0
        while not game.is_over:
            state = game.state
            for viewer in range(players):
                other = redeal(state, viewer, rnd.randrange(1 << 30))
                changed += other.to_json() != state.to_json()
                assert observe(other, viewer) == observe(state, viewer)
            events = game.apply(rnd.choice(game.legal_actions()))
            for event in events:
                for viewer in [None, *range(players)]:
                    if viewer not in event.audience:
                        view = event.view(viewer)
                        # The only secret-looking keys allowed are the public ones.
                        assert not (SECRET_KEYS & set(view)) or event.kind in (
                            "accused", "exposed", "reconcealed", "game_over") or (
                            "size" in view and not game.config.options.blind), event
        assert changed > 0, "the re-deal must actually move hidden counters"


def test_public_view_shows_no_private_zone() -> None:
    game = Game.new(GameConfig(players=3), 3)
    rnd = random.Random(3)
    while not game.is_over:
        obs = game.observe(None)
        assert obs.plot == obs.enemy == obs.paranoid == obs.accusations == []
        assert obs.pending == -1 and obs.all_plots is None and obs.enemy_allowed == 0
        game.apply(rnd.choice(game.legal_actions()))
    assert game.observe(None).all_plots == game.state.plots  # revealed at the end (§8)


def test_leaky_observation_would_be_caught() -> None:
    """The re-deal check is not vacuous: a field copying another player's Enemy Reserve
    changes under re-deal."""
    game = Game.new(GameConfig(players=3), 1)
    rnd = random.Random(1)
    caught = False
    while not game.is_over and not caught:
        state = game.state
        other = redeal(state, 0, rnd.randrange(1 << 30))
        caught = sorted(other.enemy[1]) != sorted(state.enemy[1])
        game.apply(rnd.choice(game.legal_actions()))
    assert caught


@pytest.mark.parametrize("options", ["", "aliens,corporations,delusions"])
def test_blind_plot_building_shows_nothing_of_other_drafts(options: str) -> None:
    """§3.2: while Plots are built blind, every other draft can be re-drawn without the
    viewer's observation (or the events it saw) changing; after the clashes are settled,
    the other Plots can be re-dealt too."""
    for seed in range(3):
        game = Game.new(GameConfig(players=4, options=Options.parse(options)), seed)
        rnd = random.Random(seed)
        moved = 0
        while game.state.phase == "plot":
            state = game.state
            for viewer in range(4):
                other = redeal(state, viewer, rnd.randrange(1 << 30))
                moved += [p for q, p in enumerate(other.plots) if q != viewer] != \
                    [p for q, p in enumerate(state.plots) if q != viewer]
                assert observe(other, viewer) == observe(state, viewer)
                seen = observe(state, viewer)
                assert seen.seen_taken == []
                assert all(pv.plot_size == 0 and not pv.plot_built
                           for q, pv in enumerate(seen.players) if q != viewer)
            events = game.apply(rnd.choice(game.legal_actions()))
            actor = state.actor
            for event in (e for e in events if e.kind.startswith("plot")):
                for viewer in [None, *range(4)]:
                    if viewer != actor and viewer not in event.audience:
                        assert set(event.view(viewer)) <= {"kind", "player"}, event
        assert moved > 0
        for viewer in range(4):  # after settlement: the others' Plots are hidden
            other = redeal(game.state, viewer, 5)
            assert observe(other, viewer) == observe(game.state, viewer)
            assert other.plots != game.state.plots


def test_clash_memory_stays_true_under_redeal() -> None:
    """§3.3 (amended): a type lost in a clash is known to stand in no Plot: a re-deal
    never moves it into one."""
    from scenario import build_plots

    game = Game.new(GameConfig(players=3), 3)
    build_plots(game, [["grays", "coffee", "assassination", "world_peace"]] * 3)
    for viewer in range(3):
        lost = [x for x, _ in game.state.clashes[viewer]]
        assert lost
        for seed in range(20):
            other = redeal(game.state, viewer, seed)
            in_plots = {x for plot in other.plots for x in plot}
            assert not set(lost) & in_plots
            assert observe(other, viewer) == observe(game.state, viewer)


@pytest.mark.parametrize("players,options", [(2, ""), (3, "aliens,corporations"),
                                             (6, "delusions")])
def test_no_clash_note_names_a_type_in_another_plot(players: int, options: str) -> None:
    """The leak of the former §3.3: a private clash note named a type that stood in
    another player's Plot (with two players, most of that Plot). Random blind drafts,
    crowded into few types so that clashes are common: no note (the observation, the
    `plot_settled` view, the sentence the table shows) names such a type."""
    from scenario import build_plots

    from game.paranoid.catalogue import DEFAULT_SUBCULTURE, type_name
    from game.paranoid.narration import clash_sentence
    from game.paranoid.plots import random_plot

    opts = Options.parse(options)
    narrow = set(range(0, 80, 3))  # every draft from a third of the types: many clashes
    notes = 0
    for seed in range(12):
        rnd = random.Random(seed)
        drafts = [random_plot(rnd, opts, unavailable=narrow) for _ in range(players)]
        game = Game.new(GameConfig(players=players, options=opts), seed)
        events = build_plots(game, drafts)
        for viewer in range(players):
            others = {x for q, plot in enumerate(game.state.plots) if q != viewer for x in plot}
            others_named = {type_name(x) for x in others}
            told = [e.view(viewer) for e in events if e.kind == "plot_settled"]
            for clash in [*game.observe(viewer).clashes,
                          *(c for v in told for c in v.get("clashes", ()))]:
                notes += 1
                assert not set(clash) & others, (seed, viewer, clash)
                sentence = clash_sentence(*clash, DEFAULT_SUBCULTURE)
                assert not any(name in sentence for name in others_named), sentence
    assert notes > 0, "no clash happened: the check would be vacuous"
