"""Pieces every conspiracy-game engine in this package shares.

Seeded randomness whose state is plain JSON (`rng`), the error raised for an
illegal action (`errors`), the action base class with a text form (`actions`) and
events that know their audience (`events`). Nothing here knows any game's rules.
"""
