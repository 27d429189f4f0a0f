/**
 * The La Bataille procedure's own flight and pursuit (no doctrine of the mass-battle texts).
 */
import { describe, expect, it } from 'vitest';
import { NO_DOCTRINE } from '../../src/procedure/doctrine.ts';
import type { ChargeState } from '../../src/procedure/state.ts';
import { rollAll, sessionJson, variantJson } from '../support/charges.ts';

/**
 * The small pure functions of src/procedure whose edge no charge of the other tests reaches: a terrain
 * missing from the ruleset, a roll no chart cell covers, the default answer with nothing pending, the
 * La Bataille procedure's own "no doctrine", the one-line ending of a side partly off the map, the melee
 * value of no unit or with no situation. Written to kill
 * the survivors of the 95.5 % run (docs/mutation.md, "src/procedure: the 95.5 % run's survivors").
 */

/** Scenario 11 with the melee roll asked (a roll pending). */
function atMeleeRoll(): ChargeState {
  const s = rollAll(sessionJson(variantJson('11-recall-trample.json', () => {})), [55]).state;
  expect(s.pending?.kind).toBe('roll');
  return s;
}

describe("NO_DOCTRINE: the La Bataille procedure's own", () => {
  it('no rout becomes a flight, nobody stays in place, a choice answer changes nothing', () => {
    const s = atMeleeRoll();
    expect(NO_DOCTRINE.routBecomesFlight(s, true, 'standCheck')).toBe(false);
    expect(NO_DOCTRINE.routBecomesFlight(s, false, 'meleeRoll')).toBe(false);
    expect(NO_DOCTRINE.staysInPlace(s, 'fr-cuirassiers')).toBe(false);
    expect(NO_DOCTRINE.answerChoice(s, 0)).toBe(s);
  });
});
