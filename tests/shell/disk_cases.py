"""Generated bad files and what must hold after reading them (issue 12).

Shared by the seeded hypothesis fuzz (tests/shell/test_disk_fuzz.py) and the big run
(benchmarks/disk_fuzz.py). Each `*_case(rng)` makes the bytes of one file from a
`random.Random`; each `check_*` writes them into a fresh folder, starts the table's
reading of them and raises AssertionError if anything the issue forbids happened:
an exception, a file written over (its bytes no longer anywhere in the folder), or
a value that escaped the schema.
"""

from __future__ import annotations

import json
import random
from functools import cache
from pathlib import Path
from typing import Any

from game.core import registry
from scenes.shell.saves import save_format
from scenes.shell.saves import store as saves_mod
from scenes.shell.settings.settings_store import (
    BOT_LEVELS,
    COLOURS,
    HUMAN,
    IDLE_ACTIONS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    MIN_SPEED,
    NAME_LEN,
    RANGES,
    Settings,
    SettingsStore,
)

KINDS = ("settings", "kiosk")  # plus one kind per registered game: "save:<id>"

TEXTS = ["", " ", "Ann", "Ada", "Boris", "Player 1", "x" * 17, "x" * 300, "Ann\x00", "\ud800",
         "\udfff\ud800", "a\nb", "\x1b[2J", "\u202e", "é", "🃏", "ctrl+shift+q",
         "ctrl+alt+esc", "ctrl+shift+", "+q", "shift+shift+q", "meta+f12", "CTRL+SHIFT+Q",
         "paranoid-delusions", "pontoon", "ninety-nine", "human", "medium", "hard", "wizard",
         "bots", "attract", "0001-01-01T00:00:00+14:00", "9999-12-31T23:59:59-12:00",
         "2026-01-01T10:00:00+00:00", "nan", "1e999"]
NUMBERS: list[Any] = [0, 1, -1, 2, 5, 6, 7, 1000, 10**6, 10**6 + 1, 10**18, -10**30, 0.0, -0.0,
                      0.5, 1e-300, 5e-324, 1e308, float("inf"), float("-inf"), float("nan"),
                      3.5, 0.09, 8.000001]
GIANT = "1" + "0" * 4400  # an integer Python refuses to parse by default


def junk(rng: random.Random, depth: int = 0) -> Any:
    """Any JSON value, from a pool of the troublesome ones."""
    roll = rng.random()
    if roll < 0.1:
        return rng.choice([None, True, False])
    if roll < 0.35:
        return rng.choice(NUMBERS)
    if roll < 0.65 or depth > 3:
        return rng.choice(TEXTS)
    if roll < 0.82:
        return [junk(rng, depth + 1) for _ in range(rng.randrange(8))]
    return {rng.choice(TEXTS + ["kind", "name", "colour", "options"]): junk(rng, depth + 1)
            for _ in range(rng.randrange(6))}


