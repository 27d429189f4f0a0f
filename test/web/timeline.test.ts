import { describe, expect, it } from 'vitest';
import { hashOf, readSave, resumeCharge, SAVE_FORMAT } from '../../machines/save.ts';
import { ChargeSession } from '../../machines/session.ts';
import { type DiceSource, rollFrom, scriptSource } from '../../src/dice/index.ts';
import { endingText, narrate } from '../../src/narration/narrate.ts';
import { loadScenarioText, loadShippedScenario, shippedRulesets, shippedScenarios } from '../../web/data.ts';
import { LABELS } from '../../web/i18n.ts';
import { movesOf, renderMap } from '../../web/map.ts';
import { openSave, PAGE_SAVE_FORMAT, savePage } from '../../web/save.ts';
import { Timeline } from '../../web/timeline.ts';
import { withClass } from './drawing.ts';

const FILE = 'data/scenarios/01-reference-charge.json';

function timeline(seed = 3): Timeline {
  const l = loadShippedScenario(FILE);
  if (!l.ok) throw new Error(l.error.message);
  return new Timeline(l.value, seed);
}

describe('the page data and timeline (component level)', () => {
  it('bundles every shipped scenario and ruleset, validated by src/data', () => {
    expect(shippedScenarios().map((s) => s.file)).toContain(FILE);
    expect(shippedRulesets().map((r) => r.file)).toContain('data/rulesets/la-bataille.json');
    for (const s of shippedScenarios()) expect(loadShippedScenario(s.file).ok, s.file).toBe(true);
  });

  it('refuses a scenario file from disk with the validator message', () => {
    const bad = loadScenarioText('{"kind":"scenario"', 'mine.json');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.code).toBe('data/malformed-json');
    const wrong = loadScenarioText('{"kind":"scenario","id":"x"}', 'mine.json');
    expect(wrong.ok).toBe(false);
  });

  it('steps forward, back and forward again to the same charge', () => {
    const t = timeline();
    while (!t.session.done) expect(t.next().ok).toBe(true);
    const end = t.session.state.log.map((e) => narrate(e));
    const n = t.cursor;
    t.back();
    expect(t.cursor).toBe(n - 1);
    expect(t.latestFrom).toBeLessThanOrEqual(t.session.state.log.length);
    t.next();
    expect(t.session.state.log.map((e) => narrate(e))).toEqual(end);
    t.goTo(0);
    expect(t.events.length).toBe(n);
    t.goTo(n);
    expect(t.session.done).toBe(true);
    t.restart();
    expect(t.events.length).toBe(0);
  });

  it('refuses a bad die without changing anything, and drops the future when a new event is sent', () => {
    const t = timeline();
    const r = t.send({ type: 'ROLL', value: 77 as never }); // no d66 has a 7
    expect(r.ok).toBe(false);
    expect(t.cursor).toBe(0);
    t.next();
    t.next();
    t.back();
    expect(t.events.length).toBe(2);
    expect(
      t.send({
        type: 'ROLL',
        value: t.session.pending?.kind === 'roll' && t.session.pending.dice === 'd6' ? 6 : 66,
      }).ok,
    ).toBe(true);
    expect(t.events.length).toBe(2);
  });

  it('saves a charge in progress as the engine save document and the cursor, and loads it again', () => {
    const t = timeline();
    for (let i = 0; i < 4; i++) t.next();
    t.back();
    const doc = JSON.parse(JSON.stringify(savePage(t)));
    expect(doc.format).toBe(PAGE_SAVE_FORMAT);
    expect(doc.cursor).toBe(3);
    // The engine's document holds every event of the timeline, the one after the cursor too.
    const engine = readSave(doc.charge);
    expect(engine.ok).toBe(true);
    if (!engine.ok) return;
    expect(engine.value.format).toBe(SAVE_FORMAT);
    expect(engine.value.events).toEqual(t.events);
    // The reference lesson plays its own script (the page save keeps the seed that follows it).
    expect(engine.value.dice).toEqual({ kind: 'script', values: [53, 2, 11, 64, 1, 33], next: 0 });
    expect(doc.seed).toBe(3);
    expect(engine.value.scenario.title).toBe(t.loaded.scenario.title);
    const resumed = resumeCharge(doc.charge);
    expect(resumed.ok && resumed.value.events.length).toBe(4);

    const read = openSave(JSON.stringify(doc), 'save.json');
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value.shipped).toBe(true);
    expect(read.value.loaded.scenarioFile).toBe(FILE);
    expect(read.value.loaded.rulesetFile).toBe(t.loaded.rulesetFile);
    expect(read.value.cursor).toBe(3);
    const again = new Timeline(
      read.value.loaded,
      read.value.dice,
      read.value.events,
      read.value.cursor,
      read.value.seed,
    );
    expect(again.seed).toBe(3);
    expect(again.events).toEqual(t.events);
    expect(again.cursor).toBe(t.cursor);
    expect(again.session.state.log).toEqual(t.session.state.log);
    again.next();
    t.next();
    expect(again.session.state.log).toEqual(t.session.state.log);
  });

  it('loads a bare engine save at its last event, and a scenario that is not shipped', () => {
    const t = timeline();
    for (let i = 0; i < 3; i++) t.next();
    const custom = loadScenarioText(
      JSON.stringify({ ...(t.loaded.json as object), id: 'my-charge', title: 'Mine' }),
      'mine.json',
    );
    expect(custom.ok).toBe(true);
    if (!custom.ok) return;
    const mine = new Timeline(custom.value, 9, t.events);
    const bare = JSON.stringify(savePage(mine).charge);
    const read = openSave(bare, 'engine.json');
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value.shipped).toBe(false);
    expect(read.value.loaded.scenario.id).toBe('my-charge');
    expect(read.value.cursor).toBe(read.value.events.length);
    expect(read.value.dice).toEqual({ kind: 'script', values: [53, 2, 11, 64, 1, 33], next: 0 });
    expect(read.value.seed).toBeUndefined();
    // Without its script, a scenario plays the seeded dice of the seed given.
    const { dice: _, ...unscripted } = t.loaded.json as Record<string, unknown>;
    const plain = loadScenarioText(JSON.stringify({ ...unscripted, id: 'no-script' }), 'plain.json');
    if (!plain.ok) throw new Error(plain.error.message);
    const seeded = new Timeline(plain.value, 9);
    seeded.next();
    const doc = readSave(savePage(seeded).charge);
    expect(doc.ok && doc.value.dice).toEqual({ kind: 'seeded', seed: 9, state: 9 });
    expect(seeded.nextDie()).toEqual({ from: 'seeded' });
  });

  it('refuses a bad save with the engine codes of machines/save.ts', () => {
    const t = timeline();
    t.next();
    t.next();
    const text = JSON.stringify(savePage(t));
    const code = (s: string) => {
      const r = openSave(s, 'x.json');
      return r.ok ? 'ok' : r.error.code;
    };
    expect(code(text)).toBe('ok');
    expect(code(text.slice(0, 200))).toBe('save/truncated');
    expect(code('{"kind":"other"}')).toBe('save/malformed');
    expect(code('not json')).toBe('save/malformed');
    const doc = JSON.parse(text);
    expect(code(JSON.stringify({ ...doc, version: 2 }))).toBe('save/wrong-version');
    expect(code(JSON.stringify({ ...doc, cursor: 'one' }))).toBe('save/malformed');
    expect(code(JSON.stringify({ ...doc, charge: { ...doc.charge, version: 9 } }))).toBe(
      'save/wrong-version',
    );
    const tampered = { ...doc, charge: { ...doc.charge, events: [{ type: 'AUTO_ROLL' }] } };
    expect(code(JSON.stringify(tampered))).toBe('save/tampered');
    const other = { ...doc.charge.ruleset, hash: '0000000000000000' };
    const body = { ...doc.charge, ruleset: other };
    delete body.checksum;
    expect(code(JSON.stringify({ ...doc, charge: { ...body, checksum: hashOf(body) } }))).toBe(
      'save/ruleset-mismatch',
    );
    const r = openSave(text.slice(0, 200), 'cut.json');
    expect(!r.ok && r.error.message.startsWith('cut.json: ')).toBe(true);
    // The cursor is clamped into the events.
    const far = openSave(JSON.stringify({ ...doc, cursor: 99 }), 'x.json');
    expect(far.ok && far.value.cursor).toBe(2);
  });

  it('draws every counter and the moves of the log', () => {
    const t = timeline();
    while (!t.session.done) t.next();
    const s = t.session.state;
    const svg = renderMap(s, t.latestFrom, { hexsides: true, zoc: true, labels: LABELS.en });
    expect(withClass(svg, 'counter').length).toBe(s.board.units.length);
    expect(withClass(svg, 'hex').length).toBe(s.board.width * s.board.height);
    const moves = movesOf(s.log, 0);
    for (const e of s.log.filter((x) => typeof x.params.path === 'string')) {
      expect(moves.some((m) => m.key === e.key)).toBe(true);
    }
  });
});

