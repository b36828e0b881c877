"""Shared presentation services handed to scenes through the stack."""

from __future__ import annotations

from functools import cache
from typing import Any

from scenes.ui.art import Art
from scenes.ui.input import InputState
from scenes.ui.sound import Sound


class Services:
    """What every scene may use. The app builds one; scenes reach it as `self.services`.

    A plain class, not a dataclass: it is built at every start, before the first frame
    (see KeySpec in scenes/input.py)."""

    def __init__(self, art: Art | None = None, sound: Sound | None = None, options: Any = None,
                 settings: Any = None, store: Any = None,
                 overrides: dict[str, Any] | None = None, display: Any = None,
                 input: InputState | None = None) -> None:  # noqa: A002 - scenes say .input
        self.art = art if art is not None else Art()
        self.sound = sound if sound is not None else Sound(enabled=False)
        self.options = options  # the command-line game options, for the board to read later
        # The saved settings (scenes.shell.settings.settings_store.Settings) and where they
        # go; None: the defaults, saved nowhere (tests, tools). `overrides` holds command-line
        # values that win for this run only and are never saved.
        self.settings = settings
        self.store = store
        self.overrides: dict[str, Any] = overrides if overrides is not None else {}
        self.display = display  # the App, once made: fullscreen for the settings scene
        self.input = input if input is not None else InputState()  # device in use (prompts)

    def setting(self, name: str) -> Any:
        """A setting's value for this run: the command line's, else the saved one."""
        if name in self.overrides:
            return self.overrides[name]
        if self.settings is None:
            from scenes.shell.settings.settings_store import Settings

            self.settings = Settings()
        return getattr(self.settings, name)


@cache
def default_services() -> Services:
    """A silent, shared fallback for scenes used outside an app (tests, tools)."""
    return Services()
