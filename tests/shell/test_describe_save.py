"""The title's resume line reads the save through the safe reader: a FIFO or an oversized
file in the save's place gives no line and never blocks the title."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from scenes.shell.match.flow import describe_save
from scenes.shell.saves import save_format


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_fifo_in_place_of_the_save_gives_no_line(tmp_path: Path) -> None:
    fifo = tmp_path / "current.save"
    os.mkfifo(fifo)  # opening it for reading would block until a writer comes
    assert describe_save(fifo) == ""


def test_an_oversized_file_gives_no_line(tmp_path: Path) -> None:
    big = tmp_path / "current.save"
    big.write_bytes(b"x" * (save_format.MAX_FILE + 1))
    assert describe_save(big) == ""
