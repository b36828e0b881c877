"""What each phone is told the table waits for (scenes/phones/waits.py), for every case
the shell knows of whatever the game: a screen over the table, an acknowledgement (anyone's
or one seat's), an animation, other players, the end."""

from __future__ import annotations

from types import SimpleNamespace as NS

from scenes.phones.waits import ANIMATING, GO_ON, Wait, wait_for

NAMES = ["Ann", "Bob", "Cy", "Dee"]


def _session(waiting: tuple[int, ...], over: bool = False, shown: bool = False) -> NS:
    return NS(game=NS(is_over=over), waiting=waiting, names=NAMES, shown=[1] if shown else [])


def _table(awaiting: NS | None = None, animating: bool = False) -> NS:
    return NS(awaiting=awaiting, animating=animating)


def test_each_case_tells_what_the_table_waits_for() -> None:
    paused = Wait("The game is paused on the TV", holds=True)
    assert wait_for(0, _table(), _session((0,)), paused) == paused
    assert wait_for(0, None, _session((0,)), paused) == paused  # told while covered
    anyone = NS(what="the end of round 2", number=5, by=None)
    for seat in (0, 1):
        assert wait_for(seat, _table(anyone), _session((0, 1)), None) == Wait(
            "The TV shows the end of round 2", GO_ON, 5, holds=True)
    bobs = NS(what="Bob's reveal", number=6, by=1)
    assert wait_for(1, _table(bobs), _session(()), None).ack == GO_ON
    ann = wait_for(0, _table(bobs), _session(()), None)
    assert ann.ack is None and ann.holds  # only Bob may go on; Ann's choices wait too
    assert wait_for(0, _table(animating=True), _session((0,)), None) == Wait(ANIMATING)
    assert wait_for(0, _table(), _session((0,), shown=True), None) == Wait(ANIMATING)
    assert wait_for(0, _table(), _session((1, 2, 3)), None) == Wait(
        "Waiting for Bob, Cy and Dee")
    assert wait_for(0, _table(), _session((0, 2)), None) is None  # Ann's choice: taken now
    assert wait_for(0, _table(), _session((), over=True), paused) is None  # the end
    assert wait_for(0, _table(anyone), _session((), over=True), None).ack == GO_ON


def test_the_wire_form_and_the_reason_given() -> None:
    assert Wait(ANIMATING).message() == {"text": ANIMATING, "ack": None, "holds": False}
    held = Wait("The TV shows the end of round 1", GO_ON, 3, holds=True)
    assert held.message() == {"text": held.text, "ack": GO_ON, "holds": True, "id": 3}
    assert held.refusal() == ("Not yet: The TV shows the end of round 1. Your choice is "
                              "kept: tap Go on first.")
    assert Wait("The game is paused on the TV", holds=True).refusal().endswith(
        "send it again once the TV goes on.")
