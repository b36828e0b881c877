"""The phone page at a phone's size (issue 32, items 1 and 4), in a real headless Chromium
at 390 x 844: for decisions sampled along a random-bot game of every game at its largest
table, each step of the decision (the first, and down the first and last ways to a
choice) is at most two screens tall, has no sideways scroll, at most `MAX_STEP` buttons
and every tap target 44 x 44 CSS px or more, each with a label; axe finds no serious or
critical violation; a new turn and its question are said through the live region.

Needs Debian's `chromium` and `chromium-driver`, `selenium` and `axe-selenium-python`
(the test extras); skipped, saying which is missing, where they are not installed.
"""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest

from game.core.phone_steps import MAX_STEP, unpack
from tests.phones.pages import CHROMIUM, DRIVER, HEIGHT, PagePhone, decisions

pytest.importorskip("selenium.webdriver", reason="selenium is not installed")
pytest.importorskip("axe_selenium_python", reason="axe-selenium-python is not installed")
pytestmark = pytest.mark.skipif(
    CHROMIUM is None or DRIVER is None,
    reason="no headless browser: install Debian's chromium and chromium-driver")

GAMES = ("ninety-nine", "pontoon", "intrigue", "paranoid-delusions", "pulling-strings")


@pytest.fixture(scope="module")
def phone() -> Iterator[PagePhone]:
    page = PagePhone(6)
    try:
        yield page
    finally:
        page.close()


@pytest.mark.parametrize("game_id", GAMES)
def test_every_step_fits_two_screens_with_big_labelled_targets(phone: PagePhone,
                                                               game_id: str) -> None:
    steps = 0
    for k, d in enumerate(decisions(game_id, most=5)):
        phone.show(d.seat, d.view)
        for first in (True, False):
            for seen in phone.walk(first):
                where = f"{game_id} decision {k} ({d.view['status'][0]!r}), {seen['question']!r}"
                assert seen["height"] <= 2 * HEIGHT, f"{where}: {seen['height']} px tall"
                assert seen["sideways"] <= 0, f"{where}: scrolls sideways"
                small = [t for t in seen["targets"] if t[1] < 44 or t[2] < 44]
                assert not small, f"{where}: tap targets under 44 px: {small[:3]}"
                assert seen["buttons"] <= MAX_STEP, f"{where}: {seen['buttons']} buttons"
                assert not seen["unlabelled"], f"{where}: {seen['unlabelled']}"
                steps += 1
        if k == 0 or any("at" in c for c in d.view["choices"]):
            assert phone.axe() == [], f"{game_id} decision {k}"
    assert steps >= 3


def test_a_board_shows_a_window_of_big_cells_that_pans(phone: PagePhone) -> None:
    from selenium.webdriver.common.by import By

    board = next(d for d in decisions("pontoon", most=8)
                 if any("at" in c for c in d.view["choices"]))
    phone.show(board.seat, board.view)
    while phone.page.find_elements(By.CSS_SELECTOR, "#choices button.more"):
        phone.page.find_elements(By.CSS_SELECTOR, "#choices button.more")[0].click()
    cells = phone.page.find_elements(By.CSS_SELECTOR, ".board .cell")
    assert 0 < len(cells) < 121 and all(c.size["width"] >= 44 for c in cells)
    where = phone.page.find_element(By.CSS_SELECTOR, ".board .where")
    before = where.text
    pans = [b for b in phone.page.find_elements(By.CSS_SELECTOR, "button.pan")
            if b.is_enabled()]
    assert pans, "the board is bigger than its window, yet cannot be moved"
    pans[0].click()
    assert where.text != before


def test_a_new_turn_and_its_question_are_said_and_scrolled_to(phone: PagePhone) -> None:
    d = decisions("intrigue", most=3)[0]
    waiting = dict(d.view, status=["Player 1 moves"], choices=[], turn=False)
    phone.show(d.seat, waiting)
    phone.page.execute_script("window.scrollTo(0, 400)")
    phone.show(d.seat, d.view)
    said = phone.page.execute_script(
        "return new Promise((done) => setTimeout(() => done(document.getElementById('say')"
        ".textContent), 200))")
    assert said.startswith("Your turn.") and d.view["status"][0] in said
    assert phone.page.execute_script("return document.getElementById('question').textContent") \
        in said
    say = phone.page.find_element("id", "say")
    assert say.get_attribute("aria-live") == "polite" and say.get_attribute("role") == "status"
    assert phone.page.execute_script("return window.scrollY") == 0


def test_a_choice_with_parts_is_built_tap_by_tap_with_back(phone: PagePhone) -> None:
    """Intrigue's whisper: verb, whom, about whom, heading (and sworn), each its own step;
    Back goes up one step; the last tap sends exactly the action those taps name."""
    from selenium.webdriver.common.by import By

    d = next(d for d in decisions("intrigue", most=3)
             if any(c["label"] in ("Sworn", "Not sworn") for c in d.view["choices"]))
    phone.show(d.seat, d.view)
    phone.server.take()

    def question() -> str:
        return phone.page.find_element(By.ID, "question").text

    def tap(label: str) -> bool:
        """Tap the option named `label` (its own words, before any note); False: none."""
        return phone.page.execute_script(
            "const b = [...document.querySelectorAll('#choices button')]"
            ".find((b) => b.firstChild && b.firstChild.nodeValue === arguments[0]);"
            "if (b) b.click(); return !!b;", label)

    assert question() == "Your move" and not phone.page.find_element(By.ID, "back").is_displayed()
    assert tap("Whisper")
    assert question() == "Whisper to whom?"
    phone.page.find_element(By.ID, "back").click()
    assert question() == "Your move"
    whisper = next(c for c in unpack(d.view)
                   if c.get("path") and c["path"][0]["label"] == "Whisper")
    taps = 0
    for label in [s["label"] for s in whisper["path"]] + [whisper["label"]]:
        if not tap(label):
            break  # a step leading to one choice only sent it
        taps += 1
    assert taps >= 4  # Whisper, whom, about whom, heading
    sent = []
    for _ in range(40):
        sent += phone.server.take()
        if sent:
            break
        time.sleep(0.05)
    assert [c.action for c in sent] == [whisper["action"]]
