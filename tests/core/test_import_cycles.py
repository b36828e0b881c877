"""No two of the project's modules import each other, directly or round a circle (issue
22): one module owns each flow and calls the rule modules, which do not call back.

Every import that runs counts, a function-level one too (it only hides the circle from
Python's import machinery); one under `if TYPE_CHECKING:` names a type for the checker
and never runs, so it does not. `from package import name` counts as an import of
`package.name` when that is a module, else of `package`. A package's `__init__` is not
an edge from its modules: importing `a.b` runs `a/__init__`, but that is Python's order,
not a dependency the module chose."""

from __future__ import annotations

import ast
from pathlib import Path

import networkx as nx

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("game", "scenes", "tools", "benchmarks")


def _modules() -> dict[str, Path]:
    found: dict[str, Path] = {}
    for top in PACKAGES:
        for path in sorted((ROOT / top).rglob("*.py")):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = path
    return found


def _resolve(module: str, node: ast.ImportFrom) -> str:
    """The absolute name a relative `from . import x` starts from."""
    if not node.level:
        return node.module or ""
    base = module.split(".")
    base = base[: len(base) - node.level + (1 if _is_package(module) else 0)]
    return ".".join(base + ([node.module] if node.module else []))


def _is_package(module: str) -> bool:
    return MODULES.get(module, Path()).name == "__init__.py"


def _type_only(node: ast.AST) -> bool:
    test = node.test if isinstance(node, ast.If) else None
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or \
        (isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _running(tree: ast.AST) -> list[ast.AST]:
    """Every node of `tree` outside `if TYPE_CHECKING:` bodies (their `else` runs)."""
    out: list[ast.AST] = []
    todo = [tree]
    while todo:
        node = todo.pop()
        out.append(node)
        if _type_only(node):
            assert isinstance(node, ast.If)
            todo.extend(node.orelse)
        else:
            todo.extend(ast.iter_child_nodes(node))
    return out


def imports_of(module: str, path: Path) -> set[str]:
    """The project modules `module` imports anywhere in its text."""
    out: set[str] = set()
    for node in _running(ast.parse(path.read_text(encoding="utf-8"))):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = _resolve(module, node)
            names = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in MODULES else base
                     for alias in node.names]
        for name in names:
            while name and name not in MODULES:  # `import a.b.c` of a name inside a.b
                name = name.rpartition(".")[0]
            if name and name != module:
                out.add(name)
    return out


MODULES = _modules()


def import_graph() -> nx.DiGraph:
    graph = nx.DiGraph()
    for module, path in MODULES.items():
        graph.add_node(module)
        for target in imports_of(module, path):
            if module.startswith(target + "."):
                continue  # a module reaching its own package's __init__ (see above)
            graph.add_edge(module, target)
    return graph


def test_the_graph_sees_function_level_and_relative_imports() -> None:
    graph = import_graph()
    assert graph.has_edge("scenes.shell.window.app", "scenes.shell.window.present")
    # a function-level import counts
    assert graph.has_edge("scenes.shell.screens.scene", "scenes.shell.screens.services")
    assert graph.number_of_edges() > 500  # the parse found the project's imports


def _from_least(cycle: list[str]) -> list[str]:
    """The cycle in its order, starting at its least name (a stable listing)."""
    i = cycle.index(min(cycle))
    return cycle[i:] + cycle[:i]


def test_no_modules_import_each_other_in_a_circle() -> None:
    graph = import_graph()
    cycles = sorted(_from_least(c) for c in nx.simple_cycles(graph, length_bound=8))
    listed = "\n".join(" -> ".join(c + [c[0]]) for c in cycles)
    assert not cycles, f"modules importing each other in a circle:\n{listed}"


KIT = ("scenes.ui", "scenes.cards")  # the presentation kit every table builds on
GAME_SCENES = tuple(f"scenes.{p.name}" for p in (ROOT / "scenes").iterdir()
                    if (p / "__init__.py").exists() and p.name not in ("ui", "cards", "shell",
                                                                       "assets", "phones"))


def test_the_kit_depends_on_neither_the_shell_nor_a_games_scenes() -> None:
    """House rule: scenes/ui and scenes/cards import neither the shell nor a game's
    scenes (the next table takes the kit without them)."""
    graph = import_graph()
    wrong = sorted((a, b) for a, b in graph.edges
                   if a.startswith(KIT) and (b == "scenes.shell" or b.startswith(
                       ("scenes.shell.",) + tuple(g + "." for g in GAME_SCENES) + GAME_SCENES)))
    assert not wrong, "the kit imports the shell or a game's scenes:\n" + "\n".join(
        f"{a} -> {b}" for a, b in wrong)
