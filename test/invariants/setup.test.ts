import { describe, expect, it } from 'vitest';
import { restoreSnapshot, step } from '../../machines/analysis/drive.ts';
import { ChargeSession, type ChargeSnapshot } from '../../machines/session.ts';
import { manualSource } from '../../src/dice/index.ts';
import { load } from '../machine/helpers.ts';
import { takeFound } from './legal.ts';

/** The reference charge at its stand check, with a fourth unit pushed into the charging stack's hex. */
function overStacked(): { session: ChargeSession; snapshot: ChargeSnapshot } {
  const l = load('01-reference-charge.json');
  const legal = new ChargeSession({ ...l, dice: manualSource() });
  const snap = structuredClone(legal.persisted()) as { context: { board: { units: { id: string }[] } } };
  const units = snap.context.board.units;
  const cuirassiers = units.find((u) => u.id === 'fr-1-cuirassiers')!;
  units.push({ ...cuirassiers, id: 'x1' }, { ...cuirassiers, id: 'x2' });
  return {
    session: new ChargeSession({ ...l, dice: manualSource() }, snap),
    snapshot: snap as unknown as ChargeSnapshot,
  };
}

describe('every test charge is checked after every event (test/invariants/setup.ts)', () => {
  it('a session on an illegal board fails the test at its next event, naming the violation', () => {
    const { session } = overStacked();
    expect(() => session.roll(55)).toThrow(
      /illegal board at the start .*\n {2}board\/over-stacking: hex 0607 holds 4 units/,
    );
    expect(takeFound()).toHaveLength(1);
  });

  it('a charge driven by the analysis (pure transition) is checked too', () => {
    const { snapshot } = overStacked();
    expect(() => step(restoreSnapshot(snapshot), { type: 'ROLL', value: 55 })).toThrow(
      /board\/over-stacking/,
    );
    expect(takeFound()).toHaveLength(1);
  });
});
