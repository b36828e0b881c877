"""Playing-card pieces shared by the card games (Ninety-Nine Paranoia, Conspiracy Pontoon).

Cards are `game.core.cards.Card` values. Everything here is drawn procedurally and cached
by content; nothing knows any game's rules. A game passes its own marks (poison cards, a
trump) as an `Accent`; hidden cards are drawn with `back(...)` and never with a face.

API (stable; other games build on it)
-------------------------------------

Sizes (`scenes.cards.art`)
    SMALL, MEDIUM, LARGE, HUGE: `(w, h)` tuples (56×80, 84×120, 112×160, 140×200).
    LARGE is the hand of the player at the screen (rank ≥ 40 px: reads from a sofa at
    1280×720), MEDIUM the pile and face-up opponents, SMALL the counts of other hands.
    `card_size(height) -> (w, h)` any other height at the 7:10 ratio.

Art (`scenes.cards.art`)
    `Accent(key, colour, label="", mark="")`: a game's optional mark on a face, e.g.
        `Accent("poison", (120, 200, 60), "POISON", "skull")`; marks: "skull", "eye",
        "star", "" (none). Part of the cache key; a face without one is a plain card.
    `art = CardArt(services.art)` (or `card_art(services.art)`: one shared per Art)
    `art.face(card, size, accent=None, angle=0) -> Surface`  rank + suit pips, red/black,
        court cards with a big letter and a simple motif, Jokers; `angle` in degrees
        (rotated copies are cached too, so keep angles to a few whole values).
    `art.back(size, angle=0, tint=None) -> Surface`  the one card back (optional tint).
    `art.glow(size, colour, angle=0) -> Surface`  a soft halo to blit under a card
        (legal / focused / selected highlights; `sprite.glow = colour` draws it).
    `art.shadow(size) -> Surface`; `art.pip(suit, px, colour)`; `art.mark(mark, px, colour)`.
    Faces are only ever requested through `CardArt.face` — a privacy test can subclass
    `CardArt` and record every card whose face is drawn.

Sprites and layouts (`scenes.cards.layout`)
    `CardSprite(card=None, x=0, y=0, face_up=False, size=MEDIUM, angle=0, accent=None)`:
        one card on the table; `card=None` is an unknown card (always a back). Tweened
        fields: x, y (centre), angle, scale_x (a flip squeezes it to 0 and back), lift
        (px up), alpha (0..255). `sprite.draw(surface, art)`; `sprite.blits(art)` the same
        as (image, top-left) pairs for one `fblits` over many sprites; `sprite.rect`.
    `squeezed(image, width)`: a card narrowed as it turns, scaled once per width and kept.
    `HandFan(n, rect, size=LARGE, spread=None, max_angle=0)`: positions for a fanned hand
        of n cards inside `rect` (centred along its bottom edge).
        `.centres() -> [(x, y)]`, `.rects() -> [Rect]`, `.angle(i)`,
        `.hit(pos, lifted=()) -> index | None` (topmost card first; lifted cards hit at
        their lifted place), `.LIFT` px a legal / focused card rises.
    `PileLayout(centre, size=MEDIUM, keep=6)`: where the i-th card from the top rests
        (`slot(k) -> (x, y, angle)`, a small seeded scatter so the pile looks thrown).

Motion (`scenes.cards.motion`) — each returns a `scenes.ui.tween` Task to add to a scene's
TweenGroup or to return from `TableScene.steps_for`:
    `fly(sprite, to, duration=0.35, delay=0.0, angle=None, ease="outCubic")`
    `flip(sprite, face_up=True, duration=0.28)`  (swaps side at the half-way squeeze)
    `deal(sprites, targets, stagger=0.07, duration=0.3)`  cards leave one after another
    `pass_along(moves, duration=0.55)`  every (sprite, target) moves at the same moment
    `shuffle(sprites, centre, duration=0.7)`  a riffle: split, interleave, square up
    `pop(sprite, lift=22.0, duration=0.25)`  a short emphasis (hop up and settle)
"""

from scenes.cards.art import HUGE, LARGE, MEDIUM, SMALL, Accent, CardArt, Size, card_art, card_size
from scenes.cards.layout import CardSprite, HandFan, PileLayout, squeezed
from scenes.cards.motion import deal, flip, fly, pass_along, pop, shuffle

__all__ = ["HUGE", "LARGE", "MEDIUM", "SMALL", "Accent", "CardArt", "CardSprite", "HandFan",
           "PileLayout", "Size", "card_art", "card_size", "deal", "flip", "fly", "pass_along",
           "pop", "shuffle", "squeezed"]
