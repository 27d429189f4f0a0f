/**
 * The doctrines' settings and small values (src/doctrines/settings.ts, order.ts, scale.ts, rules.ts):
 * every default of seeds 000-002 as a ruleset without doctrine settings reads it, a ruleset's partial
 * settings merged over them (one arm's Movement changed keeps the others), the controller's order of
 * seed 001 (picked units first, in the order picked, then the others as listed), and the seed a rule
 * reference names.
 */
import { describe, expect, it } from 'vitest';
import { loadRuleset } from '../../cli/load.ts';
import { inOrder } from '../../src/doctrines/order.ts';
import { RULE, sourceOf } from '../../src/doctrines/rules.ts';
import { cmToHexes, inchesToHexes } from '../../src/doctrines/scale.ts';
import { doctrineSettings } from '../../src/doctrines/settings.ts';
import type { Ruleset } from '../../src/model/ruleset.ts';
import { ruleset } from './helpers.ts';

const plain = (): Ruleset => {
  const r = loadRuleset('data/rulesets/la-bataille.json');
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

const DEFAULTS = {
  hexScale: { cm: 5, inches: 2 },
  flight6e: {
    slowDice: '5d6',
    fastDice: '8d6',
    fastAboveCm: 15,
    enemyBufferCm: 10,
    defaultMovementCm: { infantry: 10, cavalry: 20, artillery: 10 },
  },
  pursuit6e: {
    holdBackDice: '2d6',
    defaultLeadership: 7,
    leaderLeadership: true,
    leaderRangeHexes: 6,
    pursueStandCheckFleers: false,
    pursuitCountsFrom: 'fled-hex',
    heldBackAdvance: false,
  },
  fp8e: { flightDice: '2d6', pursuitDice: '2d6', defaultRanks: 1, pursuitCountsFrom: 'fled-hex' },
};

describe('doctrine settings (seeds 000-002 defaults)', () => {
  it('a ruleset without doctrine settings reads every default', () => {
    expect(doctrineSettings(plain())).toEqual(DEFAULTS);
  });

  it("a ruleset's settings over the defaults, one key at a time", () => {
    const base = plain();
    const r: Ruleset = {
      ...base,
      settings: {
        ...base.settings,
        hexScale: { cm: 4, inches: 1.5 },
        flight6e: { fastAboveCm: 12, defaultMovementCm: { cavalry: 25 } } as never,
        pursuit6e: { defaultLeadership: 8 } as never,
        flightPursuit8e: { defaultRanks: 3 } as never,
      },
    };
    expect(doctrineSettings(r)).toEqual({
      hexScale: { cm: 4, inches: 1.5 },
      flight6e: {
        ...DEFAULTS.flight6e,
        fastAboveCm: 12,
        defaultMovementCm: { infantry: 10, cavalry: 25, artillery: 10 },
      },
      pursuit6e: { ...DEFAULTS.pursuit6e, defaultLeadership: 8 },
      fp8e: { ...DEFAULTS.fp8e, defaultRanks: 3 },
    });
    // flight settings without Movement defaults keep them all
    const noMovement: Ruleset = {
      ...base,
      settings: { ...base.settings, flight6e: { slowDice: '2d6' } as never },
    };
    expect(doctrineSettings(noMovement).flight6e).toEqual({ ...DEFAULTS.flight6e, slowDice: '2d6' });
  });

  it('the shipped doctrine rulesets', () => {
    expect(doctrineSettings(ruleset('6e'))).toEqual(DEFAULTS);
    expect(doctrineSettings(ruleset('8e')).fp8e).toEqual(DEFAULTS.fp8e);
  });
});

describe('whole hexes of a distance (rounded down, never below 0)', () => {
  const scale = { cm: 5, inches: 2 };
  it('a distance a hair under a whole number of hexes by floating point is that number', () => {
    expect(cmToHexes(0.3 * 10, { cm: 0.1 * 3, inches: 2 })).toBe(10);
    expect(inchesToHexes(0.3 * 10, { cm: 5, inches: 0.1 * 3 })).toBe(10);
    expect(cmToHexes(4.99, scale)).toBe(0);
    expect(inchesToHexes(1.99, scale)).toBe(0);
  });
  it('a negative distance is no hex', () => {
    expect(cmToHexes(-7, scale)).toBe(0);
    expect(inchesToHexes(-3, scale)).toBe(0);
  });
});

describe("the controller's order (seed 001)", () => {
  const list = ['a', 'b', 'c', 'd'].map((unit) => ({ unit }));
  const order = (picked?: readonly string[]) => inOrder(list, picked).map((x) => x.unit);
  it('picked units first, in the order picked, then the others as listed', () => {
    expect(order()).toEqual(['a', 'b', 'c', 'd']);
    expect(order([])).toEqual(['a', 'b', 'c', 'd']);
    expect(order(['c'])).toEqual(['c', 'a', 'b', 'd']);
    expect(order(['a'])).toEqual(['a', 'b', 'c', 'd']);
    expect(order(['d', 'b'])).toEqual(['d', 'b', 'a', 'c']);
    expect(order(['b', 'd', 'a'])).toEqual(['b', 'd', 'a', 'c']);
    // a picked unit not in the list takes no place
    expect(order(['x', 'c'])).toEqual(['c', 'a', 'b', 'd']);
    // the list itself is not reordered
    inOrder(list, ['d']);
    expect(list.map((x) => x.unit)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('rule references', () => {
  it('the seed and section of each, and the seed as the log source', () => {
    expect(RULE).toEqual({
      cause6e: '002 direction 1',
      direction6e: '002 direction',
      distance6e: '002 distance',
      friends6e: '002 resolve',
      offMap: '002 direction',
      who6e: '000 who',
      when6e: '000 when',
      holdBack: '000 avoid',
      distance6eP: '000 distance',
      placement: '000 clarification',
      newCharge: '000 charges',
      reflight: '000 charges',
      offTable: '000 off table',
      rolls8e: '001 rolls',
      direction8e: '001 flight',
      order8e: '001 order',
      pivot8e: '001 pursuit',
      blocked8e: '001 pursuit',
      charge8e: '001 charge',
    });
    expect(sourceOf(RULE.holdBack)).toBe('000');
    expect(sourceOf('001 order')).toBe('001');
  });
});
