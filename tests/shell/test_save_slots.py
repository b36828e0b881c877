"""Issue 21, item 3: one unfinished game per game, each resumable from the title; a new
game of the same kind asks first; an old single-slot save is moved, not lost; tutorials
touch neither the remembered setup nor the saves, and "New game" after one is saved.

Each failed on the code before the fix (one `current.save` for every game, tutorials
run through `Flow.start` as the last setup)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from game.core import registry
from scenes.shell.match.flow import Flow
from scenes.shell.match.results import ResultsScene
from scenes.shell.match.session import Session
from scenes.shell.menus.setup_model import default_setup
from scenes.shell.menus.title import RESUME, RESUME_CHECK_FRAMES, TitleScene
from scenes.shell.saves.store import SaveStore
from scenes.shell.screens.message import MessageScene
from scenes.shell.window.app import App, AppConfig
from tests.frames import until

DT = 1 / 60
CARD_GAMES = ("ninety-nine", "pontoon")


@pytest.fixture(autouse=True)
def _private_folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CONSPIRACY_TABLE_DATA", str(tmp_path / "data"))
    monkeypatch.setenv("CONSPIRACY_TABLE_CONFIG", str(tmp_path / "config"))


@pytest.fixture
def app() -> Iterator[App]:
    application = App(AppConfig(speed=0))
    application.open()
    yield application
    application.close()


def _home(app: App, game: str = "ninety-nine") -> tuple[Flow, SaveStore]:
    store = SaveStore(durable=False, per_game=True)  # as main.py makes it at home
    flow = Flow(app.stack, speed=0, music=False, store=store, game=game)
    app.stack.push(flow.title())
    _settle(app)
    return flow, store


def _settle(app: App, frames: int = RESUME_CHECK_FRAMES + 1) -> None:
    for _ in range(frames):
        app.step([], DT)
        app.stack.apply_pending()


def _title(app: App) -> TitleScene:
    top = app.stack.top
    assert isinstance(top, TitleScene), type(top).__name__
    return top


def _labels(title: TitleScene) -> list[str]:
    return [item.label for item in title.main.items]


def _play_a_little(app: App, flow: Flow, game_id: str, seed: int) -> list[str]:
    """A human-free game of `game_id` on the table for a few actions, then left."""
    info = registry.get(game_id)
    board = flow.start(default_setup(game_id, ["random"] * info.min_players), seed)
    app.step([], DT)
    until(lambda: app.step([], DT),  # the bots think in real time
          lambda: len(board.session.game.record) >= 3)
    assert not board.session.game.is_over
    if board.autosave is not None:
        board.autosave.flush()
    record = list(board.session.game.record)
    flow.to_title()
    _settle(app)
    return record


def test_starting_pontoon_keeps_the_unfinished_ninety_nine(app: App) -> None:
    flow, store = _home(app)
    record = _play_a_little(app, flow, "ninety-nine", 3)
    _play_a_little(app, flow, "pontoon", 4)
    assert set(store.unfinished()) == set(CARD_GAMES)
    title = _title(app)
    assert set(title.unfinished) == set(CARD_GAMES)  # both marked in the game list
    title._choose_game("ninety-nine")()
    assert _labels(title)[0] == RESUME and title.resume_note.startswith("Ninety-Nine")
    title.main.activate()  # Resume, focused
    app.stack.apply_pending()
    assert flow.board is not None and flow.board.session.game_id == "ninety-nine"
    assert flow.board.session.game.record[:len(record)] == record


def test_the_title_offers_resume_for_the_chosen_game_only(app: App) -> None:
    flow, store = _home(app, game="pontoon")
    _play_a_little(app, flow, "ninety-nine", 5)
    title = _title(app)
    title._choose_game("pontoon")()
    assert RESUME not in _labels(title) and set(title.unfinished) == {"ninety-nine"}
    title._choose_game("ninety-nine")()
    assert _labels(title)[0] == RESUME


@pytest.mark.parametrize("answer", ["no", "yes"])
def test_a_new_game_of_the_same_kind_asks_first(app: App, answer: str) -> None:
    flow, store = _home(app)
    record = _play_a_little(app, flow, "ninety-nine", 6)
    before = store.for_game("ninety-nine").current.read_bytes()
    setup = default_setup("ninety-nine", ["human", "random", "random"])
    flow._start_from_setup(setup, 77)
    app.stack.apply_pending()
    ask = app.stack.top
    title = registry.get("ninety-nine").title
    assert isinstance(ask, MessageScene) and ask.title == f"Replace your unfinished {title}?"
    assert ask.menu.items[ask.menu.focus].label.startswith("No")  # the default
    assert store.for_game("ninety-nine").current.read_bytes() == before
    if answer == "no":
        ask.menu.activate()
        _settle(app)
        assert flow.board is None or flow.board.session.game.record[:len(record)] == record
        assert store.load("ninety-nine").match.game.record == record
        return
    ask.menu.focus = 1
    ask.menu.activate()
    app.stack.apply_pending()
    assert flow.board is not None and flow.board.session.game.seed == 77


def test_another_game_starts_without_a_question(app: App) -> None:
    flow, _ = _home(app)
    _play_a_little(app, flow, "ninety-nine", 6)
    flow._start_from_setup(default_setup("pontoon", ["random", "random"]), 8)
    app.stack.apply_pending()
    assert not isinstance(app.stack.top, MessageScene)
    assert flow.board is not None and flow.board.session.game_id == "pontoon"


@pytest.mark.parametrize("game_id", CARD_GAMES + ("paranoid-delusions",))
def test_an_old_single_slot_save_is_moved_to_its_game(tmp_path: Path, game_id: str) -> None:
    from tests.conformance.games import new_game

    old = SaveStore(tmp_path / "data", durable=False)  # the one slot, as before
    info = registry.get(game_id)
    game = new_game(game_id, info.min_players, 9)
    game.apply(*reversed(_first(game)))
    old.save(Session(game, ["random"] * info.min_players, 9, game_id=game_id))
    home = SaveStore(tmp_path / "data", durable=False, per_game=True)
    assert list(home.unfinished()) == [game_id]
    assert not old.current.exists() and home.for_game(game_id).current.exists()
    result = home.load(game_id)
    assert result.ok and result.match.game.record == game.record


def test_an_old_save_beside_a_newer_one_is_kept_aside(tmp_path: Path) -> None:
    from tests.conformance.games import new_game

    folder = tmp_path / "data"
    home = SaveStore(folder, durable=False, per_game=True)
    newer = new_game("pontoon", 2, 1)
    home.save(Session(newer, ["random"] * 2, 1, game_id="pontoon"))
    SaveStore(folder, durable=False).save(
        Session(new_game("pontoon", 3, 2), ["random"] * 3, 2, game_id="pontoon"))
    assert list(home.unfinished()) == ["pontoon"]
    assert home.load("pontoon").match.game.seed == 1
    [kept] = folder.glob("current.older-*.save")
    assert kept.read_bytes() and any(kept.name in p for p in home.take_problems())


def _first(game: object) -> tuple[int, object]:
    player = game.waiting_for[0]
    return player, game.legal_actions(player)[0]


def test_a_tutorial_touches_neither_the_setup_nor_the_saves(app: App) -> None:
    from scenes.shell.settings.preferences import remember_setup, settings_of, setup_for

    flow, store = _home(app, game="pontoon")
    services = app.stack.services
    mine = default_setup("pontoon", ["human", "hard", "easy"], {"timer": 60})
    remember_setup(services, mine._replace(names=("Zed", "Hal", "Eve")))
    before = settings_of(services).to_json()
    record = _play_a_little(app, flow, "ninety-nine", 2)
    flow.choose_game("pontoon")
    last = flow.setup
    board = flow.start_tutorial("pontoon")
    assert board is not None and board.autosave is None
    for _ in range(30):
        app.step([], DT)
    assert settings_of(services).to_json() == before
    assert flow.setup == last and flow.game_id == "pontoon"
    assert setup_for(settings_of(services), "pontoon").names == ("Zed", "Hal", "Eve")
    assert set(store.unfinished()) == {"ninety-nine"}
    assert store.load("ninety-nine").match.game.record == record
    flow.to_title()
    _settle(app)
    flow.open_setup()
    app.stack.apply_pending()
    form = app.stack.top
    assert form.setup().names == ("Zed", "Hal", "Eve")  # not the tutorial's table


def test_new_game_after_a_tutorial_is_saved(app: App) -> None:
    flow, store = _home(app, game="ninety-nine")
    last = flow.setup
    board = flow.start_tutorial("ninety-nine")
    assert board is not None
    # The tutorial's game, ended as it would be, then "New game" on its results.
    flow._game_over(board.session)
    app.stack.apply_pending()
    results = app.stack.top
    assert isinstance(results, ResultsScene)
    results._new_game()
    app.stack.apply_pending()
    again = flow.board
    assert again is not board and again.autosave is not None
    for _ in range(10):
        app.step([], DT)
    again.autosave.flush()
    assert "ninety-nine" in store.unfinished()
    assert flow.setup == last  # the tutorial's table is still not the remembered setup
