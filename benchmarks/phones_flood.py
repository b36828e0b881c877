"""A hostile LAN against the phone server (issue 32): what a flood of half-sent requests
costs a table, on the loopback only.

    python benchmarks/phones_flood.py [--nofile 96] [--count 400] [--seconds 8] [--joins 5]
                                      [--json]

The server runs in a child process with `--nofile` descriptors (RLIMIT_NOFILE) and a
table-like loop asking for the join link every frame (tests/phones/flood.py). Three runs:

1. held: `--count` half-sent requests from eight loopback addresses (127.0.0.2-9), each
   reopened the moment it is dropped, for `--seconds`; the connections the server holds
   (its door's count, sampled) against its limit, and how long a flood connection lived;
2. join: during the same kind of flood, `--joins` new phones one after another (page, then
   socket hello from 127.0.0.1): seconds each took, p50 / max;
3. drop: ten half-sent requests from one address, not reopened: seconds until each was
   dropped (the head timeout), min / max.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.phones.flood import Flood, join_during, start_child  # noqa: E402

SOURCES = [f"127.0.0.{i}" for i in range(2, 10)]


def held(nofile: int, count: int, seconds: float) -> dict[str, float]:
    child = start_child(nofile, seconds + 30)
    try:
        flood = Flood(child.info["port"], count, SOURCES)
        samples: list[int] = []
        thread = threading.Thread(target=flood.run, args=(seconds,))
        thread.start()
        while thread.is_alive():
            samples.append(child.say("count")["open"])
            time.sleep(0.2)
        thread.join()
    finally:
        last, err = child.finish()
    return {"limit": child.info["total"], "held_max": max(samples),
            "held_median": statistics.median(samples), "opened": flood.opened,
            "lived_median_s": statistics.median(flood.dropped),
            "lived_max_s": max(flood.dropped), "alive": bool(last.get("alive")),
            "stderr_lines": len(err.splitlines())}


def joins(nofile: int, count: int, n: int) -> dict[str, float]:
    child = start_child(nofile, 30 + 5 * n)
    took = []
    try:
        for _ in range(n):
            result = join_during(Flood(child.info["port"], count, SOURCES),
                                 child.info["url"], after=1.0, seconds=3.0)
            took.append(result.get("join", float("inf")))
    finally:
        child.finish()
    return {"join_p50_s": statistics.median(took), "join_max_s": max(took), "joins": n}


def drop(nofile: int) -> dict[str, float]:
    child = start_child(nofile, 30)
    try:
        flood = Flood(child.info["port"], 10, ["127.0.0.2"], reconnect=False)
        flood.run(12)
    finally:
        child.finish()
    return {"dropped": len(flood.dropped), "drop_min_s": min(flood.dropped),
            "drop_max_s": max(flood.dropped)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--nofile", type=int, default=96)
    parser.add_argument("--count", type=int, default=400)
    parser.add_argument("--seconds", type=float, default=8.0)
    parser.add_argument("--joins", type=int, default=5)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    out = {"nofile": args.nofile, "count": args.count,
           **held(args.nofile, args.count, args.seconds),
           **joins(args.nofile, args.count, args.joins), **drop(args.nofile)}
    if args.json:
        print(json.dumps(out))
        return
    for key, value in out.items():
        print(f"{key:>16}: {value:.3f}" if isinstance(value, float) else f"{key:>16}: {value}")


if __name__ == "__main__":
    main()
