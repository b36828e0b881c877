"""Board tiles read from the sofa (issue 22): the words of a board card stay upright
whichever seat it faces (the owner's stripe says whom), are drawn at their final size,
and no subject loses letters silently."""

import pygame

from game.pontoon import plugin
from game.pontoon.game import Game
from scenes.pontoon import board_art
from scenes.pontoon.board_art import BoardArt
from scenes.ui.art import Art


def _art() -> BoardArt:
    pygame.init()
    game = Game.new(plugin.make_config(["medium"] * 4, list("abcd"), {}), 1)
    return BoardArt(game.state.cards, tuple(game.state.subjects), Art())


def _face(surface: pygame.Surface, side: int) -> bytes:
    """The pixels of the tile's words (the square away from the stripe)."""
    face = board_art._stripe_and_face(side)[1].inflate(-2, -2)
    return pygame.image.tobytes(surface.subsurface(face), "RGBA")


def test_words_stay_upright_for_every_seat() -> None:
    art = _art()
    for card in (5, 17, 30):
        south = _face(art.tile(card, 1, 0), 0)
        assert len(set(south)) > 8  # words are there
        for side, angle in ((1, 90), (2, 180), (3, 270)):  # facing east, north, west
            assert _face(art.tile(card, 1, angle), side) == south, (card, angle)


def test_subjects_are_whole_and_fit_the_tile() -> None:
    pygame.init()
    size = (board_art.TILE - 4, board_art.TILE - 4)
    for subject in ("The Museum Curator", "Self-Driving Shopping Trolleys",
                    "A Sleepwalking Astronaut", "The Spanish Inquisition", "Zombies"):
        fnt, lines = board_art.subject_lines(subject, size)
        assert all(fnt.size(line)[0] <= size[0] for line in lines)
        joined = "".join(line if line.endswith("-") and not line.endswith("--")
                         else line + " " for line in lines)
        words = subject.split(" ", 1)[1] if subject.startswith(("The ", "A ")) else subject
        assert joined.replace("- ", "-").replace("-", "").split() == \
            words.replace("-", "").split() or lines[-1].endswith("…"), lines
    fnt, lines = board_art.subject_lines("The FBI", size)
    assert fnt.get_height() >= 16  # short subjects are drawn large
