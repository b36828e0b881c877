"""A stand runs for days (issue 30, item 5): the picture caches a kiosk fills are bounded
and keep what is in use. Before, Pulling Strings' faces (64 groups x 5 sizes x each edge
colour) filled for hours, and the card and text caches, dropped whole at their limit,
threw the screen's own pictures away with the rest (benchmarks/soak.py measures RSS)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.core.cards import Card
from scenes.cards import art as card_art
from scenes.pulling_strings import faces
from scenes.ui import text
from scenes.ui.recent import Recent

EDGES = [(200, 60, 60), (60, 200, 60), (60, 60, 200), (200, 200, 60), (200, 60, 200),
         (60, 200, 200), (120, 120, 120)]


@pytest.fixture(autouse=True)
def _fonts() -> None:
    pygame.font.init()


def test_recent_forgets_the_least_recently_used() -> None:
    kept: Recent[int, str] = Recent(3)
    for i in range(3):
        kept[i] = str(i)
    assert kept.get(0) == "0"  # read: now the most recent
    kept[3] = "3"
    assert list(kept) == [2, 0, 3] and 1 not in kept and kept.get(1) is None
    assert kept[2] == "2"
    kept[4] = "4"
    assert list(kept) == [3, 2, 4]
    with pytest.raises(ValueError):
        Recent(0)


def test_recent_keeps_its_megabytes_of_pixels_and_counts_them_back() -> None:
    """A budget in MB of pixels: pictures of very different sizes cannot swing it."""
    kept: Recent[int, pygame.Surface] = Recent(100, megabytes=1)
    big = 256 * 256 * 4  # bytes of one 256 x 256 picture with alpha: a quarter of 1 MB
    for i in range(6):
        kept[i] = pygame.Surface((256, 256), pygame.SRCALPHA)
    assert list(kept) == [2, 3, 4, 5] and kept.held == 4 * big
    kept[5] = pygame.Surface((16, 16), pygame.SRCALPHA)  # written anew: its old size goes
    assert kept.held == 3 * big + 16 * 16 * 4
    del kept[2]
    kept.pop(3)
    assert kept.held == big + 16 * 16 * 4 and list(kept) == [4, 5]
    kept[6] = pygame.Surface((1024, 1024), pygame.SRCALPHA)  # alone over the budget: kept
    assert list(kept) == [6] and kept.held == 16 * big
    kept.clear()
    assert kept.held == 0
    with pytest.raises(ValueError):
        Recent(3, megabytes=0)


def _still_kept(draw: object, others: list[object], in_use: object) -> bool:
    """Draw `others` one by one, drawing `in_use` between them as a screen redraws its
    own pictures; whether `in_use` is then still the very image first drawn."""
    first = draw(in_use)  # type: ignore[operator]
    for other in others:
        draw(other)  # type: ignore[operator]
        draw(in_use)  # type: ignore[operator]
    return draw(in_use) is first  # type: ignore[operator]


def test_pulling_strings_faces_are_bounded_and_keep_the_ones_in_use() -> None:
    faces.clear_cache()
    every = [(g, size, edge) for g in range(len(faces.GROUPS))
             for size in range(len(faces.SIZES)) for edge in EDGES]
    assert len(every) > 2000  # what an unbounded cache would end up holding
    assert _still_kept(lambda k: faces.group_face(*k), every[1:], every[0])
    assert len(faces._cache) < len(every) // 4


def test_card_faces_at_every_angle_are_bounded_and_keep_the_ones_in_use() -> None:
    cards = card_art.CardArt()
    deck = [Card(rank, suit) for rank in range(1, 14) for suit in "SHDC"]
    shown = [(card, angle) for card in deck for angle in range(-30, 31, 2)]
    assert _still_kept(lambda k: cards.face(k[0], card_art.SMALL, angle=k[1]), shown[1:],
                       shown[0])
    assert len(shown) > 1500 and len(cards._cache) < len(shown) // 3


def test_text_lines_are_bounded_and_keep_the_ones_in_use() -> None:
    text.clear_cache()
    lines = [f"Score {n}" for n in range(text.CACHE_LIMIT + 200)]
    assert _still_kept(lambda s: text.cached(s, 20, (255, 255, 255)), lines[1:], lines[0])
    assert len(text._rendered) <= text.CACHE_LIMIT


# A fresh process: glibc's threshold, once fixed, stays fixed for the whole process.
MAPPED_AFTER_A_BIG_FREE = """
import ctypes, sys
from scenes.shell.kiosk.heap import give_back_large_blocks
class Info(ctypes.Structure):
    _fields_ = [(n, ctypes.c_size_t) for n in ("arena", "ordblks", "smblks", "hblks",
                "hblkhd", "usmblks", "fsmblks", "uordblks", "fordblks", "keepcost")]
