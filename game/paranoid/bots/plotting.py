"""Building a bot's Plot one `Pick` at a time (spec §3, with the §9.1 restrictions).

The engine offers only picks that keep the draft completable under the options in
play (`plots.can_add`), so choosing among the legal `Pick`s always ends in a legal
Plot. The bot only decides the shape and which flavour of Group to favour.
"""

from __future__ import annotations

import random

from ...core.actions import Action
from .. import Finish, Observation, Pick
from ..catalogue import DELUSIONS, IS_ALIEN, IS_CORPORATION, IS_GOAL, IS_GROUP, MINUS
from ..plots import MAX_GROUPS, MAX_METHODS, kind_counts


def plot_choice(obs: Observation, legal: list[Action], rng: random.Random,
                max_size: int = 7, take_delusions: bool = True) -> Action:
    """The next Pick (or Finish) towards a Plot of up to `max_size` counters.

    A bigger Plot wins an Enemy Victory (§8), so bots aim for 2 Groups, 4 Methods and
    1 Goal. With the optional rules they favour an Alien Group (re-concealing, §9.11),
    a Corporation (an extra Enemy action, §9.12) or Delusions (an outright win, §9.13).
    """
    picks = [a.type for a in legal if isinstance(a, Pick)]
    finish = next((a for a in legal if isinstance(a, Finish)), None)
    draft = obs.plot
    groups, methods, goals = kind_counts(draft)
    opts = obs.options
    group_cap = 1 if DELUSIONS in draft else MAX_GROUPS
    if finish is not None and (len(draft) >= max_size or not picks):
        return finish
    group_picks = [t for t in picks if IS_GROUP[t]]
    goal_picks = [t for t in picks if IS_GOAL[t]]
    method_picks = [t for t in picks if not IS_GROUP[t] and not IS_GOAL[t]]
    if groups == 0 and group_picks:
        # Blind building (§3.3): if every bot drafted Delusions, one would keep it and
        # the rest hold a six-counter Plot: each takes it with chance 1/players.
        blind = opts.get("plot_building") == "blind"
        if blind and rng.random() * len(obs.players) >= 1:
            take_delusions = False
        if opts.get("delusions") and take_delusions and DELUSIONS in group_picks:
            return Pick(DELUSIONS)
        aliens = [t for t in group_picks if IS_ALIEN[t]]
        if opts.get("aliens") and aliens:
            return Pick(rng.choice(aliens))
        corps = [t for t in group_picks if IS_CORPORATION[t]]
        if opts.get("corporations") and corps:
            return Pick(rng.choice(corps))
        return Pick(rng.choice([t for t in group_picks if t != DELUSIONS] or group_picks))
    if groups < group_cap and group_picks:
        corps = [t for t in group_picks if IS_CORPORATION[t]]
        if opts.get("corporations") and corps:
            return Pick(rng.choice(corps))
        plain = [t for t in group_picks if t != DELUSIONS] or group_picks
        return Pick(rng.choice(plain))
    if goals == 0 and goal_picks:
        return Pick(rng.choice(goal_picks))
    if methods < MAX_METHODS and method_picks:
        # (-1) Methods in the own Plot make its twins costly for rivals to name (§5.1).
        minus = [t for t in method_picks if MINUS[t]]
        if minus and rng.random() < 0.5:
            return Pick(rng.choice(minus))
        return Pick(rng.choice(method_picks))
    if finish is not None:
        return finish
    return Pick(rng.choice(picks))
