import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadScenario, readJsonFile } from '../../cli/load.ts';
import { type Io, main } from '../../cli/main.ts';
import { createCharge, loadRulesetFromJson, loadScenarioFromJson } from '../../machines/index.ts';
import { diffBoards } from '../../src/consequences.ts';
import { validateCrt } from '../../src/data/crt.ts';
import { parseJson } from '../../src/data/json.ts';
import { validateRuleset } from '../../src/data/ruleset.ts';
import { validateScenario } from '../../src/data/scenario.ts';
import type { HexchargeError, Result } from '../../src/errors.ts';
import { onBoard } from '../../src/model/board.ts';
import { coordKey } from '../../src/model/coord.ts';
import { narrate } from '../../src/narration/narrate.ts';
import { holds } from '../../src/rules/conditions.ts';
import { load, readJson, shippedRuleset, value } from '../support/data-files.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
const RULESET = 'data/rulesets/la-bataille.json';
const SCENARIO = 'data/scenarios/01-reference-charge.json';
const CRT = 'data/tables/assault-melee.json';

type J = Record<string, any>;

/** The code of a refusal (the test fails on a value or on a message that is not one line). */
function code(r: Result<unknown>): string {
  if (r.ok) throw new Error('expected a refusal, got a value');
  oneLine(r.error);
  return r.error.code;
}

function oneLine(e: HexchargeError): void {
  expect(e.message, 'one line').not.toMatch(/[\n\r]/);
  expect(e.code).toMatch(/^[a-z]+\/[a-z-]+$/);
  for (const p of e.problems ?? []) oneLine(p);
}

/** A ruleset edited in memory, loaded with the shipped tables. */
function ruleset(edit: (j: J) => void, file = RULESET): Result<unknown> {
  const j = load(file) as J;
  edit(j);
  return validateRuleset(j, file, readJson);
}

/** The shipped ruleset with the table file at `path` edited in memory. */
function table(path: string, edit: (j: J) => void): Result<unknown> {
  const t = load(path) as J;
  edit(t);
  return validateRuleset(load(RULESET), RULESET, (p) => (p === path ? { ok: true, value: t } : readJson(p)));
}

function scenario(edit: (j: J) => void): Result<unknown> {
  const j = load(SCENARIO) as J;
  edit(j);
  return validateScenario(j, SCENARIO, shippedRuleset());
}

/** A JSON text nested `depth` lists deep. */
const deepText = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** An object nested `depth` deep, built without recursion. */
function deepObject(depth: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
}

