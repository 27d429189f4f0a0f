import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadRuleset } from '../../cli/load.ts';
import { ChargeSession } from '../../machines/session.ts';
import { parseHexLabel, validateScenario } from '../../src/data/index.ts';
import { type DiceSource, manualSource, scriptSource } from '../../src/dice/index.ts';
import { hexLabel } from '../../src/model/coord.ts';
import { boardLines, load } from '../support/charges.ts';

const ruleset = (() => {
  const r = loadRuleset('data/rulesets/la-bataille.json');
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
})();

/** A shipped scenario's JSON, changed by `edit`, validated like any file. */
function variant(file: string, edit: (json: Record<string, unknown>) => void) {
  const json = JSON.parse(readFileSync(`data/scenarios/${file}`, 'utf8')) as Record<string, unknown>;
  edit(json);
  const s = validateScenario(json, `variant of ${file}`, ruleset);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

/** A hex from its label. */
const c = (label: string) => parseHexLabel(label)!;

function session(file: string, dice: DiceSource = manualSource()) {
  return new ChargeSession({ ...load(file), dice });
}

describe('player decisions are events with a documented default', () => {
  it('holding the leader back leaves his +2 off the melee roll (step 5)', () => {
    const s = session('11-recall-trample.json');
    for (const v of [55, 1, 11] as const) expect(s.roll(v).ok).toBe(true);
    expect(s.pending).toMatchObject({ kind: 'choice', what: 'use-leader', side: 'french', defaultOption: 0 });
    expect(s.choose(1).ok).toBe(true);
    expect(s.roll(55).ok).toBe(true);
    const roll = s.state.log.find((e) => e.key === 'melee.roll')!;
    expect(roll.arithmetic).toBe('d66 55 = 55 at 3:1: DR');
    expect(s.state.log.some((e) => e.key === 'leader.held')).toBe(true);
  });

  it('recalled cavalry may decline to trample (19.8)', () => {
    const s = session('11-recall-trample.json', scriptSource([55, 1, 11, 55, 6]));
    while (s.pending?.kind !== 'choice' || s.pending.what !== 'trample') {
      const r = s.pending?.kind === 'choice' ? s.chooseDefault() : s.autoRoll();
      expect(r.ok).toBe(true);
    }
    expect(s.pending.side).toBe('french');
    expect(s.pending.options).toEqual([
      {
        id: '0',
        say: {
          key: 'option.trample',
          params: { unit: 'IR 4 Hoch- und Deutschmeister', increments: 3, cost: 15 },
        },
        unit: 'au-ir4',
      },
      { id: 'none', say: { key: 'option.no-trample', params: {} } },
    ]);
    expect(s.choose(1).ok).toBe(true);
    expect(s.runToEnd().ok).toBe(true);
    expect(boardLines(s.state)).toEqual([
      '0005 au-ir4 6/6 routed',
      '0811 fr-cuirassiers 8/8 disordered exhausted',
    ]);
    expect(s.state.log.some((e) => e.key === 'trample.none')).toBe(true);
  });

  it('two vacated target hexes: the player picks the one to advance into (19.10)', () => {
    const scenario = variant('07-lone-unsupplied-artillery.json', (j) => {
      (j.units as unknown[]).push({
        ...(j.units as Record<string, unknown>[])[1],
        id: 'au-bty-2',
        name: 'Fussbatterie Nr. 4',
        at: '0911',
      });
      (j.charge as { targets: string[] }).targets.push('0911');
    });
    const s = new ChargeSession({ scenario, ruleset, dice: manualSource() });
    expect(s.pending).toMatchObject({
      kind: 'choice',
      what: 'advance-hex',
      side: 'french',
      subject: { units: ['fr-hussars'], hexes: [c('0811'), c('0911')] },
      say: { key: 'request.advance-hex', params: {} },
      defaultOption: 0,
    });
    expect(s.pending?.kind === 'choice' && s.pending.options).toEqual(
      ['0811', '0911'].map((hex, i) => ({
        id: String(i),
        say: { key: 'option.hex', params: { hex } },
        hex: c(hex),
        path: [c(hex)],
      })),
    );
    expect(s.choose(1).ok).toBe(true);
    expect(s.done).toBe(true);
    expect(boardLines(s.state)).toEqual(['0911 fr-hussars 6/6 good tired']);
  });

  it('among equal rout paths the player chooses; the default is the first (13.2.4)', () => {
    const s = session('03-stand-failed-rout.json');
    expect(s.roll(22).ok).toBe(true);
    const p = s.pending;
    expect(p?.kind).toBe('choice');
    if (p?.kind !== 'choice') return;
    expect(p.what).toBe('retreat-path');
    expect(p.side).toBe('austrian');
    expect(p.subject.units).toEqual(['au-ir4']);
    expect(p.options.length).toBeGreaterThan(1);
    const second = p.options[1]!.path!;
    expect(s.choose(1).ok).toBe(true);
    const routed = s.state.board.units.find((u) => u.id === 'au-ir4')!;
    expect(hexLabel(routed.at)).toBe(hexLabel(second[second.length - 1]!));
  });
});

describe('refused events change nothing and say why', () => {
  it('refuses a roll while a choice is pending, a d66 with a 7, a choice out of range, and anything after the end', () => {
    const s = session('11-recall-trample.json');
    for (const v of [55, 1, 11] as const) s.roll(v);
    const before = s.state;
    const a = s.roll(43);
    expect(a.ok ? '' : a.error.code).toBe('event/not-allowed');
    const b = s.choose(7);
    expect(b.ok ? '' : b.error.code).toBe('event/bad-choice');
    expect(s.state).toBe(before);
    s.chooseDefault();
    const c = s.roll(47);
    expect(c.ok ? '' : c.error.code).toBe('dice/out-of-range');
    const d = s.roll('four');
    expect(d.ok ? '' : d.error.code).toBe('dice/not-a-number');
    const e = s.autoRoll();
    expect(e.ok ? '' : e.error.code).toBe('dice/manual-needs-roll');
    s.roll(55);
    while (!s.done) expect((s.pending?.kind === 'choice' ? s.chooseDefault() : s.roll(6)).ok).toBe(true);
    const end = s.state;
    const f = s.roll(11);
    expect(f.ok ? '' : f.error.code).toBe('event/charge-over');
    expect(s.state).toBe(end);
  });
});

describe('save mid-charge and resume', () => {
  it('a persisted snapshot taken after the stand check resumes to the same log and board', () => {
    const l = load('01-reference-charge.json');
    const whole = new ChargeSession({ ...l, dice: scriptSource(l.scenario.dice!.script!) });
    whole.runToEnd();
    const first = new ChargeSession({ ...l, dice: scriptSource(l.scenario.dice!.script!) });
    first.autoRoll();
    first.autoRoll();
    const saved = JSON.parse(JSON.stringify(first.persisted()));
    const resumed = new ChargeSession({ ...l, dice: manualSource() }, saved);
    expect(resumed.step).toBe(first.step);
    expect(resumed.runToEnd().ok).toBe(true);
    expect(resumed.state.log).toEqual(whole.state.log);
    expect(resumed.state.board).toEqual(whole.state.board);
  });
});
