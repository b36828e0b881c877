"""Seat fairness of Paranoid Delusions (spec §3.2–§3.3): each seat's win share when every
seat holds the same bot level, blind Plot building against the former open building.

    python benchmarks/seat_fairness.py [--players 2,3,4,5,6] [--levels medium,hard]
        [--modes blind,open] [--games 800] [--open-games N] [--seed 1] [--workers 2]
        [--json] [--out rows.jsonl]

Every game is a fresh seeded deal with the same level in every seat (no rotation: the
seat is what is measured). A win shared by k players counts 1/k for each. For every
seat: win share over the games and its 95% Wilson interval. Target (blind building):
every seat within par ± 5 points (par = 1 / players; 4 players: 20–30%). `--out`
appends each finished line as one JSON object, so a long run can be split and resumed
line by line (`--players 6 --levels hard`, …).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.arena import play_one, wilson  # noqa: E402

GAME = "paranoid-delusions"
TOLERANCE = 0.05  # ± 5 points around par


def measure(players: int, level: str, mode: str, games: int, seed: int,
            workers: int) -> dict[str, Any]:
    """`games` deals of `players` × `level` with `plot_building: mode`; per-seat shares."""
    options = {"plot_building": mode}
    jobs = [(GAME, [level] * players, seed * 1_000_003 + d, 0, options) for d in range(games)]
    start = time.perf_counter()
    if workers > 1:
        with multiprocessing.get_context("fork").Pool(workers) as pool:
            results = list(pool.imap_unordered(play_one, jobs, chunksize=2))
    else:
        results = [play_one(job) for job in jobs]
    wall = time.perf_counter() - start
    done = [r for r in results if not r["crash"]]
    n = len(done)
    par = 1.0 / players
    seats = []
    for p in range(players):
        share = sum(r["credits"][p] for r in done) / n if n else 0.0
        lo, hi = wilson(share, n)
        seats.append({"seat": p + 1, "win_share": round(share, 4), "ci_low": round(lo, 4),
                      "ci_high": round(hi, 4)})
    deviation = max((abs(s["win_share"] - par) for s in seats), default=0.0)
    return {
        "players": players, "level": level, "plot_building": mode, "games": n,
        "par": round(par, 4), "seats": seats, "max_deviation": round(deviation, 4),
        "within_5_points": deviation <= TOLERANCE,
        "crashes": len(results) - n, "illegal_actions": sum(r["illegal"] for r in results),
        "fallbacks": sum(r["fallbacks"] for r in results),
        "actions_mean": round(sum(r["actions"] for r in done) / max(1, n), 1),
        "wall_seconds": round(wall, 1), "seed": seed, "workers": workers, "commit": commit(),
        "command": f"python benchmarks/seat_fairness.py --players {players} --levels {level} "
                   f"--modes {mode} --games {games} --seed {seed} --workers {workers}",
    }


def commit() -> str:
    """The last commit that changed the game or its bots, so a stored line says which
    bots it measured."""
    try:
        out = subprocess.run(["git", "log", "-1", "--format=%h", "--", "game/paranoid",
                              "game/core"], capture_output=True,
                             text=True, cwd=Path(__file__).resolve().parents[1], check=True)
        return out.stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def line(row: dict[str, Any]) -> str:
    seats = "  ".join(f"{s['win_share']:5.1%} [{s['ci_low']:.1%}–{s['ci_high']:.1%}]"
                      for s in row["seats"])
    verdict = ("met" if row["within_5_points"] else "MISSED") \
        if row["plot_building"] == "blind" else "(comparison)"
    return (f"{row['players']}p {row['level']:6} {row['plot_building']:5} {row['games']:5} "
            f"par {row['par']:5.1%}  {seats}  max dev {row['max_deviation']:.1%} {verdict}"
            f"  ({row['wall_seconds']} s)")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--players", default="2,3,4,5,6", help="player counts, e.g. 2,4,6")
    ap.add_argument("--levels", default="medium,hard", help="bot levels, e.g. medium")
    ap.add_argument("--modes", default="blind,open", help="plot_building modes")
    ap.add_argument("--games", type=int, default=800, help="games per line (blind)")
    ap.add_argument("--open-games", type=int, default=None,
                    help="games per open-building line (default: --games)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workers", type=int, default=2, help="processes (one per core)")
    ap.add_argument("--json", action="store_true", help="print one JSON object at the end")
    ap.add_argument("--out", default=None, help="append each line as JSON to this file")
    args = ap.parse_args(argv)
    rows = []
    for level in args.levels.split(","):
        for players in (int(x) for x in args.players.split(",")):
            for mode in args.modes.split(","):
                games = args.games if mode == "blind" or args.open_games is None \
                    else args.open_games
                row = measure(players, level, mode, games, args.seed, args.workers)
                rows.append(row)
                if args.out:
                    with open(args.out, "a", encoding="utf-8") as f:
                        f.write(json.dumps(row) + "\n")
                if not args.json:
                    print(line(row), flush=True)
    blind = [r for r in rows if r["plot_building"] == "blind"]
    ok = all(r["within_5_points"] for r in blind)
    if args.json:
        print(json.dumps({"rows": rows, "all_blind_within_5_points": ok}, indent=1))
    else:
        print("blind building: every seat within par ± 5 points:", "met" if ok else "MISSED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
