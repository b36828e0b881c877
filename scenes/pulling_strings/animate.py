"""What the table animates for each event (spec §9): a banner for a turn and an
attack, two dice tumbling and landing, a captured group and its branch sliding from the
row (or its old web) into the attacker's web, a neutralized or dropped group going to
the row and a destroyed one fading away, their puppets leaving their places as orphans,
and an orphan (or a moved group) lifting out and sliding along its new arrow (§9.7).

The picture under the flights already shows the game after the action (the table's
`obs`); flights start where things were before it (`before`). A group in flight is left
out of the picture; once landed it stays parked where it landed until the table snaps to
the game again (`resync` clears `flyers`): its landing redraws nothing."""

from __future__ import annotations

from typing import Any

from game.pulling_strings.cards import GROUPS, KINDS, N_GROUPS
from game.pulling_strings.odds import need_words, odds_of_need
from game.pulling_strings.state import PENDING
from scenes.pulling_strings import geometry as geo
from scenes.pulling_strings import webview
from scenes.shell.match.session import Shown
from scenes.ui.tween import Call, Parallel, Sequence, Task, Tween, Wait

Point = tuple[float, float]
LIFT = 26  # px an orphan rises out of its place before it slides


class Banner:
    __slots__ = ("text", "colour", "life", "small")

    def __init__(self, text: str, colour: tuple[int, int, int], life: float,
                 small: str = "") -> None:
        self.text, self.colour, self.life, self.small = text, colour, life, small


class Dice:
    """Two dice: `spin` runs 0 → 1 while they tumble; then they show `faces`."""

    __slots__ = ("faces", "spin", "need", "success", "life")

    def __init__(self, faces: tuple[int, int], need: int, success: bool) -> None:
        self.faces, self.need, self.success = faces, need, success
        self.spin = 0.0
        self.life = 1.0


class Flyer:
    """A group face on its way (x, y its centre; alpha fades it; size: faces.SIZES)."""

    __slots__ = ("group", "x", "y", "alpha", "edge", "size")

    def __init__(self, group: int, x: float, y: float, edge: tuple[int, int, int],
                 size: int = 1) -> None:
        self.group, self.x, self.y, self.edge, self.size = group, x, y, edge, size
        self.alpha = 255.0


GOOD, BAD, NEWS = (110, 210, 120), (236, 96, 80), (236, 230, 214)
GREY = (120, 120, 120)


def branch_of(obs: Any, g: int) -> list[int]:
    """g and every puppet below it (its branch, §9.6), g first."""
    out, i = [g], 0
    while i < len(out):
        h = out[i]
        out += [k for k in range(N_GROUPS) if obs.master[k] == h and k != h
                and obs.owner[k] == obs.owner[g]]
        i += 1
    return out


