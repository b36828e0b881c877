"""The board's input: clicks, drags and keys turned into the human's actions, and hit
testing (every source and target is a place on screen)."""

from __future__ import annotations

from typing import Any

import pygame

from scenes.paranoid.board_sprites import (
    DRAG_THRESHOLD,
)
from scenes.paranoid.board_view import ACCUSE_BUTTON_W, TableView
from scenes.paranoid.choices import (
    HAND,
    PASS,
    POOL,
    STRIKE,
    Source,
    Target,
    decompose,
    first_target,
    refocus,
)
from scenes.paranoid.counter_art import counter_art
from scenes.paranoid.zoom import CLOSE_KEYS, MADE, OWN, Zoom
from scenes.shell.match.session import Session
from scenes.ui import prompts
from scenes.ui.layout import TableLayout

NAV_NEXT = (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_TAB)
NAV_PREV = (pygame.K_LEFT, pygame.K_UP)
ACTIVATE = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class BoardInput:
    """Input handling and hit testing, mixed into BoardScene."""

    # Provided by BoardScene.
    queued: list[tuple[pygame.event.Event, int | None, str]]
    zoomed: bool
    zoom: Zoom
    _public: Any  # the public observation
    session: Session
    layout: TableLayout
    view: TableView

    def _targets(self) -> list[Target]:
        if self.choices is None or self.selected is None:
            return []
        return self.choices.targets(self.selected)

    def _cycle(self) -> list[Any]:
        return self._targets() if self.selected is not None else (
            self.choices.sources if self.choices else [])

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            self.keyboard = True
            return self._key(event)
        if event.type == pygame.MOUSEMOTION:
            self.keyboard = False
            self.mouse = event.pos
            if self.pressed and not self.dragging:
                source, origin = self.pressed
                if abs(event.pos[0] - origin[0]) + abs(event.pos[1] - origin[1]) > DRAG_THRESHOLD:
                    if self.choices and self.choices.targets(source) != [None]:
                        self.dragging = source
                        self.selected = source
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and self.zoomed:
            if event.button in (4, 5):  # a wheel (old style) scrolls a long list
                self.zoom.key(pygame.K_UP if event.button == 4 else pygame.K_DOWN,
                              self.session.display_viewer)
            elif event.button in (1, 2, 3):
                self.zoomed = False  # a click closes the up-close view
            return True
        if event.type == pygame.MOUSEWHEEL and self.zoomed:
            self.zoom.key(pygame.K_UP if event.y > 0 else pygame.K_DOWN,
                          self.session.display_viewer)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = event.pos
            if self.menu_rect().collidepoint(event.pos) and self.on_menu:
                self.on_menu()  # the way to the pause menu without a keyboard
                return True
            if self.session.can_undo() and self.undo_rect().collidepoint(event.pos):
                self.take_back()
                return True
            if self.animating:
                return True
            if self.selected is not None:
                target = self._target_at(event.pos)
                if target is not None:
                    self._choose_target(target)
                    return True
            source = self._source_at(event.pos)
            if source is not None:
                self.pressed = (source, event.pos)
            elif self.selected is None and self.layout.aside.collidepoint(event.pos) \
                    and self._public.laid_aside:
                self.open_zoom(MADE)  # every Accusation made, readable (zoom.py)
            else:
                self.selected = None
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.mouse = event.pos
            if self.dragging is not None:
                target = self._target_at(event.pos)
                self.dragging = None
                self.pressed = None
                if target is not None:
                    self._choose_target(target)
                return True
            if self.pressed is not None:
                source = self.pressed[0]
                self.pressed = None
                self._choose_source(source)
            return True
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        key = event.key
        viewer = self.session.display_viewer
        if self.zoomed:  # the up-close view: its keys close it or page, nothing else acts
            if key in CLOSE_KEYS:
                self.zoomed = False
            else:
                self.zoom.key(key, viewer)
            return True
        if key == pygame.K_z and not event.mod & pygame.KMOD_CTRL:
            # own counters, big, with full names, then every Accusation made (zoom.py)
            self.open_zoom(OWN if viewer is not None and viewer >= 0 else MADE)
            return True
        if key == pygame.K_ESCAPE:
            if self.selected is not None:
                back = self.selected  # the focus returns to the counter let go
                self.selected = None
                self.focus = refocus(self.choices.sources if self.choices else [], back, 0)
            elif self.on_menu:
                self.on_menu()
            return True
        if key in (pygame.K_f, pygame.K_PERIOD):
            self.fast_forward()
            return True
        if key == pygame.K_F1:  # the rules reference over the table (a controller's Back)
            self.open_rules()  # type: ignore[attr-defined]
            return True

        if key == pygame.K_w:  # watch: end the empty phases for me
            self.toggle_auto_pass()
            return True
        if key in (pygame.K_u, pygame.K_BACKSPACE) or (
                key == pygame.K_z and event.mod & pygame.KMOD_CTRL):
            self.take_back()
            return True
        if self.animating:
            self._queue(event)
            return True
        if not self.choices:
            return True  # nothing of the human's to act on (a bot, a held table)
        return self._act_on_key(event)

    def _queue(self, event: pygame.event.Event) -> None:
        """A key that acts, pressed while counters fly: kept for when the table is still
        (press D then P at once: both happen). Only while the same player may act."""
        s = self.session
        acts = event.key in NAV_NEXT + NAV_PREV + ACTIVATE + (pygame.K_p, pygame.K_d)
        if acts and s.human_to_act and s.display_viewer == s.to_act and len(self.queued) < 6:
            self.queued.append((event, s.to_act, s.game.state.phase))

    def forget_input(self) -> None:
        """A screen came or went over the board (a curtain, the reveal, a menu): keys kept
        from before it never act after it (issue 21), and a half-made drag is let go."""
        self.queued.clear()
        self.pressed = None
        self.dragging = None

    def replay_queued(self) -> None:
        """Apply the keys kept during an animation, in order, as soon as the human's
        controls are ready; a key whose moment passed is said, not dropped silently."""
        s = self.session
        while self.queued and not self.animating:
            event, who, phase = self.queued[0]
            if s.to_act == who and s.game.state.phase == phase and s.human_to_act:
                if not self.choices:
                    return  # the controls are made on the next still frame
                self.queued.pop(0)
                self._act_on_key(event)
                continue
            self.queued.pop(0)
            key = pygame.key.name(event.key).upper()
            self.say(f"Key {key} came after your phase had ended: it was not used.")

    def _act_on_key(self, event: pygame.event.Event) -> bool:
        key = event.key
        cycle = self._cycle()
        if key in NAV_NEXT + NAV_PREV and cycle:
            self.focus = self._step_focus(key, bool(event.mod & pygame.KMOD_SHIFT), len(cycle))
            self.focus_moved = True  # the player is looking around: the tip may show
        elif key in ACTIVATE and cycle:
            item = cycle[self.focus % len(cycle)]
            if self.selected is None:
                self._choose_source(item)
            else:
                self._choose_target(item)
        elif key == pygame.K_p and self.choices.immediate(PASS):
            self.submit(self.choices.immediate(PASS))
        elif key == pygame.K_d and self.choices.immediate(POOL):
            self.submit(self.choices.immediate(POOL))
        elif pygame.K_a <= key <= pygame.K_z or key in ACTIVATE + NAV_NEXT + NAV_PREV:
            self.say(self.keys_here())  # a key that does nothing here says what would
        return True

    def _step_focus(self, key: int, shift: bool, count: int) -> int:
        """Tab (Shift+Tab) goes round; the arrows stop at the ends, so Left from the
        Pool never lands on End phase (issue 22)."""
        at = self.focus % count
        if key == pygame.K_TAB:
            return (at + (-1 if shift else 1)) % count
        return max(0, at - 1) if key in NAV_PREV else min(count - 1, at + 1)

    # Fair undo (TableScene.take_back): the human's own last Place or Shift of this phase.
    nothing_to_take_back = ("Nothing to take back: only your own Place and Shift moves "
                            "this phase, never a draw or an Accusation.")

    def _choose_source(self, source: Source) -> None:
        if self.choices is None or source not in self.choices.by_source:
            return
        action = self.choices.immediate(source)
        if action is not None:
            self.services.sound.play("click")
            self.submit(action)
            return
        self.selected = source
        self.focus_moved = True  # where it may go is worth a tip
        self.focus = first_target(self.choices.targets(source), self.session.display_viewer)

    def _choose_target(self, target: Target) -> None:
        if self.choices is None or self.selected is None:
            return
        action = self.choices.action(self.selected, target)
        if action is None:
            self.say("That move is not allowed there.")
            self.services.sound.play("error")
            return
        self.submit(action)

    # -- hit testing: every source and target is a place on screen --------------------

    def source_rects(self) -> dict[Source, list[pygame.Rect]]:
        out: dict[Source, list[pygame.Rect]] = {}
        if not self.choices:
            return out
        me = self.session.display_viewer
        for source in self.choices.sources:
            out[source] = self._rects_for_source(source, me)
        return out

    def _rects_for_source(self, source: Source, me: int | None) -> list[pygame.Rect]:
        kind = source[0]
        if kind == "pool":
            return [self.layout.pool]
        if kind in ("pass", "strike"):
            return [self._button_rects().get(source, pygame.Rect(0, 0, 0, 0))]
        if kind == "hand":
            return [p.rect for p in self.view.zones.get(("hand", me), [])]
        if kind == "accuse":
            row = self.view.acc_rows.get(me, {}).get(source[1])
            return [self._accuse_button(row)] if row else []
        if kind == "acc":
            placed = self.view.zones.get(("acc", me, source[1]), [])
            return [p.rect for p in placed if p.type == source[2]]
        placed = self.view.zones.get((kind, me), [])
        return [p.rect for p in placed if p.type == source[1]]

    def target_rect(self, target: Target) -> pygame.Rect | None:
        me = self.session.display_viewer
        if target is None or me is None:
            return None
        kind = target[0]
        if kind == "acc":
            return self.view.acc_rows.get(me, {}).get(target[1])
        if kind == "new":
            return self.view.new_row.get(me)
        if kind == "reserve":
            return self.layout.seats[me].paranoid
        if kind == "seat":
            seat = self.layout.seats[target[1]]
            return seat.name.union(seat.paranoid).union(seat.sanity)
        return None

    def hint_panel_room(self) -> pygame.Rect:
        """The coach's panel over the middle of the table, right of the Pool: clear of
        every seat's counters."""
        pool, hud = self.layout.pool, self.layout.hud
        return pygame.Rect(pool.right + 6, pool.y, hud.right - pool.right - 6, pool.height)

    def hint_button_rect(self) -> pygame.Rect:
        """The "? Hint" button at the top of the middle band, right of the Pool."""
        pool = self.layout.pool
        return pygame.Rect(pool.right + 8, pool.y + 6, 106, 34)

    def hint_rect(self, action: Any) -> pygame.Rect | None:
        """Where a coach's hint points (TableScene.hint_rect): the counter, button or
        Accusation the move starts from, with the row or seat it goes to."""
        try:
            source, target = decompose(action)
        except ValueError:
            return None
        me = self.session.display_viewer
        rects = self._rects_for_source(source, me)[:1]
        end = self.target_rect(target)
        if end is not None:
            rects.append(end)
        rects = [r for r in rects if r.width and r.height]
        return rects[0].unionall(rects[1:]) if rects else None

    def _source_at(self, pos: tuple[int, int]) -> Source | None:
        # The Accuse buttons are drawn over their row's counters, so they are hit first.
        ordered = sorted(self.source_rects().items(), key=lambda item: item[0][0] != "accuse")
        for source, rects in ordered:
            if any(r.collidepoint(pos) for r in rects):
                return source
        return None

    def _target_at(self, pos: tuple[int, int]) -> Target | None:
        targets = self._targets()
        for target in targets:
            rect = self.target_rect(target)
            if rect is not None and rect.collidepoint(pos):
                return target
        # The whole Accusations zone takes a new Accusation, not only the words "+ new"
        # (issue 22): anywhere in it but on another Accusation's row.
        me = self.session.display_viewer
        if ("new",) in targets and me is not None and 0 <= me < len(self.layout.seats) \
                and self.layout.seats[me].accusations.collidepoint(pos) \
                and not any(r.collidepoint(pos) for r in self.view.acc_rows.get(me, {}).values()):
            return ("new",)
        return None

    def _button_rects(self) -> dict[Source, pygame.Rect]:
        hud = self.layout.hud
        w, h = 200, hud.height - 8
        return {PASS: pygame.Rect(hud.right - w - 4, hud.y + 4, w, h),
                STRIKE: pygame.Rect(hud.right - 2 * w - 12, hud.y + 4, w, h)}

    def undo_rect(self) -> pygame.Rect:
        """"Take back", left of End phase (U does the same); shown while undo is fair."""
        shown = [r for source, r in self._button_rects().items()
                 if source == PASS or (self.choices and self.choices.by_source.get(source))]
        left = min(shown, key=lambda r: r.x)
        return pygame.Rect(left.x - 168, left.y, 160, left.height)

    def open_zoom(self, page: str) -> None:
        self.zoom = Zoom(page)
        self.zoomed = True

    def menu_rect(self) -> pygame.Rect:
        """The menu button at the left end of the status bar (Esc does the same)."""
        hud = self.layout.hud
        return pygame.Rect(hud.x + 4, hud.y + 4, 44, hud.height - 8)

    @staticmethod
    def _accuse_button(row: pygame.Rect) -> pygame.Rect:
        return pygame.Rect(row.right - ACCUSE_BUTTON_W - 2, row.y + 2, ACCUSE_BUTTON_W,
                           row.height - 4)

    def _focused_source(self) -> Source | None:
        if not self.choices:
            return None
        if self.selected is not None:
            return self.selected
        sources = self.choices.sources
        return sources[self.focus % len(sources)] if sources else None

    def _source_type(self, source: Source) -> int | None:
        if source[0] in ("paranoid", "enemy", "plot"):
            return int(source[1])
        if source[0] == "acc":
            return int(source[2])
        if source == HAND:
            placed = self.view.zones.get(("hand", self.session.display_viewer), [])
            return placed[0].type if placed else None
        return None

    def _describe_source(self, source: Source) -> str:
        kind = source[0]
        obs_cost = self.session.game.observe(None).next_cost
        if kind == "pool":
            key = prompts.plain(prompts.suffix("draw", prompts.device_of(self)))
            return f"Draw a counter from the Pool{key} (costs {obs_cost} Sanity)"
        if kind == "pass":
            return "End this phase" + prompts.suffix("end_phase", prompts.device_of(self))
        if kind == "strike":
            return "Take no action and reduce a sane Paranoid's Sanity by 1"
        if kind == "accuse":
            return f"Make Accusation {source[1] + 1} (costs {obs_cost} Sanity)"
        t = self._source_type(source)
        name = counter_art(self.services).display_name(t) if t is not None else "counter"
        how = prompts.plain(prompts.name("place", prompts.device_of(self)))
        return f"{name}: choose where it goes ({how})"
