import type { CauseOfFlight } from '../cause.ts';
import { RULE } from '../rules.ts';
import { unitStrength } from '../unit-values.ts';

/** Seed 002 priority 1: the enemy of the combat with the highest unit strength; the fleeing unit's controller breaks a tie. */
export const CAUSE_6E: CauseOfFlight = {
  score: (u) => unitStrength(u),
  chooser: (fleeing) => fleeing.side,
  request: 'request.flight-cause.strength',
  settled: 'doctrine.cause-6e',
  rule: RULE.cause6e,
};