/** The catalogue: a hostile or careless data file, and the exact code it is refused with. */
const CATALOGUE: readonly [string, () => Result<unknown>, string][] = [
  // reading and parsing
  ['an empty text', () => parseJson('', 'x.json'), 'data/malformed-json'],
  [
    'a pretty-printed file with a missing comma',
    () => parseJson('{\n  "a": 1\n  "b": 2\n}', 'x.json'),
    'data/malformed-json',
  ],
  [
    'an unclosed string with a line break in it',
    () => parseJson('{"a": "x\ny"}', 'x.json'),
    'data/malformed-json',
  ],
  ['text after the JSON value', () => parseJson('{} {}', 'x.json'), 'data/malformed-json'],
  ['a 100,000-deep JSON text', () => parseJson(deepText(100_000), 'x.json'), 'data/too-deep'],
  ['a 65-deep JSON text', () => parseJson(deepText(65), 'x.json'), 'data/too-deep'],
  ['a text over 8 MiB', () => parseJson(' '.repeat(8 * 1024 * 1024 + 1), 'x.json'), 'data/too-large'],
  ['/dev/zero (a device: never read)', () => readJsonFile('/dev/zero'), 'file/not-regular'],
  ['a directory', () => readJsonFile(join(ROOT, 'data')), 'file/not-regular'],
  ['a missing file', () => readJsonFile(join(ROOT, 'data/nope.json')), 'file/not-found'],
  ['a file that is not UTF-8', () => readJsonFile(binaryFile()), 'file/unreadable'],
  [
    'a 100,000-deep object handed over by a host',
    () => validateScenario(deepObject(100_000), 'x', shippedRuleset()),
    'data/too-deep',
  ],
  [
    'a scenario that contains itself',
    () => validateScenario(cyclic(), 'x', shippedRuleset()),
    'data/too-deep',
  ],
  ['a Map where an object belongs', () => scenario((j) => (j.board = new Map())), 'data/wrong-type'],
  // bounds
  ['routHexes 1000000000', () => ruleset((j) => (j.settings.routHexes = 1_000_000_000)), 'data/over-limit'],
  ['routHexes 101', () => ruleset((j) => (j.settings.routHexes = 101)), 'data/over-limit'],
  ['routHexes 2.5', () => ruleset((j) => (j.settings.routHexes = 2.5)), 'data/wrong-type'],
  ['routHexes -1', () => ruleset((j) => (j.settings.routHexes = -1)), 'data/bad-value'],
  ['pursuitHexes 1e300', () => ruleset((j) => (j.settings.pursuitHexes = 1e300)), 'data/over-limit'],
  ['bounce.hexes 1e9', () => ruleset((j) => (j.settings.bounce.hexes = 1e9)), 'data/over-limit'],
  ['stackingLimit 0', () => ruleset((j) => (j.settings.stackingLimit = 0)), 'data/bad-value'],
  [
    'trampleCostPerIncrement Infinity (from a host)',
    () => ruleset((j) => (j.settings.trampleCostPerIncrement = Number.POSITIVE_INFINITY)),
    'data/over-limit',
  ],
  [
    'stepsPerFireCasualty NaN (from a host)',
    () => ruleset((j) => (j.settings.stepsPerFireCasualty = Number.NaN)),
    'data/wrong-type',
  ],
  ['a melee value of 1e-300', () => scenario((j) => (j.units[0].melee = 1e-300)), 'data/wrong-type'],
  ['a melee value of 1e12', () => scenario((j) => (j.units[0].melee = 1e12)), 'data/over-limit'],
  ['increments 2^53 + 2', () => scenario((j) => (j.units[0].increments = 2 ** 53 + 2)), 'data/over-limit'],
  ['increments 0', () => scenario((j) => (j.units[0].increments = 0)), 'data/bad-value'],
  ['morale 70', () => scenario((j) => (j.units[0].morale = 70)), 'data/bad-value'],
  ['morale "45"', () => scenario((j) => (j.units[0].morale = '45')), 'data/wrong-type'],
  ['a board 1001 wide', () => scenario((j) => (j.board.width = 1001)), 'data/over-limit'],
  [
    'a board of 300,000 hexes',
    () => scenario((j) => Object.assign(j.board, { width: 600, height: 500 })),
    'scenario/map-too-large',
  ],
  [
    '2001 units',
    () => scenario((j) => (j.units = Array.from({ length: 2001 }, () => j.units[0]))),
    'data/over-limit',
  ],
  [
    'a leader modifier of 1000 steps',
    () => scenario((j) => (j.leaders[0].meleeModifier = 1000)),
    'data/over-limit',
  ],
  ['a dice seed of 2^32', () => scenario((j) => (j.dice = { seed: 2 ** 32 })), 'data/over-limit'],
  [
    'a name of 10,000 characters',
    () => scenario((j) => (j.units[0].name = 'x'.repeat(10_000))),
    'data/over-limit',
  ],
  ['a unit id with a line break', () => scenario((j) => (j.units[0].id = 'fr\n1')), 'data/bad-value'],
  ['a blank title', () => scenario((j) => (j.title = '   ')), 'data/bad-value'],
  [
    'a fire table column at 1e9 strength',
    () => table('data/tables/fire.json', (t) => (t.columns[5].minStrength = 1e9)),
    'data/over-limit',
  ],
  [
    'a modifier of 99 steps',
    () => table('data/tables/stand-modifiers.json', (t) => (t.modifiers[0].steps = 99)),
    'data/over-limit',
  ],
  [
    'a factor of 0/1',
    () => table('data/tables/cavalry-melee-modifiers.json', (t) => (t.modifiers[0].factor = '0/1')),
    'data/bad-value',
  ],
  ['odds 0:1', () => table(CRT, (t) => (t.columns[0].odds = '0:1')), 'data/bad-odds'],
  ['odds 1234:1', () => table(CRT, (t) => (t.columns[8].odds = '1234:1')), 'data/bad-odds'],
  [
    '65 odds columns',
    () => table(CRT, (t) => (t.columns = Array.from({ length: 65 }, () => t.columns[0]))),
    'data/over-limit',
  ],
  [
    'a terrain move cost of -1',
    () => table('data/tables/terrain.json', (t) => (t.types[0].moveCost = -1)),
    'data/bad-value',
  ],
  // inherited and hostile names
  [
    'a member named __proto__',
    () => scenario((j) => Object.defineProperty(j, '__proto__', { value: { x: 1 }, enumerable: true })),
    'data/unknown-field',
  ],
  ['a setting named constructor', () => ruleset((j) => (j.settings.constructor = 1)), 'data/unknown-field'],
  [
    'a condition named toString',
    () => table('data/tables/stand-modifiers.json', (t) => (t.modifiers[0].when = 'toString')),
    'data/unknown-condition',
  ],
  [
    'a side named constructor that no unit has',
    () => scenario((j) => (j.units[0].side = 'constructor')),
    'scenario/unknown-side',
  ],
  [
    'a terrain id constructor',
    () => scenario((j) => (j.board.defaultTerrain = 'constructor')),
    'scenario/unknown-terrain',
  ],
  [
    'a table path constructor',
    () =>
      loadRulesetFromJson({
        ...load(RULESET),
        tables: { ...(load(RULESET).tables as J), crt: 'constructor' },
      }),
    'file/not-found',
  ],
  [
    'a ruleset extending __proto__',
    () => loadRulesetFromJson({ kind: 'ruleset', id: 'x', name: 'x', extends: '__proto__' }),
    'file/not-found',
  ],
  [
    'a charging unit named hasOwnProperty',
    () => scenario((j) => (j.charge.attackers = ['hasOwnProperty'])),
    'scenario/unknown-unit',
  ],
  // structure and meaning
  ['a scenario where a ruleset belongs', () => loadRulesetFromJson(load(SCENARIO)), 'data/unknown-kind'],
  ['a list where the ruleset belongs', () => loadRulesetFromJson([]), 'data/not-an-object'],
  ['a list where a unit belongs', () => scenario((j) => (j.units[0] = [1, 2])), 'data/not-an-object'],
  [
    'a ruleset extending itself',
    () => ruleset((j) => (j.extends = 'la-bataille.json')),
    'data/extends-cycle',
  ],
  ['AD without a number, read without a ruleset', () => loadChartAlone('AD'), 'data/unknown-result'],
  [
    'a result "*2*/1"',
    () => table(CRT, (t) => (t.columns[0].cells[0].result = '*2*/1')),
    'data/unknown-result',
  ],
  [
    'a target hex "9999" off the board',
    () => scenario((j) => (j.charge.targets = ['9999'])),
    'scenario/off-map',
  ],
  ['a target hex "06-06"', () => scenario((j) => (j.charge.targets = ['06-06'])), 'scenario/bad-hex'],
  [
    'a wrong ruleset path in a scenario',
    () => scenarioFile({ ruleset: '../rulesets/nope.json' }),
    'file/not-found',
  ],
];

