"""Loggers for the modules every start imports, made on first use.

Most runs never log a line, and importing `logging` costs a few milliseconds of the
start-up that benchmarks/frame_time.py measures; `LazyLogger(__name__)` behaves like
`logging.getLogger(__name__)` but imports logging only when something is logged.
"""

from __future__ import annotations

from typing import Any


class LazyLogger:
    def __init__(self, name: str) -> None:
        self.name = name

    def __getattr__(self, attribute: str) -> Any:
        import logging

        return getattr(logging.getLogger(self.name), attribute)
