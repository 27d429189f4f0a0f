/**
 * The hostile-input catalogue of saves. The save checksum is public (FNV-1a), so a forger re-signs
 * whatever he changed: every forged save here carries a valid checksum (and a valid scenario hash,
 * unless the case is about it). Each case asserts the exact refusal code, or that the save, legal in
 * disguise, resumes to a legal charge that plays to its end. Then fast-check mutates valid saves at
 * random, re-signs them, and asserts one clean refusal or a legal charge that ends: never a throw (at
 * once or a tick later), a hang or a stack trace.
 */

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ChargeSession,
  canonicalJson,
  createCharge,
  hashOf,
  MAX_SAVE_CHARS,
  type Result,
  readSave,
  replay,
  resumeCharge,
  type SaveDocument,
  saveCharge,
} from '../../machines/index.ts';
import type { RollInput } from '../../src/dice/index.ts';
import { narrate } from '../../src/narration/narrate.ts';
import {
  charge,
  clean,
  codeOf,
  documentedFigures,
  Figures,
  loaded,
  playToEnd,
  text,
  trapped,
} from '../support/hostile.ts';

// biome-ignore lint/suspicious/noExplicitAny: forged saves are edited freely
type Any = any;

const figures = new Figures();
let catalogueRan = 0;

/** Plays `n` events of a seeded charge of the reference scenario (choices by default). */
function played(seed: number, n: number): ChargeSession {
  const s = charge(seed);
  for (let i = 0; i < n && !s.done; i++) {
    const r = s.pending?.kind === 'choice' ? s.chooseDefault() : s.autoRoll();
    if (!r.ok) throw new Error(r.error.message);
  }
  return s;
}

/** A manual-dice charge after typed rolls. */
function manualAfter(rolls: readonly RollInput[]): ChargeSession {
  const r = createCharge({ ...loaded(), dice: 'manual' });
  if (!r.ok) throw new Error(r.error.message);
  for (const v of rolls) expect(r.value.roll(v).ok).toBe(true);
  return r.value;
}

const MID = saveCharge(played(7, 3)); // seed 7, after 3 events: the melee roll's use-leader choice is pending
const END = saveCharge(played(7, 1000));
const MANUAL = saveCharge(manualAfter(['4 3', 5]));
const SCRIPT_SHORT = (() => {
  const r = createCharge({ ...loaded(), dice: { script: [43, 5] } });
  if (!r.ok) throw new Error(r.error.message);
  r.value.autoRoll();
  r.value.autoRoll();
  return saveCharge(r.value);
})();

/**
 * A save changed and re-signed as a forger does: the checksum, and the scenario hash too unless
 * `keepScenarioHash` (the case is about that hash).
 */
function forge(doc: SaveDocument, change: (d: Any) => void, keepScenarioHash = false): SaveDocument {
  const body = structuredClone(doc) as Any;
  delete body.checksum;
  change(body);
  if (!keepScenarioHash && body.scenario !== undefined) body.scenarioHash = hashOf(body.scenario);
  return { ...body, checksum: hashOf(body) };
}

/** A deeply nested array. */
const nested = (n: number): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < n; i++) v = [v];
  return v;
};

interface Case {
  readonly name: string;
  /** The save, as a document or its text. */
  readonly save: () => unknown;
  /** The exact refusal; undefined for a save that must resume and play to its end. */
  readonly code?: string;
  /** For accepted saves: what must hold of the resumed session. */
  readonly holds?: (s: ChargeSession) => void;
}

