"""The save and settings layers are pure logic: importing them never loads pygame."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_no_pygame_import() -> None:
    code = ("import sys; sys.path.insert(0, sys.argv[1]); "
            "import scenes.shell.saves.store, scenes.shell.settings.settings_store, "
            "scenes.shell.replay.cursor, "
            "scenes.shell.saves.safe_files; "
            "assert 'pygame' not in sys.modules, 'pygame was imported'")
    done = subprocess.run([sys.executable, "-c", code, str(ROOT)], capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr
