"""The coach's hints (issue 33): time per hint, how often the words quote a number of the
position, and the hint-follower line (a seat that always takes the hint against hard's
record on the same deals), for every registered game that offers hints.

    nice -n 10 python benchmarks/hints.py [positions] [deals] [games...]

positions: hints timed per game (default 200), at positions reached by medium play;
deals: tournament deals per line (default 12; every deal in every seat rotation), each
line [hint or hard] + medium for the other seats, same seed, so the two lines play the
same deals. One JSON object per game; with Paranoid Delusions, one more for the coach's
whole Plot in its Plot builder (`plot_hint`, timed at each seat's first pick).
"""

from __future__ import annotations

import json
import sys
import time
from typing import Any

from game import arena
from game.core import registry
from game.core.hints import HINT_LEVEL, Hint, hint_for, hint_seed

SEED = 2026


def positions(game_id: str, count: int) -> list[tuple[Any, int, int]]:
    """(game, seat, hint seed) at positions of medium play with a real choice."""
    info = registry.get(game_id)
    plugin = registry.plugin(game_id)
    players = max(info.min_players, min(4, info.max_players))
    out: list[tuple[Any, int, int]] = []
    match = 0
    while len(out) < count and match < 50:
        match += 1
        names = [f"P{i}" for i in range(players)]
        config = plugin.make_config(["medium"] * players, names, {})
        game = plugin.Game.new(config, match)
        bots = [plugin.make_bot("medium", p, match * 31 + p) for p in range(players)]
        step = 0
        quota = len(out) + max(1, count // 6)  # a few matches, from start to end
        while not game.is_over and len(out) < min(count, quota) and step < 3000:
            p = game.waiting_for[0]
            legal = game.legal_actions(p)
            if len(legal) > 1 and step % 4 == 0:
                out.append((game.clone(), p, hint_seed(match, p, len(game.record))))
            game.apply(bots[p].choose(game.observe(p), legal), p)
            step += 1
    return out


def quotes_the_position(hint: Hint) -> bool:
    """The words name at least one number the bot computed, and every number listed."""
    said = " ".join(hint.why)
    return bool(hint.numbers) and all(f"{n:g}" in said for n in hint.numbers)


def percentile(xs: list[float], q: float) -> float:
    return arena.percentile(sorted(xs), q)


def measure(game_id: str, count: int, deals: int) -> dict[str, Any]:
    plugin = registry.plugin(game_id)
    fn = hint_for(plugin)
    assert fn is not None
    wall: list[float] = []
    cpu: list[float] = []
    quoted = 0
    lines: set[tuple[str, ...]] = set()
    spots = positions(game_id, count)
    for game, p, seed in spots:
        obs, legal = game.observe(p), game.legal_actions(p)
        w0, c0 = time.perf_counter(), time.thread_time()
        hint = fn(obs, legal, p, seed)
        cpu.append((time.thread_time() - c0) * 1000)
        wall.append((time.perf_counter() - w0) * 1000)
        quoted += quotes_the_position(hint)
        lines.add(hint.why)
    out: dict[str, Any] = {
        "game": game_id, "hints": len(spots),
        "ms_p50": round(percentile(wall, 0.5), 1), "ms_p95": round(percentile(wall, 0.95), 1),
        "cpu_ms_p50": round(percentile(cpu, 0.5), 1),
        "cpu_ms_p95": round(percentile(cpu, 0.95), 1),
        "ms_max": round(max(wall), 1),
        "names_a_number": round(quoted / max(1, len(spots)), 3),
        "distinct_words": round(len(lines) / max(1, len(spots)), 3),
    }
    if deals > 0:
        info = registry.get(game_id)
        players = max(info.min_players, min(4, info.max_players))
        for lead in (HINT_LEVEL, "hard"):
            lineup = [lead] + ["medium"] * (players - 1)
            r = arena.tournament(game_id, lineup, deals * players, SEED)
            share = r["levels"][lead]
            out[lead] = {"win_share": share["win_share"], "ci": [share["ci_low"],
                                                                 share["ci_high"]],
                         "games": share["games"], "illegal": r["illegal_actions"],
                         "crashes": r["crashes"]}
    return out


def plot_builder(count: int) -> dict[str, Any]:
    """Paranoid's Plot builder asks for the coach's whole Plot (game/paranoid/hints.py
    `plot_hint`): timed at the first pick of each seat, over `count` new games."""
    from game.paranoid.hints import plot_hint

    plugin = registry.plugin("paranoid-delusions")
    wall: list[float] = []
    quoted = 0
    for match in range(count):
        players = 3 + match % 4
        config = plugin.make_config(["medium"] * players, [f"P{i}" for i in range(players)],
                                    {})
        game = plugin.Game.new(config, match)
        p = game.waiting_for[0]
        obs, legal = game.observe(p), game.legal_actions(p)
        w0 = time.perf_counter()
        hint = plot_hint(obs, legal, p, hint_seed(match, p, len(game.record)))
        wall.append((time.perf_counter() - w0) * 1000)
        quoted += quotes_the_position(hint)
    return {"game": "paranoid-delusions (Plot builder: the whole Plot)", "hints": count,
            "ms_p50": round(percentile(wall, 0.5), 1), "ms_p95": round(percentile(wall, 0.95), 1),
            "ms_max": round(max(wall), 1), "names_a_number": round(quoted / max(1, count), 3)}


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    deals = int(sys.argv[2]) if len(sys.argv) > 2 else 12
    wanted = sys.argv[3:] or [g.id for g in registry.games()]
    for game_id in wanted:
        if hint_for(registry.plugin(game_id)) is None:
            print(json.dumps({"game": game_id, "hints": "none yet"}), flush=True)
            continue
        print(json.dumps(measure(game_id, count, deals)), flush=True)
        if game_id == "paranoid-delusions":
            print(json.dumps(plot_builder(count)), flush=True)


if __name__ == "__main__":
    main()