const CASES: Case[] = [
  // the snapshot, which is never restored, only compared with the replay
  {
    name: 'a machine state that does not exist',
    save: () => forge(MID, (d) => (d.snapshot.value = 'nonsense')),
    code: 'save/snapshot-mismatch',
  },
  {
    name: 'a nested machine state that does not exist',
    save: () => forge(MID, (d) => (d.snapshot.value = { pursuit: 'nowhere' })),
    code: 'save/snapshot-mismatch',
  },
  {
    name: 'context.board null',
    save: () => forge(MID, (d) => (d.snapshot.context.board = null)),
    code: 'save/snapshot-mismatch',
  },
  {
    name: 'context.pending null mid-charge',
    save: () => forge(MID, (d) => (d.snapshot.context.pending = null)),
    code: 'save/snapshot-mismatch',
  },
  {
    name: 'context.pending a roll where a choice waits',
    save: () =>
      forge(
        MID,
        (d) => (d.snapshot.context.pending = { kind: 'roll', id: 'x', dice: 'd66', purpose: 'x', rule: '' }),
      ),
    code: 'save/snapshot-mismatch',
  },
  {
    name: 'context.board.units with a unit twice',
    save: () => forge(MID, (d) => d.snapshot.context.board.units.push(d.snapshot.context.board.units[0])),
    code: 'save/snapshot-mismatch',
  },
  {
    name: 'context.board.units[0].increments 99',
    save: () => forge(MID, (d) => (d.snapshot.context.board.units[0].increments = 99)),
    code: 'save/snapshot-mismatch',
  },
  {
    name: 'context.dice advanced by hand',
    save: () => forge(MID, (d) => (d.snapshot.context.dice.state = 12345)),
    code: 'save/snapshot-mismatch',
  },
  {
    name: 'the machine status "done" mid-charge',
    save: () => forge(MID, (d) => (d.snapshot.status = 'done')),
    code: 'save/snapshot-mismatch',
  },
  {
    name: 'no context in the snapshot',
    save: () => forge(MID, (d) => delete d.snapshot.context),
    code: 'save/malformed',
  },
  {
    name: 'a snapshot that is null',
    save: () => forge(MID, (d) => (d.snapshot = null)),
    code: 'save/malformed',
  },
  {
    name: '"step" says ended mid-charge',
    save: () => forge(MID, (d) => (d.step = 'ended')),
    code: 'save/snapshot-mismatch',
  },
  {
    name: '"done" true mid-charge',
    save: () => forge(MID, (d) => (d.done = true)),
    code: 'save/snapshot-mismatch',
  },
  {
    name: '"done" typed wrong ("yes")',
    save: () => forge(MID, (d) => (d.done = 'yes')),
    code: 'save/malformed',
  },
  // the scenario, validated exactly as a scenario file is at load
  {
    name: 'a unit twice in the scenario',
    save: () => forge(MID, (d) => d.scenario.units.push(d.scenario.units[0])),
    code: 'scenario/duplicate-id',
  },
  {
    name: 'increments out of range (-3)',
    save: () => forge(MID, (d) => (d.scenario.units[0].increments = -3)),
    code: 'data/bad-value',
  },
  {
    name: 'increments of 2^53 + 2 (past the data layer bound)',
    save: () => forge(MID, (d) => (d.scenario.units[0].increments = 2 ** 53 + 2)),
    code: 'data/over-limit',
  },
  {
    name: 'increments typed wrong ("8")',
    save: () => forge(MID, (d) => (d.scenario.units[0].increments = '8')),
    code: 'data/wrong-type',
  },
  {
    name: 'a board that is a string',
    save: () => forge(MID, (d) => (d.scenario.board = 'wide')),
    code: 'data/not-an-object',
  },
  {
    name: 'a board of a million hexes',
    save: () => forge(MID, (d) => Object.assign(d.scenario.board, { width: 1000, height: 1000 })),
    code: 'scenario/map-too-large',
  },
  {
    name: 'a unit off the board',
    save: () => forge(MID, (d) => (d.scenario.units[4].at = { col: 40, row: 3 })),
    code: 'scenario/off-map',
  },
  {
    name: 'a charge by nobody',
    save: () => forge(MID, (d) => (d.scenario.charge.attackers = ['nobody'])),
    code: 'scenario/unknown-unit',
  },
  { name: 'no units', save: () => forge(MID, (d) => delete d.scenario.units), code: 'data/missing-field' },
  {
    name: 'a side named "constructor"',
    save: () => forge(MID, (d) => (d.scenario.units[0].side = 'constructor')),
    code: 'scenario/unknown-side',
  },
  {
    name: 'the scenario of another kind',
    save: () => forge(MID, (d) => (d.scenario.kind = 'crt')),
    code: 'data/unknown-kind',
  },
  {
    name: 'a scenario hash that does not match',
    save: () => forge(MID, (d) => (d.scenario.title = 'changed'), true),
    code: 'save/malformed',
  },
  {
    name: 'a 100,000-deep member',
    save: () => forge(MID, (d) => (d.scenario.description = nested(100_000))),
    code: 'save/too-large',
  },
  // the events, replayed from the start
  {
    name: 'an event that does not fit (a choice at the stand check)',
    save: () => forge(MID, (d) => (d.events = [{ type: 'CHOOSE', option: 9 }])),
    code: 'save/replay-diverged',
  },
  {
    name: 'an event after the end',
    save: () => forge(END, (d) => d.events.push({ type: 'AUTO_ROLL' })),
    code: 'save/replay-diverged',
  },
  {
    name: 'a typed roll the dice cannot show (77)',
    save: () => forge(MANUAL, (d) => (d.events[0].value = 77)),
    code: 'save/replay-diverged',
  },
  {
    name: 'events truncated (the last one dropped)',
    save: () => forge(MID, (d) => d.events.pop()),
    code: 'save/snapshot-mismatch',
  },
  {
    name: 'no events at all mid-charge',
    save: () => forge(MID, (d) => (d.events = [])),
    code: 'save/snapshot-mismatch',
  },
  {
    name: '20,000 events',
    save: () => forge(MID, (d) => (d.events = Array.from({ length: 20_000 }, () => ({ type: 'AUTO_ROLL' })))),
    code: 'save/too-large',
  },
  {
    name: 'a list of 4,100,000 log entries in the snapshot (a huge array)',
    save: () => forge(MID, (d) => (d.snapshot.context.log = new Array(4_100_000).fill(0))),
    code: 'save/too-large',
  },
  {
    name: 'an event with a member of another type',
    save: () => forge(MID, (d) => (d.events[0].extra = 1)),
    code: 'save/malformed',
  },
  {
    name: 'an event of an unknown type',
    save: () => forge(MID, (d) => (d.events[0] = { type: 'LAUNCH' })),
    code: 'save/malformed',
  },
  {
    name: 'an event that is null',
    save: () => forge(MID, (d) => (d.events[0] = null)),
    code: 'save/malformed',
  },
  {
    name: 'a choice given as a string',
    save: () => forge(END, (d) => (d.events = [{ type: 'CHOOSE', option: '0' }])),
    code: 'save/malformed',
  },
  {
    name: 'events an object, not a list',
    save: () => forge(MID, (d) => (d.events = { 0: { type: 'AUTO_ROLL' } })),
    code: 'save/malformed',
  },
  // the dice the charge started from
  {
    name: 'another seed (the same events roll other dice)',
    save: () => forge(MID, (d) => (d.dice = { kind: 'seeded', seed: 8, state: 8 })),
    code: 'save/snapshot-mismatch',
  },
  {
    name: 'a seed out of range',
    save: () => forge(MID, (d) => (d.dice = { kind: 'seeded', seed: -1, state: 0 })),
    code: 'save/malformed',
  },
  {
    name: 'an unknown dice source',
    save: () => forge(MID, (d) => (d.dice = { kind: 'loaded' })),
    code: 'save/malformed',
  },
  {
    name: 'a script position beyond its values',
    save: () => forge(SCRIPT_SHORT, (d) => (d.dice.next = 5)),
    code: 'save/malformed',
  },
  // version, engine, ruleset, checksum, text
  {
    name: 'a version from the future (2)',
    save: () => forge(MID, (d) => (d.version = 2)),
    code: 'save/wrong-version',
  },
  {
    name: 'a version typed as a string ("1")',
    save: () => forge(MID, (d) => (d.version = '1')),
    code: 'save/wrong-version',
  },
  {
    name: 'an engine that is no version (a number)',
    save: () => forge(MID, (d) => (d.engine = 99)),
    code: 'save/malformed',
  },
  {
    name: 'a ruleset hash nobody has',
    save: () => forge(MID, (d) => (d.ruleset.hash = '0123456789abcdef')),
    code: 'save/ruleset-mismatch',
  },
  {
    name: 'another ruleset id for the same hash',
    save: () => forge(MID, (d) => (d.ruleset.id = 'flight-pursuit-6e')),
    code: 'save/ruleset-mismatch',
  },
  {
    name: 'no checksum',
    save: () => {
      const { checksum: _, ...rest } = MID;
      return rest;
    },
    code: 'save/malformed',
  },
  { name: 'a text cut short', save: () => JSON.stringify(MID).slice(0, 5000), code: 'save/truncated' },
  {
    name: 'a text with garbage after it',
    save: () => `${JSON.stringify(MID)} trailing`,
    code: 'save/malformed',
  },
  {
    name: `a text over ${MAX_SAVE_CHARS} characters`,
    save: () => JSON.stringify(MID).padEnd(MAX_SAVE_CHARS + 1, ' '),
    code: 'save/too-large',
  },
  {
    name: 'a save written for nothing (saveCharge(undefined))',
    save: () => saveCharge(undefined as Any),
    code: 'save/not-a-charge',
  },
  // legal in disguise
  {
    name: 'an honest save mid-charge',
    save: () => MID,
    holds: (s) => {
      const whole = played(7, 1000);
      playToEnd(s);
      expect(s.state.log).toEqual(whole.state.log);
    },
  },
  {
    name: 'an honest save of an ended charge',
    save: () => JSON.stringify(END),
    holds: (s) => expect(s.done).toBe(true),
  },
  { name: 'a manual-dice save: ends with typed rolls', save: () => MANUAL },
  { name: 'a dice script run out: ends with typed rolls', save: () => SCRIPT_SHORT },
  {
    name: 'a forged narration: the replayed log is used, not the forged one',
    save: () => forge(MID, (d) => (d.snapshot.context.log[0].text = 'The British win the war.')),
    holds: (s) => expect(narrate(s.state.log[0]!)).not.toContain('win the war'),
  },
  {
    name: 'a "__proto__" member in the snapshot context (not used, not a prototype)',
    save: () =>
      JSON.stringify(
        forge(MID, (d) =>
          Object.defineProperty(d.snapshot.context, '__proto__', {
            value: { board: null },
            enumerable: true,
            writable: true,
            configurable: true,
          }),
        ),
      ),
    holds: (s) => expect(s.state.board).not.toBeNull(),
  },
];

