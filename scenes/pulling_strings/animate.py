"""What the table animates for each event (spec §9): a banner for a turn and an
attack, two dice tumbling and landing, a captured group sliding from the row (or its old
web) into the attacker's web, a neutralized group dropping to the row, a destroyed one
fading away."""

from __future__ import annotations

from typing import Any

from game.pulling_strings.cards import GROUPS, KINDS
from game.pulling_strings.odds import odds_of_need
from scenes.pulling_strings import geometry as geo
from scenes.shell.session import Shown
from scenes.ui.tween import Call, Sequence, Task, Tween, Wait


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
    """A group face on its way (x, y its centre; alpha fades it)."""

    __slots__ = ("group", "x", "y", "alpha", "edge")

    def __init__(self, group: int, x: float, y: float, edge: tuple[int, int, int]) -> None:
        self.group, self.x, self.y, self.edge = group, x, y, edge
        self.alpha = 255.0


GOOD, BAD, NEWS = (110, 210, 120), (236, 96, 80), (236, 230, 214)


class TableAnimation:
    """Mixed into the table: event views to tweens, and the effects they leave."""

    session: Any
    tweens: Any
    speed: float
    n: int

    def init_animation(self) -> None:
        self.banner: Banner | None = None
        self.dice: Dice | None = None
        self.flyer: Flyer | None = None

    def clear_effects(self) -> None:
        self.banner = None
        self.dice = None
        self.flyer = None

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
            return self._show(f"{self.name(v['player'])} attacks!", NEWS, 0.9,
                              f"to {what} · need {o.need} · {o.percent}%")
        if k == "rolled":
            return self._roll(v)
        if k == "captured":
            return self._capture(v)
        if k in ("neutralized", "destroyed"):
            return self._leave(v, k == "destroyed")
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

    def _capture(self, v: dict[str, Any]) -> list[Task]:
        g, p, was = v["group"], v["player"], v["from"]
        start = self.row_slot(g) if was < 0 else geo.seat_panel(was, self.n).center  # type: ignore[attr-defined]
        end = self.node_centre(p, g)  # type: ignore[attr-defined]
        fly = Flyer(g, float(start[0]), float(start[1]), self.seat_rgb(p))  # type: ignore[attr-defined]

        def go() -> None:
            self.flyer = fly
            self.focus_seat = p  # type: ignore[attr-defined]

        def land() -> None:
            self.flyer = None

        return [Call(go), Tween(fly, 0.7, ease="inOutCubic", x=float(end[0]),
                                y=float(end[1])), Call(land)]

    def _leave(self, v: dict[str, Any], destroyed: bool) -> list[Task]:
        g, was = v["group"], v["from"]
        start = self.row_slot(g) if was < 0 else self.node_centre(was, g)  # type: ignore[attr-defined]
        fly = Flyer(g, float(start[0]), float(start[1]), (120, 120, 120))

        def go() -> None:
            self.flyer = fly

        def land() -> None:
            self.flyer = None

        if destroyed:
            motion: Task = Tween(fly, 0.7, ease="inCubic", alpha=0.0, y=fly.y + 40)
        else:
            motion = Tween(fly, 0.7, ease="inOutCubic", x=float(geo.ROW.centerx),
                           y=float(geo.ROW.centery))
        word = "destroyed" if destroyed else "knocked loose"
        return [*self._show(f"{GROUPS[g].name} {word}", BAD, 0.5),
                Sequence(Call(go), motion, Call(land))]
