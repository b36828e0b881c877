"""Fixtures shared by the scene tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from scenes.app import App, AppConfig


@pytest.fixture
def app() -> Iterator[App]:
    application = App(AppConfig(speed=0))
    application.open()
    yield application
    application.close()
