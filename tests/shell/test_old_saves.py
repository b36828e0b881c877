"""A save written before the table held several games (format 1, Paranoid Delusions
only, made by the landed code of that time) still loads, resumes and plays on."""

from __future__ import annotations

import random
import shutil
from pathlib import Path

from scenes.shell.match.session import HUMAN
from scenes.shell.saves.store import SaveStore

OLD = Path(__file__).with_name("data") / "format1_paranoid.save"


def test_a_format_1_save_loads_as_paranoid_delusions_and_plays_on(tmp_path: Path) -> None:
    assert b"format=1" in OLD.read_bytes()[:400]
    shutil.copy(OLD, tmp_path / "current.save")
    result = SaveStore(tmp_path, durable=False).load()
    assert result.ok, result.message
    match = result.match
    assert match is not None and match.game_id == "paranoid-delusions"
    assert match.names == ["Ann", "Bob", "Cy"] and match.seats == ["human", "medium", "easy"]
    assert len(match.game.record) == 40
    session = match.session()
    rnd = random.Random(2)
    for _ in range(60):  # the old game goes on under today's engine
        if session.game.is_over:
            break
        p = session.to_act
        if session.seats[p] == HUMAN:
            session.submit(rnd.choice(session.game.legal_actions(p)))
        else:
            session.bot_step()
    assert len(session.game.record) > 40


def test_resaving_an_old_game_writes_the_new_format(tmp_path: Path) -> None:
    shutil.copy(OLD, tmp_path / "current.save")
    store = SaveStore(tmp_path, durable=False)
    match = store.load().match
    assert match is not None
    store.save(match.session())
    data = (tmp_path / "current.save").read_bytes()
    assert b"format=2" in data[:400]
    again = SaveStore(tmp_path, durable=False).load()
    assert again.ok and again.match is not None
    assert again.match.game.to_json() == match.game.to_json()