class TableAnimation:
    """Mixed into the table: event views to tweens, and the effects they leave."""

    session: Any
    tweens: Any
    speed: float
    n: int

    def init_animation(self) -> None:
        self.banner: Banner | None = None
        self.dice: Dice | None = None
        self.flyers: list[Flyer] = []
        # The last attack declared and how it ended, for whoever watches between attacks
        # (the web's head shows it while no human decides).
        self.last_attack: tuple[str, str] | None = None

    def clear_effects(self) -> None:
        self.banner = None
        self.dice = None
        self.flyers = []
        self.last_attack = None  # a replay's seek: it belongs to another moment

    def name(self, seat: Any) -> str:
        names = self.session.names
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"

    def _show(self, text: str, colour: tuple[int, int, int], seconds: float,
              small: str = "") -> list[Task]:
        def start() -> None:
            self.banner = Banner(text, colour, seconds, small)

        def end() -> None:
            self.banner = None

        return [Call(start), Wait(seconds), Call(end)]

    def steps_for(self, shown: Shown) -> list[Task]:  # noqa: PLR0911
        v = shown.view
        k = v.get("kind")
        if k == "turn":
            return self._show(f"{self.name(v['player'])}'s turn", NEWS, 0.7,
                              f"Round {v['round']} · income {v['income']} S")
        if k == "attack":
            o = odds_of_need(v["need"])
            what = f"{KINDS[v['attack_kind']]} {GROUPS[v['target']].name}"
            line = f"Last attack: {self.name(v['player'])}, to {what}"
            return [Call(lambda: self._remember(line, f"declared at {o.percent}%")),
                    *self._show(f"{self.name(v['player'])} attacks!", NEWS, 0.9,
                                f"to {what} · {need_words(o.need)} · {o.percent}%")]
        if k == "rolled":
            o = odds_of_need(v["need"])
            verdict = "success" if v["success"] else "failure"
            end = f"{o.percent}% · rolled {sum(v['dice'])}: {verdict}"
            return [Call(lambda: self._remember(None, end)), *self._roll(v)]
        if k == "captured":
            return self._capture(v)
        if k in ("neutralized", "destroyed"):
            return self._leave(v, k == "destroyed")
        if k == "dropped":
            return self._leave({**v, "from": v["player"]}, False)
        if k == "released":  # an orphan with no free arrow goes uncontrolled (§9.7)
            return self._leave({**v, "from": v["player"]}, False, "finds no arrow")
        if k == "placed":
            return self._place(v)
        if k == "lay_low":
            return self._show(f"{self.name(v['player'])} lies low", NEWS, 0.6, "+5 S")
        if k == "special":
            from game.pulling_strings.cards import SPECIALS

            return self._show(SPECIALS[v["card"]].name, (250, 226, 160), 0.9,
                              f"played by {self.name(v['player'])}")
        if k == "game_over":
            ws = " and ".join(self.name(w) for w in v["winners"]) or "Nobody"
            return self._show(f"{ws} pull{'s' * (len(v['winners']) == 1)} the strings!",
                              GOOD, 1.6, str(v.get("why", "")))
        if k == "attack_over" and v.get("why") != "roll":
            return self._show(f"Attack {v['why']}", BAD, 0.7)
        return []

    def _remember(self, line: str | None, end: str) -> None:
        if line is None and self.last_attack is not None:
            line = self.last_attack[0]
        if line is not None:
            self.last_attack = (line, end)

    def _roll(self, v: dict[str, Any]) -> list[Task]:
        dice = Dice((v["dice"][0], v["dice"][1]), v["need"], v["success"])

        def start() -> None:
            self.dice = dice

        def end() -> None:
            self.dice = None

        verdict = "Success!" if v["success"] else "Failed"
        return [Call(start), Tween(dice, 0.8, ease="outCubic", spin=1.0),
                *self._show(verdict, GOOD if v["success"] else BAD, 0.6,
                            f"rolled {sum(v['dice'])} against {v['need']}"),
                Call(end)]

    # ------------------------------------------------------------------ flights
    def now(self) -> Any:
        """The game as it stands after the events being shown."""
        return self.session.game.observe(self.session.display_viewer)

    def old_centre(self, p: int, node: int) -> Point | None:
        """Where node sat in p's web before the action shown."""
        return webview.layout(self.before, p, geo.WEB).centres.get(node)  # type: ignore[attr-defined]

    def old_row_slot(self, g: int) -> tuple[int, int]:
        """Where g lay in the uncontrolled row before the action shown."""
        row = list(self.before.row)  # type: ignore[attr-defined]
        return geo.row_slot(row.index(g) if g in row else len(row), len(row) <= geo.ROW_BIG)

    def _park(self, flyers: list[Flyer], focus: int | None) -> None:
        """Groups about to fly wait at their starts from the batch's first frame: the
        picture under them already shows the game after the action (the dice still
        rolling must not show the capture made), so they are left out of it at once."""
        mine = {f.group for f in flyers}
        self.flyers = [f for f in self.flyers if f.group not in mine] + flyers
        if focus is not None:
            self.focus_seat = focus  # type: ignore[attr-defined]

    def _fly(self, flights: list[tuple[int, Point, Point]], edge: tuple[int, int, int],
             seconds: float, focus: int | None = None, lift: bool = False) -> list[Task]:
        """Groups sliding together, each from its start to its end; with `lift`, each
        first rises out of its place (it leaves), then slides."""
        # The face size of the web they land in: parked there, they match it.
        size = webview.layout(self.now(), focus, geo.WEB).size if focus is not None else 1
        flyers = [Flyer(g, float(a[0]), float(a[1]), edge, size) for g, a, _ in flights]
        self._park(flyers, focus)
        steps: list[Task] = [Call(lambda: self._park(flyers, focus))]
        if lift:
            steps.append(Parallel(*(Tween(f, 0.25, ease="outCubic", y=f.y - LIFT)
                                    for f in flyers)))
        steps.append(Parallel(*(Tween(f, seconds, ease="inOutCubic", x=float(b[0]),
                                      y=float(b[1])) for f, (_, _, b) in zip(flyers, flights))))
        return steps

    def _capture(self, v: dict[str, Any]) -> list[Task]:
        """§9.6: the target, and from another web its whole branch, slides in under the
        attacking group."""
        g, p, was = v["group"], v["player"], v["from"]
        start = self.old_row_slot(g) if was < 0 else geo.seat_panel(was, self.n).center
        flights = [(h, start, self.node_centre(p, h))  # type: ignore[attr-defined]
                   for h in branch_of(self.now(), g)]
        return self._fly(flights, self.seat_rgb(p), 0.7, focus=p)  # type: ignore[attr-defined]

    def _leave(self, v: dict[str, Any], destroyed: bool, word: str = "") -> list[Task]:
        """A group leaves its web (§9.4, §9.5, §8.4) — to the row, or fading away if
        destroyed — and its puppets leave their places as orphans."""
        g, was = v["group"], v["from"]
        start = self.old_row_slot(g) if was < 0 else (
            self.old_centre(was, g) or geo.WEB.center)
        fly = Flyer(g, float(start[0]), float(start[1]), GREY)
        focus = was if was >= 0 else None
        self._park([fly], focus)

        def gone() -> None:
            if destroyed:
                self.flyers = [f for f in self.flyers if f is not fly]

        if destroyed:
            motion: Task = Tween(fly, 0.7, ease="inCubic", alpha=0.0, y=fly.y + 40)
        else:
            end = self.row_slot(g)  # type: ignore[attr-defined]  # its slot, or the next free one
            motion = Tween(fly, 0.7, ease="inOutCubic", x=float(end[0]), y=float(end[1]))
        word = word or ("destroyed" if destroyed else "knocked loose")
        return [*self._show(f"{GROUPS[g].name} {word}", BAD, 0.5),
                Sequence(Call(lambda: self._park([fly], focus)), motion, Call(gone)),
                *self._orphaned(was)]

    def orphans_of(self, p: int) -> list[int]:
        """p's groups that became orphans in the events being shown (§9.7), each with
        its branch: waiting for an arrow now, in a web before."""
        if p < 0:
            return []
        now = self.now()
        out: list[int] = []
        for h in range(N_GROUPS):
            if now.owner[h] == p and now.master[h] == PENDING \
                    and self.before.master[h] != PENDING:  # type: ignore[attr-defined]
                out += branch_of(now, h)
        return out

    def _orphaned(self, p: int) -> list[Task]:
        """Orphans lift out of their places and slide down to wait for an arrow."""
        flights = []
        for h in self.orphans_of(p):
            a = self.old_centre(p, h)
            if a is not None:
                flights.append((h, a, self.node_centre(p, h)))  # type: ignore[attr-defined]
        if not flights:
            return []
        return self._fly(flights, self.seat_rgb(p), 0.5, focus=p, lift=True)  # type: ignore[attr-defined]

    def _place(self, v: dict[str, Any]) -> list[Task]:
        """An orphan (or a moved or gained group) and its branch lift out of where they
        wait and slide down the new arrow to their place (§9.7, §8.3)."""
        g, p = v["group"], v["player"]
        flights = []
        for h in branch_of(self.now(), g):
            a = self.old_centre(p, h) or geo.WEB.center
            flights.append((h, a, self.node_centre(p, h)))  # type: ignore[attr-defined]
        return self._fly(flights, self.seat_rgb(p), 0.6, focus=p, lift=True)  # type: ignore[attr-defined]
