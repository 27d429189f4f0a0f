/**
 * The hostile-input catalogue of the public entry (machines/index.ts and the ChargeSession it hands
 * out): what a careless or malicious host can pass, each case with the exact refusal code expected, or
 * accepted as the legal input it is in disguise. Every case runs under a trap for exceptions thrown a
 * tick later. Then a sweep calls every exported function with every hostile value, and a property
 * sends random events into a charge: never a throw, a hang or a stack trace.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as api from '../../machines/index.ts';
import {
  type ChargeSession,
  type ChargeState,
  canonicalJson,
  consequences,
  createCharge,
  defaultRuleset,
  describeRequest,
  diceSourceOf,
  formatError,
  hashOf,
  hexLabel,
  loadBundledRuleset,
  loadRulesetFromJson,
  loadScenarioFromJson,
  parseRoll,
  type Result,
  resumeCharge,
  saveCharge,
  stepName,
} from '../../machines/index.ts';
import {
  broken,
  charge,
  clean,
  codeOf,
  documentedFigures,
  Figures,
  loaded,
  playToEnd,
  REFERENCE,
  text,
  trapped,
} from '../support/hostile.ts';

// biome-ignore lint/suspicious/noExplicitAny: hostile input is untyped by nature
type Any = any;

const figures = new Figures();
let catalogueRan = 0;

// ---------------------------------------------------------------------------------------------------
// Hostile values

/** An object whose every trap throws. */
const throwing = (): object =>
  new Proxy(
    {},
    {
      get() {
        throw new Error('get trap');
      },
      has() {
        throw new Error('has trap');
      },
      ownKeys() {
        throw new Error('ownKeys trap');
      },
      getOwnPropertyDescriptor() {
        throw new Error('descriptor trap');
      },
      getPrototypeOf() {
        throw new Error('prototype trap');
      },
    },
  );

const revoked = (): object => {
  const r = Proxy.revocable({}, {});
  r.revoke();
  return r.proxy;
};

const cyclic = (): object => {
  const o: Any = { a: 1 };
  o.self = o;
  return o;
};

/** An array nested `n` deep: [[[...1...]]]. */
const nested = (n: number): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < n; i++) v = [v];
  return v;
};

const hugeSparse = (): unknown[] => {
  const a: unknown[] = [];
  a.length = 2 ** 32 - 1;
  return a;
};

/** An object that cannot even be turned into a string. */
const noString = (): object => ({ toString: 1, valueOf: 1 });

/** Every hostile value of the sweep (fresh each time: some are consumed or changed). */
const hostileValues = (): [string, unknown][] => [
  ['undefined', undefined],
  ['null', null],
  ['0', 0],
  ['-1', -1],
  ['NaN', Number.NaN],
  ['Infinity', Number.POSITIVE_INFINITY],
  ['2^53 + 2', 2 ** 53 + 2],
  ['""', ''],
  ['"auto"', 'auto'],
  ['"__proto__"', '__proto__'],
  ['"constructor"', 'constructor'],
  ['a 1 MB string', 'x'.repeat(1 << 20)],
  ['true', true],
  ['a BigInt', 10n],
  ['a Symbol', Symbol('hostile')],
  ['a function', () => 1],
  ['[]', []],
  ['{}', {}],
  ['a cycle', cyclic()],
  ['a 100,000-deep array', nested(100_000)],
  ['a Proxy that throws', throwing()],
  ['a revoked Proxy', revoked()],
  [
    'a getter that throws',
    {
      get type() {
        throw new Error('getter');
      },
    },
  ],
  ['a Map', new Map([['type', 'ROLL']])],
  ['a Date', new Date(0)],
  ['a null-prototype object', Object.create(null)],
  ['an array of 2^32 - 1 holes', hugeSparse()],
  ['an object that cannot be a string', noString()],
  ['an object with __proto__', JSON.parse('{"__proto__": {"polluted": true}, "type": "ROLL"}')],
];

// ---------------------------------------------------------------------------------------------------
// The catalogue

/** A case: what the host does, and the exact refusal code it gets (or "accepted" and what must hold). */
interface Case {
  readonly name: string;
  readonly run: () => Result<unknown>;
  /** The refusal code; undefined for an input that is legal in disguise and must be accepted. */
  readonly code?: string;
  /** For accepted cases: what must hold of the value. */
  readonly holds?: (value: Any) => void;
}

