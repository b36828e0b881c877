"""Scene stack: requests between frames, lifecycle pairing, input and drawing order."""

from __future__ import annotations

import pygame
import pytest

from scenes.shell.screens.scene import Scene
from scenes.shell.screens.stack import SceneStack
from scenes.shell.window.transition import Fade, fade_to
from scenes.ui.tween import Tween


class Probe(Scene):
    """Records its lifecycle calls, input and draws in a shared journal."""

    def __init__(self, name: str, journal: list[str], *, opaque: bool = True,
                 consume: bool = True) -> None:
        super().__init__()
        self.name = name
        self.journal = journal
        self.opaque = opaque
        self.consume = consume
        self.events: list[pygame.event.Event] = []
        self.updates = 0
        self.pauses = 0
        self.resumes = 0

    def on_enter(self) -> None:
        self.journal.append(f"{self.name}.enter")

    def on_exit(self) -> None:
        self.journal.append(f"{self.name}.exit")

    def on_pause(self) -> None:
        self.pauses += 1
        self.journal.append(f"{self.name}.pause")

    def on_resume(self) -> None:
        self.resumes += 1
        self.journal.append(f"{self.name}.resume")

    def handle_event(self, event: pygame.event.Event) -> bool:
        self.events.append(event)
        return self.consume

    def update(self, dt: float) -> None:
        self.updates += 1

    def draw(self, surface: pygame.Surface) -> None:
        self.journal.append(f"{self.name}.draw")


def key(k: int = pygame.K_a) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k)


@pytest.fixture
def journal() -> list[str]:
    return []


def test_requests_wait_for_apply_pending(journal: list[str]) -> None:
    stack = SceneStack()
    a = Probe("a", journal)
    stack.push(a)
    assert len(stack) == 0 and stack.pending and journal == []
    stack.apply_pending()
    assert stack.top is a and not stack.pending
    assert journal == ["a.enter", "a.resume"]


def test_push_pop_replace_clear_lifecycle(journal: list[str]) -> None:
    stack = SceneStack()
    a, b, c = Probe("a", journal), Probe("b", journal), Probe("c", journal)
    stack.push(a)
    stack.push(b)
    stack.apply_pending()
    assert journal == ["a.enter", "a.resume", "a.pause", "b.enter", "b.resume"]
    journal.clear()
    stack.replace(c)
    stack.apply_pending()
    # Replacing does not wake the scene underneath in between.
    assert journal == ["b.pause", "b.exit", "c.enter", "c.resume"]
    assert stack.scenes == (a, c) and b.stack is None
    journal.clear()
    stack.pop()
    stack.apply_pending()
    assert journal == ["c.pause", "c.exit", "a.resume"]
    journal.clear()
    stack.push(b)
    stack.clear()
    stack.apply_pending()
    assert journal == ["a.pause", "b.enter", "b.resume", "b.pause", "b.exit", "a.exit"]
    assert len(stack) == 0


def test_every_resume_is_matched_by_a_pause(journal: list[str]) -> None:
    stack = SceneStack()
    scenes = [Probe(str(i), journal) for i in range(4)]
    ops = [("push", 0), ("push", 1), ("push", 2), ("pop", None), ("push", 3), ("replace", 2),
           ("pop_specific", 0), ("push", 3), ("pop", None), ("clear", None)]
    for op, i in ops:
        if op == "push":
            stack.push(scenes[i])
        elif op == "replace":
            stack.replace(scenes[i])
        elif op == "pop":
            stack.pop()
        elif op == "pop_specific":
            stack.pop(scenes[i])
        else:
            stack.clear()
        stack.apply_pending()
        for s in stack.scenes[:-1]:  # covered scenes are paused
            assert s.resumes == s.pauses
        if stack.top is not None:  # the top scene is running
            assert stack.top.resumes == stack.top.pauses + 1
    for s in scenes:
        assert s.resumes == s.pauses and s.stack is None


def test_requests_from_inside_a_frame_apply_in_order(journal: list[str]) -> None:
    stack = SceneStack()

    class Chooser(Probe):
        def handle_event(self, event: pygame.event.Event) -> bool:
            self.stack.replace(Probe("next", journal))  # type: ignore[union-attr]
            self.stack.push(Probe("over", journal))  # type: ignore[union-attr]
            return True

    stack.push(Chooser("chooser", journal))
    stack.apply_pending()
    assert stack.handle_event(key())
    assert [type(s).__name__ for s in stack.scenes] == ["Chooser"]  # nothing changed yet
    stack.apply_pending()
    assert [s.name for s in stack.scenes] == ["next", "over"]  # type: ignore[attr-defined]


def test_only_the_top_scene_gets_input(journal: list[str]) -> None:
    stack = SceneStack()
    a, b = Probe("a", journal), Probe("b", journal, consume=False)
    stack.push(a)
    stack.push(b)
    stack.apply_pending()
    assert stack.handle_event(key()) is False  # b did not consume; still not passed down
    assert len(b.events) == 1 and a.events == []
    assert SceneStack().handle_event(key()) is False


