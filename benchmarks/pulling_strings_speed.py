"""Pulling Strings engine speed: random play (actions/s, 4 players, one core) and the
listing of a turn's legal attacks on a full board (every group in a web). CPU time, but
a shared machine still slows it: compare runs made at the same time.

    python benchmarks/pulling_strings_speed.py [GAMES]

"A turn's legal attacks" = the action step's list (attackers, transfers, moves, drops,
specials) plus, for every attacker, the list of its (target, kind) pairs: everything a
player can declare this turn.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.pulling_strings.actions import Attack  # noqa: E402
from game.pulling_strings.game import Game  # noqa: E402
from game.pulling_strings.plugin import make_config  # noqa: E402
from game.pulling_strings.rules import legal_actions  # noqa: E402
from game.pulling_strings.web import anchors  # noqa: E402


def random_play(games: int = 200, players: int = 4) -> tuple[float, int]:
    actions, start = 0, time.process_time()
    for seed in range(games):
        g = Game.new(make_config(["random"] * players, [str(i) for i in range(players)], {}),
                     seed)
        rng = random.Random(seed)
        while not g.is_over:
            p = g.waiting_for[0]
            legal = g.legal_actions(p)
            g.apply(legal[rng.randrange(len(legal))], p)
            actions += 1
    return actions / (time.process_time() - start), actions


def full_board(players: int = 6, seed: int = 3) -> Game:
    """Every group of the deck hung on a random free arrow of a random web."""
    g = Game.new(make_config(["random"] * players, [str(i) for i in range(players)], {}),
                 seed)
    s = g.state
    rng = random.Random(seed)
    for card in list(s.deck) + list(s.row):
        if card >= 64:
            continue
        for p in rng.sample(range(players), players):
            spots = anchors(s, p)
            if spots:
                (s.deck if card in s.deck else s.row).remove(card)
                s.owner[card], s.master[card] = p, rng.choice(spots)
                break
    s.cash = [40] * players
    s.treasury = [rng.randrange(6) if s.owner[x] >= 0 else 0 for x in range(64)]
    return g


def turn_listing(reps: int = 300) -> tuple[float, float, int, int]:
    """(ms per turn's listing: mean, worst rep), actions listed, groups in webs."""
    g = full_board()
    s = g.state
    p = s.active
    times = []
    listed = 0
    for _ in range(reps):
        t0 = time.process_time()
        first = legal_actions(s, p)
        listed = len(first)
        for a in first:
            if isinstance(a, Attack):
                s.phase, s.attack = "aim", {"attacker": a.node}
                listed += len(legal_actions(s, p))
        s.phase, s.attack = "action", None
        times.append(time.process_time() - t0)
    groups = sum(1 for o in s.owner if o >= 0)
    return 1000 * sum(times) / reps, 1000 * max(times), listed, groups


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    rate, actions = random_play(games)
    print(f"random play, 4 players: {rate:,.0f} actions/s ({actions} actions, {games} games)")
    mean, worst, listed, groups = turn_listing()
    print(f"a turn's legal attacks on a full board ({groups} groups in 6 webs): "
          f"{mean:.2f} ms mean, {worst:.2f} ms worst ({listed} actions listed)")


if __name__ == "__main__":
    main()