function binaryFile(): string {
  const f = join(mkdtempSync(join(tmpdir(), 'hexcharge-hostile-')), 'bin.json');
  writeFileSync(f, Buffer.from([0x7b, 0xff, 0xfe, 0x7d]));
  return f;
}

function cyclic(): unknown {
  const j = load(SCENARIO) as J;
  j.board.self = j;
  return j;
}

/** The shipped chart with one result replaced, read on its own (no ruleset to give AD its hexes). */
function loadChartAlone(result: string): Result<unknown> {
  const t = load(CRT) as J;
  t.columns[0].cells[0].result = result;
  return validateCrt(t, CRT);
}

/** A scenario file written to disk with some members replaced, loaded as the CLI loads it. */
function scenarioFile(over: J): Result<unknown> {
  const dir = mkdtempSync(join(tmpdir(), 'hexcharge-hostile-'));
  const file = join(dir, 's.json');
  writeFileSync(file, JSON.stringify({ ...load(SCENARIO), ...over }));
  return loadScenario(file);
}

describe('hostile data files: each is refused with its exact code, in one line', () => {
  it('the catalogue has at least 30 cases', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(30);
  });

  it.each(CATALOGUE)('%s', (_name, run, expected) => {
    expect(code(run())).toBe(expected);
  });
});

