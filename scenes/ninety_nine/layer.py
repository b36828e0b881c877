"""The Ninety-Nine table's still picture: a picture of keyed parts (the centre, the hand,
the seat tiles, the panels), kept between frames and redrawn only where a part changed.
The design is the tables' shared one, `scenes/ui/kept.py` (`PartsPicture`); a part
records its drawing as `Ops` (kept `Steps`)."""

from __future__ import annotations

from scenes.ui.kept import Part, PartsPicture, Steps

Ops = Steps  # a part's recorded drawing
Layer = PartsPicture  # the table's picture of parts

__all__ = ["Layer", "Ops", "Part"]
