"""The history: who plays at this table (profiles) and every finished game, in SQLite.

Pure standard library (`sqlite3`), no pygame, no game: `schema` (the versioned tables and
their migrations), `database` (HistoryDB: opening safely, one transaction per game,
profiles, CSV), `record` (a finished session as a row), `stats` and `rating` (pure
functions over the rows), `today` (the kiosk's "today at the stand"). docs/history.md.
"""
