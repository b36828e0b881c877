"""The setup screen builds the engine configuration the player chose."""

from __future__ import annotations

import pygame
import pytest
from scene_driver import frame, key, typed

from game.paranoid import GameConfig
from scenes.paranoid.presets import default_config
from scenes.shell.menus.setup import SetupScene
from scenes.shell.screens.stack import SceneStack
from scenes.ui.form import Field

Started = list[tuple[GameConfig, int | None]]



@pytest.fixture
def scene() -> tuple[SetupScene, SceneStack, Started]:
    pygame.font.init()
    started: Started = []
    stack = SceneStack(speed=0)
    stack.push(SetupScene(lambda c, s: started.append((c.config(), s))))
    frame(stack)
    top = stack.top
    assert isinstance(top, SetupScene)
    return top, stack, started


def go_to(stack: SceneStack, setup: SetupScene, field: Field) -> None:
    for _ in range(40):
        if setup.form.focused is field:
            return
        frame(stack, key(pygame.K_DOWN))
    raise AssertionError(field.label)


def test_defaults_start_a_standard_four_player_game(scene) -> None:
    setup, stack, started = scene
    assert setup.form.focused is setup.start  # Enter alone starts the usual game
    frame(stack, key(pygame.K_RETURN))
    config, seed = started[0]
    assert config == default_config(("human", "medium", "medium", "medium"))
    assert config.names == ("Player 1", "Boris", "Cleo", "Dmitri")
    assert config.subculture == "Board Gamers" and seed is None
    assert config.options.sanity == 35 and not config.options.aliens


def test_keyboard_sets_every_choice(scene) -> None:
    setup, stack, started = scene
    go_to(stack, setup, setup.players)
    frame(stack, key(pygame.K_RIGHT))  # 5 players
    go_to(stack, setup, setup.seat_fields[0])
    frame(stack, key(pygame.K_RETURN), typed("Ann"), key(pygame.K_RETURN))
    frame(stack, key(pygame.K_DOWN), key(pygame.K_LEFT))  # seat 2: easy
    frame(stack, key(pygame.K_DOWN), key(pygame.K_LEFT), key(pygame.K_LEFT),
          key(pygame.K_LEFT))  # seat 3: human
    frame(stack, key(pygame.K_DOWN), key(pygame.K_RIGHT))  # seat 4: hard
    frame(stack, key(pygame.K_DOWN), key(pygame.K_LEFT), key(pygame.K_LEFT))  # seat 5: random
    go_to(stack, setup, setup.field("subculture"))
    frame(stack, key(pygame.K_RETURN), typed("Wargamers"), key(pygame.K_RETURN))
    for toggle in [setup.field(k) for k in ("aliens", "corporations", "delusions", "trade")]:
        go_to(stack, setup, toggle)
        frame(stack, key(pygame.K_RETURN))
    go_to(stack, setup, setup.field("fewer"))
    frame(stack, key(pygame.K_RIGHT), key(pygame.K_RIGHT))
    go_to(stack, setup, setup.field("sanity"))
    frame(stack, key(pygame.K_PAGEUP), key(pygame.K_LEFT))  # 35 + 10 - 1
    go_to(stack, setup, setup.field("turn_limit"))
    frame(stack, key(pygame.K_LEFT))
    go_to(stack, setup, setup.seed)
    frame(stack, key(pygame.K_RETURN), typed("4x2"), key(pygame.K_RETURN))  # digits only
    go_to(stack, setup, setup.start)
    frame(stack, key(pygame.K_RETURN))
    config, seed = started[0]
    assert config.players == 5
    assert config.seats == ("human", "easy", "human", "hard", "random")
    assert config.names == ("Ann", "Boris", "Cleo", "Dmitri", "Edna")  # never renamed
    assert config.subculture == "Wargamers"
    o = config.options
    assert (o.aliens, o.corporations, o.delusions, o.trade) == (True, True, True, True)
    assert (o.fewer, o.sanity, o.turn_limit) == (2, 44, 95)
    assert seed == 42


