"""Intrigue's results in words a player reads (issue 31, item 5): each lie of the
archives is a sentence with its verb ("Boris told Ada that Cy is chess champion of…"),
and the screen says that secret points count, beside the secret and true columns."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from game.intrigue import plugin
from scenes.intrigue import results as results_module
from scenes.intrigue.results import SECRET_COUNTS, IntrigueResults
from scenes.intrigue.view import halves
from scenes.shell.match.session import Session
from scenes.shell.window.app import App
from tests.intrigue.test_narration import ADVERBS, FINITE

NAMES = ["Boris", "Cleo", "Dana", "Emil"]


def _finished(seed: int) -> Session:
    seats = ["human", "random", "random", "random"]
    game = plugin.Game.new(plugin.make_config(seats, NAMES, {"round_limit": 5}), seed)
    rnd = random.Random(seed)
    while not game.is_over:
        p = rnd.choice(game.waiting_for)
        acts = game.legal_actions(p)
        game.apply(acts[rnd.randrange(len(acts))], p)
    return Session(game, seats, seed, game_id="intrigue")


@pytest.mark.parametrize("seed", [1, 2])
def test_every_lie_in_the_archives_is_a_sentence_with_its_verb(app: App, seed: int) -> None:
    screen = IntrigueResults(_finished(seed))
    lines = screen.lies()
    assert lines, "random play tells lies"
    for line in lines:
        claim = line.split(" that ", 1)[1]
        name, rest = claim.split(" ", 1)
        assert name in NAMES, line  # the member named, never "themself"
        words = rest.split()
        while words[0] in ADVERBS:
            words = words[1:]
        assert words[0] in FINITE, line


def test_the_results_say_that_secret_points_count(app: App, monkeypatch: Any) -> None:
    said: list[str] = []
    real = results_module.text.blit_text

    def record(surface: Any, words: str, *args: Any, **kwargs: Any) -> Any:
        said.append(words)
        return real(surface, words, *args, **kwargs)

    monkeypatch.setattr(results_module.text, "blit_text", record)
    session = _finished(3)
    screen = IntrigueResults(session)
    app.stack.push(screen)
    app.stack.apply_pending()
    screen.draw(pygame.Surface((1280, 720)))
    assert SECRET_COUNTS in said
    o = session.game.observe(None)  # the archives are open: every secret point shows
    assert o.all_secret and all(halves(s) in said for s in o.all_secret)
    assert {"Public", "Secret", "True"} <= set(said)
