"""Rules engines for the conspiracy-game table. Pure Python: no pygame anywhere here.

- `game.core`: what every game shares (seeded RNG, actions, events, errors).
- `game.paranoid`: Paranoid Delusions. A sibling game gets its own subpackage beside it.
- `game.simulate`: headless random-play simulator with invariant checks.

See docs/engine.md for how to create a game, list and apply actions, read
observations and events, and save and load.
"""
