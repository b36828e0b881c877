"""How the screens lead into each other: title → setup → table → results → again.

`Flow` builds each scene with its hooks wired, so `main.py` and the tests assemble the
product the same way, for any registered game: the title lists the registry's games,
the setup form is built from the chosen game's options, the table is the game's own
scene (`GameInfo.table`), and saves, replays, rules and the tutorial come from the same
record. The title always stays at the bottom of the stack; a match is pushed over it,
and leaving a match unwinds back to it.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.core import registry
from scenes.shell.menus.title import TitleScene
from scenes.shell.screens.stack import SceneStack
from scenes.shell.window.transition import Fade

if TYPE_CHECKING:  # the rest is imported where first used: the title must start fast
    from datetime import date

    from scenes.shell.match.session import Session
    from scenes.shell.match.table import TableScene
    from scenes.shell.menus.setup_model import Setup
    from scenes.shell.saves.store import SaveStore

DEFAULT_GAME = "paranoid-delusions"
FADE = 0.35


class Flow:
    """Owns the product's navigation: which scene follows which, and the last setup."""

    def __init__(self, stack: SceneStack, *, speed: float = 1.0, music: bool = True,
                 seats: Sequence[str] | None = None, seed: int | None = None,
                 store: SaveStore | Callable[[], SaveStore] | None = None,
                 game: str | None = None) -> None:
        self.stack = stack
        # Where matches are saved after every action (None: nowhere). A factory is called
        # on first use, so the save module (and the engine) load after the title's first
        # frame, not before it.
        self._store = store
        self.speed = speed
        self.music = music
        self.game_id = game or DEFAULT_GAME
        self.setup: Setup | None = None  # the last game's setup
        # the open setup screen's phone codes (phones_screen.SetupCodes)
        self._phone_codes: Any = None
        if seats:
            from scenes.shell.menus.setup_model import default_setup

            self.setup = default_setup(self.game_id, seats)
        self.seed: int | None = seed  # the last game's seed (or the one asked for)
        self._again: tuple[Setup, int, bool, bool] | None = None  # see `start`
        self.board: TableScene | None = None
        self._title: TitleScene | None = None  # made by this flow (maybe not yet pushed)
        # Where "to the title" leads instead (kiosk mode: back to the attract loop).
        self.home: Callable[[], None] | None = None
        # Kiosk mode: no Settings and no Quit anywhere a visitor can reach.
        self.kiosk = False
        self._history: Any = None  # scenes.shell.history (opened beside the saves)

    # -- screens ---------------------------------------------------------------------------
    def title(self, music: bool | None = None) -> TitleScene:
        """The title wired to this flow; `music=False` when a game starts over it at once."""
        self._title = TitleScene(on_play=self.open_setup, on_settings=self.open_settings,
                                 on_tutorial=self.start_tutorial, on_rules=self.open_rules,
                                 on_choose=self.choose_game, game=self.game_id,
                                 music=self.music if music is None else music,
                                 on_players=self.open_players
                                 if self._store is not None and not self.kiosk else None)
        if self._store is not None:
            self._title.offer_resume(self.resume, self.unfinished, self.save_problems)
        return self._title

    def choose_game(self, game_id: str) -> None:
        """The title's game list: the next Play, Tutorial and Rules are this game's."""
        if game_id != self.game_id:
            self.game_id = game_id
            self.setup = None
        try:
            from scenes.shell.settings.preferences import settings_of

            settings_of(self.stack.services).game = game_id
        except Exception:  # noqa: BLE001 - remembering the choice is a nicety only
            pass

    def open_setup(self, game_id: str | None = None) -> None:
        from scenes.shell.menus.setup import SetupScene

        if game_id is not None:
            self.choose_game(game_id)
        seed = self.seed if self.board is None else None  # --seed, until a game is played
        initial = self.setup
        if initial is None or initial.game_id != self.game_id:
            from scenes.shell.settings.preferences import settings_of, setup_for

            initial = setup_for(settings_of(self.stack.services), self.game_id)
        history = self.history if not self.kiosk else None
        profiles = [p.name for p in history.profiles()] if history is not None else []
        self.stack.push(SetupScene(self._start_from_setup, initial=initial, seed=seed,
                                   phones=self._phone_codes_for_setup(), profiles=profiles))

    def _phone_codes_for_setup(self) -> Any:
        """Phones on: the setup screen shows each human seat's code, its server opened now
        and handed to the table that sits down (scenes/phones/lobby.py); else None."""
        self._phone_codes = None
        services = self.stack.services
        if self.kiosk or not services.setting("phones"):
            return None
        from scenes.shell.match.phones_screen import setup_codes

        self._phone_codes = setup_codes(int(services.setting("phones_port")))
        return self._phone_codes

    def _start_from_setup(self, setup: Setup, seed: int | None = None) -> None:
        """The form's choices become the next setup's defaults (kept in the settings),
        once the game really starts (see `_replacing`)."""
        from scenes.shell.settings.preferences import remember_setup

        def go() -> None:
            remember_setup(self.stack.services, setup)
            self.start(setup, seed)

        self._replacing(setup.game_id, go)

    def _replacing(self, game_id: str, go: Callable[[], None]) -> None:
        """Run `go` (which starts a saved game of `game_id`), asking first when that
        would replace an unfinished game in the same slot; No is the default."""
        store = self.store
        slot = store.for_game(game_id) if store is not None else None
        if slot is None or not slot.has_resume():
            go()
            return
        from scenes.shell.screens.message import MessageScene

        kept = self._game_in(slot) or game_id
        title = registry.get(kept).title
        note = describe_save(slot.current)
        self.stack.push(MessageScene(
            f"Replace your unfinished {title}?",
            (f"Your unfinished game ({note}) " if note else "Your unfinished game ")
            + f"can still be resumed from the title. A new {title} game replaces it "
              "for good.",
            buttons=[("No, keep it", None), ("Yes, replace it", go)]))

    def _game_in(self, slot: SaveStore) -> str:
        """The game a slot's file holds ("" if it cannot say): the slot's own game, or
        what a one-slot store holds."""
        return slot.game_id or next(iter(slot.unfinished()), "")

    def open_settings(self) -> None:
        if self.kiosk:
            return  # the operator's screen: outside kiosk mode only
        from scenes.shell.settings.screen import SettingsScene

        self.stack.push(SettingsScene(speed=self.speed, on_speed=self._set_speed,
                                      game=self.game_id))

    def open_rules(self, game_id: str | None = None) -> None:
        from scenes.shell.match.rules import RulesScene

        self.stack.push(RulesScene(game=game_id or self.game_id))

    def open_players(self) -> None:
        """The Players screen: profiles, their statistics, their games to replay."""
        history = self.history
        if history is None:
            return
        from scenes.shell.menus.players import PlayersScene

        self.stack.push(PlayersScene(history, on_replay=self.replay_filed,
                                     export_folder=self.store.folder))

    def replay_filed(self, row: int) -> None:
        """Replay a game from the history: its seed and action record on its own table."""
        from scenes.shell.history.hooks import filed_match
        from scenes.shell.screens.message import MessageScene

        match = filed_match(self.history, row)
        if match is None:
            self.stack.push(MessageScene("Cannot replay", "This game's record cannot be "
                                         "replayed by this version.", error=True))
            return
        self.open_replay(match)

    def _set_speed(self, value: float) -> None:
        self.speed = value

    # -- matches ---------------------------------------------------------------------------
    def start(self, setup: Setup | Any, seed: int | None = None, *,
              autosave: bool = True, remember: bool = True) -> TableScene:
        """Leave whatever is above the title and sit down at a new table.

        `setup` is a `Setup`, or an engine config of the flow's game (scripts, tests).
        `autosave=False` for a game only watched (the kiosk's attract loop): it must not
        replace a player's saved match. `remember=False` (a tutorial): the flow's last
        setup, seed and game stay as they were."""
        from scenes.shell.match.session import Session
        from scenes.shell.menus.setup_model import Setup

        if not isinstance(setup, Setup):
            setup = Setup(self.game_id, tuple(setup.seats), tuple(setup.names),
                          _options_of(self.game_id, setup))

        seed = seed if seed is not None else random.randrange(1, 1_000_000_000)
        if remember:
            self.seed = seed
            self.setup = setup
            self.game_id = setup.game_id
        # What "New game" on this game's results plays: the same table, the next seed,
        # saved unless only watched (a tutorial's next game is a real one, and like the
        # tutorial leaves the last setup as it was).
        self._again = (setup, seed, autosave or not remember, remember)
        plugin = registry.plugin(setup.game_id)
        game = plugin.Game.new(setup.config(), seed)
        session = Session(game, list(setup.seats), seed, game_id=setup.game_id)
        session.hints_on = setup.hints_on()  # the coach (issue 33): the setup's choice
        return self._sit(session, autosave=autosave)

    def _sit(self, session: Session, *, autosave: bool) -> TableScene:
        """Put `session` on the table over the title, saved after every action."""
        table_class = registry.load(session.info.table)
        self.stack.services.sound.stop_loop()  # the title's music, not the table's
        board = table_class(session, speed=self.speed, on_game_over=self._game_over,
                            on_menu=self._menu,
                            bot_pace=self.stack.services.setting("bot_pace"))
        if autosave and self.store is not None:
            from scenes.shell.saves.autosave import AutoSave

            board.autosave = AutoSave(self.store, session)
        self.board = board
        session.sat_at = time.monotonic()  # this sitting's minutes count from here
        codes, self._phone_codes = self._phone_codes, None  # the setup's phones, if any
        server = codes.take() if codes is not None else None
        self._unwind()  # the last table (and its phone server) closed first
        if server is not None or (self.stack.services.setting("phones") and not self.kiosk):
            from scenes.shell.match.phones_screen import open_phones

            open_phones(board, self.stack.services, watched=not autosave, kiosk=self.kiosk,
                        server=server)
        self.stack.push(board)
        self.stack.push(Fade(FADE, fade_in=True))
        return board

    def start_demo(self, seats: Sequence[str] | None = None, seed: int | None = None, *,
                   autosave: bool = True, game: str | None = None) -> TableScene:
        """Bots only, watched as the game's demo view allows (public, or every hand for
        a game whose spec says so)."""
        from scenes.shell.menus.setup_model import demo_setup

        return self.start(demo_setup(game or self.game_id, seats), seed, autosave=autosave)

    def start_tutorial(self, game_id: str | None = None) -> TableScene | None:
        """The chosen game's guided first game: a fixed table, with the coach over it.
        Not saved, and not remembered: a tutorial must not replace a player's saved
        match, nor the setup their next game starts from."""
        from scenes.shell.screens.message import MessageScene

        info = registry.get(game_id or self.game_id)
        if not info.tutorial:
            self.stack.push(MessageScene("No tutorial yet",
                                         f"{info.title} has no guided game yet: its Rules "
                                         "explain it, and Play against bots teaches fast."))
            return None
        tutorial = registry.load(info.tutorial)
        board = self.start(tutorial.setup(), tutorial.seed, autosave=False, remember=False)
        board.bot_pace = tutorial.bot_pace
        board.session.hints_on = True  # a tutorial always has the coach's hints
        self.stack.push(tutorial.coach(board))
        return board

    def new_game(self) -> None:
        """The game just played again, with the next seed: saved as the last one was,
        except that the game after a tutorial is a real one, saved like any other (and
        asked about first if it would replace an unfinished game)."""
        again = self._again
        if again is None and self.setup is not None:
            again = (self.setup, self.seed or 0, True, True)
        if again is None:
            return
        setup, seed, saved, remember = again
        if not saved:
            self.start(setup, seed + 1, autosave=False)
            return
        self._replacing(setup.game_id,
                        lambda: self.start(setup, seed + 1, remember=remember))

    # -- saved matches -----------------------------------------------------------------------
    @property
    def store(self) -> SaveStore | None:
        if callable(self._store):
            self._store = self._store()
        return self._store

    def unfinished(self) -> dict[str, str]:
        """Each game with an unfinished match, and what Resume would continue (a line
        for the title; "" when the file cannot say). A one-slot store's file that cannot
        say which game it holds counts as the chosen game's, so Resume can explain."""
        if self.store is None:
            return {}
        found = self.store.unfinished()
        return {game_id or self.game_id: describe_save(path)
                for game_id, path in found.items()}

    def save_problems(self) -> str:
        """Why something in a save's place (or the history) was set aside, for the title
        ("" if nothing)."""
        if self.store is None:
            return ""
        history = self.history
        extra = [history.take_problem()] if history is not None else []
        return " ".join([*self.store.take_problems(), *extra]).strip()

    @property
    def history(self) -> Any:
        """The history of finished games beside the saves (None without saving: a second
        copy, --no-save). Never fails: a bad file is set aside (its `problem`)."""
        if self._history is None and self.store is not None:
            from scenes.shell.history.hooks import open_history

            self._history = open_history(self.store.folder, self.stack.services,
                                         kiosk=self.kiosk)
        return self._history

    def _can_resume(self) -> bool:
        return self.store is not None and self.store.has_resume()

    def resume(self, game_id: str | None = None) -> TableScene | None:
        """The title's "Resume": the saved match of `game_id` (of the chosen game, or in
        a one-slot store, the one there is) on the table, behind the curtain.

        Nobody is assumed at the screen: the table opens in the public view and the
        first human to act passes the hand-over curtain before anything of theirs
        shows. A file that cannot be resumed is explained (the store has already set
        it aside, so "Resume" is gone when the title returns)."""
        from scenes.shell.screens.message import MessageScene

        if self.store is None:
            return None
        result = self.store.load(game_id or self.game_id)
        if result.reason == "finished" and result.match is not None:  # filed meanwhile
            ended = result.match
            self.stack.push(MessageScene("That game is over", result.message, buttons=[
                ("Replay it", lambda: self.open_replay(ended)), ("OK", None)]))
            return None
        if not result.ok or result.match is None:
            message = (result.message or " ".join(self.store.take_problems())
                       or "There is no saved game to resume.")
            self.stack.push(MessageScene("Cannot resume", message, error=True))
            return None
        match = result.match
        session = match.session()
        session.nobody_looking()
        from scenes.shell.menus.setup_model import Setup

        self.game_id = match.game_id
        self._again = None  # "New game" after it: this setup (below), the next seed
        self.setup = Setup(match.game_id, tuple(session.seats), tuple(session.names),
                           _options_of(match.game_id, match.game.config))
        self.seed = match.game.seed
        return self._sit(session, autosave=True)

    def resume_note(self, game_id: str | None = None) -> str:
        """What "Resume" would continue, for the title: the game, who plays, when."""
        if self.store is None:
            return ""
        return describe_save(self.store.for_game(game_id or self.game_id).current)

    def open_replay(self, match: Any) -> None:
        """Watch a finished match again (anything with game, seats and names)."""
        from scenes.shell.replay.replay_viewer import replay_viewer

        self.stack.push(replay_viewer(match, speed=self.speed))

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

    # -- the table's hooks ---------------------------------------------------------------------
    def _game_over(self, session: Session) -> None:
        from scenes.shell.match.results import ResultsScene

        table = registry.load(session.info.table)
        results = getattr(table, "results_scene", None) or ResultsScene
        scene = results(session, on_new_game=self.new_game, on_title=self.to_title,
                        on_replay=lambda: self.open_replay(session))
        scene.history_notes = self._remember(session)
        self.stack.push(scene)

    def _remember(self, session: Session) -> dict[int, str]:
        """File a finished game in the history (a saved table with a human at it: never a
        tutorial, nor a watched demo); what its results may say of the history."""
        board = self.board
        if (board is None or board.session is not session or board.autosave is None
                or not session.humans or self.history is None):
            return {}
        from scenes.shell.history.hooks import remember

        return remember(self.history, session, _options_of(session.game_id, session.config),
                        session.minutes_played(time.monotonic()))

    def _menu(self) -> None:
        from scenes.shell.match.pause import PauseScene

        if not isinstance(self.stack.top, PauseScene):
            game = self.board.session.game_id if self.board is not None else self.game_id
            # Phones at this table: the pause offers their join screen (PhoneHook.show_join).
            phones = getattr(self.board, "phones", None) if self.board is not None else None
            self.stack.push(PauseScene(on_quit=self.to_title, game=game, kiosk=self.kiosk,
                                       phones=getattr(phones, "show_join", None)))


