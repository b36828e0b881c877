"""Mutation check for the Ninety-Nine rule tests: break one rule at a time in a temporary
copy of the project, run the test file that covers it, and expect it to fail.

    python benchmarks/ninety_nine_mutations.py [text]   # only rules whose name holds text

The working tree is never touched: benchmarks/mutation_runner.py works in a temp copy.
"""

from __future__ import annotations

from mutation_runner import main

E = "game/ninety_nine/"
T = "tests/ninety_nine/"
S52, S53, S54, S8 = (T + f for f in ("test_spec_5_2_single_cards.py", "test_spec_5_3_combos.py",
                                     "test_spec_5_4_boundaries.py", "test_spec_8_edge_cases.py"))
S56, S67 = T + "test_spec_5_6_pass.py", T + "test_spec_6_7_scoring.py"

# (rule, file, old, new, test file that must fail)
MUTANTS = [
    ("5.2 A +1/+11", E + "plays.py", "if r == 1:\n        return count + choice",
     "if r == 1:\n        return count + 1", S52),
    ("5.2 2 passes", E + "plays.py", "(not combo and r in (2, 13))", "(not combo and r == 13)",
     S52),
    ("5.2 3,5,6,7,9 face value", E + "plays.py", "return count + (r if r < 10 else 10)",
     "return count + (r if r < 9 else 10)", S52),
    ("5.2 4 reverses", E + "plays.py", "(not combo and r == 4)", "(not combo and r == 44)", S52),
    ("5.2 8 holds", E + "plays.py", "if r == 4 or r == 8:\n        return count",
     "if r == 4:\n        return count", S52),
    ("5.2 10 +/-10", E + "plays.py", "return count + choice  # +10 or -10",
     "return count + 10  # +10 or -10", S52),
    ("5.2 one-eyed J", E + "cards.py", "c.rank == 11 and c.suit in \"SH\"",
     "c.rank == 11 and c.suit in \"SD\"", S52),
    ("5.2 black Q", E + "cards.py", "c.rank == 12 and c.suit in \"SC\"",
     "c.rank == 12 and c.suit in \"SH\"", S52),
    ("5.2 K passes", E + "plays.py", "(not combo and r in (2, 13))", "(not combo and r == 2)",
     S52),
    ("5.3 3+3 to 33", E + "cards.py", "SET_TO = {3: 33,", "SET_TO = {3: 34,", S53),
    ("5.3 6+6 to 66", E + "cards.py", "6: 66,", "6: 65,", S53),
    ("5.3 9+9 to 99", E + "cards.py", "9: 99}", "9: 98}", S53),
    ("5.3 different colours reverse", E + "plays.py", "and choice == 1)", "and choice == 7)",
     S53),
    ("5.3 same colour nominates", E + "plays.py", "        nxt = choice\n",
     "        nxt = -2\n", S53),
    ("5.3 no self-nomination", E + "plays.py", "for q in range(s.n) if q != p)",
     "for q in range(s.n))", S53),
    ("5.3 K+K charges the others", E + "plays.py", "if combo and r == 13:  # §5.3",
     "if False:  # §5.3", S53),
    ("5.3 K+K no pass", E + "plays.py", "(not combo and r in (2, 13))", "(r in (2, 13))", S53),
    ("5.3 only 3/6/9/K pairs", E + "cards.py", "COMBO_RANKS = frozenset({3, 6, 9, 13})",
     "COMBO_RANKS = frozenset({3, 5, 6, 9, 13})", S53),
    ("5.4 old <= b", E + "scoring.py", "if old <= b < new", "if old < b < new", S54),
    ("5.4 33 costs 1", E + "scoring.py", "((33, 1),", "((33, 2),", S54),
    ("5.4 66 costs 2", E + "scoring.py", "(66, 2),", "(66, 1),", S54),
    ("5.4 99 costs 3", E + "scoring.py", "(99, 3))", "(99, 2))", S54),
    ("5.4 99 ends the round", E + "rules.py", "if s.count > 99 and not pass_after",
     "if s.count > 109 and not pass_after", S54),
    ("5.4 downward free", E + "scoring.py", "if old <= b < new",
     "if min(old, new) <= b < max(old, new)", S54),
    # A boundary that scores only the first time: count from the round's peak.
    ("5.4 re-crossing scores", E + "plays.py",
     "    for bnd, pts in boundary_points(old, new):",
     "    peak = c0 = 0\n    for h in s.history[:-1]:\n"
     "        c0 = play_value(c0, h[1], h[2], h[3])\n        peak = max(peak, c0)\n"
     "    for bnd, pts in boundary_points(max(old, peak), new):", S54),
    ("8 2 players: pass follows direction", E + "passing.py",
     "q = (p + s.direction) % n", "q = (p + 1) % n", S56),
    ("8 two decks from 5", E + "cards.py", "return 1 if players <= 4 else 2",
     "return 1 if players <= 5 else 2", S8),
    ("8 identical pair same colour", E + "plays.py", "elif RED[x] != RED[y]:",
     "elif RED[x] != RED[y] or x % 52 == y % 52:", S8),
    ("8 ten below 10 only +10", E + "plays.py", "ten_down = s.count >= 10",
     "ten_down = s.count >= 0", S8),
    ("8 no draw after a round-ending play", E + "rules.py",
     "        end_round(s, ev)  # step 4: no draw",
     "        draw(s, p, k, ev)\n        end_round(s, ev)", S8),
    ("8 single 2/K over 99: draw and pass first", E + "rules.py",
     "if s.count > 99 and not pass_after", "if s.count > 99", S8),
    ("8 empty stock rebuilt under the top card", E + "stock.py",
     "s.stock = s.pile[:-1]\n            del s.pile[:-1]",
     "s.stock = s.pile[:]\n            del s.pile[:]", S8),
    ("6 held cards", E + "cards.py", "HELD_PENALTY: tuple[int, ...] = tuple(3 if",
     "HELD_PENALTY: tuple[int, ...] = tuple(2 if", S67),
    ("7 rounds won", E + "rounds.py", "s.rounds_won[p] += 1", "s.rounds_won[p] += 0", S67),
    ("5.6 choices locked until all are in", E + "passing.py",
     "    if s.waiting:\n        return False", "    if len(s.waiting) > 1:\n        return False",
     S56),
]


if __name__ == "__main__":
    main(MUTANTS)
