"""Bots decide by the seed (issue 21): a replayed tournament under load gives the same
games, and what a hard decision costs.

    python benchmarks/bots_under_load.py [--only load|times] [--deals 2] [--seed 1]
        [--burners 2] [--time-deals 10] [--json]

load: for every registered game, a short tournament of two hard and two medium bots
(every deal in every seat rotation, `game.arena.play_one`) is played twice with the same
seed — once on a quiet machine, once while `--burners` CPU-burner processes run — and
each game's action record is compared (a digest of the whole record): all must be
identical, with no fall-back. The same games are then played a third time, under the
same load, with every decision sent through `BotWorker` to its helper process, as the app
does; the helper runs at a lower CPU priority, so on a machine busy beyond the burners it
can be starved past the runaway guard: a game may then differ, but only with a counted
fall-back (a game that differs without one is a failure).

times: hard's decision time against three (or fewer) mediums, in CPU time of the
playing thread, over decisions with a real choice: p50, p95, p99, max.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.arena import config_for, percentile, play_one  # noqa: E402
from game.core import registry  # noqa: E402

BURN = "while True: pass"


def games() -> list[Any]:
    return registry.games() + registry.drafts()


def lineup(info: Any, first: str, rest: str) -> list[str]:
    n = max(info.min_players, min(4, info.engine_max_players))
    return [first] + [rest] * (n - 1)


def jobs(game_id: str, seats: list[str], deals: int, seed: int) -> list[tuple]:
    return [(game_id, list(seats), seed * 1_000_003 + d, r, {})
            for d in range(deals) for r in range(len(seats))]


def play_through_worker(job: tuple) -> dict[str, Any]:
    """`play_one`'s game with every decision made by a `BotWorker` in the helper process
    (the app's path): the same bots, seeds and order, so the same record is expected."""
    import hashlib

    from game.core.worker import BotWorker

    game_id, levels, deal_seed, rotation, options = job
    plugin = registry.plugin(game_id)
    n = len(levels)
    seats = [levels[(i + rotation) % n] for i in range(n)]
    fallback = getattr(plugin, "fallback", None)
    workers = [BotWorker(plugin.make_bot(level, p, deal_seed * 7919 + p * 104729 + 1),
                         fallback=fallback, mode="process") for p, level in enumerate(seats)]
    game = plugin.Game.new(config_for(game_id, seats, options), deal_seed)
    while not game.is_over:
        for p in game.waiting_for:
            workers[p].start(game.observe(p), game.legal_actions(p))
            action = workers[p].wait(timeout=600.0)
            game.apply(action, p)
            if game.is_over:
                break
    digest = hashlib.sha256("\n".join(map(str, game.record)).encode()).hexdigest()[:16]
    return {"record_digest": digest, "crash": None,
            "fallbacks": sum(getattr(w, "fallbacks", 0) for w in workers)
            + sum(getattr(w.bot, "fallbacks", 0) for w in workers),
            "runaways": sum(getattr(w.bot, "runaways", 0) for w in workers)}


def start_burners(count: int) -> list[subprocess.Popen]:
    return [subprocess.Popen([sys.executable, "-c", BURN]) for _ in range(count)]


def stop_burners(procs: list[subprocess.Popen]) -> None:
    for proc in procs:
        proc.kill()
        proc.wait()


def run_load(deals: int, seed: int, burners: int) -> list[dict[str, Any]]:
    from game.core import bot_process

    rows = []
    for info in games():
        n = max(info.min_players, min(4, info.engine_max_players))
        seats = (["hard", "hard"] + ["medium"] * n)[:n]
        todo = jobs(info.id, seats, deals, seed)
        t0 = time.perf_counter()
        quiet = [play_one(job) for job in todo]
        quiet_s = time.perf_counter() - t0
        procs = start_burners(burners)
        try:
            t0 = time.perf_counter()
            loaded = [play_one(job) for job in todo]
            loaded_s = time.perf_counter() - t0
            bot_process.prestart(wait=True)
            t0 = time.perf_counter()
            worker = [play_through_worker(job) for job in todo]
            worker_s = time.perf_counter() - t0
        finally:
            stop_burners(procs)
        same = sum(q["record_digest"] == x["record_digest"] is not None
                   for q, x in zip(quiet, loaded))
        same_worker = sum(q["record_digest"] == x["record_digest"] is not None
                          for q, x in zip(quiet, worker))
        unexplained = sum(q["record_digest"] != x["record_digest"] and not x["fallbacks"]
                          for q, x in zip(quiet, worker))
        rows.append({
            "game": info.id, "bots": ",".join(seats), "games": len(todo),
            "identical_loaded": same, "identical_worker": same_worker,
            "worker_differs_without_fallback": unexplained,
            "fallbacks_quiet": sum(r["fallbacks"] for r in quiet),
            "fallbacks_loaded": sum(r["fallbacks"] for r in loaded),
            "fallbacks_worker": sum(r["fallbacks"] for r in worker),
            "runaways_worker": sum(r["runaways"] for r in worker),
            "crashes": sum(bool(r["crash"]) for r in quiet + loaded),
            "wall_quiet_s": round(quiet_s, 1), "wall_loaded_s": round(loaded_s, 1),
            "wall_worker_s": round(worker_s, 1),
        })
        print(json.dumps(rows[-1]), file=sys.stderr, flush=True)
    return rows


def run_times(deals: int, seed: int) -> list[dict[str, Any]]:
    rows = []
    for info in games():
        seats = lineup(info, "hard", "medium")
        ts: list[float] = []
        for job in jobs(info.id, seats, deals, seed):
            ts.extend(play_one(job)["times"].get("hard", []))
        rows.append({"game": info.id, "bots": ",".join(seats), "decisions": len(ts),
                     "p50_ms": round(percentile(ts, 0.5), 2),
                     "p95_ms": round(percentile(ts, 0.95), 2),
                     "p99_ms": round(percentile(ts, 0.99), 2),
                     "max_ms": round(max(ts, default=0.0), 1)})
        print(json.dumps(rows[-1]), file=sys.stderr, flush=True)
    return rows


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--only", choices=("load", "times"))
    ap.add_argument("--deals", type=int, default=2, help="deals per game (load)")
    ap.add_argument("--time-deals", type=int, default=10, help="deals per game (times)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--burners", type=int, default=2)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    out: dict[str, Any] = {}
    if args.only in (None, "times"):
        out["times"] = run_times(args.time_deals, args.seed)
    if args.only in (None, "load"):
        out["load"] = run_load(args.deals, args.seed, args.burners)
    if args.json:
        print(json.dumps(out))
        return 0
    for row in out.get("times", []):
        print(f"{row['game']:20} {row['bots']:28} hard decisions {row['decisions']:5}  "
              f"p50 {row['p50_ms']:7.2f}  p95 {row['p95_ms']:7.2f}  p99 {row['p99_ms']:7.2f}"
              f"  max {row['max_ms']:7.1f} ms")
    ok = True
    for row in out.get("load", []):
        n = row["games"]
        good = (row["identical_loaded"] == n and not row["fallbacks_loaded"]
                and not row["worker_differs_without_fallback"])
        ok &= good
        print(f"{row['game']:20} {row['bots']:24} {n} games: loaded "
              f"{row['identical_loaded']}/{n} identical (fall-backs quiet "
              f"{row['fallbacks_quiet']}, loaded {row['fallbacks_loaded']}); through the "
              f"worker {row['identical_worker']}/{n} (fall-backs {row['fallbacks_worker']}, "
              f"differing without one {row['worker_differs_without_fallback']}); wall "
              f"{row['wall_quiet_s']}/{row['wall_loaded_s']}/{row['wall_worker_s']} s"
              f"  {'identical' if good else 'DIFFERENT'}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