const L = () => loaded();
const rs = () => defaultRuleset();

/** A manual-dice charge of the reference scenario (a roll pending). */
const manual = (): ChargeSession => {
  const r = createCharge({ ...L(), dice: 'manual' });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** A seeded charge played to its first choice (seed 7: the use-leader choice of the melee roll). */
const atChoice = (): ChargeSession => {
  const s = charge(7);
  while (s.pending?.kind !== 'choice') expect(s.autoRoll().ok).toBe(true);
  return s;
};

const CASES: Case[] = [
  // createCharge: the options
  { name: 'createCharge(null)', run: () => createCharge(null as Any), code: 'api/bad-argument' },
  { name: 'createCharge(undefined)', run: () => createCharge(undefined as Any), code: 'api/bad-argument' },
  { name: 'createCharge(42)', run: () => createCharge(42 as Any), code: 'api/bad-argument' },
  { name: 'createCharge("scenario")', run: () => createCharge('scenario' as Any), code: 'api/bad-argument' },
  { name: 'createCharge({}): no scenario', run: () => createCharge({} as Any), code: 'api/bad-argument' },
  {
    name: 'createCharge({ scenario: null })',
    run: () => createCharge({ scenario: null } as Any),
    code: 'api/bad-argument',
  },
  {
    name: 'createCharge(options that are a Proxy that throws)',
    run: () => createCharge(throwing() as Any),
    code: 'api/not-plain-data',
  },
  {
    name: 'createCharge({ scenario: {} })',
    run: () => createCharge({ scenario: {} } as Any),
    code: 'data/missing-field',
  },
  // the ruleset
  {
    name: 'ruleset: {}',
    run: () => createCharge({ ...L(), ruleset: {} as Any }),
    code: 'api/unknown-ruleset',
  },
  {
    name: 'ruleset: null',
    run: () => createCharge({ ...L(), ruleset: null as Any }),
    code: 'api/bad-argument',
  },
  {
    name: 'ruleset: "la-bataille" (an id, not a ruleset)',
    run: () => createCharge({ ...L(), ruleset: 'la-bataille' as Any }),
    code: 'api/bad-argument',
  },
  {
    name: 'ruleset: a chart edited by hand',
    run: () => {
      const r = rs();
      const crt = { ...r.crt, columns: r.crt.columns.slice(1) };
      return createCharge({ ...L(), ruleset: { ...r, crt } });
    },
    code: 'api/unknown-ruleset',
  },
  {
    name: 'ruleset: a setting of the wrong type (stackingLimit "3")',
    run: () =>
      createCharge({
        ...L(),
        ruleset: { ...rs(), settings: { ...rs().settings, stackingLimit: '3' as Any } },
      }),
    code: 'data/wrong-type',
  },
  {
    name: 'ruleset: a rout of 1,000,000,000 hexes set by spreading (the data layer bounds it)',
    run: () =>
      createCharge({
        ...L(),
        ruleset: { ...rs(), settings: { ...rs().settings, routHexes: 1_000_000_000 } },
      }),
    code: 'data/over-limit',
  },
  {
    name: 'ruleset: a setting out of range (stackingLimit 0)',
    run: () =>
      createCharge({ ...L(), ruleset: { ...rs(), settings: { ...rs().settings, stackingLimit: 0 } } }),
    code: 'data/bad-value',
  },
  {
    name: 'ruleset: a Proxy that throws',
    run: () => createCharge({ ...L(), ruleset: throwing() as Any }),
    code: 'api/not-plain-data',
  },
  {
    name: 'ruleset: a deep copy of the bundled one (structuredClone)',
    run: () => createCharge({ ...L(), ruleset: structuredClone(rs()) }),
    holds: (s: ChargeSession) => expect(playToEnd(s)).toBeGreaterThan(0),
  },
  {
    name: 'ruleset: the bundled one with a setting changed by spreading (stackingLimit 4)',
    run: () =>
      createCharge({ ...L(), ruleset: { ...rs(), settings: { ...rs().settings, stackingLimit: 4 } } }),
    holds: (s: ChargeSession) => {
      expect(s.state.ruleset.settings.stackingLimit).toBe(4);
      expect(Object.isFrozen(s.state.ruleset.settings)).toBe(true);
      expect(playToEnd(s)).toBeGreaterThan(0);
    },
  },
  // the scenario
  {
    name: 'scenario: a Proxy that throws on get',
    run: () => createCharge({ ...L(), scenario: throwing() as Any }),
    code: 'api/not-plain-data',
  },
  {
    name: 'scenario: a getter that throws',
    run: () =>
      createCharge({
        ...L(),
        scenario: Object.defineProperty({ ...L().scenario }, 'title', {
          enumerable: true,
          get() {
            throw new Error('no title today');
          },
        }),
      }),
    code: 'api/not-plain-data',
  },
  {
    name: 'scenario: a getter that answers something new each time (read once)',
    run: () => {
      let n = 0;
      return createCharge({
        ...L(),
        scenario: Object.defineProperty({ ...L().scenario }, 'title', {
          enumerable: true,
          get: () => `title ${n++}`,
        }),
      });
    },
    holds: (s: ChargeSession) => expect(saveCharge(s).scenario.title).toBe('title 0'),
  },
  {
    name: 'scenario: a cycle (board.self = board)',
    run: () => {
      const sc: Any = structuredClone(L().scenario);
      sc.board.self = sc.board;
      return createCharge({ ...L(), scenario: sc });
    },
    code: 'api/not-plain-data',
  },
  {
    name: 'scenario: a BigInt increment',
    run: () => {
      const sc: Any = structuredClone(L().scenario);
      sc.board.units[0].increments = 8n;
      return createCharge({ ...L(), scenario: sc });
    },
    code: 'api/not-plain-data',
  },
  {
    name: 'scenario: a Symbol id',
    run: () => createCharge({ ...L(), scenario: { ...L().scenario, id: Symbol('id') as Any } }),
    code: 'api/not-plain-data',
  },
  {
    name: 'scenario: a Map for a board',
    run: () => createCharge({ ...L(), scenario: { ...L().scenario, board: new Map() as Any } }),
    code: 'api/not-plain-data',
  },
  {
    name: 'scenario: a 100,000-deep member',
    run: () => createCharge({ ...L(), scenario: { ...L().scenario, description: nested(100_000) as Any } }),
    code: 'api/too-large',
  },
  {
    name: 'scenario: units an array of 2^32 - 1 holes',
    run: () => {
      const sc: Any = structuredClone(L().scenario);
      sc.board.units = hugeSparse();
      return createCharge({ ...L(), scenario: sc });
    },
    code: 'api/too-large',
  },
  // the dice
  { name: "dice: 'auto'", run: () => createCharge({ ...L(), dice: 'auto' as Any }), code: 'dice/bad-source' },
  {
    name: 'dice: { seed: -1 }',
    run: () => createCharge({ ...L(), dice: { seed: -1 } }),
    code: 'dice/bad-seed',
  },
  {
    name: 'dice: { seed: "7" }',
    run: () => createCharge({ ...L(), dice: { seed: '7' as Any } }),
    code: 'dice/bad-seed',
  },
  {
    name: 'dice: { seed: 7n }',
    run: () => createCharge({ ...L(), dice: { seed: 7n as Any } }),
    code: 'dice/bad-source',
  },
  {
    name: 'dice: { script: "43 52" }',
    run: () => createCharge({ ...L(), dice: { script: '43 52' as Any } }),
    code: 'dice/bad-source',
  },
  {
    name: 'dice: { script: [Infinity] }',
    run: () => createCharge({ ...L(), dice: { script: [Number.POSITIVE_INFINITY] } }),
    code: 'dice/bad-source',
  },
  {
    name: 'dice: a seeded source whose state is -5',
    run: () => createCharge({ ...L(), dice: { kind: 'seeded', seed: 1, state: -5 } }),
    code: 'dice/bad-source',
  },
  {
    name: 'dice: a Symbol',
    run: () => createCharge({ ...L(), dice: Symbol('d') as Any }),
    code: 'dice/bad-source',
  },
  {
    name: 'dice: { kind: "loaded" }',
    run: () => createCharge({ ...L(), dice: { kind: 'loaded' } as Any }),
    code: 'dice/bad-source',
  },
  {
    name: 'diceSourceOf(a Proxy that throws)',
    run: () => diceSourceOf(throwing() as Any),
    code: 'dice/bad-source',
  },
  // loading scenarios
  { name: 'loadScenarioFromJson(null)', run: () => loadScenarioFromJson(null), code: 'data/not-an-object' },
  {
    name: 'loadScenarioFromJson(an object with a 100,000-deep member)',
    run: () => loadScenarioFromJson({ ...JSON.parse(text(REFERENCE)), note: nested(100_000) }),
    code: 'api/too-large',
  },
  {
    name: 'loadScenarioFromJson(a cycle)',
    run: () => loadScenarioFromJson(cyclic()),
    code: 'api/not-plain-data',
  },
  {
    name: 'loadScenarioFromJson(a revoked Proxy)',
    run: () => loadScenarioFromJson(revoked()),
    code: 'api/not-plain-data',
  },
  {
    name: 'loadScenarioFromJson(text, "options")',
    run: () => loadScenarioFromJson(text(REFERENCE), 'options' as Any),
    code: 'api/bad-argument',
  },
  {
    name: 'loadScenarioFromJson(text, { file: 42 })',
    run: () => loadScenarioFromJson(text(REFERENCE), { file: 42 as Any }),
    code: 'api/bad-argument',
  },
  {
    name: 'loadScenarioFromJson(text, { ruleset: {} })',
    run: () => loadScenarioFromJson(text(REFERENCE), { ruleset: {} as Any }),
    code: 'api/unknown-ruleset',
  },
  {
    name: 'loadScenarioFromJson(JSON with a "__proto__" member)',
    run: () =>
      loadScenarioFromJson(
        JSON.parse(text(REFERENCE).replace('"kind":', '"__proto__": {"polluted": 1}, "kind":')),
      ),
    code: 'data/unknown-field',
  },
  // loading rulesets
  {
    name: 'loadRulesetFromJson with a file reader that throws',
    run: () =>
      loadRulesetFromJson({ kind: 'ruleset', id: 'x', name: 'x', extends: 'base.json' }, () => {
        throw new Error('disk on fire');
      }),
    code: 'file/unreadable',
  },
  {
    name: 'loadRulesetFromJson with a file reader that answers 42',
    run: () =>
      loadRulesetFromJson({ kind: 'ruleset', id: 'x', name: 'x', extends: 'base.json' }, (() => 42) as Any),
    code: 'api/bad-argument',
  },
  {
    name: 'loadRulesetFromJson naming a table "constructor" (an inherited name)',
    run: () =>
      loadRulesetFromJson(
        { kind: 'ruleset', id: 'x', name: 'x', extends: 'la-bataille.json', tables: { fire: 'constructor' } },
        {},
        'data/rulesets/x.json',
      ),
    code: 'file/not-found',
  },
  {
    name: 'loadRulesetFromJson(json, files = 42)',
    run: () => loadRulesetFromJson({}, 42 as Any),
    code: 'api/bad-argument',
  },
  {
    name: 'loadRulesetFromJson(json, {}, file = {})',
    run: () => loadRulesetFromJson({}, {}, {} as Any),
    code: 'api/bad-argument',
  },
  {
    name: 'loadBundledRuleset("constructor")',
    run: () => loadBundledRuleset('constructor'),
    code: 'file/not-found',
  },
  {
    name: 'loadBundledRuleset("__proto__")',
    run: () => loadBundledRuleset('__proto__'),
    code: 'file/not-found',
  },
  {
    name: 'loadBundledRuleset(a Symbol)',
    run: () => loadBundledRuleset(Symbol('id') as Any),
    code: 'file/not-found',
  },
  // events
  { name: 'send(null)', run: () => manual().send(null as Any), code: 'event/malformed' },
  { name: 'send(undefined)', run: () => manual().send(undefined as Any), code: 'event/malformed' },
  { name: 'send("ROLL")', run: () => manual().send('ROLL' as Any), code: 'event/malformed' },
  { name: 'send({ type: 42 })', run: () => manual().send({ type: 42 } as Any), code: 'event/not-allowed' },
  {
    name: 'send({ type: "__proto__" })',
    run: () => manual().send({ type: '__proto__' } as Any),
    code: 'event/not-allowed',
  },
  { name: 'send(a Proxy that throws)', run: () => manual().send(throwing() as Any), code: 'event/malformed' },
  {
    name: 'send(an event whose type getter throws)',
    run: () =>
      manual().send({
        get type(): 'ROLL' {
          throw new Error('getter');
        },
        value: 43,
      }),
    code: 'event/malformed',
  },
  { name: 'roll(43n)', run: () => manual().roll(43n as Any), code: 'dice/not-a-number' },
  { name: 'roll(a Symbol)', run: () => manual().roll(Symbol('43') as Any), code: 'dice/not-a-number' },
  {
    name: 'roll(a list that refers back to itself)',
    run: () => {
      const list: Any[] = [4];
      list.push(list);
      return manual().roll(list as Any);
    },
    code: 'event/malformed',
  },
  { name: 'roll(a revoked Proxy)', run: () => manual().roll(revoked() as Any), code: 'dice/not-a-number' },
  {
    name: 'roll([an object that cannot be a string, 3])',
    run: () => manual().roll([noString(), 3] as Any),
    code: 'dice/not-a-number',
  },
  {
    name: 'roll(an object that cannot be a string)',
    run: () => manual().roll(noString() as Any),
    code: 'dice/not-a-number',
  },
  {
    name: 'roll("4 3" x 100,000)',
    run: () => manual().roll('4 3 '.repeat(100_000)),
    code: 'dice/wrong-count',
  },
  { name: 'choose("0") at a choice', run: () => atChoice().choose('0' as Any), code: 'event/bad-choice' },
  { name: 'choose(0n) at a choice', run: () => atChoice().choose(0n as Any), code: 'event/bad-choice' },
  {
    name: 'choose(2^53 + 2) at a choice',
    run: () => atChoice().choose(2 ** 53 + 2),
    code: 'event/bad-choice',
  },
  { name: 'runToEnd(NaN)', run: () => charge(7).runToEnd(Number.NaN), code: 'api/bad-argument' },
  { name: 'runToEnd("10")', run: () => charge(7).runToEnd('10' as Any), code: 'api/bad-argument' },
  {
    name: 'runToEnd(0) on a charge that has not ended',
    run: () => charge(7).runToEnd(0),
    code: 'charge/too-many-steps',
  },
  {
    name: 'runToEnd(Infinity): bounded, and the charge ends',
    run: () => charge(7).runToEnd(Number.POSITIVE_INFINITY),
    holds: (state: ChargeState) => expect(state.ending?.decidedBy).toBeTypeOf('string'),
  },
  {
    name: 'a method taken off its session: const { autoRoll } = session; autoRoll()',
    run: () => {
      const { autoRoll } = charge(7);
      return autoRoll();
    },
    code: 'api/bad-argument',
  },
  {
    name: 'send called on something else: session.send.call({}, event)',
    run: () => charge(7).send.call({} as Any, { type: 'AUTO_ROLL' }),
    code: 'api/bad-argument',
  },
  // saves
  {
    name: 'resumeCharge(saveCharge(null))',
    run: () => resumeCharge(saveCharge(null as Any)),
    code: 'save/not-a-charge',
  },
  {
    name: 'resumeCharge(save, "options")',
    run: () => resumeCharge(saveCharge(charge(7)), 'options' as Any),
    code: 'api/bad-argument',
  },
  {
    name: 'resumeCharge(save, { ruleset: {} })',
    run: () => resumeCharge(saveCharge(charge(7)), { ruleset: {} as Any }),
    code: 'api/unknown-ruleset',
  },
  { name: 'resumeCharge(a Proxy that throws)', run: () => resumeCharge(throwing()), code: 'save/malformed' },
  // helpers that return Results
  {
    name: 'parseRoll("d66", a revoked Proxy)',
    run: () => parseRoll('d66', revoked()),
    code: 'dice/not-a-number',
  },
  {
    name: 'parseRoll(a Symbol for dice, 43)',
    run: () => parseRoll(Symbol('d') as Any, 43),
    code: 'dice/unknown-dice',
  },
  {
    name: 'parseRoll("d66", a list that refers back to itself)',
    run: () => {
      const list: Any[] = [4];
      list.push(list);
      return parseRoll('d66', list);
    },
    code: 'api/not-plain-data',
  },
  {
    name: 'parseRoll("d66", a cycle that is not a list)',
    run: () => parseRoll('d66', cyclic()),
    code: 'dice/not-a-number',
  },
];

describe('the hostile catalogue of the public entry', () => {
  for (const c of CASES) {
    it(`${c.name}: ${c.code ?? 'accepted, legal'}`, async () => {
      const r = clean(await trapped(c.run), c.name);
      catalogueRan++;
      if (c.code === undefined) {
        if (!r.ok) throw new Error(`${c.name}: refused ${r.error.code}: ${r.error.message}`);
        c.holds?.(r.value);
        figures.accept();
      } else {
        expect(codeOf(r), r.ok ? 'accepted' : r.error.message).toBe(c.code);
        figures.refuse();
      }
    }, 60_000);
  }

  it('a refused event changes nothing: not the state, the step, the events, the log heard', async () => {
    const s = manual();
    const before = { state: s.state, step: s.step, events: s.events, snapshot: canonicalJson(s.persisted()) };
    const heard: unknown[] = [];
    s.onLog((e) => heard.push(e));
    for (const [name, v] of hostileValues()) {
      const t = clean(await trapped(() => s.send(v as Any)), `send(${name})`);
      expect(t.ok, name).toBe(false);
      const r = clean(await trapped(() => s.roll(v as Any)), `roll(${name})`);
      expect(r.ok, name).toBe(false);
    }
    expect(s.state).toBe(before.state);
    expect(s.step).toBe(before.step);
    expect(s.events).toBe(before.events);
    expect(canonicalJson(s.persisted())).toBe(before.snapshot);
    expect(heard).toEqual([]);
  });
});

describe('events and state cannot be changed behind the engine', () => {
  it('an event object the host changes after sending it changes neither the charge nor its save', async () => {
    const s = manual();
    const event: Any = { type: 'ROLL', value: [4, 3] };
    expect(s.send(event).ok).toBe(true);
    event.value.push(9);
    event.value[0] = 6;
    event.type = 'CHOOSE';
    expect(s.events).toEqual([{ type: 'ROLL', value: [4, 3] }]);
    const resumed = clean(await trapped(() => resumeCharge(JSON.stringify(saveCharge(s)))), 'resume');
    if (!resumed.ok) throw new Error(resumed.error.message);
    expect(resumed.value.events).toEqual([{ type: 'ROLL', value: [4, 3] }]);
    figures.accept();
  });

  it('charge.events is a frozen list of frozen events: pushing throws in the host, the save is untouched', () => {
    const s = charge(7);
    s.autoRoll();
    const saved = JSON.stringify(saveCharge(s));
    const list = s.events as Any[];
    expect(Object.isFrozen(list)).toBe(true);
    expect(() => list.push({ type: 'AUTO_ROLL' })).toThrow(TypeError);
    expect(() => {
      list[0].type = 'CHOOSE';
    }).toThrow(TypeError);
    expect(JSON.stringify(saveCharge(s))).toBe(saved);
    figures.refuse();
  });

  it('the state is frozen all the way down: a host cannot break the board under the engine', () => {
    const s = charge(7);
    const st = s.state as Any;
    expect(() => {
      st.board = null;
    }).toThrow(TypeError);
    expect(() => {
      st.board.units[0].increments = 0;
    }).toThrow(TypeError);
    expect(() => st.log.push({})).toThrow(TypeError);
    expect(() => {
      st.pending = null;
    }).toThrow(TypeError);
    expect(broken(s.state)).toEqual([]);
    expect(playToEnd(s)).toBeGreaterThan(0);
    figures.refuse();
  });
});

describe('log listeners are isolated', () => {
  it('a listener that throws is reported (api/listener-threw) and never breaks the charge or the others', async () => {
    const s = charge(7);
    const heard: number[] = [];
    const failures: string[] = [];
    s.onLog(
      () => {
        throw new Error('the host screen is gone');
      },
      (e, entry) => failures.push(`${e.code} ${entry.n}`),
    );
    s.onLog((e) => heard.push(e.n));
    const r = clean(await trapped(() => s.runToEnd()), 'runToEnd');
    expect(r.ok).toBe(true);
    expect(s.done).toBe(true);
    expect(heard.length).toBeGreaterThan(3);
    expect(failures).toEqual(heard.map((n) => `api/listener-threw ${n}`));
    expect(s.listenerErrors.map((e) => e.code)).toEqual(heard.map(() => 'api/listener-threw'));
    expect(s.listenerErrors[0]!.message).toContain('the host screen is gone');
    figures.refuse();
  });

  it('a listener that throws something unprintable, with an error handler that throws too', async () => {
    const s = charge(7);
    s.onLog(
      () => {
        throw throwing();
      },
      () => {
        throw new Error('and the handler too');
      },
    );
    const r = clean(await trapped(() => s.runToEnd()), 'runToEnd');
    expect(r.ok).toBe(true);
    expect(s.listenerErrors[0]).toMatchObject({ code: 'api/listener-threw' });
    figures.refuse();
  });

  it('a listener that sends events itself: every entry reaches every listener once, in order', async () => {
    const s = charge(7);
    const a: number[] = [];
    const b: number[] = [];
    s.onLog((e) => {
      a.push(e.n);
      if (!s.done && s.pending?.kind === 'roll') s.autoRoll();
    });
    s.onLog((e) => b.push(e.n));
    s.autoRoll();
    clean(await trapped(() => s.runToEnd()), 'runToEnd');
    expect(s.done).toBe(true);
    expect(a).toEqual(b);
    expect(a).toEqual([...a].sort((x, y) => x - y));
    expect(new Set(a).size).toBe(a.length);
    expect(broken(s.state)).toEqual([]);
    figures.accept();
  });

  it('onLog with something that is not a function is ignored', async () => {
    const s = charge(7);
    const off = clean(await trapped(() => s.onLog(42 as Any)), 'onLog(42)');
    expect(typeof off).toBe('function');
    expect(s.runToEnd().ok).toBe(true);
    figures.accept();
  });
});

describe('the few entry functions that return plain values are total', () => {
  it('give a value of their shape for any input, never a throw', async () => {
    const checks: [string, () => unknown, (v: unknown) => void][] = [];
    for (const [name, h] of hostileValues()) {
      checks.push(
        [`consequences(${name})`, () => consequences(h as Any), (v: Any) => expect(v.moved).toEqual([])],
        [`hexLabel(${name})`, () => hexLabel(h as Any), (v) => expect(typeof v).toBe('string')],
        [`formatError(${name})`, () => formatError(h as Any), (v) => expect(v).toMatch(/^error /)],
        [`describeRequest(${name})`, () => describeRequest(h as Any), (v) => expect(typeof v).toBe('string')],
        [`stepName(${name})`, () => stepName(h as Any), (v) => expect(typeof v).toBe('string')],
        [`canonicalJson(${name})`, () => canonicalJson(h), (v) => expect(typeof v).toBe('string')],
        [`hashOf(${name})`, () => hashOf(h), (v) => expect(v).toMatch(/^[0-9a-f]{16}$/)],
        [
          `saveCharge(${name})`,
          () => saveCharge(h as Any),
          (v: Any) => expect(v.format).toBe('hexcharge-save'),
        ],
      );
    }
    for (const [name, run, check] of checks) {
      check(clean(await trapped(run), name));
      figures.accept();
    }
    expect(canonicalJson(cyclic())).toBe('{"a":1,"self":"#cycle"}');
    expect(hexLabel({ col: 3, row: 4 })).toBe('0304');
  });
});

describe('every exported function, every hostile value', () => {
  const functions = Object.entries(api).filter(([, v]) => typeof v === 'function') as [string, Any][];

  it('the entry exports functions only of the kinds this sweep knows', () => {
    // A new export is swept too; ChargeSession is a type (sessions come from createCharge and resumeCharge).
    expect(functions.length).toBeGreaterThanOrEqual(20);
    expect(Object.keys(api)).not.toContain('ChargeSession');
  });

  it('returns a Result or a plain value, never throws at once or a tick later', async () => {
    // Valid first arguments, so that the hostile value reaches the second parameter (the engine never changes them).
    const valid: [string, unknown][] = [
      ['a scenario text', text(REFERENCE)],
      ['a save', saveCharge(charge(7))],
      ['a ruleset', defaultRuleset()],
    ];
    for (const [fname, f] of functions) {
      const argLists: [string, unknown[]][] = [];
      for (const [hname, h] of hostileValues()) {
        argLists.push([hname, [h]], [`${hname} twice`, [h, h]], [`${hname} three times`, [h, h, h]]);
        for (const [vname, v] of valid) argLists.push([`${vname}, ${hname}`, [v, h]]);
      }
      // Every call of one function, then one macrotask for anything thrown a tick later.
      const threw: string[] = [];
      const outcomes = clean(
        await trapped(() =>
          argLists.map(([aname, args]) => {
            try {
              return f(...args);
            } catch (e) {
              threw.push(`${fname}(${aname}) threw ${String(e)}`);
              return undefined;
            }
          }),
        ),
        fname,
      );
      expect(threw).toEqual([]);
      for (const t of outcomes) {
        const isResult =
          t && typeof t === 'object' && 'ok' in (t as object) && typeof (t as Any).ok === 'boolean';
        if (isResult && !(t as Any).ok) {
          codeOf(t as Result<unknown>);
          figures.refuse();
        } else figures.accept();
      }
    }
  }, 120_000);

  it('every method of a session, and the same methods taken off it', async () => {
    const METHODS = [
      'send',
      'roll',
      'choose',
      'runToEnd',
      'onLog',
      'autoRoll',
      'chooseDefault',
      'persisted',
    ] as const;
    // One manual-dice charge per method, a roll pending: every call must leave it where it stands.
    const sessions = METHODS.map(() => manual());
    const before = sessions.map((s) => s.state);
    for (const [hname, h] of hostileValues()) {
      const threw: string[] = [];
      const call = (what: string, run: () => unknown) => {
        try {
          return run();
        } catch (e) {
          threw.push(`${what} threw ${String(e)}`);
          return undefined;
        }
      };
      const outcomes = clean(
        await trapped(() =>
          METHODS.flatMap((method, i) => {
            const s = sessions[i]!;
            const m = s[method] as Any;
            return [
              call(`${method}(${hname})`, () => m.call(s, h, h)),
              call(`${method} off its session (${hname})`, () => m.call(h, h)),
            ];
          }),
        ),
        hname,
      );
      expect(threw).toEqual([]);
      for (const r of outcomes) {
        if (r && typeof r === 'object' && 'ok' in (r as object) && !(r as Any).ok) {
          codeOf(r as Result<unknown>);
          figures.refuse();
        } else figures.accept();
      }
      METHODS.forEach((method, i) => {
        // a manual charge: autoRoll and runToEnd are refused (dice/manual-needs-roll), nothing moves
        expect(sessions[i]!.state, `${method}(${hname}) changed the state`).toBe(before[i]);
        expect(broken(sessions[i]!.state)).toEqual([]);
      });
    }
  }, 120_000);
});

describe('random events into a charge (fast-check)', () => {
  const RUNS = Number(process.env.HEXCHARGE_PROPERTY_RUNS ?? 60);
  const junk = fc.oneof(
    fc.anything(),
    fc.constantFrom<unknown>(
      null,
      undefined,
      Number.NaN,
      10n,
      Symbol('s'),
      '4 3',
      [4, 3],
      43,
      7,
      -1,
      2 ** 53,
    ),
  );
  const event = fc.oneof(
    fc.record({
      type: fc.constantFrom('ROLL', 'AUTO_ROLL', 'CHOOSE', 'CHOOSE_DEFAULT'),
      value: junk,
      option: junk,
    }),
    fc.record({ type: fc.oneof(fc.string(), junk), value: junk }),
    junk,
  );

  it('any sequence of events: one clean refusal or a legal step each time, and the charge still ends', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        fc.array(event, { maxLength: 40 }),
        (seed, events) => {
          const r = createCharge({ ...L(), dice: { seed } });
          if (!r.ok) throw new Error(r.error.message);
          const s = r.value;
          for (const e of events) {
            const before = s.state;
            let out: Result<ChargeState>;
            try {
              out = s.send(e as Any);
            } catch (err) {
              throw new Error(`send threw: ${String(err)}`);
            }
            if (out.ok) {
              figures.accept();
              expect(broken(s.state)).toEqual([]);
            } else {
              codeOf(out);
              expect(s.state).toBe(before);
              figures.refuse();
            }
          }
          playToEnd(s);
        },
      ),
      { numRuns: RUNS, seed: 20240611 },
    );
  }, 120_000);
});

describe('docs/errors.md', () => {
  it('the "Hostile input" row of the API gives the figures of this file', () => {
    if (catalogueRan !== CASES.length || process.env.HEXCHARGE_PROPERTY_RUNS !== undefined) return;
    expect(CASES.length).toBeGreaterThanOrEqual(40);
    const doc = documentedFigures('API calls (`machines/index.ts`, `ChargeSession`)');
    const counted = { tried: figures.tried, refused: figures.refused, accepted: figures.accepted };
    expect(
      counted,
      `docs/errors.md, Hostile input: the row of this file must read ${JSON.stringify(counted)}`,
    ).toEqual(doc);
  });
});
