// Compact state keys (src/analysis/canonical.ts) are exact: two states get the same key exactly when
// their data is the same, member by member, as the full canonical JSON says.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../cli/load.ts';
import { startSnapshot } from '../../machines/analysis/drive.ts';
import { analyzeCharge, ExactAnalyzer } from '../../machines/analysis/exact.ts';
import type { ChargeSnapshot } from '../../machines/session.ts';
import {
  canonicalJson,
  compactStateKey,
  recordHash,
  StateKeys,
  stateKey,
} from '../../src/analysis/canonical.ts';
import { OUTCOME_READS, summariseOutcome } from '../../src/analysis/outcome.ts';
import { formatF } from '../../src/math/fraction-big.ts';
import { ROOT, scenarioAt } from '../support/analysis.ts';

describe('canonicalJson', () => {
  it('writes sorted members, drops undefined ones, and writes undefined items as null', () => {
    expect(
      canonicalJson({ b: 1, a: [1, undefined, null, 'x'], c: undefined, 'q"é': { z: true, y: -0 } }),
    ).toBe('{"a":[1,null,null,"x"],"b":1,"q\\"é":{"y":0,"z":true}}');
    expect(canonicalJson([])).toBe('[]');
    expect(canonicalJson({})).toBe('{}');
    expect(canonicalJson({ a: undefined })).toBe('{}');
    expect(canonicalJson({ a: undefined, b: 2 })).toBe('{"b":2}');
    expect(canonicalJson(undefined)).toBe('null');
    expect(canonicalJson(Number.NaN)).toBe('null');
    expect(canonicalJson('a\n"b')).toBe('"a\\n\\"b"');
    // the same data in any member order: the same text
    expect(canonicalJson({ x: { b: [2, { d: 1, c: 0 }], a: 1 } })).toBe(
      canonicalJson({ x: { a: 1, b: [2, { c: 0, d: 1 }] } }),
    );
  });
});

describe('StateKeys', () => {
  it('gives equal data the same token and different data different tokens', () => {
    const k = new StateKeys();
    const a = Object.freeze({ x: 1, y: [1, 2], z: undefined });
    expect(k.token({ y: [1, 2], x: 1 })).toBe(k.token(a)); // member order and undefined members do not count
    const distinct = [
      1,
      '1',
      '#0',
      true,
      'true',
      null,
      [],
      {},
      [1, 2],
      { 0: 1, 1: 2 },
      { x: 1 },
      { x: '1' },
      { x: [1] },
      { x: 1, y: [2, 1] },
      Number.POSITIVE_INFINITY,
      'Infinity',
    ].map((v) => k.token(v));
    expect(new Set(distinct).size).toBe(distinct.length);
  });

  it('remembers frozen objects by reference and reads unfrozen ones again', () => {
    const k = new StateKeys();
    const frozen = Object.freeze({ a: 1 });
    const open: { a: number } = { a: 1 };
    expect(k.token(open)).toBe(k.token(frozen));
    open.a = 2;
    expect(k.token(open)).not.toBe(k.token(frozen));
    expect(k.token(open)).toBe(k.token({ a: 2 }));
  });

  it('remembers every object by reference while trusting, and forgets the unfrozen ones after', () => {
    const k = new StateKeys();
    const open: { a: number } = { a: 1 };
    const frozen = Object.freeze({ b: 1 });
    const seen = k.trusting(() => {
      const t = k.token(open);
      open.a = 2; // a trusting caller promises not to do this: the object is not read again
      expect(k.token(open)).toBe(t);
      expect(k.trusting(() => k.token(open))).toBe(t); // nested: the same trust
      return t;
    });
    expect(seen).toBe(k.token({ a: 1 }));
    expect(k.token(open)).toBe(k.token({ a: 2 })); // read again once the trust is over
    expect(k.token(open)).not.toBe(seen);
    expect(k.trusting(() => k.token(frozen))).toBe(k.token({ b: 1 }));
  });

  it('refuses what plain data cannot hold', () => {
    const k = new StateKeys();
    expect(() => k.token({ f: () => 1 })).toThrow('a charge state holds a function, which has no key');
    expect(() => k.token([1n])).toThrow('a charge state holds a bigint, which has no key');
  });

  it('forgets what it trusted when the work throws', () => {
    const k = new StateKeys();
    const open: { a: number } = { a: 1 };
    expect(() =>
      k.trusting(() => {
        k.token(open);
        throw new Error('stop');
      }),
    ).toThrow('stop');
    open.a = 2;
    expect(k.token(open)).toBe(k.token({ a: 2 }));
  });

  it('keeps apart different records whose hashes collide', () => {
    // Every record hashes to the same number: only the comparison, number by number, tells them apart.
    const k = new StateKeys(() => 7);
    const values = [[], {}, [1], [2], [1, 2], [2, 1], { a: 1 }, { a: 2 }, { b: 1 }, [[1]], [{ a: 1 }]];
    const tokens = values.map((v) => k.token(v));
    expect(new Set(tokens).size).toBe(values.length);
    expect(k.collisions).toBe(values.length - 1); // every record after the first ([1] and { a: 1 } inside the last two are met before)
    // each is found again after the collisions, by content
    expect(values.map((v) => k.token(structuredClone(v)))).toEqual(tokens);
    expect(k.size).toBe(values.length);
  });

  it('hashes records of different numbers or order apart (no collision in 200,000 small records)', () => {
    const k = new StateKeys();
    for (let i = 0; i < 200_000; i++) k.token([i % 997, Math.floor(i / 997)]);
    expect(k.size).toBe(200_000);
    expect(k.collisions).toBe(0);
    expect(recordHash([1, 2])).not.toBe(recordHash([2, 1]));
    expect(recordHash([])).not.toBe(recordHash([0]));
  });

  it('tells apart objects and arrays of the same numbers, and members by name', () => {
    const k = new StateKeys();
    const tokens = [
      [],
      {},
      [0],
      { a: 0 },
      { b: 0 },
      { a: 0, b: 1 },
      { a: 1, b: 0 },
      [[]],
      [{}],
      [null],
      [undefined, 1],
    ];
    expect(new Set(tokens.map((t) => k.token(t))).size).toBe(tokens.length);
    expect(k.token([undefined])).toBe(k.token([null])); // as in canonical JSON
    // an object's record never reads like an array's: { a: 1 } is (object, name 0, id of 1) and
    // [true, null, 1] is (id of true, id of null, id of 1) on a fresh instance
    const fresh = new StateKeys();
    expect(fresh.token({ a: 1 })).not.toBe(fresh.token([true, null, 1]));
    expect(fresh.token({})).not.toBe(fresh.token([]));
    expect(k.token({ a: 0, b: 1 })).toBe(k.compose({ b: 1, a: 0, c: undefined }));
  });
});

