"""Mutation check for the Intrigue rule tests (issue 23): break one rule at a time in a
temporary copy of the project, run the test file named after its spec section, and
expect it to fail.

    python benchmarks/intrigue_mutations.py [text]   # only rules whose name holds text

The working tree is never touched: benchmarks/mutation_runner.py works in a temp copy.
"""

from __future__ import annotations

from mutation_runner import main

E = "game/intrigue/"
T = "tests/intrigue/test_spec_"
S3, S32, S51, S52, S53 = (T + f for f in ("3_files.py", "3_2_claims.py", "5_1_briefing.py",
                                          "5_2_recess.py", "5_3_floor.py"))
S8, S9, S10, S11 = (T + f for f in ("8_visibility.py", "9_points.py", "10_status.py",
                                    "11_end.py"))

# (rule, file, old, new, test file that must fail)
MUTANTS = [
    ("3.3 contradictory pairs apart", E + "files.py", "continue  # §3.3", "pass  # §3.3", S3),
    ("3.1 three true of six", E + "files.py", "for k in picks[:3]:", "for k in picks[:2]:",
     S3),
    ("3.2 sworn only if true", E + "recess.py",
     "return not sworn or (subject == p and bool(s.truth[p][slot]))",
     "return not sworn or subject == p", S32),
    ("5.2 resolved headings untold", E + "recess.py",
     "    if s.resolved[subject][slot]:\n        return False",
     "    if False:\n        return False", S32),
    ("3.2 spreader = first teller", E + "recess.py", "s.spreader.setdefault(key, giver)",
     "s.spreader[key] = giver", S32),
    ("5.1 reports only of the unknown", E + "briefing.py",
     "and q * SLOTS + k not in known]", "]", S51),
    ("5.2 the inbox first", E + "recess.py",
     'if kind not in ("accept", "decline") or a.values[1] != inbox[0][0]:',
     'if kind in ("accept", "decline") and a.values[1] != inbox[0][0]:', S52),
    ("5.2 escrow", E + "recess.py",
     "s.offers.append([p, q, subject, slot, sworn, s.round, OPEN])",
     "s.offers.append([p, q, subject, slot, sworn, s.round, OPEN])\n"
     "            tell(s, p, q, subject, slot, sworn, SECRET)", S52),
    ("5.2 one open offer per pair", E + "recess.py",
     "and not offer_open_between(s, p, q)", "", S52),
    ("5.2 reply step", E + "recess.py", "        if s.inbox(order[s.step]):",
     "        if False:", S52),
    ("5.2 expiry", E + "recess.py", "o[6] = EXPIRED", "o[6] = OPEN", S52),
    ("5.2 seat order from the chair", E + "state.py",
     "return [(c + i) % n for i in range(n)]", "return list(range(n))", S52),
    ("5.3 more than half abstain tables", E + "floor.py", "2 * a > len(cast_)",
     "2 * a >= len(cast_)", S53),
    ("5.3 a tie tables", E + "floor.py", "if b == d or 2 * a", "if 2 * a", S53),
    ("5.3 not twice in a session", E + "floor.py", "return sorted(keys - now)",
     "return sorted(keys)", S53),
    ("5.3 heard or told only", E + "floor.py",
     "return 0 <= q < s.n and 0 <= k < SLOTS and q * SLOTS + k in raisable(s, p)",
     "return 0 <= q < s.n and 0 <= k < SLOTS", S53),
    ("9 pact +1", E + "scoring.py", "PACT_FORMED = 2", "PACT_FORMED = 1", S9),
    ("9 broken-with -1.5", E + "scoring.py", "BREAKER, BROKEN_WITH = -2, -3",
     "BREAKER, BROKEN_WITH = -2, -2", S9),
    ("9 initiator disbelieved -0.5", E + "scoring.py", "DISBELIEVED: -1, TABLED: 0}",
     "DISBELIEVED: -2, TABLED: 0}", S9),
    ("9 wrong voter -0.5", E + "scoring.py", "VOTER_RIGHT, VOTER_WRONG = 1, -1",
     "VOTER_RIGHT, VOTER_WRONG = 1, 0", S9),
    ("9 A: believed lie +2", E + "scoring.py", "(0, BELIEVED): 4,", "(0, BELIEVED): 2,", S9),
    ("9 A: caught lie -1", E + "scoring.py", "(0, DISBELIEVED): -2}",
     "(0, DISBELIEVED): 0}", S9),
    ("9 B: blemishes negative", E + "scoring.py",
     "* (1 if is_merit_slot(slot) else -1)", "* 1", S9),
    ("9 B: believed false merit +1", E + "scoring.py", "(0, BELIEVED): 2,",
     "(0, BELIEVED): 0,", S9),
    ("8 spreader points secret", E + "scoring.py",
     "if line.secret:\n            s.secret[p] += pts",
     "if line.secret:\n            s.public[p] += pts", S9),
    ("8 spreader identity secret", E + "scoring.py",
     'Event("spreader_points", {}, {"player": p,',
     'Event("spreader_points", {"player": p}, {"player": p,', S9),
    ("10 Cabinet at round(0.68 T)", E + "scoring.py", "int(0.68 * target + 0.5)",
     "int(0.68 * target)", S10),
    ("10 promotion on the true score", E + "scoring.py", "score = s.true_score(p)",
     "score = s.public[p]", S10),
    ("10 Senior perk once", E + "scoring.py", "and not s.perks[initiator][0]:", ":", S10),
    ("10 Cabinet perk only on a loss", E + "scoring.py", "if sub < 0 and",
     "if sub <= 0 and", S10),
    ("11 President at T", E + "scoring.py", ">= 2 * s.target]", "> 2 * s.target]", S11),
    ("11 fewer broken pacts", E + "scoring.py",
     "fewest = min(s.broken[p] for p in tied)", "fewest = max(s.broken[p] for p in tied)",
     S11),
    ("11 stalemate", E + "rounds.py", "    if not s.active:", "    if False:", S11),
    ("11 round limit", E + "rounds.py", "if s.round >= s.config.options.round_limit:",
     "if s.round > s.config.options.round_limit:", S11),
    ("8 ballots secret", E + "floor.py",
     '{"player": p}, {"vote": VOTE_WORDS[choice]}, (p,)',
     '{"player": p, "vote": VOTE_WORDS[choice]}, {}, (p,)', S53),
    ("8 escrowed secret unseen", E + "observation.py",
     "if x[0] == me or x[6] == ACCEPTED:", "if True:", S52),
    ("8 own claims only", E + "observation.py",
     "tellings = tuple(tuple(t) for t in s.tellings if me in (t[1], t[2]))",
     "tellings = tuple(tuple(t) for t in s.tellings)", S8),
]


if __name__ == "__main__":
    main(MUTANTS, unique=True)