def test_typing_escape_and_blank_names(scene) -> None:
    setup, stack, started = scene
    go_to(stack, setup, setup.seat_fields[1])
    frame(stack, key(pygame.K_RETURN), typed("Zed"), key(pygame.K_ESCAPE))  # undone
    assert setup.seat_fields[1].text == "Boris" and setup.form.editing is None
    frame(stack, key(pygame.K_RETURN), key(pygame.K_BACKSPACE), key(pygame.K_RETURN))
    assert setup.seat_fields[1].text == ""  # blank: the default name is used
    frame(stack, key(pygame.K_DOWN), key(pygame.K_RETURN), typed("Boris"),
          key(pygame.K_RETURN))  # a second "Boris"
    go_to(stack, setup, setup.start)
    frame(stack, key(pygame.K_RETURN))
    config, _ = started[0]
    assert config.names[1:3] == ("Boris", "Boris 2")  # repeats are numbered


def test_mouse_toggles_edits_and_starts(scene) -> None:
    setup, stack, started = scene

    def click(pos: tuple[int, int]) -> None:
        frame(stack, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))

    def rect(field: Field) -> pygame.Rect:
        return setup.form.rects[setup.form.fields.index(field)]

    click(rect(setup.field("aliens")).center)
    assert setup.field("aliens").value is True
    value = setup.players.value_rect(rect(setup.players))
    click((value.x + 10, value.centery))  # ◀
    click((value.x + 10, value.centery))
    assert setup.players.value == 2
    seat = setup.seat_fields[1]
    click(seat.name_rect(rect(seat)).center)
    assert setup.form.editing is seat
    frame(stack, typed("Moe"))
    click(rect(setup.start).center)  # clicking elsewhere keeps the typed name
    config, _ = started[0]
    assert config.players == 2 and config.names == ("Player 1", "Moe")
    assert config.options.aliens


def test_seat_kind_stops_at_the_ends_and_never_renames(scene) -> None:
    """Issue 22: Left on a human seat wrapped to "Bot: hard" and renamed the player."""
    setup, stack, _ = scene
    seat = setup.seat_fields[0]
    go_to(stack, setup, seat)
    frame(stack, key(pygame.K_LEFT))
    assert (seat.kind.value, seat.name) == ("human", "Player 1")
    frame(stack, key(pygame.K_RIGHT))
    assert (seat.kind.value, seat.name) == ("random", "Player 1")
    for _ in range(8):
        frame(stack, key(pygame.K_RIGHT))
    assert seat.kind.value == "hard"  # stops: Right never wraps to a human
    value = seat.value_rect(setup.form.rects[setup.form.fields.index(seat)])
    frame(stack, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=value.center, button=1))
    assert (seat.kind.value, seat.name) == ("human", "Player 1")  # a click goes round


def test_escape_goes_back(scene) -> None:
    setup, stack, _ = scene
    frame(stack, key(pygame.K_ESCAPE))
    assert len(stack) == 0


def test_typing_on_a_focused_name_edits_it_and_space_does_not(scene) -> None:
    setup, stack, started = scene
    seat = setup.seat_fields[1]
    go_to(stack, setup, seat)
    frame(stack, key(pygame.K_SPACE), typed(" "))  # a space never clobbers the name
    assert seat.text == "Boris" and setup.form.editing is None
    frame(stack, typed("Q"), typed("ui"), key(pygame.K_RETURN))
    assert seat.text == "Qui" and setup.form.editing is None


def test_an_option_about_one_seat_names_its_player_never_seat_n() -> None:
    """Issue 22: option rows say whose option it is by the name in the form (as typed
    just now), never "Seat 1"; any game with per-seat options (today Pontoon's court)."""
    from game.core import registry
    from scenes.shell.menus.setup_model import default_setup

    pygame.font.init()
    for info in registry.games():
        stack = SceneStack(speed=0)
        setup = SetupScene(lambda c, s: None,
                           initial=default_setup(info.id, ("human",) * info.max_players))
        stack.push(setup)
        setup.seat_fields[0].text = "Ada"
        frame(stack)
        labels = [f.label + " " + f.hint for f in setup.rules.fields]
        assert not [t for t in labels if "Seat " in t or "{player" in t], info.id
        if info.id == "pontoon":
            assert any(t.startswith("Ada") for t in labels)
