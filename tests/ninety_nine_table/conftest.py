"""Fixtures shared by the Ninety-Nine table's cache tests."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from scenes.ninety_nine import bench


@pytest.fixture()
def busy() -> Iterator[Any]:
    """The benchmark's busy six-seat table (frozen bots), one frame in."""
    app, table = bench.build(6, 3)
    app.stack.update(1 / 60)
    yield table
    app.close()
