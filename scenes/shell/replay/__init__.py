"""Watching a finished game again: the cursor over its record and the read-only table."""
