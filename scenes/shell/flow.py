"""How the screens lead into each other: title → setup → board → results → again.

`Flow` builds each scene with its hooks wired, so `main.py` and the tests assemble
the product the same way. The title always stays at the bottom of the stack; a
match is pushed over it, and leaving a match unwinds back to it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the rest is imported where first used: the title must start fast
    from datetime import date

    from game.paranoid import GameConfig
    from scenes.paranoid.board import BoardScene
    from scenes.paranoid.plot_builder import PlotBuilderScene
    from scenes.shell.saves import SaveStore
    from scenes.shell.session import Session
from scenes.shell.stack import SceneStack
from scenes.shell.title import TitleScene
from scenes.shell.transition import Fade

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
                 seats: Sequence[str] | None = None, seed: int | None = None,
                 store: SaveStore | Callable[[], SaveStore] | None = None) -> None:
        self.stack = stack
        # Where matches are saved after every action (None: nowhere). A factory is called
        # on first use, so the save module (and the engine) load after the title's first
        # frame, not before it.
        self._store = store
        self.speed = speed
        self.music = music
        if seats:
            from scenes.shell.setup import default_config
        self.config = default_config(seats) if seats else None  # the last game's setup
        self.seed: int | None = seed  # the last game's seed (or the one asked for)
        self.board: BoardScene | None = None
        self._builder: PlotBuilderScene | None = None
        self._title: TitleScene | None = None  # made by this flow (maybe not yet pushed)
        # Where "to the title" leads instead (kiosk mode: back to the attract loop).
        self.home: Callable[[], None] | None = None

    # -- screens ---------------------------------------------------------------------------
    def title(self, music: bool | None = None) -> TitleScene:
        """The title wired to this flow; `music=False` when a game starts over it at once."""
        self._title = TitleScene(on_play=self.open_setup, on_settings=self.open_settings,
                                 on_tutorial=self.start_tutorial,
                                 music=self.music if music is None else music)
        if self._store is not None:
            self._title.offer_resume(self.resume, self._can_resume, self.resume_note)
        return self._title

    def open_setup(self) -> None:
        from scenes.shell.setup import SetupScene

        seed = self.seed if self.board is None else None  # --seed, until a game is played
        initial = self.config
        if initial is None:  # no game yet: the form starts from the saved settings
            from scenes.shell.preferences import settings_of, setup_config

            initial = setup_config(settings_of(self.stack.services))
        self.stack.push(SetupScene(self._start_from_setup, initial=initial, seed=seed))

    def _start_from_setup(self, config: GameConfig, seed: int | None = None) -> BoardScene:
        """The form's choices become the next setup's defaults (kept in the settings)."""
        from scenes.shell.preferences import remember_setup

        remember_setup(self.stack.services, config)
        return self.start(config, seed)

    def open_settings(self) -> None:
        from scenes.shell.settings import SettingsScene

        self.stack.push(SettingsScene(speed=self.speed, on_speed=self._set_speed))

    def _set_speed(self, value: float) -> None:
        self.speed = value

    # -- matches ---------------------------------------------------------------------------
    def start(self, config: GameConfig, seed: int | None = None, *,
              autosave: bool = True) -> BoardScene:
        """Leave whatever is above the title and sit down at a new table.

        `autosave=False` for a game only watched (the kiosk's attract loop): it must not
        replace a player's saved match."""
        from game.paranoid import Game
        from scenes.shell.session import Session

        self.seed = seed if seed is not None else random.randrange(1, 1_000_000_000)
        self.config = config
        game = Game.new(config, self.seed)
        session = Session(game, list(config.seats), self.seed)
        return self._sit(session, autosave=autosave)

    def _sit(self, session: Session, *, autosave: bool) -> BoardScene:
        """Put `session` on the table over the title, saved after every action."""
        from scenes.paranoid.board import BoardScene

        self.stack.services.art.subculture = session.subculture
        self.stack.services.sound.stop_loop()  # the title's music, not the table's
        board = BoardScene(session, speed=self.speed, on_game_over=self._game_over,
                           on_build_plot=self._build_plot, on_menu=self._menu,
                           bot_pace=self.stack.services.setting("bot_pace"))
        if autosave and self.store is not None:
            from scenes.shell.saves import AutoSave

            board.autosave = AutoSave(self.store, session)
        self.board = board
        self._builder = None
        self._unwind()
        self.stack.push(board)
        self.stack.push(Fade(FADE, fade_in=True))
        return board

    def start_demo(self, seats: Sequence[str] | None = None,
                   seed: int | None = None, *, autosave: bool = True) -> BoardScene:
        """Bots only, watched in the public view (nobody's secrets on screen)."""
        from game.paranoid import Options
        from scenes.shell.setup import default_config

        config = default_config(demo_seats(seats), Options(turn_limit=DEMO_TURN_LIMIT))
        return self.start(config, seed, autosave=autosave)

    def start_tutorial(self) -> BoardScene:
        """The guided first game: a fixed table, with the coach over the board. Not
        saved: a tutorial must not replace a player's saved match."""
        from scenes.paranoid.tutorial import (
            TUTORIAL_BOT_PACE,
            TUTORIAL_SEED,
            CoachScene,
            tutorial_config,
        )

        board = self.start(tutorial_config(), TUTORIAL_SEED, autosave=False)
        board.bot_pace = TUTORIAL_BOT_PACE
        self.stack.push(CoachScene(board))
        return board

    def new_game(self) -> None:
        """The same setup again, with the next seed (saved as the last one was)."""
        if self.config is not None:
            saved = self.board is None or self.board.autosave is not None
            self.start(self.config, (self.seed or 0) + 1, autosave=saved)

    # -- saved matches -----------------------------------------------------------------------
    @property
    def store(self) -> SaveStore | None:
        if callable(self._store):
            self._store = self._store()
        return self._store

    def _can_resume(self) -> bool:
        return self.store is not None and self.store.has_resume()

    def resume(self) -> BoardScene | None:
        """The title's "Resume": the saved match on the table, behind the curtain.

        Nobody is assumed at the screen: the table opens in the public view and the
        first human to act passes the hand-over curtain before any counter of theirs
        shows. A file that cannot be resumed is explained (the store has already set
        it aside, so "Resume" is gone when the title returns)."""
        from scenes.shell.message import MessageScene

        if self.store is None:
            return None
        result = self.store.load()
        if result.reason == "finished" and result.match is not None:  # filed meanwhile
            ended = result.match
            self.stack.push(MessageScene("That game is over", result.message, buttons=[
                ("Replay it", lambda: self.open_replay(ended)), ("OK", None)]))
            return None
        if not result.ok or result.match is None:
            message = result.message or "There is no saved game to resume."
            self.stack.push(MessageScene("Cannot resume", message, error=True))
            return None
        match = result.match
        session = match.session()
        session.nobody_looking()
        self.config = match.game.state.config
        self.seed = match.game.seed
        return self._sit(session, autosave=True)

    def resume_note(self) -> str:
        """What "Resume" would continue, for the title: who plays, which turn, when."""
        return describe_save(self.store.current) if self.store is not None else ""

    def open_replay(self, match: object) -> None:
        """Watch a finished match again (anything with game, seats, names, subculture)."""
        from scenes.shell.replay_viewer import ReplayViewerScene

        self.stack.push(ReplayViewerScene.of(match, speed=self.speed))

    def to_title(self) -> None:
        if self.home is not None:
            self.home()
            return
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
        from scenes.paranoid.plot_builder import PlotBuilderScene

        # Saved as soon as the Plot is in, not a frame later when the board is back on top.
        on_done = self.board.save if self.board is not None else None
        self._builder = PlotBuilderScene(session, on_done=on_done, on_menu=self._menu)
        self.stack.push(self._builder)

    def _game_over(self, session: Session) -> None:
        from scenes.shell.results import ResultsScene

        self.stack.push(ResultsScene(session, on_new_game=self.new_game,
                                     on_title=self.to_title,
                                     on_replay=lambda: self.open_replay(session)))

    def _menu(self) -> None:
        from scenes.shell.pause import PauseScene

        if not isinstance(self.stack.top, PauseScene):
            self.stack.push(PauseScene(on_quit=self.to_title))


def describe_save(path: Path, today: date | None = None) -> str:
    """One public line about a saved match ("Ada, Boris + 2 bots · turn 3 · today 21:05"),
    or "" if it cannot be read (choosing Resume then says why). Reads the file without
    replaying it: the title calls this once, after its first frame."""
    from datetime import date, datetime, timedelta

    from scenes.shell.saves import SaveProblem, decode

    try:
        payload = decode(path.read_bytes())
        names, seats = list(payload["names"]), list(payload["seats"])
        turn = int(payload["game"]["state"]["turn"])
        saved = datetime.fromisoformat(payload["saved_at"]).astimezone()
    except (OSError, SaveProblem, KeyError, TypeError, ValueError):
        return ""
    people = [n for n, kind in zip(names, seats) if kind == "human"]
    bots = len(seats) - len(people)
    who = ", ".join(people) + (" + " if people and bots else "") + (
        f"{bots} bot{'s' * (bots != 1)}" if bots else "")
    today = today or date.today()
    day = {today: "today", today - timedelta(days=1): "yesterday"}.get(
        saved.date(), saved.strftime("%d %b"))
    return f"{who} · {'setting up' if turn == 0 else f'turn {turn}'} · {day} {saved:%H:%M}"
