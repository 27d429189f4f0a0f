/**
 * 19.1.1, step 8: a charging unit with no readiness recorded counts as fresh, so it takes the
 * ruleset's readiness after the charge (tired without a melee under the shipped ruleset). A validated
 * scenario always records one; a host's state may not, so reform is given one directly.
 */
import { describe, expect, it } from 'vitest';
import { scriptSource } from '../../src/dice/index.ts';
import { startCharge } from '../../src/procedure/start.ts';
import { reform } from '../../src/procedure/step8-reform.ts';
import { load } from '../support/charges.ts';

describe('19.1.1: a rider without a readiness reforms as a fresh one', () => {
  it('no melee fought: the hussars of 02, readiness unset, come out tired', () => {
    const { scenario, ruleset } = load('02-stand-failed-disorder.json');
    const s = startCharge(scenario, ruleset, scriptSource([]));
    const units = s.board.units.map(({ readiness: _, ...u }) => u);
    const after = reform({ ...s, board: { ...s.board, units } });
    expect(after.meleeFought).toBe(false);
    expect(after.board.units.find((u) => u.id === 'fr-hussars')?.readiness).toBe('tired');
    expect(after.board.units.find((u) => u.id === 'au-ir4')?.readiness).toBeUndefined();
  });
});