/** A shipped lesson's timeline from seed 5, played by Next (its script, then the generator; default choices). */
function played(file: string, seed = 5): Timeline {
  const l = loadShippedScenario(file);
  if (!l.ok) throw new Error(l.error.message);
  const t = new Timeline(l.value, seed);
  for (let i = 0; i < 100 && !t.session.done; i++) expect(t.next().ok).toBe(true);
  return t;
}

describe('a lesson plays its own dice: its script first, then the seeded generator', () => {
  it('every shipped lesson ends as `hexcharge run` plays it (its script, default choices)', () => {
    for (const s of shippedScenarios()) {
      const l = loadShippedScenario(s.file);
      if (!l.ok) throw new Error(l.error.message);
      const cli = new ChargeSession({
        scenario: l.value.scenario,
        ruleset: l.value.ruleset,
        dice: l.value.scenario.dice?.script
          ? scriptSource(l.value.scenario.dice.script)
          : {
              kind: 'seeded',
              seed: l.value.scenario.dice?.seed ?? 1,
              state: l.value.scenario.dice?.seed ?? 1,
            },
      });
      expect(cli.runToEnd().ok, s.file).toBe(true);
      const t = played(s.file);
      expect(t.session.state.ending, s.file).toEqual(cli.state.ending);
      expect(
        t.session.state.log.map((e) => e.key),
        s.file,
      ).toEqual(cli.state.log.map((e) => e.key));
    }
  });

  it('Overwhelming odds (19.7.1): the defenders surrender', () => {
    const t = played('data/scenarios/13-overwhelming.json');
    expect(t.session.state.ending?.defenders.status).toBe('surrendered');
    expect(t.session.state.removed.map((r) => [r.unit.id, r.reason])).toEqual([['au-ir4', 'surrendered']]);
    expect(endingText(t.session.state.ending!, 'en')).toBe(
      'melee at 6:1, attackers disordered, defenders surrendered',
    );
  });

  it('the reference charge ends as `npm start` prints it', () => {
    const t = played(FILE, 3);
    expect(endingText(t.session.state.ending!, 'en')).toBe(
      'melee at 2:1, attackers routed, defenders routed, not-recalled',
    );
  });

  it('the prompt names the scripted die before it is rolled, and the script advances only when it rolls', () => {
    const l = loadShippedScenario(FILE);
    if (!l.ok) throw new Error(l.error.message);
    const t = new Timeline(l.value, 3);
    expect(t.scripted).toBe(true);
    expect(t.nextDie()).toEqual({ from: 'script', value: 53 });
    expect(t.roll().ok).toBe(true);
    expect(t.events).toEqual([{ type: 'AUTO_ROLL' }]);
    expect(t.nextDie()).toEqual({ from: 'script', value: 2 });
    // A typed die answers the request; the script's next value waits for the next request.
    expect(t.send({ type: 'ROLL', value: 1 as never }).ok).toBe(true);
    expect(t.nextDie()).toEqual({ from: 'script', value: 2 });
  });

  it('once the script has run out, the generator of the seed rolls, in order, and the same after a save', () => {
    const l = loadShippedScenario(FILE);
    if (!l.ok) throw new Error(l.error.message);
    const short = loadScenarioText(
      JSON.stringify({ ...(l.value.json as object), id: 'short-script', dice: { script: [53] } }),
      'short.json',
    );
    if (!short.ok) throw new Error(short.error.message);
    const t = new Timeline(short.value, 4);
    expect(t.nextDie()).toEqual({ from: 'script', value: 53 });
    t.next();
    expect(t.nextDie()).toEqual({ from: 'seeded' });
    // The rolls after the script are the seeded generator's draws for the same requests, in order.
    let gen: DiceSource = { kind: 'seeded', seed: 4, state: 4 };
    const expected: number[] = [];
    for (let i = 0; i < 100 && !t.session.done; i++) {
      const p = t.session.pending;
      if (p?.kind === 'roll') {
        const d = rollFrom(gen, p);
        if (!d.ok) throw new Error(d.error.message);
        gen = d.value.source;
        expected.push(d.value.roll.value as number);
      }
      expect(t.next().ok).toBe(true);
    }
    expect(t.session.done).toBe(true);
    const rolled = t.events.filter((e) => e.type === 'ROLL').map((e) => (e as { value: number }).value);
    expect(rolled).toEqual(expected);
    expect(rolled.length).toBeGreaterThan(1);
    // Back to the first draw after the script, and Next draws the same again.
    t.goTo(1);
    expect(t.next().ok).toBe(true);
    expect(t.events[1]).toEqual({ type: 'ROLL', value: expected[0] });
    const read = openSave(JSON.stringify(savePage(t)), 'short-save.json');
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.seed).toBe(4);
    const again = new Timeline(read.value.loaded, read.value.dice, read.value.events, 1, read.value.seed);
    again.restart();
    for (let i = 0; i < 100 && !again.session.done; i++) again.next();
    expect(again.session.state.log).toEqual(new Timeline(short.value, 4, t.events).session.state.log);
  });
});
