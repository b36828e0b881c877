"""The Players screen (issue 34): each profile the table remembers, with its statistics
drawn as charts, its latest games (Enter replays one), and rename, merge, delete and CSV
export. Reached from the title; never in the kiosk (it keeps no profiles).

Keyboard: Up/Down choose, Left/Right (or Tab) move between the players and their games,
Enter opens a player's actions or replays a game, R rename, N new, J join (merge), Delete,
E export, Esc back. A controller's pad and buttons arrive as those keys; the mouse
clicks a player, a game or an action."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

import pygame

from game.core import registry
from scenes.shell.history import stats
from scenes.shell.menus import charts, game_row
from scenes.shell.screens.scene import Scene
from scenes.ui import pen, prompts, text, theme
from scenes.ui.art import PLAYER_COLOURS
from scenes.ui.widgets import panel

LIST = pygame.Rect(64, 92, 296, 540)
ROW_H = 50
VISIBLE = (LIST.height - 16) // ROW_H
RIGHT_X, RIGHT_W = 380, 836
RATING = pygame.Rect(RIGHT_X, 194, 410, 212)
BOTS = pygame.Rect(RIGHT_X + 426, 194, 410, 212)
PER_GAME = pygame.Rect(RIGHT_X, 418, 410, 220)
LATEST = pygame.Rect(RIGHT_X + 426, 418, 410, 220)
GAME_ROWS = 4
GAME_ROW_H = 40
ROW_SMALLEST_PX = 16  # a latest game's line shrinks this far before it shortens
FOOT_Y = 684
NEW = "+ New player"


class PlayersScene(Scene):
    """`history`: a scenes.shell.history.database.HistoryDB; `on_replay(row)` replays a
    filed game; CSV files go to `export_folder`."""

    def __init__(self, history: Any, *, on_replay: Callable[[int], None] | None = None,
                 export_folder: Path | None = None) -> None:
        super().__init__()
        self.history = history
        self.on_replay = on_replay
        self.export_folder = export_folder
        self.focus = 0  # the chosen profile (or NEW, last)
        self.zone = "players"  # or "games"
        self.game_focus = 0
        self.game_offset = 0
        self.note = ""  # what the last action did (exported to …)
        self.picking_merge: int | None = None  # the profile being merged: choose its target
        self._card: stats.Card | None = None
        self.row_rects: list[tuple[int, pygame.Rect]] = []
        self.game_rects: list[tuple[int, pygame.Rect]] = []
        self.reload()

    # -- data ----------------------------------------------------------------------------
    def reload(self) -> None:
        self.profiles = self.history.profiles()
        self.focus = min(self.focus, len(self.profiles))
        self._card = None

    @property
    def selected(self) -> Any:
        return self.profiles[self.focus] if self.focus < len(self.profiles) else None

    @property
    def card(self) -> stats.Card | None:
        chosen = self.selected
        if chosen is None or self.history.conn is None:
            return None
        if self._card is None or self._card.profile != chosen.id or \
                self._card_offset != self.game_offset:
            self._card = stats.card(self.history.conn, chosen.id, GAME_ROWS, self.game_offset)
            self._card_offset = self.game_offset
        return self._card

    # -- actions -------------------------------------------------------------------------
    def _choose(self, index: int) -> None:
        self.focus = max(0, min(len(self.profiles), index))
        self.game_focus = self.game_offset = 0
        self._card = None

    def _activate(self) -> None:
        if self.picking_merge is not None:
            self._merge_into()
            return
        if self.zone == "games":
            self._replay()
            return
        if self.selected is None:
            self._name_dialog("New player", "", self._create)
            return
        name = self.selected.name
        self._push_message(name, "What would you like to do?", [
            ("Rename", self._rename), ("Next colour", self._recolour),
            ("Symbol", self._resymbol),
            ("Merge into another player", self._start_merge),
            ("Export games as CSV", self._export), ("Delete", self._delete),
            ("Back", None)])

    def _replay(self) -> None:
        card = self.card
        if card and self.on_replay is not None and self.game_focus < len(card.latest):
            self.on_replay(card.latest[self.game_focus].row)

    def _rename(self) -> None:
        chosen = self.selected
        if chosen is not None:
            self._name_dialog(f"Rename {chosen.name}", chosen.name,
                              lambda name: self.history.rename(chosen.id, name))

    def _recolour(self) -> None:
        chosen = self.selected
        if chosen is not None:
            self.history.restyle(chosen.id, (chosen.colour + 1) % len(PLAYER_COLOURS),
                                 chosen.symbol)
            self.reload()

    def _resymbol(self) -> None:
        """The profile's optional symbol: one or two characters on its badge instead of
        the initial (empty: the initial again)."""
        chosen = self.selected
        if chosen is not None:
            self._name_dialog(f"Symbol for {chosen.name}", chosen.symbol,
                              lambda mark: self.history.restyle(chosen.id, chosen.colour,
                                                                mark.strip()),
                              label="Symbol", max_len=2,
                              hint="Enter: 1 or 2 characters · none: the initial")

    def _create(self, name: str) -> None:
        colour = len(self.profiles) % len(PLAYER_COLOURS)
        self.history.create_profile(name, colour)

    def _name_dialog(self, title: str, value: str, done: Callable[[str], None],
                     **field: Any) -> None:
        def apply(name: str) -> str:
            try:
                done(name)
            except ValueError as exc:
                return str(exc)
            self.reload()
            return ""

        self.stack.push(NameScene(title, value, apply, **field))

    def _start_merge(self) -> None:
        if self.selected is not None and len(self.profiles) > 1:
            self.picking_merge = self.selected.id
            self.zone = "players"
            self.note = f"Merge {self.selected.name} into whom? Choose, then Enter · Esc: cancel"

    def _merge_into(self) -> None:
        source = next((p for p in self.profiles if p.id == self.picking_merge), None)
        target = self.selected
        self.picking_merge = None
        self.note = ""
        if source is None or target is None or target.id == source.id:
            return

        def merge() -> None:
            self.history.merge(source.id, target.id)
            self.reload()
            self._choose(next(i for i, p in enumerate(self.profiles) if p.id == target.id))
            self.note = f"{source.name}'s games are now {target.name}'s."

        self._push_message(f"Merge {source.name} into {target.name}?",
                           f"All of {source.name}'s games become {target.name}'s, and "
                           f"{source.name} is no longer listed.",
                           [("No, go back", None), ("Yes, merge", merge)])

    def _delete(self) -> None:
        chosen = self.selected
        if chosen is None:
            return

        def delete() -> None:
            self.history.delete(chosen.id)
            self.reload()
            self.note = f"{chosen.name} is deleted; the games stay for the other players."

        self._push_message(f"Delete {chosen.name}?",
                           f"{chosen.name}'s name and statistics go for good. The games "
                           "stay in the other players' histories, as a former player's.",
                           [("No, keep", None), ("Yes, delete", delete)])

    def _export(self) -> None:
        chosen = self.selected
        if chosen is None or self.export_folder is None:
            return
        safe = "".join(c if c.isalnum() else "-" for c in chosen.name)
        path = self.export_folder / f"games-{safe}-{datetime.now():%Y%m%d-%H%M%S}.csv"
        try:
            self.history.export_csv(path, chosen.id)
        except OSError as exc:
            self.note = f"The file could not be written ({exc.strerror or exc})."
            return
        self.note = f"Exported to {path}"

    def _push_message(self, title: str, body: str, buttons: list) -> None:
        from scenes.shell.screens.message import MessageScene

        self.stack.push(MessageScene(title, body, buttons=buttons))

    # -- input ---------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            return self._key(event.key)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for index, rect in self.row_rects:
                if rect.collidepoint(event.pos):
                    same = index == self.focus and self.zone == "players"
                    self.zone = "players"
                    if self.picking_merge is not None or same:
                        self._choose(index)
                        self._activate()
                    else:
                        self._choose(index)
                    return True
            for index, rect in self.game_rects:
                if rect.collidepoint(event.pos):
                    self.zone, self.game_focus = "games", index
                    self._replay()
                    return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self._back()
        if event.type == pygame.MOUSEWHEEL:
            self._move(-event.y)
        return True

    def _key(self, key: int) -> bool:
        shortcuts = {pygame.K_r: self._rename, pygame.K_j: self._start_merge,
                     pygame.K_DELETE: self._delete, pygame.K_e: self._export,
                     pygame.K_n: lambda: self._name_dialog("New player", "", self._create)}
        if key in (pygame.K_UP, pygame.K_DOWN):
            self._move(-1 if key == pygame.K_UP else 1)
        elif key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):  # a right stick's page
            for _ in range(GAME_ROWS if self.zone == "games" else VISIBLE):
                self._move(-1 if key == pygame.K_PAGEUP else 1)
        elif key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB):
            has_games = self.card is not None and bool(self.card.latest)
            self.zone = "games" if self.zone == "players" and has_games and \
                key != pygame.K_LEFT else "players"
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self._activate()
        elif key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self._back()
        elif key in shortcuts and self.picking_merge is None:
            shortcuts[key]()
        return True

    def _move(self, delta: int) -> None:
        if self.zone == "players":
            self._choose(self.focus + delta)
            return
        card = self.card
        if card is None:
            return
        target = self.game_focus + delta
        if target < 0 and self.game_offset > 0:
            self.game_offset -= 1
        elif target >= len(card.latest) and len(card.latest) == GAME_ROWS and \
                self.game_offset + GAME_ROWS < card.played:
            self.game_offset += 1
        else:
            self.game_focus = max(0, min(len(card.latest) - 1, target))

    def _back(self) -> None:
        if self.picking_merge is not None:
            self.picking_merge, self.note = None, ""
        elif self.zone == "games":
            self.zone = "players"
        else:
            self.close()

    # -- drawing -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.services.art.table(surface.get_size()), (0, 0))
        text.blit_text(surface, "Players", theme.HEADING_PX, theme.ACCENT, (640, 30),
                       anchor="midtop")
        self._draw_list(surface)
        card = self.card
        if card is None:
            self._draw_empty(surface)
        else:
            self._draw_card(surface, card)
        foot = self.note or self._keys()
        px = text.shrink_to_fit(foot, theme.SMALL_PX, 1152, 16)
        text.blit_text(surface, foot, px, theme.ACCENT if self.note else theme.INK_DIM,
                       (640, FOOT_Y), anchor="midbottom")

    def _keys(self) -> str:
        if prompts.device_of(self) == "controller":
            return "A: choose · B: back · pad: move between players and their games"
        return ("Enter: actions / replay · N: new · R: rename · J: join (merge) · Del: delete · "
                "E: export CSV · Esc: back")

    def _draw_list(self, surface: pygame.Surface) -> None:
        panel(surface, LIST)
        entries = [(p.name, p.colour, p.symbol) for p in self.profiles] + [(NEW, None, "")]
        first = max(0, min(self.focus - VISIBLE + 1, len(entries) - VISIBLE))
        self.row_rects = []
        for i, (name, colour, symbol) in enumerate(entries[first:first + VISIBLE],
                                                   start=first):
            row = pygame.Rect(LIST.x + 8, LIST.y + 8 + (i - first) * ROW_H, LIST.width - 16,
                              ROW_H - 6)
            self.row_rects.append((i, row))
            chosen = i == self.focus
            if chosen:
                pen.rect(surface, theme.FOCUS_FILL, row, border_radius=8)
                edge = theme.ACCENT if self.zone == "players" else theme.PANEL_EDGE
                pen.rect(surface, edge, row, 2, border_radius=8)
            if colour is not None:
                badge(surface, (row.x + 24, row.centery), name, colour, symbol=symbol)
            room = row.width - (56 if colour is not None else 16)
            shown = text.ellipsize(name, theme.BODY_PX, room)
            ink = theme.INK if colour is not None else theme.INK_DIM
            text.blit_text(surface, shown, theme.BODY_PX, ink,
                           (row.x + (48 if colour is not None else 12), row.centery),
                           anchor="midleft")

    def _draw_empty(self, surface: pygame.Surface) -> None:
        area = pygame.Rect(RIGHT_X, 184, RIGHT_W, 300)
        panel(surface, area)
        words = ("Nobody is remembered yet. A player's profile is made when they finish a "
                 "game under their name, or here with New player.") if not self.profiles \
            else "Make a new player: Enter, then type their name."
        text.blit_wrapped(surface, words, theme.BODY_PX, theme.INK, area.inflate(-60, -80),
                          centred=True)

    def _draw_card(self, surface: pygame.Surface, card: stats.Card) -> None:
        chosen = self.selected
        badge(surface, (RIGHT_X + 22, 108), chosen.name, chosen.colour, 22, chosen.symbol)
        text.blit_text(surface, text.ellipsize(chosen.name, theme.HEADING_PX, 520),
                       theme.HEADING_PX, theme.INK, (RIGHT_X + 54, 108), anchor="midleft")
        text.blit_text(surface, f"Rating {card.rating}", theme.HEADING_PX - 6, theme.ACCENT,
                       (RIGHT_X + RIGHT_W, 108), anchor="midright")
        now, best = card.streak
        bits = [f"{card.played} game{'s' * (card.played != 1)}", f"{card.won} won",
                f"win streak {now} (best {best})"]
        if card.favourite:
            bits.append(f"favourite: {_title(card.favourite)}")
        rivals = ("Against " + " · ".join(f"{r.name}: won {r.won}, lost {r.lost} of {r.together}"
                                          for r in card.rivals[:3])) if card.rivals else \
            "No games with other players yet"
        for y, line in ((144, " · ".join(bits)), (174, rivals)):
            px = text.shrink_to_fit(line, theme.BODY_PX, RIGHT_W, theme.SMALL_PX)
            text.blit_text(surface, text.ellipsize(line, px, RIGHT_W), px, theme.INK,
                           (RIGHT_X, y), anchor="midleft")
        charts.line_chart(surface, RATING, "Rating over time", card.rating_line)
        charts.share_bars(surface, BOTS, "Wins against bots", [
            (level, s.won, s.played, s.lo, s.hi) for level, s in card.versus_bots.items()])
        charts.share_bars(surface, PER_GAME, "Wins per game", [
            (_short(gid), s.won, s.played, s.lo, s.hi)
            for gid, s in list(card.per_game.items())[:4]], empty="No games yet", label_w=170)
        self._draw_latest(surface, card)

    def _draw_latest(self, surface: pygame.Surface, card: stats.Card) -> None:
        area = charts.frame(surface, LATEST, "Games · Enter replays")
        self.game_rects = []
        if not card.latest:
            text.blit_text(surface, "No games yet", charts.LABEL_PX, theme.INK_DIM,
                           area.center, anchor="center")
            return
        for i, past in enumerate(card.latest):
            row = pygame.Rect(area.x - 6, area.y + i * GAME_ROW_H, area.width + 12,
                              GAME_ROW_H - 4)
            self.game_rects.append((i, row))
            if self.zone == "games" and i == self.game_focus:
                pen.rect(surface, theme.FOCUS_FILL, row, border_radius=6)
                pen.rect(surface, theme.ACCENT, row, 2, border_radius=6)
            mark = "Won" if past.won else "—"
            text.blit_text(surface, mark, charts.LABEL_PX,
                           charts.GOOD if past.won else theme.INK_DIM,
                           (row.x + 8, row.centery), anchor="midleft")
            # Who played must stay readable: smaller, then fewer names and a count. The
            # words start after "Won" as wide as the text scale draws it.
            x = row.x + 8 + max(54, text.font(charts.LABEL_PX).size("Won")[0] + 12)
            px, words = game_row.fit(f"{_short(past.game_id)} · {_when(past.finished_at)}",
                                     past.people, past.bots, charts.LABEL_PX,
                                     row.right - 8 - x, ROW_SMALLEST_PX)
            text.blit_text(surface, words, px, theme.INK, (x, row.centery), anchor="midleft")


class NameScene(Scene):
    """Type a player's name (or another short text: `label`, `max_len`, `hint`): Enter
    keeps it, Esc goes back. `apply(text)` returns "" or why it was refused (said in the
    box, which stays)."""

    opaque = False  # the Players screen stays in sight, shaded

    def __init__(self, title: str, value: str, apply: Callable[[str], str], *,
                 label: str = "Name", max_len: int = 16,
                 hint: str = "Enter: type a name · 1 to 16 characters") -> None:
        super().__init__()
        from scenes.ui.form import Button, Form, TextField

        self.title, self.apply, self.error, self.hint = title, apply, "", hint
        self.field = TextField(label, value, max_len=max_len)
        self.form = Form(feedback=lambda name: self.services.sound.play(name))
        box = pygame.Rect(340, 230, 600, 260)
        self.box = box
        self.form.add(self.field, pygame.Rect(box.x + 30, box.y + 80, box.width - 60, 56))
        self.form.add(Button("Keep", self._keep, primary=True),
                      pygame.Rect(box.right - 230, box.bottom - 76, 200, 52))
        self.form.add(Button("Back", self.close), pygame.Rect(box.x + 30, box.bottom - 76,
                                                              200, 52))
        self.form.focus_on(self.field)

    def _keep(self) -> None:
        self.error = self.apply(self.field.text)
        if not self.error:
            self.close()

    def handle_event(self, event: pygame.event.Event) -> bool:
        self.error = "" if event.type == pygame.KEYDOWN else self.error
        if self.form.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        from scenes.ui.widgets import shade

        shade(surface)
        panel(surface, self.box)
        text.blit_text(surface, self.title, theme.HEADING_PX - 6, theme.ACCENT,
                       (self.box.centerx, self.box.y + 20), anchor="midtop")
        self.form.draw(surface)
        words = self.error or ("Type, then Enter" if self.form.editing is not None
                               else self.hint)
        text.blit_text(surface, text.ellipsize(words, theme.SMALL_PX, 560), theme.SMALL_PX,
                       theme.DANGER if self.error else theme.INK_DIM,
                       (self.box.centerx, self.box.y + 146), anchor="midtop")


def badge(surface: pygame.Surface, centre: tuple[int, int], name: str, colour: int,
          radius: int = 16, symbol: str = "") -> None:
    """A profile's colour with its symbol, else its initial (never colour alone)."""
    rgb = PLAYER_COLOURS[colour % len(PLAYER_COLOURS)].rgb
    pen.circle(surface, rgb, centre, radius)
    ink = theme.INK_DARK if sum(rgb) > 380 else theme.INK
    mark = symbol.strip()[:2] or name[:1].upper()
    px = round(radius * (1.3 if len(mark) == 1 else 0.95))
    text.blit_text(surface, mark, px, ink, centre, anchor="center")


def _title(game_id: str) -> str:
    return registry.get(game_id).title if game_id in registry.ids() else game_id


def _short(game_id: str) -> str:
    """A game's title short enough for a label (its record's: "Pulling Strings")."""
    return registry.get(game_id).short_title if game_id in registry.ids() else game_id


def _when(stamp: str) -> str:
    try:
        day = datetime.fromisoformat(stamp)
        return f"{day.day} {day:%b}"  # "5 Jan": a row has no room for a leading zero
    except ValueError:
        return stamp[:16]
