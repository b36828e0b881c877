"""A rating that moves with each game: openskill's Plackett-Luce model (Weng-Lin).

Each human profile carries (mu, sigma), starting at openskill's 25 ± 8.33. Bots do not
learn from a game: each level has a fixed rating with a tiny sigma, so beating a hard bot
is worth more than beating an easy one and a bot never drifts. Winners rank first, every
other seat shares second place (the games' outcomes name winners; their scores are not
comparable across games). Shown as `points(mu)`: 40 points a unit, 1000 to begin with.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

START = (25.0, 25.0 / 3)
BOT_MU = {"random": 15.0, "easy": 22.0, "medium": 27.0, "hard": 31.0}
BOT_SIGMA = 0.5


def points(mu: float) -> int:
    return round(mu * 40)


@cache
def _model() -> Any:
    from openskill.models import PlackettLuce  # imported on first rating, not at start

    return PlackettLuce()


def rate(seats: Sequence[tuple[str, float | None, float | None, bool]],
         draw: bool = False) -> list[tuple[float, float] | None]:
    """`seats`: (kind, mu, sigma, winner) each, mu/sigma None for a new human; the new
    (mu, sigma) of each human seat (None for bots)."""
    model = _model()
    teams = []
    for kind, mu, sigma in ((s[0], s[1], s[2]) for s in seats):
        if kind == "human":
            mu, sigma = (mu, sigma) if mu is not None and sigma is not None else START
        else:
            mu, sigma = BOT_MU.get(kind, 25.0), BOT_SIGMA
        teams.append([model.rating(mu=mu, sigma=sigma)])
    ranks = [0 if (s[3] or draw) else 1 for s in seats]
    if len(set(ranks)) == 1 and not draw:  # nobody won: a shared place, no news
        ranks = [0] * len(seats)
    new = model.rate(teams, ranks=ranks)
    return [(float(t[0].mu), float(t[0].sigma)) if s[0] == "human" else None
            for s, t in zip(seats, new)]
