import { doctrineRollClassifier } from '../../src/doctrines/roll-classes.ts';
import { type RollClassifier, rollClassifier } from '../../src/procedure/roll-classes.ts';
import type { ChargeState } from '../../src/procedure/state.ts';

/**
 * The classifier of the roll a charge waits for: the La Bataille procedure's (src/procedure), else the
 * doctrines' (src/doctrines: flight, pursuit, hold-back), plugged in here from above the procedure; or
 * undefined (every value its own class).
 */
export function classifierOf(s: ChargeState): RollClassifier | undefined {
  return rollClassifier(s) ?? doctrineRollClassifier(s);
}