describe('refusals that name the place and never echo the file', () => {
  it('a syntax error in a pretty-printed file is one line with line and column', () => {
    const r = parseJson('{\n  "kind": "crt",\n  "id": 1\n  "x": 2\n}', 'data/tables/x.json');
    expect(!r.ok && r.error.message).toBe(
      'data/tables/x.json at line 4, column 3: malformed JSON: expected "," or "}" after a member',
    );
  });

  it('an error about a file outside data/ does not quote its first bytes', () => {
    const secret = 'root:x:0:0:secret-content';
    for (const text of [secret, `{"a": ${secret}}`, `["${secret}`]) {
      const r = parseJson(text, '/etc/passwd');
      expect(code(r)).toBe('data/malformed-json');
      expect(!r.ok && r.error.message).not.toContain('secret');
      expect(!r.ok && r.error.message).not.toContain('root');
    }
  });

  it('a wrong ruleset path in a scenario names the field "ruleset" and the path', () => {
    const r = scenarioFile({ ruleset: '../rulesets/nope.json' });
    expect(!r.ok && r.error.path).toBe('ruleset');
    expect(!r.ok && r.error.message).toMatch(
      / at ruleset: the ruleset "\.\.\/rulesets\/nope\.json" cannot be read: .*nope\.json: no such file$/,
    );
  });

  it('a file with several problems reports each, and the one-line refusal counts the others', async () => {
    const j = load(SCENARIO) as J;
    j.units[0].melee = 'x';
    j.units[1].morale = 99;
    j.board.width = 1e6;
    const r = validateScenario(j, SCENARIO, shippedRuleset());
    if (r.ok) throw new Error('expected a refusal');
    expect(r.error.problems?.map((p) => `${p.code} ${p.path}`)).toEqual([
      'data/over-limit board.width',
      'data/wrong-type units[0].melee',
      'data/bad-value units[1].morale',
    ]);
    expect(r.error.message).toMatch(/\(and 2 more problems: hexcharge validate lists them all\)$/);
    const dir = mkdtempSync(join(tmpdir(), 'hexcharge-hostile-'));
    writeFileSync(join(dir, 's.json'), JSON.stringify(j, null, 2));
    const err: string[] = [];
    const io: Io = { out: () => {}, err: (l) => err.push(l), isTTY: false, ask: async () => null };
    expect(await main(['validate', join(dir, 's.json'), '--ruleset', join(ROOT, RULESET)], io)).toBe(1);
    expect(err.map((l) => l.split(': ')[0])).toEqual([
      'error data/over-limit',
      'error data/wrong-type',
      'error data/bad-value',
    ]);
  });

  it('validate /dev/zero is refused unread: a device is not a regular file (exit 2)', async () => {
    const err: string[] = [];
    const io: Io = { out: () => {}, err: (l) => err.push(l), isTTY: false, ask: async () => null };
    expect(await main(['validate', '/dev/zero'], io)).toBe(2);
    expect(err).toEqual([
      'error file/not-regular: /dev/zero: cannot read it: it is a character device; hexcharge reads only regular files',
    ]);
  });

  it('validate refuses a "kind" that is an inherited name', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hexcharge-hostile-'));
    writeFileSync(join(dir, 'k.json'), '{"kind": "constructor"}');
    const err: string[] = [];
    const io: Io = { out: () => {}, err: (l) => err.push(l), isTTY: false, ask: async () => null };
    expect(await main(['validate', join(dir, 'k.json')], io)).toBe(1);
    expect(err[0]).toMatch(/^error data\/unknown-kind: /);
  });
});

