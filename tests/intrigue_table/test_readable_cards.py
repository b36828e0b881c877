"""What a member card must keep readable from a sofa while the table moves over it.

- The raised hands of a ballot (spec §5.3.4) rest where they cover neither the score,
  nor the name, nor the portrait, at every chamber size and text size; and off the
  heading voted on.
- A pact (§8: pacts are public) is shown on its two members' cards only: nothing drawn
  for it lands on another member's card, nor on the portrait, name, score or file of
  the two.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import numpy as np
import pygame
import pytest

from game.intrigue import plugin
from scenes.intrigue import animate
from scenes.intrigue import places as pl
from scenes.intrigue.table import IntrigueTable
from scenes.shell.match.session import Session
from scenes.shell.window.app import App


def _table(players: int, **obs: Any) -> IntrigueTable:
    """A public table of `players` members whose observation has `obs` changed."""
    names = ["Alexandrina", "Bo", "Konstantin", "Dmitri", "Evdokia", "Fyodor"][:players]
    game = plugin.Game.new(plugin.make_config(["random"] * players, names, {}), 7)
    session = Session(game, ["human", "human"] + ["random"] * (players - 2), 0,
                      game_id="intrigue")
    session.hide()
    table = IntrigueTable(session, speed=1.0)
    table.obs = dataclasses.replace(table.obs, **obs)
    return table


def _portrait(p: int, n: int) -> pygame.Rect:
    r = pl.member_rect(p, n)
    return pygame.Rect(r.x + 8, r.y + 14, 84, 84)


@pytest.mark.parametrize("players", [4, 5, 6])
def test_raised_hands_cover_no_score_name_or_portrait(app: App, text_size: float,
                                                      players: int) -> None:
    # The widest scores a game shows ("12½"): the score takes its most room.
    table = _table(players, public=(25,) * players, rumour=(0, 1, 5))
    votes = [(p, ("believe", "abstain", "disbelieve")[p % 3]) for p in range(players)]
    effect = {"votes": votes, "avoid": table.voted_chip()}
    for t in (0.0, 0.1, 1.0):  # rising and raised
        blits = animate._hands(effect, t, players)
        assert len(blits) == players
        for (p, _vote), (image, at) in zip(votes, blits, strict=True):
            hand = pygame.Rect(at, image.get_size())
            words = table.card_words(p)
            assert pl.member_rect(p, players).contains(hand), (p, hand)
            assert not hand.colliderect(words.score_at), (p, t, hand, words.score_at)
            assert not hand.colliderect(words.name_at), (p, t, hand, words.name_at)
            assert not hand.colliderect(_portrait(p, players)), (p, t, hand)
    # The voted heading (member 1's chip 6, at the file's right end) stays in sight.
    subject = next(at for (p, _v), at in zip(votes, animate._hands(effect, 1.0, players),
                                             strict=True) if p == 1)
    hand = pygame.Rect(subject[1], subject[0].get_size())
    assert not hand.colliderect(pl.chip_rect(1, 5, players))


def _still(table: IntrigueTable) -> np.ndarray:
    table.version += 1  # the picture drawn anew
    surface = pygame.Surface((1280, 720))
    table.draw_still(surface)
    return pygame.surfarray.array3d(surface)


@pytest.mark.parametrize("players", [4, 5, 6])
@pytest.mark.parametrize("crowded", [False, True], ids=["few", "crowded"])
def test_a_pact_is_drawn_on_its_two_members_cards_only(app: App, text_size: float,
                                                       players: int, crowded: bool) -> None:
    if crowded:  # one member in a pact with all but the last
        pacts = tuple((0, q) for q in range(1, players - 1))
    else:  # across the chamber, side by side
        pacts = ((0, players - 1), (1, 2), (0, 2))
    plain = _still(_table(players, public=(25,) * players))
    tied = _still(_table(players, public=(25,) * players, pacts=pacts))
    changed = np.any(plain != tied, axis=2)  # indexed [x, y]
    assert changed.any(), "the pacts show nowhere"
    for p in range(players):
        r = pl.member_rect(p, players)
        inside = changed[r.left:r.right, r.top:r.bottom]
        if not any(p in pair for pair in pacts):
            assert not inside.any(), f"a pact is drawn over member {p}'s card"
            continue
        table = _table(players, public=(25,) * players, pacts=pacts)
        words = table.card_words(p)
        keep = [words.name_at, words.score_at, _portrait(p, players)]
        keep += [pl.chip_rect(p, k, players) for k in range(12)]
        for area in keep:
            assert not changed[area.left:area.right, area.top:area.bottom].any(), (p, area)
    # Outside the cards: nothing either (no cord across the gaps or the panels).
    cards = np.zeros_like(changed)
    for p in range(players):
        r = pl.member_rect(p, players)
        cards[r.left:r.right, r.top:r.bottom] = True
    assert not (changed & ~cards).any()
