/**
 * Fifth round of src/procedure's mutation survivors (the 95.8 % run, docs/mutation.md):
 * - step5-melee-roll.ts's memo of what a roll class reads that does not depend on the roll: the shift of
 *   the melee roll with an attacking AND a defending leader modifier;
 * - start.ts: a charge starts with no hex vacated by melee.
 */
import { describe, expect, it } from 'vitest';
import { makeCrtResult } from '../../src/data/crt-result.ts';
import { outcomes } from '../../src/dice/index.ts';
import type { CrtResult } from '../../src/model/ruleset.ts';
import { rollClassifier } from '../../src/procedure/roll-classes.ts';
import type { ChargeState } from '../../src/procedure/state.ts';
import { chooseDefaults, type EditableJson, rollAll, variantSession } from '../machine/helpers.ts';

/** The classes of every value of the pending roll, as "class: first-last" runs in die order. */
function classes(s: ChargeState): string[] {
  const p = s.pending;
  if (p?.kind !== 'roll') throw new Error('no roll pending');
  const classify = rollClassifier(s)!;
  const runs: { c: string; from: number; to: number }[] = [];
  for (const o of outcomes(p.dice)) {
    const c = makeCrtResult(JSON.parse(classify(s, o.value)) as CrtResult);
    const last = runs[runs.length - 1];
    if (last && last.c === c) last.to = o.value;
    else runs.push({ c, from: o.value, to: o.value });
  }
  return runs.map((r) => `${r.c}: ${r.from === r.to ? r.from : `${r.from}-${r.to}`}`);
}

describe('step5-melee-roll.ts: the class of the melee roll with leaders on both sides', () => {
  it('attacking +2, defending +1 (which takes 1 off the roll): every roll reads one step higher', () => {
    const leaders = (j: EditableJson) => {
      j.leaders.push(
        { id: 'fr-lasalle', name: 'Lasalle', side: 'french', at: '0812', meleeModifier: 2 },
        { id: 'au-mack', name: 'Mack', side: 'austrian', at: '0811', meleeModifier: 1 },
      );
    };
    const session = chooseDefaults(
      rollAll(variantSession('02-stand-failed-disorder.json', leaders), [33, 24]),
    );
    const s = session.state;
    expect(s.leaderCommitted).toBe(true);
    expect(s.pending).toMatchObject({ kind: 'roll', id: 'melee' });
    // 2:1: 11-13 AR, 14-22 AD1, 23-26 -, 31-33 1/1, 34-36 1/2*, 41-46 DD1, 51-55 DD2, 56-63 DD3,
    // 64-66 DR; no fire casualty, +2 -1 = +1: each roll reads the next d66 value, 66 clamped at 66.
    expect(classes(s)).toEqual([
      'AR: 11-12',
      'AD1: 13-21',
      '-: 22-25',
      '1/1: 26-32',
      '1/2*: 33-35',
      'DD1: 36-45',
      'DD2: 46-54',
      'DD3: 55-62',
      'DR: 63-66',
    ]);
    // the roll itself reads the same: 45 +2 -1 = 46, DD1
    const r = session.roll(45);
    expect(r.ok).toBe(true);
    expect(session.state.meleeRoll).toEqual({ roll: 45, modified: 46 });
  });
});

describe('start.ts: the state a charge starts from', () => {
  it('no hex vacated by melee before any melee (vacatedByMelee false until step 6 sets it)', () => {
    const session = variantSession('02-stand-failed-disorder.json', () => {});
    expect(session.state.vacatedByMelee).toBe(false);
  });
});