describe('AD and DD without a number (ruling R60)', () => {
  it("take the ruleset's disorderedRetreatHexes", () => {
    const t = load(CRT) as J;
    t.columns[0].cells[2].result = 'AD';
    t.columns[0].cells[6].result = 'DD';
    const read = (p: string) => (p === CRT ? { ok: true as const, value: t } : readJson(p));
    const base = value(validateRuleset(load(RULESET), RULESET, read));
    expect(base.crt.columns[0]!.cells[2]!.result).toEqual({ kind: 'AD', hexes: 3 });
    expect(base.crt.columns[0]!.cells[6]!.result).toEqual({ kind: 'DD', hexes: 3 });
    const j = load(RULESET) as J;
    j.settings.disorderedRetreatHexes = 2;
    const two = value(validateRuleset(j, RULESET, read));
    expect(two.crt.columns[0]!.cells[6]!.result).toEqual({ kind: 'DD', hexes: 2 });
  });
});

describe('names from input are own members only', () => {
  it('a side named "constructor" or "__proto__" gets its own increments lost', () => {
    for (const side of ['constructor', '__proto__', 'toString']) {
      const j = load(SCENARIO) as J;
      j.sides[0].id = side;
      for (const u of j.units) if (u.side === 'french') u.side = side;
      for (const l of j.leaders) if (l.side === 'french') l.side = side;
      const sc = value(loadScenarioFromJson(j));
      const session = value(createCharge({ ...sc, dice: { seed: 3 } }));
      const before = session.state.board;
      value(session.runToEnd());
      const lost = diffBoards(before, session.state.board, []).incrementsLost;
      expect(Object.getPrototypeOf(lost)).toBe(Object.prototype);
      for (const n of Object.values(lost)) expect(Number.isInteger(n)).toBe(true);
      const total = (s: string) =>
        before.units.filter((u) => u.side === s).reduce((a, u) => a + u.increments, 0) -
        session.state.board.units.filter((u) => u.side === s).reduce((a, u) => a + u.increments, 0);
      if (total(side) > 0) expect(Object.hasOwn(lost, side) && lost[side]).toBe(total(side));
      expect(JSON.parse(JSON.stringify(lost))[side] ?? 0).toBe(total(side));
    }
  });

  it('a table path "constructor" is a missing file, not a crash', () => {
    const bad = loadRulesetFromJson(
      { ...load(RULESET), tables: { ...(load(RULESET).tables as J), crt: 'constructor' } },
      {},
      'r.json',
    );
    expect(code(bad)).toBe('file/not-found');
  });

  it('a condition named after an Object member is unknown', () => {
    expect(holds('constructor', {} as never)).toBe(false);
    expect(holds('hasOwnProperty', {} as never)).toBe(false);
  });

  it('a unit named "constructor" is narrated in Spanish by its name', () => {
    // a key no catalogue has is shown as it is
    const text = narrate({ key: 'nope', params: { name: 'constructor' } } as never, 'es');
    expect(text).toBe('nope');
    const es = narrate({ key: 'result.DR', params: { hexes: 'constructor' } }, 'es');
    expect(es).not.toContain('function');
  });
});

