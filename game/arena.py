"""Headless play of any registered game: random play with checks, and bot tournaments.

Used by `python -m game.simulate`, `python -m game.tournament`, the benchmarks and the
conformance suite; it reaches a game only through the registry and its plugin.

Engine speed and bot decision times are measured in CPU time of the playing thread
(`time.thread_time`), so a busy shared machine does not inflate them; wall time is
reported beside them.
"""

from __future__ import annotations

import hashlib
import math
import multiprocessing
import random
import sys
import time
import traceback
from collections import Counter, defaultdict
from collections.abc import Sequence
from typing import Any

from .core import registry
from .core.contract import OptionSpec
from .core.errors import IllegalAction
from .core.hints import HINT_LEVEL, HintSeat, hint_for


def parse_options(specs: Sequence[OptionSpec], text: str) -> dict[str, Any]:
    """Options from the command-line form `toggle,key:value,…` (`all`: every toggle on).

    Raises ValueError naming the known keys for anything else."""
    by_key = {s.key: s for s in specs}
    out: dict[str, Any] = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        key, sep, value = part.replace("=", ":").partition(":")
        if key == "all" and not sep:
            out.update({s.key: True for s in specs if s.kind == "toggle"})
            continue
        spec = by_key.get(key)
        if spec is None:
            raise ValueError(f"unknown option {key!r}: use {', '.join(by_key) or 'none'}")
        if spec.kind == "toggle":
            out[key] = value.lower() not in ("0", "off", "false", "no") if sep else True
        elif spec.kind == "number" or (spec.kind == "choice" and isinstance(spec.default, int)):
            try:
                out[key] = int(value)
            except ValueError:
                raise ValueError(f"option {key} takes a whole number") from None
        else:
            out[key] = value
        if spec.clamp(out[key]) != out[key]:
            allowed = (", ".join(map(str, spec.choices)) if spec.kind == "choice"
                       else f"{spec.low}..{spec.high}")
            raise ValueError(f"option {key}={value!r} is out of range ({allowed})")
    return out


def config_for(game_id: str, seats: Sequence[str], options: dict[str, Any] | None = None,
               names: Sequence[str] | None = None) -> Any:
    plugin = registry.plugin(game_id)
    names = list(names) if names else [f"Player {i + 1}" for i in range(len(seats))]
    return plugin.make_config(list(seats), names, options or {})


