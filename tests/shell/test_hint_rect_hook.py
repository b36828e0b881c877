"""The table's hint hook (issue 33): every table has `hint_rect(action)`, None unless the
table says where it shows that move, so the shell can ask any table where a hint points."""

from __future__ import annotations

import inspect

from scenes.shell.match.table import TableScene


def test_every_table_has_a_hint_rect_defaulting_to_none() -> None:
    hook = TableScene.hint_rect
    params = list(inspect.signature(hook).parameters)
    assert params == ["self", "action"]
    assert hook(object.__new__(TableScene), object()) is None
