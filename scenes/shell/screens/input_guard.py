"""Presses land only on the screen they were meant for (issue 21).

The app hands every routed event to `SceneStack.deliver`, which asks `InputGuard.admit`
before a scene sees it (a finger and a controller button arrive here as a mouse button
or a key: scenes/ui/input.py; `SceneStack.handle_event` stays unguarded, for tests that
drive a scene directly). A press — key down or mouse button down — is not applied when:

- the top of the stack changed less than `GUARD_SECONDS` ago: a curtain, an overlay, a
  prompt, or the scene that an overlay uncovered (the table after its curtain lifts);
  the first scene of an empty stack is not guarded (no earlier screen to mean);
- a scene asked for a change of the stack earlier in the same frame: the press would
  land on a screen that is about to go (a bouncing button's second contact);
- it is an auto-repeat (a held controller direction, or a held key if key repeat is
  ever turned on) of anything but a navigation key, or of a press that began on
  another screen: holding a key never acts twice.

A release belongs to its press: it is dropped with a dropped press, and otherwise goes
to the scene that took the press (still on the stack, even if covered), so a scene
never sees a release whose press it did not see, and a "held" state (a peek) ends.
"""

from __future__ import annotations

from typing import Any

import pygame

# How long a new screen ignores presses. A person's double press (a key bounced, Enter
# pressed twice to be sure, a controller contact chattering) comes 30–150 ms apart; a
# deliberate press needs at least ~250 ms to read a new screen first (reaction time).
# The curtain's own check uses it too (scenes/shell/match/curtain.py).
GUARD_SECONDS = 0.25

# Auto-repeat may move a focus but never act (confirm, play, draw, undo…).
NAVIGATION_KEYS = frozenset({
    pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_PAGEUP,
    pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END, pygame.K_TAB})

PRESSES = (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN)
RELEASES = {pygame.KEYUP: pygame.KEYDOWN, pygame.MOUSEBUTTONUP: pygame.MOUSEBUTTONDOWN}


def _ident(event: pygame.event.Event, kind: int) -> tuple[int, Any]:
    """What pairs a press with its release: the key, or the mouse button."""
    return (kind, getattr(event, "key", None) if kind == pygame.KEYDOWN
            else getattr(event, "button", None))


def is_repeat(event: pygame.event.Event, held: bool) -> bool:
    """An auto-repeat: marked by the input router (held controller directions), or a
    second key-down of a key still held while pygame's key repeat is on."""
    if getattr(event, "repeat", False):
        return True
    try:
        return held and pygame.key.get_repeat() != (0, 0)
    except pygame.error:  # no video system (a stack driven headless): no key repeat
        return False


class InputGuard:
    """The stack's input filter (see the module docstring). `now` is its own clock,
    advanced by the frames' dt, so headless tests with a fake clock see what a person
    at the table sees."""

    __slots__ = ("now", "since", "seconds", "held")

    def __init__(self, seconds: float = GUARD_SECONDS) -> None:
        self.seconds = seconds
        self.now = 0.0
        self.since = -seconds  # when the top last changed (nothing guarded at start)
        # A press seen and not yet released -> the scene that took it (None: dropped).
        self.held: dict[tuple[int, Any], Any] = {}

    def tick(self, dt: float) -> None:
        self.now += max(0.0, dt)

    def appeared(self) -> None:
        """Something new is on screen: presses wait for the guard."""
        self.since = self.now

    @property
    def guarding(self) -> bool:
        return self.now - self.since < self.seconds

    def forget_held(self) -> None:
        """The window lost the keyboard: releases may never come."""
        self.held.clear()

    def admit(self, event: pygame.event.Event, top: Any, pending: bool) -> tuple[bool, Any]:
        """(apply it?, to which scene): a press goes to `top` or nowhere; a release
        to the scene that took its press, or nowhere."""
        kind = event.type
        if kind == pygame.WINDOWFOCUSLOST:
            self.forget_held()
            return True, top
        if kind in PRESSES:
            ident = _ident(event, kind)
            held = ident in self.held
            if held and is_repeat(event, held=True):
                owner = self.held[ident]
                ok = (owner is top and top is not None and not pending
                      and ident[1] in NAVIGATION_KEYS and kind == pygame.KEYDOWN)
                return ok, top
            if getattr(event, "repeat", False):  # a repeat of a press never seen
                return False, top
            ok = top is not None and not pending and not self.guarding
            self.held[ident] = top if ok else None
            return ok, top
        if kind in RELEASES:
            owner = self.held.pop(_ident(event, RELEASES[kind]), None)
            return owner is not None, owner
        return True, top