describe('forged saves (re-signed with a valid checksum)', () => {
  it('the catalogue holds at least 20 forged saves that must be refused', () => {
    expect(CASES.filter((c) => c.code !== undefined).length).toBeGreaterThanOrEqual(20);
  });

  for (const c of CASES) {
    it(`${c.name}: ${c.code ?? 'resumes legally and ends'}`, async () => {
      const doc = c.save();
      const r = clean(await trapped(() => resumeCharge(doc)), c.name);
      catalogueRan++;
      if (c.code === undefined) {
        if (!r.ok) throw new Error(`${c.name}: refused ${r.error.code}: ${r.error.message}`);
        c.holds?.(r.value);
        playToEnd(r.value);
        figures.accept();
      } else {
        expect(codeOf(r), r.ok ? 'resumed' : r.error.message).toBe(c.code);
        // replay refuses it the same way, or finds the snapshot does not match
        const again = clean(await trapped(() => replay(doc)), `replay: ${c.name}`);
        expect(codeOf(again)).toBe(c.code);
        figures.refuse();
      }
    }, 60_000);
  }

  it('the three failures of the issue: none throws later, none resumes, none gives a charge that cannot end', async () => {
    const forged = [
      forge(MID, (d) => (d.snapshot.value = 'nonsense')),
      forge(MID, (d) => (d.snapshot.context.board = null)),
      forge(MID, (d) => (d.snapshot.context.pending = null)),
    ];
    for (const f of forged) {
      const r = clean(await trapped(() => resumeCharge(JSON.stringify(f))), 'resume');
      expect(codeOf(r)).toBe('save/snapshot-mismatch');
    }
  });
});

