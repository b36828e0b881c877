"""Fixtures for the save and settings tests: every store works in tmp_path."""

from __future__ import annotations

from pathlib import Path

import pytest

from scenes.shell.saves.store import SaveStore


@pytest.fixture(autouse=True)
def _private_folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Never touch the real user folders: both stores default to the test's tmp_path."""
    monkeypatch.setenv("CONSPIRACY_TABLE_DATA", str(tmp_path / "data"))
    monkeypatch.setenv("CONSPIRACY_TABLE_CONFIG", str(tmp_path / "config"))


@pytest.fixture
def store(_private_folders: None) -> SaveStore:
    # No fsync: these tests are about content; durability has its own kill test.
    return SaveStore(durable=False)
