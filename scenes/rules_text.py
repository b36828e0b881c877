"""The rules reference shown in-game, in plain words (after the spec's sections 1–9).

Each section is a heading and a list of paragraphs; a paragraph starting with "- "
is drawn as a bullet.
"""

from __future__ import annotations

RULES: list[tuple[str, list[str]]] = [
    ("The idea", [
        "Everyone at the table is two people at once. Your Enemy hides a Plot: a few "
        "Groups using Methods to reach a Goal. Your Paranoid tries to expose the Plots "
        "of everyone (your own included) by shouting Accusations, and each action costs "
        "the Paranoid a little more Sanity.",
        "Win as a Paranoid by exposing the most counters once every Plot is out in the "
        "open; win as an Enemy by keeping the most of your Plot hidden when every "
        "Paranoid has gone mad.",
    ]),
    ("1. The counters", [
        "There are 160 counters: 80 types, two identical copies of each. Copies are "
        "interchangeable; every match in the game is by type.",
        "- Groups (pink), 23 types: Aliens, Corporations, Societies and the Delusions. "
        "One Society is yours to name before the game (by default: Board Gamers).",
        "- Methods (ochre), 46 types. Eleven are marked (-1): using them in an "
        "Accusation hurts your Sanity.",
        "- Goals (blue), 11 types. A small A or C on a Goal matters only with the "
        "optional Alien and Corporation rules.",
    ]),
    ("2. Where counters live, and who sees them", [
        "- The Pool is the bowl in the middle. Draws from it are random; everybody sees "
        "that you drew, only you see what.",
        "- Your Plot is hidden from the others until its counters are exposed, face up.",
        "- Your Enemy Reserve and Paranoid Reserve are private; others see only how "
        "many counters they hold.",
        "- Your Accusations in progress are private too; others see how many you have "
        "and how big they are.",
        "- Accusations already made are laid aside face up for all to see.",
        "When an Enemy gives a counter to someone's Paranoid Reserve, the whole table "
        "sees it happen, but only the two players involved know which counter it was. "
        "Every Sanity Index and exposure score is public.",
    ]),
    ("3. Setting up", [
        "From 2 to 6 players, each human or computer. Every Paranoid starts with 35 "
        "Sanity.",
        "In seat order, each player secretly builds a Plot: one or two different "
        "Groups, one to four different Methods and exactly one Goal (3 to 7 counters).",
        "A type can stand in only one Plot: its twin must stay free, because the only "
        "way to name a type in an Accusation is to hold its other copy. Types already "
        "taken are greyed out for later players.",
        "Everything else goes into the Pool. Then each player draws at random until "
        "their Enemy Reserve holds as many counters as their Plot has hidden ones.",
    ]),
    ("4. A turn", [
        "At the start of every turn the order is set again: the player with the fewest "
        "hidden Plot counters goes first; ties are settled at random.",
        "On your go you play your Paranoid phase, then your Enemy phase. An insane "
        "Paranoid skips its phase.",
        "When everyone has played, any Enemy Reserve holding more counters than its "
        "owner's hidden Plot counters sheds the extra ones (owner's choice) into the "
        "owner's Paranoid Reserve, at no cost.",
    ]),
    ("5. The Paranoid phase", [
        "Do as many of these as you can afford, then pass (you may pass at once):",
        "- Draw: take a random counter from the Pool, look at it, and put it in your "
        "Paranoid Reserve or into one of your Accusations in progress.",
        "- Place: move a counter from your Paranoid Reserve into an Accusation, or start "
        "a new Accusation with it.",
        "- Shift: move a counter from one Accusation to another, or back to the Reserve.",
        "- Accuse: make a complete Accusation (see below).",
        "Costs climb as you go: your 1st action is free, then 1, 1, 2, 3, 5, 8, 13 Sanity "
        "and onward (each the sum of the two before). Each time a (-1) Method enters an "
        "Accusation you lose 1 more. Sanity never comes back. You may not take an "
        "action that would bring your Sanity to 0 or below. If a drawn (-1) Method "
        "would cost your last point, it can only go to your Reserve.",
        "An Accusation never holds more than 2 Groups, 4 Methods and 1 Goal, nor two "
        "counters of one type. It is complete with 1–2 Groups, 1–4 Methods and 1 Goal.",
        "Making it: \"I know, I know it! The Reptilians are using Chemtrails to create "
        "Global Warming!\" Every Plot, yours included, turns face up each hidden "
        "counter of a named type. Your exposure score rises by the number of counters "
        "exposed. The Accusation's counters are then laid aside, face up, for good.",
    ]),
    ("6. The Enemy phase", [
        "Your Enemy may take as many actions as your Plot has hidden counters, counted "
        "at the moment of each action:",
        "- Draw: a random counter from the Pool into your Enemy Reserve.",
        "- Give: a counter from your Enemy Reserve to any Paranoid Reserve, your own "
        "included.",
        "Your Enemy Reserve may not keep a counter of a type that is in your own Plot. "
        "Such a counter must be given away with your very next Enemy actions; if you "
        "have none left, it goes to your own Paranoid Reserve at the end of the turn.",
        "An Enemy that could act but took no action may take 1 Sanity from any sane "
        "Paranoid, its own included, or decline.",
        "A Paranoid Reserve has no limit. The Enemy Reserve limit is only checked at the "
        "end of the turn.",
    ]),
    ("7. Sanity", [
        "Sanity starts at 35 and only goes down. At 0 your Paranoid is insane and acts "
        "no more, but your Enemy plays on and you can still win.",
    ]),
    ("8. How the game ends", [
        "The game is checked after every action.",
        "- Paranoid victory: every Plot is fully exposed. The highest exposure score "
        "wins; a tie goes to the higher Sanity; a further tie is shared.",
        "- Enemy victory: every Paranoid is insane. The player with the most hidden Plot "
        "counters wins; a tie is a draw between them.",
        "- Stalemate: a whole turn in which no counter moved, nobody accused and no "
        "Sanity changed ends the game as an Enemy victory.",
        "- Turn limit: after 100 turns (a setting) the game ends as an Enemy victory.",
        "At the end every Plot is revealed.",
    ]),
    ("9. Optional rules", [
        "Each is switched on in the game settings; all are off by default.",
        "- Aliens: a Plot with an Alien Group must take a Goal marked A. An Enemy with "
        "a hidden Alien Group may, as its whole Enemy phase, turn one exposed counter "
        "of its own Plot face down again. Points already scored stay.",
        "- Corporations: a Plot with a Corporation Group must take a Goal marked C. "
        "While such a Group is hidden, the Enemy gets one extra action. A Plot with "
        "both kinds needs a Goal marked A and C.",
        "- Delusions: Delusions must be the only Group in its Plot. Its Enemy may give "
        "only to its own Paranoid. If every Paranoid goes insane while Delusions is "
        "still hidden, its player wins outright.",
        "- Fewer counters: sets of 7 (1 Goal, 2 Groups, 4 Methods) are taken out of the "
        "Pool at random after the Plots are built, never the free twin of a Plot "
        "counter.",
        "- Starting Sanity: anything from 5 to 99.",
        "- Duplicate trade: a type in a Plot takes both copies. The second copies are "
        "shuffled face down, and everyone draws one from each other player's pile into "
        "their Enemy Reserve; leftovers go to the Pool.",
    ]),
]