// ---------------------------------------------------------------------------------------------------
// Random mutations

type Path = (string | number)[];

/** Every path to a value inside a JSON document (objects and arrays included), the document's own members first. */
function paths(v: unknown, at: Path = [], out: Path[] = []): Path[] {
  if (at.length > 0) out.push(at);
  if (Array.isArray(v)) {
    for (const [i, x] of v.entries()) paths(x, [...at, i], out);
  } else if (typeof v === 'object' && v !== null)
    for (const [k, x] of Object.entries(v)) paths(x, [...at, k], out);
  return out;
}

type Mutation =
  | { kind: 'replace'; value: unknown }
  | { kind: 'delete' }
  | { kind: 'number'; by: number }
  | { kind: 'duplicate' }
  | { kind: 'truncate' };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('replace' as const), value: fc.jsonValue({ maxDepth: 3 }) }),
  fc.record({
    kind: fc.constant('replace' as const),
    value: fc.constantFrom<unknown>(null, 0, -1, '', 'nonsense', [], {}, true, 1e308, 2 ** 53 + 2),
  }),
  fc.record({ kind: fc.constant('delete' as const) }),
  fc.record({ kind: fc.constant('number' as const), by: fc.constantFrom(1, -1, 100, -100, 0.5, 1e9) }),
  fc.record({ kind: fc.constant('duplicate' as const) }),
  fc.record({ kind: fc.constant('truncate' as const) }),
);

