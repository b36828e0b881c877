"""The quietest legal move: what a bot plays when its search overran or its policy
picked an illegal move (the plugin's `fallback`). Here, not in the plugin, so the bots
need not import the plugin that imports them."""

from __future__ import annotations

from ...core.actions import Action

_QUIET_KINDS = ("quiet", "decline", "pass")


def fallback(legal: list[Action]) -> Action:
    """What a bot that overran its time plays: the move that changes least — keep
    quiet, decline, pass, abstain — never a pact break or a lie."""
    for a in legal:
        if a.kind in _QUIET_KINDS or (a.kind == "vote" and a.values[1] == 0):
            return a
    return legal[0]
