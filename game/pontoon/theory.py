"""Theory sentences (spec §6.3, §12.3): subjects joined by link phrases, then one closing
clause per adjacent board card (§6.2 rule 5). Verbs agree with their subjects in number,
as subjects.json marks them. Used by the engine, the bots and the table's caption."""

from __future__ import annotations

from collections.abc import Sequence

from .subjects import closers, phrases


def linked(subjects: Sequence[str], links: Sequence[int]) -> str:
    """ "A is secretly funding B, which has been hiding C": `links[i]` is the phrase
    between subjects i and i+1 (its verb agrees with subject i); unlinked ones are listed."""
    if not subjects:
        return ""
    table = phrases()
    text = subjects[0]
    for i, subject in enumerate(subjects[1:]):
        if i < len(links):
            joint = " " if i == 0 else ", which "
            text += f"{joint}{table[links[i]].agreeing(subjects[i])} {subject}"
        else:
            text += f", {subject}"
    return text


def sentence(subjects: Sequence[str], links: Sequence[int],
             adjacent: Sequence[str] = (), ends: Sequence[int] | None = None) -> str:
    """The linked subjects, then one closing clause for every adjacent subject (§6.2
    rule 5, §12.3): "… — and X knew all along — all paid for by Y."

    `ends[k]` is the index of the closing clause for `adjacent[k]` (default: in turn).
    """
    text = linked(subjects, links)
    if not text:
        return ""
    bank = closers()
    picks = list(ends) if ends is not None else list(range(len(adjacent)))
    for k, subject in enumerate(adjacent):
        clause = bank[picks[k] % len(bank)].naming(subject).rstrip(".")
        text += ("" if clause.startswith(("…", ",")) else " ") + clause
    return text + ("" if text.endswith((".", "!", "?")) else ".")
