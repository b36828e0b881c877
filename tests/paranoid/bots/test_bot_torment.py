"""Whom a thinking bot's Enemy torments (`tactics.strike_target`) and when (§6, §8)."""

from __future__ import annotations

from dataclasses import replace

from game.paranoid import Game, GameConfig, Observation, Options, Pass, Strike
from game.paranoid.bots import make_bot
from game.paranoid.bots.medium import MEDIUM_STYLE
from game.paranoid.bots.tactics import enemy_choice, strike_target


def table(seed: int = 5) -> Observation:
    """Player 0's observation at the start of some turn's Paranoid phase of a bot game."""
    game = Game.new(GameConfig(players=4, options=Options.parse("")), seed)
    bots = [make_bot("medium", p, seed + p) for p in range(4)]
    while game.state.phase != "paranoid" or game.current_player != 0:
        p = game.current_player
        game.apply(bots[p].choose(game.observe(p), game.legal_actions()))
    return game.observe(0)


def with_players(obs: Observation, turn: int, **per_seat: tuple[int, int, int]) -> Observation:
    """Seats given as p1=(sanity, concealed, score) …; the viewer is seat 0."""
    players = list(obs.players)
    for name, (sanity, concealed, score) in per_seat.items():
        j = int(name[1:])
        players[j] = replace(players[j], sanity=sanity, concealed=concealed, score=score)
    return replace(obs, players=players, turn=turn)


STRIKES = [Pass(), Strike(0), Strike(1), Strike(2), Strike(3)]


def test_torments_the_rival_closest_to_winning_not_the_weakest() -> None:
    obs = with_players(table(), 4, p1=(5, 7, 0), p2=(30, 6, 9), p3=(20, 7, 3))
    # p1 has the lowest Sanity but p3 stands as well and has exposed more.
    assert strike_target(obs, STRIKES) == Strike(3)


def test_finishing_blow_comes_first() -> None:
    obs = with_players(table(), 4, p1=(30, 7, 5), p2=(1, 3, 0), p3=(20, 6, 0))
    assert strike_target(obs, STRIKES) == Strike(2)


def test_level_rivals_are_taken_in_turn() -> None:
    base = table()
    targets = set()
    for turn in range(1, 7):
        obs = with_players(base, turn, p1=(3, 7, 2), p2=(30, 7, 2), p3=(20, 7, 2))
        targets.add(strike_target(obs, STRIKES))
    assert targets == {Strike(1), Strike(2), Strike(3)}


def test_own_paranoid_only_without_a_rival() -> None:
    obs = with_players(table(), 4, p1=(0, 7, 0))
    assert strike_target(obs, [Pass(), Strike(0)]) == Strike(0)
    assert strike_target(obs, [Pass()]) is None


def test_a_bot_torments_only_while_strictly_ahead() -> None:
    base = replace(table(), phase="enemy", taken=0, must_give=[])
    mine = base.players[0].concealed
    legal = [*STRIKES]
    tied = with_players(base, 9, p1=(20, mine, 0), p2=(20, mine - 1, 0), p3=(20, mine, 0))
    assert not isinstance(enemy_choice(tied, legal, MEDIUM_STYLE), Strike)
    dry = replace(tied, pool_count=0)
    assert not isinstance(enemy_choice(dry, legal, MEDIUM_STYLE), Strike)
    eager = replace(MEDIUM_STYLE, strike_tied=True)
    assert isinstance(enemy_choice(tied, legal, eager), Strike)
    ahead = with_players(base, 2, p1=(20, mine - 1, 0), p2=(20, mine - 2, 0),
                         p3=(20, mine - 1, 0))
    assert isinstance(enemy_choice(ahead, legal, MEDIUM_STYLE), Strike)
