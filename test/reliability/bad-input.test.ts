/**
 * The bad-input catalogue: every kind of bad input a host or a player can give is refused with a stable
 * code and one clear line, and nothing is damaged. All through the public entry.
 */
import { describe, expect, it } from 'vitest';
import { BUNDLED_FILES } from '../../machines/bundled.ts';
import {
  type ChargeSession,
  createCharge,
  type HexchargeError,
  loadRulesetFromJson,
  loadScenarioFromJson,
  type Result,
} from '../../machines/index.ts';
import { text } from '../support/reliability.ts';

const REFERENCE = 'data/scenarios/01-reference-charge.json';
// biome-ignore lint/suspicious/noExplicitAny: scenario JSON edited freely by the tests
type Json = Record<string, any>;

/** A fresh, mutable copy of the reference scenario's JSON. */
const reference = (): Json => JSON.parse(text(REFERENCE)) as Json;

/** The refusal of a result, checked to have `code`, one line, and every fragment. */
function refused<T>(r: Result<T>, code: string, ...fragments: string[]): HexchargeError {
  if (r.ok) throw new Error(`expected ${code}, got a value`);
  expect(r.error.code, r.error.message).toBe(code);
  expect(r.error.message).not.toContain('\n');
  for (const f of fragments) expect(r.error.message).toContain(f);
  return r.error;
}

const scenario = (json: unknown) => loadScenarioFromJson(json, { file: 'bad.json' });

describe('bad scenarios are refused', () => {
  it('malformed JSON: data/malformed-json, naming the file', () => {
    refused(scenario('{"kind": "scenario", "id": '), 'data/malformed-json', 'bad.json');
    refused(scenario('\u0000\u00ff garbage'), 'data/malformed-json');
    refused(loadRulesetFromJson('{ nope'), 'data/malformed-json', 'ruleset.json');
  });

  it('not a scenario at all: a data/ structural code', () => {
    refused(scenario([]), 'data/not-an-object');
    refused(scenario(42), 'data/not-an-object');
    refused(scenario({ kind: 'crt' }), 'data/unknown-kind');
    const s = reference();
    delete s.units;
    refused(scenario(s), 'data/missing-field', 'units');
  });

  it('unknown arm: scenario/unknown-arm', () => {
    const s = reference();
    s.units[2].arm = 'navy';
    refused(scenario(s), 'scenario/unknown-arm', 'units[2].arm', '"navy"');
  });

  it('unknown formation: scenario/unknown-formation', () => {
    const s = reference();
    s.units[0].formation = 'square';
    refused(
      scenario(s),
      'scenario/unknown-formation',
      'units[0].formation',
      'cavalry has no formation "square"',
    );
  });

  it('unknown terrain: scenario/unknown-terrain', () => {
    const s = reference();
    s.board.terrain['0101'] = 'lava';
    refused(scenario(s), 'scenario/unknown-terrain', '"lava"');
    const t = reference();
    t.board.defaultTerrain = 'sea';
    refused(scenario(t), 'scenario/unknown-terrain', '"sea"');
  });

  it('a unit off the map: scenario/off-map', () => {
    const s = reference();
    s.units[4].at = '1612';
    refused(scenario(s), 'scenario/off-map', 'units[4].at', '16x12');
    const t = reference();
    t.units[4].at = { col: -1, row: 3 };
    refused(scenario(t), 'scenario/off-map');
  });

  it('enemies sharing a hex: scenario/enemies-share-hex', () => {
    const s = reference();
    s.units[4].at = '0607';
    refused(scenario(s), 'scenario/enemies-share-hex', '0607');
  });

  it('stacking over the limit: scenario/over-stacking, naming the limit', () => {
    const s = reference();
    for (const id of ['x1', 'x2']) s.units.push({ ...s.units[2], id, name: id });
    refused(scenario(s), 'scenario/over-stacking', 'stacking limit is 3');
  });

  it('a map far too large: scenario/map-too-large, naming the limit', () => {
    const s = reference();
    s.board.width = 1000;
    s.board.height = 1000;
    refused(scenario(s), 'scenario/map-too-large', '1000000 hexes', 'the limit is 250000');
  });

  it('an impossible charge: scenario/bad-charge and scenario/unknown-unit', () => {
    const s = reference();
    s.charge.targets = ['0604'];
    refused(scenario(s), 'scenario/bad-charge', 'not adjacent');
    const t = reference();
    t.charge.attackers = ['fr-9'];
    refused(scenario(t), 'scenario/unknown-unit', '"fr-9"');
  });

  it('a scenario loaded under one ruleset is checked again under the ruleset it is charged with', () => {
    const loaded = scenario(reference());
    if (!loaded.ok) throw new Error(loaded.error.message);
    const tight = loadRulesetFromJson(
      {
        kind: 'ruleset',
        id: 'tight',
        name: 'tight',
        extends: 'la-bataille.json',
        settings: { stackingLimit: 1 },
      },
      {},
      'data/rulesets/tight.json',
    );
    if (!tight.ok) throw new Error(tight.error.message);
    refused(
      createCharge({ scenario: loaded.value.scenario, ruleset: tight.value }),
      'scenario/over-stacking',
      'limit is 1',
    );
  });
});

