"""Theory sentences (spec §6.3, §12.3): subjects joined by link phrases, then one closing
clause per adjacent board card. Used by the engine, the bots and the table's caption."""

from __future__ import annotations

from collections.abc import Sequence

from .subjects import closers, phrases


def sentence(subjects: Sequence[str], links: Sequence[int],
             adjacent: Sequence[str] = (), ends: Sequence[str] | None = None) -> str:
    """ "A is secretly funding B, which has been hiding C — and X knew all along."

    `links[i]` is the phrase index between subjects i and i+1 (fewer links: the rest are
    listed); `ends` are closing templates with {X}, one per adjacent subject (default:
    the closers in turn).
    """
    if not subjects:
        return ""
    table = phrases()
    text = subjects[0]
    for i, subject in enumerate(subjects[1:]):
        if i < len(links):
            joint = " " if i == 0 else ", which "
            text += f"{joint}{table[links[i]].text} {subject}"
        else:
            text += f", {subject}"
    bank = closers()
    ends = list(ends) if ends is not None else [bank[k % len(bank)]
                                                for k in range(len(adjacent))]
    if adjacent:  # one closing clause naming every adjacent card (at most two clauses read well)
        names = list(adjacent)
        if len(names) > 3:  # a long list of names buries the joke
            names = names[:3] + ["friends"]
        x = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
        end = ends[0]
        sep = "" if end.startswith(("…", ",")) else " "
        text += sep + end.replace("{X}", x).rstrip(".")
    return text + ("" if text.endswith((".", "!", "?")) else ".")
