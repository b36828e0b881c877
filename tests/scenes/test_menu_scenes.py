"""Title, Rules, Pause and Message scenes: keyboard and mouse navigation, hooks."""

from __future__ import annotations

import pygame
import pytest

from scenes.shell.match.pause import PauseScene
from scenes.shell.match.rules import RulesScene, layout_rules
from scenes.shell.menus.setup import SetupScene
from scenes.shell.menus.title import TitleScene
from scenes.shell.screens.message import MessageScene
from scenes.shell.screens.scene import Scene
from scenes.shell.screens.stack import SceneStack
from scenes.ui import theme
from scenes.ui.widgets import Menu, MenuItem

SCREEN = (1280, 720)


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")


def click(pos: tuple[int, int], button: int = 1) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)


def hover(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def frame(stack: SceneStack, *events: pygame.event.Event) -> pygame.Surface:
    """One frame as the app runs it, drawn onto a fresh screen-sized surface."""
    stack.apply_pending()
    for event in events:
        stack.handle_event(event)
    stack.update(1 / 60)
    surface = pygame.Surface(SCREEN)
    stack.draw(surface)
    stack.apply_pending()
    return surface


@pytest.fixture
def stack() -> SceneStack:
    pygame.font.init()
    return SceneStack(speed=0.0)


def on_stack(stack: SceneStack, scene: Scene) -> Scene:
    stack.push(scene)
    frame(stack)
    return scene


# -- the menu widget ------------------------------------------------------------------


def test_menu_skips_disabled_entries_and_wraps() -> None:
    pygame.font.init()
    hits: list[str] = []
    menu = Menu([MenuItem("a", lambda: hits.append("a")), MenuItem("b", enabled=False),
                 MenuItem("c", lambda: hits.append("c"))], centre_x=100, top=0)
    menu.handle_event(key(pygame.K_DOWN))
    assert menu.focus == 2
    menu.handle_event(key(pygame.K_DOWN))
    assert menu.focus == 0
    menu.handle_event(key(pygame.K_END))
    assert menu.focus == 2
    menu.handle_event(key(pygame.K_RETURN))
    menu.handle_event(click(menu.rects[1].center))  # disabled: nothing happens
    assert hits == ["c"]
    with pytest.raises(ValueError):
        Menu([MenuItem("x", enabled=False)], centre_x=0, top=0)


# -- title ----------------------------------------------------------------------------


def test_title_keyboard_navigation_runs_hooks(stack: SceneStack) -> None:
    calls: list[str] = []
    title = on_stack(stack, TitleScene(
        on_play=lambda: calls.append("play"), on_settings=lambda: calls.append("settings"),
        on_quit=lambda: calls.append("quit"), music=False))
    assert isinstance(title, TitleScene)
    frame(stack, key(pygame.K_RETURN))
    frame(stack, key(pygame.K_DOWN), key(pygame.K_DOWN), key(pygame.K_DOWN),
          key(pygame.K_RETURN))  # past Tutorial and Rules to Settings
    frame(stack, key(pygame.K_ESCAPE))  # first Esc only moves the focus to Quit
    assert calls == ["play", "settings"]
    frame(stack, key(pygame.K_ESCAPE))
    assert calls == ["play", "settings", "quit"]


def test_title_defaults_open_rules_setup_and_quit(stack: SceneStack) -> None:
    from scenes.shell.match.flow import Flow

    title = on_stack(stack, Flow(stack, music=False).title())
    assert isinstance(title, TitleScene)
    frame(stack, key(pygame.K_DOWN), key(pygame.K_DOWN), key(pygame.K_RETURN))  # Rules
    assert isinstance(stack.top, RulesScene)
    frame(stack, key(pygame.K_ESCAPE))
    assert stack.top is title
    frame(stack, key(pygame.K_UP), key(pygame.K_UP), key(pygame.K_RETURN))  # Play: setup
    assert isinstance(stack.top, SetupScene)
    frame(stack, key(pygame.K_ESCAPE))
    assert stack.top is title
    frame(stack, click(title.main.rects[-1].center))  # Quit by mouse
    assert len(stack) == 0


def test_title_lists_every_registered_game_and_chooses_one(stack: SceneStack) -> None:
    from game.core import registry

    chosen: list[str] = []
    title = on_stack(stack, TitleScene(music=False, on_choose=chosen.append))
    assert isinstance(title, TitleScene)
    records = registry.games()
    assert [item.label for item in title.games.items] == [g.title for g in records]
    ready = [registry.playable(g) for g in records]
    assert [item.enabled for item in title.games.items] == ready
    assert ready[0] and title.selected_game == records[0].id
    frame(stack, key(pygame.K_TAB))
    assert title.active == 0 and title.games.focus == 0
    if len(records) > 1 and ready[1]:
        frame(stack, key(pygame.K_DOWN), key(pygame.K_RETURN))
        assert title.selected_game == records[1].id and chosen == [records[1].id]
        assert title.active == 1 and title.main.focus == 0  # on to Play
    frame(stack, click(title.games.rects[0].center))
    assert title.selected_game == records[0].id


def test_title_mouse_hover_moves_focus_between_lists(stack: SceneStack) -> None:
    title = on_stack(stack, TitleScene(music=False))
    assert isinstance(title, TitleScene)
    frame(stack, hover(title.main.rects[2].center))
    assert title.active == 1 and title.main.focus == 2
    frame(stack, hover(title.games.rects[0].center))
    assert title.active == 0 and title.games.active and not title.main.active


def test_title_draws_the_table_and_the_chosen_games_blurb(stack: SceneStack) -> None:
    title = on_stack(stack, TitleScene(music=False))
    surface = frame(stack)
    assert isinstance(title, TitleScene)
    assert surface.get_at((640, 20))[:3] != (0, 0, 0)
    below = surface.subsurface((0, 620, 820, 90)).copy()
    assert len({below.get_at((x, y))[:3] for x in range(0, 820, 4) for y in range(0, 90, 3)}) > 20


# -- rules ----------------------------------------------------------------------------


def test_rules_cover_the_spec_sections() -> None:
    pygame.font.init()
    from scenes.paranoid.rules_text import RULES

    headings = [h for h, _ in RULES]
    for n in range(1, 10):
        assert any(h.startswith(f"{n}. ") for h in headings), n
    lines, height = layout_rules(900)
    assert height > 2000 and all(line.image.get_width() <= 900 for line in lines)


def test_rules_scroll_by_keys_and_wheel_then_go_back(stack: SceneStack) -> None:
    base = on_stack(stack, Scene())
    rules = on_stack(stack, RulesScene())
    assert isinstance(rules, RulesScene)
    frame(stack, key(pygame.K_DOWN))
    assert rules.target > 0
    frame(stack, key(pygame.K_END))
    for _ in range(120):
        frame(stack)
    assert rules.offset == pytest.approx(rules.max_offset)
    frame(stack, pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3, flipped=False))
    assert rules.target == pytest.approx(rules.max_offset - 3 * 48)
    frame(stack, key(pygame.K_HOME), key(pygame.K_PAGEUP))
    assert rules.target == 0
    frame(stack, key(pygame.K_ESCAPE))
    assert stack.top is base


