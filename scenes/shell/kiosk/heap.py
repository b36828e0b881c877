"""A stand's memory stays where it settles: large pictures are given back to the system
when freed (glibc's `mallopt(M_MMAP_THRESHOLD)`).

By default glibc raises its mmap threshold each time a large block is freed, so after a
while the table's large surfaces (a frame, a screen's picture: 0.1-4 MB each) come from
the heap, and memory freed between demos stays with the process: a 4-hour kiosk soak
swung between 186 and 243 MB with every cache at its limit. With the threshold fixed at
`THRESHOLD`, blocks from that size up are mapped on their own and unmapped when freed:
the same run settled near 127 MB (docs/benchmarks.md, "Kiosk soak"). Only where glibc
is (Linux); elsewhere nothing changes. Standard library only.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import sys

M_MMAP_THRESHOLD = -3  # glibc's mallopt parameter (malloc.h)
THRESHOLD = 64 << 10  # bytes: what soak.py measured with (MALLOC_MMAP_THRESHOLD_=65536)


def give_back_large_blocks() -> bool:
    """Fix glibc's mmap threshold for this process; True if it was set."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        return bool(libc.mallopt(M_MMAP_THRESHOLD, THRESHOLD))
    except (OSError, AttributeError):  # not glibc (musl has no mallopt): leave it
        return False
