"""Bot strength and robustness benchmark (issue 3). Prints the figures; rerunnable.

    python benchmarks/bot_strength.py [--deals 100] [--seed 1] [--workers 2]
        [--only strength|robustness] [--robust-games 2000] [--json]

Strength: five 4-player tournaments (`game.tournament`, every deal in every seat
rotation) against the issue's targets. Robustness: bot games across 2–6 players and
option combinations, counting illegal actions, policy fall-backs and crashes.
"""

from __future__ import annotations

import argparse
import itertools
import json
import multiprocessing
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.tournament import play_one, run  # noqa: E402

# (bots, level measured, target description, check)
STRENGTH = [
    ("medium,random,random,random", "medium", "win share >= 70%",
     lambda r: r["win_share"] >= 0.70),
    ("hard,random,random,random", "hard", "win share >= 80%",
     lambda r: r["win_share"] >= 0.80),
    ("easy,random,random,random", "easy", "win share >= 40%",
     lambda r: r["win_share"] >= 0.40),
    ("hard,medium,medium,medium", "hard", "win share >= 35%, CI low > 25%",
     lambda r: r["win_share"] >= 0.35 and r["ci_low"] > 0.25),
    ("easy,medium,medium,medium", "easy", "win share <= 20%",
     lambda r: r["win_share"] <= 0.20),
]
TIME_TARGETS = {"easy": (10.0, None), "medium": (100.0, None), "hard": (1000.0, 1500.0)}
OPTION_SETS = ["", "all", "aliens", "corporations", "delusions", "trade,fewer:2",
               "aliens,corporations,sanity:20", "delusions,fewer:1,sanity:15"]
LEVELS = ["random", "easy", "medium", "hard"]


def strength(deals: int, seed: int, workers: int) -> list[dict[str, Any]]:
    rows = []
    for bots, level, target, check in STRENGTH:
        report = run(bots.split(","), deals, seed, "", workers)
        r = report["levels"][level]
        rows.append({"bots": bots, "level": level, "target": target, "met": check(r),
                     "command": f"python -m game.tournament --bots {bots} --deals {deals} "
                                f"--seed {seed} --workers {workers} --json",
                     **r, "illegal_actions": report["illegal_actions"],
                     "fallbacks": report["fallbacks"], "crashes": report["crashes"],
                     "actions_mean": report["actions_mean"],
                     "wall_seconds": report["wall_seconds"]})
        print(f"{bots:28} {level:6} {r['win_share']:6.1%} [{r['ci_low']:.1%}, {r['ci_high']:.1%}]"
              f"  {target:32} {'met' if check(r) else 'MISSED'}  ({report['wall_seconds']} s)",
              flush=True)
    return rows


def robustness_jobs(games: int, seed: int) -> list[tuple[list[str], int, int, str]]:
    """Games over 2–6 players × option sets; seats cycle through every level (hard in
    about one seat in four, capped by a turn limit so the run stays affordable)."""
    jobs = []
    combos = list(itertools.product(range(2, 7), OPTION_SETS))
    for g in range(games):
        players, options = combos[g % len(combos)]
        levels = [LEVELS[(g + i) % len(LEVELS)] for i in range(players)]
        if "hard" in levels and g % 3:
            levels = [lv if lv != "hard" else "medium" for lv in levels]
        jobs.append((levels, seed * 7_777 + g, g % players, options))
    return jobs


def robustness(games: int, seed: int, workers: int) -> dict[str, Any]:
    jobs = robustness_jobs(games, seed)
    start = time.perf_counter()
    with multiprocessing.get_context("fork").Pool(workers) as pool:
        results = list(pool.imap_unordered(play_one, jobs, chunksize=4))
    crashes = [r["crash"] for r in results if r["crash"]]
    out = {"games": len(results), "illegal_actions": sum(r["illegal"] for r in results),
           "fallbacks": sum(r["fallbacks"] for r in results), "crashes": len(crashes),
           "first_crash": crashes[0] if crashes else None,
           "with_hard": sum(1 for j in jobs if "hard" in j[0]),
           "players": "2-6", "option_sets": OPTION_SETS,
           "wall_seconds": round(time.perf_counter() - start, 1)}
    print(f"robustness: {out['games']} games ({out['with_hard']} with a hard bot), illegal "
          f"{out['illegal_actions']}, fallbacks {out['fallbacks']}, crashes {out['crashes']} "
          f"({out['wall_seconds']} s)", flush=True)
    if crashes:
        print(crashes[0], file=sys.stderr)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--deals", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--robust-games", type=int, default=2000)
    ap.add_argument("--only", choices=["strength", "robustness"])
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    report: dict[str, Any] = {}
    if args.only != "robustness":
        rows = strength(args.deals, args.seed, args.workers)
        report["strength"] = rows
        timing: dict[str, dict[str, float]] = {}
        for row in rows:  # the slowest p95 / max seen for each level across tournaments
            t = timing.setdefault(row["level"], {"p95": 0.0, "max": 0.0, "median": 0.0})
            t["p95"] = max(t["p95"], row["decision_ms_p95"])
            t["max"] = max(t["max"], row["decision_ms_max"])
            t["median"] = max(t["median"], row["decision_ms_median"])
        report["timing"] = timing
        for level, t in timing.items():
            p95_cap, max_cap = TIME_TARGETS[level]
            ok = t["p95"] < p95_cap and (max_cap is None or t["max"] <= max_cap)
            print(f"time {level:6} median {t['median']:.2f} ms  p95 {t['p95']:.2f} ms  max "
                  f"{t['max']:.1f} ms  {'met' if ok else 'MISSED'}")
    if args.only != "strength":
        report["robustness"] = robustness(args.robust_games, args.seed, args.workers)
    if args.json:
        print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
