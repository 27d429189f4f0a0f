// The board's read helpers test the units as they stand and draft only the units they return
// (src/procedure/board.ts): same answers as plain filter/some/findIndex, before and after a change.
import { current, isDraft, produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { anyWhere, asItStands, indexWhere, itemAt, itemsWhere, unitById } from '../../src/procedure/board.ts';
import { at11, frozenItems, type Item } from './board-items.ts';

const base: { readonly items: readonly Item[] } = Object.freeze({ items: frozenItems() });

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