def test_rules_have_a_visible_back_for_mouse_and_touch(stack: SceneStack) -> None:
    """Issue 22: Esc and the right button were the only ways out; a finger needs a Back."""
    from scenes.shell.match import rules as rules_screen

    base = on_stack(stack, Scene())
    on_stack(stack, RulesScene())
    back = rules_screen.BACK
    assert pygame.Rect(64, 36, 1152, 648).contains(back)  # clear of a TV's overscan
    still = frame(stack, hover((640, 400)))
    edge = {tuple(still.get_at((x, back.centery))[:3]) for x in range(back.left, back.left + 4)}
    assert theme.PANEL_EDGE in edge  # the button is drawn
    lit = frame(stack, hover(back.center))
    assert lit.get_at((back.left + 1, back.centery)) != still.get_at((back.left + 1,
                                                                       back.centery))
    frame(stack, click((back.right + 40, back.centery)))  # beside it: nothing happens
    assert isinstance(stack.top, RulesScene)
    frame(stack, click(back.center))  # a tap arrives as the left button
    assert stack.top is base


# -- pause ----------------------------------------------------------------------------


class Board(Scene):
    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((0, 200, 0))


def test_pause_is_an_overlay_over_the_board(stack: SceneStack) -> None:
    on_stack(stack, Board())
    pause = on_stack(stack, PauseScene())
    assert not pause.opaque
    surface = frame(stack)
    r, g, b = surface.get_at((5, 5))[:3]
    assert 0 < g < 200 and r == 0  # the board shows through, dimmed


def test_pause_resume_rules_and_quit(stack: SceneStack) -> None:
    title = on_stack(stack, Scene())
    board = on_stack(stack, Board())
    on_stack(stack, PauseScene())
    frame(stack, key(pygame.K_ESCAPE))
    assert stack.top is board
    pause = on_stack(stack, PauseScene())
    frame(stack, key(pygame.K_DOWN), key(pygame.K_RETURN))
    assert isinstance(stack.top, RulesScene)
    frame(stack, key(pygame.K_ESCAPE))
    assert stack.top is pause
    frame(stack, key(pygame.K_DOWN), key(pygame.K_RETURN))  # Settings, mid-game
    assert type(stack.top).__name__ == "SettingsScene"
    frame(stack, key(pygame.K_ESCAPE))
    assert stack.top is pause
    frame(stack, key(pygame.K_DOWN), key(pygame.K_RETURN))  # Quit to title
    assert stack.scenes == (title,)


