"""The tutorial's words true to the position (issue 31): the target card called the
uncontrolled row "the easiest: pick one to control" while the list beside it showed
0–8% to control. The card names the best chance to control as the list shows it. And
the first list, made before the coach hid the specials, showed "Play Second Wind"."""

from __future__ import annotations

import re
import time

import pygame

from game.pulling_strings.cards import CONTROL, GROUPS
from scenes.shell.window.app import App, AppConfig
from tests.pulling_strings_table.test_tutorial import DT, _do, _press, start_tutorial


def test_the_target_card_names_the_best_chance_the_list_shows() -> None:
    app = App(AppConfig(speed=0))
    app.open()
    try:
        table, coach = start_tutorial(app)
        deadline = time.monotonic() + 30
        while not (coach.step.when == "aim" and coach.mode == "act"):
            assert time.monotonic() < deadline, "the target card never came"
            app.step([], DT)
            if coach.mode == "hold":
                _press(app, pygame.K_RETURN)
            elif coach.step.when == "action" and coach.mode == "act":
                # The special is face down until Peek is held, from the first list on.
                assert not any("Second Wind" in lb for lb in table.choices_for_test())
                _do(app, table, "Attack with your Cabal")
        words = coach.step.text
        controls = [e for e in table.entries()
                    if e.action is not None and e.action.kind_ == CONTROL]
        best = max(e.odds.percent for e in controls)
        named = re.search(r"best chance to control is (.+), at (\d+)%", words)
        assert named, words
        name, percent = named.group(1), int(named.group(2))
        assert percent == best, (words, [(e.label, e.odds.percent) for e in controls])
        assert any(GROUPS[e.action.target].name == name and e.odds.percent == best
                   for e in controls), words
        assert "easiest" not in words
        if best < 50:  # a low chance is called low, and Slush named as the way up
            assert "low" in words and "Slush" in words, words
    finally:
        app.close()
