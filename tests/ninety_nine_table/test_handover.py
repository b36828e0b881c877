"""One hand-over for one player's consecutive private decisions (issue 22): a human who
plays a Two or a King then chooses the card to pass without a second curtain; the next
human still gets theirs."""

from __future__ import annotations

from scenes.shell.match.session import Session
from tests.ninety_nine.scenario import make


def test_the_player_of_a_two_chooses_the_pass_without_a_second_curtain() -> None:
    seats = ["human", "human", "easy"]
    game = make({0: "2S 5H 7C"}, players=3, count=10, seats=" ".join(seats))
    session = Session(game, seats, 1)
    session.confirm_handover()  # player 0 at the screen
    assert session.to_act == 0 and not session.needs_handover()
    session.submit("play 2S")
    assert session.game.state.phase == "pass"
    while session.bot_to_act() is not None:  # the bot passes at once
        session.bot_step()
    assert session.to_act == 0
    assert session.display_viewer == 0 and not session.needs_handover()
    session.submit(session.game.legal_actions(0)[0])
    assert session.to_act == 1 and session.needs_handover()  # the other human: a curtain
    assert session.display_viewer is None
