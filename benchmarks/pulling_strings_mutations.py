"""Mutation check for the Pulling Strings rule tests: break one rule at a time in a
temporary copy of the project, run the test file named after its spec section, and
expect it to fail.

    python benchmarks/pulling_strings_mutations.py [text]   # only rules whose name holds text

The working tree is never touched: benchmarks/mutation_runner.py works in a temp copy.
"""

from __future__ import annotations

from mutation_runner import main

E = "game/pulling_strings/"
T = "tests/pulling_strings/test_spec_"
S4, S67, S8, S91, S92, S93 = (T + f for f in (
    "4_alignments.py", "6_7_setup_and_turns.py", "8_actions.py", "9_1_declaring.py",
    "9_2_totals.py", "9_3_money.py"))
S94, S97, S11, S12, S161, S163 = (T + f for f in (
    "9_4_to_9_6_results.py", "9_7_orphans.py", "11_winning.py",
    "12_diplomacy_and_resigning.py", "16_1_perks.py", "16_3_specials.py"))

# (rule, file, old, new, test file that must fail)
MUTANTS = [
    ("4 two Zealots opposed", E + "cards.py", "target_mask & ZEALOT:\n        opposed += 1",
     "target_mask & ZEALOT:\n        opposed += 0", S4),
    ("4 Zealot never shared", E + "cards.py", "attacker_mask & target_mask & ~ZEALOT",
     "attacker_mask & target_mask", S4),
    ("9.1 destroy reverses alignment", E + "attacks.py",
     "sign = -1 if kind == DESTROY else 1", "sign = 1", S92),
    ("9.1 neutralize +6", E + "attacks.py", "NEUTRALIZE_BONUS = 6", "NEUTRALIZE_BONUS = 5",
     S92),
    ("9.2 position bonus depth 2", E + "attacks.py", "{1: 10, 2: 5, 3: 2}",
     "{1: 10, 2: 4, 3: 2}", S92),
    ("9.2 position bonus depth 3", E + "attacks.py", "{1: 10, 2: 5, 3: 2}",
     "{1: 10, 2: 5, 3: 0}", S92),
    ("9.2 11-12 always fail", E + "attacks.py", "ALWAYS_FAILS = 11", "ALWAYS_FAILS = 12",
     S92),
    ("9.1 destroy defended by power", E + "attacks.py",
     "base = GROUPS[tgt].power if kind == DESTROY", "base = GROUPS[tgt].resistance if "
     "kind == DESTROY", S92),
    ("5 own abilities only for the card", E + "abilities.py",
     '(name == "own_attack_bonus" and g == attacker)', '(name == "own_attack_bonus")', S92),
    ("16.2 Bunker +4 against destroy", E + "abilities.py", 'return int(hook["bonus"])',
     "return 0", S92),
    ("16.3 Smear +5", E + "attacks.py", "SMEAR_BONUS = 5", "SMEAR_BONUS = 4", S92),
    ("9.3 target treasury x2", E + "money.py", "value = amount * (2 if node != CABAL",
     "value = amount * (1 if node != CABAL", S93),
    ("16.1 Velvet cabal x2", E + "abilities.py",
     'return 2 if CABALS[s.cabal[p]].perk.get("hook") == "cabal_defence_double" else 1',
     "return 1", S93),
    ("16.2 Laundromat pays for the web", E + "money.py",
     "if s.owner[g] == p and pays_for_web(g)", "if False and pays_for_web(g)", S93),
    ("9.3 interference from the attacker's left", E + "money.py",
     "others = [(p + k) % s.n for k in range(1, s.n)]",
     "others = [q for q in range(s.n) if q != p]", S93),
    ("9.3 defender does not interfere", E + "money.py",
     "if q != d and not s.resigned[q]]", "if not s.resigned[q]]", S93),
    ("9.3 no D steps for an uncontrolled target", E + "money.py",
     '"A3", "D3"] if d >= 0 else', '"A3", "D3"] if True else', S93),
    ("16.3 Leaked Memo", E + "money.py", 'if MEMO in s.hands[a["defender"]]:', "if False:",
     S93),
    ("9.6 the branch comes along", E + "web.py",
     "moved = branch(s, g) if s.owner[g] >= 0 else [g]", "moved = [g]", S94),
    ("9.6 the captured treasury stays", E + "attacks.py",
     '        attach(s, tgt, p, a["attacker"], fresh=True)',
     '        s.treasury[tgt] = 0\n        attach(s, tgt, p, a["attacker"], fresh=True)', S94),
    ("9.4 neutralized to the row", E + "attacks.py",
     '        s.row.append(tgt)\n        ev.append(Event("neutralized"',
     '        s.destroyed.append(tgt)\n        ev.append(Event("neutralized"', S94),
    ("9.5 destroy counts for its attacker", E + "attacks.py", "s.destroyed_by[p] += 1",
     "s.destroyed_by[p] += 0", S94),
    ("9.7 orphans cascade", E + "web.py", "                orphan(s, p, kids)",
     "                pass", S97),
    ("8.3 not into its own branch", E + "web.py", "if g not in skip and depth(s, g) > 0",
     "if depth(s, g) > 0", S8),
    ("11 basic goal at N", E + "goals.py", "if len(groups_of(s, p)) >= s.config.goal:",
     "if len(groups_of(s, p)) > s.config.goal:", S11),
    ("11 active player wins alone", E + "goals.py",
     "if s.active in winners:\n        winners = [s.active]", "if False:\n        pass", S11),
    ("11 money goal at own turn end", E + "goals.py", "if not money or end_of_own_turn:",
     "if True:", S11),
    ("11 turn limit", E + "turns.py", "if limit and s.round >= limit:",
     "if limit and s.round > limit:", S11),
    ("13 stalemate after 6", E + "goals.py", "STALEMATE_ROUNDS = 6", "STALEMATE_ROUNDS = 7",
     S11),
    ("16.3 Windfall cap 20", E + "specials.py", "WINDFALL_PER_GROUP, WINDFALL_MAX = 2, 20",
     "WINDFALL_PER_GROUP, WINDFALL_MAX = 2, 30",
     S163),
    ("16.3 Defector depth 3+", E + "specials.py", "DEFECTOR_MIN_DEPTH, DEFECTOR_MAX_RESISTANCE"
     " = 3, 5", "DEFECTOR_MIN_DEPTH, DEFECTOR_MAX_RESISTANCE = 2, 5", S163),
    ("14 Mole's peek only for its player", E + "observation.py",
     'if s.phase == "mole" and (everyone or me == s.active):', 'if s.phase == "mole":', S163),
    ("16.1 Chrononauts once per turn", E + "money.py",
     'may_reroll(s, a["player"]) and not s.rerolled:', 'may_reroll(s, a["player"]):', S161),
    ("6.5 catch-up per position", E + "turns.py",
     "+= k * s.config.options.catch_up", "+= s.config.options.catch_up", S67),
    ("7.3 lie low only first", E + "rules.py", "    if not s.acted:\n        out.append(_LIE_LOW)",
     "    out.append(_LIE_LOW)", S67),
    ("7.5 end transfers between adjacent", E + "rules.py",
     'dests = adjacent(s, p, src) if purse["end"] else',
     'dests = treasuries(s, p)[1:] if purse["end"] else', S67),
    ("16.2 Tax Inspectorate income", E + "abilities.py",
     "return sum(1 for q in range(s.n) if q != s.owner[g] and not s.resigned[q])",
     "return GROUPS[g].income", S67),
    ("9.1 new groups wait a turn", E + "attacks.py",
     "if owner[g] == p and not used[g] and not fresh[g]", "if owner[g] == p and not used[g]",
     S91),
    ("9.1 control needs a free arrow", E + "attacks.py",
     "can_control = free_arrows(s, p, attacker) > 0", "can_control = True", S91),
    ("8.4 a winning gift is refused", E + "rules.py", "if not _gift_wins(s, q, g):",
     "if True:", S12),
]


if __name__ == "__main__":
    main(MUTANTS)
