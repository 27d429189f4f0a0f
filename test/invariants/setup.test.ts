import { describe, expect, it } from 'vitest';
import { restoreSnapshot, step } from '../../machines/analysis/drive.ts';
import { ChargeSession, type ChargeSnapshot } from '../../machines/session.ts';
import { manualSource } from '../../src/dice/index.ts';
import { load } from '../support/charges.ts';
import { takeFound } from './legal.ts';

/** The reference charge at its stand check, with a fourth unit pushed into the charging stack's hex. */
function overStacked(): { found: string[]; snapshot: ChargeSnapshot } {
  const l = load('01-reference-charge.json');
  const legal = new ChargeSession({ ...l, dice: manualSource() });
  const snap = structuredClone(legal.persisted()) as { context: { board: { units: { id: string }[] } } };
  const units = snap.context.board.units;
  const cuirassiers = units.find((u) => u.id === 'fr-1-cuirassiers')!;
  units.push({ ...cuirassiers, id: 'x1' }, { ...cuirassiers, id: 'x2' });
  expect(takeFound()).toEqual([]);
  new ChargeSession({ ...l, dice: manualSource() }, snap);
  return { found: takeFound(), snapshot: snap as unknown as ChargeSnapshot };
}

describe('every test charge is checked after every event (test/invariants/setup.ts)', () => {
  it('a session on an illegal board is recorded at its start (XState inspect), naming the violation', () => {
    const { found } = overStacked();
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(
      /illegal board at the start .*\n {2}board\/over-stacking: hex 0607 holds 4 units/,
    );
  });

  it('every event a session sends is inspected: a legal charge records nothing, event after event', () => {
    const l = load('01-reference-charge.json');
    const session = new ChargeSession({ ...l, dice: manualSource() });
    expect(session.roll(55).ok).toBe(true);
    expect(session.events).toHaveLength(1);
    expect(takeFound()).toEqual([]);
  });

  it('a charge driven by the analysis (pure transition) is checked too', () => {
    const { found, snapshot } = overStacked();
    expect(found).toHaveLength(1);
    expect(() => step(restoreSnapshot(snapshot), { type: 'ROLL', value: 55 })).toThrow(
      /board\/over-stacking/,
    );
    expect(takeFound()).toHaveLength(1);
  });
});
