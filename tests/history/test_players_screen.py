"""The Players screen (issue 34): a profile's statistics, its games one press from their
replay, and rename, merge, delete and CSV export by keyboard and mouse; the title offers
it only where a history is kept."""

from __future__ import annotations

from pathlib import Path

import pygame

from scenes.shell.history.database import HistoryDB
from scenes.shell.menus.players import NameScene, PlayersScene
from scenes.shell.screens.message import MessageScene
from scenes.shell.window.app import App

from .history_cases import game, synthetic

DT = 1 / 60


def _key(app: App, key: int, text: str = "") -> None:
    app.step([pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=text, scancode=0)],
             DT)
    _settle(app)


def _settle(app: App) -> None:
    """A screen pushed or closed is on top from the next frame, and takes presses once
    the input guard's quarter second has passed."""
    for _ in range(20):
        app.step([], DT)


def _type(app: App, words: str) -> None:
    app.step([pygame.event.Event(pygame.TEXTINPUT, text=words)], DT)
    app.step([], DT)


def _screen(app: App, tmp_path: Path, count: int = 60) -> tuple[PlayersScene, list[int]]:
    db = HistoryDB(tmp_path)
    for record in synthetic(7, count):
        db.write_game(record)
    replayed: list[int] = []
    scene = PlayersScene(db, on_replay=replayed.append, export_folder=tmp_path)
    app.stack.push(scene)
    app.step([], DT)
    return scene, replayed


def test_enter_on_a_game_replays_that_game(app: App, tmp_path: Path) -> None:
    scene, replayed = _screen(app, tmp_path)
    assert scene.selected.name == "Ada" and scene.card.played > 5
    _key(app, pygame.K_RIGHT)
    _key(app, pygame.K_DOWN)
    _key(app, pygame.K_RETURN)
    assert replayed == [scene.card.latest[1].row]
    newest = scene.card.latest[0].row
    rect = dict(scene.game_rects)[0]
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1)], DT)
    assert replayed[-1] == newest  # one click away too


def test_moving_past_the_shown_games_pages_through_all_of_them(app: App,
                                                              tmp_path: Path) -> None:
    scene, replayed = _screen(app, tmp_path)
    _key(app, pygame.K_RIGHT)
    for _ in range(scene.card.played + 3):
        _key(app, pygame.K_DOWN)
    _key(app, pygame.K_RETURN)
    oldest = scene.history.conn.execute(
        "SELECT MIN(game) FROM seats WHERE profile = ?", (scene.selected.id,)).fetchone()[0]
    assert replayed == [oldest]


def test_rename_merge_and_delete_from_the_screen(app: App, tmp_path: Path) -> None:
    scene, _ = _screen(app, tmp_path)
    _key(app, pygame.K_r)
    assert isinstance(app.stack.top, NameScene)
    _key(app, pygame.K_RETURN)  # edit the name
    _type(app, "Ada Lovelace")
    _key(app, pygame.K_RETURN)  # keep the typing
    app.stack.top._keep()
    _settle(app)
    assert [p.name for p in scene.profiles][0] == "Ada Lovelace"
    played = scene.card.played
    _key(app, pygame.K_DOWN)  # Bob
    bob = scene.card.played
    met = scene.history.conn.execute(
        "SELECT COUNT(*) FROM seats a JOIN seats b ON a.game = b.game WHERE a.profile = ?"
        " AND b.profile = ?", (scene.profiles[0].id, scene.selected.id)).fetchone()[0]
    assert met > 0
    _key(app, pygame.K_j)
    _key(app, pygame.K_UP)  # into Ada Lovelace
    _key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, MessageScene)
    _key(app, pygame.K_DOWN)
    _key(app, pygame.K_RETURN)  # "Yes, merge"
    assert [p.name for p in scene.profiles] == ["Ada Lovelace", "Cy"]
    assert scene.card.played == played + bob - met  # a game both sat at counts once
    _key(app, pygame.K_DOWN)
    _key(app, pygame.K_DELETE)
    _key(app, pygame.K_DOWN)
    _key(app, pygame.K_RETURN)  # "Yes, delete"
    assert [p.name for p in scene.profiles] == ["Ada Lovelace"]
    assert scene.history.count() == 60


def test_export_writes_the_profile_games(app: App, tmp_path: Path) -> None:
    scene, _ = _screen(app, tmp_path)
    _key(app, pygame.K_e)
    [path] = tmp_path.glob("games-Ada-*.csv")
    assert str(path) in scene.note
    assert len(path.read_text().splitlines()) > scene.card.played


def test_an_empty_history_invites_a_new_player(app: App, tmp_path: Path) -> None:
    db = HistoryDB(tmp_path)
    scene = PlayersScene(db, export_folder=tmp_path)
    app.stack.push(scene)
    app.step([], DT)
    assert scene.card is None
    _key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, NameScene)
    _key(app, pygame.K_RETURN)
    _type(app, "Zoe")
    _key(app, pygame.K_RETURN)
    app.stack.top._keep()
    _settle(app)
    assert [p.name for p in db.profiles()] == ["Zoe"] and scene.card.played == 0
    db.write_game(game(1, ("zoe",)))  # a seat's name finds its profile whatever the case
    assert db.profiles()[0].name == "Zoe" and db.count() == 1


