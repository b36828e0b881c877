"""The public log (spec §8): one line per public event, naming no private item."""

from __future__ import annotations

import random

from game.intrigue.content import pools
from game.intrigue.plugin import describe

from .scenario import new

NAMES = ["Teodor Vrbka", "Mila Ostrakova", "Gennadi Pultov", "Zora Velichek",
         "Anton Brasko", "Irina Dolgorova"]


def test_public_lines_read_the_rumour_and_never_a_secret() -> None:
    g = new(6, 9)
    rnd = random.Random(9)
    lines = [describe(e.view(None), NAMES) for e in g.opening]
    whispered: set[str] = set()
    while not g.is_over:
        p = rnd.choice(g.waiting_for)
        acts = g.legal_actions(p)
        for e in g.apply(acts[rnd.randrange(len(acts))], p):
            if e.kind == "note" and "heading" in e.secret:
                whispered.add(pools().texts[e.secret["heading"]])
            lines.append(describe(e.view(None), NAMES))
    text = "\n".join(lines)
    assert "raises a rumour" in text and "The file is opened" in text
    raised = {line.split(": ", 1)[1] for line in lines if "raises a rumour" in line}
    assert raised, "raised rumours are named with their heading"
    for line in lines:
        if "mingles" in line or "answers a note" in line:
            assert not any(h in line for h in whispered)
    assert not any("spreader" in line for line in lines)
