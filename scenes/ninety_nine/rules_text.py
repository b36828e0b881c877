"""Ninety-Nine Paranoia's rules reference, in our own words, from the rules spec
(/work/shared/specs/ninety-nine-paranoia.md, in its order). The headings carry no spec
section numbers: a newcomer read '5.4', '5.6', '13.' as missing pages. A paragraph
starting with "- " is drawn as a bullet."""

from __future__ import annotations

RULES: list[tuple[str, list[str]]] = [
    ("The idea", [
        "Everyone adds cards to one face-up pile and the table keeps a running count, "
        "starting at 0. Pushing the count past 33, 66 or 99 costs you points; going past "
        "99 ends the round. The lowest score after the last round wins.",
        "Four cards are poison: the one-eyed jacks (Jack of Spades, Jack of Hearts) and the "
        "black queens (Queen of Spades, Queen of Clubs). They cost a little when played and "
        "more when you are still holding one as the round ends. On the table they wear a "
        "purple frame and a skull.",
    ]),
    ("The cards", [
        "One 52-card deck for 2 to 4 players, two decks shuffled together for 5 or more. "
        "No Jokers. Hearts and diamonds are red, spades and clubs black.",
    ]),
    ("What everyone sees", [
        "The count, the direction of play, whose turn it is, the dealer, every score, the "
        "size of the stock, the round and every card played this round.",
        "Your hand is yours alone; others only see how many cards you hold. A card passed "
        "to you is seen by you and by the player who gave it.",
    ]),
    ("A round", [
        "The dealer deals three cards to everyone; the rest is the face-down stock. The "
        "count starts at 0, play goes clockwise, and the player after the dealer begins. "
        "The deal moves one seat clockwise each round.",
    ]),
    ("Your turn", [
        "Play one card, or a pair of 3s, 6s, 9s or Kings. There is no passing your turn. "
        "Then draw back up: one card after a single, two after a pair.",
        "- Ace: +1 or +11, your choice.",
        "- 2: +2, then everyone passes a card.",
        "- 3, 5, 6, 7, 9: add their value.",
        "- 4: the count stays; the direction of play reverses.",
        "- 8: the count stays.",
        "- 10: +10, or -10 when the count is at least 10.",
        "- Jack, Queen: +10. A one-eyed jack costs you 1 point, a black queen 2.",
        "- King: +10, then everyone passes a card.",
        "- Pair of 3s, 6s or 9s: the count jumps to 33, 66 or 99. Different colours: you "
        "may reverse the direction. Same colour: you choose who goes next.",
        "- Pair of Kings: +10, and every point the play costs goes to each other player "
        "instead of you. No pass.",
        "Before you commit, the table shows what each choice would cost you.",
    ]),
    ("Crossing a boundary", [
        "Whenever your play moves the count up from 33 or below to 34 or more, you take 1 "
        "point; from 66 or below to 67 or more, 2 points; from 99 or below to 100 or more, "
        "3 points and the round ends. Jumps count too: a pair of 9s at 30 crosses 33 and "
        "66 and costs 3. Going down never costs anything, and going up again over the same "
        "line costs again.",
    ]),
    ("The pass", [
        "After a single 2 or King (and the draw), every player secretly picks one card from "
        "their hand. When all have chosen, every card moves at once to the next player in "
        "the direction of play. With two players the cards simply swap. Cards you receive "
        "are marked NEW until you next play.",
        "On a shared screen the table asks each person in turn, behind the curtain.",
    ]),
    ("An empty stock", [
        "If a draw finds the stock empty, the pile except its top card is shuffled into a "
        "new stock. The count does not change.",
    ]),
    ("End of a round", [
        "The round ends when the count passes 99. A 2 or King that does it still draws and "
        "passes first; any other card ends the round at once, without a draw.",
        "Then every hand turns over: 3 points for each one-eyed jack and 5 for each black "
        "queen still held. The summary shows points for boundaries, cards played, cards "
        "held and the round total.",
    ]),
    ("End of the game", [
        "Play the agreed number of rounds (1, 3, 5, 7 or 10). Cumulative scoring: the lowest "
        "total wins, ties share the win. Rounds won: the player with the fewest points in a "
        "round wins it; most rounds won takes the game, the lowest total breaks a tie.",
        "Whoever has the highest total is named Most Paranoid. That is the only prize.",
    ]),
    ("Settings", [
        "- Call the count: after each play a human picks the new count from four numbers "
        "within 10 seconds; wrong or late costs 1 point.",
        "- Blind count: the count is hidden except when you call it (needs Call the count).",
        "- Quick pass: every pass gives a random card, so nobody has to choose.",
    ]),
    ("Controls", [
        "- Keyboard: Left / Right choose a card, Up / Down or 1-9 choose an option, Enter "
        "plays, Esc opens the menu, F speeds the animation, F1 shows these rules.",
        "- Mouse or touch: click a card, then click the option on the right (or click the "
        "card again when it has only one).",
        "- Controller: D-pad chooses, A plays, B goes back.",
    ]),
]
