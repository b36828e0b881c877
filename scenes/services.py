"""Shared presentation services handed to scenes through the stack."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import Any

from scenes.art import Art
from scenes.input import InputState
from scenes.sound import Sound


@dataclass
class Services:
    """What every scene may use. The app builds one; scenes reach it as `self.services`."""

    art: Art = field(default_factory=Art)
    sound: Sound = field(default_factory=lambda: Sound(enabled=False))
    options: Any = None  # the command-line game options, for the board to read later
    # The saved settings (scenes.settings_store.Settings) and where they go; None: the
    # defaults, saved nowhere (tests, tools). `overrides` holds command-line values that
    # win for this run only and are never saved.
    settings: Any = None
    store: Any = None
    overrides: dict[str, Any] = field(default_factory=dict)
    display: Any = None  # the App, once made: fullscreen for the settings scene
    input: InputState = field(default_factory=InputState)  # the device in use (prompts)

    def setting(self, name: str) -> Any:
        """A setting's value for this run: the command line's, else the saved one."""
        if name in self.overrides:
            return self.overrides[name]
        if self.settings is None:
            from scenes.settings_store import Settings

            self.settings = Settings()
        return getattr(self.settings, name)


@cache
def default_services() -> Services:
    """A silent, shared fallback for scenes used outside an app (tests, tools)."""
    return Services()
