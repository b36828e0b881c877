"""The history of games (issue 34): writing one finished game's record, opening the
Players screen over a long history, and the file's size per 1,000 games.

    nice -n 10 python benchmarks/history.py [games] [writes] [folder]

games: the long history's size (default 10,000); writes: records timed one by one
(default 200, each its own durable transaction, synchronous=FULL as in play); folder:
where the file goes (default a fresh temporary folder: put it on the disk the table
really uses, since a write's time is mostly its fsyncs). Records are of real games:
every registered game played by random bots, so actions and configs have their true
sizes; 3 profiles share the history. One JSON object.
"""

from __future__ import annotations

import json
import os
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.core import registry  # noqa: E402
from scenes.shell.history.database import FILE, HistoryDB  # noqa: E402
from scenes.shell.history.record import GameRecord, SeatRecord, rounds_of  # noqa: E402

PEOPLE = ("Ada", "Bob", "Cleo")
LEVELS = ("random", "easy", "medium", "hard")


def real_games(per_game: int = 4) -> list[Any]:
    """Finished engines of every registered game (random play), to copy records from."""
    out = []
    for info in registry.games():
        plugin = registry.plugin(info.id)
        for n in range(per_game):
            players = info.min_players + n % (info.max_players - info.min_players + 1)
            seats = ["random"] * players
            config = plugin.make_config(seats, [f"P{i}" for i in range(players)], {})
            game = plugin.Game.new(config, 1000 + n)
            rnd = random.Random(n)
            while not game.is_over:
                p = game.waiting_for[rnd.randrange(len(game.waiting_for))]
                legal = game.legal_actions(p)
                game.apply(legal[rnd.randrange(len(legal))], p)
            out.append((info.id, game))
    return out


def record(n: int, source: tuple[str, Any], rnd: random.Random) -> GameRecord:
    game_id, game = source
    count = len(game.config.names)
    humans = rnd.randint(1, min(2, count - 1))
    names = list(rnd.sample(PEOPLE, humans)) + [f"Bot {i}" for i in range(count - humans)]
    kinds = ["human"] * humans + [rnd.choice(LEVELS) for _ in range(count - humans)]
    winners = set(game.outcome.winners)
    seats = tuple(SeatRecord(nm, k, float(s), p in winners) for p, (nm, k, s) in
                  enumerate(zip(names, kinds, game.outcome.scores)))
    config = json.loads(json.dumps(game.config.to_json(), default=str))
    config["names"] = names
    day = 1 + n // 50
    return GameRecord(game_id, seats, n, tuple(game.record), config, {}, rounds_of(game),
                      rnd.uniform(5, 60), bool(game.outcome.draw), game.outcome.why,
                      finished_at=f"2026-{1 + day // 28 % 12:02d}-{1 + day % 28:02d}T20:00:00"
                                  f".{n:06d}")


def pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def open_players(folder: Path, times: int = 10) -> dict[str, float]:
    """The history opened (its integrity check included: once a run, after the title's
    first frame), then the Players screen built and its first frame drawn at 1280×720
    (each profile's statistics read afresh: the cache is per screen), in ms. The first
    opening also loads the screen's fonts; it is given apart."""
    from scenes.shell.menus.players import PlayersScene
    from scenes.shell.window.app import App, AppConfig

    opened = []
    for _ in range(3):
        t0 = time.perf_counter()
        HistoryDB(folder).close()
        opened.append((time.perf_counter() - t0) * 1000)
    db = HistoryDB(folder)
    app = App(AppConfig(size=(1280, 720), speed=0))
    app.open()
    shown = []
    try:
        t0 = time.perf_counter()
        scene = PlayersScene(db, export_folder=folder)
        app.stack.push(scene)
        app.step([], 1 / 60)  # pushed
        scene.draw(app.screen)  # the first frame (fonts, the chosen profile's card)
        shown.append((time.perf_counter() - t0) * 1000)
        for n in range(times):
            t0 = time.perf_counter()
            fresh = PlayersScene(db, export_folder=folder)  # every query made again
            fresh.focus = n % max(1, len(fresh.profiles))
            fresh.draw(app.screen)
            shown.append((time.perf_counter() - t0) * 1000)
    finally:
        app.close()
        db.close()
    return {"open_history_ms": round(min(opened), 1),
            "players_screen_first_ms": round(shown[0], 1),
            "players_screen_p50_ms": round(pct(shown[1:], 0.5), 1),
            "players_screen_p95_ms": round(pct(shown[1:], 0.95), 1)}


def main(argv: list[str]) -> dict[str, Any]:
    total = int(argv[0]) if argv else 10_000
    writes = int(argv[1]) if len(argv) > 1 else 200
    folder = Path(argv[2]) if len(argv) > 2 else Path(tempfile.mkdtemp(prefix="history-"))
    sources = real_games()
    rnd = random.Random(34)
    db = HistoryDB(folder)
    times = []
    for n in range(writes):
        rec = record(n, rnd.choice(sources), rnd)
        t0 = time.perf_counter()
        db.write_game(rec)
        times.append((time.perf_counter() - t0) * 1000)
    db.conn.execute("PRAGMA synchronous = OFF")  # the long history filled fast
    for n in range(writes, total):
        db.write_game(record(n, rnd.choice(sources), rnd))
    db.close()
    size = (folder / FILE).stat().st_size
    out = {"games": total, "folder": str(folder),
           "write_p50_ms": round(pct(times, 0.5), 2), "write_p95_ms": round(pct(times, 0.95), 2),
           "mean_actions_per_game": round(sum(len(g.record) for _, g in sources)
                                          / len(sources)),
           "kb_per_1000_games": round(size / 1024 / (total / 1000)),
           **open_players(folder)}
    return out


if __name__ == "__main__":
    print(json.dumps(main(sys.argv[1:])))
