import type { Consequences } from '../../src/consequences.ts';
import { fail, ok, type Result } from '../../src/errors.ts';
import type { Ruleset } from '../../src/model/ruleset.ts';
import type { Scenario } from '../../src/model/scenario.ts';
import type { Ending } from '../../src/procedure/ending.ts';
import type { Pending } from '../../src/procedure/state.ts';
import type { ChargeEvent } from '../charge.ts';
import { consequences, createCharge } from '../index.ts';
import type { ChargeSession } from '../session.ts';

/**
 * The boardgame.io state of a charge (`G`): plain JSON, as boardgame.io requires. The charge itself is
 * its scenario and ruleset (named here, held by the game) plus the answers played (`events`); the
 * session is rebuilt from them by replay, so nothing but data crosses boardgame.io's transport.
 */
export interface ChargeG {
  /** The scenario's id. */
  readonly scenario: string;
  /** The ruleset's id. */
  readonly ruleset: string;
  /** Every answer accepted so far, in order (what hexcharge's own save replays). */
  readonly events: readonly ChargeEvent[];
  /** The roll or choice the charge waits for (its `side` answers it), or null at the end. */
  readonly pending: Pending | null;
  /** The player who answers the pending request ('0' the scenario's first side, '1' its second), or null. */
  readonly turnOf: string | null;
  /** The machine step the charge waits in ("standCheck", "pursuit.recall"...). */
  readonly step: string;
  /** Whether the charge has ended. */
  readonly done: boolean;
  /** How the charge ended, once it has. */
  readonly ending: Ending | null;
  /** What the host applies to its own board once the charge has ended (moved, removed...), else null. */
  readonly consequences: Consequences | null;
}

/** What `ctx.gameover` holds at the end of a charge: its ending and what the host applies to its board. */
export interface ChargeGameover {
  readonly ending: Ending;
  readonly consequences: Consequences;
}

/** What a match plays: a scenario validated under a ruleset (from loadScenarioFromJson). */
export interface MatchSource {
  readonly scenario: Scenario;
  readonly ruleset: Ruleset;
}

/** The player ('0', '1', ...) of a side id: its place in the scenario's side order; null if none. */
export function playerOfSide(scenario: Scenario, side: string): string | null {
  const i = scenario.board.sides.findIndex((s) => s.id === side);
  return i < 0 ? null : String(i);
}

/** A plain JSON copy (boardgame.io's state and the engine's frozen values never share objects). */
export function plainJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** The state of a match where `session` stands. */
export function stateOf(source: MatchSource, session: ChargeSession): ChargeG {
  const pending = session.pending;
  return {
    scenario: source.scenario.id,
    ruleset: source.ruleset.id,
    events: plainJson(session.events),
    pending: pending ? plainJson(pending) : null,
    turnOf: pending && !session.done ? playerOfSide(source.scenario, pending.side) : null,
    step: session.step,
    done: session.done,
    ending: session.state.ending ? plainJson(session.state.ending) : null,
    consequences: session.done ? plainJson(consequences(session.state)) : null,
  };
}

/**
 * The session of a match, rebuilt from the scenario and the answers played: a charge with manual
 * dice (every roll is an answer), each event sent in order. Refuses what the engine refuses (a state
 * of another scenario or ruleset, an event that does not replay: save/replay-diverged).
 */
export function sessionOfState(
  source: MatchSource,
  G: Pick<ChargeG, 'scenario' | 'ruleset' | 'events'>,
): Result<ChargeSession> {
  if (G.scenario !== source.scenario.id || G.ruleset !== source.ruleset.id) {
    return fail(
      'save/ruleset-mismatch',
      `this state is of scenario ${G.scenario} under ${G.ruleset}, the game plays ${source.scenario.id} under ${source.ruleset.id}`,
    );
  }
  const made = createCharge({ scenario: source.scenario, ruleset: source.ruleset, dice: 'manual' });
  if (!made.ok) return made;
  const session = made.value;
  for (const [i, event] of plainJson(G.events).entries()) {
    const r = session.send(event);
    if (!r.ok)
      return fail(
        'save/replay-diverged',
        `event ${i + 1} (${event.type}) does not replay: ${r.error.message}`,
      );
  }
  return ok(session);
}

/** The gameover of a match whose charge has ended: its ending and consequences; undefined before. */
export function gameoverOf(G: ChargeG): ChargeGameover | undefined {
  return G.done && G.ending && G.consequences
    ? { ending: G.ending, consequences: G.consequences }
    : undefined;
}
