"""Spec §3.2–§3.3: Plots are built blind; a type drafted by two or more players is lost
by all of them (amended §3.3), each getting a random type of the same kind in no Plot,
told only to the player concerned; the former way stays as the setting
`plot_building: open`."""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path
from typing import Any

from scenario import build_plots, of_kind, t, ts

from game.core.errors import CorruptState
from game.paranoid import Finish, Game, GameConfig, Options, Pick
from game.paranoid.catalogue import IS_ALIEN, KIND, MINUS
from game.paranoid.plots import clash_category, kind_counts, plot_problem
from game.paranoid.plugin import OPTIONS, config_options, make_config
from game.paranoid.state import PLOT, State, check_invariants

BLIND, OPEN = Options(), Options(plot_building="open")
ALIEN_PLOT = ["grays", "coffee", "assassination", "world_peace"]
GOLDEN = json.loads((Path(__file__).parent / "data" / "open_building_golden.json").read_text())


def build_next(game: Game, plots: list[list[str]]) -> list[Any]:
    """The next builders (whoever is to act) build these Plots, one after another."""
    events: list[Any] = []
    for plot in plots:
        p = game.current_player
        for x in plot:
            events += game.apply(Pick(t(x)), player=p)
        events += game.apply(Finish(), player=p)
    return events


def everyone_builds(players: int, plot: list[str], seed: int,
                    options: Options = BLIND) -> tuple[Game, list[Any]]:
    game = Game.new(GameConfig(players=players, options=options), seed)
    events = build_plots(game, [plot] * players)
    return game, events


# ---------------------------------------------------------------- §3.2 blind build

def test_3_2_blind_is_the_default() -> None:
    assert Options().plot_building == "blind" and Options().blind
    assert Options.parse("plot_building:open") == OPEN
    spec = next(s for s in OPTIONS if s.key == "plot_building")
    assert (spec.kind, spec.default, spec.choices) == ("choice", "blind", ("blind", "open"))
    assert spec.labels and spec.help
    config = make_config(["human", "medium"], ["A", "B"], {"plot_building": "open"})
    assert config.options.plot_building == "open"
    assert config_options(config)["plot_building"] == "open"
    assert make_config(["human", "medium"], ["A", "B"], {}).options.plot_building == "blind"


def test_3_2_blind_build_offers_all_80_types_and_shows_nothing_of_other_plots() -> None:
    game = Game.new(GameConfig(players=3), 5)
    events = []
    for x in ["masons", "coffee", "monopoly"]:
        events += game.apply(Pick(t(x)))
    assert events == []  # not even the number of picks is told
    events = game.apply(Finish())
    assert of_kind(events, "plot_built") == [{"kind": "plot_built", "player": 0}]
    assert of_kind(events, "plot_built", 0)[0]["size"] == 3
    # The second builder may take the very same types: nothing is greyed out.
    legal = game.legal_actions()
    for x in ["masons", "coffee", "monopoly"]:
        assert Pick(t(x)) in legal
    for viewer in (None, 1, 2):
        obs = game.observe(viewer)
        assert obs.seen_taken == [] and obs.clashes == []
        assert obs.players[0].plot_size == 0 and obs.players[0].plot_slots == []
        assert obs.pool_count == 160  # a draft takes no counter
    assert game.observe(1).plot == []
    build_next(game, [["masons", "coffee", "monopoly"]] * 2)  # seats 1 and 2: same types
    assert game.state.phase != PLOT
    plot_types = [x for plot in game.state.plots for x in plot]
    assert len(plot_types) == len(set(plot_types)) == 9  # clashes were settled
    assert all(game.observe(v).seen_taken == [] for v in range(3))
    assert check_invariants(game.state) == []


def test_3_2_state_during_blind_building_saves_and_loads() -> None:
    game = Game.new(GameConfig(players=3), 2)
    build_plots(game, [ALIEN_PLOT])
    for x in ALIEN_PLOT:
        game.apply(Pick(t(x)))
    again = Game.loads(game.dumps())
    assert again.to_json() == game.to_json()
    again.apply(Finish())  # player 1 finishes its (identical) Plot
    build_next(again, [ALIEN_PLOT])
    assert check_invariants(again.state) == []


# ---------------------------------------------------------------- §3.3 clash settlement

def _assert_settled(s: State, drafts: list[list[int]]) -> None:
    """§3.3 (amended): every drafter of a type drafted twice or more loses it; each Plot
    keeps its size and stays legal; no type stands in two Plots; every clashed type
    stands in no Plot; a replacement is a type nobody drafted."""
    drafted = [x for d in drafts for x in d]
    clashed = {x for x in drafted if drafted.count(x) > 1}
    in_plots = [x for plot in s.plots for x in plot]
    assert len(in_plots) == len(set(in_plots))  # a type in one Plot only
    assert not clashed & set(in_plots)  # lost by ALL its drafters
    for p, draft in enumerate(drafts):
        assert len(s.plots[p]) == len(draft)  # no Plot changes size
        assert plot_problem(s.plots[p], s.options) is None
        assert sorted(lost for lost, _ in s.clashes[p]) == sorted(set(draft) & clashed)
        for _lost, instead in s.clashes[p]:
            assert instead not in drafted and instead in s.plots[p]
        kept = [x for x in draft if x not in clashed]
        assert set(kept) <= set(s.plots[p])
    assert check_invariants(s) == []


