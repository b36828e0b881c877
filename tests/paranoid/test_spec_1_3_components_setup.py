"""Spec §1 (components), §2 (zones and who sees what) and §3 (setup) as scenarios."""

from __future__ import annotations

import pytest
from scenario import assert_illegal, build_plots, of_kind, scenario, t, ts

from game.paranoid import (
    Accuse,
    Draw,
    Finish,
    Game,
    GameConfig,
    Give,
    Options,
    Pass,
    Pick,
    from_text,
    to_text,
    type_name,
)
from game.paranoid.catalogue import (
    COPIES,
    GOALS,
    GROUPS,
    METHODS,
    N_COUNTERS,
    N_TYPES,
    SUBCULTURE,
    TYPES,
)
from game.paranoid.plots import plot_problem
from game.paranoid.state import ENEMY, PARANOID, PLOT, check_invariants

# ---------------------------------------------------------------- §1 components

ALIENS = ["Grays", "Nordics", "Reptilians", "The Elder Gods"]
CORPORATIONS = ["Big Banks", "Big Computer", "Big Food", "Big Media", "Big Pharma",
                "Big Tobacco"]
SOCIETIES = ["Communists", "Dope Fiends", "Fundies", "Hippies", "Hipster Bebop Junkies",
             "Masons", "Movie Stars", "New Agers", "The Nova Mob", "Subgenii", "Templars",
             "Board Gamers"]
GOAL_MARKS = {  # name: (A, C)
    "Global Domination": (True, True), "Global Warming": (True, True),
    "Undue Influence": (True, True), "Opening of the Way": (True, False),
    "World Flip-out": (True, False), "World Peace": (True, False),
    "Monopoly": (False, True), "Obscene Profits": (False, True),
    "Sustainable Prosperity": (False, True), "Immanentize the Eschaton": (False, False),
    "Total Surveillance": (False, False),
}
MINUS_METHODS = ["Coffee", "Screaming on Street Corners", "Sleep Deprivation", "Numerology",
                 "Backmasking", "Chemtrails", "Fluoridation", "Crop Circles",
                 "Number Stations", "Hollow Earth", "Mind Control Rays"]
ORDINARY_METHODS = [
    "Assassination", "Blackmail", "Bribery", "Brainwashing", "Cattle Mutilation", "Cloning",
    "Cults", "Disinformation", "Rigged Elections", "False Flags", "Genetic Engineering",
    "Hypnosis", "Infiltration", "Alien Abduction", "Lobbying", "Media Manipulation",
    "Microchip Implants", "Money Laundering", "Pop Music", "Propaganda", "Psychic Powers",
    "Ritual Sacrifice", "Secret Handshakes", "Smear Campaigns", "Spy Satellites",
    "Stock Manipulation", "Mass Surveillance", "Think Tanks", "Weather Control",
    "Black Helicopters", "Men in Black", "Forged Documents", "Memory Erasure",
    "Sleeper Agents", "Subliminal Advertising",
]


def test_1_counter_totals() -> None:
    assert (N_TYPES, COPIES, N_COUNTERS) == (80, 2, 160)
    assert len(GROUPS) * COPIES == 46 and len(METHODS) * COPIES == 92
    assert len(GOALS) * COPIES == 22
    assert sum(x.minus for x in TYPES) * COPIES == 22  # eleven (-1) types, 22 counters


def test_1_group_categories() -> None:
    by_category: dict[str, list[str]] = {}
    for x in TYPES:
        if x.kind == "group":
            by_category.setdefault(x.category, []).append(x.name)
    assert by_category == {"alien": ALIENS, "corporation": CORPORATIONS,
                           "society": SOCIETIES, "delusion": ["Delusions"]}


def test_1_goal_a_c_marks() -> None:
    marks = {x.name: (x.alien_ok, x.corporation_ok) for x in TYPES if x.kind == "goal"}
    assert marks == GOAL_MARKS


def test_1_methods_minus_and_ordinary() -> None:
    minus = [x.name for x in TYPES if x.kind == "method" and x.minus]
    ordinary = [x.name for x in TYPES if x.kind == "method" and not x.minus]
    assert sorted(minus) == sorted(MINUS_METHODS)
    assert sorted(ordinary) == sorted(ORDINARY_METHODS) and len(ordinary) == 35
    assert not any(x.minus for x in TYPES if x.kind != "method")


