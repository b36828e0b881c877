"""Conspiracy Pontoon's rules reference, in plain words, written from the rules spec
(/work/shared/specs/conspiracy-pontoon.md; the section numbers match it). The prose is
ours. Each section is a heading and a list of paragraphs; "- " starts a bullet.
"""

from __future__ import annotations

RULES: list[tuple[str, list[str]]] = [
    ("The idea", [
        "Every hand is a quick round of Pontoon with no betting. Whoever ends with the best "
        "hand has won the right to explain what is REALLY going on: every card carries a "
        "subject (The Banks, Time Travel, Garden Gnomes…), and the winner lays the winning "
        "cards in a straight line on the Conspiracy Board while linking the subjects into "
        "one outrageous theory.",
        "Cards on the board turn to face whoever last told a theory through them. When the "
        "cards run low, the player with most board cards facing them wins, and their best "
        "theory is printed for the television producers.",
    ]),
    ("1. Seats and the board", [
        "- Two to four players sit at the sides of a square 11 × 11 board: South, West, "
        "North and East (two players take South and North). The sides are drawn as "
        "coloured edges; the score badge on each edge counts the cards facing that player.",
        "- A card on the board faces its owner: its coloured stripe is on their side. Its "
        "words always read upright, for everyone.",
        "- Only up, down, left and right count as next to each other; diagonals never do.",
        "- To read the board from the sofa, press Z (right stick up on a controller) or "
        "click or tap a card on it: the board's cards show large, every subject in full. "
        "Arrows look around; Z, Esc or Back returns to the table. The teller may place "
        "cards from there too, and the clock keeps running.",
    ]),
    ("2. The cards", [
        "- A normal deck. Ace to 10 have fixed subjects (Classic or the Kiosk-safe set). "
        "Each player invents subjects for the Jack, Queen and King of their own suit at "
        "setup (or takes suggestions; bots pick suggestions at random). With fewer than "
        "four players the court cards of "
        "the empty suits are left out.",
        "- With the optional Inquisition rule, one or two Jokers join the deck as The "
        "Spanish Inquisition.",
    ]),
    ("3. A hand of Pontoon", [
        "- Ace counts 1 or 11, picture cards 10. Over 21 is bust.",
        "- Best first: Pontoon (Ace + a ten-value card as your first two), then a "
        "five-card trick (five cards, 21 or less, whatever the total), then 21, then 20, 19…",
        "- Everyone gets two cards face down. If the banker has Pontoon, the banker wins "
        "at once.",
        "- On your turn: Twist for a card face up (up to five cards), Stick once you have 15 "
        "or more, Split a pair of equal ranks into two hands (once), or Declare a Pontoon.",
        "- Then the banker turns both cards up and twists or sticks at any total.",
        "- The single best hand wins. Ties go to the banker, then to the punter nearest the "
        "banker's left. If everyone is bust, nobody tells a theory this time.",
        "- The bank moves one seat to the left after every hand (or, with Standard bank "
        "passing, only to a punter who wins with Pontoon).",
    ]),
    ("4. Your face-down cards", [
        "- Only you may see your face-down cards. On a shared screen they stay hidden until "
        "you hold Peek (the P key, the left trigger, or the Peek button held down); a "
        "banner tells everyone else to look away. Playing alone, you always see them.",
    ]),
    ("5. Telling the conspiracy", [
        "- The winner lays the winning cards one at a time, in the order the theory "
        "mentions them, each card turned to face its teller.",
        "- The cards must form one straight unbroken row or column on empty cells. The very "
        "first theory must cover the centre cell; after that, the new line must touch at "
        "least one card already on the board.",
        "- No simply making an old line longer: the cell just past either end may not hold "
        "a card that came in along the same direction. Touching the side of an old line, "
        "or making a T or an L, is fine. The board lights every cell where the next card "
        "may go.",
        "- Every board card next to the new line is part of the theory: mention it!",
        "- When the line is down in time, every card next to it swings round to face the "
        "teller, whoever owned it before. That is how you steal points.",
    ]),
    ("6. Three ways to tell it", [
        "- Spoken: the subjects appear in a caption as you lay them; say the theory out "
        "loud for the table.",
        "- Phrase builder: after each card, pick one of four link phrases (“is secretly "
        "funding”, “was invented to distract us from”…); the sentence builds up on screen "
        "and every neighbouring card gets a closing line of its own at the end. Mouse, "
        "touch or controller alone.",
        "- Typed: type the theory; the subjects you have mentioned are ticked off. It is "
        "sent with your last card.",
        "- Bots always use the phrase builder. Unless you choose, a game with one human "
        "uses the phrase builder and a game with two or more is spoken.",
    ]),
    ("7. The clock, and mercy", [
        "- A human teller has a countdown (30 seconds by default; 15 to 60, or off). The "
        "clock shows by the teller's name. It runs while you place cards and waits while "
        "you choose a link phrase.",
        "- Out of time: if other humans are playing, they vote in the open, one after the "
        "other at the screen: entertaining enough to let them finish? The votes show "
        "together when all are in. A majority of yes removes the clock. Otherwise the "
        "theory collapses and its cards go back to the discard pile.",
        "- Optional heckle vote (spoken mode): after a theory, the others may vote “You "
        "never mentioned…!”; a majority voids it.",
    ]),
    ("8. The Spanish Inquisition (optional)", [
        "- Nobody expects it. When a Joker is dealt, the hand stops, every card is turned "
        "up, and starting with the Joker's holder each player in turn lays the longest "
        "line their cards can make: all of them if the board allows, otherwise as many as "
        "fit (a single card counts as a line; whoever holds the Joker must include it). "
        "Cards that cannot be placed are discarded. Neighbours swing round at once.",
        "- If a human runs out of time, either everyone loses (the Inquisition wins), or, "
        "with the mild setting, only that player's cards are lost.",
    ]),
    ("9. The end", [
        "- The game ends when fewer than three cards per player are left to deal, when "
        "the hand limit is reached, or when every human has pressed Call it a night.",
        "- Most board cards facing you wins; ties go to whoever told more successful "
        "theories, then the win is shared.",
    ]),
    ("Controls", [
        "- Pontoon: T twist, S stick, L split, D declare; or the big buttons; hold P to "
        "peek. Controller: D-pad and A, hold LT to peek, Y declares.",
        "- Conspiracy: click a card in the panel (or Tab / RB) to choose which goes next, "
        "then click a lit cell (or arrows and Enter / A). Phrases: 1–4, or arrows and "
        "Enter, or click. Backspace / X takes the last card back.",
        "- Votes: Y or N, or the buttons. F fast-forwards animations, F1 shows these rules, "
        "Esc opens the menu.",
    ]),
]
