"""The real program as a player starts it (benchmarks/frame_time.py's parts 3 and 4):
`main.py`'s CPU on its untouched title screen, and process start to the first frame of
the title against a bare pygame-ce window's first frame."""

from __future__ import annotations

import os
import signal
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

BARE_WINDOW = """
import os, time, pygame
pygame.display.init()
screen = pygame.display.set_mode((1280, 720), pygame.SCALED | pygame.RESIZABLE)
screen.fill((20, 60, 40))
pygame.display.flip()
print(f"first-frame {time.time():.6f}", flush=True)
pygame.quit()
"""

def _proc_cpu(pid: int) -> float:
    """utime + stime of a process and its reaped children, in seconds (Linux)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    ticks = sum(int(x) for x in fields[11:15])
    return ticks / os.sysconf("SC_CLK_TCK")


def measure_idle_title(seconds: float) -> dict[str, object]:
    """`main.py` on its title screen, untouched; its CPU over `seconds` after 5 s."""
    env = dict(os.environ, CONSPIRACY_TABLE_STARTUP_MARK="1")
    proc = subprocess.Popen([sys.executable, "main.py", "--mute", "--no-save"], cwd=ROOT,
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                            text=True)
    try:
        assert proc.stdout is not None
        proc.stdout.readline()  # the first frame is up
        time.sleep(5.0)
        c0, w0 = _proc_cpu(proc.pid), time.perf_counter()
        time.sleep(seconds)
        c1, w1 = _proc_cpu(proc.pid), time.perf_counter()
    finally:
        proc.send_signal(signal.SIGINT)
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
    return {"seconds": round(w1 - w0, 1), "cpu_share_of_a_core_pct":
            round(100 * (c1 - c0) / (w1 - w0), 2)}


def first_frame_seconds(cmd: list[str]) -> float:
    env = dict(os.environ, CONSPIRACY_TABLE_STARTUP_MARK="1")
    start = time.time()
    out = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    for line in out.stdout.splitlines():
        if line.startswith("first-frame "):
            return float(line.split()[1]) - start
    raise RuntimeError(f"no first frame reported by {cmd}: {out.stderr[-500:]}")


def measure_startup(runs: int) -> dict[str, object]:
    game = [sys.executable, "main.py", "--frames", "1", "--mute"]
    bare = [sys.executable, "-c", BARE_WINDOW]
    # A player's Python caches bytecode; some shells (this sandbox's among them) set
    # PYTHONDONTWRITEBYTECODE, which would add the compile time to every start.
    subprocess.run([sys.executable, "-m", "compileall", "-q", "main.py", "scenes", "game"],
                   cwd=ROOT, env={k: v for k, v in os.environ.items()
                                  if k != "PYTHONDONTWRITEBYTECODE"}, check=True)
    first_frame_seconds(game)  # warm the file cache and the sound cache once
    # Interleaved, so a change in the machine's load hits both sides alike.
    game_times, bare_times = [], []
    for _ in range(runs):
        game_times.append(first_frame_seconds(game))
        bare_times.append(first_frame_seconds(bare))
    g, b = statistics.median(game_times), statistics.median(bare_times)
    # Each pair ran back to back, so its ratio cancels most of the machine's drift; the
    # median of those ratios is the figure reported (the ratio of medians is kept too).
    pairs = sorted(gt / bt for gt, bt in zip(game_times, bare_times))
    quartiles = statistics.quantiles(pairs, n=4)
    return {"title_first_frame_ms": round(g * 1000, 1), "bare_first_frame_ms": round(b * 1000, 1),
            "ratio": round(statistics.median(pairs), 2), "ratio_of_medians": round(g / b, 2),
            "ratio_quartiles": [round(quartiles[0], 2), round(quartiles[2], 2)],
            "runs": runs}
