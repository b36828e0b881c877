"""A stand's memory stays where it settles: large pictures are given back to the system
when freed (glibc's `mallopt(M_MMAP_THRESHOLD)`), and the heap's free pages between two
demos (`malloc_trim`).

By default glibc raises its mmap threshold each time a large block is freed, so after a
while the table's large surfaces (a frame, a screen's picture: 0.1-4 MB each) come from
the heap, and memory freed between demos stays with the process: a 4-hour kiosk soak
swung between 186 and 243 MB with every cache at its limit. With the threshold fixed at
`THRESHOLD`, blocks from that size up are mapped on their own and unmapped when freed:
the same run settled near 127 MB (docs/benchmarks.md, "Kiosk soak"). Only where glibc
is (Linux); elsewhere nothing changes. Standard library only.

Smaller blocks (a line of text, a card, a face: most of a demo's pictures) still come from
the heap, and a page freed in its middle stays with the process until it is trimmed: RSS
then read as the game with the most pictures, not what is alive. Trimmed as each demo
starts (a few ms, while the new game's first frame is made), RSS follows what the caches
and the game hold (docs/benchmarks.md, "Kiosk soak").
"""

from __future__ import annotations

import ctypes
import ctypes.util
import sys

M_MMAP_THRESHOLD = -3  # glibc's mallopt parameter (malloc.h)
THRESHOLD = 64 << 10  # bytes: what soak.py measured with (MALLOC_MMAP_THRESHOLD_=65536)


def _glibc() -> ctypes.CDLL | None:
    """The C library if it is glibc on Linux, else None (nothing to tune)."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
    except OSError:
        return None
    return libc if hasattr(libc, "mallopt") and hasattr(libc, "malloc_trim") else None


def give_back_large_blocks() -> bool:
    """Fix glibc's mmap threshold for this process; True if it was set."""
    libc = _glibc()
    return bool(libc is not None and libc.mallopt(M_MMAP_THRESHOLD, THRESHOLD))


def give_back_freed() -> bool:
    """Hand the heap's free pages back to the system; True if some were."""
    libc = _glibc()
    return bool(libc is not None and libc.malloc_trim(0))
