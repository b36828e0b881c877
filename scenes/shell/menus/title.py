"""The title screen: choose a game, then Resume (a saved game), Play, Tutorial, Rules,
Settings or Quit. The game list is the registry's (cheap records: no engine loads)."""

from __future__ import annotations

from collections.abc import Callable, Mapping

import pygame

from game.core import registry
from scenes.shell.screens.scene import Scene
from scenes.ui import pen, prompts, text, theme
from scenes.ui.widgets import Menu, MenuItem, panel

Hook = Callable[[], None]
RESUME = "Resume"
RESUME_CHECK_FRAMES = 2  # the first frame's update runs before it is drawn: wait one more
MAIN_MENU_HEIGHT = 4 * 64  # the menu keeps its height: a fifth entry makes them shorter
FOOT_Y = 720 - 36  # the keys line ends 5% above the bottom: a TV's overscan may cut lower
SUBTITLE_Y = 122
PROBLEM_W = 1160  # the width a save's problem is wrapped to


class TitleScene(Scene):
    """Keyboard: arrows move, Tab / Left / Right switch between the game list and the
    menu, Enter chooses, Esc goes to Quit (press again to leave). Mouse: hover and
    click. Each menu entry calls a hook (`Flow.title()` wires them all); without one,
    Rules opens the chosen game's reference and Quit empties the stack."""

    def __init__(
        self,
        *,
        on_play: Hook | None = None,
        on_rules: Hook | None = None,
        on_settings: Hook | None = None,
        on_quit: Hook | None = None,
        on_tutorial: Hook | None = None,
        on_choose: Callable[[str], None] | None = None,
        game: str | None = None,
        music: bool = True,
        on_players: Hook | None = None,
    ) -> None:
        super().__init__()
        self.hooks = {"play": on_play, "rules": on_rules, "settings": on_settings,
                      "quit": on_quit, "tutorial": on_tutorial, "players": on_players}
        self.on_choose = on_choose
        self.music = music
        self.records = registry.games()
        ids = [g.id for g in self.records]
        ready = {g.id for g in self.records if registry.playable(g)}
        self.selected_game = game if game in ready else next(
            (i for i in ids if i in ready), ids[0])
        self.toast = ""
        self.toast_time = 0.0
        # Where the chosen game's blurb and the footer's keys were drawn last.
        self.blurb_rect = pygame.Rect(0, 0, 0, 0)
        self.hint_rect: pygame.Rect | None = None
        self.problem_rect: pygame.Rect | None = None  # why a save was set aside, if said
        self.mark_rects: dict[str, pygame.Rect] = {}  # game id -> its "unfinished"
        feedback = self._feedback
        height = min(64, 320 // max(1, len(self.records)))
        self.games = Menu(
            [MenuItem(g.title, self._choose_game(g.id), enabled=g.id in ready,
                      note="" if g.id in ready else "coming soon") for g in self.records],
            centre_x=420, top=262, width=560, item_height=height, px=min(28, height - 16),
            feedback=feedback, on_disabled=self._not_yet,
        )
        self.games.focus = ids.index(self.selected_game)
        entries = [
            MenuItem("Play", lambda: self._run("play")),
            MenuItem("Tutorial", lambda: self._run("tutorial")),  # a guided first game
            MenuItem("Rules", lambda: self._run("rules")),
            # Who the table remembers (issue 34): only where a history is kept.
            *([MenuItem("Players", lambda: self._run("players"))] if on_players else []),
            MenuItem("Settings", lambda: self._run("settings")),
            MenuItem("Quit", lambda: self._run("quit")),
        ]
        self.main = Menu(
            entries, centre_x=970, top=262, width=340,
            item_height=min(64, MAIN_MENU_HEIGHT // len(entries)), feedback=feedback,
        )
        self.menus = (self.games, self.main)
        self.active = 1
        self._sync_focus()
        # The pointer, while the mouse (not keys) moves the focus: a game under it is
        # outlined thinly, never lit like a choice (it lit a game that was not chosen).
        self.pointer = False
        self.mouse = (-1, -1)
        # "Resume" (see offer_resume): looked at only after the first frame, so neither
        # the save's code nor a slow disk ever delays the title.
        self._on_resume: Callable[[str], object] | None = None
        self._can_resume: Callable[[], Mapping[str, str]] | None = None
        self._problems: Callable[[], str] | None = None
        self.unfinished: dict[str, str] = {}  # game id -> what its Resume would continue
        self.resume_note = ""
        self.save_problem = ""  # why a save could not be offered (shown until we leave)
        self._check_in = 0  # frames until "Resume" is looked at again (0: not due)

    def offer_resume(self, on_resume: Callable[[str], object],
                     unfinished: Callable[[], Mapping[str, str]],
                     problems: Callable[[], str] | None = None) -> None:
        """Put "Resume" first in the menu when the chosen game has an unfinished match
        and mark every game that has one in the list. `unfinished()` (asked again each
        time the title comes back on top) maps game ids to what Resume would continue;
        `on_resume(game id)` resumes it; `problems()` says why a save had to be set
        aside, shown on the title in words."""
        self._on_resume, self._can_resume, self._problems = on_resume, unfinished, problems
        self._check_in = RESUME_CHECK_FRAMES

    def _refresh_resume(self) -> None:
        self.unfinished = dict(self._can_resume()) if self._can_resume is not None else {}
        self.save_problem = self._problems() if self._problems is not None else ""
        self._show_resume()

    def _show_resume(self) -> None:
        """Resume in the menu exactly when the chosen game has an unfinished match."""
        available = self.selected_game in self.unfinished
        self.resume_note = self.unfinished.get(self.selected_game, "")
        if available == any(item.label == RESUME for item in self.main.items):
            return
        items = [item for item in self.main.items if item.label != RESUME]
        if available:
            items.insert(0, MenuItem(RESUME, self._resume))
        height = min(64, MAIN_MENU_HEIGHT // len(items))
        self.main = Menu(items, centre_x=970, top=262, width=340, item_height=height,
                         px=min(theme.MENU_PX, height - 14), feedback=self._feedback)
        self.menus = (self.games, self.main)
        self._sync_focus()

    def _resume(self) -> None:
        if self._on_resume is not None:
            self._on_resume(self.selected_game)

    # -- hooks ------------------------------------------------------------------------

    def _run(self, name: str) -> None:
        hook = self.hooks[name]
        if hook is not None:
            hook()
        elif self.stack is None:
            return
        elif name == "quit":
            self.stack.clear()
        elif name == "rules":
            from scenes.shell.match.rules import (
                RulesScene,  # the title's first frame needs none of it
            )

            self.stack.push(RulesScene(game=self.selected_game))
        # Play, Tutorial and Settings lead where a `Flow` wires them (`Flow.title()`):
        # the title never imports the flow, which builds titles.

    def _choose_game(self, game_id: str) -> Hook:
        def choose() -> None:
            self.selected_game = game_id
            if self.on_choose is not None:
                self.on_choose(game_id)
            self._show_resume()  # this game's Resume, if it has an unfinished match
            self.active = 1  # on to the menu: Resume or Play focused
            self.main.focus = 0
            self._sync_focus()

        return choose

    def _not_yet(self, item: MenuItem) -> None:
        self.toast = f"{item.label}: coming soon"
        self.toast_time = 2.5

    def _feedback(self, name: str) -> None:
        self.services.sound.play(name)

    # -- lifecycle --------------------------------------------------------------------

    def on_enter(self) -> None:
        if self.music:
            self.services.sound.start_loop(delay=1.0)  # after the fade-in and first flips

    def on_exit(self) -> None:
        if self.music:
            self.services.sound.stop_loop()

    def on_resume(self) -> None:
        if self._can_resume is not None:  # a game left or ended, a bad save set aside
            self._check_in = RESUME_CHECK_FRAMES

    # -- input ------------------------------------------------------------------------

    def _sync_focus(self) -> None:
        for i, menu in enumerate(self.menus):
            menu.active = i == self.active

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            self.pointer = False
        elif event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self.pointer, self.mouse = True, event.pos
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_a,
                             pygame.K_d):
                if event.key in (pygame.K_LEFT, pygame.K_a):
                    self.active = 0
                elif event.key in (pygame.K_RIGHT, pygame.K_d):
                    self.active = 1
                else:
                    self.active = 1 - self.active
                self._sync_focus()
                return True
            if event.key == pygame.K_ESCAPE:
                if self.active == 1 and self.main.items[self.main.focus].label == "Quit":
                    self.main.activate()
                else:
                    self.active = 1
                    self.main.focus_label("Quit")
                    self._sync_focus()
                return True
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            for i, menu in enumerate(self.menus):
                if menu.item_at(event.pos) is not None:
                    self.active = i
                    self._sync_focus()
        return self.menus[self.active].handle_event(event)

    def update(self, dt: float) -> None:
        self.toast_time = max(0.0, self.toast_time - dt)
        if self._check_in:
            self._check_in -= 1
            if self._check_in == 0:
                self._refresh_resume()

    # -- drawing ----------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        art = self.services.art
        surface.blit(art.table(surface.get_size()), (0, 0))
        shadow = text.cached("CONSPIRACY TABLE", theme.TITLE_PX, (0, 0, 0))
        surface.blit(shadow, shadow.get_rect(midtop=(644, 40)))
        text.blit_text(surface, "CONSPIRACY TABLE", theme.TITLE_PX, theme.ACCENT,
                       (640, 36), anchor="midtop")
        text.blit_text(surface, "Conspiracy games for one screen: couch, solo or on a stand",
                       theme.BODY_PX, theme.INK, (640, SUBTITLE_Y), anchor="midtop")

        # Both panels share the taller list's height, heading included, so they line up.
        games_box = self.games.bounds.inflate(40, 40)
        main_box = self.main.bounds.inflate(40, 40)
        top = min(games_box.top, main_box.top) - 44
        bottom = max(games_box.bottom, main_box.bottom)
        for box in (games_box, main_box):
            box.top, box.height = top, bottom - top
        pointing = self.pointer and self.games.active
        if pointing:
            self.games.active = False  # drawn without the lit focus of the keys
        for box, menu in ((games_box, self.games), (main_box, self.main)):
            panel(surface, box)
            menu.draw(surface)
        if pointing:
            self.games.active = True
            self._draw_hover(surface)
        text.blit_text(surface, "Choose a game", theme.BODY_PX, theme.INK_DIM,
                       (games_box.centerx, games_box.top + 18), anchor="midtop")
        text.blit_text(surface, "Menu", theme.BODY_PX, theme.INK_DIM,
                       (main_box.centerx, main_box.top + 18), anchor="midtop")
        self._draw_selected_mark(surface)
        self._draw_unfinished_marks(surface)
        self._draw_blurb(surface, games_box)
        if self.resume_note and any(item.label == RESUME for item in self.main.items):
            note = pygame.Rect(main_box.x - 30, main_box.bottom + 10, main_box.width + 60, 60)
            text.blit_wrapped(surface, f"Resume: {self.resume_note}", theme.SMALL_PX,
                              theme.INK_DIM, note, centred=True)
        if self.save_problem:
            self._draw_problem(surface, top)
        if self.toast_time > 0:
            text.blit_text(surface, self.toast, theme.BODY_PX, theme.DANGER,
                           (self.games.bounds.centerx, self.games.bounds.bottom + 34),
                           anchor="midtop")
        self.hint_rect = prompts.draw_hint(surface, "title", prompts.device_of(self),
                                           (640, FOOT_Y))

    def _draw_hover(self, surface: pygame.Surface) -> None:
        """The game under the mouse, outlined: what a click would choose, plainly not
        the choice (the tick) nor the keys' focus (frame, fill and arrow)."""
        i = self.games.item_at(self.mouse)
        if i is not None and self.games.items[i].enabled:
            pen.rect(surface, theme.INK_DIM, self.games.rects[i], 2, border_radius=10)

    def _draw_selected_mark(self, surface: pygame.Surface) -> None:
        """A tick beside the chosen game, so the choice shows even without focus."""
        for record, rect in zip(self.records, self.games.rects):
            if record.id == self.selected_game:
                x, y = rect.right - 36, rect.centery
                pen.lines(surface, theme.ACCENT, False,
                                  [(x, y), (x + 8, y + 9), (x + 22, y - 10)], 5)

    def _draw_unfinished_marks(self, surface: pygame.Surface) -> None:
        """A word on each game with an unfinished match (Resume is offered for it once
        it is the chosen game), so no unfinished game is out of sight."""
        self.mark_rects = {}
        for record, item, rect in zip(self.records, self.games.items, self.games.rects):
            if record.id in self.unfinished:
                # Right of where the focus arrow is drawn, left of the centred title: a
                # size smaller where a long title or Text size 120% leaves less room
                # (issue 22: it was written over "Ninety-Nine Paranoia").
                title_left = rect.centerx - text.font(self.games.px).size(item.label)[0] // 2
                room = title_left - 8 - (rect.x + 34)
                px = text.shrink_to_fit("unfinished", theme.SMALL_PX - 4, room, 10)
                self.mark_rects[record.id] = text.blit_text(
                    surface, "unfinished", px, theme.ACCENT, (rect.x + 34, rect.centery),
                    anchor="midleft")

    def _draw_blurb(self, surface: pygame.Surface, games_box: pygame.Rect) -> None:
        """The chosen game in one line, and how many play it, under the list."""
        record = next(g for g in self.records if g.id == self.selected_game)
        # It ends above the footer's keys, a size smaller where it needs (Text size
        # 120% wrapped a blurb onto three lines, the third over the keys: issue 22).
        top = games_box.bottom + 12
        area = pygame.Rect(games_box.x, top, games_box.width,
                           FOOT_Y - text.font(theme.SMALL_PX).get_linesize() - 4 - top)
        blurb = f"{record.blurb} ({record.min_players}–{record.max_players} players)"
        px = theme.SMALL_PX
        while px > 14 and self._wrapped_height(blurb, px, area.width) > area.height:
            px -= 2
        used = text.blit_wrapped(surface, blurb, px, theme.INK, area, centred=True)
        self.blurb_rect = pygame.Rect(area.x, area.y, area.width, used - 4)

    def _draw_problem(self, surface: pygame.Surface, panels_top: int) -> None:
        """Why a save was set aside, between the subtitle and the panels, a size smaller
        where it needs (it was written at a fixed place, over the blurb's second line)."""
        top = SUBTITLE_Y + text.font(theme.BODY_PX).get_linesize() + 2
        room = panels_top - 4 - top
        px = theme.SMALL_PX
        while px > 14 and self._wrapped_height(self.save_problem, px, PROBLEM_W, 2) > room:
            px -= 2
        area = pygame.Rect(640 - PROBLEM_W // 2, top, PROBLEM_W, room)
        used = text.blit_wrapped(surface, self.save_problem, px, theme.DANGER, area,
                                 centred=True, line_gap=2)
        self.problem_rect = pygame.Rect(area.x, top, area.width, used - 2)

    @staticmethod
    def _wrapped_height(line: str, px: int, width: int, gap: int = 4) -> int:
        return len(text.wrapped(line, px, width)) * (text.font(px).get_linesize() + gap) - gap