libc = ctypes.CDLL("libc.so.6")
libc.mallinfo2.restype = Info
if sys.argv[1] == "kiosk":
    give_back_large_blocks()
big = ctypes.create_string_buffer(8 << 20)
del big  # by default glibc now serves blocks under 8 MB from its heap, kept when freed
before = libc.mallinfo2().hblkhd
block = ctypes.create_string_buffer(1 << 20)
print(libc.mallinfo2().hblkhd - before)
"""


def _mapped(mode: str) -> int:
    import subprocess
    import sys

    out = subprocess.run([sys.executable, "-c", MAPPED_AFTER_A_BIG_FREE, mode], check=True,
                         capture_output=True, text=True, cwd=Path(__file__).parents[2])
    return int(out.stdout.split()[-1])


@pytest.mark.skipif(not __import__("sys").platform.startswith("linux"), reason="glibc only")
def test_a_kiosk_gives_large_blocks_back_when_freed() -> None:
    try:
        has_mallinfo2 = hasattr(__import__("ctypes").CDLL("libc.so.6"), "mallinfo2")
    except OSError:
        has_mallinfo2 = False
    if not has_mallinfo2:
        pytest.skip("no glibc mallinfo2 to look with")
    assert _mapped("default") == 0  # the heap keeps it: what swung the soak's RSS
    assert _mapped("kiosk") >= 1 << 20  # mapped on its own, unmapped when freed


def test_the_kiosk_fixes_the_threshold_when_it_starts(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from scenes.shell.kiosk import director

    from .kiosk_helpers import make_table

    called: list[bool] = []
    monkeypatch.setattr(director, "give_back_large_blocks", lambda: called.append(True))
    for _ in make_table(tmp_path):
        assert called == [True]


# A fresh process: small blocks freed below one still in use stay with the process.
TRIMMED = """
import ctypes
from pathlib import Path
from scenes.shell.kiosk.heap import give_back_freed
def rss():
    line = next(l for l in Path("/proc/self/status").read_text().splitlines()
                if l.startswith("VmRSS:"))
    return int(line.split()[1]) // 1024
blocks = [ctypes.create_string_buffer(2000) for _ in range(20000)]  # 40 MB, from the heap
last = ctypes.create_string_buffer(2000)  # still in use, above them: the heap cannot shrink
del blocks
before = rss()
gave = give_back_freed()
print(before - rss(), gave)
"""


@pytest.mark.skipif(not __import__("sys").platform.startswith("linux"), reason="glibc only")
def test_the_heap_s_freed_pages_go_back_when_trimmed() -> None:
    import subprocess
    import sys

    out = subprocess.run([sys.executable, "-c", TRIMMED], check=True, capture_output=True,
                         text=True, cwd=Path(__file__).parents[2]).stdout.split()
    assert int(out[0]) >= 20 and out[1] == "True", out  # MB given back


def test_the_kiosk_trims_the_heap_as_each_demo_starts(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from scenes.shell.kiosk import director

    from .kiosk_helpers import make_table

    trims: list[int] = []
    for table in make_table(tmp_path):
        monkeypatch.setattr(director, "give_back_freed", lambda: trims.append(1) or True)
        table.kiosk.to_attract()
        table.kiosk.to_attract()
        assert len(trims) == 2
