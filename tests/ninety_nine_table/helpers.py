"""Driving the Ninety-Nine table as players do: only input events reach it."""

from __future__ import annotations

import random

import pygame

from game.ninety_nine import plugin
from game.ninety_nine.cards import CARDS
from scenes.cards.art import CardArt
from scenes.ninety_nine.table import NinetyNineTable
from scenes.shell.match.curtain import CurtainScene
from scenes.shell.match.flow import Flow
from scenes.shell.match.results import ResultsScene
from scenes.shell.match.session import Session
from scenes.shell.menus.setup_model import Setup
from scenes.shell.screens.stack import SceneStack

DT = 0.05


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def click(pos) -> list[pygame.event.Event]:
    pos = (round(pos[0]), round(pos[1]))
    return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False)]


class RecordingArt(CardArt):
    """Notes every card whose face is drawn."""

    def __init__(self) -> None:
        super().__init__()
        self.faces: set[int] = set()

    def face(self, card, size=(84, 120), accent=None, angle=0):
        self.faces.add(CARDS.index(card))
        return super().face(card, size, accent, angle)


def start(app, seats, seed=5, options=None) -> NinetyNineTable:
    flow = Flow(app.stack, speed=0, music=False)
    app.stack.push(flow.title())
    app.step([], DT)
    names = tuple(f"P{i}" for i in range(len(seats)))
    board = flow.start(Setup("ninety-nine", tuple(seats), names, options or {"rounds": 1}),
                       seed, autosave=False)
    board.bot_pace = 0.0
    app.step([], DT)
    app.stack.apply_pending()
    return board


def play_to_results(app, board: NinetyNineTable, move, limit: int = 6000) -> dict:
    """Steps frames; `move(board)` returns the events of one human decision."""
    stats = {"moves": 0, "curtains": 0}
    for _ in range(limit):
        top = app.stack.top
        if isinstance(top, ResultsScene):
            return stats
        events: list[pygame.event.Event] = []
        if isinstance(top, CurtainScene):
            stats["curtains"] += 1
            if top.t > 0.3:
                events = [key(pygame.K_RETURN)]
        elif top is board and board.my_turn():
            events = move(board)
            stats["moves"] += 1
        elif top is board and board.summary is not None and not board.summary_ack:
            events = [key(pygame.K_RETURN)]
        app.step(events, DT)
        app.stack.apply_pending()
    raise AssertionError(f"no results after {limit} frames (top: {type(app.stack.top)})")


def keyboard_move(rnd: random.Random):
    def move(board: NinetyNineTable) -> list[pygame.event.Event]:
        events = [key(pygame.K_RIGHT)] * rnd.randrange(4)
        events += [key(pygame.K_DOWN)] * rnd.randrange(2)
        return events + [key(pygame.K_RETURN)]
    return move


def seated_table(seats: list[str], seed: int) -> tuple[Session, NinetyNineTable]:
    """A one-round game with these seats at its table on a bare stack (instant speed)."""
    pygame.display.init()
    pygame.font.init()
    game = plugin.Game.new(plugin.make_config(seats, list("ABCDEF")[:len(seats)],
                                              {"rounds": 1}), seed)
    session = Session(game, seats, seed)
    stack = SceneStack()
    table = NinetyNineTable(session, speed=0, bot_pace=0.0)
    stack.push(table)
    stack.apply_pending()
    return session, table
