# ruff: noqa: E501  (a table of code patterns, kept one per line)
"""Mutation check for the Pontoon rule tests: break one rule at a time in a temporary copy
of the project (benchmarks/mutation_runner.py), run the rule tests, expect a failure.

    python benchmarks/pontoon_mutations.py [text]   # only rules whose name holds text
"""

from __future__ import annotations

from mutation_runner import main

# The rule tests only: a break must be caught by a test of its own rule area, not by the
# random-play or bot tests.
RULE_TESTS = ("tests/pontoon", "--ignore=tests/pontoon/test_random_play.py",
              "--ignore=tests/pontoon/test_spec_12_bots.py")
# (rule, file, old, new); each must make RULE_TESTS fail
MUTATIONS = [
    ("§5.5 banker wins ties", "game/pontoon/hand.py",
     "key > best[2] or (key == best[2] and player == banker", "key > best[2] or (False"),
    ("§5.5 punter nearest left wins ties", "game/pontoon/hand.py",
     "key > best[2] or", "key >= best[2] or"),
    ("§5.1 five-card trick", "game/pontoon/hand.py",
     "if len(ranks) >= 5:\n        return FIVE_CARD_TRICK", "if len(ranks) >= 6:\n        return FIVE_CARD_TRICK"),
    ("§5.1 split A+10 is not Pontoon", "game/pontoon/hand.py",
     "return (not split and len(ranks) == 2", "return (len(ranks) == 2"),
    ("§5.3 stick at 15", "game/pontoon/deal.py", "best_total(ranks) >= 15", "best_total(ranks) >= 13"),
    ("§5.3 split once", "game/pontoon/deal.py", "if not split and len(ranks) == 2",
     "if len(ranks) == 2"),
    ("§5.3 split equal ranks", "game/pontoon/deal.py", "ranks[0] == ranks[1]",
     "ph.value(ranks[0]) == ph.value(ranks[1])"),
    ("§9 forced stick", "game/pontoon/deal.py", "    elif not s.deck:\n        s.status[p][h] = FORCED",
     "    elif False:\n        s.status[p][h] = FORCED"),
    ("§5.6 standard passing", "game/pontoon/deal.py", "s.banker = s.next_banker", "pass"),
    ("§6.2.3 centre", "game/pontoon/board.py", "else BIT[CENTRE]", "else BIT[0]"),
    ("§6.2.3 connected", "game/pontoon/board.py", "near = beside(taken) if taken", "near = FULL if taken"),
    ("§6.2.4 no extension", "game/pontoon/board.py",
     "extends = extending_h(along_h, length)", "extends = 0"),
    ("§6.2.4 no extension (reference)", "game/pontoon/board.py",
     "return all(not (occupied[b] >= 0 and axes[b] == axis)", "return all(True or (occupied[b] >= 0 and axes[b] == axis)"),
    ("§7.2 single card both directions", "game/pontoon/board.py",
     "extending_h(along_h, 1) | extending_v(along_v, 1)", "extending_v(along_v, 1)"),
    ("§7.2 single card both directions (reference)", "game/pontoon/board.py",
     "axes[n] == (H if abs(n - c) == 1 else V)", "axes[n] == V"),
    ("§6.2.1 board edge", "game/pontoon/board.py", "None if c + length > SIZE", "None if c + length > SIZE + 1"),
    ("§6.4 turning", "game/pontoon/conspiracy.py", "    land(s)\n    turn(s, adjacent, ev)", "    land(s)"),
    ("§6.4 tie means no", "game/pontoon/conspiracy.py", "passed = 2 * yes > len(s.voters)",
     "passed = 2 * yes >= len(s.voters)"),
    ("§6.4 heckle voids", "game/pontoon/conspiracy.py",
     "    elif passed:\n        ev.append(Event(\"conspiracy_failed\", {\"teller\": s.teller, \"why\": \"heckled\"}))",
     "    elif False:\n        ev.append(Event(\"conspiracy_failed\", {\"teller\": s.teller, \"why\": \"heckled\"}))"),
    ("§7.2 relay from the holder clockwise", "game/pontoon/inquisition.py",
     "s.inq_queue = [(holder + i) % s.n", "s.inq_queue = [(holder - i) % s.n"),
    ("§7.2 immediate turning", "game/pontoon/conspiracy.py",
     "            turn(s, bd.adjacent_cards([action.cell], s.board), ev)\n", "            pass\n"),
    ("§7.2 joker included", "game/pontoon/conspiracy.py", "if s.inq and jokers and slots <= len(jokers)",
     "if False"),
    ("§7.5 everyone loses", "game/pontoon/inquisition.py",
     "inquisition_failure == \"everyone\"", "inquisition_failure == \"never\""),
    ("§8 too few cards", "game/pontoon/ending.py", ">= 3 * s.n", ">= 2 * s.n"),
    ("§8 hand limit", "game/pontoon/ending.py", "s.hands_done >= limit", "s.hands_done > limit"),
    ("§8 every human calls it a night", "game/pontoon/ending.py",
     "all(s.night[p] for p in humans)", "any(s.night[p] for p in humans)"),
    ("§8 tie-break conspiracies", "game/pontoon/ending.py",
     "winners = [p for p in best if s.told[p] == most]", "winners = best"),
]

MUTANTS = [(*m, RULE_TESTS) for m in MUTATIONS]


if __name__ == "__main__":
    main(MUTANTS, baseline=True)
