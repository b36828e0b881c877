"""§8: offers (pending or declined) are known to offerer and receiver only. The room may
know that a member took its mingling turn and which pacts were sealed; not that the
member had an offer to answer, answered one, or is answering one in the reply step
(docs/rules-intrigue.md, "What the public sees"). Two games that differ only in whether
member 0 received an offer must look the same to the public: the same public event views
(a bare private `note` carries nothing and is drawn and narrated as nothing), the same
log lines, the same public observation at every step, and bots and phones read only
observations."""

from __future__ import annotations

from typing import Any

from game.core.contract import EVERYONE
from game.intrigue.narration import describe
from game.intrigue.observation import observe

from .scenario import new

NAMES = ["Ada", "Bo", "Cy", "Di"]


def _public(events: list[Any]) -> list[dict[str, Any]]:
    return [v for v in (e.view(None) for e in events) if v != {"kind": "note"}]


def _trace(actions: list[str]) -> tuple[list[Any], list[Any]]:
    """(public record, public observations) of a 4-member game driven by `actions`."""
    g = new(4, 1)
    record: list[Any] = []
    seen: list[Any] = []
    for text in actions:
        events = g.apply(text)
        views = _public(events)
        record += [(v, describe(v, NAMES)) for v in views]
        o = g.observe(None)
        if not seen or seen[-1] != o:
            seen.append(o)
    return record, seen


# The chair is 3: seat order 3, 0, 1, 2. Member 3 either offers member 0 a pact or
# whispers the same claim to it; member 0 then declines (when offered) and keeps quiet.
WHISPERED = ["whisper 3 to 0 that 1.2", "quiet 0", "quiet 1", "quiet 2"]
OFFERED = ["offer 3 to 0 with 1.2", "decline 0 from 3", "quiet 0", "quiet 1", "quiet 2"]


def test_a_declined_offer_leaves_no_public_trace_in_the_mingling_turn() -> None:
    assert _trace(OFFERED) == _trace(WHISPERED)


def test_no_public_log_line_names_the_member_answering_an_offer() -> None:
    record, _ = _trace(OFFERED)
    lines = [line for _v, line in record if line]
    assert lines == ["Di mingles.", "Ada mingles.", "Bo mingles.", "Cy mingles."]


def test_the_reply_step_does_not_show_who_answers() -> None:
    """Member 1 offers to member 0 in the last mingling turn (0 already moved): 0 answers
    in the reply step. Nobody but 0 is told whose answer is awaited."""
    quiet_turn = ["quiet 3", "quiet 0", "quiet 1", "quiet 2"]
    g = new(4, 1)
    for text in quiet_turn * 2 + ["quiet 3", "quiet 0", "offer 1 to 0 with 2.3", "quiet 2"]:
        g.apply(text)
    assert list(g.waiting_for) == [0] and g.state.phase == "recess"
    for viewer in (None, EVERYONE, 1, 2, 3):
        assert observe(g.state, viewer).actor == -1, viewer
    assert observe(g.state, 0).actor == 0  # the one answering knows it is its turn
    events = g.apply("decline 0 from 1")
    assert all(describe(e.view(None), NAMES) != "Ada answers a note." for e in events)
    assert all(e.view(None).get("player") != 0 for e in events if e.kind != "points")


def test_an_accepted_offer_shows_only_the_pact() -> None:
    g = new(4, 1)
    g.apply("offer 3 to 0 with 1.2")
    events = g.apply("accept 0 from 3 with 2.4")
    kinds = [v["kind"] for v in _public(events)]
    assert kinds[0] == "pact_formed" and set(kinds) <= {"pact_formed", "points", "promoted"}
    assert "Ada and Di seal a pact." in [describe(v, NAMES) for v in _public(events)]


def test_no_other_phone_names_the_member_answering_in_the_reply_step() -> None:
    from game.intrigue.phone import phone_view

    g = new(4, 1)
    for text in ["quiet 3", "quiet 0", "quiet 1", "quiet 2"] * 2 + [
            "quiet 3", "quiet 0", "offer 1 to 0 with 2.3", "quiet 2"]:
        g.apply(text)
    for viewer in (2, 3):  # neither party to the offer
        status = phone_view(g.observe(viewer), [], NAMES)["status"]
        assert not any("Ada" in line for line in status), (viewer, status)