def test_1_subculture_is_a_renamable_society() -> None:
    assert [x.index for x in TYPES if x.renamable] == [SUBCULTURE]
    sub = TYPES[SUBCULTURE]
    assert (sub.id, sub.kind, sub.category, sub.name) == ("subculture", "group", "society",
                                                          "Board Gamers")
    assert type_name(SUBCULTURE) == "Board Gamers"
    assert type_name(SUBCULTURE, "Wargamers") == "Wargamers"
    assert type_name(t("masons"), "Wargamers") == "Masons"  # only the subculture renames
    # The id never changes: actions and saves still name it `subculture`.
    game = Game.new(GameConfig(players=2, subculture="Wargamers"), 1)
    assert game.observe(0).subculture == "Wargamers"
    game.apply(from_text("pick subculture"))
    assert game.state.plots[0] == [SUBCULTURE]
    assert to_text(Pick(SUBCULTURE)) == "pick subculture"
    assert Game.loads(game.dumps()).state.config.subculture == "Wargamers"


def test_1_matching_is_by_type() -> None:
    """Either copy of a type names it: the accuser's copy exposes the other in a Plot."""
    game = scenario([["masons", "blackmail", "monopoly"], ["hippies", "cults", "world_peace"]],
                    accusations=[[["hippies", "cults", "world_peace"]]])
    game.apply(Accuse(0))
    assert game.state.exposed[1] == [True, True, True]


# ---------------------------------------------------------------- §2 zones, visibility

def three_players(phase: str = PARANOID) -> Game:
    return scenario(
        [["grays", "coffee", "assassination", "world_peace"],
         ["masons", "blackmail", "bribery", "monopoly"],
         ["hippies", "templars", "cults", "cloning", "total_surveillance"]],
        exposed=[(), ["blackmail"], ()],
        enemy=[["fundies", "hypnosis"], ["lobbying"], ["propaganda", "pop_music", "cults"]],
        paranoid=[["communists"], ["numerology", "think_tanks"], []],
        accusations=[[["movie_stars", "cloning"]], [], [["new_agers"], ["obscene_profits"]]],
        sanity=[30, 20, 10], score=[0, 4, 1],
        pool=["weather_control", "spy_satellites", "subgenii"], phase=phase,
    )


def test_2_observation_visibility() -> None:
    game = three_players()
    me, public, other = game.observe(0), game.observe(None), game.observe(1)
    assert me.plot == ts(["grays", "coffee", "assassination", "world_peace"])
    assert me.enemy == sorted(ts(["fundies", "hypnosis"]))
    assert me.paranoid == [t("communists")]
    assert me.accusations == [ts(["movie_stars", "cloning"])]
    # Public facts about every player: Sanity, score, counts, exposed identities.
    for obs in (me, public, other):
        assert [v.sanity for v in obs.players] == [30, 20, 10]
        assert [v.score for v in obs.players] == [0, 4, 1]
        assert [v.concealed for v in obs.players] == [4, 3, 5]
        assert [v.plot_size for v in obs.players] == [4, 4, 5]
        assert [v.exposed_types for v in obs.players] == [[], [t("blackmail")], []]
        assert [v.enemy_count for v in obs.players] == [2, 1, 3]
        assert [v.paranoid_count for v in obs.players] == [1, 2, 0]
        assert [v.accusation_sizes for v in obs.players] == [[2], [], [1, 1]]
        assert obs.pool_count == 3 and obs.removed_count == 160 - 3 - 26
    # Nobody sees another player's private zones; the public view sees none.
    assert other.plot == ts(["masons", "blackmail", "bribery", "monopoly"])
    assert other.enemy == [t("lobbying")]
    assert other.accusations == [] and public.plot == public.enemy == public.paranoid == []
    assert public.accusations == [] and public.all_plots is None and other.all_plots is None


def test_2_pool_and_enemy_draws_tell_only_the_drawer() -> None:
    game = three_players()
    events = game.apply(Draw())  # Paranoid draw, waits to be stowed
    drawn = next(e for e in events if e.kind == "drawn")
    assert drawn.view(None) == {"kind": "drawn", "player": 0, "zone": "hand"}
    assert drawn.view(1) == drawn.view(None)
    assert drawn.view(0)["type"] in ts(["weather_control", "spy_satellites", "subgenii"])
    assert game.observe(0).pending == drawn.view(0)["type"] and game.observe(1).pending == -1


def test_2_give_seen_by_all_counter_only_by_giver_and_receiver() -> None:
    game = three_players(ENEMY)
    events = game.apply(Give(t("fundies"), 1))
    given = of_kind(events, "given")
    assert given == [{"kind": "given", "player": 0, "to": 1}]
    assert of_kind(events, "given", 0)[0]["type"] == t("fundies")
    assert of_kind(events, "given", 1)[0]["type"] == t("fundies")
    assert "type" not in of_kind(events, "given", 2)[0]
    for viewer in (None, 0, 1, 2):
        assert game.observe(viewer).gifts_public == [[1, 0, 1]]
    assert game.observe(1).gifts_known == [[1, 0, 1, t("fundies")]]
    assert game.observe(0).gifts_known == [[1, 0, 1, t("fundies")]]
    assert game.observe(2).gifts_known == []


def test_2_accusation_is_spoken_aloud_and_laid_aside_face_up() -> None:
    game = scenario([["masons", "blackmail", "monopoly"], ["hippies", "cults", "world_peace"]],
                    accusations=[[["hippies", "coffee", "monopoly"]]])
    events = game.apply(Accuse(0))
    assert of_kind(events, "accused") == [
        {"kind": "accused", "player": 0, "types": ts(["hippies", "coffee", "monopoly"])}]
    made = game.observe(None).laid_aside
    assert made == [{"by": 0, "turn": 1, "types": ts(["hippies", "coffee", "monopoly"]),
                     "exposed": [[0, t("monopoly")], [1, t("hippies")]]}]
    assert game.observe(1).laid_aside == made
    assert check_invariants(game.state) == []  # laid-aside counters still counted


def test_2_plot_building_is_private() -> None:
    """Open building (§3.3 setting); blind building: test_spec_3_blind_building.py."""
    game = Game.new(GameConfig(players=3, options=Options(plot_building="open")), 5)
    events = game.apply(Pick(t("masons")))
    assert of_kind(events, "plot_pick") == [{"kind": "plot_pick", "player": 0}]
    assert of_kind(events, "plot_pick", 0)[0]["type"] == t("masons")
    assert game.observe(1).players[0].plot_size == 0  # nobody sees a Plot being built
    build = [["blackmail", "monopoly"], ["hippies", "cults", "world_peace"]]
    for x in build[0]:
        game.apply(Pick(t(x)))
    events = game.apply(Finish())
    assert of_kind(events, "plot_built") == [{"kind": "plot_built", "player": 0, "size": 3}]
    assert game.observe(2).players[0].plot_size == 3  # its size is public once built


def test_2_invariant_160_counters_in_every_zone() -> None:
    game = three_players()
    assert check_invariants(game.state) == []
    for action in ("draw", "stow reserve", "place communists 0", "place fundies new"):
        if action == "place fundies new":  # fundies is in the Enemy Reserve: refused
            assert_illegal(game, from_text(action), "§5")
        else:
            game.apply(action)
        assert check_invariants(game.state) == []
    broken = three_players()
    broken.state.pool.pop()
    assert any("accounted" in p for p in check_invariants(broken.state))


# ---------------------------------------------------------------- §3 setup

@pytest.mark.parametrize("players", [1, 7])
def test_3_two_to_six_players(players: int) -> None:
    with pytest.raises(ValueError, match="§3"):
        GameConfig(players=players)


def test_3_starting_sanity_35_and_seat_order() -> None:
    game = Game.new(GameConfig(players=3), 0)
    assert game.state.phase == PLOT and game.current_player == 0
    assert game.state.sanity == [35, 35, 35]
    assert game.legal_actions(1) == []  # builders go one at a time in seat order
    with pytest.raises(Exception, match="§4"):
        game.apply(Pick(t("masons")), player=1)
    build_plots(game, [["masons", "blackmail", "monopoly"]])
    assert game.current_player == 1


