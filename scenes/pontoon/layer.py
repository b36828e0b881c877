"""The Pontoon table's still picture: the felt, the grid, the cards at rest and the left
panel drawn once on a `Recorder` and kept; a frame blits it and draws only what moves on
top, replaying the small areas where something moving lies under a later part of the
picture. The design is the tables' shared one, `scenes/ui/kept.py` (`RecordedPicture`)."""

from __future__ import annotations

from scenes.ui.kept import BLIT, NO_KW, Op, RecordedPicture, Recorder, shape

Layer = RecordedPicture  # the table's recorded picture

__all__ = ["BLIT", "NO_KW", "Layer", "Op", "Recorder", "shape"]
