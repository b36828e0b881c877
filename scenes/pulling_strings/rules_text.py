"""Pulling Strings' rules reference, in our own words, from the rules spec
(/work/shared/specs/power-structure.md and docs/rules-pulling-strings.md). A paragraph
starting with "- " is drawn as a bullet."""

from __future__ import annotations

RULES: list[tuple[str, list[str]]] = [
    ("The idea", [
        "Each player runs a secret Cabal and builds a web of puppet groups under it by "
        "attacking them on two dice. Control enough groups (the number is shown at the top "
        "of the table), or meet your Cabal's own goal, and you win.",
    ]),
    ("The cards", [
        "A group shows its power and the part of it it can lend (power / transferable "
        "power), its resistance (R), its income (+) and its alignments. The notches at its "
        "foot are its outward arrows: one puppet may hang under each.",
        "Alignments come in opposed pairs: Establishment and Underground, Progressive and "
        "Traditional, Peaceful and Violent, Mainstream and Fringe. Crooked and Zealot have "
        "no opposite, but two Zealots never get along.",
    ]),
    ("Your turn", [
        "- Income: your Cabal and every group you control collect their income in Slush (S).",
        "- Draw: a group goes face up to the uncontrolled row; a special goes to your hand.",
        "- Two actions: attack, move Slush between your treasuries, or move a group to "
        "another free arrow. Or lie low instead: take 5 S and do nothing else.",
        "- Free actions at any time in the action step: drop a group, play a special, give "
        "gifts when that setting is on.",
        "- Two transfers of Slush between neighbouring treasuries, then the goal check.",
    ]),
    ("Attacking", [
        "Pick an attacker (your Cabal or a group with power), a target and what you want: "
        "control it, knock it loose (neutralize) or destroy it. Helpers may lend their "
        "transferable power. The table shows the number you need and your chance at once.",
        "The attack counts power, helpers, matching alignments (each shared one +4, each "
        "opposed one -4; reversed for destroying), +6 to neutralize, abilities and Slush "
        "spent. The defence counts resistance (power against destroy), +10, +5 or +2 for a "
        "group one, two or three links from its Cabal, and its own Slush.",
        "You succeed when two dice roll at most the attack minus the defence. 11 and 12 "
        "always fail.",
    ]),
    ("Slush on an attack", [
        "After the attack is declared, attacker and defender take turns spending Slush: "
        "attacker, defender, attacker, defender, then the other players may put money for "
        "or against it, then a last round each. The defender's Slush from the target's own "
        "treasury counts double. The attacker may call the attack off on any of their "
        "turns; the action is spent anyway.",
    ]),
    ("What happens", [
        "- Control: the group and every puppet under it join your web under the attacker.",
        "- Neutralize: the group goes back to the uncontrolled row.",
        "- Destroy: the group leaves the game.",
        "Puppets left without a master are hung by their owner under a free arrow; with no "
        "free arrow they go uncontrolled.",
    ]),
    ("Specials and peeking", [
        "Specials are kept face down beside your name. When several people share the "
        "screen, hold P (or LT on a controller, or press and hold the Peek button) to look "
        "at yours; letting go hides them again. Only while you look are the choices that "
        "play them shown: with the mouse, slide onto one and let go there to play it.",
    ]),
    ("Winning", [
        "Control the number of groups shown at the top, or meet your Cabal's own goal (the "
        "lower bar in your panel). When a turn limit is set, the most progress wins when it "
        "is reached.",
    ]),
    ("Controls", [
        "Up and Down choose, Left and Right change the tab, Enter does it. Tab grows "
        "another player's web in place so you can read it (or point at its small map; "
        "click a player's panel to show their web large). Backspace takes back a half-made choice. "
        "F fast-forwards, F1 opens these rules, Esc the menu.",
    ]),
]
