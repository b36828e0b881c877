"""Vote events keep their own kind in their views (§6.4): a field named "kind" in an
event's public part would replace the event's kind in `Event.view`, so the table and the
log would not recognise "vote_started" / "vote_result"."""

from __future__ import annotations

from game.pontoon.actions import TimeOut, Vote
from game.pontoon.bots import make_bot
from game.pontoon.game import Game
from game.pontoon.narration import describe
from game.pontoon.options import GameConfig, Options


def test_vote_event_views_keep_their_kind() -> None:
    config = GameConfig(players=3, seats=("human", "human", "easy"),
                        options=Options(timer=15))
    for seed in range(200):
        game = Game.new(config, seed)
        bots = {2: make_bot("easy", 2, seed)}
        events = []
        for _ in range(300):
            if game.is_over:
                break
            s = game.state
            if s.phase == "tell" and s.config.seats[s.teller] == "human":
                events = game.apply(TimeOut(), s.teller)
                break
            w = game.waiting_for[0]
            if w in bots:
                game.apply(bots[w].choose(game.observe(w), game.legal_actions(w)), w)
            else:
                game.apply(game.legal_actions(w)[0], w)
        if events:
            break
    kinds = [e.view(None)["kind"] for e in events]
    assert "vote_started" in kinds
    voter = game.waiting_for[0]
    result = game.apply(Vote(voter, 1))
    views = [e.view(None) for e in result]
    assert "vote_result" in [v["kind"] for v in views]
    line = describe(next(v for v in views if v["kind"] == "vote_result"), ["a", "b", "c"])
    assert line == "The waiver vote passes."
