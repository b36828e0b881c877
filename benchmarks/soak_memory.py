"""What holds the memory of a long kiosk run (`benchmarks/soak.py --trace`): a census of
the program's caches and pictures, and tracemalloc's view of Python's own allocations.

RSS alone cannot tell a cache that still fills from a leak. Between two reports this
says which cache grew (module-level dicts and `functools` caches of `scenes` and
`game`, and the Art objects' kept images), how many pygame surfaces are alive and how
many bytes of pixels they hold (SDL's allocations, which tracemalloc does not see), and
which lines allocated the Python memory that is still held (tracemalloc, diffed).
"""

from __future__ import annotations

import gc
import sys
import tracemalloc
from pathlib import Path

from scenes.ui.recent import pixel_bytes

OWN = ("scenes.", "game.")  # whose module-level caches are counted


Census = dict[str, tuple[int, float]]  # cache -> (entries, MB of pixels in its surfaces)


def cache_census() -> Census:
    """Every module-level cache of `scenes` and `game` (a `functools` cache, a dict or
    list whose name says cache / kept / rendered / wrapped, or that holds surfaces, such
    as `scenes.ui.art._NARROWED`) and every `_cache` dict an
    object of a `scenes` class holds (summed per class; found through the collector),
    each with its entries and the MB of pixels of the surfaces it keeps. (Surfaces
    themselves are not tracked by the collector: they are counted where they are kept.)"""
    sizes: Census = {}
    for name, module in list(sys.modules.items()):
        if not name.startswith(OWN) or module is None:
            continue
        for attr, value in list(vars(module).items()):
            info = getattr(value, "cache_info", None)
            if callable(info) and getattr(value, "__module__", None) == name:
                sizes[f"{name}.{attr}()"] = (info().currsize, 0.0)
            elif isinstance(value, dict | list) and (_cache_like(attr) or _pixels(value)):
                sizes[f"{name}.{attr}"] = (len(value), _pixels(value))
    for obj in gc.get_objects():
        if not str(getattr(type(obj), "__module__", "")).startswith("scenes."):
            continue
        cache = getattr(obj, "__dict__", {}).get("_cache")
        if isinstance(cache, dict):
            key = f"{type(obj).__module__}.{type(obj).__name__}()._cache"
            entries, mb = sizes.get(key, (0, 0.0))
            sizes[key] = (entries + len(cache), mb + _pixels(cache))
    return sizes


def _cache_like(attr: str) -> bool:
    low = attr.lower()
    return any(word in low for word in ("cache", "kept", "rendered", "wrapped", "_memo"))


def _pixels(held: dict | list) -> float:
    """MB of pixels a cache keeps (its values: surfaces, or tuples holding them)."""
    values = held.values() if isinstance(held, dict) else held
    return sum(pixel_bytes(value) for value in list(values)) / 2**20


class Tracer:
    """tracemalloc between reports: `start()` once, `report()` at each report prints
    the lines whose held memory grew most since the last one."""

    def __init__(self, top: int = 8) -> None:
        self.top = top
        self.last: tracemalloc.Snapshot | None = None
        self.census: Census = {}

    def start(self) -> None:
        tracemalloc.start(4)
        self.last = self._snapshot()

    @staticmethod
    def _snapshot() -> tracemalloc.Snapshot:
        return tracemalloc.take_snapshot().filter_traces(
            [tracemalloc.Filter(False, tracemalloc.__file__)])

    def report(self) -> None:
        gc.collect()
        census = cache_census()
        total = sum(mb for _, mb in census.values())
        print(f"    pixels kept in caches: {total:.1f} MB", flush=True)
        for key, (now, mb) in sorted(census.items()):
            before = self.census.get(key, (0, 0.0))[0]
            if now != before:
                print(f"    cache {key}: {before} -> {now} entries ({mb:.1f} MB of pixels)",
                      flush=True)
        self.census = census
        if not tracemalloc.is_tracing() or self.last is None:
            return
        snap = self._snapshot()
        traced, _ = tracemalloc.get_traced_memory()
        print(f"    Python memory traced: {traced / 2**20:.1f} MB", flush=True)
        for stat in snap.compare_to(self.last, "traceback")[:self.top]:
            if stat.size_diff <= 0:
                break
            frames = [f for f in stat.traceback if "/work/" in f.filename
                      or "site-packages" not in f.filename][-3:]
            where = " < ".join(f"{Path(f.filename).parent.name}/{Path(f.filename).name}"
                               f":{f.lineno}" for f in reversed(frames))
            print(f"    {stat.size_diff / 1024:+9.1f} kB in {stat.count_diff:+6d} blocks "
                  f"at {where}", flush=True)
        self.last = snap
