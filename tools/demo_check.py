"""Every registered game's demo, a few frames each, through the installed command.

CI runs it from a temporary folder in a venv that holds only the wheel built from the
checkout, so a data file left out of the package fails here, not on a visitor's machine:

    python tools/demo_check.py [--frames 60]

Exit status 0 when every demo exits 0; otherwise the ids that failed are listed.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import sysconfig

from game.core import registry


def demo_command(game_id: str, frames: int) -> list[str]:
    # The command of this interpreter's environment, not whichever one PATH finds first.
    exe = shutil.which("conspiracy-table", path=sysconfig.get_path("scripts"))
    if exe is None:
        raise SystemExit(f"demo_check: no conspiracy-table in {sysconfig.get_path('scripts')}")
    return [exe, "--game", game_id, "--demo", "--frames", str(frames)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=60)
    args = parser.parse_args(argv)
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    print(f"demo_check: games from {os.path.dirname(registry.__file__)}, in {os.getcwd()},"
          f" command {demo_command('', args.frames)[0]}")
    failed = []
    for info in registry.games():
        cmd = demo_command(info.id, args.frames)
        try:
            code = subprocess.run(cmd, env=env, timeout=600).returncode
        except subprocess.TimeoutExpired:
            code = -1
        print(f"demo_check: {info.id}: {'ok' if code == 0 else f'FAILED ({code})'}")
        if code != 0:
            failed.append(info.id)
    if failed:
        print(f"demo_check: demos that failed: {', '.join(failed)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
