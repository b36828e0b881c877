"""Intrigue's rules reference, in our own words, from the rules spec
(/work/shared/specs/intrigue.md and docs/rules-intrigue.md). A paragraph starting with
"- " is drawn as a bullet. No section numbers in the player's text."""

from __future__ import annotations

RULES: list[tuple[str, list[str]]] = [
    ("The idea", [
        "You are an ambitious member of the Unified People's Party, 1980, in a republic "
        "that never existed. Everyone has a secret file of twelve headings; half of them "
        "are true. Trade secrets, whisper rumours (true or not), seal pacts and win the "
        "party's votes. The first to reach the target score becomes President.",
    ]),
    ("Your file", [
        "Every file lists six merits (good deeds) and six blemishes (misdeeds). Exactly "
        "three merits and three blemishes are true. Everybody sees every file's headings; "
        "only you know which of yours are true.",
        "Once a heading is voted on and the file is opened, it is stamped TRUE or FALSE "
        "for all to see, and it can never be talked about again.",
    ]),
    ("Claims, whispers and secrets", [
        "A claim says \"this member's heading is true\". You may tell any claim about "
        "anyone, true or false.",
        "- Sworn: a claim about yourself that is true may carry your stamp. The listener "
        "can rely on it. You can never swear a lie.",
        "- A whisper is a claim you hand to someone for nothing. A secret is a claim you "
        "hand over in a pact.",
        "- The first member to tell a claim to anyone is its spreader. Nobody is told who "
        "that is until the game ends, and the spreader earns secret points.",
    ]),
    ("A round", [
        "Each round opens with an informant's report: you learn the truth of one heading "
        "in someone else's file. Then comes the recess, then the floor session.",
    ]),
    ("The recess", [
        "In each mingling turn every member, from the chair round the table, makes one "
        "move: whisper a claim to someone, offer them a pact, or keep quiet.",
        "- An offer carries one of your claims, held back until the other member accepts. "
        "Accepting means giving a claim back: both are delivered, the pact is sealed, and "
        "both members gain 1 point.",
        "- Offers waiting in your inbox are answered before your own move. After the last "
        "turn, unanswered offers get one last chance, then expire.",
    ]),
    ("The floor", [
        "On your floor turn you may first break any of your pacts (you lose 1, your "
        "partner loses 1½). Then you may raise a rumour: a claim you heard or told, or one "
        "tabled earlier. Or pass.",
        "Everyone except you and the member the rumour is about votes in secret: believe "
        "(a flat hand), abstain (a fist) or disbelieve (a hand pointing down). The hands "
        "are shown together.",
        "- Tabled: as many believers as disbelievers, or more than half abstaining. "
        "Nothing is scored, and anyone may raise it again in a later session.",
        "- Otherwise the file is opened and the heading stamped TRUE or FALSE.",
    ]),
    ("Points", [
        "- Raising a rumour: +1 if believed, -½ if disbelieved.",
        "- Each voter: +½ for judging right, -½ for judging wrong, nothing for abstaining.",
        "- The member it was about: for a merit, +1 if believed and +1 if true; for a "
        "blemish, -1 if believed and -1 if true.",
        "- The spreader, in secret: a true rumour believed +1; a false one believed +2; a "
        "false one disbelieved -1.",
        "Your public score leaves out secret points; your true score counts them, and only "
        "the true score wins.",
    ]),
    ("Status", [
        "As your true score rises you become a Senior Party Member, then a Cabinet "
        "Member; promotions are announced to everyone at once.",
        "- Senior: the first time a rumour you raise is disbelieved, you lose nothing.",
        "- Cabinet: the first time you would lose points over one of your blemishes, you "
        "lose nothing.",
    ]),
    ("The end", [
        "The moment a true score reaches the target, that member is President and the "
        "game stops, even in the middle of a vote. After the round limit, or a round in "
        "which nothing at all happened, the highest true score wins; ties go to fewer "
        "broken pacts.",
        "Then the archives open: every file, every spreader and every secret point.",
    ]),
    ("At the table", [
        "Your desk on the right is yours alone: your file with its truths, your notebook of "
        "reports and claims heard, the claims you told and your inbox. Tab switches page.",
        "Pick moves from the list under the desk with the arrows and Enter, a click, or "
        "the controller's D-pad and A. Esc or Backspace goes back a step.",
        "With several people at the screen, it passes behind a curtain before each private "
        "move and each ballot.",
    ]),
]
