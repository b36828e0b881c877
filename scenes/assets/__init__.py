"""The program's own data files (table layouts as Tiled maps, …), shipped as package data.

They live inside the `scenes` package so that an installed wheel carries them next to the
code: every user finds a file through `asset()`, never through the checkout's layout.
pyproject.toml's package-data globs must match every file here
(tests/shell/test_package_data.py checks it).
"""

from __future__ import annotations

from pathlib import Path

ASSETS_DIR = Path(__file__).resolve().parent


def asset(*parts: str) -> Path:
    """The path of a shipped data file, e.g. `asset("layout", "table_4.tmx")`."""
    return ASSETS_DIR.joinpath(*parts)