def test_3_plot_shape() -> None:
    ok = Options()
    assert plot_problem(ts(["masons", "coffee", "monopoly"]), ok) is None  # 3 counters
    seven = ts(["masons", "hippies", "coffee", "cults", "cloning", "hypnosis", "monopoly"])
    assert plot_problem(seven, ok) is None
    bad = [
        ["coffee", "monopoly"],  # no Group
        ["masons", "hippies", "fundies", "coffee", "monopoly"],  # 3 Groups
        ["masons", "monopoly"],  # no Method
        ["masons", "coffee", "cults", "cloning", "hypnosis", "lobbying", "monopoly"],  # 5
        ["masons", "coffee"],  # no Goal
        ["masons", "coffee", "monopoly", "world_peace"],  # 2 Goals
        ["masons", "masons", "coffee", "monopoly"],  # a type twice
    ]
    for plot in bad:
        assert plot_problem(ts(plot), ok) is not None and "§3" in plot_problem(ts(plot), ok)


def test_3_plot_builder_offers_only_what_fits() -> None:
    game = Game.new(GameConfig(players=2), 0)
    for x in ["masons", "hippies", "monopoly", "coffee", "cults", "cloning", "hypnosis"]:
        assert Pick(t(x)) in game.legal_actions()
        game.apply(Pick(t(x)))
    # Full: 2 Groups, 4 Methods, 1 Goal — nothing else fits.
    assert game.legal_actions() == [Finish()]
    assert_illegal(game, Pick(t("fundies")), "§3")
    assert_illegal(game, Pick(t("lobbying")), "§3")
    assert_illegal(game, Pick(t("world_peace")), "§3")


def test_3_unfinished_plot_cannot_finish() -> None:
    game = Game.new(GameConfig(players=2), 0)
    game.apply(Pick(t("masons")))
    game.apply(Pick(t("coffee")))
    assert Finish() not in game.legal_actions()
    assert_illegal(game, Finish(), "§3")
    assert_illegal(game, Pick(t("masons")), "§3")  # a Plot holds different types


def test_3_type_in_only_one_plot() -> None:
    """Open building (§3.3 setting): taken types are shown as unavailable."""
    game = Game.new(GameConfig(players=3, options=Options(plot_building="open")), 0)
    build_plots(game, [["masons", "coffee", "monopoly"]])
    legal = game.legal_actions()
    for x in ("masons", "coffee", "monopoly"):
        assert Pick(t(x)) not in legal
        assert_illegal(game, Pick(t(x)), "§3")
    assert Pick(t("hippies")) in legal
    assert game.observe(1).seen_taken == sorted(ts(["masons", "coffee", "monopoly"]))
    build_plots_from(game, 1, ["hippies", "cults", "world_peace"])
    assert game.observe(2).seen_taken == sorted(
        ts(["masons", "coffee", "monopoly", "hippies", "cults", "world_peace"]))
    assert Pick(t("cults")) not in game.legal_actions()


def build_plots_from(game: Game, player: int, plot: list[str]) -> None:
    for x in plot:
        game.apply(Pick(t(x)), player=player)
    game.apply(Finish(), player=player)


def test_3_pool_then_enemy_reserves_filled_to_plot_size() -> None:
    game = Game.new(GameConfig(players=3), 11)
    plots = [["masons", "coffee", "monopoly"],
             ["hippies", "fundies", "cults", "cloning", "hypnosis", "lobbying", "world_peace"],
             ["grays", "bribery", "blackmail", "total_surveillance"]]
    events = build_plots(game, plots)
    s = game.state
    assert [len(e) for e in s.enemy] == [3, 7, 4]  # as many as unexposed Plot counters
    assert s.paranoid == [[], [], []] and s.removed == []
    assert len(s.pool) == 160 - 14 - 14
    assert of_kind(events, "setup_done") == [
        {"kind": "setup_done", "pool": 132, "removed": 0}]
    assert [v["player"] for v in of_kind(events, "drawn")] == [0] * 3 + [1] * 7 + [2] * 4
    assert {v["zone"] for v in of_kind(events, "drawn")} == {"enemy"}
    assert s.phase == PARANOID and s.turn == 1
    assert check_invariants(s) == []


def test_3_first_turn_order_from_plot_sizes() -> None:
    """After setup the first turn begins with the smallest Plot (§4)."""
    game = Game.new(GameConfig(players=3), 4)
    build_plots(game, [["masons", "hippies", "coffee", "cults", "monopoly"],
                       ["grays", "bribery", "world_peace"],
                       ["fundies", "blackmail", "lobbying", "total_surveillance"]])
    assert game.state.order == [1, 2, 0] and game.current_player == 1
    assert set(game.legal_actions()) >= {Draw(), Pass()}
