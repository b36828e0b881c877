"""The Pontoon table's moving pieces: the tiles of the Conspiracy Board and the news
banner. Their own module, so the animation that makes them and the table that draws them
both import them and not each other."""

from __future__ import annotations


class Tile:
    """A card on (or flying to) the Conspiracy Board."""

    __slots__ = ("card", "owner", "angle", "x", "y", "alpha", "landed")

    def __init__(self, card: int, owner: int, angle: float, x: float, y: float,
                 landed: bool = True) -> None:
        self.card, self.owner, self.angle = card, owner, angle
        self.x, self.y = x, y
        self.alpha = 255.0
        self.landed = landed  # False: part of the line being told (not yet on the board)


class Banner:
    """A big line of news across the table ("BUST!", "Time's up!")."""

    __slots__ = ("text", "colour", "life", "total", "small")

    def __init__(self, text: str, colour: tuple[int, int, int], life: float,
                 small: bool = False) -> None:
        self.text, self.colour, self.life, self.total, self.small = \
            text, colour, life, life, small
