"""The kiosk's "today at the stand": games played today, how often visitors beat each
bot level, the longest game. Read from the kiosk's own history, which keeps no names and
forgets every day before today (HistoryDB(kiosk=True))."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date

from scenes.shell.history.database import HistoryDB


@dataclass(frozen=True)
class Today:
    games: int = 0
    # bot level -> (games a visitor won against it, games visitors played against it)
    beaten: dict[str, tuple[int, int]] = field(default_factory=dict)
    longest_minutes: float | None = None
    longest_game: str = ""  # its game id

    def lines(self, titles: dict[str, str] | None = None) -> list[str]:
        """The board's lines, in words."""
        if not self.games:
            return ["No games yet today: be the first!"]
        out = [f"{self.games} game{'s' * (self.games != 1)} played today"]
        for level, (won, played) in self.beaten.items():
            out.append(f"Visitors vs {level} bots: {won} win{'s' * (won != 1)} in {played} "
                       f"game{'s' * (played != 1)}")
        if self.longest_minutes is not None:
            title = (titles or {}).get(self.longest_game, self.longest_game)
            out.append(f"Longest game: {title}, {self.longest_minutes:.0f} min")
        return out


def today(db: HistoryDB, day: date | None = None) -> Today:
    conn = db.conn
    if conn is None:
        return Today()
    start = (day or date.today()).isoformat()
    where = "finished_at >= ? AND finished_at < ?"
    end = (day or date.today()).toordinal() + 1
    args = (start, date.fromordinal(end).isoformat())
    games = conn.execute(f"SELECT COUNT(*) FROM games WHERE {where}", args).fetchone()[0]
    beaten: dict[str, tuple[int, int]] = {}
    rows = conn.execute(
        "SELECT b.kind, COUNT(DISTINCT g.id),"
        " COUNT(DISTINCT CASE WHEN EXISTS (SELECT 1 FROM seats h WHERE h.game = g.id"
        "   AND h.kind = 'human' AND h.winner) THEN g.id END)"
        f" FROM games g JOIN seats b ON b.game = g.id AND b.kind != 'human'"
        f" WHERE {where} AND EXISTS (SELECT 1 FROM seats h WHERE h.game = g.id"
        "   AND h.kind = 'human') GROUP BY b.kind", args)
    order = ("random", "easy", "medium", "hard")
    for kind, played, won in sorted(rows, key=lambda r: order.index(r[0])
                                    if r[0] in order else 9):
        beaten[kind] = (int(won), int(played))
    longest = conn.execute(f"SELECT minutes, game_id FROM games WHERE {where}"
                           " AND minutes IS NOT NULL ORDER BY minutes DESC LIMIT 1",
                           args).fetchone()
    return Today(int(games), beaten, *(longest if longest else (None, "")))
