"""What every game's table does, whatever it draws: the loop of a match.

Once per frame: while event animations run, nothing else happens; when they have
drained, the table snaps its sprites to the observation of whoever may look now, then
asks for the next decision — the hand-over curtain for a human not yet at the screen,
the human's own input (the game's table handles it), or a bot thinking in a worker.
Saving after every action, the results hook, fast-forward, "say" hints and the bot
pace live here once, so a new game's table only draws and animates.

A game's table subclasses `TableScene` and provides `resync()` (snap to the
observation), `steps_for(shown)` (the tweens of one event view), `human_turn()` (make
the human's controls ready) and, optionally, `curtain_note()`, `bot_paced()`,
`hint_rect(action)` (where a coach's hint points), `handed_back(before)` (the screen
went back to the room: draw the position before the move as the room sees it) and
`handover_curtain = False` (no curtain: the table hides secrets on screen by itself).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.core.worker import BotWorker
from scenes.shell.match.acks import (  # noqa: F401 - WaitFor, AckWait: tables find them here
    Acknowledgements,
    AckWait,
    WaitFor,
)
from scenes.shell.match.curtain import CurtainScene
from scenes.shell.match.demo_why import DemoTeacher
from scenes.shell.match.hints import HintControl
from scenes.shell.match.session import Session, Shown
from scenes.shell.screens.scene import Scene
from scenes.ui.tween import Call, Sequence, Task

if TYPE_CHECKING:
    import pygame

SAY_SECONDS = 4.0


class TableScene(Acknowledgements, Scene):
    """The base of every game's table scene (see the module docstring)."""

    # The results scene the flow shows at the end (None: the shell's ResultsScene).
    results_scene: type[Scene] | None = None
    # Whether a human's turn waits behind the hand-over curtain when the screen is not yet
    # theirs. False: a table that keeps each player's secrets hidden on the shared screen
    # by itself (e.g. hold-to-peek) passes the screen from human to human at once. A lone
    # human (whose secrets no table hides) still gets it on resume: whoever opens the game
    # next is not known to be them.
    handover_curtain: bool = True
    # Phones as private screens (scenes/phones, docs/phones.md): the flow's PhoneHook, or
    # None. Asked first every frame: the seat to act may be choosing on its phone.
    phones: Any = None
    # The human's legal moves as last read (read_legal) and the position they were read
    # in: (actions so far, seat to act, viewer); None when they must be read again.
    legal: list[Any] | tuple[()] = ()
    legal_key: tuple[int, int | None, int | None] | None = None

    def __init__(self, session: Session, *, speed: float = 1.0, bot_pace: float = 0.35,
                 on_game_over: Callable[[Session], None] | None = None,
                 on_menu: Callable[[], None] | None = None) -> None:
        super().__init__()
        self.session = session
        self.caption = session.info.title  # the window title names the game played
        self.speed = speed
        # The stack already scales every tween by the global speed; only "instant" is ours.
        self.tweens.speed = 1.0 if speed > 0 else 0.0
        self.bot_pace = bot_pace
        self.on_game_over = on_game_over
        self.on_menu = on_menu
        self.hint = ""
        self.hint_time = 0.0
        self.worker: BotWorker | None = None
        self.thinking_for = -1
        self.finished = False
        self.waiting_overlay: Scene | None = None
        # Asked each time the table is still and about to go on (the next decision, the
        # results): False holds it there. A tutorial's coach shows its cards this way.
        self.gate: Callable[[], bool] | None = None
        # scenes.shell.saves.autosave.AutoSave when this match is saved (set by the flow);
        # None: never.
        self.autosave: Any = None

    # ------------------------------------------------------------------ game hooks
    def resync(self) -> None:
        """Snap every sprite to the observation of whoever may look now."""

    def steps_for(self, shown: Shown) -> list[Task]:
        """The animation of one event view (empty: nothing to show)."""
        return []

    def human_turn(self) -> None:
        """The human at the screen decides: get the controls ready (called every still
        frame while they decide)."""

    def look(self, event: Any) -> bool:
        """A key that only looks (a close-up of the table, no move): open it and say True.
        The replay viewer hands such keys here after its own (Pontoon's Z: the board
        read large), so a table's look is there in a replay too."""
        return False

    def curtain_note(self) -> str:
        """A line under the curtain's name saying what the player is about to do."""
        return ""

    def ends_by_itself(self) -> Any | None:
        """The action the table takes for the human to act, without them, when nothing
        they could do would change the game (a phase that would only end right after
        their curtain), or None to ask them. Asked before the hand-over curtain, so no
        curtain rises for it; the table says on screen what passed and why."""
        return None

    def clear_effects(self) -> None:
        """Drop passing effects (banners, floaters, flashes): the replay's seek."""

    def status_pieces(self) -> list[tuple[str, str]]:
        """The status line as (kind, text) pieces (a replay shows its own)."""
        return []

    def bot_paced(self) -> bool:
        """Whether this bot decision is shown at the bot pace (False: at once)."""
        return True

    def typing(self) -> bool:
        """The human types text now (Pontoon's typed theory): keys are letters, not
        commands, the coach's '?' included."""
        return False

    def hint_button_rect(self) -> pygame.Rect:
        """Where the "? Hint" button lies while the human to act may ask for a hint (a
        table moves it where it covers nothing of its own): by default the safe area's
        bottom-right corner."""
        import pygame

        from scenes.ui import theme

        rect = pygame.Rect(0, 0, 104, 34)
        rect.bottomright = pygame.Rect(theme.SAFE_AREA).bottomright
        return rect

    def demo_caption_room(self) -> list[pygame.Rect]:
        """Where a teaching demo's words may go (demo_why.py), best first: parts of the
        table a bots-only demo leaves empty (a human's choices). None: a band under it."""
        return []

    def hint_panel_room(self) -> pygame.Rect | None:
        """Where the hint's panel goes, centred (a part of the table the decision does
        not need); None: the shell's choice, above or below the highlighted move."""
        return None

    def hint_rect(self, action: Any) -> pygame.Rect | None:
        """Where this table shows `action` for the human to act, in screen pixels: the
        card, counter, file, target or cell a coach's hint (issue 33) points at; the
        shell draws its highlight there. None: the table has no one place for it (the
        hint panel's words alone say the move)."""
        return None

    # ------------------------------------------------------------------ the coach
    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Every table's input goes first through its coach (the Hint key and button,
        scenes/shell/match/hints.py), whichever mixin of the table handles the rest."""
        super().__init_subclass__(**kwargs)
        inner = cls.handle_event
        if getattr(inner, "coach_first", False):
            return

        def handle_event(self: TableScene, event: Any) -> bool:
            if self.coach.handle_event(event):
                return True
            return bool(inner(self, event))

        handle_event.coach_first = True  # type: ignore[attr-defined]
        handle_event.__doc__ = inner.__doc__
        cls.handle_event = handle_event  # type: ignore[method-assign]

    @property
    def coach(self) -> HintControl:
        """This table's coach: hints for the human to act (issue 33)."""
        control = self.__dict__.get("_coach")
        if control is None:
            control = self.__dict__["_coach"] = HintControl(self)
        return control

    @property
    def teacher(self) -> DemoTeacher:
        """A bots-only demo's explaining seats (scenes/shell/match/demo_why.py)."""
        teacher = self.__dict__.get("_teacher")
        if teacher is None:
            teacher = self.__dict__["_teacher"] = DemoTeacher(self)
        return teacher

    def draw_over(self, surface: Any) -> Any:
        drawn = [r for r in (self.coach.draw_button(surface), self.teacher.draw(surface)) if r]
        return drawn[0].unionall(drawn[1:]) if drawn else None

    def over_stale(self) -> bool:
        return self.coach.button_stale() or self.teacher.stale()

    # ------------------------------------------------------------------ the loop
    @property
    def animating(self) -> bool:
        return self.tweens.busy or self.waiting_overlay is not None

    def update(self, dt: float) -> None:
        self.save()  # what the input of this frame did (a move, an undo)
        self.coach.frame()
        self.hint_time = max(0.0, self.hint_time - dt)
        if self.phones is not None and self.phones.frame(self):
            self.catch_handback()  # a phone's move before: the room's view, at once
            return  # the seat to act decides on its phone; the TV shows the public view
        if self.animating:
            return
        # A move made off the table's own path (a phone's, a panel's) that handed the
        # screen back: the room's view before its animation starts, as apply_action does.
        self.catch_handback()
        if self.session.shown:
            self.animate_batch()
            return
        if self.gate is not None and not self.gate():
            return
        s = self.session
        if s.game.is_over:
            if not self.finished:
                self.finished = True
                self.resync()
                if self.on_game_over:
                    self.on_game_over(s)
            return
        if s.needs_handover():
            unasked = self.ends_by_itself()
            if unasked is not None:  # nothing to decide: no curtain for it
                self.apply_action(unasked)
                return
            if self.handover_curtain or len(s.humans) == 1:
                p = s.to_act
                # With phones, their choices go on while the curtain is up (it is another
                # seat's), and a phone back from a reload takes its seat again.
                phones = self.phones
                self.stack.push(CurtainScene(
                    s.names[p], self.confirmed, seat=p, note=self.curtain_note(),
                    withdrawn=None if phones is None
                    else lambda: phones.behind_curtain(self, p)))
                return
            self.confirmed()
        if s.human_to_act:
            self.human_turn()
            return
        self.run_bot()

    def after_frame(self) -> None:
        if self.phones is not None:
            self.phones.after_frame()  # the phones' views after a move: off the frame

    def confirmed(self) -> None:
        self.session.confirm_handover()
        self.resync()

    def run_bot(self) -> None:
        s = self.session
        p = s.to_act
        bot = s.bot_to_act()
        if bot is None or p is None:
            return
        if self.teacher.teaching():  # a demo that teaches: the coach's move, and why
            action = self.teacher.move(p)
            if action is not None:
                self.apply_action(action)
                self.save()
            return
        if self.worker is None or self.thinking_for != p:
            if self.worker is not None:
                self.worker.cancel()
            self.worker = BotWorker(bot, fallback=s.fallback)
            self.thinking_for = p
        if not self.worker.thinking:
            paced = self.bot_paced() and self.speed > 0
            self.worker.min_pace = self.bot_pace / self.speed if paced else 0.0
            self.worker.start(s.game.observe(p), s.game.legal_actions(p))
            return
        action = self.worker.poll()
        if action is not None:
            self.apply_action(action)
            self.save()  # at once: a kill before the next frame loses nothing

    def submit(self, action: Any) -> None:
        """The human's action: applied, or first confirmed when the game says it costs a
        lot (the plugin's optional `costly(game, player, action)` gives the question)."""
        question = self.costly(action)
        if question:
            self.ask_first(action, question)
            return
        self.apply_action(action)

    def costly(self, action: Any) -> str | None:
        """The game's question before the human to act applies `action` (None: none)."""
        s = self.session
        hook = getattr(s.plugin, "costly", None)
        if hook is None or s.to_act is None or not s.human_to_act:
            return None
        return hook(s.game, s.to_act, action) or None

    def ask_first(self, action: Any, question: str) -> None:
        """A guarded prompt (a new top scene: early presses do not reach it) whose safe
        answer comes first, so a doubled Enter goes back; the action is applied only if
        the game has not moved on meanwhile."""
        from scenes.shell.screens.message import MessageScene

        s = self.session
        if self.stack is None:  # driven without a screen: nobody to ask
            self.apply_action(action)
            return
        moment = (len(s.game.record), s.to_act)

        def go() -> None:
            if (len(s.game.record), s.to_act) == moment:
                self.apply_action(action)

        self.services.sound.play("click")
        self.stack.push(MessageScene("Are you sure?", question,
                                     buttons=[("No, go back", None), ("Yes, go ahead", go)]))

    def apply_action(self, action: Any) -> None:
        """Apply an action; an illegal one is said, with its reason, and loses nothing.
        When the move hands the screen back to the room (the session hides it: another
        player's turn, a simultaneous phase, the end), the table is the room's from the
        first frame: `handed_back` gets the position before the move, whose sprites the
        move's animation (the session viewed it for the room) starts from."""
        s = self.session
        try:
            s.submit(action)
        except ValueError as exc:
            # The reason in words (IllegalAction.message), without the spec's section.
            self.say(getattr(exc, "message", None) or str(exc))
            self.services.sound.play("error")
        self.after_submit()
        self.catch_handback()

    def catch_handback(self) -> None:
        """If a move handed the screen back to the room since the last call (the session
        kept the position before it), draw that position as the room sees it: the move's
        animation, viewed for the room, starts from it. Nothing left to animate: the
        room's view of the game as it is."""
        before = self.session.take_handback()
        if before is None:
            return
        if self.session.shown:
            self.handed_back(before)
        else:
            self.resync()

    def handed_back(self, before: Any) -> None:
        """The screen went back to the room with the move just applied to `before`: what
        the table draws (the mover's private view until now) becomes the room's view of
        that position. By default: behind a curtain the passing effects go (they were
        drawn for the mover: a banner, a floater), and `resync` on `before` with nobody
        looking. A table whose resync reads more than the game (the log's progress)
        overrides this."""
        s = self.session
        if self.handover_curtain:
            self.clear_effects()
        after, s.game = s.game, before
        try:
            self.resync()
        finally:
            s.game = after

    def after_submit(self) -> None:
        """The table forgets the human's half-made choice (hook)."""

    def save(self) -> None:
        """Save the match if it changed since the last save; a failure is said once and
        the game goes on (the next change tries again)."""
        if self.autosave is None:
            return
        self.autosave.tick()
        if self.autosave.notice:
            self.say(self.autosave.notice)
            self.autosave.notice = None

    def say(self, message: str) -> None:
        self.hint = message
        self.hint_time = SAY_SECONDS

    def read_legal(self) -> bool:
        """Read the human's legal moves once per position (a new action, seat or viewer):
        True when read anew, so a table rebuilds its controls only then."""
        s = self.session
        key = (len(s.game.record), s.to_act, s.display_viewer)
        if key == self.legal_key:
            return False
        self.legal_key = key
        self.legal = s.legal()
        return True

    def forget_legal(self) -> None:
        """The moves read are stale (a move made, the table resynced): read them again."""
        self.legal_key = None
        self.legal = []

    def human_may_answer(self) -> bool:
        """The human's controls are live: their move, no curtain, nothing in motion, and
        the moves read for the position the game is in."""
        s = self.session
        return (s.human_to_act and not s.needs_handover() and not self.tweens.busy
                and not s.shown and bool(self.legal) and self.legal_key is not None
                and self.legal_key[0] == len(s.game.record))

    def open_rules(self) -> None:
        """The game's rules over the table (F1, a controller's Back); the game waits."""
        if self.stack is not None:
            from scenes.shell.match.rules import RulesScene  # the table module stays light

            self.stack.push(RulesScene(self.session.game_id))

    # What a table says when there is no move to take back (its game's undo rule).
    nothing_to_take_back = "Nothing to take back now."

    def take_back(self) -> None:
        """The human's fair undo (the session keeps it to their own last moves, as the
        game's undo rule allows); the table catches up with the game."""
        if self.session.undo():
            self.services.sound.play("click")
            self.resync()
        else:
            self.say(self.nothing_to_take_back)

    def fast_forward(self) -> None:
        if self.waiting_overlay is not None:
            overlay = self.waiting_overlay
            self.waiting_overlay = None
            if hasattr(overlay, "finish"):
                overlay.finish()
        self.tweens.finish_all()

    def on_exit(self) -> None:
        if self.worker is not None:
            self.worker.cancel()
        self.coach.cancel()
        self.teacher.cancel()
        if self.autosave is not None:
            self.autosave.close()  # the last action reaches the disk before we go
        if self.phones is not None:
            self.phones.stop()  # no port left open once the table closes

    # ------------------------------------------------------------------ animation
    def animate_batch(self) -> None:
        """Turn the queued event views of one decision into one timeline."""
        steps: list[Task] = []
        while self.session.shown:
            steps.extend(self.steps_for(self.session.shown.popleft()))
        steps.append(Call(self.resync))
        self.tweens.add(Sequence(*steps))
