"""The runner every rule-mutation check shares (benchmarks/<game>_mutations.py): break one
rule at a time in a temporary copy of the project, run the tests that cover it, and expect
them to fail. The working tree is never touched (everything happens under a temp
directory), so other work in it is safe while a check runs.

A game's script lists its mutants and calls `main(MUTANTS)`:

    python benchmarks/<game>_mutations.py [text]   # only rules whose name holds text
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
COPIED = ("game", "tests", "pyproject.toml")  # what the rule tests need

# (rule, file, old text, new text, test file or pytest arguments that must fail)
Mutant = tuple[str, str, str, str, "str | Sequence[str]"]


def _pytest(base: Path, tests: str | Sequence[str]) -> int:
    args = [tests] if isinstance(tests, str) else list(tests)
    return subprocess.run([sys.executable, "-m", "pytest", "-x", "-q", "-n", "0", "-p",
                           "no:cacheprovider", *args], cwd=base, capture_output=True).returncode


def _copy(base: Path) -> None:
    for part in COPIED:
        src = ROOT / part
        (shutil.copytree if src.is_dir() else shutil.copy)(src, base / part)


def run(mutants: Sequence[Mutant], wanted: str = "", unique: bool = False,
        baseline: bool = False) -> int:
    """Run each mutant whose rule holds `wanted`; print caught / SURVIVED per rule and the
    tally; 1 if any survived (or its pattern is missing, or with `unique` not unique), 2
    if with `baseline` the unmutated tests already fail."""
    chosen = [m for m in mutants if wanted in m[0]]
    survived: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp) / "proj"
        _copy(base)
        if baseline and any(_pytest(base, t) for t in {_key(m[4]): m[4] for m in chosen}
                            .values()):
            print("the unmutated tests fail: fix them first")
            return 2
        for rule, path, old, new, tests in chosen:
            f = base / path
            text = f.read_text()
            found = text.count(old)
            if found == 0 or (unique and found != 1):
                print(f"?? {rule}: pattern found {found} times in {path}")
                survived.append(rule)
                continue
            f.write_text(text.replace(old, new, 1))
            try:
                caught = _pytest(base, tests) != 0
            finally:
                f.write_text(text)
            if not caught:
                survived.append(rule)
            where = Path(tests).name if isinstance(tests, str) else " ".join(tests[:1])
            print(f"{'caught' if caught else 'SURVIVED':8} §{rule.lstrip('§')}  ({where})",
                  flush=True)
    print(f"{len(chosen) - len(survived)}/{len(chosen)} mutants caught")
    return 1 if survived else 0


def _key(tests: str | Sequence[str]) -> tuple[str, ...]:
    return (tests,) if isinstance(tests, str) else tuple(tests)


def main(mutants: Sequence[Mutant], unique: bool = False, baseline: bool = False) -> None:
    """A mutation script's entry point: the optional first argument filters the rules."""
    wanted = sys.argv[1] if len(sys.argv) > 1 else ""
    sys.exit(run(mutants, wanted, unique=unique, baseline=baseline))
