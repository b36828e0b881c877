"""The phone page in a real headless Chromium (issue 25): Pontoon's typed theory goes out
as the action's text form with what was typed, and a costly choice (the game's `costly`)
is asked about on the phone, "No, go back" first, before anything is sent.

Needs Debian's `chromium` and `chromium-driver` and `selenium`; skipped, saying which is
missing, where they are not installed (`.ci/run` installs them).
"""

from __future__ import annotations

import shutil
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from game.core import registry
from game.core.phone import describe
from scenes.phones.hub import Chosen, SeatInfo
from scenes.phones.server import PhoneServer
from tests.paranoid.scenario import scenario
from tests.pontoon.scenario import new
from tests.pontoon.test_spec_6_4_conspiracy import win_hand

webdriver = pytest.importorskip("selenium.webdriver", reason="selenium is not installed")
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver")
pytestmark = pytest.mark.skipif(
    CHROMIUM is None or DRIVER is None,
    reason="no headless browser: install Debian's chromium and chromium-driver")

PLOTS = [["grays", "assassination", "world_peace"], ["masons", "blackmail", "monopoly"]]
NAMES = ["Ann", "Bob"]


def pontoon_telling() -> dict[str, Any]:
    """Bob's phone while he lays his conspiracy in typed mode (§6.3)."""
    game = new(2, seats=("human", "human"), timer=0, telling="typed")
    win_hand(game)
    return describe(registry.plugin("pontoon"), game, 1, NAMES)


def paranoid_dear() -> dict[str, Any]:
    """Ann's phone in her Paranoid phase when the next action costs 5 Sanity."""
    game = scenario(PLOTS, paranoid=[["disinformation"]], sanity=[30, 35], taken=5)
    return describe(registry.plugin("paranoid-delusions"), game, 0, NAMES)


def browser() -> Any:
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service

    options = Options()
    options.binary_location = CHROMIUM
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--window-size=390,844", "--hide-scrollbars"):
        options.add_argument(arg)
    return webdriver.Chrome(service=Service(DRIVER), options=options)


def until(condition: Callable[[], Any], timeout: float = 10.0) -> Any:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        value = condition()
        if value:
            return value
        time.sleep(0.05)
    raise AssertionError("timed out")


def taken(server: PhoneServer, wait: float = 1.0) -> list[Chosen]:
    """What the phones sent within `wait` seconds."""
    out: list[Chosen] = []
    end = time.monotonic() + wait
    while time.monotonic() < end:
        out += server.take()
        time.sleep(0.05)
    return out


@pytest.fixture(scope="module")
def _phone_once() -> Iterator[tuple[PhoneServer, Any]]:
    server = PhoneServer([SeatInfo("Ann", "#d04040"), SeatInfo("Bob", "#4060d0")],
                         "Test table", host="127.0.0.1", port=0)
    server.start()
    page = browser()
    try:
        yield server, page
    finally:
        page.quit()
        server.stop()


@pytest.fixture
def phone(_phone_once: tuple[PhoneServer, Any]) -> tuple[PhoneServer, Any]:
    """One server and browser for the file (a browser is slow to start); each test starts
    with no choice left over from the one before (a test that failed half-way)."""
    server, _page = _phone_once
    server.take()
    return _phone_once


def button(page: Any, label: str) -> Any:
    from selenium.webdriver.common.by import By

    return next(b for b in page.find_elements(By.CSS_SELECTOR, "#choices button")
                if b.text == label)


def test_a_typed_theory_is_sent_with_the_tell_action(phone: tuple[PhoneServer, Any]) -> None:
    from selenium.webdriver.common.by import By

    server, page = phone
    server.publish(1, 1, pontoon_telling())
    page.get(server.url(1, "127.0.0.1"))
    box = until(lambda: page.find_elements(By.CSS_SELECTOR, "textarea.typed"))[0]
    assert box.get_attribute("maxlength") == "280"
    button(page, "Tell it").click()  # nothing typed: said on the phone, nothing sent
    until(lambda: page.find_element(By.ID, "toast").is_displayed())
    assert taken(server, 0.5) == []
    box.send_keys("The Banks\nown   the Moon")
    button(page, "Tell it").click()
    assert taken(server) == [Chosen(1, "tell The Banks own the Moon", 1)]


def test_a_costly_choice_is_asked_about_first(phone: tuple[PhoneServer, Any]) -> None:
    from selenium.webdriver.common.by import By

    server, page = phone
    view = paranoid_dear()
    question = next(c["confirm"] for c in view["choices"] if c["action"] == "draw")
    server.publish(0, 1, view)
    page.get(server.url(0, "127.0.0.1"))
    until(lambda: page.find_elements(By.CSS_SELECTOR, "#choices button"))
    ask = page.find_element(By.ID, "ask")
    # A doubled tap: the second lands on the question the first opened, at once. Both
    # in one script, so a loaded machine cannot space them past the question's guard.
    page.execute_script("arguments[0].click(); document.getElementById('ask-yes').click();",
                        button(page, "Draw from the Pool"))
    until(ask.is_displayed)
    assert page.find_element(By.ID, "ask-text").text == question
    assert page.find_elements(By.CSS_SELECTOR, "#ask button")[0].text == "No, go back"
    assert ask.is_displayed() and taken(server, 0.5) == []  # the second tap kept away
    page.find_element(By.ID, "ask-no").click()
    until(lambda: not ask.is_displayed())
    assert taken(server, 0.5) == []
    button(page, "Draw from the Pool").click()
    until(ask.is_displayed)
    time.sleep(0.3)
    page.find_element(By.ID, "ask-yes").click()
    assert taken(server) == [Chosen(0, "draw", 1)]
    server.publish(0, 2, view)  # the next view: a free choice goes at once
    until(lambda: page.execute_script(
        "return [...document.querySelectorAll('#choices button')].every(b => !b.disabled)"))
    button(page, "Pass").click()
    assert not ask.is_displayed() and taken(server) == [Chosen(0, "pass", 2)]