def test_the_title_offers_players_only_with_a_history(app: App, tmp_path: Path) -> None:
    from scenes.shell.match.flow import Flow
    from scenes.shell.saves.store import SaveStore

    saved = Flow(app.stack, speed=0, music=False,
                 store=SaveStore(tmp_path / "d", durable=False, per_game=True))
    assert "Players" in [i.label for i in saved.title().main.items]
    bare = Flow(app.stack, speed=0, music=False)
    assert "Players" not in [i.label for i in bare.title().main.items]
    kiosk = Flow(app.stack, speed=0, music=False,
                 store=SaveStore(tmp_path / "k", durable=False))
    kiosk.kiosk = True
    assert "Players" not in [i.label for i in kiosk.title().main.items]
    saved.open_players()
    app.step([], DT)
    assert isinstance(app.stack.top, PlayersScene)


def test_setup_picks_a_remembered_player_for_a_human_seat(app: App, tmp_path: Path) -> None:
    from scenes.shell.match.flow import Flow
    from scenes.shell.menus.setup import SetupScene
    from scenes.shell.saves.store import SaveStore

    flow = Flow(app.stack, speed=0, music=False, game="ninety-nine",
                store=SaveStore(tmp_path / "d", durable=False, per_game=True))
    for name in ("Zoe", "Ada"):
        flow.history.create_profile(name)
    flow.open_setup()
    _settle(app)
    setup = app.stack.top
    assert isinstance(setup, SetupScene) and setup.profiles == ["Ada", "Zoe"]
    seats = setup.seat_fields
    seats[0].kind.value, seats[1].kind.value = "human", "human"
    setup.form.focus_on(seats[0])
    _key(app, pygame.K_p)
    assert seats[0].name == "Ada"
    setup.form.focus_on(seats[1])
    _key(app, pygame.K_p)
    _key(app, pygame.K_p)  # Ada is taken by the first seat: Zoe again, never a double
    assert seats[1].name == "Zoe" and setup.setup().names[:2] == ("Ada", "Zoe")


def test_a_profile_takes_the_next_colour_from_its_actions(app: App, tmp_path: Path) -> None:
    scene, _ = _screen(app, tmp_path)
    before = scene.selected.colour
    _key(app, pygame.K_RETURN)  # the actions
    _key(app, pygame.K_DOWN)
    _key(app, pygame.K_RETURN)  # "Next colour"
    assert scene.selected.colour == (before + 1) % 6


def test_a_profile_takes_a_symbol_shown_on_its_badge(app: App, tmp_path: Path) -> None:
    """The optional symbol (issue 34): chosen from the profile's actions, kept in the
    history, drawn on the badge instead of the initial; emptied, the initial again."""
    scene, _ = _screen(app, tmp_path)
    chosen = scene.selected
    app.stack.draw(plain := pygame.Surface((1280, 720)))
    _key(app, pygame.K_RETURN)  # the actions
    for _ in range(2):
        _key(app, pygame.K_DOWN)
    _key(app, pygame.K_RETURN)  # "Symbol"
    box = app.stack.top
    assert isinstance(box, NameScene) and box.field.text == ""
    _key(app, pygame.K_RETURN)  # type
    _type(app, "A7")
    _key(app, pygame.K_RETURN)
    _key(app, pygame.K_TAB)
    _key(app, pygame.K_RETURN)  # Keep
    _settle(app)
    assert app.stack.top is scene
    assert scene.selected.id == chosen.id and scene.selected.symbol == "A7"
    kept = {p.id: p.symbol for p in HistoryDB(tmp_path).profiles()}  # in the file
    assert kept[chosen.id] == "A7"
    app.stack.draw(marked := pygame.Surface((1280, 720)))
    badge_area = pygame.Rect(0, 0, 40, 40)
    badge_area.center = (scene.row_rects[0][1].x + 24, scene.row_rects[0][1].centery)
    assert pygame.image.tobytes(plain.subsurface(badge_area), "RGB") != \
        pygame.image.tobytes(marked.subsurface(badge_area), "RGB")


def test_page_down_pages_through_the_games(app: App, tmp_path: Path) -> None:
    scene, replayed = _screen(app, tmp_path)
    _key(app, pygame.K_RIGHT)
    _key(app, pygame.K_PAGEDOWN)
    _key(app, pygame.K_PAGEDOWN)
    _key(app, pygame.K_RETURN)
    rows = [r for (r,) in scene.history.conn.execute(
        "SELECT game FROM seats WHERE profile = ? ORDER BY game DESC", (scene.selected.id,))]
    assert replayed == [rows[8]]  # two pages of four steps from the newest: the ninth
