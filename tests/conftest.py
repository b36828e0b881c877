"""Shared test set-up: SDL runs headless, and the project root is importable."""

import atexit
import logging
import os
import shutil
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# main.main() reads the saved settings: never the developer's own (tests/kiosk narrows
# this further to each test's tmp_path). The folder goes with the process that made it
# (a run left one behind per worker: 900 empty folders in /tmp after a day's runs).
if "CONSPIRACY_TABLE_CONFIG" not in os.environ:
    os.environ["CONSPIRACY_TABLE_CONFIG"] = _CONFIG = tempfile.mkdtemp(prefix="ct-config-")
    _MAKER = os.getpid()  # a forked child inherits the exit hook, not the folder
    atexit.register(lambda: os.getpid() == _MAKER and shutil.rmtree(_CONFIG, ignore_errors=True))
# Nor the user's own folders, which platformdirs finds through the XDG variables: with
# CONSPIRACY_TABLE_DATA unset a test took the real data folder's lock (held till its
# process ended), and a second test run at the same time was told "another Conspiracy
# Table is already running". Each test process has folders of its own.
_HOME = tempfile.mkdtemp(prefix="ct-home-")
_HOME_MAKER = os.getpid()
for _xdg in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
    os.environ[_xdg] = os.path.join(_HOME, _xdg.lower())
atexit.register(lambda: os.getpid() == _HOME_MAKER and shutil.rmtree(_HOME, ignore_errors=True))

# Plain `pytest` (without `pip install -e .`) does not put the project root on the path.
ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


# What a test may change that lives beyond it: module-level settings of the presentation
# kit and the worker, the shared fallback services, the environment the program reads,
# the root logger's handlers and the working folder. Each test starts from the same
# state whatever ran before it in its worker (the suite runs in a random order:
# pytest-randomly), and a test that leaves something changed is put right here, not by
# the luck of what runs next. CONSPIRACY_TABLE_REPORT_LEAKS=<file> lists there each test
# that did, and what it left changed.
_ENV_PREFIXES = ("CONSPIRACY_TABLE", "SDL_", "PYGAME_")


def _loaded(name: str) -> Any:
    """A project module if some test imported it already (engine tests stay pygame-free)."""
    return sys.modules.get(name)


def _loggers() -> list[tuple[str, logging.Logger]]:
    """The root logger and every named one made so far."""
    named = [(name, lg) for name, lg in logging.Logger.manager.loggerDict.items()
             if isinstance(lg, logging.Logger)]
    return [("", logging.getLogger()), *named]


_PLAIN = (int, float, str, bool, type(None))


def _module_settings() -> dict[str, Any]:
    """Every plain module-level value of the project (a number, a word, a colour): what a
    test could leave set for the next one. Read only when leaks are reported (slow)."""
    out: dict[str, Any] = {}
    for name, module in list(sys.modules.items()):
        if module is None or not name.startswith(("scenes.", "game.")):
            continue
        for attr, value in list(vars(module).items()):
            if attr.startswith("__"):
                continue
            if isinstance(value, _PLAIN) or (isinstance(value, tuple) and all(
                    isinstance(v, _PLAIN) for v in value)):
                out[f"{name}.{attr}"] = value
    return out


def _shared_state() -> dict[str, Any]:
    state: dict[str, Any] = {
        "env": {k: v for k, v in os.environ.items() if k.startswith(_ENV_PREFIXES)},
        "cwd": os.getcwd(),
        "log handlers": {name: (list(lg.handlers), lg.level) for name, lg in _loggers()},
    }
    if (canvas := _loaded("scenes.ui.canvas")) is not None:
        state["render scale"] = canvas.get_scale()
    if (text := _loaded("scenes.ui.text")) is not None:
        state["text scale"] = text.get_scale()
    if (worker := _loaded("game.core.worker")) is not None:
        state["worker mode"] = worker._default_mode
    if (services := _loaded("scenes.shell.screens.services")) is not None:
        state["fallback services"] = services.default_services.cache_info().currsize
    if os.environ.get("CONSPIRACY_TABLE_REPORT_LEAKS"):
        state["module settings"] = _module_settings()
    return state


