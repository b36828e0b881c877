"""The guided first turns of Pulling Strings: income, a first attack with its odds,
Slush spent on it, the capture; then the specials (held face down, seen by holding
Peek, one played) and, next turn, a group helping an attack.

A fixed two-player table (you and a gentle bot) and a fixed seed: the learner holds
Second Wind from the start. The table hides the learner's specials as on a shared
screen (`shared_screen`), so holding Peek is practised for real. The coach is a
see-through scene over the real table: a card that only explains holds the table
(through `table.gate`) until Next; a card that asks for an action lets input through to
the table and goes on when the game's record shows that action. A card whose moment
has not come (the help card waits for a turn with a group free to help) lets the game
go on meanwhile. X ends the tutorial at any time (the game goes on); N skips a step.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.pulling_strings.cards import CONTROL, GROUPS
from scenes.pulling_strings import geometry as geo
from scenes.shell.match.coach import Step, StepCoach
from scenes.shell.match.tutorial_runner import Tutorial
from scenes.shell.menus.setup_model import Setup

SEATS = ("human", "easy")
NAMES = ("Ada", "Rival")  # "You's turn" would read badly
OPTIONS = {"interference": "never", "diplomacy": "off"}
SEED = 31  # Ada moves first and holds Second Wind
BOT_PACE = 0.9
CARD = pygame.Rect(geo.WEB.left, geo.WEB.bottom - 150, geo.WEB.width, 170)
# Over the uncontrolled row instead, for the cards about the learner's own web (the
# group that helps, the special beside the name): the web stays in view.
LOW_CARD = pygame.Rect(geo.ROW.left, geo.ROW.bottom - 170, geo.ROW.width, 170)
LOW = ("after", "peek", "spent", "help", "over")
LIKELY = 50  # a chance below this is called low on the target card


STEPS: tuple[Step, ...] = (
    Step("now", "Welcome to Pulling Strings! You run a secret Cabal. Grow a web of puppet "
                "groups under it until you control the number shown at the top, or meet "
                "your Cabal's own goal (the lower bar in your panel)."),
    Step("action", "Your turn began with income: your Cabal and each of your groups paid "
                   "Slush (S) into their treasuries. You have two actions. In the Attack "
                   "tab, choose to attack with your Cabal.", ("attack",)),
    Step("aim", "Every target shows your chance to the right. Pick a group to control.",
         ("at",)),  # the words are made from the odds on the list (CoachScene.aim_text)
    Step("helpers", "Here your other groups could lend their power to the attack; you "
                    "have none yet. Choose Launch the attack.", ("go",)),
    Step("money", "Now Slush: each S you pay adds one to the number you need on two dice. "
                  "Pay from your Cabal and watch the chance grow. Against a free group you "
                  "get three chances to pay: Pay no more says how many are left, and the "
                  "dice roll after the last.",
         ("done", "call")),
    Step("after", "The dice decided. A captured group hangs under its attacker, with its "
                  "whole branch below it when taken from a rival. A new group may not "
                  "attack or help until your next turn."),
    Step("peek", "Beside your name lies a special, face down: on a shared screen only you "
                 "may see it. Hold P (or LT, or the Peek button) to look, and while holding "
                 "choose Play Second Wind in the Specials tab: one more action this turn.",
         ("play",)),
    Step("spent", "Specials are played once, each when its text says. Now use your actions "
                  "as you like, then choose End your actions in the Turn tab. Next turn "
                  "your new group can help an attack."),
    Step("help", "Your group is free to help: choose Help with it and watch the chance "
                 "rise by its second number (its transferable power). Then launch and pay "
                 "as before.", ("help",)),
    Step("over", "That is the game: capture groups, help your attacks, spend Slush where "
                 "it counts and keep your specials for the right moment. The game goes on: "
                 "have fun!"),
)


def aim_text(table: Any) -> str:
    """The target card's words from the chances on the list: the best group to control,
    and whether Slush is needed to make it likely."""
    tabs = dict(table.menu_tabs)
    controls = [e for e in tabs.get("Target", []) if e.odds is not None
                and e.action is not None and e.action.kind_ == CONTROL]
    if not controls:
        return STEPS[2].text
    best = max(controls, key=lambda e: e.odds.percent)
    name = GROUPS[best.action.target].name
    chance = f"Your best chance to control is {name}, at {best.odds.percent}%"
    if best.odds.percent < LIKELY:
        return (f"Every target shows your chance to the right. {chance}: low, because your "
                "Cabal attacks alone, but the Slush you pay next raises it. Pick it.")
    return f"Every target shows your chance to the right. {chance}: pick it."


def tutorial_setup() -> Setup:
    return Setup("pulling-strings", SEATS, NAMES, dict(OPTIONS))


class CoachScene(StepCoach):
    act_hint = "Your move, in the choices on the right"
    quiet_anchor = "bottomright"

    def __init__(self, table: Any, steps: tuple[Step, ...] = STEPS) -> None:
        super().__init__(table, steps)
        self.quiet_at = (geo.WEB.right, geo.WEB.bottom + 2)
        table.shared_screen = True  # the specials hide until Peek is held, for practice
        table.refresh_choices()  # the first list was made before: Second Wind showed

    @property
    def step(self) -> Step | None:
        """The step, its words true to the position: the target card names the best
        chance to control as the list shows it (issue 31: it called the row "the
        easiest" beside 0–8%)."""
        step = super().step
        if step is not None and step.when == "aim":
            return step._replace(text=aim_text(self.table))
        return step

    @property
    def card(self) -> pygame.Rect:  # type: ignore[override]
        step = self.step
        return LOW_CARD if step is not None and step.when in LOW else CARD

    def condition(self, when: str) -> bool:  # noqa: PLR0911
        """Steps' moments: now; after (the attack is over); peek (the learner's action
        step with a special in hand); help (choosing helpers, one of them free to help);
        over (an attack with a helper is over); else the learner's phase."""
        s = self.table.session
        state = s.game.state
        phase = state.phase
        mine = bool(s.human_to_act and s.display_viewer == s.to_act)
        if when == "now":
            return True
        if when in ("after", "over"):
            return phase == "action" or not mine
        if when == "peek":
            return mine and phase == "action" and bool(state.hands[s.to_act])
        if when == "spent":
            return mine and phase == "action"
        if when == "help":
            return mine and phase == "helpers" and any(a.kind == "help" for a in s.legal())
        return mine and phase == when

    def step_done(self, step: Step, new: list[str]) -> bool:
        if step.when == "money":  # several rounds of paying: on once the attack is over
            return self.table.session.game.state.attack is None
        return super().step_done(step, new)


TUTORIAL = Tutorial(setup=tutorial_setup, seed=SEED, bot_pace=BOT_PACE, coach=CoachScene)