def test_3_3_clash_between_two_drafters_both_lose_the_type() -> None:
    mine = ["masons", "coffee", "monopoly"]
    theirs = ["masons", "fluoridation", "world_peace"]  # one shared Group
    for seed in range(8):
        game = Game.new(GameConfig(players=2), seed)
        build_plots(game, [mine, theirs])
        s = game.state
        _assert_settled(s, [ts(mine), ts(theirs)])
        assert [lost for lost, _ in s.clashes[0]] == [t("masons")]
        assert [lost for lost, _ in s.clashes[1]] == [t("masons")]
        # Both copies of the Masons stay out of every Plot (in the Pool or a Reserve).
        assert t("masons") not in [x for plot in s.plots for x in plot]


def test_3_3_clash_among_three_drafters_all_lose_the_type() -> None:
    """Identical Plots: every type clashes, so every Plot is wholly replaced, each by
    the same kind and category."""
    for seed in range(12):
        game, _ = everyone_builds(3, ALIEN_PLOT, seed)
        s = game.state
        originals = ts(ALIEN_PLOT)
        _assert_settled(s, [originals] * 3)
        for p in range(3):
            assert sorted(lost for lost, _ in s.clashes[p]) == sorted(originals)
            for lost, instead in s.clashes[p]:
                assert KIND[instead] == KIND[lost]
                # Goals of the same marks may run out ("where possible"); the rest do not.
                if KIND[lost] != "goal":
                    assert clash_category(instead) == clash_category(lost)
                    assert MINUS[instead] == MINUS[lost] and IS_ALIEN[instead] == IS_ALIEN[lost]
        assert len(s.pool) + sum(map(len, s.enemy)) == 160 - 12


def test_3_3_two_of_three_clash_the_third_keeps_its_plot() -> None:
    a = ["grays", "coffee", "assassination", "world_peace"]
    b = ["masons", "coffee", "fluoridation", "monopoly"]  # shares only the Coffee with a
    c = ["nordics", "big_tobacco", "world_peace", "black_helicopters"]  # shares the Goal with a
    for seed in range(8):
        game = Game.new(GameConfig(players=3), seed)
        build_plots(game, [a, b, c])
        s = game.state
        _assert_settled(s, [ts(a), ts(b), ts(c)])
        assert sorted(lost for lost, _ in s.clashes[0]) == sorted(ts(["coffee", "world_peace"]))
        assert [lost for lost, _ in s.clashes[1]] == [t("coffee")]
        assert [lost for lost, _ in s.clashes[2]] == [t("world_peace")]


def test_3_3_random_blind_drafts_settle_legally() -> None:
    """Random Plots (many clashes among six players with the §9.1 Plot rules on)."""
    from game.paranoid.plots import random_plot
    options = Options(aliens=True, corporations=True, delusions=True)
    for seed in range(15):
        rnd = random.Random(seed)
        n = 2 + seed % 5
        drafts = [random_plot(rnd, options) for _ in range(n)]
        game = Game.new(GameConfig(players=n, options=options), seed)
        build_plots(game, drafts)
        _assert_settled(game.state, drafts)


def test_3_3_no_clash_note_names_a_type_in_another_plot() -> None:
    """The leak the amendment closes: with two humans and identical drafts, the old
    rule told the loser where every clashed type stood (the other Plot)."""
    from game.paranoid.catalogue import type_name
    from game.paranoid.narration import clash_sentence
    for seed in range(10):
        game, events = everyone_builds(2, ALIEN_PLOT, seed)
        s = game.state
        for p in range(2):
            others = {x for q in range(2) if q != p for x in s.plots[q]}
            for lost, instead in game.observe(p).clashes:
                assert lost not in others and instead not in others
                note = clash_sentence(lost, instead, "Board Gamers")
                assert not any(type_name(x, "Board Gamers") in note for x in others)


def test_3_3_clash_replacement_keeps_the_plot_legal_under_the_options() -> None:
    """Aliens and Corporations: a Plot with both needs a Goal marked A and C; only three
    are. Four such Plots all naming one: a replacement keeps each Plot legal."""
    options = Options(aliens=True, corporations=True)
    plot = ["grays", "big_banks", "coffee", "global_domination"]
    for seed in range(6):
        game, _ = everyone_builds(5, plot, seed, options)
        s = game.state
        for p in range(5):
            assert plot_problem(s.plots[p], options) is None
            assert kind_counts(s.plots[p]) == (2, 1, 1)  # same size, same kinds
        plot_types = [x for q in s.plots for x in q]
        assert len(plot_types) == len(set(plot_types))
        assert check_invariants(s) == []


