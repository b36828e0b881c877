"""Conspiracy Table: `python main.py --help` lists the options and the games.

The command line itself lives in `scenes/shell/cli.py` (an imported module is byte-compiled
once and kept; this script would be compiled again at every start).
"""

import sys

from scenes.shell.cli import SAVE_FOLDER_ENV, _save_store, build_parser, main

__all__ = ["SAVE_FOLDER_ENV", "_save_store", "build_parser", "main"]

if __name__ == "__main__":
    sys.exit(main())
