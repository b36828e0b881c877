"""The phone page's Hint (issue 33, phone.js coachHint) in a real headless Chromium: the
button asks for the view shown, the answer shows its why, and "Take it" chooses that
action as a tap on it would. Skipped where Chromium is not installed (as the other
page tests)."""

from __future__ import annotations

from typing import Any

from game.core import registry
from game.core.phone import describe
from scenes.phones.hub import Chosen
from tests.phones.test_page_chromium import (  # noqa: F401 - fixtures
    _phone_once,
    phone,
    taken,
    until,
)

from .test_phone_hints import solo_session


def test_the_hint_button_asks_and_take_it_chooses(phone: Any) -> None:  # noqa: F811
    from selenium.webdriver.common.by import By

    server, page = phone
    session = solo_session()
    view = describe(registry.plugin("ninety-nine"), session.game, 0, ["Ann", "Bob", "Cy"])
    action = view["choices"][-1]["action"]
    server.publish(0, 5, view)
    page.get(server.url(0, "127.0.0.1"))
    ask = until(lambda: page.find_elements(By.CSS_SELECTOR, "#coach button"))[0]
    assert ask.is_displayed()
    ask.click()
    asks = until(server.take_hint_asks)
    assert asks == [(0, 5)]
    server.hint(0, 5, {"action": action, "why": ["Play it: the count goes to 12."]})
    until(lambda: "the count goes to 12" in page.find_element(By.ID, "coach").text)
    take = next(b for b in page.find_elements(By.CSS_SELECTOR, "#coach button")
                if b.text == "Take it")
    take.click()
    assert taken(server) == [Chosen(0, action, 5)]
