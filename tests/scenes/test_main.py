"""The command line: help, argument errors, and a real headless run."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

import main

ROOT = Path(__file__).resolve().parents[2]


def test_help_exits_zero(capsys: pytest.CaptureFixture[str]) -> None:
    assert main.main(["--help"]) == 0
    out = capsys.readouterr().out
    for option in ("--seats", "--demo", "--seed", "--frames", "--screenshot", "--speed",
                   "--fullscreen", "--size", "--kiosk"):
        assert option in out


@pytest.mark.parametrize("argv, message", [
    (["--size", "huge"], "write it like 1600x900"),
    (["--size", "10x10"], "out of range"),
    (["--seats", "human"], "2 to 6 seats"),
    (["--seats", "human,wizard"], "unknown seat kind 'wizard'"),
    (["--speed", "fast"], "speed must be"),
    (["--frames", "0"], "at least 1"),
])
def test_bad_arguments_explain_themselves(argv: list[str], message: str,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    assert main.main(argv) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err


def test_kiosk_runs_the_attract_loop(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                     capsys: pytest.CaptureFixture[str]) -> None:
    for name, folder in (("CONSPIRACY_TABLE_CONFIG", "config"), ("CONSPIRACY_TABLE_DATA", "data"),
                         ("CONSPIRACY_TABLE_LOGS", "logs")):
        monkeypatch.setenv(name, str(tmp_path / folder))
    seen: dict[str, object] = {}
    from scenes.shell.window.app import App

    original = App.run

    def spy(self: App) -> int:
        code = original(self)
        seen["scenes"] = [type(s).__name__ for s in self.stack.scenes]
        seen["guarded"] = self.on_error is not None
        return code

    monkeypatch.setattr(App, "run", spy)
    shot = tmp_path / "kiosk.png"
    assert main.main(["--kiosk", "--frames", "5", "--size", "640x360", "--speed", "0",
                      "--seed", "2", "--mute", "--screenshot", str(shot)]) == 0
    assert shot.exists() and seen["guarded"]
    assert seen["scenes"][-1] == "AttractBanner" and "BoardScene" in seen["scenes"]
    assert main.main(["--kiosk", "--demo"]) == 2
    assert "--kiosk chooses its own games" in capsys.readouterr().err
    # The saved setting makes kiosk mode the default start.
    (tmp_path / "config").mkdir(exist_ok=True)
    (tmp_path / "config" / "settings.json").write_text('{"kiosk": {"enabled": true}}')
    seen.clear()
    assert main.main(["--frames", "3", "--size", "640x360", "--speed", "0", "--mute"]) == 0
    assert seen["guarded"] and seen["scenes"][-1] == "AttractBanner"


def test_parser_reads_the_game_options() -> None:
    args = main.build_parser().parse_args(
        ["--seats", "Human, hard,easy", "--seed", "7", "--speed", "instant", "--size",
         "1920x1080", "--demo"])
    assert args.seats == ("human", "hard", "easy")
    assert (args.seed, args.speed, args.size, args.demo) == (7, 0.0, (1920, 1080), True)


def test_in_process_run_stores_options(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    seen = {}
    from scenes.shell.window.app import App

    original = App.run

    def spy(self: App) -> int:
        seen["options"] = self.services.options
        return original(self)

    monkeypatch.setattr(App, "run", spy)
    shot = tmp_path / "in.png"
    assert main.main(["--frames", "5", "--screenshot", str(shot), "--seats",
                      "human,hard", "--seed", "3", "--mute"]) == 0
    assert shot.exists()
    assert seen["options"].seats == ("human", "hard") and seen["options"].seed == 3


def test_thirty_frame_headless_run_writes_a_screenshot(tmp_path: Path) -> None:
    shot = tmp_path / "t.png"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               XDG_CACHE_HOME=str(tmp_path / "cache"))  # keep the user's cache untouched
    result = subprocess.run(
        [sys.executable, "main.py", "--frames", "30", "--screenshot", str(shot)],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    image = pygame.image.load(shot)
    assert image.get_size() == (1280, 720)