def _put_back(before: dict[str, Any]) -> None:
    for key in [k for k in os.environ if k.startswith(_ENV_PREFIXES)]:
        if key not in before["env"]:
            del os.environ[key]
    os.environ.update(before["env"])
    os.chdir(before["cwd"])
    # Handlers a test added (the kiosk's log file, a stderr copy on pytest's captured
    # stream, closed after the test) on the root logger or a named one ("game.bots").
    # A logger first made during the test keeps its level (a module may set one as it is
    # imported) and any NullHandler, but not a handler that writes somewhere.
    kept = before["log handlers"]
    for name, logger in _loggers():
        handlers, level = kept.get(name, (None, None))
        for handler in [h for h in logger.handlers if h not in (handlers or ())
                        and (handlers is not None or not isinstance(h, logging.NullHandler))]:
            logger.removeHandler(handler)
            handler.close()
        if level is not None:
            logger.setLevel(level)
    if (canvas := _loaded("scenes.ui.canvas")) is not None:
        canvas.set_scale(1.0)  # (clears every cache kept at another scale)
    if (text := _loaded("scenes.ui.text")) is not None and text.get_scale() != 1.0:
        text.set_scale(1.0)
        text.clear_cache()
    if (worker := _loaded("game.core.worker")) is not None:
        # (first imported during the test: back to the module's own default)
        worker._default_mode = before.get("worker mode", "thread")
    if (services := _loaded("scenes.shell.screens.services")) is not None:
        services.default_services.cache_clear()  # its art and sound settings are per test


@pytest.fixture(autouse=True)
def _shared_state_put_back(request: pytest.FixtureRequest) -> Iterator[None]:
    before = _shared_state()
    yield
    after = _shared_state()
    report = before["env"].get("CONSPIRACY_TABLE_REPORT_LEAKS")
    if report:
        changed = sorted(k for k in after if k not in ("fallback services", "module settings")
                         and after.get(k) != before.get(k, after.get(k)))
        was, now = before.get("module settings", {}), after.get("module settings", {})
        changed += sorted(k for k in now if k in was and now[k] != was[k])
        if changed:
            with open(report, "a", encoding="utf-8") as out:
                out.write(f"{request.node.nodeid}: {changed}\n")
    _put_back(before)


@pytest.fixture
def app() -> Iterator[Any]:
    """The app, window open (headless), instant animations; closed after the test."""
    from scenes.shell.window.app import (  # here, not above: the engine tests need no pygame
        App,
        AppConfig,
    )

    application = App(AppConfig(speed=0))
    application.open()
    yield application
    application.close()


@pytest.fixture(params=[1.0, 1.2], ids=["text100", "text120"])
def text_size(request: pytest.FixtureRequest) -> Iterator[float]:
    """The interface text scale a player may choose: 100% and the largest, 120%."""
    from scenes.ui import text

    before = text.get_scale()
    text.set_scale(request.param)
    yield request.param
    text.set_scale(before)


@pytest.fixture
def render_scales(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Render-scale tests (tests/render_scale.py): the felt, a bitmap the shell's art
    makes, is plain black drawn at each scale, so every picture left is the table's own;
    the scale is 1 again afterwards."""
    from scenes.ui import canvas, text
    from scenes.ui.art import Art

    felts: dict[tuple[tuple[int, int], float], Any] = {}

    def black(_art: Art, size: tuple[int, int] = (1280, 720)) -> Any:
        key = (tuple(size), canvas.get_scale())
        if key not in felts:
            felts[key] = canvas.Surface(size)
        return felts[key]

    monkeypatch.setattr(Art, "table", black)
    yield
    canvas.set_scale(1.0)
    text.clear_cache()


def pytest_terminal_summary(terminalreporter: Any, exitstatus: int, config: Any) -> None:
    """The order's seed, even under `-q` (which hides pytest-randomly's header line), so a
    failure that depends on the order can be run again in that order."""
    seed = getattr(config.option, "randomly_seed", None)
    if isinstance(seed, int):
        terminalreporter.write_line(f"test order: python -m pytest -p randomly "
                                    f"--randomly-seed={seed}")
