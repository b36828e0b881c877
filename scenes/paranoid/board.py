"""The board of Paranoid Delusions: the table, every counter, the public log, and the
human's controls.

The match loop (curtain, bots, saving, results) is the shell's `TableScene`; this scene
draws the counters (board_draw), the HUD and log (board_hud), animates the engine's
events (here) and turns clicks and keys into actions (board_input).
During Plot building the human's decision is the Plot builder, pushed over the board.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.paranoid.idle import nothing_can_change, pass_for_me_offered, what_w_watches
from game.paranoid.state import EXCESS, PLOT
from scenes.paranoid import hover, tooltips
from scenes.paranoid.board_changes import BoardChanges
from scenes.paranoid.board_draw import BoardDrawing
from scenes.paranoid.board_hud import BoardHud
from scenes.paranoid.board_input import BoardInput
from scenes.paranoid.board_sprites import (  # noqa: F401  (Flight, Flip, UNDO: re-exported)
    FLIGHT_SECONDS,
    FLIP_SECONDS,
    UNDO,
    Flight,
    Flip,
    Floater,
    Glow,
)
from scenes.paranoid.board_view import (
    TableView,
    steady,
    table_view,
    viewer_layout,
    zone_anchor,
)
from scenes.paranoid.choices import PASS, Choices, Source, refocus
from scenes.paranoid.counter_art import counter_art
from scenes.paranoid.results import ParanoidResultsScene
from scenes.paranoid.reveal import AccusationRevealScene
from scenes.paranoid.zoom import Zoom
from scenes.shell.match.phone_marks import PhoneMarks
from scenes.shell.match.session import Session, Shown
from scenes.shell.match.table import TableScene, WaitFor
from scenes.shell.screens.scene import Scene
from scenes.ui import text, theme
from scenes.ui.glide import timed
from scenes.ui.layout import TableLayout, load_layout
from scenes.ui.tween import Call, Sequence, Task, Tween, Wait

DEAL_SCALE = 0.6  # the deal's counters fly this much faster than a draw's
DEAL_GAP = 0.07  # s between two dealt counters setting off
CLASH_SECONDS = 14.0  # how long the private clash message stays


class BoardScene(PhoneMarks, BoardInput, BoardChanges, BoardDrawing, BoardHud, TableScene):
    results_scene = ParanoidResultsScene  # every Plot revealed (§8)

    def seat_anchor(self, player: int) -> pygame.Rect | None:
        """The phone mark: top right of the seat's Plot zone (its counter lies left)."""
        plot = self.layout.seats[player].plot
        return pygame.Rect(plot.right - 32, plot.y + 4, 28, 28)

    def __init__(self, session: Session, *, speed: float = 1.0, bot_pace: float = 0.35,
                 on_game_over: Callable[[Session], None] | None = None,
                 on_menu: Callable[[], None] | None = None) -> None:
        super().__init__(session, speed=speed, bot_pace=bot_pace, on_game_over=on_game_over,
                         on_menu=on_menu)
        self.layout: TableLayout = load_layout(session.game.state.n)
        self._layout_for: object = object()  # the viewer self.layout is turned for (none yet)
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
        # The source last acted on and its place in the list, so the focus stays there.
        self._focus_before: tuple[Source | None, int] = (None, 0)
        self.focus_moved = True  # an arrow or Tab moved the focus since the last move
        self.selected: Source | None = None
        self.pressed: tuple[Source, tuple[int, int]] | None = None
        self.dragging: Source | None = None
        self.mouse = (0, 0)
        self.tooltip = tooltips.Tooltip()  # counters, zones and numbers explained
        # Keys pressed while counters fly: (event, who acted, phase), replayed in order
        # once the table is still, never dropped unsaid (board_input).
        self.queued: list[tuple[pygame.event.Event, int | None, str]] = []
        self._told: set[int] = set()  # seats told of their clashes (§3.3)
        self._hint_owner: int | None = None  # whose private message the hint box shows
        # W: whenever the human can only end the phase (an insane Paranoid, an Enemy
        # with nothing to do), it is done for them and the bots play at speed.
        self.auto_pass = False
        self.zoomed = False  # Z: the own counters and the Accusations made up close
        self.zoom = Zoom()  # its page (zoom.py)
        self._pace = bot_pace
        self._said_pass_only: tuple[int, str, int] | None = None
        self._said_idle: int | None = None  # the seat last told its phases end alone
        self.builder_rng: Any = None  # the Plot builder's random (a tutorial fixes it)
        self._watched: tuple = ()  # what_w_watches when W was pressed: a change stops W

    def _view(self) -> TableView:
        viewer = self.session.display_viewer
        if viewer != self._layout_for:  # 5–6 players: the viewer sits in the big place
            self.layout = viewer_layout(self.session.game.state.n, viewer)
            self._layout_for, self._static = viewer, None
        view = table_view(self.session.game.observe(viewer), self.layout)
        # The own Reserves keep their places while the same player's go lasts (issue 22).
        state = self.session.game.state
        moment = (state.turn, state.actor, viewer)
        before = self.__dict__.get("view") if self.__dict__.get("_steady_for") == moment \
            else None
        self._steady_for = moment
        return steady(view, before, viewer, self.layout)

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
        hit, immediate = hover.board_hover(self)
        self.tooltip.point(*(hit or (None, None, None)), immediate=immediate)
        super().update(dt)
        if self._hint_owner is not None and self.session.display_viewer != self._hint_owner:
            self.hint_time = 0.0
            self._hint_owner = None
        if not self.animating and self.waiting_overlay is None:
            self._tell_clashes()
            self.replay_queued()

    def say(self, message: str) -> None:
        """A message for the room (`tell`: for the player at the screen alone)."""
        super().say(message)
        self._hint_owner = None

    def tell(self, message: str) -> None:
        """A message for the player holding the screen (what their position offers, a
        key to press): it goes the moment the screen is not theirs, so a decision that
        hands the screen back leaves nothing of it to the room."""
        self.say(message)
        me = self.session.display_viewer
        if me is not None and me >= 0 and len(self.session.humans) > 1:
            self._hint_owner = me

    def clash_note(self, p: int) -> str:
        """What player `p` alone is told when blind building settled a clash of their
        Plot (§3.3): "" when nothing of theirs clashed."""
        from game.paranoid.narration import clash_sentence

        obs = self.session.game.observe(p)
        clashes = getattr(obs, "clashes", [])
        if not clashes:
            return ""
        lines = [clash_sentence(lost, instead, self.session.config.subculture)
                 for lost, instead in clashes]
        return (" ".join(lines) + " Plots were built blind, so two of them can pick the "
                "same type; nobody else was told.")

    def _tell_clashes(self) -> None:
        """Once setup is over, the player at the screen (and only them) is told what of
        their Plot was replaced; in hot-seat each player sees it after their curtain."""
        s = self.session
        me = s.display_viewer
        if (me is None or me < 0 or me in self._told or s.seats[me] != "human"
                or s.game.state.phase == PLOT or self.stack is None):
            return
        self._told.add(me)
        note = self.clash_note(me)
        if note:
            # In the message box, not a modal: it waits for nobody, and stays long enough
            # to read (a newcomer may not look up at once).
            self.say(f"{s.names[me]}, your Plot changed. {note}")
            self.hint_time = CLASH_SECONDS
            self._hint_owner = me  # private: gone the moment the screen is not theirs

    def human_turn(self) -> None:
        s = self.session
        if s.game.state.phase == PLOT:
            self._open_plot_builder()
        elif self.choices is None:
            self.choices = Choices(s.legal())
            # The focus stays where the player was (issue 22), not back on the Pool.
            previous, index = self._focus_before
            self.focus = refocus(self.choices.sources, previous, index)
            self._offer_pass_only()

    def pass_only(self) -> bool:
        """The human's only choice is to end this phase."""
        legal = self.choices.by_source if self.choices else {}
        return bool(legal) and set(legal) == {PASS}

    def pass_for_me(self) -> bool:
        """W (pass for me) is offered: only the end of the phase is left, or the Pool is
        empty and the phase may be ended (game/paranoid/idle.py)."""
        if self.choices is None:
            return False
        if self.pass_only():
            return True
        obs = self.session.game.observe(self.session.to_act)
        return pass_for_me_offered(obs)

    def _offer_pass_only(self) -> None:
        """Nothing to do but end the phase, or nothing that changes the game: end it at
        once when nothing can change (with a note) or when W is on; else say once what
        W does."""
        s = self.session
        state = s.game.state
        if not self.pass_for_me():
            self.bot_pace = self._pace  # a real choice again: bots at their pace
            self._said_idle = None
            return
        moment = (state.turn, state.phase, state.actor)
        if nothing_can_change(s.game.observe(s.to_act)):
            # Issue 22: never ask a human to click through phases that change nothing.
            self.bot_pace = min(self._pace, 0.08)
            if self._said_idle != state.actor:
                self._said_idle = state.actor
                self.say(f"{s.names[state.actor]}: nothing you can do now can change the "
                         "game (the Pool is empty and no Accusation you could make would "
                         "expose anything), so your phases end by themselves and the "
                         "bots play at speed.")
            self.submit(self.choices.immediate(PASS))
            return
        if self.auto_pass and what_w_watches(s.game.observe(s.to_act)) != self._watched:
            self._stop_watching("W stopped: something new reached you (a counter, an "
                                "Accusation, an exposure). Your move; W again to watch.")
            self._said_pass_only = moment
            return
        if self.auto_pass:
            self.bot_pace = min(self._pace, 0.08)
            self.submit(self.choices.immediate(PASS))
            return
        if self._said_pass_only != moment:
            self._said_pass_only = moment
            if self.pass_only():
                self.tell("Nothing to do but end this phase. Press P to end it, or W to let "
                         "the table end it for you whenever that is all you can do, and "
                         "watch the bots at speed (W again stops).")
            else:
                self.tell("The Pool is empty. Press P to end this phase, or W to let the "
                         "table end your phases until something new reaches you, and "
                         "watch the bots at speed (W again stops).")

    def toggle_auto_pass(self) -> None:
        if self.auto_pass:
            self._stop_watching("You end your own phases again.")
            return
        if self.choices is not None and not self.pass_for_me():
            self.tell("W (pass for me) is for when nothing is left to do; you can still "
                     "draw or must place a counter. P ends this phase.")
            return
        self.auto_pass = True
        self._watched = what_w_watches(self.session.game.observe(self.session.display_viewer))
        self.tell("Watching: your phases end by themselves until something new reaches you; "
                 "the bots play at speed. W stops.")
        if self.choices is not None:
            self._offer_pass_only()

    def _stop_watching(self, why: str) -> None:
        self.auto_pass = False
        self.bot_pace = self._pace
        self.tell(why)

    def _open_plot_builder(self) -> None:
        """§3: the human builds their Plot in the builder, over the board."""
        if self._builder is not None and not self._builder.closed:
            return  # already open (asked every frame the board waits)
        from scenes.paranoid.plot_builder import PlotBuilderScene

        # Saved as soon as the Plot is in, not a frame later when the board is back on top.
        # A tutorial's coach may set `builder_rng` so its learner's opening Plot is the
        # same every time (never in a real game: a seed in a save must not tell a Plot).
        self._builder = PlotBuilderScene(self.session, on_done=self.save, on_menu=self.on_menu,
                                         rng=self.builder_rng, coach=self.coach)  # issue 33
        self.stack.push(self._builder)

    def ends_by_itself(self) -> Any | None:
        """Hot-seat (issue 22): a human's phase in which nothing they could do changes the
        game (the rule `_offer_pass_only` follows at the screen) passes without their
        curtain, which would only rise and fall; the table says whose phase passed."""
        s = self.session
        p = s.to_act
        if p is None or s.game.state.phase in (PLOT, EXCESS) \
                or not nothing_can_change(s.game.observe(p)):
            return None
        end = next((a for a in s.game.legal_actions(p) if a.kind == "pass"), None)
        if end is not None:
            self.bot_pace = min(self._pace, 0.08)
            phase = s.game.state.phase.capitalize()
            self.say(f"{s.names[p]}'s {phase} phase ended by itself: the Pool is empty and "
                     f"nothing {s.names[p]} could do now would change the game.")
        return end

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
        if self.choices:  # where the focus was, for the next choices (`refocus`)
            source = self.selected or self._focused_source()
            index = self.choices.sources.index(source) if source in self.choices.sources \
                else self.focus
            self._focus_before = (source, index)
        self.focus_moved = False  # no focus tip over what the move just changed
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
            if self._public.phase == PLOT:  # the deal: brisk, the counters overlapping
                return [self._fly(("pool", p), zone, v.get("type"), DEAL_SCALE, DEAL_GAP)]
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
            return [Call(lambda: sound.play("error")), Call(lambda: self._tormented(v)),
                    self._flash(v["target"])]
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

    def _tormented(self, v: dict[str, Any]) -> None:
        """Why a torment hit whom it hit, said to the player it hit."""
        s = self.session
        target = v["target"]
        if target != s.display_viewer:
            return
        who = s.names[v["player"]]
        why = (" Computer Enemies mostly torment the sane rival closest to going insane."
               if s.seats[v["player"]] != "human" else "")
        self.say(f"{who}'s Enemy took no action this phase, so it tormented you: -1 Sanity."
                 + why)

    def _dest(self, p: int, to: int) -> tuple:
        if to == -1:
            return ("paranoid", p)
        if to == -2:
            return ("acc", p, len(self.view.acc_rows.get(p, {})))
        return ("acc", p, to)

    def _fly(self, src: tuple, dst: tuple, t: int | None, scale: float = 1.0,
             gap: float | None = None) -> Task:
        def launch() -> None:
            start = self._source_rect(src)
            end = zone_anchor(self.layout, self.view, dst)
            self.departed[src] = self.departed.get(src, 0) + 1
            # reduce motion: the counter is at once where it goes
            seconds = 0.0 if self.reduced_motion else FLIGHT_SECONDS * scale
            begin, seconds, curve = timed(self.tweens, seconds, "easeInOutQuad")
            self.flights.append(Flight(begin, seconds, curve, float(start.x), float(start.y),
                                       float(end.x), float(end.y), t, self.view.size))

        # `gap`: the next step starts this soon, before this counter lands (the deal).
        return Sequence(Call(launch), Wait(FLIGHT_SECONDS * scale if gap is None else gap))

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
            self.flips[(q, index)] = Flip(*timed(self.tweens, FLIP_SECONDS, "easeInOutSine"),
                                          type=t, to_face_up=up)
            self.services.sound.play("flip")

        return Sequence(Call(start), Wait(FLIP_SECONDS + 0.08))

    def _reveal(self, p: int, types: list[int]) -> None:
        overlay = AccusationRevealScene(self.session.names[p], p, types,
                                        self.session.config.subculture, self.speed or 1.0)
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
        # Left of the "Sanity N" written at the zone's right end, never over the number.
        number = text.font(theme.SMALL_PX).size(f"Sanity {self._public.players[p].sanity}")[0]
        width = text.font(theme.BODY_PX + 4).size(message)[0]
        x = max(rect.x + width // 2, rect.right - 6 - number - 14 - width // 2)
        floater = Floater(message, x, rect.centery, colour)
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

    def on_enter(self) -> None:
        self._art = counter_art(self.services, self.session.config.subculture)
