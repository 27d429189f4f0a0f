/**
 * The start of a charge (step 1): the state a charge starts from.
 */
import { describe, expect, it } from 'vitest';
import { variantSession } from '../support/charges.ts';

describe('step 1: the state a charge starts from', () => {
  it('no hex vacated by melee before any melee (vacatedByMelee false until step 6 sets it)', () => {
    const session = variantSession('02-stand-failed-disorder.json', () => {});
    expect(session.state.vacatedByMelee).toBe(false);
  });
});