describe('random mutations of the shipped files', () => {
  const scenarioFiles = [
    SCENARIO,
    'data/scenarios/09-cavalry-vs-cavalry.json',
    'data/scenarios/12-pursuit-fresh-enemy.json',
  ];
  const nasty = fc.oneof(
    fc.constantFrom(
      null,
      true,
      0,
      -1,
      1e300,
      -1e300,
      2 ** 53 + 2,
      0.5,
      1e-300,
      '',
      '__proto__',
      'constructor',
      '0606',
      'AD',
      [],
      {},
    ),
    fc.integer({ min: -100, max: 100 }),
    fc.string({ maxLength: 12 }),
    fc.integer({ min: 0, max: 200 }).map((d) => deepObject(d)),
  );
  type Mutation = {
    readonly pick: number;
    readonly how: 'set' | 'nudge' | 'delete' | 'insert';
    readonly value: unknown;
  };
  const mutation: fc.Arbitrary<Mutation> = fc.record({
    pick: fc.nat(),
    how: fc.constantFrom('set', 'nudge', 'nudge', 'nudge', 'delete', 'insert'),
    value: nasty,
  });

  /** Every [container, key] of a JSON document. */
  function slots(doc: unknown): [J, string | number][] {
    const out: [J, string | number][] = [];
    const stack = [doc];
    while (stack.length > 0) {
      const v = stack.pop();
      if (typeof v !== 'object' || v === null) continue;
      for (const k of Object.keys(v)) {
        out.push([v as J, Array.isArray(v) ? Number(k) : k]);
        stack.push((v as J)[k]);
      }
    }
    return out;
  }

  function mutate(doc: unknown, ms: readonly Mutation[]): void {
    for (const m of ms) {
      const all = slots(doc);
      if (all.length === 0) return;
      const [obj, key] = all[m.pick % all.length]!;
      if (m.how === 'nudge') {
        // a plausible edit: a number a little up or down, anything else left as it is
        if (typeof obj[key] === 'number') obj[key] += (m.pick % 7) - 3;
      } else if (m.how === 'delete') {
        if (Array.isArray(obj)) obj.splice(key as number, 1);
        else delete obj[key];
      } else if (m.how === 'insert') {
        if (Array.isArray(obj)) obj.splice(key as number, 0, structuredClone(m.value));
        else obj[`x${m.pick % 7}`] = structuredClone(m.value);
      } else obj[key] = structuredClone(m.value);
    }
  }

  /** A board is legal: units on the map with whole increments up to full strength, no enemies in one hex. */
  function legal(board: { width: number; height: number; units: readonly J[] }): void {
    const side = new Map<string, string>();
    for (const u of board.units) {
      expect(onBoard(board, u.at), `${u.id} on the board`).toBe(true);
      expect(Number.isInteger(u.increments) && u.increments >= 1 && u.increments <= u.fullIncrements).toBe(
        true,
      );
      const k = coordKey(u.at);
      const s = side.get(k);
      if (s !== undefined) expect(s, `enemies share ${k}`).toBe(u.side);
      side.set(k, u.side);
    }
  }

  const tally = { tried: 0, refused: 0, accepted: 0 };

  it('a mutated scenario or ruleset is one clean refusal, or loads and its charge plays legally to its end', () => {
    const rules = shippedRuleset();
    fc.assert(
      fc.property(
        fc.constantFrom(...scenarioFiles, RULESET, CRT),
        fc.array(mutation, { minLength: 1, maxLength: 4 }),
        fc.nat({ max: 1000 }),
        (file, ms, seed) => {
          tally.tried++;
          const doc = load(file);
          mutate(doc, ms);
          let r: Result<unknown>;
          if (file === RULESET) r = validateRuleset(doc, file, readJson);
          else if (file === CRT)
            r = validateRuleset(load(RULESET), RULESET, (p) =>
              p === CRT ? { ok: true, value: doc } : readJson(p),
            );
          else r = loadScenarioFromJson(doc, { ruleset: rules, file });
          if (!r.ok) {
            oneLine(r.error);
            tally.refused++;
            return;
          }
          // A ruleset or chart that loads may still refuse the reference scenario (a stacking limit
          // mutated below its stacks): that is one clean refusal too.
          const loaded = file.includes('scenarios')
            ? r
            : loadScenarioFromJson(load(SCENARIO), { ruleset: r.value as typeof rules });
          if (!loaded.ok) {
            oneLine(loaded.error);
            tally.refused++;
            return;
          }
          tally.accepted++;
          const sc = loaded.value as { scenario: unknown; ruleset: typeof rules };
          const charge = createCharge({ ...(sc as J), dice: { seed } } as never);
          if (!charge.ok) {
            oneLine(charge.error);
            return;
          }
          const s = charge.value;
          for (let i = 0; i < 2000 && !s.done; i++) {
            const p = s.pending;
            const step = p?.kind === 'choice' ? s.chooseDefault() : s.autoRoll();
            expect(step.ok, step.ok ? '' : step.error.message).toBe(true);
            legal(s.state.board as never);
          }
          expect(s.done, 'the charge ends').toBe(true);
        },
      ),
      { numRuns: Number(process.env.HOSTILE_RUNS ?? 300), seed: 20260601 },
    );
    expect(tally.refused + tally.accepted).toBe(tally.tried);
    // the figures for docs/errors.md ("Hostile input")
    console.log(
      `hostile data files: ${tally.tried} tried, ${tally.refused} refused cleanly, ${tally.accepted} accepted`,
    );
  }, 300_000);
});
