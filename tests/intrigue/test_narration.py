"""The public log (spec §8): one line per public event, naming no private item."""

from __future__ import annotations

import random

from game.intrigue.content import pools
from game.intrigue.plugin import describe

from .scenario import new

NAMES = ["Teodor Vrbka", "Mila Ostrakova", "Gennadi Pultov", "Zora Velichek",
         "Anton Brasko", "Irina Dolgorova"]


def test_public_lines_read_the_rumour_and_never_a_secret() -> None:
    g = new(6, 9)
    rnd = random.Random(9)
    lines = [describe(e.view(None), NAMES) for e in g.opening]
    whispered: set[str] = set()
    while not g.is_over:
        p = rnd.choice(g.waiting_for)
        acts = g.legal_actions(p)
        for e in g.apply(acts[rnd.randrange(len(acts))], p):
            if e.kind == "note" and "heading" in e.secret:
                whispered.add(pools().texts[e.secret["heading"]])
            lines.append(describe(e.view(None), NAMES))
    text = "\n".join(lines)
    assert "raises a rumour" in text and "The file is opened" in text
    raised = {line.split(": ", 1)[1] for line in lines if "raises a rumour" in line}
    assert raised, "raised rumours are named with their heading"
    for line in lines:
        if "mingles" in line or "answers a note" in line:
            assert not any(h in line for h in whispered)
    assert not any("spreader" in line for line in lines)


# Finite verbs a claim may start with (after an adverb): what each heading says of a
# member. A heading that is a noun phrase ("chess champion of…") or a bare participle
# ("decorated for…") needs its verb in headings.json's "sentences".
FINITE = {"applauded", "ate", "attends", "bribed", "brought", "buys", "can't", "carried",
          "caught", "cheated", "chews", "counted", "designed", "donated", "drew", "drinks",
          "dyed", "exposed", "faked", "fell", "fixed", "forgot", "founded", "gave", "grew",
          "has", "hoards", "holds", "inflated", "informed", "interpreted", "invented", "is",
          "jumped", "keeps", "kept", "knitted", "learned", "lets", "listens", "lost",
          "memorised", "mislaid", "missed", "napped", "organised", "overslept", "owns",
          "paid", "planted", "plays", "prefers", "pulled", "reads", "refuses", "repaired",
          "reported", "rescued", "returned", "returns", "rigged", "runs", "sent", "shares",
          "shovelled", "skipped", "sold", "stayed", "swapped", "taped", "taught", "told",
          "translated", "used", "uses", "volunteered", "was", "wears", "won", "writes",
          "wrote"}
ADVERBS = {"never", "always", "once", "secretly", "personally"}
PARTICIPLES = {"decorated", "praised", "quoted", "thanked"}  # passive: need "was"


def test_every_heading_makes_a_sentence_with_its_verb() -> None:
    """Issue 31, item 5: "Boris told Ada that Ada chess champion of…" lacked its verb."""
    from game.intrigue.content import claim_text

    for heading, text in enumerate(pools().texts):
        sentence = claim_text("Boris", heading)
        words = sentence.split()[1:]
        while words[0] in ADVERBS:
            words = words[1:]
        assert words[0] in FINITE, f"no verb: {sentence!r}"
        if words[0] in ("is", "was"):
            assert text in sentence  # the file's own words, after the verb
    chess = pools().texts.index("chess champion of the Ministry of Light Industry")
    assert claim_text("Boris", chess) == "Boris is chess champion of the Ministry of Light Industry"
    medal = pools().texts.index("decorated for the 1977 harvest drive")
    assert claim_text("Boris", medal).startswith("Boris was decorated")


def test_the_log_says_a_rumour_as_a_sentence() -> None:
    chess = pools().texts.index("chess champion of the Ministry of Light Industry")
    line = describe({"kind": "initiated", "player": 0, "subject": 1, "slot": 11,
                     "heading": chess}, NAMES)
    assert line.endswith("raises a rumour: Mila Ostrakova is chess champion of the Ministry "
                         "of Light Industry.")
    view = {"kind": "revealed", "subject": 1, "slot": 11, "heading": chess, "truth": 1}
    assert "Mila Ostrakova is chess champion" in describe(view, NAMES)
