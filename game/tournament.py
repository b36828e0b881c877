"""Headless bot tournament: every deal played with every seat rotation.

    python -m game.tournament --bots hard,medium,medium,medium --deals 100 --seed 1
        [--options aliens,delusions] [--workers 2] [--json]

A deal is a game seed; rotation r seats level i at seat (i + r) mod n, so every level
plays every seat of every deal (paired seeds). A win shared by k winners (a shared
Paranoid Victory or a drawn Enemy Victory) counts 1/k for each. For each level it
prints games, win share with a 95% Wilson interval (over games; a level with several
seats averages its seats within a game), and the time of its decisions that had a
real choice (two or more legal actions): median, p95, max in milliseconds.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import sys
import time
import traceback
from collections import Counter, defaultdict
from typing import Any

from .core.errors import IllegalAction
from .paranoid import Game, GameConfig, Options


def wilson(p: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval for a share p observed over n games."""
    if n == 0:
        return 0.0, 1.0
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def play_one(job: tuple[list[str], int, int, str]) -> dict[str, Any]:
    """Play one (deal, rotation) game. Returns per-seat levels, credits and timings."""
    from .bots import make_bot

    levels, deal_seed, rotation, options_text = job
    n = len(levels)
    seats = [levels[(i + rotation) % n] for i in range(n)]
    config = GameConfig(players=n, seats=tuple(seats), options=Options.parse(options_text))
    bots = [make_bot(level, p, deal_seed * 7919 + p * 104729 + 1) for p, level in
            enumerate(seats)]
    times: dict[str, list[float]] = defaultdict(list)
    out: dict[str, Any] = {"seats": seats, "illegal": 0, "crash": None, "credits": [0.0] * n,
                           "kind": None, "turns": 0, "times": times, "fallbacks": 0}
    try:
        game = Game.new(config, deal_seed)
        while not game.is_over:
            p = game.current_player
            legal = game.legal_actions()
            obs = game.observe(p)
            t0 = time.perf_counter()
            action = bots[p].choose(obs, legal)
            if len(legal) > 1:
                times[seats[p]].append((time.perf_counter() - t0) * 1000.0)
            try:
                game.apply(action)
            except IllegalAction:
                out["illegal"] += 1
                game.apply(legal[0])
        winners = game.result["winners"]
        for w in winners:
            out["credits"][w] = 1.0 / len(winners)
        out["kind"] = game.result["kind"]
        out["turns"] = game.state.turn
    except Exception:  # noqa: BLE001 - a crash is counted and reported, not fatal
        out["crash"] = traceback.format_exc()
    out["fallbacks"] = sum(getattr(b, "fallbacks", 0) for b in bots)
    out["times"] = dict(times)
    return out


def percentile(xs: list[float], q: float) -> float:
    if not xs:
        return 0.0
    xs = sorted(xs)
    i = min(len(xs) - 1, max(0, math.ceil(q * len(xs)) - 1))
    return xs[i]


def run(levels: list[str], deals: int, seed: int, options: str = "",
        workers: int = 1) -> dict[str, Any]:
    n = len(levels)
    jobs = [(levels, seed * 1_000_003 + d, r, options) for d in range(deals) for r in range(n)]
    start = time.perf_counter()
    if workers > 1:
        with multiprocessing.get_context("fork").Pool(workers) as pool:
            results = list(pool.imap_unordered(play_one, jobs, chunksize=2))
    else:
        results = [play_one(job) for job in jobs]
    wall = time.perf_counter() - start
    share: dict[str, list[float]] = defaultdict(list)
    times: dict[str, list[float]] = defaultdict(list)
    kinds: Counter[str] = Counter()
    crashes = [r["crash"] for r in results if r["crash"]]
    for r in results:
        if r["crash"]:
            continue
        kinds[r["kind"]] += 1
        per_level: dict[str, list[float]] = defaultdict(list)
        for level, credit in zip(r["seats"], r["credits"]):
            per_level[level].append(credit)
        for level, credits in per_level.items():
            share[level].append(sum(credits) / len(credits))
        for level, ts in r["times"].items():
            times[level].extend(ts)
    report_levels = {}
    for level in dict.fromkeys(levels):
        xs = share[level]
        p = sum(xs) / len(xs) if xs else 0.0
        lo, hi = wilson(p, len(xs))
        ts = times[level]
        report_levels[level] = {
            "seats": levels.count(level), "games": len(xs), "win_share": round(p, 4),
            "ci_low": round(lo, 4), "ci_high": round(hi, 4), "decisions": len(ts),
            "decision_ms_median": round(percentile(ts, 0.5), 3),
            "decision_ms_p95": round(percentile(ts, 0.95), 3),
            "decision_ms_max": round(max(ts, default=0.0), 3),
        }
    return {
        "bots": levels, "players": n, "deals": deals, "rotations": n, "games": len(results),
        "seed": seed, "options": options, "levels": report_levels,
        "victories": dict(sorted(kinds.items())),
        "turns_mean": round(sum(r["turns"] for r in results) / max(1, len(results)), 2),
        "illegal_actions": sum(r["illegal"] for r in results),
        "fallbacks": sum(r["fallbacks"] for r in results),
        "crashes": len(crashes), "first_crash": crashes[0] if crashes else None,
        "wall_seconds": round(wall, 1), "workers": workers,
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m game.tournament", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bots", required=True, help="one level per seat, e.g. hard,medium,medium,"
                    "medium (levels: random, easy, medium, hard)")
    ap.add_argument("--deals", type=int, default=25)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--options", default="", help="aliens,corporations,delusions,fewer:2,"
                    "sanity:20,trade (or all)")
    ap.add_argument("--workers", type=int, default=1, help="processes (one per core)")
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    args = ap.parse_args(argv)
    levels = [b.strip() for b in args.bots.split(",") if b.strip()]
    try:
        from .bots import LEVELS

        unknown = [b for b in levels if b not in LEVELS]
        if unknown:
            raise ValueError(f"unknown level(s) {unknown}: use {', '.join(LEVELS)}")
        GameConfig(players=len(levels), options=Options.parse(args.options))
        if args.deals < 1:
            raise ValueError("--deals must be at least 1")
    except ValueError as exc:
        ap.error(str(exc))
    report = run(levels, args.deals, args.seed, args.options, max(1, args.workers))
    if args.json:
        print(json.dumps(report))
    else:
        print(f"{report['games']} games ({args.deals} deals x {report['rotations']} rotations), "
              f"bots {','.join(levels)}, seed {args.seed}, options '{args.options}'")
        print(f"{'level':8} {'seats':>5} {'games':>6} {'win share':>9} {'95% interval':>15} "
              f"{'ms median':>9} {'p95':>8} {'max':>8}")
        for level, r in report["levels"].items():
            print(f"{level:8} {r['seats']:>5} {r['games']:>6} {r['win_share']:>9.1%} "
                  f"{r['ci_low']:>7.1%}–{r['ci_high']:<7.1%} {r['decision_ms_median']:>9.2f} "
                  f"{r['decision_ms_p95']:>8.2f} {r['decision_ms_max']:>8.1f}")
        print("victories " + ", ".join(f"{k} {v}" for k, v in report["victories"].items())
              + f"; turns mean {report['turns_mean']}")
        print(f"illegal actions {report['illegal_actions']}, fallbacks {report['fallbacks']}, "
              f"crashes {report['crashes']}, wall {report['wall_seconds']} s")
        if report["first_crash"]:
            print(report["first_crash"], file=sys.stderr)
    return 1 if report["crashes"] or report["illegal_actions"] else 0


if __name__ == "__main__":
    sys.exit(main())
