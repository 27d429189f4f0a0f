/**
 * The doctrines' settings and small values (src/doctrines/settings.ts, order.ts, scale.ts, rules.ts):
 * every default of seeds 000-002 as a ruleset without doctrine settings reads it, a ruleset's partial
 * settings merged over them (one arm's Movement changed keeps the others), the controller's order of
 * seed 001 (picked units first, in the order picked, then the others as listed), and the seed a rule
 * reference names.
 */
import { readdirSync, readFileSync } from 'node:fs';
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

/**
 * The defaults, each read off its source: a seed sentence, or, where the seeds give no number, the table of
 * settings in docs/doctrines.md and its rulings. Not a copy of settings.ts: these are the values the rules
 * read, and a changed default changes every charge of a ruleset without doctrine settings.
 */
const DEFAULTS = {
  // docs/doctrines.md: one hex = 5 cm = 2 inches (RULES.md: distances converted by a ruleset scale)
  hexScale: { cm: 5, inches: 2 },
  flight6e: {
    // seed 002: "Si la unidad tiene un atributo de Movimiento de 15 cm o menos, tira 5D6. Si la unidad tiene
    // un atributo de Movimiento de más de 15 cm, tira 8D6."
    slowDice: '5d6',
    fastDice: '8d6',
    fastAboveCm: 15,
    // seed 002, priority 3: "Debe evitar en la medida de lo posible acercarse a 10 cm o menos de una unidad
    // enemiga."
    enemyBufferCm: 10,
    // docs/doctrines.md: the Movement of units without `movement` (the seeds print none)
    defaultMovementCm: { infantry: 10, cavalry: 20, artillery: 10 },
  },
  pursuit6e: {
    // seed 000: "debe efectuar un chequeo de Liderazgo (2D6 <= L)"
    holdBackDice: '2d6',
    // docs/doctrines.md: the Ld of units without `leadership`
    defaultLeadership: 7,
    // seed 000: "pueden usar el Liderazgo del General si está cerca"; near: 12 inches = 6 hexes at the
    // default scale (docs/doctrines.md)
    leaderLeadership: true,
    leaderRangeHexes: 6,
    // docs/doctrines.md ruling 7: stand-check fleers are not pursued under 6e; the house rule is off
    pursueStandCheckFleers: false,
    // ruling R47: a pursuit roll counts from the hex the fleeing unit left
    pursuitCountsFrom: 'fled-hex',
    // ruling R44, seed 000: "La unidad permanecerá inmóvil" (a unit that held back makes no advance either)
    heldBackAdvance: false,
  },
  // seed 001: "Каждое разгромленное подразделение кидает 2D6 ... каждое преследующее подразделение кидает
  // 2D6"; 1 full rank of units without `ranks` (docs/doctrines.md); pursuitCountsFrom as in 6e (R47)
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
  // The source texts in ../shared/seeds/ (outside the repository; RULES.md's table names them): 000-002 are
  // the flight and pursuit texts the doctrines implement, 003 the La Bataille core.
  const SEED_FILES = [
    '000_29f0545d168a57cc.txt',
    '001_1553fd0bb6b434af.txt',
    '002_42231525427ab861.txt',
    '003_4b9d184db15ae347.txt',
  ];
  // the doctrine seeds: those docs/rules-coverage.md covers under "### Seed NNN:"
  const covered = [...readFileSync('docs/rules-coverage.md', 'utf8').matchAll(/^### Seed (\d{3}):/gm)].map(
    (m) => m[1],
  );
  const refs = Object.entries(RULE);

  it('each names a seed of the doctrines and a section of its text', () => {
    expect([...covered].sort()).toEqual(['000', '001', '002']);
    for (const [key, ref] of refs) {
      const m = /^(\d{3}) ([a-z0-9]+(?: [a-z0-9]+)*)$/.exec(ref);
      expect(m, `RULE.${key} = '${ref}': "seed section"`).not.toBeNull();
      const seed = m![1]!;
      expect(
        SEED_FILES.some((f) => f.startsWith(`${seed}_`)),
        `RULE.${key}: seed ${seed} in shared/seeds`,
      ).toBe(true);
      expect(covered, `RULE.${key}: seed ${seed} is a doctrine seed`).toContain(seed);
    }
  });

  it('the seed as the log source', () => {
    for (const [, ref] of refs) expect(sourceOf(ref)).toBe(ref.split(' ')[0]);
    expect(sourceOf(RULE.holdBack)).toBe('000');
    expect(sourceOf('001 order')).toBe('001');
  });

  it('each is read by the doctrines (src/doctrines)', () => {
    const code = readdirSync('src/doctrines', { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && f !== 'rules.ts')
      .map((f) => readFileSync(`src/doctrines/${f}`, 'utf8'))
      .join('\n');
    const unread = refs.map(([key]) => key).filter((key) => !new RegExp(`\\bRULE\\.${key}\\b`).test(code));
    // (a flight off the map logs RULE.direction6e or RULE.direction8e, flight.ts; a pursuer leaving the
    // table RULE.offTable, pursuit.ts: the unread offMap reference was removed)
    expect(unread).toEqual([]);
  });
});
