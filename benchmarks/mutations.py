"""Rule-mutation checks for every game that lists its mutants (issue 30): break one rule at
a time in a temporary copy of the project, run the tests that cover it, and expect them to
fail. The working tree is never touched (everything happens under a temp directory), so
other work in it is safe while a check runs.

    python benchmarks/mutations.py                     # every game's mutants
    python benchmarks/mutations.py --game intrigue     # one game's (repeat --game for more)
    python benchmarks/mutations.py --game pontoon 5.5  # only rules whose name holds "5.5"

A game's mutants are data beside its engine, `game/<game>/mutants.toml`: each `[[mutant]]`
names its `rule`, the `file` under the game's package, the `old` text and the `new` one,
and the `tests` (a path or pytest arguments) that must then fail; a top-level `tests`
serves every mutant that names none, `unique = true` wants each `old` exactly once in its
file, and `baseline = true` first checks that the unmutated tests pass.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import tomllib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
COPIED = ("game", "tests", "pyproject.toml")  # what the rule tests need


@dataclass(frozen=True)
class Mutant:
    rule: str
    path: str  # from the project root
    old: str
    new: str
    tests: tuple[str, ...]  # pytest arguments that must fail


@dataclass(frozen=True)
class GameMutants:
    game: str  # the engine package's name (game/<game>)
    mutants: tuple[Mutant, ...]
    unique: bool = False
    baseline: bool = False


def _args(tests: str | Sequence[str]) -> tuple[str, ...]:
    return (tests,) if isinstance(tests, str) else tuple(tests)


def load(path: Path) -> GameMutants:
    """One game's mutants.toml, checked: every mutant has its rule, file, texts and tests."""
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    game = path.parent.name
    default = data.get("tests")
    mutants = []
    for entry in data.get("mutant", []):
        tests = entry.get("tests", default)
        missing = [k for k in ("rule", "file", "old") if not entry.get(k)] + [
            k for k in ("new",) if not isinstance(entry.get(k), str)]
        if missing or not tests:
            raise ValueError(f"{path}: a mutant lacks {missing or ['tests']}: {entry}")
        mutants.append(Mutant(entry["rule"], f"game/{game}/{entry['file']}", entry["old"],
                              entry["new"], _args(tests)))
    return GameMutants(game, tuple(mutants), bool(data.get("unique")),
                       bool(data.get("baseline")))


def every_game() -> dict[str, GameMutants]:
    """Each game that lists mutants, by its package name."""
    return {p.parent.name: load(p) for p in sorted((ROOT / "game").glob("*/mutants.toml"))}


def _pytest(base: Path, tests: Sequence[str]) -> int:
    return subprocess.run([sys.executable, "-m", "pytest", "-x", "-q", "-n", "0", "-p",
                           "no:cacheprovider", "-p", "no:randomly", *tests], cwd=base,
                          capture_output=True).returncode


def _copy(base: Path) -> None:
    for part in COPIED:
        src = ROOT / part
        (shutil.copytree if src.is_dir() else shutil.copy)(src, base / part)


def run(chosen: GameMutants, wanted: str = "") -> tuple[int, list[str]]:
    """Run each of a game's mutants whose rule holds `wanted`: (how many ran, the rules
    that survived, had a missing or (with `unique`) repeated pattern, or whose unmutated
    tests already failed)."""
    mutants = [m for m in chosen.mutants if wanted in m.rule]
    survived: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp) / "proj"
        _copy(base)
        if chosen.baseline and any(_pytest(base, t) for t in {m.tests for m in mutants}):
            print(f"{chosen.game}: the unmutated tests fail: fix them first")
            return len(mutants), [m.rule for m in mutants]
        for m in mutants:
            f = base / m.path
            text = f.read_text(encoding="utf-8")
            found = text.count(m.old)
            if found == 0 or (chosen.unique and found != 1):
                print(f"?? {m.rule}: pattern found {found} times in {m.path}")
                survived.append(m.rule)
                continue
            f.write_text(text.replace(m.old, m.new, 1), encoding="utf-8")
            try:
                caught = _pytest(base, m.tests) != 0
            finally:
                f.write_text(text, encoding="utf-8")
            if not caught:
                survived.append(m.rule)
            print(f"{'caught' if caught else 'SURVIVED':8} §{m.rule.lstrip('§')}  "
                  f"({Path(m.tests[0]).name})", flush=True)
    return len(mutants), survived


def main(argv: Sequence[str] | None = None) -> int:
    games = every_game()
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", action="append", default=[],
                        help="a game's id or package (pulling-strings, ninety_nine, …); "
                             "every game by default")
    parser.add_argument("wanted", nargs="?", default="", help="only rules holding this text")
    args = parser.parse_args(argv)
    names = [g.replace("-", "_") for g in args.game] or list(games)
    unknown = [n for n in names if n not in games]
    if unknown:
        parser.error(f"no mutants for {unknown}; games with mutants: {sorted(games)}")
    failed = False
    for name in names:
        print(f"== {name}", flush=True)
        ran, survived = run(games[name], args.wanted)
        print(f"{name}: {ran - len(survived)}/{ran} mutants caught", flush=True)
        failed |= bool(survived)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