describe('bad rulesets and tables are refused', () => {
  const RULESET = 'data/rulesets/la-bataille.json';
  const CRT = 'data/tables/assault-melee.json';
  const ruleset = (): Json => structuredClone(BUNDLED_FILES[RULESET]) as Json;
  const crt = (): Json => structuredClone(BUNDLED_FILES[CRT]) as Json;
  const withCrt = (table: unknown) => loadRulesetFromJson(ruleset(), { [CRT]: table }, RULESET);

  it('the shipped ruleset loads from JSON alone', () => {
    expect(loadRulesetFromJson(ruleset(), {}, RULESET).ok).toBe(true);
  });

  it('a missing table: file/not-found, naming the file', () => {
    const r = ruleset();
    r.tables.fire = '../tables/no-such-fire.json';
    refused(loadRulesetFromJson(r, {}, RULESET), 'file/not-found', 'data/tables/no-such-fire.json');
    const t = ruleset();
    delete t.tables.recall;
    refused(loadRulesetFromJson(t, {}, RULESET), 'data/missing-field', 'recall');
  });

  it('a gap in a chart column: data/crt-gap, naming the column and the rolls', () => {
    const t = crt();
    t.columns[0].cells.splice(1, 1);
    refused(withCrt(t), 'data/crt-gap', 'assault-melee.json', 'column 1:3', 'roll 24');
  });

  it('overlapping cells: data/crt-overlap, naming both cells', () => {
    const t = crt();
    t.columns[0].cells[1].rolls = '23-36';
    refused(withCrt(t), 'data/crt-overlap', 'covers roll 23 twice');
  });

  it('an unknown result code: data/unknown-result', () => {
    const t = crt();
    t.columns[0].cells[0].result = 'XX';
    refused(withCrt(t), 'data/unknown-result', '"XX"');
  });

  it('a roll range the die cannot show: data/bad-range', () => {
    const t = crt();
    t.columns[0].cells[0].rolls = '11-27';
    refused(withCrt(t), 'data/bad-range', '27');
  });

  it('odds out of order: data/odds-order', () => {
    const t = crt();
    [t.columns[0], t.columns[1]] = [t.columns[1], t.columns[0]];
    refused(withCrt(t), 'data/odds-order');
  });
});

