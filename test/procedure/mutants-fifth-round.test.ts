/**
 * Fifth round of src/procedure's mutation survivors (the 95.8 % run, docs/mutation.md):
 * - board.ts reads a board inside `produce` through immer's own draft state, so that reading drafts
 *   nothing: the reads pinned here are the reason of that code (no draft made by a read, the values
 *   read as immer's `current` gives them);
 * - step5-melee-roll.ts's memo of what a roll class reads that does not depend on the roll: the shift of
 *   the melee roll with an attacking AND a defending leader modifier;
 * - start.ts: a charge starts with no hex vacated by melee.
 */
import { current, isDraft, produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { makeCrtResult } from '../../src/data/crt-result.ts';
import { outcomes } from '../../src/dice/index.ts';
import type { CrtResult } from '../../src/model/ruleset.ts';
import {
  anyWhere,
  asItStands,
  indexWhere,
  itemAt,
  itemsWhere,
  unitById,
  unitsByIds,
} from '../../src/procedure/board.ts';
import { rollClassifier } from '../../src/procedure/roll-classes.ts';
import type { ChargeState } from '../../src/procedure/state.ts';
import { chooseDefaults, type EditableJson, rollAll, variantSession } from '../machine/helpers.ts';
import { at11, frozenItems, type Item } from './board-items.ts';

/** immer's state of a draft (the key immer keeps it under, as board.ts reads it). */
const stateOf = (d: unknown) =>
  (d as Record<symbol, { copy_: unknown; modified_: boolean }>)[Symbol.for('immer-state')]!;

const frozenBase = (): { readonly units: readonly Item[] } => Object.freeze({ units: frozenItems() });

describe('board.ts: reading a board inside produce drafts nothing', () => {
  it('on a list nobody changed, no read makes a copy of the list (no item drafted)', () => {
    const base = frozenBase();
    produce(base, (d) => {
      expect(itemsWhere(d.units, (x) => x.id === 'z')).toEqual([]);
      expect(anyWhere(d.units, (x) => x.id === 'b')).toBe(true);
      expect(indexWhere(d.units, (x) => x.id === 'c')).toBe(2);
      expect(itemAt(d.units, 1)).toBe(base.units[1]);
      expect(unitsByIds({ units: d.units } as never, ['z'])).toEqual([]);
      expect(asItStands(d)).toBe(base);
      // the list's draft has made no copy: nothing read went through its proxy
      expect(stateOf(d.units).copy_ ?? null).toBeNull();
      expect(stateOf(d.units).modified_).toBe(false);
    });
  });

  it('on a changed list, reading leaves the untouched items plain (not drafted) in its copy', () => {
    const base = frozenBase();
    produce(base, (d) => {
      d.units[1]!.at = { col: 1, row: 1 };
      const copy = () => stateOf(d.units).copy_ as unknown[];
      expect(isDraft(copy()[0])).toBe(false);
      expect(itemsWhere(d.units, (x) => x.id === 'z')).toEqual([]);
      expect(anyWhere(d.units, (x) => x.id === 'c' && at11(x))).toBe(true);
      expect(indexWhere(d.units, (x) => x.id === 'c')).toBe(2);
      expect(indexWhere(d.units, (x) => x.id === 'b' && at11(x))).toBe(1);
      expect(itemAt(d.units, 0)).toBe(base.units[0]);
      expect(itemAt(d.units, 1)).toEqual({ id: 'b', at: { col: 1, row: 1 } });
      expect(isDraft(itemAt(d.units, 1))).toBe(false);
      expect(unitsByIds({ units: d.units } as never, ['z'])).toEqual([]);
      expect(asItStands(d)).toEqual(current(d));
      // items 0 and 2, read but never picked, are still the originals in the list's copy
      expect(copy()[0]).toBe(base.units[0]);
      expect(copy()[2]).toBe(base.units[2]);
      // the changed item's own copy: its untouched coordinates not drafted by the reads
      expect(isDraft((stateOf(copy()[1]).copy_ as { id: unknown }).id)).toBe(false);
    });
  });

  it('on a changed item, reading its members leaves the ones nobody changed plain (its coordinates not drafted)', () => {
    const base = frozenBase();
    produce(base, (d) => {
      d.units[1]!.id = 'B'; // item 1 drafted and changed; its `at` untouched
      const item = () => stateOf((stateOf(d.units).copy_ as unknown[])[1]);
      expect(item().modified_).toBe(true);
      expect(itemsWhere(d.units, (x) => x.id === 'z')).toEqual([]);
      expect(anyWhere(d.units, (x) => x.at.col === 2 && x.at.row === 1)).toBe(true);
      expect(indexWhere(d.units, (x) => x.at.col === 2)).toBe(1);
      expect(unitsByIds({ units: d.units } as never, ['z'])).toEqual([]);
      expect(itemAt(d.units, 1)).toEqual({ id: 'B', at: { col: 2, row: 1 } });
      // item 1's copy still holds the original coordinates, not a draft of them
      const copy = item().copy_ as { at: unknown };
      expect(isDraft(copy.at)).toBe(false);
      expect(copy.at).toBe(base.units[1]!.at);
    });
  });

  it('a list holding null and primitives reads them as they are, on a changed draft too', () => {
    const base = Object.freeze({
      list: Object.freeze([null, 3, 'x', Object.freeze({ n: 1 })]) as readonly unknown[],
    });
    const next = produce(base, (d) => {
      (d.list as unknown[]).push(4);
      expect(itemsWhere(d.list, (x) => x === null)).toEqual([null]);
      expect(anyWhere(d.list, (x) => x === 'x')).toBe(true);
      expect(indexWhere(d.list, (x) => x === 3)).toBe(1);
      expect(itemAt(d.list, 0)).toBeNull();
      expect(itemAt(d.list, 3)).toBe(base.list[3]);
      expect(itemAt(d.list, 4)).toBe(4);
      expect(asItStands(d)).toEqual(current(d));
      expect(asItStands(d)).toEqual({ list: [null, 3, 'x', { n: 1 }, 4] });
    });
    expect(next.list).toEqual([null, 3, 'x', { n: 1 }, 4]);
  });

  it('asItStands: values as current gives them; a function stays the function, unfrozen objects are copied', () => {
    const f = () => 1;
    const loose = { n: 1 }; // not frozen (produce freezes only what it returns)
    const base = { f, loose, deep: { inner: { n: 2 } }, nothing: null as null | number };
    produce(base, (d) => {
      expect(asItStands(d)).toBe(base); // nobody changed it: the original
      d.nothing = 5;
      const c = current(d);
      const plain = asItStands(d);
      expect(plain).toEqual(c);
      expect(plain.f).toBe(f);
      expect(plain.loose).toEqual({ n: 1 });
      expect(plain.deep.inner).toEqual({ n: 2 });
      d.deep.inner.n = 3; // a nested draft, changed
      expect(asItStands(d).deep).toEqual({ inner: { n: 3 } });
      expect(isDraft(asItStands(d).deep.inner)).toBe(false);
      expect(asItStands(d)).toEqual(current(d));
    });
    expect(asItStands(f)).toBe(f);
    expect(asItStands(null)).toBeNull();
    expect(asItStands('x')).toBe('x');
    const unfrozen = { n: 1 }; // (produce froze \`loose\` with the result it returned)
    expect(asItStands(unfrozen)).toEqual(unfrozen);
    expect(asItStands(unfrozen)).not.toBe(unfrozen);
    const frozen = Object.freeze({ n: 1 });
    expect(asItStands(frozen)).toBe(frozen);
  });

  it('unitById and unitsByIds on a draft: the units as they stand, in the order asked', () => {
    const base = frozenBase();
    produce(base, (d) => {
      d.units.splice(0, 1);
      expect(unitById({ units: d.units } as never, 'a')).toBeUndefined();
      expect(unitById({ units: d.units } as never, 'c')?.id).toBe('c');
      expect(unitsByIds({ units: d.units } as never, ['c', 'a', 'b']).map((u) => u.id)).toEqual(['c', 'b']);
    });
  });
});

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