/** Applies one mutation at one path of a copy of the document (its checksum left out). */
function mutate(doc: SaveDocument, pick: number, m: Mutation, scenarioHash: boolean): SaveDocument {
  const body = structuredClone(doc) as Any;
  delete body.checksum;
  const all = paths(body);
  const path = all[pick % all.length]!;
  const parent = path.slice(0, -1).reduce((o: Any, k) => o[k], body);
  const key = path.at(-1)!;
  const here = parent[key];
  switch (m.kind) {
    case 'replace':
      parent[key] = m.value;
      break;
    case 'delete':
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else delete parent[key];
      break;
    case 'number':
      parent[key] = typeof here === 'number' ? here + m.by : m.by;
      break;
    case 'duplicate':
      if (Array.isArray(here) && here.length > 0) here.push(structuredClone(here[here.length - 1]));
      else if (Array.isArray(parent)) parent.splice(Number(key), 0, structuredClone(here));
      else parent[key] = [here, here];
      break;
    case 'truncate':
      if (Array.isArray(here)) here.length = Math.floor(here.length / 2);
      else if (typeof here === 'string') parent[key] = here.slice(0, Math.floor(here.length / 2));
      else parent[key] = undefined;
      break;
  }
  if (scenarioHash && body.scenario !== undefined) body.scenarioHash = hashOf(body.scenario);
  return { ...body, checksum: hashOf(body) };
}

/** The codes docs/errors.md lists: a refusal must carry one of them. */
const DOCUMENTED = new Set(
  [...text('docs/errors.md').matchAll(/`([a-z]+\/[a-z][a-z0-9-]*)`/g)].map((m) => m[1]!),
);

