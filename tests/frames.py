"""Stepping frames until something happens, by the clock (what many table tests share).

A table's bots think in worker threads (game/core/worker.py), in real time: a test that
steps N frames and expects the bots to have moved meanwhile gives them however long N
frames take, a fraction of a second when frames are cheap, which a loaded machine
overruns (CI: a Pontoon table stepped 3,000 frames with no theory told). `until` steps
until `done()` or `seconds` of wall clock, and while a bot thinks lets its thread run
(frames spun back to back starve it of the GIL: 0.16 s of thinking took 3.6 s).
A loop that must step an exact number of frames naps the same way with
`nap_while_bots_think()` after each frame.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from game.core.worker import thinking_workers

NAP = 0.001  # s a frame waits while a bot thinks


class NotDone(AssertionError):
    """`until` gave up waiting."""


def nap_while_bots_think() -> None:
    """After a frame: while a bot thinks, let its thread run (a frame loop's pause)."""
    if thinking_workers():
        time.sleep(NAP)


def until(step: Callable[[], object], done: Callable[[], bool], seconds: float = 60.0,
          frames: int = 0) -> int:
    """Call `step()` until `done()`; the number of steps taken. Fails the test (with how
    long it waited) if `done()` is still false after `seconds` of wall clock (and, with
    `frames`, after at least that many steps: a wait the game's own clock bounds)."""
    end = time.monotonic() + seconds
    steps = 0
    while not done():
        if time.monotonic() > end and steps >= frames:
            raise NotDone(f"still not done after {seconds:g} s ({steps} frames)")
        step()
        steps += 1
        nap_while_bots_think()
    return steps
