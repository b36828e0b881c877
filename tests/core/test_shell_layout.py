"""The shell's folders show its parts (issue 30): `scenes/shell/` holds the command line and
one subpackage per part (window, screens, saves, settings, kiosk, replay, match, menus); the
phones package sits below the shell and never imports it; and no two shell modules name
each other even for a type (the scene and its stack were the last such pair)."""

from __future__ import annotations

import ast
from pathlib import Path

import networkx as nx

ROOT = Path(__file__).resolve().parents[2]
SHELL = ROOT / "scenes" / "shell"
PARTS = {"window", "screens", "saves", "settings", "kiosk", "replay", "match", "menus",
         "history"}


def test_the_shell_is_its_parts_and_the_command_line() -> None:
    loose = sorted(p.name for p in SHELL.glob("*.py") if p.name not in ("__init__.py", "cli.py"))
    assert not loose, f"modules loose in scenes/shell (give each its part): {loose}"
    parts = {p.name for p in SHELL.iterdir() if (p / "__init__.py").exists()}
    assert parts == PARTS
    for part in sorted(parts):  # each part says in its docstring what it holds
        assert ast.get_docstring(ast.parse((SHELL / part / "__init__.py").read_text()))


def _imports(path: Path) -> set[str]:
    """Every module a file names, type-only imports included (`from a import b` names
    both `a` and `a.b`, which may be a module)."""
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            out.update(f"{node.module}.{a.name}" for a in node.names)
            out.add(node.module)
    return out


def _module(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def test_no_shell_modules_name_each_other_even_for_a_type() -> None:
    files = {_module(p): p for p in SHELL.rglob("*.py")}
    graph = nx.DiGraph()
    for module, path in files.items():
        for name in _imports(path):
            if name in files and name != module and not module.startswith(name + "."):
                graph.add_edge(module, name)
    cycles = list(nx.simple_cycles(graph, length_bound=6))
    assert not cycles, f"shell modules naming each other: {cycles}"


def test_the_phones_package_sits_below_the_shell() -> None:
    wrong = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "scenes" / "phones").rglob("*.py")
                   if any(n.startswith("scenes.shell") for n in _imports(p)))
    assert not wrong, f"phones modules importing the shell: {wrong}"


def test_the_shell_imports_no_game() -> None:
    """The shell reaches a game only through the registry (`game.core`): adding a game
    never touches it. No module of it names a game's engine or a game's table."""
    games = {p.name for p in (ROOT / "game").iterdir() if (p / "__init__.py").exists()} - {"core"}
    tables = {p.name for p in (ROOT / "scenes").iterdir() if (p / "__init__.py").exists()} - {
        "shell", "ui", "cards", "phones", "assets"}
    assert games and tables
    banned = tuple(f"game.{g}" for g in games) + tuple(f"scenes.{t}" for t in tables)
    wrong = sorted(f"{p.relative_to(ROOT)}: {name}" for p in SHELL.rglob("*.py")
                   for name in _imports(p) if name.startswith(banned))
    assert not wrong, "the shell imports a game:\n" + "\n".join(wrong)
