"""What the table waits for, on the real page in headless Chromium (issue 32, item 2):
the phone shows it under the decision with its "Go on", whose tap reaches the table once;
a choice tapped meanwhile is answered with why (nothing is taken) and stays tappable; the
box goes when the table takes choices again. Skipped without Chromium, as
test_page_chromium.py says."""

from __future__ import annotations

import time
from typing import Any

from game.core import registry
from game.core.phone import describe
from scenes.phones.hub import SeatInfo
from scenes.phones.server import PhoneServer
from scenes.phones.waits import Wait

from .test_page_chromium import browser, pytestmark, until  # noqa: F401 - the skip too

NAMES = ["Ann", "Bob", "Cy"]


def _view() -> dict[str, Any]:
    plugin = registry.plugin("ninety-nine")
    game = plugin.Game.new(plugin.make_config(["human"] * 3, NAMES, {}), 5)
    return describe(plugin, game, game.waiting_for[0], NAMES)


def test_the_page_shows_the_wait_and_its_go_on_reaches_the_table() -> None:
    from selenium.webdriver.common.by import By

    server = PhoneServer([SeatInfo(n, "#d04040") for n in NAMES], "Ninety-Nine",
                         host="127.0.0.1", port=0)
    server.start()
    page = browser()
    try:
        server.publish(0, 1, _view())
        page.get(server.url(0, "127.0.0.1"))
        until(lambda: page.find_elements(By.CSS_SELECTOR, "#choices button"))
        wait = Wait("The TV shows the end of round 1", "Go on", 3, holds=True)
        server.wait(0, wait.message(), wait.refusal())
        box = until(lambda: [b for b in page.find_elements(By.ID, "wait") if b.is_displayed()])[0]
        assert box.find_element(By.TAG_NAME, "p").text == wait.text
        choice = page.find_elements(By.CSS_SELECTOR, "#choices button")[0]
        choice.click()
        toast = page.find_element(By.ID, "toast")
        until(lambda: toast.is_displayed() and toast.text.startswith("Not yet: The TV shows"))
        assert server.take() == []  # refused: nothing on its way to the table
        until(lambda: not choice.get_attribute("disabled"))  # kept: tappable again
        go = box.find_element(By.TAG_NAME, "button")
        assert go.text == "Go on"
        go.click()
        go.click()  # a doubled tap: one Go on
        time.sleep(0.5)
        assert server.take_acks() == [(0, 3)]
        server.wait(0, None)
        until(lambda: not page.find_element(By.ID, "wait").is_displayed())
    finally:
        page.quit()
        server.stop()
