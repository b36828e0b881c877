"""When nothing a player can do changes the game (issue 22: the endgame drags).

Once the Pool is empty (§5 Draw, §6 Draw are gone), many phases offer only moves that
cannot change which counters are ever exposed: shuffling one's own counters between the
Paranoid Reserve and Accusations that can never be made, or ending the phase. The table
must not make a human click through them. Everything here is decided from the player's
own observation only (§2), so it tells nobody anything they could not see.

The reasoning (also in docs/rules.md, "Idle phases"):

- The outcome (§8) depends on which Plot counters end up exposed (exposure scores,
  unexposed counts) and, only to break a tie in a Paranoid Victory, on Sanity.
- Only an Accusation exposes counters (§5.2). With the Pool empty, a Paranoid can
  make one only from counters already held (Reserve + Accusations in progress), or
  from counters an Enemy gives later.
- An Accusation can expose something only if it names a *live* type: one that may
  still stand face down in some Plot. A type is dead for the viewer when both of its
  copies are seen outside hidden Plot slots (held, in the own Enemy Reserve, laid
  aside, or exposed face up without the §9.11 Aliens rule that can turn them back),
  or when the viewer lost it in a clash (§3.3: it stands in no Plot).
- Shuffling counters costs only the mover's Sanity and cannot bring it to 0 (§7.2):
  it can only hurt the mover in a Paranoid Victory's tie-break. (With §9.13
  Delusions a player may *want* to be nearer insanity, so then nothing is idle.)
"""

from __future__ import annotations

from .catalogue import COPIES, DELUSIONS, IS_ALIEN, IS_GOAL, IS_GROUP, IS_METHOD, N_TYPES
from .observation import Observation, seen_copies
from .state import ENEMY, PARANOID

ACCUSATION_SIZE = 3  # the fewest counters a complete Accusation holds (§5.2)


def held_types(obs: Observation) -> set[int]:
    """Counters the viewer's Paranoid holds: its Reserve and Accusations in progress."""
    return {*obs.paranoid, *(t for acc in obs.accusations for t in acc)}


def live_types(obs: Observation) -> set[int]:
    """Types that, as far as the viewer can tell, may still stand face down in a Plot:
    naming one in an Accusation may expose something (§5.2)."""
    own_face_down = {t for t, e in zip(obs.plot, obs.plot_exposed) if not e}
    seen = seen_copies(obs)
    if not obs.options.get("aliens"):  # §9.11 may turn an exposed counter face down again
        for j, pv in enumerate(obs.players):
            if j != obs.viewer:
                for t in pv.exposed_types:
                    seen[t] += 1
    lost = {c[0] for c in obs.clashes}  # §3.3: a clashed type stands in no Plot
    return {t for t in range(N_TYPES)
            if t in own_face_down or (seen[t] < COPIES and t not in lost)}


def can_still_accuse(obs: Observation) -> bool:
    """Could the viewer ever make an Accusation that exposes something, from what they
    hold now (§5.2: a Group, a Method and a Goal, one of them a live type)? Sanity costs
    are left out on purpose: one free action a phase (§5.1) can assemble anything."""
    if obs.viewer is None or obs.players[obs.viewer].sanity == 0:
        return False
    held = held_types(obs)
    if not (any(IS_GROUP[t] for t in held) and any(IS_METHOD[t] for t in held)
            and any(IS_GOAL[t] for t in held)):
        return False
    return bool(held & live_types(obs))


def _delusions_at_stake(obs: Observation) -> bool:
    """§9.13: the Delusions player may want Paranoids (itself included) nearer insanity."""
    return bool(obs.options.get("delusions")) and any(
        t == DELUSIONS and not e for t, e in zip(obs.plot, obs.plot_exposed))


def idle_paranoid_phase(obs: Observation) -> bool:
    """The viewer's Paranoid phase offers nothing that can change the game: no Draw (the
    Pool is empty), no Accusation that could expose anything now or later from what they
    hold; what is left is shuffling their own counters, which only costs Sanity."""
    return (obs.phase == PARANOID and obs.actor == obs.viewer and obs.pool_count == 0
            and obs.pending < 0 and not can_still_accuse(obs) and not _delusions_at_stake(obs))


def only_strikes_left(obs: Observation) -> bool:
    """The viewer's Enemy phase offers at most a Strike (§6: no Draw from an empty Pool,
    nothing to Give, no §9.11 re-concealing)."""
    if obs.phase != ENEMY or obs.actor != obs.viewer or obs.pool_count or obs.enemy:
        return False
    return not _may_reconceal(obs)


def _may_reconceal(obs: Observation) -> bool:
    return (bool(obs.options.get("aliens")) and obs.taken == 0 and any(obs.plot_exposed)
            and any(IS_ALIEN[t] and not e for t, e in zip(obs.plot, obs.plot_exposed)))


def nobody_can_accuse(obs: Observation) -> bool:
    """No Accusation can ever be made again, as the viewer can tell: the Pool and every
    Enemy Reserve are empty (no counter can reach a Paranoid Reserve any more), the
    viewer cannot accuse, and every other sane Paranoid holds fewer counters than an
    Accusation needs (public counts, §2)."""
    if obs.pool_count or any(pv.enemy_count for pv in obs.players) or can_still_accuse(obs):
        return False
    return all(pv.sanity == 0 or pv.paranoid_count + sum(pv.accusation_sizes)
               < ACCUSATION_SIZE for j, pv in enumerate(obs.players) if j != obs.viewer)


def idle_enemy_phase(obs: Observation) -> bool:
    """The viewer's Enemy phase offers nothing that can change the game: at most a
    Strike, and a Strike cannot matter because nobody can ever accuse again (it only
    brings an end scored the same way, §8: Enemy Victory, Exhaustion and the turn limit
    all go to the best-hidden Plot), unless §9.13 Delusions is at stake."""
    return (only_strikes_left(obs) and nobody_can_accuse(obs)
            and not obs.options.get("delusions"))


def nothing_can_change(obs: Observation) -> bool:
    """No move of the viewer, who is to act, can change the outcome: the table ends
    this phase for them (with a note) instead of asking."""
    return idle_paranoid_phase(obs) or idle_enemy_phase(obs)


def pass_for_me_offered(obs: Observation) -> bool:
    """When the table offers "pass for me" (W): whenever nothing can change, and also
    whenever the Pool is empty and the viewer's phase may be ended (no counter just
    drawn, no §5.11 duplicate to give). Then the viewer's choices are to shuffle, give
    or strike with what they already know; W is the player saying "nothing of that for
    now" and lasts until something new reaches them (`what_w_watches`)."""
    if nothing_can_change(obs):
        return True
    return (obs.phase in (PARANOID, ENEMY) and obs.actor == obs.viewer
            and obs.pool_count == 0 and obs.pending < 0 and not obs.must_give)


def what_w_watches(obs: Observation) -> tuple:
    """What, when it changes, ends a player's "pass for me": the counters their
    Paranoid holds (a Give or a Turn End move brought one), their own Plot's exposures
    and the Accusations made (either can turn a counter they hold live or dead)."""
    held = sorted([*obs.paranoid, *(t for acc in obs.accusations for t in acc)])
    return tuple(held), tuple(obs.plot_exposed), len(obs.laid_aside)
