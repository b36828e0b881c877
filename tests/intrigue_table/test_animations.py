"""Every event Intrigue's table receives is animated, and the public screen's animations
depend on nothing the public may not know (spec §8, §16).

- Each event kind of the engine, seen by a member in its audience, plays something
  visible; seen by the public, too, except the kinds whose public view is empty (a note
  read, an offer expiring, spreader points): those play nothing at all, not even a
  pause, so their number tells nobody anything.
- The public film of a step (every frame while its events play) is the same after
  everything the public cannot see is re-dealt (`redeal(None, seed)`) and the same
  action applied (the pattern of tests/conformance/test_conformance_public_screen.py).
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from game.core.errors import IllegalAction
from game.core.events import Event
from game.intrigue import plugin
from scenes.intrigue.animate import PRIVATE_ONLY
from scenes.intrigue.table import IntrigueTable
from scenes.shell.match.session import Session, Shown
from scenes.shell.window.app import App
from scenes.ui.tween import Sequence

DT = 1 / 30
KINDS = {"game_started", "round_started", "report", "mingled", "note",
         "pact_formed", "offer_expired", "floor_opened", "pact_broken", "initiated", "voted",
         "ballots_revealed", "tabled", "revealed", "points", "spreader_points", "promoted",
         "perk_used", "passed", "game_over"}


def _table(game: Any) -> IntrigueTable:
    """A table watching `game` from the public view (two humans, nobody at the screen)."""
    seats = ["human", "human"] + ["random"] * (game.config.players - 2)
    session = Session(game, seats, 0, game_id="intrigue")
    session.hide()
    table = IntrigueTable(session, speed=1.0)
    assert session.display_viewer is None
    return table


def _play_views(table: IntrigueTable, views: list[dict[str, Any]],
                film: list[str] | None = None) -> int:
    """Play the views' steps to their end; the most blits seen at once."""
    steps = [t for v in views for t in table.steps_for(Shown(v, None))]
    if not steps:
        return 0
    table.tweens.add(Sequence(*steps))
    most = 0
    surface = pygame.Surface((1280, 720))
    for _ in range(2000):
        if not table.tweens.busy:
            return most
        table.tweens.update(DT)
        most = max(most, len(table.moving_blits()))
        if film is not None:
            table.draw(surface)
            film.append(hashlib.sha1(pygame.image.tobytes(surface, "RGB")).hexdigest())
    raise AssertionError("an animation never ended")


def _events(seed: int, players: int) -> Iterator[tuple[Any, Any, int, Any]]:
    """(game before, action, actor, events) along a game of random play."""
    rnd = random.Random(seed)
    game = plugin.Game.new(plugin.make_config(["random"] * players,
                                              [f"M{i}" for i in range(players)], {}), seed)
    yield game.clone(), None, -1, game.opening  # the convening and round 1's briefing
    while not game.is_over:
        p = rnd.choice(game.waiting_for)
        action = rnd.choice(game.legal_actions(p))
        before = game.clone()
        events = game.apply(action, p)
        yield before, action, p, events


def test_every_event_kind_is_animated_for_whoever_may_see_it(app: App) -> None:
    samples: dict[tuple[str, bool], Any] = {}
    for seed in range(40):
        for before, _a, _p, events in _events(seed, 4 + seed % 3):
            for e in events:
                # An accepted offer's pact carries the answer for its two members.
                samples.setdefault((e.kind, bool(e.secret.get("answer"))), (before, e))
        if {k for k, _ in samples} >= KINDS:
            break
    if ("offer_expired", False) not in samples:  # the reply step seldom leaves one open
        game = next(_events(0, 4))[0]
        samples["offer_expired", False] = (game, Event("offer_expired", {},
                                                       {"from": 0, "to": 1}, (0, 1)))
    assert {k for k, _ in samples} >= KINDS, KINDS - {k for k, _ in samples}
    for (kind, _), (before, e) in sorted(samples.items()):
        table = _table(before)
        viewer = e.audience[0] if e.audience else 0
        table.session._confirmed = viewer  # the screen is a member's in its audience
        table.resync()
        seen = _play_views(table, [e.view(viewer)])
        assert seen > 0, f"{kind}: nothing shows for {viewer}, who may see it"
        table.session.hide()
        table.resync()
        public = _play_views(table, [e.view(None)])
        if kind in PRIVATE_ONLY:
            assert table.steps_for(Shown(e.view(None), None)) == [], kind
        else:
            assert public > 0, f"{kind}: nothing shows for the public"


@pytest.mark.parametrize("seed", [5, 6])
def test_the_public_film_of_a_step_does_not_depend_on_hidden_things(app: App,
                                                                    seed: int) -> None:
    rnd = random.Random(seed)
    compared = 0
    for before, action, p, events in _events(seed, 5):
        if action is None or compared >= 25 or rnd.random() < 0.5:
            continue
        if any(e.kind == "ballots_revealed" for e in events):
            # The last ballot opens the others (§5.3.3): re-dealt ballots rightly show
            # other hands.
            continue
            continue
        want: list[str] = []
        _play_views(_table(before), [e.view(None) for e in events], want)
        for _ in range(2):
            other = before.redeal(None, rnd.randrange(1 << 30))
            table = _table(other.clone())  # the re-dealt game as it was before the move
            try:
                other_events = other.apply(action, p)
            except IllegalAction:
                continue  # the re-deal made this move impossible: nothing to compare
            got: list[str] = []
            _play_views(table, [e.view(None) for e in other_events], got)
            assert got == want, f"seed {seed}: the public film of {action} shows a secret"
            compared += 1
    assert compared >= 10

