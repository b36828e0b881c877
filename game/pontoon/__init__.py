"""Conspiracy Pontoon (Mark Tolley, 1998): the rules of ../shared/specs/conspiracy-pontoon.md.

Modules follow the spec: `subjects` (§2 data), `options` (§14), `hand` (§5.1 values and
ranking), `board` (§3, §6.2 geometry and legal lines), `state`, `deal` (§4–§5.6),
`conspiracy` (§6), `inquisition` (§7), `ending` (§8), `rules` (the single gatekeeper),
`observation` (§10), `redeal`, `theory` (§12.3 sentences), `game.Game` (what clients use).
Nothing is imported eagerly: `from game.pontoon.game import Game`.
"""
