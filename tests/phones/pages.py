"""The phone page measured in a real headless Chromium at a phone's size (issue 32): shared
by the page's targets test (test_page_targets_chromium.py) and benchmarks/phone_pages.py.

`decisions` plays a game of random bots at a table and keeps a sample of its decisions:
each awaited seat's description (game/core/phone.py `describe`) with the public log lines
a phone gets. `PagePhone` shows each on the page of a real `PhoneServer` and measures it,
step by step: the page's height, its widest tap target that is too small, sideways
scroll, the buttons on the step, and axe's findings.
"""

from __future__ import annotations

import functools
import random
import shutil
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, NamedTuple

from game.core import phone, registry
from game.core.phone_steps import unpack
from scenes.phones.hub import SeatInfo
from scenes.phones.server import PhoneServer

WIDTH, HEIGHT = 390, 844
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver")
LOG_LINES = 4  # the public log lines a phone shows (scenes/phones/link.py)

# One step of the page, read in one go: its height, sideways scroll, every visible tap
# target's size, the buttons of the step (a board's cells apart) and its question.
_MEASURE = """
const root = document.documentElement;
const seen = (e) => { const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0
  && getComputedStyle(e).visibility !== "hidden"; };
const targets = [...document.querySelectorAll("button, summary, textarea, input, a, select")]
  .filter(seen).map((e) => { const r = e.getBoundingClientRect();
    return [e.id || e.className || e.tagName, Math.round(r.width), Math.round(r.height),
            e.textContent.slice(0, 30)]; });
const step = [...document.querySelectorAll("#choices button")].filter(seen);
return {height: root.scrollHeight, sideways: root.scrollWidth - root.clientWidth,
        targets: targets, buttons: step.filter((b) => !b.classList.contains("cell")
          && !b.classList.contains("pan")).length,
        cells: step.filter((b) => b.classList.contains("cell")).length,
        more: step.filter((b) => b.classList.contains("more")).length,
        question: document.getElementById("question").textContent,
        now: document.getElementById("now").textContent,
        unlabelled: [...document.querySelectorAll("button, textarea, input")].filter(seen)
          .filter((e) => !(e.getAttribute("aria-label") || e.textContent.trim()))
          .map((e) => e.outerHTML.slice(0, 80))};
"""


class Decision(NamedTuple):
    game_id: str
    seat: int
    moves: int  # moves played before it
    view: dict[str, Any]


def _narrator(plugin: Any, game: Any) -> Callable[[dict[str, Any], list[str]], str]:
    narrator = getattr(plugin, "narrator", None)
    return narrator(game.config) if narrator else plugin.describe


@functools.lru_cache(maxsize=16)  # one game's sample serves every test that asks for it
def decisions(game_id: str, seed: int = 3, most: int = 8, moves_most: int = 500
              ) -> tuple[Decision, ...]:
    """A sample of one random-bot game's decisions at the game's largest table: the first
    of each kind (its first status line), the one with most choices, spread along the
    game, each with the public log lines before it."""
    info, plugin = registry.get(game_id), registry.plugin(game_id)
    players = info.max_players
    names = [f"Player {i + 1}" for i in range(players)]
    game = plugin.Game.new(plugin.make_config(["random"] * players, names, {}), seed)
    tell = _narrator(plugin, game)
    rnd, log, moves = random.Random(seed), [], 0
    kinds: dict[tuple[str, ...], Decision] = {}  # by its title and its first step's asks
    widest: Decision | None = None
    while not game.is_over and moves < moves_most:
        seat = rnd.choice(game.waiting_for)
        view = dict(phone.describe(plugin, game, seat, names), log=log[-LOG_LINES:])
        found = Decision(game_id, seat, moves, view)
        first = {c["path"][0]["group"] if c.get("path") else c.get("group", "")
                 for c in unpack(view)}
        kinds.setdefault((view["status"][0].split(":")[0], *sorted(first)), found)
        if widest is None or len(view["choices"]) > len(widest.view["choices"]):
            widest = found
        legal = game.legal_actions(seat)
        for event in game.apply(legal[rnd.randrange(len(legal))], seat):
            line = tell(event.view(None), names)
            if line:
                log.append(line)
        moves += 1
    sample = sorted(kinds.values(), key=lambda d: d.moves)
    step = max(1, len(sample) // (most - 1))
    out = sample[::step][:most - 1]
    if widest is not None and widest not in out:
        out.append(widest)
    return tuple(out)


def browser() -> Any:
    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service

    options = Options()
    options.binary_location = CHROMIUM
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                f"--window-size={WIDTH},{HEIGHT}", "--hide-scrollbars"):
        options.add_argument(arg)
    page = webdriver.Chrome(service=Service(DRIVER), options=options)
    # --window-size is the window's outer size: make the page's own viewport the phone's
    page.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": WIDTH, "height": HEIGHT, "deviceScaleFactor": 1, "mobile": True})
    return page


class PagePhone:
    """One seat's page in Chromium, fed descriptions straight through a real server."""

    def __init__(self, players: int = 6) -> None:
        self.server = PhoneServer([SeatInfo(f"Player {i + 1}", "#4060d0")
                                   for i in range(players)], "Test table",
                                  host="127.0.0.1", port=0)
        self.server.start()
        self.page = browser()
        self.seat, self.seq = -1, 0

    def close(self) -> None:
        self.page.quit()
        self.server.stop()

    def show(self, seat: int, view: dict[str, Any]) -> None:
        """`view` on seat `seat`'s page, drawn (a blank view first, so a view like the one
        before is still seen to arrive)."""
        for shown in ({"status": [f"probe {self.seq}"], "sections": [], "choices": []}, view):
            self.seq += 1
            self.server.publish(seat, self.seq, shown)
            if seat != self.seat:
                self.page.get(self.server.url(seat, "127.0.0.1"))
                self.seat = seat
            want = shown["status"][0] if shown["status"] else ""
            _until(lambda want=want: self.page.execute_script(
                "return document.getElementById('now').textContent") == want)
        self.page.execute_async_script(  # the page's own work after the view: two frames
            "const done = arguments[0];"
            "requestAnimationFrame(() => requestAnimationFrame(() => done()));")

    def measure(self) -> dict[str, Any]:
        return self.page.execute_script(_MEASURE)

    def walk(self, first: bool = True) -> Iterator[dict[str, Any]]:
        """The measures of each step from the first, tapping the first (or last) option
        that leads on, down to the choices themselves, then Back to the first step."""
        from selenium.webdriver.common.by import By

        depth = 0
        while True:
            seen = self.measure()
            yield seen
            more = self.page.find_elements(By.CSS_SELECTOR, "#choices button.more")
            if not more or depth > 10:
                break
            (more[0] if first else more[-1]).click()
            depth += 1
        for _ in range(depth):
            self.page.find_element(By.ID, "back").click()

    def axe(self) -> list[dict[str, Any]]:
        """axe-core's serious and critical violations on the page as it is."""
        from axe_selenium_python import Axe

        axe = Axe(self.page)
        axe.inject()
        found = axe.run()["violations"]
        return [{"id": v["id"], "impact": v["impact"], "help": v["help"],
                 "nodes": [n["html"][:100] for n in v["nodes"][:3]]}
                for v in found if v["impact"] in ("serious", "critical")]

    def shot(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self.page.save_screenshot(str(path))


def _until(condition: Callable[[], Any], timeout: float = 10.0) -> Any:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        value = condition()
        if value:
            return value
        time.sleep(0.02)
    raise AssertionError("the page did not show the view in time")
