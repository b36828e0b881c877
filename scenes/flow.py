"""How the screens lead into each other: title → setup → board → results → again.

`Flow` builds each scene with its hooks wired, so `main.py` and the tests assemble
the product the same way. The title always stays at the bottom of the stack; a
match is pushed over it, and leaving a match unwinds back to it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

from scenes.pause import PauseScene

if TYPE_CHECKING:  # the rest is imported where first used: the title must start fast
    from game.paranoid import GameConfig
    from scenes.board import BoardScene
    from scenes.plot_builder import PlotBuilderScene
    from scenes.session import Session
from scenes.stack import SceneStack
from scenes.title import TitleScene
from scenes.transition import Fade

DEMO_SEATS = ("medium",) * 4
DEMO_TURN_LIMIT = 40  # the spec lets demo presets shorten the safety net (§8)
FADE = 0.35


def demo_seats(seats: Sequence[str] | None) -> tuple[str, ...]:
    """Bots only: the given seats with any human replaced by a medium bot."""
    if not seats:
        return DEMO_SEATS
    return tuple("medium" if s == "human" else s for s in seats)


class Flow:
    """Owns the product's navigation: which scene follows which, and the last setup."""

    def __init__(self, stack: SceneStack, *, speed: float = 1.0, music: bool = True,
                 seats: Sequence[str] | None = None, seed: int | None = None) -> None:
        self.stack = stack
        self.speed = speed
        self.music = music
        if seats:
            from scenes.setup import default_config
        self.config = default_config(seats) if seats else None  # the last game's setup
        self.seed: int | None = seed  # the last game's seed (or the one asked for)
        self.board: BoardScene | None = None
        self._builder: PlotBuilderScene | None = None
        self._title: TitleScene | None = None  # made by this flow (maybe not yet pushed)

    # -- screens ---------------------------------------------------------------------------
    def title(self, music: bool | None = None) -> TitleScene:
        """The title wired to this flow; `music=False` when a game starts over it at once."""
        self._title = TitleScene(on_play=self.open_setup, on_settings=self.open_settings,
                                 music=self.music if music is None else music)
        return self._title

    def open_setup(self) -> None:
        from scenes.setup import SetupScene

        seed = self.seed if self.board is None else None  # --seed, until a game is played
        self.stack.push(SetupScene(self.start, initial=self.config, seed=seed))

    def open_settings(self) -> None:
        from scenes.settings import SettingsScene

        self.stack.push(SettingsScene(speed=self.speed, on_speed=self._set_speed))

    def _set_speed(self, value: float) -> None:
        self.speed = value

    # -- matches ---------------------------------------------------------------------------
    def start(self, config: GameConfig, seed: int | None = None) -> BoardScene:
        """Leave whatever is above the title and sit down at a new table."""
        from game.paranoid import Game
        from scenes.board import BoardScene
        from scenes.session import Session

        self.seed = seed if seed is not None else random.randrange(1, 1_000_000_000)
        self.config = config
        game = Game.new(config, self.seed)
        session = Session(game, list(config.seats), self.seed)
        self.stack.services.art.subculture = config.subculture
        self.stack.services.sound.stop_loop()  # the title's music, not the table's
        board = BoardScene(session, speed=self.speed, on_game_over=self._game_over,
                           on_build_plot=self._build_plot, on_menu=self._menu)
        self.board = board
        self._builder = None
        self._unwind()
        self.stack.push(board)
        self.stack.push(Fade(FADE, fade_in=True))
        return board

    def start_demo(self, seats: Sequence[str] | None = None,
                   seed: int | None = None) -> BoardScene:
        """Bots only, watched in the public view (nobody's secrets on screen)."""
        from game.paranoid import Options
        from scenes.setup import default_config

        config = default_config(demo_seats(seats), Options(turn_limit=DEMO_TURN_LIMIT))
        return self.start(config, seed)

    def new_game(self) -> None:
        """The same setup again, with the next seed."""
        if self.config is not None:
            self.start(self.config, (self.seed or 0) + 1)

    def to_title(self) -> None:
        self._unwind()
        if self.music:
            self.stack.services.sound.start_loop(delay=0.3)

    def _unwind(self) -> None:
        """Remove every scene above the title (a title is made if there is none)."""
        scenes = self.stack.scenes
        titles = [i for i, s in enumerate(scenes) if isinstance(s, TitleScene)]
        keep = titles[-1] + 1 if titles else 0
        for scene in reversed(scenes[keep:]):
            self.stack.pop(scene)
        if not titles and self._title is None:  # a title pushed this frame is not yet listed
            self.stack.push(self.title())

    # -- the board's hooks ---------------------------------------------------------------------
    def _build_plot(self, session: Session) -> None:
        if self._builder is not None and not self._builder.closed:
            return  # already open (the board asks every frame it waits)
        if session.display_viewer is None or session.display_viewer != session.to_act:
            return
        from scenes.plot_builder import PlotBuilderScene

        self._builder = PlotBuilderScene(session, on_menu=self._menu)
        self.stack.push(self._builder)

    def _game_over(self, session: Session) -> None:
        from scenes.results import ResultsScene

        self.stack.push(ResultsScene(session, on_new_game=self.new_game,
                                     on_title=self.to_title))

    def _menu(self) -> None:
        if not isinstance(self.stack.top, PauseScene):
            self.stack.push(PauseScene(on_quit=self.to_title))
