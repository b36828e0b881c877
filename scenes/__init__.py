"""Presentation layer: scene stack, tweens, layout, procedural art and sound (pygame-ce).

Nothing in `game/` may import from here; this package only reads the engine's data.
"""

import os

# Set before any submodule imports pygame, so the banner never reaches a user's terminal.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