def _paths(value: Any, prefix: tuple = ()) -> list[tuple]:
    out = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, (*prefix, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += _paths(v, (*prefix, i))
    return out


def mutate(rng: random.Random, data: Any, edits: int) -> Any:
    """`data` with `edits` random replacements, deletions and additions anywhere."""
    data = json.loads(json.dumps(data))
    for _ in range(edits):
        path = rng.choice(_paths(data))
        if not path:
            data = junk(rng) if rng.random() < 0.05 else data
            continue
        parent = data
        for step in path[:-1]:
            parent = parent[step]
        last = path[-1]
        roll = rng.random()
        if roll < 0.6:
            parent[last] = junk(rng)
        elif roll < 0.8:
            del parent[last]
        elif isinstance(parent, dict):
            parent[rng.choice(TEXTS)] = junk(rng)
        else:
            parent.insert(last, junk(rng))
    return data


def to_text(rng: random.Random, data: Any) -> str:
    """JSON text; sometimes with a giant integer or deep nesting spliced in."""
    text = json.dumps(data, ensure_ascii=rng.random() < 0.5)
    roll = rng.random()
    if roll < 0.05 and "0" in text:
        text = text.replace("0", GIANT, 1)
    elif roll < 0.08 and "[" in text:
        deep = rng.choice([70, 1000, 100_000])
        text = text.replace("[", "[" * deep, 1).replace("]", "]" * deep, 1)
    return text


def damage(rng: random.Random, raw: bytes) -> bytes:
    """Byte-level harm: cut, flipped, padded, re-encoded."""
    roll = rng.random()
    if roll < 0.3 and raw:
        return raw[:rng.randrange(len(raw))]
    if roll < 0.6 and raw:
        i = rng.randrange(len(raw))
        return raw[:i] + bytes([rng.randrange(256)]) + raw[i + 1:]
    if roll < 0.7:
        return b"\xef\xbb\xbf" + raw
    if roll < 0.8:
        return raw + bytes(rng.randrange(256) for _ in range(rng.randrange(1, 64)))
    if roll < 0.9:
        return raw.decode("utf-8", "replace").encode("utf-16")
    return rng.choice([b"", b"\x00" * 64, b"null", b"[]", b"{", b"{}" * 1000])


# ---------------------------------------------------------------- settings and kiosk
def settings_case(rng: random.Random) -> bytes:
    base = Settings().to_json()
    base["games"] = {"paranoid-delusions": {"options": {"subculture": "Board Gamers",
                                                        "aliens": True}}}
    roll = rng.random()
    if roll < 0.15:
        return damage(rng, json.dumps(base).encode())
    if roll < 0.25:
        return to_text(rng, junk(rng)).encode("utf-8", "surrogatepass")
    data = mutate(rng, base, rng.randrange(1, 8))
    return to_text(rng, data).encode("utf-8", "surrogatepass")


def kiosk_case(rng: random.Random) -> bytes:
    base = Settings().to_json()
    kiosk = dict(base["kiosk"], enabled=True)
    roll = rng.random()
    if roll < 0.1:
        return damage(rng, json.dumps(base).encode())
    if roll < 0.3:
        kiosk["quit_combo"] = rng.choice(TEXTS) if rng.random() < 0.7 else junk(rng)
        base["kiosk"] = mutate(rng, kiosk, rng.randrange(0, 3))
    else:
        base["kiosk"] = mutate(rng, kiosk, rng.randrange(1, 6))
    return to_text(rng, base).encode("utf-8", "surrogatepass")


def check_settings(folder: Path, raw: bytes) -> str:
    """Load `raw` as the settings file the way main.py does; returns an outcome word."""
    from scenes.shell.kiosk.kiosk_operator import parse_combo

    store = SettingsStore(folder, durable=False)
    folder.mkdir(parents=True, exist_ok=True)
    store.path.write_bytes(raw)
    loaded = store.load()
    repaired = [m for m in loaded.messages if not m.startswith("unknown setting")]
    if repaired and loaded.set_aside is None:
        store.save(loaded.settings)  # main.py writes the repaired settings back
    assert raw in [p.read_bytes() for p in folder.iterdir() if p.is_file()], "overwritten"
    s = loaded.settings
    assert MIN_PLAYERS <= len(s.seats) <= MAX_PLAYERS
    assert len({seat.colour for seat in s.seats}) == len(s.seats)
    for seat in s.seats:
        assert seat.kind == HUMAN or seat.kind in BOT_LEVELS
        assert isinstance(seat.name, str) and 0 < len(seat.name) <= NAME_LEN
        assert seat.name.isprintable() and 0 <= seat.colour < COLOURS
    for name, (lo, hi) in RANGES.items():
        value = getattr(s.kiosk if name in ("idle_timeout", "countdown") else s, name)
        assert type(value) is float and lo <= value <= hi, (name, value)
    assert s.animation_speed == 0 or s.animation_speed >= MIN_SPEED
    for flag in ("reduce_motion", "sound_on", "fullscreen", "colour_blind"):
        assert type(getattr(s, flag)) is bool
    assert isinstance(s.game, str) and s.game.isprintable()
    for game_id, entry in s.games.items():
        assert isinstance(game_id, str) and set(entry) == {"options"}
        for key, value in entry["options"].items():
            assert key.isidentifier()
            assert (type(value) in (bool, int) and abs(value) <= 10**6) or (
                isinstance(value, str) and value.isprintable())
    k = s.kiosk
    parse_combo(k.quit_combo)
    assert type(k.enabled) is bool and k.idle_action in IDLE_ACTIONS
    assert all(level in BOT_LEVELS for level in k.attract_seats)
    if not store.read_only:  # what was written reads back quietly
        again = SettingsStore(folder, durable=False).load()
        assert all(m.startswith("unknown setting") for m in again.messages), again.messages
        assert again.settings == s or not store.path.exists()
    if loaded.set_aside is not None:
        return "set aside"
    return "repaired" if loaded.messages else "read"


# ---------------------------------------------------------------- saves
@cache
def base_payload(game_id: str, actions: int = 12) -> dict[str, Any]:
    """A real save of `game_id` a few random actions in (all seats human: no bot)."""
    from scenes.shell.match.session import Session

    info, plugin = registry.get(game_id), registry.plugin(game_id)
    n = max(info.min_players, min(3, info.max_players))
    seats = ["human"] * n
    names = [f"Player {i + 1}" for i in range(n)]
    session = Session(plugin.Game.new(plugin.make_config(seats, names, {}), 11), seats,
                      seed=11, game_id=game_id)
    rng = random.Random(5)
    for _ in range(actions):
        if session.game.is_over:
            break
        session.confirm_handover()
        legal = session.legal()
        session.submit(legal[rng.randrange(len(legal))])
    return saves_mod.decode(saves_mod.encode(saves_mod._payload(session)))


def save_case(rng: random.Random, game_id: str) -> bytes:
    payload = base_payload(game_id)
    roll = rng.random()
    if roll < 0.15:
        return damage(rng, saves_mod.encode(payload))
    if roll < 0.3:  # a hand edit, re-packed with a valid checksum
        top = rng.choice(["names", "seats", "saved_at", "subculture", "log", "bot_seed",
                          "game_id", "game_version", "format", "app", "seed"])
        data = dict(payload)
        data[top] = junk(rng)
    else:
        data = mutate(rng, payload, rng.randrange(1, 4))
    return pack(to_text(rng, data))


def pack(text: str) -> bytes:
    """A save file around any JSON text, header and checksum valid."""
    import hashlib
    import zlib

    blob = zlib.compress(text.encode("utf-8", "surrogatepass"), 6)
    digits = blob.hex()
    body = "\n".join(digits[i:i + 64] for i in range(0, len(digits), 64))
    header = (f"{save_format.MAGIC} format={saves_mod.FORMAT} kind=current bytes={len(blob)} "
              f"sha256={hashlib.sha256(blob).hexdigest()}")
    return f"{save_format.NOTICE}\n{header}\n{body}\n".encode("ascii")


def check_save(folder: Path, raw: bytes) -> str:
    """What the title and Resume do with `raw` as the running game's save."""
    from scenes.shell.match.flow import describe_save

    store = saves_mod.SaveStore(folder, durable=False)
    folder.mkdir(parents=True, exist_ok=True)
    store.current.write_bytes(raw)
    line = describe_save(store.current)  # the title's line
    assert isinstance(line, str) and (line == "" or line.isprintable())
    result = store.load()
    if result.ok or result.reason == saves_mod.FINISHED:
        match = result.match
        assert match is not None
        assert all(isinstance(n, str) and n.isprintable() for n in match.names)
        match.session()  # Resume builds the table's session
        return "resumable" if result.ok else "finished"
    assert result.message
    assert result.set_aside is not None and result.set_aside.read_bytes() == raw, "lost"
    assert not store.current.exists()
    # The finished-games list reads such a file without ever failing.
    finished = folder / saves_mod.FINISHED_DIR
    finished.mkdir(exist_ok=True)
    (finished / "0123456789abcdef.save").write_bytes(raw)
    store.finished_games()
    return "set aside"
