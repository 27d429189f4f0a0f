import type { CauseOfFlight } from '../cause.ts';
import { RULE } from '../rules.ts';
import { fullRanks } from '../unit-values.ts';

/** Seed 001: the enemy of the combat with the most full ranks; the pursuing side (the fleeing unit's enemies) breaks a tie. */
export const CAUSE_8E: CauseOfFlight = {
  score: (u, s) => fullRanks(u, s),
  chooser: (_fleeing, tied) => tied[0]!.side,
  request: 'request.flight-cause.ranks',
  settled: 'doctrine.cause-8e',
  rule: RULE.direction8e,
};
