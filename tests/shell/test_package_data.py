"""The wheel carries every data file the program reads (issue 21, item 6).

An installed program finds its data files (scenes/assets/, a game's JSON) next to its
code, so each one must be matched by a package-data glob in pyproject.toml: a new kind
of file added without its glob would run from the checkout and fail once installed.
The globs are expanded as setuptools does (relative to each package found, `**`
recursive), with packages found as `[tool.setuptools.packages.find]` finds them.
"""

from __future__ import annotations

import fnmatch
import glob
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ASSETS = ROOT / "scenes" / "assets"


def _setuptools_config() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["tool"]["setuptools"]


def _packages(find: dict) -> dict[str, Path]:
    """Dotted package name -> folder, as `packages.find` sees them (namespaces on by
    default in pyproject.toml: any folder counts, not only those with __init__.py)."""
    include = find.get("include", ["*"])
    namespaces = find.get("namespaces", True)
    out: dict[str, Path] = {}
    tops = [p for p in ROOT.iterdir() if p.is_dir()
            and any(fnmatch.fnmatchcase(p.name, pattern) for pattern in include)]
    for folder in [*tops, *(p for top in tops for p in top.rglob("*") if p.is_dir())]:
        rel = folder.relative_to(ROOT)
        if any(not part.isidentifier() for part in rel.parts):
            continue
        name = ".".join(rel.parts)
        if not any(fnmatch.fnmatchcase(name, pattern) for pattern in include):
            continue
        if namespaces or (folder / "__init__.py").exists():
            out[name] = folder
    return out


def shipped_files(config: dict) -> set[Path]:
    """Every non-module file the package-data globs put into the wheel."""
    packages = _packages(config.get("packages", {}).get("find", {}))
    data = config.get("package-data", {})
    out: set[Path] = set()
    for name, folder in packages.items():
        for pattern in data.get("*", []) + data.get(name, []):
            out.update(Path(p).resolve()
                       for p in glob.glob(str(folder / pattern), recursive=True))
    return {p for p in out if p.is_file()}


def _data_files(top: Path) -> list[Path]:
    return sorted(p.resolve() for p in top.rglob("*") if p.is_file()
                  and p.suffix not in (".py", ".pyc") and "__pycache__" not in p.parts)


def test_every_asset_is_package_data() -> None:
    assets = _data_files(ASSETS)
    assert assets, "scenes/assets holds the table layouts"
    missing = [str(p.relative_to(ROOT)) for p in assets if p not in shipped_files(
        _setuptools_config())]
    assert not missing, f"not matched by pyproject.toml's package-data globs: {missing}"


def test_every_data_file_of_the_packages_is_package_data() -> None:
    """Beyond the assets: a game's own data (counters.json, subjects.json, …)."""
    shipped = shipped_files(_setuptools_config())
    files = [p for top in ("game", "scenes") for p in _data_files(ROOT / top)]
    missing = [str(p.relative_to(ROOT)) for p in files if p not in shipped]
    assert not missing, f"not matched by pyproject.toml's package-data globs: {missing}"


def test_a_removed_glob_is_noticed() -> None:
    """The check itself: without the .tmx glob the layouts would be left out."""
    config = _setuptools_config()
    data = {k: [g for g in v if not g.endswith(".tmx")]
            for k, v in config["package-data"].items()}
    shipped = shipped_files(dict(config, **{"package-data": data}))
    assert not any(p in shipped for p in _data_files(ASSETS))


def test_the_layouts_are_read_from_the_package() -> None:
    from scenes.assets import asset
    from scenes.ui import layout

    assert layout.LAYOUT_DIR == asset("layout")
    assert layout.layout_path(4).is_file()
    assert ASSETS in layout.layout_path(4).parents
