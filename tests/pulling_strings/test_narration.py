"""The public log (§14): every public event of whole bot games reads as a line, and no
line names a special card that was only drawn (hands are private)."""

from game.pulling_strings.bots import make_bot
from game.pulling_strings.cards import SPECIALS
from game.pulling_strings.game import Game
from game.pulling_strings.narration import describe
from game.pulling_strings.plugin import make_config


def test_every_public_event_reads_and_drawn_specials_stay_hidden() -> None:
    names = ["Ann", "Bo", "Cy", "Di"]
    kinds: set[str] = set()
    for seed in range(3):
        g = Game.new(make_config(["medium"] * 4, names, {"interference": "always"}), seed)
        bots = [make_bot("medium", p, seed) for p in range(4)]
        events = list(g.opening)
        while not g.is_over:
            p = g.waiting_for[0]
            events += g.apply(bots[p].choose(g.observe(p), g.legal_actions(p)), p)
        for e in events:
            view = e.view(None)
            line = describe(view, names)
            kinds.add(e.kind)
            if e.kind == "drew":
                assert not any(sp.name in line for sp in SPECIALS)
            if e.kind in ("attack", "rolled", "captured", "special", "game_over", "turn"):
                assert line, e.kind
    assert {"attack", "rolled", "captured", "game_over"} <= kinds


def test_a_need_that_cannot_be_rolled_is_said_as_what_it_takes() -> None:
    """Issue 31: the log read "(need -6)" for an attack nobody could win as it stood."""
    names = ["Ann", "Bo"]
    attack = {"kind": "attack", "player": 0, "attacker": -1, "target": 41,
              "attack_kind": 0, "need": -6}
    line = describe(attack, names)
    assert "cannot succeed: add 8 S" in line and "-6" not in line, line
    paid = describe({"kind": "paid", "player": 0, "amount": 2, "need": -4}, names)
    assert "cannot succeed: add 6 S" in paid and "-4" not in paid, paid
    assert "need now 7" in describe({"kind": "paid", "player": 0, "amount": 2, "need": 7},
                                    names)
    best = describe({"kind": "paid", "player": 0, "amount": 5, "need": 12}, names)
    assert "as likely as it gets" in best, best
