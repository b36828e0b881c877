"""One line of the Players screen's latest games: "Pulling Strings · 03 Jan · with Bob,
Cy, 2 bots", made to fit its row without cutting who played mid-name.

The game and its date always show whole. The rest is tried from the fullest form down,
each at sizes from `px` down to `smallest`: every name; fewer names and how many others
sat there ("with Bob +4 others"); only how many ("with 5 others", "+5 others"). Only
a row too narrow even for that is cut at a word, with "…"."""

from __future__ import annotations

from scenes.ui import text


def fit(head: str, people: tuple[str, ...], bots: int, px: int, width: int,
        smallest: int) -> tuple[int, str]:
    """The size and words of the row for a game (`head`: its name and date) played with
    `people` (the other humans) and `bots`, at most `width` px wide."""
    for words in forms(head, people, bots):
        size = text.shrink_to_fit(words, px, width, smallest)
        if text.font(size).size(words)[0] <= width:
            return size, words
    last = forms(head, people, bots)[-1]
    return smallest, text.ellipsize(last, smallest, width)


def forms(head: str, people: tuple[str, ...], bots: int) -> list[str]:
    """The row's words from the fullest to the shortest that still say who played."""
    bot_words = [f"{bots} bot{'s' * (bots != 1)}"] if bots else []
    if not people and not bots:
        return [head]
    out = [f"{head} · with " + ", ".join(list(people) + bot_words)]
    for shown in range(len(people) - 1, 0, -1):  # the first names, then how many more
        others = len(people) - shown + bots
        out.append(f"{head} · with " + ", ".join(people[:shown]) + f" +{others} other"
                   + "s" * (others != 1))
    if people:  # (bots alone were said in the fullest form already)
        everyone = len(people) + bots
        count = f"{everyone} other" + "s" * (everyone != 1)
        out += [f"{head} · with {count}", f"{head} · +{count}"]
    else:
        out.append(f"{head} · +{bot_words[0]}")
    return out
