"""What every game's actions module did the same way lives once in game/core/actions.py
(issue 22): the table of kinds, the parser's first checks, the plain text form, the
remembered text form and the fast constructor."""

from __future__ import annotations

import importlib

import pytest

from game.core import actions as core
from game.core.actions import Action


class Move(Action):
    kind = "move"
    fields = ("card", "cell")


class Stop(Action):
    kind = "stop"


def test_split_action_names_the_text_it_refuses() -> None:
    table = core.kinds(Move, Stop)
    assert core.split_action("move 3 57", table) == (Move, ["3", "57"])
    assert core.split_action("stop", table) == (Stop, [])
    with pytest.raises(ValueError, match="'jump 1'"):
        core.split_action("jump 1", table)
    with pytest.raises(ValueError, match="move takes 2 values: 'move 3'"):
        core.split_action("move 3", table)
    with pytest.raises(ValueError, match="not an action"):
        core.split_action("", table)


def test_kinds_refuses_a_kind_named_twice() -> None:
    class Other(Action):
        kind = "stop"

    with pytest.raises(ValueError):
        core.kinds(Move, Stop, Other)


def test_plain_text_and_make() -> None:
    assert core.plain_text(Move(3, 57)) == "move 3 57"
    assert core.plain_text(Stop()) == "stop"
    made = core.make(Move, (3, 57))
    assert made == Move(3, 57) and type(made) is Move


def test_remembered_makes_each_text_once() -> None:
    made: list[Action] = []

    def text(action: Action) -> str:
        made.append(action)
        return core.plain_text(action)

    cached = core.remembered(text)
    assert [cached(Move(1, 2)), cached(Move(1, 2)), cached(Stop())] == \
        ["move 1 2", "move 1 2", "stop"]
    assert made == [Move(1, 2), Stop()]


@pytest.mark.parametrize("game", ["paranoid", "pontoon", "ninety_nine", "intrigue",
                                  "pulling_strings"])
def test_no_game_keeps_its_own_copy(game: str) -> None:
    """The games use core's pieces: no text cache or fast constructor of their own."""
    module = importlib.import_module(f"game.{game}.actions")
    assert not hasattr(module, "_TEXTS")
    assert getattr(module, "make", core.make) is core.make