def _options_of(game_id: str, config: Any) -> dict[str, Any]:
    """A running game's options in the setup form's terms (for "New game" after Resume)."""
    plugin = registry.plugin(game_id)
    back = getattr(plugin, "config_options", None)
    if back is not None:
        return back(config)
    options = getattr(config, "options", {})
    data = options.to_json() if hasattr(options, "to_json") else options
    return dict(data) if isinstance(data, dict) else {}


def describe_save(path: Path, today: date | None = None) -> str:
    """One public line about a saved match ("Paranoid Delusions · Ada + 2 bots · turn 3 ·
    today 21:05"), or "" if it cannot be read (choosing Resume then says why). Reads the file
    without replaying it: the title calls this once, after its first frame."""
    from datetime import date, datetime, timedelta

    from scenes.shell.saves.save_format import read_save
    from scenes.shell.saves.store import SaveProblem, decode

    try:  # the safe reader: a FIFO, a huge file or a folder in its place must not hang
        payload = decode(read_save(path))
        names, seats = list(payload["names"]), list(payload["seats"])
        title = registry.get(str(payload.get("game_id", DEFAULT_GAME))).title
        saved = datetime.fromisoformat(payload["saved_at"]).astimezone()
        state = payload["game"].get("state", {})
        turn = state.get("turn") if isinstance(state, dict) else None
    except (OSError, SaveProblem, KeyError, TypeError, ValueError):
        return ""
    people = [str(n) for n, kind in zip(names, seats) if kind == "human"]
    bots = len(seats) - len(people)
    who = ", ".join(people) + (" + " if people and bots else "") + (
        f"{bots} bot{'s' * (bots != 1)}" if bots else "")
    today = today or date.today()
    day = {today: "today", today - timedelta(days=1): "yesterday"}.get(
        saved.date(), saved.strftime("%d %b"))
    progress = "" if not isinstance(turn, int) else (
        " · setting up" if turn == 0 else f" · turn {turn}")
    return f"{title} · {who}{progress} · {day} {saved:%H:%M}"
