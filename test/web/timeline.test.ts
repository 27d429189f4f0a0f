import { describe, expect, it } from 'vitest';
import { loadScenarioText, loadShippedScenario, shippedRulesets, shippedScenarios } from '../../web/data.ts';
import { LABELS } from '../../web/i18n.ts';
import { movesOf, renderMap } from '../../web/map.ts';
import { agreesWithSnapshot, readSaveDocument, saveDocument, Timeline } from '../../web/timeline.ts';

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
    const end = t.session.state.log.map((e) => e.text);
    const n = t.cursor;
    t.back();
    expect(t.cursor).toBe(n - 1);
    expect(t.latestFrom).toBeLessThanOrEqual(t.session.state.log.length);
    t.next();
    expect(t.session.state.log.map((e) => e.text)).toEqual(end);
    t.goTo(0);
    expect(t.events.length).toBe(n);
    t.goTo(n);
    expect(t.session.done).toBe(true);
    t.restart();
    expect(t.events.length).toBe(0);
  });

  it('refuses a bad die without changing anything, and drops the future when a new event is sent', () => {
    const t = timeline();
    const r = t.send({ type: 'ROLL', value: 77 });
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

  it('saves and loads a charge in progress', () => {
    const t = timeline();
    for (let i = 0; i < 4; i++) t.next();
    t.back();
    const doc = JSON.parse(JSON.stringify(saveDocument(t, true)));
    const read = readSaveDocument(doc, 'save.json');
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const again = new Timeline(t.loaded, read.value.seed, read.value.events, read.value.cursor);
    expect(agreesWithSnapshot(again, read.value.snapshot)).toBe(true);
    expect(again.session.state.log).toEqual(t.session.state.log);
    expect(readSaveDocument({ kind: 'other' }, 'x.json').ok).toBe(false);
  });

  it('draws every counter and the moves of the log', () => {
    const t = timeline();
    while (!t.session.done) t.next();
    const s = t.session.state;
    const svg = renderMap(s, t.latestFrom, { hexsides: true, zoc: true, labels: LABELS.en });
    expect(svg.match(/class="counter/g)?.length).toBe(s.board.units.length);
    expect(svg.match(/class="hex"/g)?.length).toBe(s.board.width * s.board.height);
    const moves = movesOf(s.log, s.attackerHex, 0);
    for (const e of s.log.filter((x) => typeof x.params.path === 'string')) {
      expect(moves.some((m) => m.key === e.key)).toBe(true);
    }
  });
});