describe('what a state key keeps of a charge state', () => {
  // A made-up charge state: only the members the keys treat apart matter here.
  const base = {
    step: 'meleeRoll',
    log: [{ n: 1 }],
    dice: { kind: 'seeded', seed: 1 },
    ruleset: { id: 'r' },
    initialBoard: { units: [] },
    scenarioId: 's',
    meleeRoll: { roll: 33, modified: 27 },
    starRolls: [12],
  };
  const settled = { ...base, meleeResult: { kind: 'DR' } };
  const keys = new StateKeys();
  const KEYS = {
    compact: (c: object, mode?: 'records' | 'strict', value = 'v') => compactStateKey(keys, c, value, mode),
    full: (c: object, mode?: 'records' | 'strict', value = 'v') => stateKey(c, value, mode),
  };

  for (const [name, key] of Object.entries(KEYS)) {
    it(`${name}: the log and the dice source never count; every other member and the state value do`, () => {
      expect(key({ ...base, log: [] })).toBe(key(base));
      expect(key({ ...base, dice: { kind: 'manual' } })).toBe(key(base));
      expect(key({ ...base, step: 'advance' })).not.toBe(key(base));
      expect(key(base, 'records', 'w')).not.toBe(key(base));
      expect(key({ ...base, extra: undefined })).toBe(key(base));
    });

    it(`${name}: records mode keeps only the modified melee roll, and drops the melee dice once the result is known`, () => {
      expect(key({ ...base, meleeRoll: { roll: 34, modified: 27 } })).toBe(key(base));
      expect(key({ ...base, meleeRoll: { roll: 33, modified: 28 } })).not.toBe(key(base));
      expect(key({ ...base, starRolls: [13] })).not.toBe(key(base));
      expect(key({ ...base, meleeRoll: undefined })).not.toBe(key(base));
      expect(key({ ...settled, meleeRoll: { roll: 1, modified: 2 }, starRolls: [] })).toBe(key(settled));
      expect(key({ ...settled, meleeRoll: undefined, starRolls: undefined })).toBe(key(settled));
      expect(key({ ...settled, meleeResult: { kind: 'DD' } })).not.toBe(key(settled));
      // a melee roll that is not a record of two numbers is kept as it is
      expect(key({ ...base, meleeRoll: 5 })).not.toBe(key({ ...base, meleeRoll: 6 }));
    });

    it(`${name}: strict mode keeps every die`, () => {
      expect(key({ ...base, meleeRoll: { roll: 34, modified: 27 } }, 'strict')).not.toBe(key(base, 'strict'));
      expect(key({ ...settled, starRolls: [] }, 'strict')).not.toBe(key(settled, 'strict'));
      expect(key({ ...settled, meleeRoll: { roll: 1, modified: 27 } }, 'strict')).not.toBe(
        key(settled, 'strict'),
      );
      expect(key({ ...base, log: [] }, 'strict')).toBe(key(base, 'strict'));
    });
  }

  it('full: the constants of a charge (ruleset, starting board, scenario id) do not count', () => {
    for (const m of ['ruleset', 'initialBoard', 'scenarioId'])
      expect(stateKey({ ...base, [m]: 'other' }, 'v')).toBe(stateKey(base, 'v'));
  });

  it('compact: the constants of a charge count (one analyzer may serve several charges)', () => {
    for (const m of ['ruleset', 'initialBoard', 'scenarioId'])
      expect(KEYS.compact({ ...base, [m]: 'other' })).not.toBe(KEYS.compact(base));
  });
});

