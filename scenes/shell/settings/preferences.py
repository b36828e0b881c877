"""Putting the saved settings to work: sound, palette, text size, seat colours, mute.

The settings themselves live in `scenes.shell.settings.settings_store` (no pygame); the scene that
edits them is `scenes.shell.settings.screen`. This module is what the app, `main.py` and the flow
call to make the running program match them. It stays light: the app imports it
before the title's first frame.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from scenes.ui import pen, text, theme

if TYPE_CHECKING:
    from scenes.shell.menus.setup_model import Setup
    from scenes.shell.screens.scene import Scene
    from scenes.shell.screens.services import Services
    from scenes.shell.settings.settings_store import Seat, Settings

MUTE_KEY = pygame.K_m
MUTE_BLOCKING_MODS = pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META
TOAST_SECONDS = 1.6
COLOURS = 6  # scenes.ui.art.PLAYER_COLOURS


def apply_settings(services: Services) -> None:
    """Make sound, palette, text size and seat colours match the settings for this run
    (command-line overrides included)."""
    sound, art = services.sound, services.art
    sound.muted = not services.setting("sound_on")
    sound.effects_volume = services.setting("effects_volume")
    sound.music_volume = services.setting("music_volume")
    art.colour_blind = services.setting("colour_blind")
    art.seat_colours = colour_order(services.setting("seats"))
    text.set_scale(services.setting("text_scale"))


def colour_order(seats: Sequence[Seat]) -> tuple[int, ...]:
    """Seat -> colour for all six seats: the chosen colours first, then the free ones
    in order for seats the settings do not list (the setup form can add players)."""
    chosen = [s.colour for s in seats]
    free = [c for c in range(COLOURS) if c not in chosen]
    return tuple(chosen + free)[:COLOURS]


def setup_for(settings: Settings, game_id: str) -> Setup:
    """The setup form's starting point for `game_id`: as many players as sat down at it
    last (else as many seats as are kept), cut or filled to the game's player range, the
    saved seats' names and kinds, and the game's saved options. A name the settings hold only
    as a placeholder ("Player 2" on a bot seat) becomes that seat's usual name."""
    from game.core import registry
    from scenes.shell.menus.setup_model import BOT_NAMES, Setup, default_name

    info = registry.get(game_id)
    count = settings.game_players(game_id) or len(settings.seats)
    count = max(info.min_players, min(info.max_players, count))
    seats = list(settings.seats)[:count]
    kinds = [s.kind if s.kind == "human" or s.kind in info.bot_levels else info.default_bot
             for s in seats]
    while len(kinds) < count:
        kinds.append(info.default_bot)
    names = []
    for i, kind in enumerate(kinds):
        name = seats[i].name if i < len(seats) else ""
        # A bot's usual name is a placeholder only on a bot seat: a person may be an Ada.
        bot_default = kind != "human" and name == BOT_NAMES[i % len(BOT_NAMES)]
        placeholder = not name or name == f"Player {i + 1}" or bot_default
        names.append(default_name(i, kind) if placeholder else name)
    return Setup(game_id, tuple(kinds), tuple(names), settings.game_options(game_id))


def remember_setup(services: Services, setup: Setup) -> None:
    """Keep a game's setup as the next one's defaults: its seats (colours as they are)
    over the first of the shared seats — the others keep their names, so a game for
    four never cuts six names to four — its player count and its options."""
    from scenes.shell.menus.setup_model import default_name
    from scenes.shell.settings.settings_store import NAME_LEN, Seat

    settings = settings_of(services)
    order = services.art.seat_colours
    seats = []
    for i, (kind, name) in enumerate(zip(setup.seats, setup.names)):
        usual = name == default_name(i, kind)  # kept as the placeholder: follows the kind
        seats.append(Seat(kind, f"Player {i + 1}" if usual else name[:NAME_LEN],
                          order[i % len(order)]))
    settings.seats = (seats + list(settings.seats)[len(seats):])[:COLOURS]
    settings.game = setup.game_id
    settings.set_game_players(setup.game_id, len(setup.seats))
    settings.set_game_options(setup.game_id, setup.options)
    save_settings(services)


def settings_of(services: Services) -> Settings:
    """The saved settings (the defaults when none were loaded)."""
    services.setting("seats")  # creates the defaults if needed
    return services.settings


def save_settings(services: Services) -> str | None:
    """Write the settings (never the command line's overrides); a message on failure."""
    if services.store is None or services.settings is None:
        return None
    return services.store.save(services.settings)


def set_setting(services: Services, name: str, value: Any) -> None:
    """A choice made in the program: it replaces any command-line value for this run."""
    services.overrides.pop(name, None)
    setattr(settings_of(services), name, value)


def toggle_mute(services: Services) -> bool:
    """The mute key: flip the sound and keep the choice. Returns whether it is muted."""
    muted = services.sound.toggle_mute()
    set_setting(services, "sound_on", not muted)
    save_settings(services)
    return muted


def typing_text(scene: Scene | None) -> bool:
    """Whether keys are text for `scene` now: a form's text field is being edited or
    has the focus (typing on a focused name edits it at once, see scenes.ui.form)."""
    form = getattr(scene, "form", None)
    if form is None:
        return False
    from scenes.ui.form import TextField

    return getattr(form, "editing", None) is not None or isinstance(
        getattr(form, "focused", None), TextField)


def is_mute_key(event: pygame.event.Event) -> bool:
    return (event.type == pygame.KEYDOWN and event.key == MUTE_KEY
            and not getattr(event, "mod", 0) & MUTE_BLOCKING_MODS)


class Toast:
    """A short note at the top of the screen over every scene ("Sound off")."""

    def __init__(self) -> None:
        self.message = ""
        self.left = 0.0

    def show(self, message: str, seconds: float = TOAST_SECONDS) -> None:
        self.message = message
        self.left = seconds

    def update(self, dt: float) -> None:
        self.left = max(0.0, self.left - dt)

    def draw(self, surface: pygame.Surface) -> None:
        if self.left <= 0 or not self.message:
            return
        image = text.cached(self.message, theme.BODY_PX, theme.INK)
        box = image.get_rect().inflate(36, 18)
        box.midtop = (surface.get_width() // 2, 14)
        pen.rect(surface, theme.PANEL, box, border_radius=12)
        pen.rect(surface, theme.ACCENT, box, 2, border_radius=12)
        surface.blit(image, image.get_rect(center=box.center))
