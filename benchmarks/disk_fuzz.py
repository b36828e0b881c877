"""Disk safety (issue 12): generated files for everything the table reads, read as the
table reads them. Counts crashes, hangs and files written over; all must be 0.

    SDL_VIDEODRIVER=dummy python benchmarks/disk_fuzz.py            # 10,000 files a kind
    SDL_VIDEODRIVER=dummy python benchmarks/disk_fuzz.py --files 500 --jobs 2

Kinds: the settings file, the kiosk options in it, and the running-game save of every
registered game (`game.core.registry.games()`). Files are made by
tests/shell/disk_cases.py (the seeded hypothesis fuzz in the tests uses the same
generators and checks), plus special files: a FIFO, a link to /dev/zero, a folder, a
file over the size limit. Each file is checked in a fresh folder under a time bound
(SIGALRM, `--bound` seconds): past it, the file counts as a hang.
"""

from __future__ import annotations

import argparse
import collections
import os
import random
import signal
import sys
import tempfile
import time
from multiprocessing import Pool
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
for extra in (ROOT, ROOT / "tests" / "shell"):
    if str(extra) not in sys.path:
        sys.path.insert(0, str(extra))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


class Hang(Exception):
    pass


def _alarm(signum: int, frame: object) -> None:
    raise Hang


def _one(job: tuple[str, int, float]) -> tuple[str, str, float, str]:
    """(kind, outcome, seconds, detail) for file `seed` of `kind`."""
    import disk_cases

    kind, seed, bound = job
    rng = random.Random(f"{kind}:{seed}")
    if kind == "settings":
        raw, check = disk_cases.settings_case(rng), disk_cases.check_settings
    elif kind == "kiosk":
        raw, check = disk_cases.kiosk_case(rng), disk_cases.check_settings
    else:
        raw, check = disk_cases.save_case(rng, kind[5:]), disk_cases.check_save
    return _run(kind, lambda folder: check(folder, raw), bound)


def _run(kind: str, call, bound: float) -> tuple[str, str, float, str]:  # noqa: ANN001
    signal.signal(signal.SIGALRM, _alarm)
    with tempfile.TemporaryDirectory(prefix="ct-diskfuzz-") as tmp:
        started = time.perf_counter()
        signal.setitimer(signal.ITIMER_REAL, bound)
        try:
            outcome, detail = call(Path(tmp) / "f"), ""
        except Hang:
            outcome, detail = "HANG", ""
        except AssertionError as exc:
            word = str(exc).split(":")[0]
            outcome = "OVERWRITTEN" if word in ("overwritten", "lost") else "SCHEMA"
            detail = repr(exc)[:200]
        except BaseException as exc:  # noqa: BLE001 - that is what is being counted
            outcome, detail = "CRASH", repr(exc)[:200]
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
        return kind, outcome, time.perf_counter() - started, detail


def _special(job: tuple[str, str, float]) -> tuple[str, str, float, str]:
    """Files that are no plain files, or too big: settings and a save of each."""
    from scenes.shell.saves.store import MAX_FILE, SaveStore
    from scenes.shell.settings.settings_store import MAX_BYTES, SettingsStore

    kind, what, bound = job

    def check(folder: Path) -> str:
        folder.mkdir(parents=True)
        path = folder / ("settings.json" if kind == "settings" else "current.save")
        if what == "fifo":
            os.mkfifo(path)
        elif what == "dev-zero":
            path.symlink_to("/dev/zero")
        elif what == "folder":
            path.mkdir()
        else:
            path.write_bytes(b" " * ((MAX_BYTES if kind == "settings" else MAX_FILE) + 1))
        if kind == "settings":
            store = SettingsStore(folder, durable=False)
            loaded = store.load()
            assert loaded.messages
            if loaded.set_aside is None:
                assert store.save(loaded.settings) is not None or not path.exists()
        else:
            result = SaveStore(folder, durable=False).load()
            assert not result.ok
        assert os.path.lexists(path) or any(p.name.startswith(path.stem + ".")
                                            for p in folder.iterdir()), "lost"
        return "set aside"

    return _run(f"{kind} ({what})", check, bound)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--files", type=int, default=10_000, help="files per kind")
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--bound", type=float, default=5.0, help="seconds per file at most")
    p.add_argument("--kinds", default="", help="comma list (default: all)")
    args = p.parse_args(argv)
    from game.core import registry

    kinds = ["settings", "kiosk"] + [f"save:{g}" for g in registry.ids()]
    if args.kinds:
        kinds = [k for k in kinds if k in args.kinds.split(",")]
    jobs = [(k, seed, args.bound) for k in kinds for seed in range(args.files)]
    specials = [(k, w, args.bound) for k in ("settings", "save")
                for w in ("fifo", "dev-zero", "folder", "too-big")]
    counts: dict[str, collections.Counter] = collections.defaultdict(collections.Counter)
    slowest: dict[str, float] = collections.defaultdict(float)
    seconds: dict[str, float] = collections.defaultdict(float)
    bad: list[str] = []
    started = time.perf_counter()
    with Pool(args.jobs) as pool:
        results = list(pool.imap_unordered(_one, jobs, chunksize=50))
        results += pool.map(_special, specials)
    wall = time.perf_counter() - started
    for kind, outcome, took, detail in results:
        counts[kind][outcome] += 1
        slowest[kind] = max(slowest[kind], took)
        seconds[kind] += took
        if outcome.isupper():
            bad.append(f"{kind}: {outcome} {detail}")
    print(f"{'kind':<28}{'files':>7}{'crash':>7}{'hang':>6}{'overwr.':>9}{'schema':>8}"
          f"{'mean ms':>9}{'max ms':>8}  outcomes")
    for kind in counts:
        c = counts[kind]
        n = sum(c.values())
        fine = ", ".join(f"{k} {v}" for k, v in sorted(c.items()) if not k.isupper())
        print(f"{kind:<28}{n:>7}{c['CRASH']:>7}{c['HANG']:>6}{c['OVERWRITTEN']:>9}"
              f"{c['SCHEMA']:>8}{1000 * seconds[kind] / n:>9.1f}{1000 * slowest[kind]:>8.0f}"
              f"  {fine}")
    total = sum(sum(c.values()) for c in counts.values())
    print(f"{total} files in {wall:.0f} s on {args.jobs} processes; bound {args.bound:g} s "
          "a file")
    for line in bad[:20]:
        print("  ", line)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