/** Resumes a (mutated) save: one clean, documented refusal, or a legal charge that plays to its end. */
function resumeOrRefuse(save: unknown, label: string): void {
  let r: Result<ChargeSession>;
  try {
    r = resumeCharge(save);
  } catch (e) {
    throw new Error(`${label}: resumeCharge threw ${String(e)}`);
  }
  const code = codeOf(r);
  if (code !== undefined) {
    expect(DOCUMENTED.has(code), `${label}: undocumented code ${code}`).toBe(true);
    figures.refuse();
    return;
  }
  if (!r.ok) return;
  playToEnd(r.value);
  // An accepted save is one whose events and scenario still make a charge: saving it again resumes too.
  const again = resumeCharge(JSON.stringify(saveCharge(r.value)));
  expect(again.ok, label).toBe(true);
  figures.accept();
}

const RUNS = Number(process.env.HEXCHARGE_PROPERTY_RUNS ?? 150);
const BASES: readonly SaveDocument[] = [MID, END, MANUAL, SCRIPT_SHORT];

describe('random mutations of valid saves, re-signed (fast-check)', () => {
  it('one clean refusal or a legal charge that plays to its end: never a throw, a hang or a stack trace', async () => {
    const t = await trapped(() =>
      fc.assert(
        fc.property(
          fc.nat({ max: BASES.length - 1 }),
          fc.nat(),
          mutation,
          fc.boolean(),
          fc.boolean(),
          (base, pick, m, scenarioHash, asText) => {
            const forged = mutate(BASES[base]!, pick, m, scenarioHash);
            resumeOrRefuse(asText ? JSON.stringify(forged) : forged, `${m.kind} at path ${pick}`);
          },
        ),
        { numRuns: RUNS, seed: 20240612 },
      ),
    );
    clean(t, 'mutated saves');
  }, 300_000);

  it('two mutations at once, on the scenario and the events', async () => {
    const t = await trapped(() =>
      fc.assert(
        fc.property(fc.nat(), mutation, fc.nat(), mutation, (p1, m1, p2, m2) => {
          const once = mutate(MID, p1, m1, true);
          const twice = mutate(once, p2, m2, true);
          resumeOrRefuse(twice, `${m1.kind} then ${m2.kind}`);
        }),
        { numRuns: Math.ceil(RUNS / 3), seed: 20240613 },
      ),
    );
    clean(t, 'twice mutated saves');
  }, 300_000);

  it('a save text cut or corrupted anywhere (not re-signed): one clean refusal, or the very same charge', async () => {
    const whole = JSON.stringify(MID);
    const t = await trapped(() =>
      fc.assert(
        fc.property(
          fc.nat({ max: whole.length }),
          fc.string({ maxLength: 3 }),
          fc.boolean(),
          (at, junk, cut) => {
            const corrupted = cut
              ? whole.slice(0, at)
              : `${whole.slice(0, at)}${junk}${whole.slice(at + junk.length)}`;
            const r = resumeCharge(corrupted);
            if (r.ok) {
              // Only a change JSON does not see (white space, the same characters) can resume: to the same charge.
              expect(canonicalJson(readSave(corrupted).ok && JSON.parse(corrupted))).toBe(canonicalJson(MID));
              figures.accept();
            } else {
              expect(DOCUMENTED.has(codeOf(r)!)).toBe(true);
              figures.refuse();
            }
          },
        ),
        { numRuns: RUNS, seed: 20240614 },
      ),
    );
    clean(t, 'corrupted texts');
  }, 300_000);
});

describe('docs/errors.md', () => {
  it('the "Hostile input" row of saves gives the figures of this file', () => {
    if (catalogueRan !== CASES.length || process.env.HEXCHARGE_PROPERTY_RUNS !== undefined) return;
    const doc = documentedFigures('Forged saves (re-signed with a valid checksum)');
    const counted = { tried: figures.tried, refused: figures.refused, accepted: figures.accepted };
    expect(
      counted,
      `docs/errors.md, Hostile input: the row of this file must read ${JSON.stringify(counted)}`,
    ).toEqual(doc);
  });
});
