"""The board of Paranoid Delusions: the table, every counter, the public log, and the
human's controls.

The match loop (curtain, bots, saving, results) is the shell's `TableScene`; this scene
draws the counters, animates the engine's events and turns clicks and keys into actions.
During Plot building the human's decision is the Plot builder, pushed over the board.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game.paranoid.paranoid_phase import next_action_cost
from game.paranoid.state import ENEMY, EXCESS, PARANOID, PLOT
from scenes.paranoid import tooltips
from scenes.paranoid.board_view import ACCUSE_BUTTON_W, Placed, TableView, table_view, zone_anchor
from scenes.paranoid.choices import HAND, PASS, POOL, STRIKE, Choices, Source, Target
from scenes.paranoid.counter_art import EXPOSED, FACE, SELECTED, counter_art
from scenes.paranoid.results import ParanoidResultsScene
from scenes.paranoid.reveal import AccusationRevealScene
from scenes.shell.scene import Scene
from scenes.shell.session import Session, Shown
from scenes.shell.table import TableScene, WaitFor
from scenes.ui import prompts, text, theme
from scenes.ui.layout import TableLayout, load_layout
from scenes.ui.tween import Call, Sequence, Task, Tween, Wait

FLIGHT_SECONDS = 0.42
FLIP_SECONDS = 0.34
DRAG_THRESHOLD = 6
LOG_PX = 20
ZONE_TAG_PX = 14  # the small names written in each zone's corner
UNDO = ("undo",)  # the Take back button's place among the HUD buttons
HIGHLIGHT = (250, 214, 90)
TARGET = (120, 230, 160)

NAV_NEXT = (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_TAB)
NAV_PREV = (pygame.K_LEFT, pygame.K_UP)
ACTIVATE = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


@dataclass
class Flight:
    """A counter travelling between zones."""

    type: int | None
    x: float
    y: float
    size: int


@dataclass
class Flip:
    """A Plot counter turning over (scale-x 1 -> 0, face swap, 0 -> 1)."""

    type: int
    progress: float = 0.0
    to_face_up: bool = True


@dataclass
class Glow:
    v: float = 1.0


@dataclass
class Floater:
    text: str
    x: float
    y: float
    colour: tuple[int, int, int]
    alpha: float = 1.0



class BoardScene(TableScene):
    results_scene = ParanoidResultsScene  # every Plot revealed (§8)

    def __init__(self, session: Session, *, speed: float = 1.0, bot_pace: float = 0.35,
                 on_game_over: Callable[[Session], None] | None = None,
                 on_menu: Callable[[], None] | None = None) -> None:
        super().__init__(session, speed=speed, bot_pace=bot_pace, on_game_over=on_game_over,
                         on_menu=on_menu)
        self.layout: TableLayout = load_layout(session.game.state.n)
        self._builder: Scene | None = None  # the Plot builder while it is open
        self.view: TableView = self._view()
        self._public = session.game.observe(None)  # the public numbers shown until a snap
        self._static: pygame.Surface | None = None
        self._log_cache: tuple[int, pygame.Surface] | None = None
        self._art: Any = None
        self._labels: dict[tuple[str, int, tuple[int, int, int]], pygame.Surface] = {}
        self.flights: list[Flight] = []
        self.flips: dict[tuple[int, int], Flip] = {}
        self.floaters: list[Floater] = []
        self.departed: dict[Any, int] = {}  # zone -> counters that flew away this batch
        self.banner: str = ""
        self.banner_alpha = 0.0
        self.flash: dict[int, Glow] = {}  # seat -> red flash (insanity, a strike)
        self.keyboard = False  # the last input was a key: describe the focus, not the mouse
        self.choices: Choices | None = None
        self.focus = 0  # index into the current list of sources or targets
        self.selected: Source | None = None
        self.pressed: tuple[Source, tuple[int, int]] | None = None
        self.dragging: Source | None = None
        self.mouse = (0, 0)
        self.tooltip = tooltips.Tooltip()  # counters, zones and numbers explained

    # ------------------------------------------------------------------ the loop
    def _view(self) -> TableView:
        obs = self.session.game.observe(self.session.display_viewer)
        return table_view(obs, self.layout)

    def resync(self) -> None:
        """Snap every sprite to the observation of whoever may look now."""
        self.view = self._view()
        self._public = self.session.game.observe(None)
        self._static = None
        self.flights.clear()
        self.flips.clear()
        self.departed.clear()
        self.choices = None
        self.selected = None
        self.dragging = None
        self.pressed = None

    @property
    def reduced_motion(self) -> bool:
        """Reduce motion (a setting): counters jump or fade instead of flying and
        turning, and floating numbers do not drift. Fades and timing stay."""
        return bool(self.services.setting("reduce_motion"))

    def update(self, dt: float) -> None:
        self.tooltip.update(dt)
        hit, immediate = tooltips.board_hover(self)
        self.tooltip.point(*(hit or (None, None, None)), immediate=immediate)
        super().update(dt)

    def human_turn(self) -> None:
        s = self.session
        if s.game.state.phase == PLOT:
            self._open_plot_builder()
        elif self.choices is None:
            self.choices = Choices(s.legal())
            self.focus = 0

    def _open_plot_builder(self) -> None:
        """§3: the human builds their Plot in the builder, over the board."""
        if self._builder is not None and not self._builder.closed:
            return  # already open (asked every frame the board waits)
        from scenes.paranoid.plot_builder import PlotBuilderScene

        # Saved as soon as the Plot is in, not a frame later when the board is back on top.
        self._builder = PlotBuilderScene(self.session, on_done=self.save, on_menu=self.on_menu)
        self.stack.push(self._builder)

    def curtain_note(self) -> str:
        phase = self.session.game.state.phase
        return {PLOT: "It is time to build a secret Plot.",
                EXCESS: "Turn End: your Enemy Reserve is over its limit."}.get(phase, "")

    def bot_paced(self) -> bool:
        # Plot picks are paced by the one "has hidden a Plot" banner, not pick by pick.
        return self.session.game.state.phase != PLOT

    def clear_effects(self) -> None:
        self.floaters.clear()
        self.flash.clear()
        self.banner_alpha = 0.0

    def after_submit(self) -> None:
        self.choices = None
        self.selected = None

    # ------------------------------------------------------------------ animation
    def steps_for(self, shown: Shown) -> list[Task]:
        v = shown.view
        kind = v["kind"]
        sound = self.services.sound
        p = v.get("player")
        if kind == "drawn":
            zone = ("hand", p) if v["zone"] == "hand" else ("enemy", p)
            return [Call(lambda: sound.play("draw")),
                    self._fly(("pool", p), zone, v.get("type"))]
        if kind in ("stowed", "placed"):
            start = ("hand", p) if kind == "stowed" else ("paranoid", p)
            return [Call(lambda: sound.play("place")),
                    self._fly(start, self._dest(p, v["to"]), v.get("type"))]
        if kind == "shifted":
            return [Call(lambda: sound.play("place")),
                    self._fly(("acc", p, v["source"]), self._dest(p, v["to"]), v.get("type"))]
        if kind == "given":
            return [Call(lambda: sound.play("place")),
                    self._fly(("enemy", p), ("paranoid", v["to"]), v.get("type"))]
        if kind == "excess_moved":
            return [self._fly(("enemy", p), ("paranoid", p), v.get("type"), 0.6)]
        if kind == "sanity_lost":
            return [Call(lambda: self._float(p, f"-{v['amount']} Sanity", theme.DANGER))]
        if kind == "insane":
            return [Call(lambda: sound.play("insanity")), Call(lambda: self._float(
                p, "INSANE!", theme.DANGER)), self._flash(p)]
        if kind == "struck":
            return [Call(lambda: sound.play("error")), self._flash(v["target"])]
        if kind == "accused":
            return [Call(lambda: self._reveal(p, v["types"])),
                    WaitFor(lambda: self.waiting_overlay is None, lambda: None)]
        if kind == "exposed":
            return [self._flip(v["player"], v["type"], True)]
        if kind == "reconcealed":
            return [self._flip(p, v["type"], False)]
        if kind == "turn_started":
            return [self._show_banner(f"Turn {v['turn']}")]
        if kind == "plot_built":
            return [self._show_banner(f"{self.session.names[p]} has hidden a Plot", 0.5)]
        if kind == "game_over":
            return [Call(lambda: sound.play("victory"))]
        return []

    def _dest(self, p: int, to: int) -> tuple:
        if to == -1:
            return ("paranoid", p)
        if to == -2:
            return ("acc", p, len(self.view.acc_rows.get(p, {})))
        return ("acc", p, to)

    def _fly(self, src: tuple, dst: tuple, t: int | None, scale: float = 1.0) -> Task:
        size = self.view.size
        flight = Flight(t, 0.0, 0.0, size)

        def launch() -> None:
            start = self._source_rect(src)
            end = zone_anchor(self.layout, self.view, dst)
            flight.x, flight.y = start.x, start.y
            self.departed[src] = self.departed.get(src, 0) + 1
            self.flights.append(flight)
            if self.reduced_motion:  # reduce motion: the counter is at once where it goes
                flight.x, flight.y = float(end.x), float(end.y)
                return
            self.tweens.add(Tween(flight, FLIGHT_SECONDS * scale, ease="easeInOutQuad",
                                  x=float(end.x), y=float(end.y)))

        return Sequence(Call(launch), Wait(FLIGHT_SECONDS * scale))

    def _source_rect(self, key: tuple) -> pygame.Rect:
        if key[0] == "pool":
            return zone_anchor(self.layout, self.view, key)
        placed = self.view.zones.get(key, [])
        gone = self.departed.get(key, 0)
        if len(placed) > gone:
            return placed[len(placed) - 1 - gone].rect
        return zone_anchor(self.layout, self.view, key)

    def _flip(self, q: int, t: int, up: bool) -> Task:
        def start() -> None:
            slots = self.view.zones.get(("plot", q), [])
            obs = self.session.game.observe(self.session.display_viewer)
            layout_types = obs.plot if q == obs.viewer else obs.players[q].plot_slots
            index = next((i for i, x in enumerate(layout_types) if x == t), None)
            if index is None or index >= len(slots):
                return
            flip = Flip(t, 0.0, up)
            self.flips[(q, index)] = flip
            self.services.sound.play("flip")
            self.tweens.add(Tween(flip, FLIP_SECONDS, ease="easeInOutSine", progress=1.0))

        return Sequence(Call(start), Wait(FLIP_SECONDS + 0.08))

    def _reveal(self, p: int, types: list[int]) -> None:
        overlay = AccusationRevealScene(self.session.names[p], p, types,
                                        self.session.subculture, self.speed or 1.0)
        if self.speed <= 0:
            return
        self.waiting_overlay = overlay
        original = overlay.close

        def closed() -> None:
            original()
            self.waiting_overlay = None

        overlay.close = closed  # type: ignore[method-assign]
        self.stack.push(overlay)

    def _float(self, p: int, message: str, colour: tuple[int, int, int]) -> None:
        rect = self.layout.seats[p].sanity
        floater = Floater(message, rect.centerx, rect.centery, colour)
        self.floaters.append(floater)
        rise = 0.0 if self.reduced_motion else 40.0  # reduce motion: it fades where it is
        tween = Tween(floater, 1.1, ease="easeOutQuad", y=rect.centery - rise, alpha=0.0)
        tween.on_finish(lambda: self.floaters.remove(floater)
                        if floater in self.floaters else None)
        self.tweens.add(tween)

    def _flash(self, p: int) -> Task:
        glow = Glow()

        def start() -> None:
            self.flash[p] = glow

        return Sequence(Call(start), Tween(glow, 0.6, v=0.0),
                        Call(lambda: self.flash.pop(p, None)))

    def _show_banner(self, message: str, seconds: float = 0.9) -> Task:
        def show() -> None:
            self.banner = message
            self.banner_alpha = 1.0

        return Sequence(Call(show), Wait(seconds),
                        Tween(self, 0.25, banner_alpha=0.0))

    # ------------------------------------------------------------------ input
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
        if key == pygame.K_ESCAPE:
            if self.selected is not None:
                self.selected = None
                self.focus = 0
            elif self.on_menu:
                self.on_menu()
            return True
        if key in (pygame.K_f, pygame.K_PERIOD):
            self.fast_forward()
            return True
        if key == pygame.K_F1:  # the rules reference over the table (a controller's Back)
            if self.stack is not None:
                from scenes.shell.rules import RulesScene

                self.stack.push(RulesScene("paranoid-delusions"))
            return True
        if key in (pygame.K_u, pygame.K_BACKSPACE) or (
                key == pygame.K_z and event.mod & pygame.KMOD_CTRL):
            self.take_back()
            return True
        if self.animating or not self.choices:
            return True
        cycle = self._cycle()
        if key in NAV_NEXT and cycle:
            backwards = key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT
            self.focus = (self.focus + (-1 if backwards else 1)) % len(cycle)
        elif key in NAV_PREV and cycle:
            self.focus = (self.focus - 1) % len(cycle)
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
        return True

    def take_back(self) -> None:
        """Fair undo: the human's own last Place or Shift of this phase."""
        if self.session.undo():
            self.services.sound.play("click")
            self.resync()
        else:
            self.say("Nothing to take back: only your own Place and Shift moves "
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
        self.focus = 0

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

    def _source_at(self, pos: tuple[int, int]) -> Source | None:
        # The Accuse buttons are drawn over their row's counters, so they are hit first.
        ordered = sorted(self.source_rects().items(), key=lambda item: item[0][0] != "accuse")
        for source, rects in ordered:
            if any(r.collidepoint(pos) for r in rects):
                return source
        return None

    def _target_at(self, pos: tuple[int, int]) -> Target | None:
        for target in self._targets():
            rect = self.target_rect(target)
            if rect is not None and rect.collidepoint(pos):
                return target
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

    def menu_rect(self) -> pygame.Rect:
        """The menu button at the left end of the status bar (Esc does the same)."""
        hud = self.layout.hud
        return pygame.Rect(hud.x + 4, hud.y + 4, 44, hud.height - 8)

    @staticmethod
    def _accuse_button(row: pygame.Rect) -> pygame.Rect:
        return pygame.Rect(row.right - ACCUSE_BUTTON_W - 2, row.y + 2, ACCUSE_BUTTON_W,
                           row.height - 4)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        # What changes only when the picture snaps to the truth is drawn once per snap.
        if self._static is None or self._static.get_size() != surface.get_size():
            self._static = self._render_static(surface.get_size())
        surface.blit(self._static, (0, 0))
        for s, glow in self.flash.items():
            bounds = self.layout.seats[s].bounds.inflate(8, 8)
            veil = self._veil(bounds.size)  # one surface per size; only its alpha changes
            veil.set_alpha(int(150 * glow.v))
            surface.blit(veil, bounds)
        self._draw_counters(surface)
        self._draw_targets(surface)
        surface.fblits([(self._image(f.type, f.size), (f.x, f.y)) for f in self.flights])
        self._draw_hud(surface)
        self._draw_log(surface)
        for floater in self.floaters:
            image = self._fading(floater.text, theme.BODY_PX + 4, floater.colour)
            image.set_alpha(int(255 * floater.alpha))
            surface.blit(image, image.get_rect(center=(floater.x, floater.y)))
        if self.banner_alpha > 0:
            image = self._fading(self.banner, theme.HEADING_PX + 8, theme.ACCENT)
            image.set_alpha(int(255 * self.banner_alpha))
            surface.blit(image, image.get_rect(center=(self.layout.pool.centerx,
                                                       self.layout.pool.y - 24)))
        self._draw_tooltip(surface)

    def _drawing_cache(self) -> dict[Any, pygame.Surface]:
        """Surfaces drawn again and again (veils, fading text, squeezed faces, the hint
        box), kept by what they show so no frame renders them anew."""
        cache = self.__dict__.get("_drawn")
        if cache is None or len(cache) > 1500:
            cache = self.__dict__["_drawn"] = {}
        return cache

    def _veil(self, size: tuple[int, int]) -> pygame.Surface:
        key = ("veil", size)
        cache = self._drawing_cache()
        veil = cache.get(key)
        if veil is None:
            veil = cache[key] = pygame.Surface(size)
            veil.fill((200, 40, 40))
        return veil

    def _fading(self, message: str, px: int, colour: tuple[int, int, int]) -> pygame.Surface:
        """Rendered text whose alpha the caller sets (not shared with `_label`'s)."""
        key = ("fading", message, px, colour, text.get_scale())
        cache = self._drawing_cache()
        image = cache.get(key)
        if image is None:
            image = cache[key] = text.render(message, px, colour)
        return image

    def _fade_copy(self, t: int | None, size: int, variant: str) -> pygame.Surface:
        """A private copy of a face whose alpha a fading flip sets (the art's own image
        stays opaque)."""
        key = ("fade", t, size, variant)
        cache = self._drawing_cache()
        image = cache.get(key)
        if image is None:
            image = cache[key] = self._image(t, size, variant).copy()
        return image

    def _squeezed(self, t: int | None, size: int, variant: str, width: int) -> pygame.Surface:
        """A counter face narrowed to `width` (a flip's frame), scaled once per width."""
        key = ("squeezed", t, size, variant, width)
        cache = self._drawing_cache()
        image = cache.get(key)
        if image is None:
            face = self._image(t, size, variant)
            image = face if width >= size else pygame.transform.smoothscale(face, (width, size))
            cache[key] = image
        return image

    def _render_static(self, size: tuple[int, int]) -> pygame.Surface:
        art = counter_art(self.services)
        static = pygame.Surface(size)
        static.blit(art.table(size), (0, 0))
        self._draw_seats(static)
        pool = self.layout.pool
        static.blit(art.pool(pool.size), pool)
        text.blit_text(static, f"Pool {self._public.pool_count}", theme.SMALL_PX, theme.INK,
                       (pool.centerx, pool.bottom - 4), anchor="midbottom")
        self._draw_aside(static)
        return static

    def _image(self, t: int | None, size: int, variant: str = FACE) -> pygame.Surface:
        art = self._art or counter_art(self.services)
        return art.back(size) if t is None else art.counter(t, size, variant)

    def on_enter(self) -> None:
        self._art = counter_art(self.services, self.session.subculture)

    def _draw_seats(self, surface: pygame.Surface) -> None:
        obs_players = self._public.players
        state = self.session.game.state
        for s, seat in enumerate(self.layout.seats):
            view = obs_players[s]
            acting = state.actor == s and state.phase in (PARANOID, ENEMY, EXCESS, PLOT)
            bounds = seat.bounds.inflate(8, 8)
            panel = pygame.Surface(bounds.size, pygame.SRCALPHA)
            panel.fill((10, 14, 18, 120))
            surface.blit(panel, bounds)
            edge = HIGHLIGHT if acting else theme.PANEL_EDGE
            pygame.draw.rect(surface, edge, bounds, 3 if acting else 1, border_radius=8)
            token = counter_art(self.services).token(s, seat.name.height - 4)
            surface.blit(token, (seat.name.x + 2, seat.name.y + 2))
            score = text.render(f"exposed {view.score}", theme.SMALL_PX - 2, theme.ACCENT)
            surface.blit(score, score.get_rect(midright=(seat.name.right - 6,
                                                         seat.name.centery)))
            room = seat.name.width - seat.name.height - score.get_width() - 16
            label, px = self._seat_label(view.name, self.session.seats[s], room)
            text.blit_text(surface, label, px, theme.INK,
                           (seat.name.x + seat.name.height + 4, seat.name.centery),
                           anchor="midleft")
            insane = view.sanity == 0
            colour = theme.DANGER if insane or view.sanity <= 5 else theme.INK
            sanity = "INSANE" if insane else f"Sanity {view.sanity}"
            text.blit_text(surface, sanity, theme.SMALL_PX, colour,
                           (seat.sanity.right - 6, seat.sanity.centery), anchor="midright")
            for zone, label_text in (("plot", "Plot"), ("enemy", "Enemy Reserve"),
                                     ("paranoid", "Paranoid Reserve"),
                                     ("accusations", "Accusations")):
                rect = getattr(seat, zone)
                pygame.draw.rect(surface, (60, 70, 64), rect, 1, border_radius=6)
                tag = text.render(label_text, ZONE_TAG_PX, theme.INK_DIM)
                surface.blit(tag, self._zone_tag_rect(rect, tag))

    @staticmethod
    def _seat_label(name: str, kind: str, room: int) -> tuple[str, int]:
        """The seat's name and what sits there, as much of it as fits in `room` px:
        narrow seats (5–6 players) drop the bot level, then shrink, then shorten."""
        small = theme.SMALL_PX - 4
        if kind == "human":
            tries = [(name, theme.SMALL_PX), (name, small)]
        else:
            tries = [(f"{name} ({kind} bot)", theme.SMALL_PX), (f"{name} (bot)", theme.SMALL_PX),
                     (f"{name} (bot)", small), (name, small)]
        for label, px in tries:
            if text.font(px).size(label)[0] <= room:
                return label, px
        return text.ellipsize(tries[-1][0], small, room), small

    @staticmethod
    def _zone_tag_rect(zone: pygame.Rect, tag: pygame.Surface) -> pygame.Rect:
        """Where a zone's name is written: its bottom-right corner."""
        return tag.get_rect(topleft=(zone.right - tag.get_width() - 4, zone.bottom - 16))

    def _draw_counters(self, surface: pygame.Surface) -> None:
        size = self.view.size
        focused = self._focused_source()
        highlighted = set()
        if focused is not None:
            highlighted = {id(r) for r in self._rects_for_source(
                focused, self.session.display_viewer)}
        movable: set[int] = set()
        if self.choices and self.selected is None:
            for rects in self.source_rects().values():
                movable.update(id(r) for r in rects)
        blits: list[tuple[pygame.Surface, pygame.Rect]] = []  # one fblits call for them all
        marks: list[Placed] = []
        reduced = bool(self.flips) and self.reduced_motion  # once a frame, not a flip
        for key, placed in self.view.zones.items():
            gone = self.departed.get(key, 0)
            shown = placed[:len(placed) - gone] if gone else placed
            sz = size if key[0] != "aside" else max(20, size * 3 // 5)
            if key[0] in ("hand", "acc"):  # these zones may hold smaller counters
                sz = placed[0].rect.width if placed else size
            if key[0] == "acc" and placed:
                frame = placed[0].rect.unionall([p.rect for p in placed]).inflate(6, 6)
                pygame.draw.rect(surface, (150, 130, 90), frame, 1, border_radius=6)
            for index, item in enumerate(shown):
                flip = self.flips.get((key[1], index)) if key[0] == "plot" else None
                if flip is not None:
                    self._draw_flip(surface, item, flip, sz, reduced)
                    continue
                variant = EXPOSED if item.exposed else FACE
                if id(item.rect) in highlighted:
                    variant = SELECTED
                blits.append((self._image(item.type, sz, variant), item.rect))
                if item.concealed_own or id(item.rect) in movable:
                    marks.append(item)
        surface.fblits(blits)
        for item in marks:
            if item.concealed_own:  # the owner's eye only: still face down to the others
                pygame.draw.circle(surface, (30, 30, 40), (item.rect.right - 6,
                                                            item.rect.bottom - 6), 5)
            if id(item.rect) in movable:
                pygame.draw.rect(surface, HIGHLIGHT, item.rect.inflate(2, 2), 1,
                                 border_radius=8)
        if self.dragging is not None:
            rects = self._rects_for_source(self.dragging, self.session.display_viewer)
            t = self._source_type(self.dragging)
            if rects:
                image = self._image(t, size, SELECTED)
                surface.blit(image, image.get_rect(center=self.mouse))

    def _source_type(self, source: Source) -> int | None:
        if source[0] in ("paranoid", "enemy", "plot"):
            return int(source[1])
        if source[0] == "acc":
            return int(source[2])
        if source == HAND:
            placed = self.view.zones.get(("hand", self.session.display_viewer), [])
            return placed[0].type if placed else None
        return None

    def _draw_flip(self, surface: pygame.Surface, item: Placed, flip: Flip, size: int,
                   reduced: bool | None = None) -> None:
        p = flip.progress
        if self.reduced_motion if reduced is None else reduced:
            # reduce motion: the new side fades in over the old, no turning
            before = self._image(None if flip.to_face_up else flip.type, size,
                                 FACE if flip.to_face_up else EXPOSED)
            after = self._fade_copy(flip.type if flip.to_face_up else None, size,
                                    EXPOSED if flip.to_face_up else FACE)
            after.set_alpha(round(255 * p))
            surface.blit(before, before.get_rect(center=item.rect.center))
            surface.blit(after, after.get_rect(center=item.rect.center))
            return
        first_half = p < 0.5
        shows_face = (not first_half) == flip.to_face_up
        # Widths in 2 px steps: a flip reuses ~size/2 scaled images, never a new one a frame.
        width = max(1, int(size * abs(1 - 2 * p)) // 2 * 2)
        squeezed = self._squeezed(flip.type if shows_face else None, size,
                                  EXPOSED if shows_face else FACE, width)
        surface.blit(squeezed, squeezed.get_rect(center=item.rect.center))

    def _draw_aside(self, surface: pygame.Surface) -> None:
        rect = self.layout.aside
        pygame.draw.rect(surface, (60, 70, 64), rect, 1, border_radius=6)
        tag = text.render("Accusations made (laid aside)", 14, theme.INK_DIM)
        surface.blit(tag, (rect.x + 4, rect.bottom - 16))

    def _draw_targets(self, surface: pygame.Surface) -> None:
        me = self.session.display_viewer
        if me is not None and me in self.view.new_row and self.choices:
            row = self.view.new_row[me]
            zone = self.layout.seats[me].accusations
            tag = self._zone_tag_rect(zone, text.render("Accusations", ZONE_TAG_PX, theme.INK_DIM))
            # The short hint where the long one would run out of the zone or over its name.
            for hint in ("+ new Accusation", "+ new"):
                image = text.render(hint, 16, theme.INK_DIM)
                place = image.get_rect(midleft=(row.x + 6, row.centery))
                if not place.colliderect(tag.inflate(4, 4)) and place.right <= zone.right - 4:
                    break
            surface.blit(image, place)
        for target in self._targets():
            rect = self.target_rect(target)
            if rect is not None:
                focused = (self._cycle() and self.selected is not None
                           and self._cycle()[self.focus % len(self._cycle())] == target)
                pygame.draw.rect(surface, TARGET, rect.inflate(6, 6), 4 if focused else 2,
                                 border_radius=8)
        if self.choices and me is not None:
            for i, row in self.view.acc_rows.get(me, {}).items():
                if self.choices.immediate(("accuse", i)):
                    button = self._accuse_button(row)
                    focused = self._focused_source() == ("accuse", i)
                    pygame.draw.rect(surface, theme.DANGER, button, border_radius=8)
                    if focused:
                        pygame.draw.rect(surface, HIGHLIGHT, button, 3, border_radius=8)
                    # "!" on the tab; the hint line above the table names the action.
                    text.blit_text(surface, "!", 30, theme.INK, button.center,
                                   anchor="center")

    def _focused_source(self) -> Source | None:
        if not self.choices:
            return None
        if self.selected is not None:
            return self.selected
        sources = self.choices.sources
        return sources[self.focus % len(sources)] if sources else None

    def _draw_hud(self, surface: pygame.Surface) -> None:
        hud = self.layout.hud
        pygame.draw.rect(surface, theme.PANEL, hud)
        pygame.draw.line(surface, theme.PANEL_EDGE, hud.bottomleft, hud.bottomright)
        menu = self.menu_rect()
        if self.on_menu is not None:  # (a replay has no menu of its own)
            hovered = menu.collidepoint(self.mouse) and not self.keyboard
            pygame.draw.rect(surface, theme.FOCUS_FILL if hovered else (40, 44, 56), menu,
                             border_radius=8)
            pygame.draw.rect(surface, theme.PANEL_EDGE, menu, 2, border_radius=8)
            for dy in (-8, 0, 8):  # three bars: the usual sign for a menu
                y = menu.centery + dy
                pygame.draw.line(surface, theme.INK, (menu.x + 11, y), (menu.right - 12, y), 3)
        area = self.status_area()
        line = text.ellipsize(self.status_line(), theme.SMALL_PX, area.width)
        status = self._label(line, theme.SMALL_PX, theme.INK)
        surface.blit(status, status.get_rect(midleft=area.midleft))
        for source, rect in self._hud_buttons():
            if source == UNDO:
                self._draw_button(surface, rect, "Take back", False)
                continue
            end = prompts.suffix("end_phase", prompts.device_of(self))
            label = {PASS: f"End phase{end}", STRIKE: "Torment…"}[source]
            self._draw_button(surface, rect, label, self._focused_source() == source)

    def _draw_button(self, surface: pygame.Surface, rect: pygame.Rect, label: str,
                     focused: bool) -> None:
        pygame.draw.rect(surface, theme.FOCUS_FILL if focused else (40, 44, 56), rect,
                         border_radius=8)
        pygame.draw.rect(surface, HIGHLIGHT if focused else theme.PANEL_EDGE, rect, 2,
                         border_radius=8)
        image = self._label(label, theme.SMALL_PX, theme.INK)
        surface.blit(image, image.get_rect(center=rect.center))

    def _label(self, message: str, px: int, colour: tuple[int, int, int]) -> pygame.Surface:
        """Rendered text, cached: the HUD redraws the same few lines every frame."""
        key = (message, px, colour)
        image = self._labels.get(key)
        if image is None:
            if len(self._labels) > 200:
                self._labels.clear()
            image = self._labels[key] = text.render(message, px, colour)
        return image

    def _hud_buttons(self) -> list[tuple[Source, pygame.Rect]]:
        """The status bar's buttons shown now, End phase first."""
        buttons = [(source, rect) for source, rect in self._button_rects().items()
                   if self.choices and self.choices.by_source.get(source)]
        if self.session.can_undo():
            buttons.append((UNDO, self.undo_rect()))
        return buttons

    def status_area(self) -> pygame.Rect:
        """Where the status line is written: after the menu button, up to the first
        button shown (the line is shortened to fit, never overlapped)."""
        hud = self.layout.hud
        left = self.menu_rect().right + 10 if self.on_menu is not None else hud.x + 12
        right = min([r.x for _, r in self._hud_buttons()] + [hud.right]) - 10
        return pygame.Rect(left, hud.y, max(0, right - left), hud.height)

    def status_pieces(self) -> list[tuple[str, str]]:
        """The status line as (what the piece tells, its text); the kinds ("turn",
        "phase", "cost", "enemy_actions") let tooltips explain each piece."""
        s = self.session
        state = s.game.state
        if s.game.is_over:
            return [("phase", "The game is over.")]
        p = state.actor
        name = s.names[p]
        if state.phase == PLOT:
            return [("phase", f"{name} is building a secret Plot…")]
        if state.phase == EXCESS:
            return [("phase", f"Turn End: {name} chooses what leaves the overfull Enemy Reserve")]
        thinking = "" if s.human_to_act else "  (thinking…)"
        turn = ("turn", f"Turn {state.turn}")
        if state.phase == PARANOID:
            cost = next_action_cost(state)
            return [turn, ("phase", f"{name}: Paranoid phase"),
                    ("cost", f"next action costs {cost} Sanity (+1 per (-1) Method){thinking}")]
        return [turn, ("phase", f"{name}: Enemy phase"),
                ("enemy_actions", f"{state.taken} actions taken{thinking}")]

    def status_line(self) -> str:
        return theme.STATUS_SEP.join(piece for _, piece in self.status_pieces())

    def _draw_log(self, surface: pygame.Surface) -> None:
        rect = self.layout.log
        count = len(self.session.log)
        if self._log_cache is None or self._log_cache[0] != count:
            self._log_cache = (count, self._render_log(rect))
        surface.blit(self._log_cache[1], rect)

    def _render_log(self, rect: pygame.Rect) -> pygame.Surface:
        panel = pygame.Surface(rect.size, pygame.SRCALPHA)
        panel.fill((8, 10, 14, 170))
        fnt = text.font(LOG_PX)
        lines: list[str] = []
        for entry in self.session.log[-40:]:
            lines.extend(text.wrap(entry, fnt, rect.width - 16))
        visible = max(1, (rect.height - 16) // fnt.get_linesize())
        y = 8
        for line in lines[-visible:]:
            panel.blit(fnt.render(line, True, theme.INK), (8, y))
            y += fnt.get_linesize()
        return panel

    def _draw_tooltip(self, surface: pygame.Surface) -> None:
        if self.hint_time <= 0:  # no message to show: explain what the pointer rests on
            self.tooltip.draw(surface)
            return
        image = self._hint_box(self.hint)
        box = image.get_rect(midbottom=(self.layout.pool.centerx,
                                        self.layout.hud.bottom + image.get_height() + 6))
        surface.blit(image, box)

    def _hint_box(self, hint: str) -> pygame.Surface:
        """The message box, wrapped and rendered once per message and text size."""
        key = ("hint", hint, text.get_scale())
        cache = self._drawing_cache()
        image = cache.get(key)
        if image is not None:
            return image
        fnt = text.font(theme.SMALL_PX)
        lines = text.wrap(hint, fnt, 520)
        width = max(fnt.size(line)[0] for line in lines) + 20
        height = len(lines) * fnt.get_linesize() + 12
        image = pygame.Surface((width, height), pygame.SRCALPHA)
        box = image.get_rect()
        pygame.draw.rect(image, theme.PANEL, box, border_radius=8)
        pygame.draw.rect(image, theme.ACCENT, box, 2, border_radius=8)
        for i, line in enumerate(lines):
            image.blit(fnt.render(line, True, theme.INK), (10, 6 + i * fnt.get_linesize()))
        cache[key] = image
        return image

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
