"""One kept-picture design for the tables (issue 22): Ninety-Nine's picture of keyed parts
and Pontoon's recorded picture both build on `scenes/ui/kept.py`, whose `Steps` is the one
recording both replay — so the next table starts from it."""

from __future__ import annotations

import pygame

from scenes.ninety_nine import layer as nn_layer
from scenes.pontoon import layer as pontoon_layer
from scenes.ui import kept


def test_both_tables_keep_their_picture_with_the_kit_piece() -> None:
    assert nn_layer.Layer is kept.PartsPicture and nn_layer.Ops is kept.Steps
    assert pontoon_layer.Layer is kept.RecordedPicture
    assert pontoon_layer.Recorder is kept.Recorder and pontoon_layer.shape is kept.shape


def _raw(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


def test_a_recorder_and_recorded_steps_replay_the_same_pixels() -> None:
    """The same drawing recorded while drawing (Pontoon) and recorded to draw later
    (Ninety-Nine) is one `Steps`: each replays the picture, and each step's rectangle
    lies within the whole's bounds."""
    like = pygame.Surface((200, 120))
    spot = pygame.Surface((30, 20))
    spot.fill((200, 40, 40))
    rec = kept.Recorder(like)
    rec.fill((10, 60, 30))
    rec.blit(spot, (20, 30))
    kept.shape(pygame.draw.rect, rec, (240, 200, 90), pygame.Rect(80, 10, 50, 40), 3)
    kept.shape(pygame.draw.line, rec, (90, 90, 250), (10, 100), (190, 60), 4)
    steps = kept.Steps()
    steps.note(pygame.Rect(0, 0, 200, 120), pygame.Surface.fill, ((10, 60, 30),))
    steps.blit(spot, (20, 30))
    steps.rect((240, 200, 90), pygame.Rect(80, 10, 50, 40), 3)
    steps.line((90, 90, 250), (10, 100), (190, 60), 4)
    assert isinstance(rec.record, kept.Steps) and len(rec.steps) == len(steps.calls) == 4
    for recorded in (rec.record, steps):
        again = pygame.Surface((200, 120))
        recorded.run(again)
        assert _raw(again) == _raw(rec)
        assert all(recorded.bounds.contains(r) for r in recorded.rects)
