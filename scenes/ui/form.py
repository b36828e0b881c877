"""A settings form: labelled rows the keyboard walks and the mouse clicks.

Up/Down (or Tab / Shift+Tab) move the focus, Left/Right change the focused value,
Enter or Space activates (toggle, button); Enter, or simply typing, edits a text
field. While a text field is edited, typed text arrives as TEXTINPUT events; Enter or
Tab keeps it, Esc restores it. The mouse focuses what it hovers; a click on ◀ / ▶
steps a value, elsewhere it activates the row. Touch works through SDL's
touch-to-mouse events.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from scenes.ui import pen, text, theme

ARROW_W = 44  # the clickable ◀ / ▶ areas at a value's ends
VALUE_W = 300  # the value part at the right of a row
ARROW_HALF_W = 9  # the ◀ ▶ glyph reaches this far either side of its centre
ARROW_CLEAR = ARROW_W // 2 + ARROW_HALF_W + 3  # a value's text keeps this far from its ends
MIN_PX = 16  # the smallest a label or value shrinks to before it is cut with "…"
ROW_FILL = (32, 34, 44)
EDIT_FILL = (52, 46, 30)
SELECTION = (64, 86, 140)  # the whole text, selected: the first key replaces it

Feedback = Callable[[str], None]


class Field:
    """One row. Subclasses say how it shows its value and how it reacts."""

    steps = False  # True: Left/Right change it and it draws ◀ ▶

    def __init__(self, label: str, *, enabled: bool = True, hint: str = "") -> None:
        self.label = label
        self.enabled = enabled
        self.hint = hint  # a line shown while the row has the focus

    def value_text(self) -> str:
        return ""

    def change(self, delta: int) -> bool:
        """Left/Right; True when the value changed."""
        return False

    def activate(self) -> bool:
        """Enter / click; True when something happened."""
        return False

    def value_rect(self, rect: pygame.Rect) -> pygame.Rect:
        return pygame.Rect(rect.right - VALUE_W - 8, rect.y + 4, VALUE_W, rect.height - 8)

    def click(self, pos: tuple[int, int], rect: pygame.Rect) -> str:
        """What a click at `pos` does: "left", "right", "edit" or "activate"."""
        value = self.value_rect(rect)
        if self.steps and value.collidepoint(pos):
            if pos[0] < value.x + ARROW_W:
                return "left"
            if pos[0] >= value.right - ARROW_W:
                return "right"
        return "activate"

    def label_layout(self, rect: pygame.Rect) -> tuple[int, str, pygame.Rect]:
        """The label's size, text and box: shrunk, then cut, so that a long label or
        Text size 120% never runs into the value."""
        box = pygame.Rect(rect.x + 40, rect.y, self.value_rect(rect).x - rect.x - 48,
                          rect.height)
        px = text.shrink_to_fit(self.label, theme.BODY_PX, box.width, MIN_PX)
        return px, text.ellipsize(self.label, px, box.width), box

    def value_layout(self, value: pygame.Rect) -> tuple[int, list[str], pygame.Rect]:
        """The value's size, lines and the box they must stay in: between the ◀ ▶
        arrows, shrunk or wrapped on two lines (issue 22: "When close to winning")."""
        inset = ARROW_CLEAR if self.steps else 6
        box = value.inflate(-2 * inset, -2)
        px, lines = text.fit_block(self.value_text(), theme.BODY_PX, box.width, box.height,
                                   MIN_PX)
        return px, lines, box

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, focused: bool,
             editing: bool) -> None:
        ink = theme.INK if self.enabled else theme.INK_DIM
        px, label, box = self.label_layout(rect)
        text.blit_text(surface, label, px, theme.ACCENT if focused else ink,
                       box.midleft, anchor="midleft")
        self.draw_value(surface, self.value_rect(rect), focused)

    def draw_value(self, surface: pygame.Surface, value: pygame.Rect, focused: bool) -> None:
        ink = theme.INK if self.enabled else theme.INK_DIM
        px, lines, _ = self.value_layout(value)
        step = text.font(px).get_linesize()
        top = value.centery - step * len(lines) // 2
        for i, line in enumerate(lines):
            text.blit_text(surface, line, px, ink, (value.centerx, top + i * step + step // 2),
                           anchor="center")
        if self.steps and self.enabled:
            colour = theme.ACCENT if focused else theme.INK_DIM
            _arrow(surface, value.x + ARROW_W // 2, value.centery, -1, colour)
            _arrow(surface, value.right - ARROW_W // 2, value.centery, 1, colour)


class Choice(Field):
    """One of a list of values; Left/Right step through them (wrapping)."""

    steps = True

    def __init__(self, label: str, values: Sequence[Any], value: Any, *,
                 show: Callable[[Any], str] = str, on_change: Callable[[Any], None] | None = None,
                 wrap: bool = True, hint: str = "") -> None:
        super().__init__(label, hint=hint)
        self.values = list(values)
        self.index = self.values.index(value)
        self.show = show
        self.on_change = on_change
        self.wrap = wrap

    @property
    def value(self) -> Any:
        return self.values[self.index]

    @value.setter
    def value(self, new: Any) -> None:
        self.index = self.values.index(new)

    def value_text(self) -> str:
        return self.show(self.value)

    def change(self, delta: int) -> bool:
        n = len(self.values)
        if self.wrap:
            delta = max(-1, min(1, delta))  # Page Up/Down jump only along numbers
        i = (self.index + delta) % n if self.wrap else max(0, min(n - 1, self.index + delta))
        if i == self.index:
            return False
        self.index = i
        if self.on_change is not None:
            self.on_change(self.value)
        return True

    def activate(self) -> bool:
        return self.change(1)


class Toggle(Choice):
    """On or off; Enter, Left or Right flip it."""

    def __init__(self, label: str, value: bool = False, *, hint: str = "",
                 on_change: Callable[[Any], None] | None = None) -> None:
        super().__init__(label, [False, True], value, show=lambda v: "On" if v else "Off",
                         hint=hint, on_change=on_change)


class Number(Choice):
    """A whole number in lo..hi; Left/Right step by `step` (Page Up/Down by 10 steps)."""

    def __init__(self, label: str, lo: int, hi: int, value: int, *, step: int = 1,
                 hint: str = "", show: Callable[[Any], str] = str,
                 on_change: Callable[[Any], None] | None = None) -> None:
        values = list(range(lo, hi + 1, step))
        if value not in values:
            values = sorted({*values, value})
        super().__init__(label, values, value, hint=hint, wrap=False, show=show,
                         on_change=on_change)

    def activate(self) -> bool:
        return False  # Enter on a number would surprise; the arrows change it


class TextField(Field):
    """Typed text. `allowed` filters characters (e.g. digits for a seed)."""

    def __init__(self, label: str, value: str = "", *, max_len: int = 20,
                 allowed: Callable[[str], bool] | None = None, placeholder: str = "",
                 hint: str = "") -> None:
        super().__init__(label, hint=hint)
        self.text = value
        self.max_len = max_len
        self.allowed = allowed or (lambda ch: ch.isprintable())
        self.placeholder = placeholder
        self.before_edit = value
        self.edited = False  # the player typed here (so defaults stop replacing it)
        self.was_edited = False
        self.fresh = False  # just opened: the first key replaces the text (as if selected)

    def activate(self) -> bool:
        return True  # the form starts editing

    def insert(self, typed: str) -> None:
        if self.fresh:
            self.text = ""
            self.fresh = False
        for ch in typed:
            if len(self.text) < self.max_len and self.allowed(ch):
                self.text += ch
                self.edited = True

    def backspace(self) -> None:
        self.text = "" if self.fresh else self.text[:-1]  # fresh: the whole text is selected
        self.fresh = False
        self.edited = True

    def value_text(self) -> str:
        return self.text

    def draw_text(self, surface: pygame.Surface, box: pygame.Rect, focused: bool,
                  editing: bool) -> None:
        pen.rect(surface, EDIT_FILL if editing else ROW_FILL, box, border_radius=8)
        pen.rect(surface, theme.ACCENT if editing else theme.PANEL_EDGE, box,
                         2, border_radius=8)
        shown = self.text or ("" if editing else self.placeholder)
        colour = theme.INK if self.text else theme.INK_DIM
        room = box.width - 24
        if not editing:  # at rest a long text reads from its start, cut with "…"
            shown = text.ellipsize(shown, theme.BODY_PX, room)
        image = text.cached(shown, theme.BODY_PX, colour)  # drawn every frame
        clip = image.get_rect()
        if clip.width > room:  # show the end, where the caret is
            clip.x = clip.width - room
            clip.width = room
        pos = (box.x + 12, box.centery - image.get_height() // 2)
        if editing and self.fresh and self.text:
            pen.rect(surface, SELECTION,
                             (pos[0] - 2, box.y + 6, clip.width + 4, box.height - 12))
        surface.blit(image, pos, clip)
        if editing:
            x = pos[0] + min(clip.width, image.get_width()) + 2
            pen.line(surface, theme.ACCENT, (x, box.y + 8), (x, box.bottom - 8), 3)

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, focused: bool,
             editing: bool) -> None:
        px, label, box = self.label_layout(rect)
        text.blit_text(surface, label, px, theme.ACCENT if focused else theme.INK,
                       box.midleft, anchor="midleft")
        self.draw_text(surface, self.value_rect(rect), focused, editing)


class Button(Field):
    """A row that runs `action`; drawn as a button filling its rect."""

    def __init__(self, label: str, action: Callable[[], None], *, primary: bool = False,
                 hint: str = "") -> None:
        super().__init__(label, hint=hint)
        self.action = action
        self.primary = primary

    def activate(self) -> bool:
        self.action()
        return True

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, focused: bool,
             editing: bool) -> None:
        # Only the focused button is lit (issue 22: a lit primary beside the focus read as
        # two focused buttons); the primary one is where the focus starts.
        fill = theme.FOCUS_FILL if focused else ROW_FILL
        pen.rect(surface, fill, rect, border_radius=12)
        edge = theme.ACCENT if focused else theme.PANEL_EDGE
        pen.rect(surface, edge, rect, 3, border_radius=12)
        px = text.shrink_to_fit(self.label, theme.MENU_PX - 2, rect.width - 24, MIN_PX)
        text.blit_text(surface, text.ellipsize(self.label, px, rect.width - 24), px,
                       theme.ACCENT if focused else theme.INK, rect.center, anchor="center")


def _arrow(surface: pygame.Surface, cx: int, cy: int, direction: int,
           colour: tuple[int, int, int]) -> None:
    w, h = ARROW_HALF_W, 12
    pen.polygon(surface, colour, [(cx - direction * w, cy - h), (cx + direction * w, cy),
                                          (cx - direction * w, cy + h)])


class Form:
    """Rows with rectangles, one focus, and at most one text field being edited."""

    def __init__(self, feedback: Feedback | None = None) -> None:
        self.fields: list[Field] = []
        self.rects: list[pygame.Rect] = []
        self.focus = 0
        self.editing: TextField | None = None
        self.feedback = feedback

    def add(self, field: Field, rect: pygame.Rect) -> Field:
        self.fields.append(field)
        self.rects.append(rect)
        return field

    def clear(self) -> None:
        self.finish_edit()
        self.fields.clear()
        self.rects.clear()

    @property
    def focused(self) -> Field | None:
        return self.fields[self.focus] if self.fields else None

    def focus_on(self, field: Field) -> None:
        if field in self.fields:
            self.focus = self.fields.index(field)

    def move(self, delta: int) -> None:
        n = len(self.fields)
        i = self.focus
        for _ in range(n):
            i = (i + delta) % n
            if self.fields[i].enabled:
                break
        if i != self.focus:
            self.focus = i
            self._feedback("click")

    def field_at(self, pos: tuple[int, int]) -> int | None:
        for i, rect in enumerate(self.rects):
            if rect.collidepoint(pos) and self.fields[i].enabled:
                return i
        return None

    # -- editing ------------------------------------------------------------------------
    def start_edit(self, field: TextField) -> None:
        self.editing = field
        field.before_edit = field.text
        field.was_edited = field.edited
        field.fresh = True
        try:
            pygame.key.start_text_input()
            pygame.key.set_text_input_rect(self.rects[self.fields.index(field)])
        except (pygame.error, ValueError):
            pass  # no text input on this driver: typing simply does nothing

    def finish_edit(self, keep: bool = True) -> None:
        field = self.editing
        if field is None:
            return
        if not keep:
            field.text = field.before_edit
            field.edited = field.was_edited
        field.fresh = False
        self.editing = None

    def _activate(self, field: Field) -> None:
        if not field.enabled:
            self._feedback("error")
            return
        if isinstance(field, TextField):
            self._feedback("click")
            self.start_edit(field)
            return
        if field.activate():
            self._feedback("click")

    # -- input --------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.editing is not None and self._edit_event(event):
            return True
        field = self.focused
        if isinstance(field, TextField) and field.enabled and (
                event.type == pygame.TEXTINPUT and event.text.strip()
                or event.type == pygame.KEYDOWN and event.key == pygame.K_BACKSPACE):
            self.start_edit(field)  # typing on a focused text field edits it at once
            return self._edit_event(event)
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEMOTION:
            i = self.field_at(event.pos)
            if i is not None:
                self.focus = i
            return i is not None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            i = self.field_at(event.pos)
            if i is None:
                return False
            self.focus = i
            field = self.fields[i]
            what = field.click(event.pos, self.rects[i])
            if what in ("left", "right"):
                if field.change(-1 if what == "left" else 1):
                    self._feedback("click")
            elif what == "edit" and isinstance(field, TextField):
                self.start_edit(field)
            else:
                self._activate(field)
            return True
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        key = event.key
        field = self.focused
        if key in (pygame.K_DOWN, pygame.K_TAB) and not (
                key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT):
            self.move(1)
        elif key in (pygame.K_UP, pygame.K_TAB):
            self.move(-1)
        elif field is None:
            return False
        elif key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            delta = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_PAGEUP: 10,
                     pygame.K_PAGEDOWN: -10}[key]
            if field.change(delta):
                self._feedback("click")
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER) or (
                key == pygame.K_SPACE and not isinstance(field, TextField)):
            # Space would also arrive as typed text: it never opens a text field.
            self._activate(field)
        else:
            return False
        return True

    def _edit_event(self, event: pygame.event.Event) -> bool:
        """Events while a text field is edited; True when consumed."""
        field = self.editing
        assert field is not None
        if event.type == pygame.TEXTINPUT:
            field.insert(event.text)
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                field.backspace()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB):
                self.finish_edit()
                self._feedback("click")
                if event.key == pygame.K_TAB:
                    self.move(1)
            elif event.key == pygame.K_ESCAPE:
                self.finish_edit(keep=False)
            elif event.key in (pygame.K_UP, pygame.K_DOWN):
                self.finish_edit()
                return False  # and move on, as outside editing
            return True  # letters arrive as TEXTINPUT; their KEYDOWNs are swallowed
        if event.type == pygame.MOUSEBUTTONDOWN:
            i = self.field_at(event.pos)
            if i is None or self.fields[i] is not field:
                self.finish_edit()
                return False  # the click goes on to whatever it hit
            return True
        return False

    # -- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        for i, (field, rect) in enumerate(zip(self.fields, self.rects)):
            focused = i == self.focus
            if focused and not isinstance(field, Button):
                pen.rect(surface, theme.FOCUS_FILL, rect, border_radius=10)
                pen.rect(surface, theme.ACCENT, rect, 3, border_radius=10)
                cy = rect.centery  # a pointer too: focus never rests on colour alone
                pen.polygon(surface, theme.ACCENT, [
                    (rect.left + 12, cy - 9), (rect.left + 26, cy), (rect.left + 12, cy + 9)])
            field.draw(surface, rect, focused, field is self.editing)

    def _feedback(self, name: str) -> None:
        if self.feedback is not None:
            self.feedback(name)
