"""The rules reference shown in-game, in plain words, written from the rules spec.

The sections carry the spec's headings (docs: /work/shared/specs/paranoid-delusions.md,
"1. Components" … "10. What the engine must offer the client"), so a reader can find
the same rule in both; the prose is ours. Each section is a heading and a list of
paragraphs; a paragraph starting with "- " is drawn as a bullet.
"""

from __future__ import annotations

RULES: list[tuple[str, list[str]]] = [
    ("The idea", [
        "Everyone at the table is two people at once. Your Enemy hides a Plot: a few "
        "Groups using Methods to reach a Goal. Your Paranoid tries to expose the Plots "
        "of everyone, your own included, by shouting Accusations, and every action costs "
        "the Paranoid a little more Sanity.",
        "Win as a Paranoid by having exposed the most counters once every Plot is out in "
        "the open; win as an Enemy by keeping the most of your Plot hidden when every "
        "Paranoid has gone mad.",
    ]),
    ("1. Components", [
        "There are 160 counters: 80 types, two identical copies of each. Copies are "
        "interchangeable; every match in the game is made by type.",
        "- Groups (pink), 23 types: 4 Aliens, 6 Corporations, 12 Societies and the "
        "Delusions. One Society is yours to name before the game (by default: Board "
        "Gamers); only its name changes, never what it is.",
        "- Methods (ochre), 46 types. Eleven types (22 counters) are marked (-1): using "
        "them in an Accusation hurts your Sanity.",
        "- Goals (blue), 11 types. A small A or C on a Goal matters only with the optional "
        "Alien and Corporation rules.",
    ]),
    ("2. Zones and who sees what", [
        "- The Pool is the bowl in the middle. Draws from it are random: everybody sees "
        "that you drew and where the counter went, only you see what it is.",
        "- Your Plot is face down to the others until its counters are exposed, face up.",
        "- Your Enemy Reserve and Paranoid Reserve are private; the others see only how "
        "many counters they hold.",
        "- Your Accusations in progress are private too; the others see how many you "
        "have and how many counters are in each.",
        "- Accusations already made are laid aside face up for everyone to read.",
        "- With the Fewer counters rule, the counters removed before play stay hidden; "
        "only their number is known.",
        "When an Enemy gives a counter to someone's Paranoid Reserve, the whole table "
        "sees it happen, but only the giver and the receiver learn which counter it "
        "was. Every Sanity Index and exposure score is public. All 160 counters are "
        "always somewhere on the table.",
    ]),
    ("3. Setup", [
        "From 2 to 6 players, each a person or a computer player. Every Paranoid starts "
        "with 35 Sanity (a setting).",
        "Each player secretly builds a Plot: one or two different Groups, one to four "
        "different Methods and exactly one Goal (3 to 7 counters). The Random button "
        "builds a legal one.",
        "Plots are built blind: everyone picks from all 80 types, and nobody learns "
        "anything about another Plot while building (at a shared screen each builder "
        "goes behind the curtain). So where you sit does not decide the game.",
        "A type can stand in only one Plot: its twin must stay free, because the only "
        "way to name a type in an Accusation is to hold its other copy. With both copies "
        "in Plots, those Plots could never be fully exposed. So when every Plot is built, "
        "clashes are settled: a type that two or more players picked is lost by all of "
        "them, and each gets instead a random type that nobody picked, of the same kind "
        "(a (-1) Method for a (-1) Method, an Alien for an Alien where it can). Only "
        "that player is told (\"Someone else reached for the Grays too, so it stands in "
        "no Plot: yours holds the Nordics instead\"), which says nothing about anyone "
        "else's Plot; nobody else learns that a clash happened, and no Plot changes size.",
        "Setting \"Plot building: Open\" plays the older way: one at a time in seat "
        "order, the types already taken struck out for the players who build later.",
        "Everything else goes into the Pool. Then each player draws at random until their "
        "Enemy Reserve holds as many counters as their Plot has hidden ones.",
    ]),
    ("4. Turns", [
        "A turn: every player takes one Action Sequence (a Paranoid phase, then an Enemy "
        "phase), then the Turn End Sequence runs.",
        "At the start of every turn the order is set again: the player with the fewest "
        "hidden Plot counters goes first; ties are settled at random (the computer's "
        "rock-paper-scissors).",
        "An insane Paranoid skips its phase. A player whose Plot is fully exposed still "
        "plays, but their Enemy phase has no actions.",
        "Turn End: any Enemy Reserve holding more counters than its owner's hidden Plot "
        "counters sheds the extra ones (the owner chooses which) into the owner's "
        "Paranoid Reserve. This costs no Sanity.",
    ]),
    ("5. Paranoid phase", [
        "Do as many of these as you can afford, then pass (you may pass at once):",
        "- Draw: take a random counter from the Pool, look at it, and put it in your "
        "Paranoid Reserve or into one of your Accusations in progress that can take it "
        "(never a new one; with nowhere else to go it goes to the Reserve at once). Not "
        "possible when the Pool is empty.",
        "- Place: move a counter from your Paranoid Reserve into an Accusation, or start "
        "a new Accusation with it.",
        "- Shift: move a counter from one Accusation to another, or back to the Reserve; "
        "an Accusation of two or more counters can also be split into a new one.",
        "- Accuse: make a complete Accusation (see 5.2).",
        "On this table you may take back your own Place and Shift moves of the current "
        "phase (U), never a Draw or an Accusation.",
    ]),
    ("5.1 Costs and limits", [
        "Costs climb as you go: the 1st action of a phase is free, then 1, 1, 2, 3, 5, "
        "8, 13 Sanity, and onward in the same way (each the sum of the two before: 21, "
        "34 …).",
        "Each time a (-1) Method enters an Accusation, by a Draw, a Place or a Shift, "
        "you lose 1 more. Moving it back to the Reserve refunds nothing: Sanity only "
        "goes down.",
        "You may not take an action whose total cost would bring your Sanity to 0 or "
        "below. For a Draw the cost is checked before you see the counter; a drawn (-1) "
        "Method whose extra point would cost your last Sanity can only go to the "
        "Reserve.",
    ]),
    ("5.2 Accusations", [
        "An Accusation in progress never holds more than 2 Groups, 4 Methods and 1 "
        "Goal, nor two counters of one type. It is complete with 1–2 Groups, 1–4 "
        "Methods and 1 Goal; only a complete one can be made.",
        "Making it is one action: \"I know, I know it – the Reptilians are using "
        "Chemtrails to create Global Warming!\" Every Plot, yours included, turns face "
        "up each hidden counter of a named type. Your exposure score rises by the number "
        "of counters exposed in all Plots together, your own included (attacking "
        "yourself can pay). The Accusation's counters are then laid aside, face up, out "
        "of the game.",
    ]),
    ("6. Enemy phase", [
        "Your Enemy may take as many actions as your Plot has hidden counters, counted "
        "at the moment of each action (one more with the Corporations rule):",
        "- Draw: a random counter from the Pool into your Enemy Reserve.",
        "- Give: a counter from your Enemy Reserve to any Paranoid Reserve, your own "
        "included.",
        "Duplicates: your Enemy Reserve may not keep a counter of a type that is in your "
        "own Plot, exposed or not, whether it came at setup or by a Draw. While you hold "
        "one and have an action left, your only choice is to give such counters away, to "
        "any Paranoid Reserve; you cannot end the phase or torment first. If no action "
        "is left, Turn End moves it into your own Paranoid Reserve.",
        "Torment: an Enemy that was allowed at least one action and took none may take "
        "1 Sanity from any sane Paranoid, its own included, or decline. An Enemy with no "
        "actions allowed cannot.",
        "A Paranoid Reserve has no limit. The Enemy Reserve limit is only checked at Turn "
        "End.",
    ]),
    ("7. Sanity", [
        "Sanity starts at 35 and only goes down. At 0 your Paranoid is insane and takes "
        "no more Paranoid actions, but your Enemy plays on and you can still win.",
    ]),
    ("8. End and victory", [
        "The game is checked after every action.",
        "- Paranoid victory: every Plot is fully exposed. The highest exposure score "
        "wins; a tie goes to the higher Sanity; a further tie is a shared win.",
        "- Enemy victory: every Paranoid is insane. The player with the most hidden Plot "
        "counters wins; a tie is a draw between them.",
        "- Exhaustion: a whole turn in which no counter moved, nobody accused and no "
        "Sanity changed ends the game, scored as an Enemy victory (so a game always "
        "ends).",
        "- Turn limit: after 100 turns (a setting; demonstration games use fewer) the "
        "game ends, scored as an Enemy victory. Real games never get that far.",
        "At the end every Plot is revealed.",
    ]),
    ("9. Optional rules", [
        "Each is switched on in the game setup; all are off by default.",
        "- Aliens: a Plot with an Alien Group must take a Goal marked A. A player with a "
        "hidden Alien Group may, as their whole Enemy phase (no other Enemy action, no "
        "torment), turn one exposed counter of their own Plot face down again. Points "
        "already scored stay.",
        "- Corporations: a Plot with a Corporation Group must take a Goal marked C. While "
        "such a Group is hidden, the Enemy gets one extra action. A Plot with both an "
        "Alien and a Corporation Group needs a Goal marked A and C.",
        "- Delusions: Delusions must be the only Group of its Plot, with any Goal. Its "
        "Enemy may give only to its own Paranoid Reserve. If every Paranoid goes insane "
        "while Delusions is still hidden in a Plot, that player wins outright (two such "
        "players share the win).",
        "- Fewer counters: after the Plots are built, sets of 7 (1 Goal, 2 Groups, 4 "
        "Methods) are taken from the Pool at random, before the Reserves are filled, and "
        "stay hidden out of play. The free twin of a Plot counter is never removed.",
        "- Starting Sanity: any value from 5 to 99.",
        "- Duplicate trade: a type in a Plot takes both copies, so no two Plots share a "
        "type. Each player's second copies are shuffled face down, and everyone draws "
        "one at random from each other player's pile into their Enemy Reserve (starting "
        "with the player to the left when a pile runs short). Leftovers go to the Pool; "
        "then the Reserves are filled as usual.",
    ]),
    ("10. What the table does for you", [
        "This digital table plays the part of the rules lawyer and the box:",
        "- It offers only legal moves, and says why when a move is refused; nothing "
        "changes after a refused move.",
        "- It shows each player only what they may see: with several people at one "
        "screen, a curtain hands the screen over before anyone's counters appear. "
        "Computer players get the same view a person would, nothing more.",
        "- A game is set by its seed and its moves: the same seed and the same moves "
        "give the same game, which is how games are saved, resumed and replayed.",
        "- The log on the right tells what the whole table saw; rest the mouse on any "
        "counter, zone or number (or move the focus to it) to learn what it is.",
    ]),
]