describe('bad dice and events are refused, reported, and change nothing', () => {
  function charge(dice: Parameters<typeof createCharge>[0]['dice'] = 'manual'): ChargeSession {
    const l = scenario(reference());
    if (!l.ok) throw new Error(l.error.message);
    const c = createCharge({ ...l.value, dice });
    if (!c.ok) throw new Error(c.error.message);
    return c.value;
  }

  /** Sends a bad event and checks the refusal and that the state, step, events and snapshot are untouched. */
  function unchanged(s: ChargeSession, send: () => Result<unknown>, code: string): void {
    const state = s.state;
    const step = s.step;
    const events = s.events.length;
    const snapshot = JSON.stringify(s.persisted());
    const heard: unknown[] = [];
    const off = s.onLog((e) => heard.push(e));
    refused(send(), code);
    off();
    expect(s.state).toBe(state); // the very same object
    expect(s.step).toBe(step);
    expect(s.events.length).toBe(events);
    expect(JSON.stringify(s.persisted())).toBe(snapshot);
    expect(heard).toEqual([]);
  }

  it('dice out of range: dice/out-of-range', () => {
    const s = charge();
    expect(s.pending?.kind === 'roll' && s.pending.dice).toBe('d66');
    for (const v of [77, 10, 70, -43, '7 1', [0, 3]])
      unchanged(s, () => s.roll(v as never), 'dice/out-of-range');
  });

  it('dice that are not numbers: dice/not-a-number', () => {
    const s = charge();
    for (const v of ['abc', 4.5, Number.NaN, null, {}, true, undefined, Number.POSITIVE_INFINITY]) {
      unchanged(s, () => s.roll(v as never), 'dice/not-a-number');
    }
  });

  it('dice with the wrong number of dice: dice/wrong-count', () => {
    const s = charge();
    for (const v of [4, '435', '1 2 3']) unchanged(s, () => s.roll(v as never), 'dice/wrong-count');
  });

  it('a scripted die out of range, or a script run out: refused at that roll, the state unchanged', () => {
    const s = charge({ script: [99] });
    unchanged(s, () => s.autoRoll(), 'dice/out-of-range');
    const t = charge({ script: [] });
    unchanged(t, () => t.autoRoll(), 'dice/script-exhausted');
    const m = charge('manual');
    unchanged(m, () => m.autoRoll(), 'dice/manual-needs-roll');
  });

  it('bad dice choices when creating a charge: dice/bad-seed, dice/bad-source', () => {
    const l = scenario(reference());
    if (!l.ok) throw new Error(l.error.message);
    refused(createCharge({ ...l.value, dice: { seed: -1 } }), 'dice/bad-seed');
    refused(createCharge({ ...l.value, dice: { seed: 1.5 } }), 'dice/bad-seed');
    refused(createCharge({ ...l.value, dice: { script: ['x'] as never } }), 'dice/bad-source');
  });

  it('an event not allowed in the current step: event/not-allowed, state unchanged', () => {
    const s = charge();
    expect(s.pending?.kind).toBe('roll');
    unchanged(s, () => s.choose(0), 'event/not-allowed');
    unchanged(s, () => s.chooseDefault(), 'event/not-allowed');
    unchanged(s, () => s.send({ type: 'LAUNCH_ROCKETS' } as never), 'event/not-allowed');
  });

  it('a choice that is not an option: event/bad-choice, state unchanged', () => {
    const s = charge({ seed: 7 });
    while (s.pending?.kind !== 'choice' && !s.done) s.autoRoll();
    expect(s.pending?.kind).toBe('choice');
    for (const o of [-1, 99, 0.5, Number.NaN]) unchanged(s, () => s.choose(o), 'event/bad-choice');
    unchanged(s, () => s.roll(43), 'event/not-allowed');
  });

  it('any event after the end: event/charge-over, state unchanged', () => {
    const s = charge({ seed: 7 });
    expect(s.runToEnd().ok).toBe(true);
    unchanged(s, () => s.roll(43), 'event/charge-over');
    unchanged(s, () => s.autoRoll(), 'event/charge-over');
    unchanged(s, () => s.chooseDefault(), 'event/charge-over');
  });
});
