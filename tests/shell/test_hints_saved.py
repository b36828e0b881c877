"""The coach's hints taken are saved with the match (issue 33): a resumed match's results
still say how many each human took."""

from __future__ import annotations

import json

import pytest

from game.ninety_nine import plugin
from scenes.shell.match.session import Session
from scenes.shell.saves.save_format import SaveProblem
from scenes.shell.saves.save_match import _match, _payload


def session() -> Session:
    config = plugin.make_config(["human", "hard"], ["You", "Ada"], {})
    return Session(plugin.Game.new(config, 5), ["human", "hard"], 5)


def test_hints_taken_go_into_the_save_and_come_back() -> None:
    s = session()
    s.hints_taken[0] = 3
    payload = json.loads(json.dumps(_payload(s)))
    assert payload["hints_taken"] == {"0": 3}
    match = _match(payload)
    assert match.hints_taken == {0: 3}
    assert match.session().hints_taken == {0: 3}
    assert _payload(match)["hints_taken"] == {"0": 3}  # re-filed as it was


def test_an_older_save_has_none_and_a_malformed_count_is_refused() -> None:
    payload = json.loads(json.dumps(_payload(session())))
    del payload["hints_taken"]
    assert _match(payload).session().hints_taken == {}
    for bad in ({"0": -1}, {"9": 1}, {"x": 1}, {"0": True}, [1]):
        payload["hints_taken"] = bad
        with pytest.raises(SaveProblem):
            _match(payload)


def test_the_setups_choice_of_hints_comes_back_with_the_match() -> None:
    s = session()
    assert s.hints_on  # one human: on
    s.hints_on = False  # the setup said Off
    match = _match(json.loads(json.dumps(_payload(s))))
    assert match.session().hints_on is False
    payload = json.loads(json.dumps(_payload(s)))
    del payload["hints_on"]  # an older save: the default again
    assert _match(payload).session().hints_on is True
    payload["hints_on"] = "yes"
    with pytest.raises(SaveProblem):
        _match(payload)