def test_3_3_settlement_is_seeded_and_replayable() -> None:
    a, _ = everyone_builds(4, ALIEN_PLOT, 7)
    b, _ = everyone_builds(4, ALIEN_PLOT, 7)
    assert a.state.to_json() == b.state.to_json()
    again = Game.replay(a.config, a.seed, a.record)
    assert again.state.to_json() == a.state.to_json()
    assert Game.loads(a.dumps()).state.clashes == a.state.clashes


def test_3_3_clash_is_told_only_to_the_player_concerned() -> None:
    game, events = everyone_builds(3, ALIEN_PLOT, 3)
    s = game.state
    settled = [e for e in events if e.kind == "plot_settled"]
    assert [e.view(None) for e in settled] == [
        {"kind": "plot_settled", "player": p} for p in range(3)]  # same for everyone
    for e in settled:
        p = e.public["player"]
        for viewer in range(3):
            view = e.view(viewer)
            if viewer == p:
                assert view["clashes"] == s.clashes[p] and view["types"] == s.plots[p]
            else:
                assert view == {"kind": "plot_settled", "player": p}
    clashed = [p for p in range(3) if s.clashes[p]]
    assert len(clashed) == 3  # identical drafts: every drafter loses every type
    for viewer in range(3):
        obs = game.observe(viewer)
        assert obs.clashes == s.clashes[viewer]
        assert obs.seen_taken == []
    assert game.observe(None).clashes == []
    from game.paranoid.narration import clash_sentence
    lost, instead = s.clashes[clashed[0]][0]
    assert "instead" in clash_sentence(lost, instead, "Board Gamers")


# ---------------------------------------------------------------- §3.3 open setting

def _canon(state_json: dict[str, Any]) -> str:
    """The state as the engine before blind building wrote it (no new keys)."""
    d = dict(state_json)
    d.pop("clashes", None)
    config = dict(d["config"])
    config["options"] = {k: v for k, v in config["options"].items() if k != "plot_building"}
    d["config"] = config
    return hashlib.sha256(json.dumps(d, sort_keys=True).encode()).hexdigest()


def test_3_3_open_building_is_unchanged() -> None:
    """Random games recorded on the engine before blind building (golden hashes) play
    out identically with `plot_building: open`."""
    for g in GOLDEN["games"]:
        game = Game.new(GameConfig(players=g["players"], options=Options.parse(
            g["options"] + ",plot_building:open")), g["seed"])
        rnd = random.Random(g["seed"])
        while not game.is_over:
            legal = game.legal_actions()
            game.apply(legal[rnd.randrange(len(legal))])
        assert len(game.record) == g["actions"], g
        assert hashlib.sha256("\n".join(game.record).encode()).hexdigest() == \
            g["record_sha256"], g
        assert _canon(game.state.to_json()) == g["state_sha256"], g


def test_3_3_open_building_taken_types_greyed_out() -> None:
    game = Game.new(GameConfig(players=3, options=OPEN), 0)
    build_plots(game, [["masons", "coffee", "monopoly"]])
    assert Pick(t("masons")) not in game.legal_actions()
    assert game.observe(1).seen_taken == sorted(ts(["masons", "coffee", "monopoly"]))
    assert game.observe(1).players[0].plot_size == 3


def test_3_3_save_from_before_keeps_open_building() -> None:
    """A save without the setting (written before blind building) loads as open and
    plays on exactly as the former engine did."""
    data = GOLDEN["old_save_mid_setup"]
    assert "plot_building" not in data["state"]["config"]["options"]
    assert "clashes" not in data["state"]
    game = Game.from_json(data)
    assert game.config.options.plot_building == "open"
    assert game.observe(1).seen_taken  # the second builder saw the first Plot's types
    rnd = random.Random(GOLDEN["old_save_continued"]["rnd_seed"])
    while not game.is_over:
        legal = game.legal_actions()
        game.apply(legal[rnd.randrange(len(legal))])
    assert _canon(game.state.to_json()) == GOLDEN["old_save_continued"]["state_sha256"]


def test_3_3_bad_setting_refused() -> None:
    try:
        Options(plot_building="sideways")
    except ValueError as exc:
        assert "§3.3" in str(exc)
    else:
        raise AssertionError("an unknown plot_building was accepted")
    data = Game.new(GameConfig(players=2), 0).to_json()
    data["state"]["clashes"] = [[[1]], []]
    try:
        Game.from_json(data)
    except CorruptState:
        pass
    else:
        raise AssertionError("a malformed clash memory was accepted")


def test_3_3_state_defaults() -> None:
    s = State(GameConfig(players=2), 0)
    assert s.clashes == [[], []] and s.options.blind
