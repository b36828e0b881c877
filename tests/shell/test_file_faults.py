"""Issue 21, item 7: file faults, each a clear message with nothing lost.

(The config-name check for every game is in tests/conformance/test_conformance_names.py,
the finished-game redeal in tests/conformance/test_conformance_redeal.py.)
"""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def _private_folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CONSPIRACY_TABLE_DATA", str(tmp_path / "data"))
    monkeypatch.setenv("CONSPIRACY_TABLE_CONFIG", str(tmp_path / "config"))


@pytest.mark.parametrize("name", ["a" * 5000 + ".png", "shot\0.png",
                                  "x" * 300 + "/shot.png"],
                         ids=["5000-characters", "nul", "long-folder"])
def test_a_screenshot_name_the_system_refuses_is_a_message(
        tmp_path: Path, name: str, capsys: pytest.CaptureFixture,
        monkeypatch: pytest.MonkeyPatch) -> None:
    from scenes.shell import cli

    monkeypatch.chdir(tmp_path)
    code = cli.main(["--frames", "1", "--size", "640x360", "--mute", "--screenshot", name])
    err = capsys.readouterr().err
    assert code == 2 and "screenshot" in err and "cannot write" in err
    assert "Traceback" not in err and len(err) < 2000
