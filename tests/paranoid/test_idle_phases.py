"""Idle phases (issue 22, docs/rules.md "Idle phases"): once the Pool is empty, a phase
in which nothing the player can do changes the game is recognised from the player's own
observation, so the table can end it for them instead of asking."""

from __future__ import annotations

import random

from scenario import scenario, t, ts

from game.paranoid import Game, GameConfig, Options
from game.paranoid.accusations import is_complete
from game.paranoid.bots import make_bot
from game.paranoid.idle import (
    can_still_accuse,
    idle_enemy_phase,
    idle_paranoid_phase,
    nothing_can_change,
    pass_for_me_offered,
    what_w_watches,
)
from game.paranoid.state import ENEMY

PLOTS = [["masons", "coffee", "monopoly"], ["grays", "cloning", "world_peace"],
         ["hippies", "hypnosis", "global_warming"]]


def test_only_methods_held_with_an_empty_pool_is_idle() -> None:
    game = scenario(PLOTS, paranoid=[["blackmail", "bribery", "cults"]], pool=[])
    obs = game.observe(0)
    assert not can_still_accuse(obs)  # no Group, no Goal: no Accusation can ever be made
    assert idle_paranoid_phase(obs) and nothing_can_change(obs) and pass_for_me_offered(obs)
    assert len(game.legal_actions()) > 1  # moving counters is still legal: W was not offered


def test_a_possible_accusation_naming_a_live_type_is_not_idle() -> None:
    # The twins of the Grays and Cloning stand face down in seat 1's Plot.
    game = scenario(PLOTS, paranoid=[["grays", "cloning", "total_surveillance"]], pool=[])
    obs = game.observe(0)
    assert can_still_accuse(obs) and not nothing_can_change(obs)
    assert pass_for_me_offered(obs)  # still, the Pool is empty: W is offered


def test_a_draw_left_is_not_idle() -> None:
    game = scenario(PLOTS, paranoid=[["blackmail"]], pool=["bribery"])
    assert not nothing_can_change(game.observe(0)) and not pass_for_me_offered(game.observe(0))


def test_dead_types_cannot_expose_anything() -> None:
    """Both copies of every type held are in sight (held, laid aside): an Accusation of
    them exposes nothing, so the phase is idle even with a complete set."""
    laid = [{"by": 1, "turn": 1, "types": ts(["templars", "pop_music", "undue_influence"]),
             "exposed": []}]
    game = scenario(PLOTS, paranoid=[["templars", "pop_music", "undue_influence"]],
                    laid_aside=laid, pool=[])
    assert idle_paranoid_phase(game.observe(0))
    # §9.11: with Aliens a face-up Plot counter may turn face down again; laid-aside and
    # held copies still rule a type out.
    game = scenario(PLOTS, paranoid=[["templars", "pop_music", "undue_influence"]],
                    laid_aside=laid, pool=[], options=Options(aliens=True))
    assert idle_paranoid_phase(game.observe(0))


def test_a_type_lost_in_a_clash_is_in_no_plot() -> None:
    game = scenario(PLOTS, paranoid=[["templars", "pop_music", "undue_influence"]], pool=[])
    assert not idle_paranoid_phase(game.observe(0))  # their twins could be anywhere
    for lost in ("templars", "pop_music", "undue_influence"):
        game.state.clashes[0].append([t(lost), t("coffee")])
    assert idle_paranoid_phase(game.observe(0))  # §3.3: each stands in no Plot


def test_delusions_at_stake_is_never_idle() -> None:
    plots = [["delusions", "coffee", "monopoly"], *PLOTS[1:]]
    game = scenario(plots, paranoid=[["blackmail"]], pool=[], options=Options(delusions=True))
    assert not nothing_can_change(game.observe(0))


def test_enemy_phase_idle_only_when_nobody_can_accuse() -> None:
    game = scenario(PLOTS, phase=ENEMY, paranoid=[["blackmail"], ["cults", "bribery"]],
                    pool=[])
    obs = game.observe(0)
    assert idle_enemy_phase(obs) and nothing_can_change(obs)
    # Seat 2 holds three counters: it might still accuse, so a Strike may matter.
    game = scenario(PLOTS, phase=ENEMY, paranoid=[["blackmail"], [],
                                                  ["cults", "bribery", "masons"]], pool=[])
    obs = game.observe(0)
    assert not nothing_can_change(obs) and pass_for_me_offered(obs)
    # ... unless seat 2 is insane (§7).
    game = scenario(PLOTS, phase=ENEMY, paranoid=[["blackmail"], [],
                                                  ["cults", "bribery", "masons"]], pool=[],
                    sanity=[10, 10, 0])
    assert nothing_can_change(game.observe(0))
    # A counter in some Enemy Reserve can still be given to a Paranoid.
    game = scenario(PLOTS, phase=ENEMY, enemy=[[], ["blackmail"]], pool=[])
    assert not nothing_can_change(game.observe(0))


def test_what_w_watches_changes_when_a_counter_arrives() -> None:
    game = scenario(PLOTS, paranoid=[["blackmail"]], pool=[])
    before = what_w_watches(game.observe(0))
    game.state.paranoid[0].append(game.state.paranoid[0].pop())
    assert what_w_watches(game.observe(0)) == before
    game.state.enemy[1].append(game.state.paranoid[0].pop())
    assert what_w_watches(game.observe(0)) != before


def _exposing_accusation_exists(game: Game, p: int) -> bool:
    """From the whole state: could p's held counters form a complete Accusation naming
    a type that stands face down in some Plot?"""
    s = game.state
    held = {*s.paranoid[p], *(x for acc in s.accusations[p] for x in acc)}
    face_down = {x for q in range(s.n) for x, e in zip(s.plots[q], s.exposed[q]) if not e}
    groups, methods, goals = ([x for x in held if kind(x)] for kind in _KINDS)
    for live in held & face_down:
        for g in groups or [None]:
            for m in methods or [None]:
                for o in goals or [None]:
                    acc = {live, g, m, o} - {None}
                    if len(acc) <= 4 and is_complete(sorted(acc)):  # type: ignore[arg-type]
                        return True
    return False


def _kinds() -> tuple:
    from game.paranoid.catalogue import IS_GOAL, IS_GROUP, IS_METHOD
    return (IS_GROUP.__getitem__, IS_METHOD.__getitem__, IS_GOAL.__getitem__)


_KINDS = _kinds()


def test_idle_is_sound_in_bot_games() -> None:
    """Whenever a phase is judged idle, the whole state agrees: no Accusation the player
    could make from what they hold would expose anything (and no Draw is left)."""
    idle = 0
    for seed in range(6):
        players = 2 + seed % 3
        game = Game.new(GameConfig(players=players), seed)
        bots = [make_bot("easy", p, seed + p) for p in range(players)]
        rnd = random.Random(seed)
        while not game.is_over:
            p = game.current_player
            obs = game.observe(p)
            if idle_paranoid_phase(obs):
                idle += 1
                assert not game.state.pool and not _exposing_accusation_exists(game, p)
            legal = game.legal_actions()
            action = bots[p].choose(obs, legal) if rnd.random() < 0.9 else rnd.choice(legal)
            game.apply(action, p)
    assert idle > 0, "no idle phase occurred: the check would be vacuous"