def wilson(p: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval for a share p observed over n games."""
    if n == 0:
        return 0.0, 1.0
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(xs: list[float], q: float) -> float:
    if not xs:
        return 0.0
    xs = sorted(xs)
    return xs[min(len(xs) - 1, max(0, math.ceil(q * len(xs)) - 1))]


def random_play(game_id: str, players: int, games: int, seed: int,
                options: dict[str, Any] | None = None, check: bool = True,
                max_actions: int = 100_000) -> dict[str, Any]:
    """Uniformly random legal play to the end, timed in the playing thread's CPU time.

    With `check`, a plugin's `step_problems(before, after)` (if it has one) runs after
    every action. Every awaited player of a simultaneous choice acts in turn."""
    plugin = registry.plugin(game_id)
    step_problems = getattr(plugin, "step_problems", None) if check else None
    whys: Counter[str] = Counter()
    lengths: list[int] = []
    actions = violations = errors = 0
    check_time = 0.0
    problems_seen: list[str] = []
    start = time.perf_counter()
    cpu_start = time.thread_time()
    for g in range(games):
        game_seed = seed * 1_000_003 + g
        rnd = random.Random(game_seed)
        try:
            game = plugin.Game.new(config_for(game_id, ["random"] * players, options),
                                   game_seed)
            n = 0
            while not game.is_over:
                if n >= max_actions:
                    raise RuntimeError(f"no end after {max_actions} actions")
                for p in game.waiting_for:
                    legal = game.legal_actions(p)
                    action = legal[rnd.randrange(len(legal))]
                    if step_problems:
                        t0 = time.thread_time()
                        before = game.clone()
                        check_time += time.thread_time() - t0
                    game.apply(action, p)
                    n += 1
                    if step_problems:
                        t0 = time.thread_time()
                        found = step_problems(before, game)
                        check_time += time.thread_time() - t0
                        if found:
                            violations += 1
                            if len(problems_seen) < 5:
                                problems_seen.append(found[0])
                    if game.is_over:
                        break
            actions += n
            lengths.append(n)
            whys[game.outcome.why] += 1
        except Exception:  # noqa: BLE001 - a crash is counted and reported, not fatal
            errors += 1
            if errors <= 3:
                traceback.print_exc(file=sys.stderr)
    wall = time.perf_counter() - start
    # The playing thread's CPU time (whole games: dealing, listing, applying, the
    # random picks), less the invariant checks.
    engine_time = time.thread_time() - cpu_start - check_time
    return {
        "game": game_id, "games": games, "players": players, "seed": seed,
        "options": options or {}, "actions": actions,
        "actions_mean": round(sum(lengths) / len(lengths), 1) if lengths else 0,
        "actions_max": max(lengths, default=0), "endings": dict(whys.most_common()),
        "invariant_violations": violations, "errors": errors, "problems": problems_seen,
        "actions_per_second": round(actions / engine_time) if engine_time else 0,
        "games_per_second": round(games / wall, 2) if wall else 0,
        "wall_seconds": round(wall, 2),
    }


def seat_player(plugin: Any, level: str, p: int, deal_seed: int) -> Any:
    """The bot of `level` for seat `p`, or, for the "hint" pseudo-level, a seat that
    always takes the game's hint (game/core/hints.py)."""
    if level == HINT_LEVEL:
        fn = hint_for(plugin)
        if fn is None:
            raise ValueError("this game offers no hint")
        return HintSeat(fn, p, deal_seed)
    return plugin.make_bot(level, p, deal_seed * 7919 + p * 104729 + 1)


def play_one(job: tuple[str, list[str], int, int, dict[str, Any]]) -> dict[str, Any]:
    """Play one (deal, rotation) bot game. Returns per-seat levels, credits and timings."""
    game_id, levels, deal_seed, rotation, options = job
    plugin = registry.plugin(game_id)
    n = len(levels)
    seats = [levels[(i + rotation) % n] for i in range(n)]
    bots = [seat_player(plugin, level, p, deal_seed) for p, level in enumerate(seats)]
    times: dict[str, list[float]] = defaultdict(list)
    out: dict[str, Any] = {"seats": seats, "illegal": 0, "crash": None, "credits": [0.0] * n,
                           "why": None, "actions": 0, "times": times, "fallbacks": 0,
                           "runaways": 0, "record_digest": None}
    try:
        game = plugin.Game.new(config_for(game_id, seats, options), deal_seed)
        while not game.is_over:
            for p in game.waiting_for:
                legal = game.legal_actions(p)
                obs = game.observe(p)
                if isinstance(bots[p], HintSeat):
                    bots[p].moves = len(game.record)  # the hint's seed, as at the table
                t0 = time.thread_time()
                action = bots[p].choose(obs, legal)
                if len(legal) > 1:
                    times[seats[p]].append((time.thread_time() - t0) * 1000.0)
                try:
                    game.apply(action, p)
                except IllegalAction:
                    out["illegal"] += 1
                    game.apply(legal[0], p)
                out["actions"] += 1
                if game.is_over:
                    break
        winners = game.outcome.winners
        for w in winners:
            out["credits"][w] = 1.0 / len(winners)
        out["why"] = game.outcome.why
        # The whole game, in one line: a replay with the same seed must give the same.
        out["record_digest"] = hashlib.sha256("\n".join(map(str, game.record))
                                              .encode()).hexdigest()[:16]
    except Exception:  # noqa: BLE001 - a crash is counted and reported, not fatal
        out["crash"] = traceback.format_exc()
    # Fall-backs: illegal picks replaced and searches the runaway guard cut short; a
    # tournament with none is the same, game for game, whenever it is replayed.
    out["fallbacks"] = sum(getattr(b, "fallbacks", 0) for b in bots)
    out["runaways"] = sum(getattr(b, "runaways", 0) for b in bots)
    out["times"] = dict(times)
    return out


def tournament(game_id: str, lineup: list[str], games: int, seed: int,
               options: dict[str, Any] | None = None, workers: int = 1) -> dict[str, Any]:
    """Bots of `lineup` (one level per seat) over seeded deals, every deal played in every
    seat rotation (paired seats): ceil(games / seats) deals × seats rotations."""
    n = len(lineup)
    deals = max(1, -(-games // n))
    jobs = [(game_id, list(lineup), seed * 1_000_003 + d, r, options or {})
            for d in range(deals) for r in range(n)]
    start = time.perf_counter()
    if workers > 1:
        with multiprocessing.get_context("fork").Pool(workers) as pool:
            results = list(pool.imap_unordered(play_one, jobs, chunksize=2))
    else:
        results = [play_one(job) for job in jobs]
    wall = time.perf_counter() - start
    share: dict[str, list[float]] = defaultdict(list)
    times: dict[str, list[float]] = defaultdict(list)
    whys: Counter[str] = Counter()
    crashes = [r["crash"] for r in results if r["crash"]]
    for r in results:
        if r["crash"]:
            continue
        whys[r["why"]] += 1
        per_level: dict[str, list[float]] = defaultdict(list)
        for level, credit in zip(r["seats"], r["credits"]):
            per_level[level].append(credit)
        for level, credits in per_level.items():
            share[level].append(sum(credits) / len(credits))
        for level, ts in r["times"].items():
            times[level].extend(ts)
    levels = {}
    for level in dict.fromkeys(lineup):
        xs = share[level]
        p = sum(xs) / len(xs) if xs else 0.0
        lo, hi = wilson(p, len(xs))
        ts = times[level]
        levels[level] = {
            "seats": lineup.count(level), "games": len(xs), "win_share": round(p, 4),
            "ci_low": round(lo, 4), "ci_high": round(hi, 4), "decisions": len(ts),
            "decision_ms_median": round(percentile(ts, 0.5), 3),
            "decision_ms_p95": round(percentile(ts, 0.95), 3),
            "decision_ms_max": round(max(ts, default=0.0), 3),
        }
    return {
        "game": game_id, "bots": lineup, "players": n, "deals": deals, "rotations": n,
        "games": len(results), "seed": seed, "options": options or {}, "levels": levels,
        "endings": dict(whys.most_common()),
        "actions_mean": round(sum(r["actions"] for r in results) / max(1, len(results)), 1),
        "illegal_actions": sum(r["illegal"] for r in results),
        "fallbacks": sum(r["fallbacks"] for r in results),
        "runaways": sum(r["runaways"] for r in results),
        "crashes": len(crashes), "first_crash": crashes[0] if crashes else None,
        "wall_seconds": round(wall, 1), "workers": workers,
    }