def test_pause_quit_hook(stack: SceneStack) -> None:
    calls: list[int] = []
    on_stack(stack, Board())
    pause = on_stack(stack, PauseScene(on_quit=lambda: calls.append(1)))
    assert isinstance(pause, PauseScene)
    frame(stack, click(pause.menu.rects[3].center))
    assert calls == [1] and pause.stack is None


# -- message --------------------------------------------------------------------------


def test_message_is_modal_and_runs_its_button(stack: SceneStack) -> None:
    board = on_stack(stack, Board())
    chosen: list[str] = []
    message = on_stack(stack, MessageScene(
        "Cannot start", "The saved game is damaged. " * 4, error=True,
        buttons=[("Retry", lambda: chosen.append("retry")), ("Cancel", None)]))
    assert not message.opaque
    frame(stack, key(pygame.K_a))  # swallowed
    frame(stack, key(pygame.K_RETURN))
    assert chosen == ["retry"] and stack.top is board
    on_stack(stack, MessageScene("Note", "Esc closes me."))
    frame(stack, key(pygame.K_ESCAPE))
    assert stack.top is board


def test_text_size_stops_at_its_largest_instead_of_wrapping(stack: SceneStack) -> None:
    from scenes.shell.settings.screen import SettingsScene

    settings = on_stack(stack, SettingsScene())
    scale = settings.scale
    scale.index = len(scale.values) - 1
    scale.change(1)
    assert scale.value == max(scale.values), "Right at 120 % must not jump back to 90 %"


def test_the_attract_banner_never_fast_forwards_the_demo(stack: SceneStack) -> None:
    """Issue 21: the demo under the banner is watched from its first move at its own
    pace; the banner neither skips its animations nor speeds its bots up."""
    from scenes.shell.kiosk.attract import AttractBanner

    class Table(Scene):
        bot_pace = 0.9
        forwarded = 0

        def fast_forward(self) -> None:
            self.forwarded += 1

    table = on_stack(stack, Table())
    on_stack(stack, AttractBanner(on_press=lambda: None, note="Now playing: a game"))
    for _ in range(30):
        frame(stack)
    assert table.bot_pace == 0.9 and table.forwarded == 0


@pytest.mark.parametrize("scale", [1.0, 1.2])
def test_every_games_blurb_ends_above_the_footer_keys(stack: SceneStack, scale: float) -> None:
    """Issue 22: at Text size 120% Ninety-Nine's blurb wrapped onto a third line, drawn
    over the footer's keys."""
    from game.core import registry
    from scenes.ui import text

    before = text.get_scale()
    text.set_scale(scale)
    try:
        for info in registry.games():
            stack = SceneStack(speed=0.0)
            title = on_stack(stack, TitleScene(music=False, game=info.id))
            assert isinstance(title, TitleScene) and title.selected_game == info.id
            frame(stack)
            assert title.hint_rect is not None and title.blurb_rect.height > 0
            assert title.blurb_rect.bottom <= title.hint_rect.top, info.id
    finally:
        text.set_scale(before)


@pytest.mark.parametrize("scale", [1.0, 1.2])
def test_the_rules_heading_stays_clear_of_back(scale: float) -> None:
    """Issue 22: at Text size 120% "How to play Ninety-Nine Paranoia" ran into Back."""
    from game.core import registry
    from scenes.shell.match.rules import BACK, heading_px
    from scenes.ui import text

    pygame.font.init()
    before = text.get_scale()
    text.set_scale(scale)
    try:
        for info in registry.games():
            heading = f"How to play {info.title}"
            width = text.font(heading_px(heading)).size(heading)[0]
            assert 640 - width // 2 > BACK.right, info.id
    finally:
        text.set_scale(before)


@pytest.mark.parametrize("scale", [1.0, 1.2])
def test_the_unfinished_mark_stays_left_of_every_games_title(scale: float) -> None:
    """Issue 22 walk-through: at Text size 120% "unfinished" was written over
    "Ninety-Nine Paranoia" in the list of games."""
    from game.core import registry
    from scenes.ui import text

    pygame.font.init()
    before = text.get_scale()
    text.set_scale(scale)
    try:
        stack = SceneStack(speed=0.0)
        title = on_stack(stack, TitleScene(music=False))
        assert isinstance(title, TitleScene)
        title.unfinished = {info.id: "a game" for info in registry.games()}
        frame(stack)
        for item, rect in zip(title.games.items, title.games.rects):
            record = title.records[title.games.items.index(item)]
            mark = title.mark_rects[record.id]
            left = rect.centerx - text.font(title.games.px).size(item.label)[0] // 2
            assert mark.right < left and mark.height > 0, record.id
    finally:
        text.set_scale(before)
