import { current, isDraft, produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { startSnapshot } from '../../machines/analysis/drive.ts';
import { ExactAnalyzer } from '../../machines/analysis/exact.ts';
import type { Board } from '../../src/model/board.ts';
import {
  anyWhere,
  asItStands,
  boardAsItStands,
  indexWhere,
  itemAt,
  itemsWhere,
  terrainAt,
  unitById,
  unitsByIds,
} from '../../src/procedure/board.ts';
import { produce as coreProduce } from '../../src/procedure/immer.ts';
import type { ChargeState } from '../../src/procedure/state.ts';
import { scenarioAt } from '../support/analysis.ts';
import { rollAll, sessionJson, variantJson } from '../support/charges.ts';
import { at11, draftsMadeBy, frozenItems, type Item } from './board-items.ts';

// The board's read helpers test the units as they stand and draft only the units they return
// (src/procedure/board.ts): same answers as plain filter/some/findIndex, before and after a change,
// the values immer's `current` gives, and no draft made by a read (counted through Proxy.revocable,
// immer's own state never read).

const base: { readonly items: readonly Item[] } = Object.freeze({ items: frozenItems() });

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

describe('reading the board through a draft', () => {
  it('on plain lists: filter, some, findIndex and index', () => {
    expect(itemsWhere(base.items, at11).map((x) => x.id)).toEqual(['a', 'c']);
    expect(anyWhere(base.items, (x) => x.id === 'b')).toBe(true);
    expect(anyWhere(base.items, (x) => x.id === 'z')).toBe(false);
    expect(indexWhere(base.items, (x) => x.id === 'c')).toBe(2);
    expect(indexWhere(base.items, (x) => x.id === 'z')).toBe(-1);
    expect(itemAt(base.items, 1)).toBe(base.items[1]);
    expect(unitById({ units: base.items } as never, 'b')).toBe(base.items[1]);
    expect(unitById({ units: base.items } as never, 'z')).toBeUndefined();
  });

  it('on an untouched draft: the items picked come back as drafts, and changing them changes the result', () => {
    const next = produce(base, (d) => {
      const picked = itemsWhere(d.items, at11);
      expect(picked.map((x) => x.id)).toEqual(['a', 'c']);
      expect(picked.every((x) => isDraft(x))).toBe(true);
      expect(isDraft(itemAt(d.items, 0))).toBe(false);
      const b = unitById({ units: d.items } as never, 'b') as unknown as { at: Item['at'] };
      expect(isDraft(b)).toBe(true);
      for (const x of picked) x.at = { col: 5, row: 5 };
      b.at = { col: 6, row: 6 };
    });
    expect(next.items.map((x) => `${x.id}@${x.at.col},${x.at.row}`)).toEqual(['a@5,5', 'b@6,6', 'c@5,5']);
    expect(base.items[0]!.at).toEqual({ col: 1, row: 1 });
  });

  it('on a draft already changed: the reads see the change', () => {
    produce(base, (d) => {
      d.items[1]!.at = { col: 1, row: 1 };
      expect(itemsWhere(d.items, at11).map((x) => x.id)).toEqual(['a', 'b', 'c']);
      d.items[0]!.at = { col: 9, row: 9 };
      expect(itemsWhere(d.items, at11).map((x) => x.id)).toEqual(['b', 'c']);
      expect(anyWhere(d.items, (x) => x.at.col === 9)).toBe(true);
      expect(indexWhere(d.items, (x) => x.at.col === 9)).toBe(0);
      expect(itemAt(d.items, 0)!.at).toEqual({ col: 9, row: 9 });
      d.items.splice(0, 1);
      expect(unitById({ units: d.items } as never, 'a')).toBeUndefined();
      expect(indexWhere(d.items, (x) => x.id === 'c')).toBe(1);
    });
  });
});

describe('a draft as it stands (asItStands)', () => {
  const hasDraft = (v: unknown): boolean =>
    isDraft(v) || (typeof v === 'object' && v !== null && Object.values(v).some(hasDraft));

  it("gives what immer's current gives, drafting nothing, the untouched parts as they are", () => {
    produce({ outer: base }, (d) => {
      expect(asItStands(d)).toBe(current(d)); // untouched: the original itself
      d.outer.items[1]!.at = { col: 7, row: 7 };
      const c = current(d);
      const plain = asItStands(d);
      expect(plain).toEqual(c);
      expect(hasDraft(plain)).toBe(false);
      expect(plain.outer.items[0]).toBe(base.items[0]); // an item nobody changed is not copied
      expect(plain.outer.items[1]).not.toBe(base.items[1]);
      // a new plain object that holds a draft: the draft is read as it stands too
      (d as { extra?: unknown }).extra = { item: d.outer.items[2] };
      d.outer.items[2]!.at = { col: 8, row: 8 };
      expect(asItStands(d)).toEqual(current(d));
      expect(hasDraft(asItStands(d))).toBe(false);
      d.outer.items.splice(0, 1);
      expect(asItStands(d)).toEqual(current(d));
    });
    expect(asItStands(base)).toBe(base);
    expect(asItStands(3)).toBe(3);
  });
});

/** Whether a value holds a draft anywhere inside it. */
const holdsDraft = (v: unknown): boolean =>
  isDraft(v) || (typeof v === 'object' && v !== null && Object.values(v).some(holdsDraft));

/** Three items as the analysis makes them (the core's immer does not freeze): plain, unfrozen. */
const looseBase = (): { readonly units: readonly Item[] } => ({
  units: [
    { id: 'a', at: { col: 1, row: 1 } },
    { id: 'b', at: { col: 2, row: 1 } },
    { id: 'c', at: { col: 1, row: 1 } },
  ],
});

describe('a read inside a step drafts nothing', () => {
  it('counts the drafts immer makes (reading an item through the draft makes them)', () => {
    coreProduce(looseBase(), (d) => {
      expect(draftsMadeBy(() => d.units[0]!.id).drafts).toBe(2); // the list's draft, then the item's
      expect(draftsMadeBy(() => d.units[0]!.id).drafts).toBe(0); // made once
    });
  });

  for (const [name, base] of [
    ['frozen items (a session state)', () => ({ units: frozenItems() })],
    ['unfrozen items (an analysis state)', looseBase],
  ] as const) {
    it(`on a list nobody changed, ${name}: the originals, no draft made`, () => {
      const b = base();
      coreProduce(b, (d) => {
        const units = d.units; // the list's own draft
        const { drafts, value } = draftsMadeBy(() => [
          itemsWhere(units, (x) => x.id === 'z'),
          anyWhere(units, (x) => x.id === 'b'),
          indexWhere(units, (x) => x.id === 'c'),
          itemAt(units, 1),
          unitsByIds({ units } as never, ['z', 'c']).map((u) => u.id),
          asItStands(d),
        ]);
        expect(value).toEqual([[], true, 2, b.units[1], ['c'], b]);
        expect(value[3]).toBe(b.units[1]);
        expect(value[5]).toBe(b);
        expect(drafts).toBe(1); // the one item unitsByIds hands out, to be changed
      });
    });

    it(`on a changed list, ${name}: the values as they stand, untouched items the originals, no draft made`, () => {
      const b = base();
      coreProduce(b, (d) => {
        d.units[1]!.at = { col: 1, row: 1 };
        const units = d.units;
        const { drafts, value } = draftsMadeBy(() => ({
          none: itemsWhere(units, (x) => x.id === 'z'),
          any: anyWhere(units, (x) => x.id === 'c' && at11(x)),
          c: indexWhere(units, (x) => x.id === 'c'),
          b: indexWhere(units, (x) => x.id === 'b' && at11(x)),
          first: itemAt(units, 0),
          second: itemAt(units, 1),
          plain: asItStands(d),
        }));
        expect(drafts).toBe(0);
        expect(value.none).toEqual([]);
        expect([value.any, value.c, value.b]).toEqual([true, 2, 1]);
        expect(value.first).toBe(b.units[0]);
        expect(value.second).toEqual({ id: 'b', at: { col: 1, row: 1 } });
        expect(isDraft(value.second)).toBe(false);
        expect(value.plain).toEqual(current(d));
        expect(holdsDraft(value.plain)).toBe(false);
        expect(value.plain.units[0]).toBe(b.units[0]);
        expect(value.plain.units[2]).toBe(b.units[2]);
        // the items picked come back as drafts, ready to be changed: only those are drafted
        const picked = draftsMadeBy(() => itemsWhere(units, at11));
        expect(picked.value.map((x) => x.id)).toEqual(['a', 'b', 'c']);
        expect(picked.value.every((x) => isDraft(x))).toBe(true);
        expect(picked.drafts).toBe(2); // a and c; b was drafted by the change
      });
    });
  }

  it('on a changed item: the item as it stands, its untouched members the originals', () => {
    const b = looseBase();
    coreProduce(b, (d) => {
      d.units[1]!.id = 'B';
      expect(itemsWhere(d.units, (x) => x.id === 'z')).toEqual([]);
      expect(anyWhere(d.units, (x) => x.at.col === 2 && x.at.row === 1)).toBe(true);
      expect(indexWhere(d.units, (x) => x.at.col === 2)).toBe(1);
      expect(unitsByIds({ units: d.units } as never, ['B', 'b']).map((u) => u.id)).toEqual(['B']);
      const item = itemAt(d.units, 1)!;
      expect(item).toEqual({ id: 'B', at: { col: 2, row: 1 } });
      expect(isDraft(item) || isDraft(item.at)).toBe(false);
      expect(item.at).toBe(b.units[1]!.at);
    });
  });

  it('unitById and unitsByIds on a changed list: found where the original had the unit, or searched after a removal', () => {
    coreProduce(looseBase(), (d) => {
      d.units[2]!.at = { col: 3, row: 3 };
      const board = { units: d.units } as never as Board;
      expect(unitsByIds(board, ['c', 'a', 'z', 'b']).map((u) => u.id)).toEqual(['c', 'a', 'b']);
      expect(unitById(board, 'c')?.at).toEqual({ col: 3, row: 3 });
      d.units.splice(0, 1); // 'a' off: every unit after it is one slot earlier than in the original
      expect(unitById(board, 'a')).toBeUndefined();
      expect(unitsByIds(board, ['c', 'a', 'b']).map((u) => u.id)).toEqual(['c', 'b']);
      expect(unitById(board, 'c')).toBe(d.units[1]);
    });
  });

  it('asItStands: a plain object that holds no draft comes back as it is; one that holds a draft, copied', () => {
    const loose = { n: 1 };
    expect(asItStands(loose)).toBe(loose);
    const frozen = Object.freeze({ n: 1 });
    expect(asItStands(frozen)).toBe(frozen);
    coreProduce(looseBase(), (d) => {
      const holder = { item: d.units[0], n: 1 };
      const plain = asItStands(holder);
      expect(plain).not.toBe(holder);
      expect(plain).toEqual({ item: { id: 'a', at: { col: 1, row: 1 } }, n: 1 });
      expect(holdsDraft(plain)).toBe(false);
    });
  });
});

describe('the board as it stands (for the retreat search)', () => {
  const REF = scenarioAt('data/scenarios/01-reference-charge.json');
  const board = REF.scenario.board;

  it("is immer's current, with the fixed data and every unit nobody changed the originals", () => {
    coreProduce({ board }, (d) => {
      expect(boardAsItStands(d.board as Board)).toBe(board);
      d.board.units[1]!.increments -= 1;
      d.board.leaders[0]!.at = { col: 0, row: 0 };
      const { drafts, value } = draftsMadeBy(() => boardAsItStands(d.board as Board));
      expect(drafts).toBe(0);
      expect(value).toEqual(current(d.board));
      expect(holdsDraft(value)).toBe(false);
      expect([value.terrain, value.sides]).toEqual([board.terrain, board.sides]);
      expect(value.terrain).toBe(board.terrain);
      expect(value.units[0]).toBe(board.units[0]);
      expect(value.units[1]).not.toBe(board.units[1]);
      expect(value.units[1]!.at).toBe(board.units[1]!.at);
      d.board.units.splice(0, 1);
      expect(boardAsItStands(d.board as Board)).toEqual(current(d.board));
    });
  });

  it('reads its fixed data on the original: no state of the reference analysis has another size, terrain or sides', () => {
    const start = startSnapshot({ ...REF, dice: { kind: 'manual' } });
    const fixed = (b: Board) => [b.width, b.height, b.defaultTerrain, b.terrain, b.sides];
    const analyzer = new ExactAnalyzer();
    const inner = analyzer.distribution.bind(analyzer);
    let states = 0;
    analyzer.distribution = (s) => {
      states++;
      const b = s.context.board;
      for (const [i, x] of fixed(b).entries()) expect(x).toBe(fixed(start.context.board)[i]);
      return inner(s);
    };
    analyzer.analyze(start);
    expect(states).toBeGreaterThan(500);
  });
});

describe('terrainAt: a terrain the ruleset does not define', () => {
  it('throws, naming the terrain, the hex and the ruleset', () => {
    const s = atMeleeRoll();
    const board = { ...s.board, terrain: { ...s.board.terrain, '3,4': 'swamp' } };
    expect(() => terrainAt(board, s.ruleset, { col: 3, row: 4 })).toThrow(
      new Error('terrain swamp at 0304 is not in ruleset la-bataille'),
    );
    // the hex next to it keeps the board's default terrain
    expect(terrainAt(board, s.ruleset, { col: 3, row: 5 }).id).toBe('clear');
  });
});
