"""What the settings are: their fields, defaults and ranges (`Settings`, `Seat`,
`Kiosk`), and how they are written as JSON. No pygame, no file access: reading a
file forgivingly is `settings_read`, keeping it on disk is `settings_store`."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from typing import Any

# As scenes.shell.match.session spells them; not imported from there, because that module loads the
# whole engine and this one is read before the title's first frame.
HUMAN = "human"
BOT_LEVELS = ("random", "easy", "medium", "hard")
MIN_PLAYERS, MAX_PLAYERS = 2, 6  # seats at the table (a game may take fewer)
MAX_SEATS_KEPT = 12  # a game's remembered player count (setup_for fits it to the game)
DEFAULT_GAME = "paranoid-delusions"
OPTION_TEXT_LEN = 40  # a game's text option (a subculture's name, a court subject)
# Settings from before there were several games kept Paranoid Delusions' rules at the
# top level; they are read into its entry of `games`.
LEGACY_OPTIONS_GAME = "paranoid-delusions"

APP = "conspiracy-table"
ENV_FOLDER = "CONSPIRACY_TABLE_CONFIG"
FILE = "settings.json"
FORMAT = 1
MAX_BYTES = 1 << 20  # a settings file is a few kilobytes; a bigger one is not ours
MIN_SPEED = 0.1  # slower than this the table looks frozen; 0 stays "instant"
NAME_LEN = 16  # as the setup form allows
SUBCULTURE_LEN = 22
COLOURS = 6  # player colours on the board (scenes.ui.art.PLAYER_COLOURS)
MODIFIERS = ("ctrl", "shift", "alt", "meta")
IDLE_ACTIONS = ("bots", "attract")  # kiosk: what the idle countdown leads to

# Numbers: (low, high). Out of range is clamped; the wrong type falls back.
RANGES: dict[str, tuple[float, float]] = {
    "animation_speed": (0.0, 8.0),  # 0 = instant (scenes.ui.tween.parse_speed)
    "bot_pace": (0.0, 5.0),  # seconds a bot is shown thinking at least
    "music_volume": (0.0, 1.0),
    "effects_volume": (0.0, 1.0),
    "text_scale": (0.75, 2.0),
    "idle_timeout": (10.0, 3600.0),  # kiosk: seconds without input before attract mode
    "countdown": (3.0, 60.0),  # kiosk: the "Still playing?" countdown, seconds
}
# Whole numbers: (low, high), clamped the same way.
WHOLE_RANGES: dict[str, tuple[int, int]] = {
    "phones_port": (1024, 65535),  # phones as private screens (docs/phones.md)
}


@dataclass
class Seat:
    """One seat of the next game: human or a bot level, a name, a colour index."""

    kind: str = HUMAN
    name: str = "Player 1"
    colour: int = 0


def default_seats() -> list[Seat]:
    return [Seat(HUMAN if i == 0 else "medium", f"Player {i + 1}", i) for i in range(4)]


@dataclass
class Kiosk:
    """Options for an unattended table (fairs, cafés)."""

    enabled: bool = False
    idle_timeout: float = 90.0
    quit_combo: str = "ctrl+shift+q"  # the only way out when enabled
    attract_seats: list[str] = field(default_factory=lambda: ["medium"] * 4)  # demo game
    # What an idle game becomes after the countdown: "bots" take the idle seats over
    # (the game goes on as a demo), "attract" ends it for a fresh demo.
    idle_action: str = "bots"
    countdown: float = 10.0
    extra: dict[str, Any] = field(default_factory=dict)  # unknown keys, kept verbatim

    def to_json(self) -> dict[str, Any]:
        data = dict(self.extra)
        data.update({f.name: getattr(self, f.name) for f in fields(self) if f.name != "extra"})
        data["attract_seats"] = list(self.attract_seats)
        return data


@dataclass
class Settings:
    seats: list[Seat] = field(default_factory=default_seats)
    game: str = DEFAULT_GAME  # the game chosen last on the title
    animation_speed: float = 1.0
    bot_pace: float = 0.35
    reduce_motion: bool = False
    sound_on: bool = True
    music_volume: float = 0.5
    effects_volume: float = 0.8
    fullscreen: bool = False
    text_scale: float = 1.0
    colour_blind: bool = False
    # Phones as private screens (docs/phones.md): off by default; the port phones reach.
    phones: bool = False
    phones_port: int = 8765
    # Each game's options for its next setup, by game id: {"options": {key: value}}. Raw
    # here (the game's engine is not loaded to read settings); each value is checked
    # against the game's option list when a setup is made from it.
    games: dict[str, dict[str, Any]] = field(default_factory=dict)
    kiosk: Kiosk = field(default_factory=Kiosk)
    extra: dict[str, Any] = field(default_factory=dict)  # unknown keys, kept verbatim

    def game_options(self, game_id: str) -> dict[str, Any]:
        """The options last used for `game_id` (unchecked: see `games`)."""
        return dict(self.games.get(game_id, {}).get("options", {}))

    def set_game_options(self, game_id: str, options: dict[str, Any]) -> None:
        self.games.setdefault(game_id, {})["options"] = dict(options)

    def game_players(self, game_id: str) -> int | None:
        """How many sat down at `game_id` last (None: not known; the seats say then).
        Kept per game so that a game for fewer players never cuts the shared seats."""
        players = self.games.get(game_id, {}).get("players")
        return players if type(players) is int else None

    def set_game_players(self, game_id: str, players: int) -> None:
        self.games.setdefault(game_id, {})["players"] = int(players)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = dict(self.extra)
        data.update({f.name: getattr(self, f.name) for f in fields(self)
                     if f.name not in ("extra", "seats", "games", "kiosk")})
        data["seats"] = [asdict(s) for s in self.seats]
        data["games"] = {k: {"options": dict(v.get("options", {})),
                             **({"players": v["players"]} if "players" in v else {})}
                         for k, v in self.games.items()}
        data["kiosk"] = self.kiosk.to_json()
        data["format"] = FORMAT
        return data