const visits = new Map<string, ChargeSnapshot[]>();

/**
 * Every snapshot an exact analysis of the scenario steps through (one analysis per file for the whole
 * file), in strict mode: every value of every roll taken, raw dice kept, so that branches meet again.
 */
function visited(file: string): ChargeSnapshot[] {
  const known = visits.get(file);
  if (known) return known;
  const snaps: ChargeSnapshot[] = [];
  visits.set(file, snaps);
  const analyzer = new ExactAnalyzer('strict');
  const inner = analyzer.distribution.bind(analyzer);
  analyzer.distribution = (s) => {
    snaps.push(s);
    return inner(s);
  };
  analyzer.analyze(startSnapshot({ ...scenarioAt(file), dice: { kind: 'manual' } }));
  return snaps;
}

describe('compact keys split the states of a charge exactly as the canonical JSON of the state does', () => {
  // [file, whether branches of it merge (the same state reached twice)]
  for (const [file, merges] of [
    ['data/scenarios/09-cavalry-vs-cavalry.json', true],
    ['data/scenarios/33-flight-6e-around-friends-off-map.json', false],
    ['test/fixtures/analysis-stand-43.json', true],
  ] as const) {
    it(file, () => {
      const snaps = visited(file);
      const keys = new StateKeys();
      const compactToFull = new Map<string, string>();
      const fullToCompact = new Map<string, string>();
      for (const s of snaps) {
        const c = compactStateKey(keys, s.context, s.value);
        const f = stateKey(s.context, s.value);
        expect(compactToFull.get(c) ?? f).toBe(f);
        expect(fullToCompact.get(f) ?? c).toBe(c);
        compactToFull.set(c, f);
        fullToCompact.set(f, c);
      }
      expect(snaps.length > compactToFull.size).toBe(merges);
      // A compact key is a few characters; the full canonical JSON is kilobytes.
      const longest = Math.max(...[...compactToFull.keys()].map((c) => c.length));
      const shortest = Math.min(...[...fullToCompact.keys()].map((f) => f.length));
      expect(longest).toBeLessThan(40);
      expect(shortest).toBeGreaterThan(1000);
      expect(canonicalJson(snaps[0]!.context.ruleset).length).toBeGreaterThan(1000);
    }, 120_000);
  }
});

describe('one analyzer, several charges', () => {
  it('keeps apart the same charge under two rulesets: static data is part of the key', () => {
    // Same scenario, same board and dice requests at the start; a rout goes 10 hexes under one, 8 under the other.
    const file = join(ROOT, 'test/fixtures/analysis-stand-43.json');
    const shared = new ExactAnalyzer();
    const results: string[] = [];
    for (const ruleset of [
      'data/rulesets/la-bataille.json',
      'test/fixtures/rulesets/la-bataille-short-rout.json',
    ]) {
      const l = loadScenario(file, join(ROOT, ruleset));
      if (!l.ok) throw new Error(l.error.message);
      const input = { ...l.value, dice: { kind: 'manual' } as const };
      const alone = analyzeCharge(input).outcomes.map((o) => [o.key, formatF(o.p)]);
      expect(shared.analyze(startSnapshot(input)).outcomes.map((o) => [o.key, formatF(o.p)])).toEqual(alone);
      results.push(JSON.stringify(alone));
    }
    expect(results[0]).not.toBe(results[1]);
  }, 120_000);
});

describe('final states are merged by what their outcome reads', () => {
  it('summariseOutcome reads no member of the state outside OUTCOME_READS', () => {
    const read = new Set<string>();
    for (const file of [
      'data/scenarios/09-cavalry-vs-cavalry.json',
      'test/fixtures/analysis-stand-43.json',
    ]) {
      for (const s of visited(file).filter((x) => x.status === 'done')) {
        const spy = new Proxy(s.context, {
          get(target, member, receiver) {
            if (typeof member === 'string') read.add(member);
            return Reflect.get(target, member, receiver);
          },
        });
        expect(summariseOutcome(spy)).toEqual(summariseOutcome(s.context));
      }
    }
    expect([...read].filter((m) => !(OUTCOME_READS as readonly string[]).includes(m))).toEqual([]);
    // Melee and pursuit are both played in these charges: most of the list is read.
    expect(read.size).toBeGreaterThanOrEqual(OUTCOME_READS.length - 2);
  }, 120_000);
});