def test_draw_walks_down_to_the_topmost_opaque_scene(journal: list[str]) -> None:
    stack = SceneStack()
    for name, opaque in (("floor", True), ("board", True), ("pause", False), ("toast", False)):
        stack.push(Probe(name, journal, opaque=opaque))
    stack.apply_pending()
    journal.clear()
    stack.draw(pygame.Surface((16, 16)))
    assert journal == ["board.draw", "pause.draw", "toast.draw"]


def test_no_opaque_scene_clears_the_screen_first(journal: list[str]) -> None:
    stack = SceneStack()
    stack.push(Probe("ghost", journal, opaque=False))
    stack.apply_pending()
    surface = pygame.Surface((8, 8))
    surface.fill((255, 0, 0))
    stack.draw(surface)
    assert surface.get_at((0, 0))[:3] == (0, 0, 0)


def test_update_reaches_below_only_when_allowed(journal: list[str]) -> None:
    stack = SceneStack()
    board = Probe("board", journal)
    overlay = Probe("overlay", journal, opaque=False)
    stack.push(board)
    stack.push(overlay)
    stack.apply_pending()
    stack.update(0.016)
    assert (board.updates, overlay.updates) == (0, 1)  # paused board is frozen
    overlay.updates_below = True
    stack.update(0.016)
    assert (board.updates, overlay.updates) == (1, 2)


def test_tweens_die_with_their_scene(journal: list[str]) -> None:
    stack = SceneStack()
    scene = Probe("a", journal)
    box = {"x": 0.0}
    fired: list[str] = []
    scene.tweens.add(Tween(box, 1.0, x=10.0).on_finish(lambda: fired.append("done")))
    stack.push(scene)
    stack.apply_pending()
    stack.update(0.5)
    assert box["x"] == pytest.approx(5.0)
    stack.pop()
    stack.apply_pending()
    stack.update(1.0)
    assert len(scene.tweens) == 0 and fired == [] and box["x"] == pytest.approx(5.0)


def test_stack_speed_zero_completes_tweens_at_once(journal: list[str]) -> None:
    stack = SceneStack(speed=0.0)
    scene = Probe("a", journal)
    box = {"x": 0.0}
    scene.tweens.add(Tween(box, 5.0, x=1.0))
    stack.push(scene)
    stack.apply_pending()
    stack.update(0.001)
    assert box["x"] == 1.0


def test_popping_twice_or_an_absent_scene_is_harmless(journal: list[str]) -> None:
    stack = SceneStack()
    a = Probe("a", journal)
    stack.push(a)
    stack.pop(a)
    stack.pop(a)
    stack.pop()
    stack.apply_pending()
    assert len(stack) == 0


def test_pushing_a_scene_twice_is_an_error(journal: list[str]) -> None:
    stack = SceneStack()
    a = Probe("a", journal)
    stack.push(a)
    stack.push(a)
    with pytest.raises(ValueError):
        stack.apply_pending()


def test_runaway_requests_are_stopped() -> None:
    stack = SceneStack()

    class Breeder(Scene):
        def on_enter(self) -> None:
            self.stack.push(Breeder())  # type: ignore[union-attr]

    stack.push(Breeder())
    with pytest.raises(RuntimeError):
        stack.apply_pending()


def test_fade_swallows_input_and_pops_itself(journal: list[str]) -> None:
    stack = SceneStack()
    board = Probe("board", journal)
    done: list[bool] = []
    stack.push(board)
    stack.push(Fade(0.2, on_done=lambda: done.append(True)))
    stack.apply_pending()
    fade = stack.top
    assert isinstance(fade, Fade) and not fade.opaque
    assert stack.handle_event(key()) is True and board.events == []
    surface = pygame.Surface((32, 32))
    for _ in range(5):
        stack.update(0.05)
        stack.draw(surface)
        stack.apply_pending()
    assert stack.scenes == (board,) and done == [True]
    assert board.updates > 0  # the scene under a fade keeps running


def test_fade_to_swaps_scenes_behind_the_veil(journal: list[str]) -> None:
    stack = SceneStack()
    old, new = Probe("old", journal), Probe("new", journal)
    stack.push(old)
    stack.apply_pending()
    fade_to(stack, new, duration=0.1)
    for _ in range(20):
        stack.apply_pending()
        stack.update(0.02)
    stack.apply_pending()
    assert stack.scenes == (new,)
    assert old.stack is None and old.resumes == old.pauses
    assert new.resumes == new.pauses + 1


def test_fade_to_can_push_over(journal: list[str]) -> None:
    stack = SceneStack(speed=0.0)  # instant: the fades complete on their first update
    old, new = Probe("old", journal), Probe("new", journal)
    stack.push(old)
    stack.apply_pending()
    fade_to(stack, new, replace=False)
    for _ in range(4):
        stack.apply_pending()
        stack.update(0.016)
    stack.apply_pending()
    assert stack.scenes == (old, new)


def test_scene_outside_a_stack_has_default_services() -> None:
    scene = Scene()
    assert scene.services.art is not None
    scene.services.sound.play("click")  # silent, no error
    scene.close()  # not on a stack: nothing to do
