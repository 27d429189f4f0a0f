import { describe, expect, it } from 'vitest';
import { plainAdvice } from '../../machines/analysis/advice-plain.ts';
import { oddsOfEachOption, oddsOfEachOptionWithin } from '../../machines/analysis/advise.ts';
import { chancesOfSession } from '../../machines/analysis/exact.ts';
import { adviseChoice, createCharge, saveCharge } from '../../machines/index.ts';
import { ChargeSession } from '../../machines/session.ts';
import { sideBySide } from '../../src/analysis/side-by-side.ts';
import { scriptSource } from '../../src/dice/index.ts';
import { formatF, ONE, ZERO } from '../../src/math/fraction-big.ts';
import { scenarioAt } from '../support/analysis.ts';

const REFERENCE = scenarioAt('data/scenarios/01-reference-charge.json');
const CAVALRY = scenarioAt('data/scenarios/09-cavalry-vs-cavalry.json');

/** A charge played with these dice (default choices) until it waits for a choice. */
function atChoice(loaded: typeof REFERENCE, dice: number[]): ChargeSession {
  const s = new ChargeSession({ ...loaded, dice: scriptSource(dice) });
  while (!s.done && s.pending?.kind === 'roll') {
    const r = s.autoRoll();
    if (!r.ok) throw new Error(r.error.message);
  }
  return s;
}

const fates = (rows: readonly { label: string; p: Parameters<typeof formatF>[0] }[]) =>
  rows.map((r) => `${r.label} ${formatF(r.p)}`);
const dist = (a: ReturnType<typeof chancesOfSession>) => a.outcomes.map((e) => [e.key, formatF(e.p)]);

describe('the odds of every choice: commit the leader or not (reference charge, dice 53, 2, 11)', () => {
  const s = atChoice(REFERENCE, [53, 2, 11]);
  const advice = oddsOfEachOption(s.persisted());

  it('waits for the leader choice and weighs both options, the default first', () => {
    expect(advice.request.what).toBe('use-leader');
    expect(advice.options.map((o) => [o.label, o.isDefault])).toEqual([
      ['commit (+2)', true],
      ['hold the leader back', false],
    ]);
    for (const o of advice.options) expect(o.analysis.total).toEqual(ONE);
    expect(advice.allAlike).toBe(false);
  }, 120_000);

  it('committing the leader doubles the chance that the defender routs (1/9 against 1/18): exact fates', () => {
    const [commit, hold] = advice.options.map((o) => o.analysis.views);
    expect(fates(commit!.defenderFate)).toEqual(['held 61/144', 'disordered 67/144', 'routed 1/9']);
    expect(fates(hold!.defenderFate)).toEqual(['held 23/48', 'disordered 67/144', 'routed 1/18']);
    expect(fates(commit!.attackerFate)).toEqual(['held 5/18', 'disordered 17/27', 'routed 5/54']);
    expect(fates(hold!.attackerFate)).toEqual(['held 5/18', 'disordered 16/27', 'routed 7/54']);
  }, 120_000);

  it('each option is the plain analysis from the charge after that choice; the default is "chances from here"', () => {
    expect(dist(advice.options[0]!.analysis)).toEqual(dist(chancesOfSession(s)));
    advice.options.forEach((o, i) => {
      const after = atChoice(REFERENCE, [53, 2, 11]);
      expect(after.choose(i).ok).toBe(true);
      expect(dist(o.analysis)).toEqual(dist(chancesOfSession(after)));
    });
  }, 120_000);

  it('side by side: one row per fate any option has, 0 where an option never ends that way', () => {
    const rows = sideBySide(
      advice.options.map((o) => o.analysis.views.defenderFate),
      ZERO,
      ['held', 'disordered', 'routed', 'surrendered', 'destroyed'],
    );
    expect(rows.map((r) => [r.label, ...r.p.map(formatF)])).toEqual([
      ['held', '61/144', '23/48'],
      ['disordered', '67/144', '67/144'],
      ['routed', '1/9', '1/18'],
    ]);
    expect(sideBySide([[{ label: '2', p: 1 }], [{ label: '0', p: 1 }]], 0).map((r) => r.label)).toEqual([
      '0',
      '2',
    ]);
  }, 120_000);

  it('the plain advice is JSON as it is, with exact fractions and decimals', () => {
    const plain = plainAdvice(advice);
    expect(JSON.parse(JSON.stringify(plain))).toEqual(plain);
    expect([plain.what, plain.side]).toEqual(['use-leader', 'french']);
    expect(plain.defaultOption).toBe(0);
    expect(plain.options[1]!.defenderFate.find((r) => r.label === 'routed')).toEqual({
      label: 'routed',
      p: '1/18',
      decimal: 0.055555555556,
    });
  }, 120_000);
});

describe('the odds of every retreat path (cavalry against cavalry, dice 44)', () => {
  it('weighs every path offered; the default path is the plain analysis from the choice', () => {
    const s = atChoice(CAVALRY, [44]);
    expect(s.pending?.kind).toBe('choice');
    const advice = oddsOfEachOption(s.persisted());
    expect(advice.request.what).toBe('retreat-path');
    expect(advice.options).toHaveLength(s.pending?.kind === 'choice' ? s.pending.options.length : -1);
    expect(advice.options.filter((o) => o.isDefault)).toHaveLength(1);
    const d = advice.options.find((o) => o.isDefault)!;
    expect(dist(d.analysis)).toEqual(dist(chancesOfSession(s)));
    for (const o of advice.options) expect(o.analysis.total).toEqual(ONE);
  }, 120_000);
});

describe('refusals', () => {
  it('advise/no-choice while a roll is pending and once the charge is over', () => {
    const start = new ChargeSession({ ...REFERENCE, dice: scriptSource([]) });
    const r = oddsOfEachOptionWithin(start.persisted());
    expect(r.ok ? '' : r.error.code).toBe('advise/no-choice');
    expect(r.ok ? '' : r.error.message).toMatch(/a roll is pending at step standCheck/);
    const ended = createCharge({ ...REFERENCE, dice: { seed: 3 } });
    if (!ended.ok) throw new Error(ended.error.message);
    expect(ended.value.runToEnd().ok).toBe(true);
    const e = adviseChoice(ended.value);
    expect(e.ok ? '' : e.error.code).toBe('advise/no-choice');
  });

  it('analysis/too-large over the budget, as a refusal', () => {
    const s = atChoice(REFERENCE, [53, 2, 11]);
    const r = oddsOfEachOptionWithin(s.persisted(), { maxStates: 5 });
    expect(r.ok ? '' : r.error.code).toBe('analysis/too-large');
    const api = adviseChoice(s, { maxStates: 5 });
    expect(api.ok ? '' : api.error.code).toBe('analysis/too-large');
  });

  it('the public entry refuses what is not a session or not options, and never throws', () => {
    const s = atChoice(REFERENCE, [53, 2, 11]);
    for (const [charge, options] of [
      [{}, undefined],
      [null, undefined],
      [s, 7],
      [s, { maxStates: -1 }],
      [s, { maxSeconds: 'soon' }],
      [s, { lang: 'fr' }],
      [s, { onOption: 'yes' }],
    ] as const) {
      const r = adviseChoice(charge as never, options as never);
      expect(r.ok ? '' : r.error.code).toBe('api/bad-argument');
    }
  });
});

describe('adviseChoice, the public entry', () => {
  it('labels in the language asked; progress per option; a throwing callback stops nothing', () => {
    const loaded = createCharge({ ...REFERENCE, dice: { script: [53, 2, 11] } });
    if (!loaded.ok) throw new Error(loaded.error.message);
    const s = loaded.value;
    while (s.pending?.kind === 'roll') s.autoRoll();
    const seen: string[] = [];
    const r = adviseChoice(s, {
      lang: 'es',
      onOption: (i, n) => {
        seen.push(`${i}/${n}`);
        throw new Error('the host is broken');
      },
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(seen).toEqual(['0/2', '1/2']);
    expect(r.value.options.map((o) => o.label)).toEqual(['comprometer (+2)', expect.any(String)]);
    expect(r.value.options[1]!.defenderFate.map((x) => `${x.label} ${x.p}`)).toEqual([
      'held 23/48',
      'disordered 67/144',
      'routed 1/18',
    ]);
    expect(s.pending?.kind).toBe('choice');
    // A save of the charge is resumed first (replayed, never trusted): the same advice.
    const fromSave = adviseChoice(saveCharge(s), { lang: 'es', maxStates: 10_000 });
    if (!fromSave.ok) throw new Error(fromSave.error.message);
    const strip = (a: typeof r.value) => a.options.map((o) => [o.label, o.outcomes.map((e) => e.p)]);
    expect(strip(fromSave.value)).toEqual(strip(r.value));
    const forged = adviseChoice(JSON.stringify({ ...saveCharge(s), events: 'x' }));
    expect(forged.ok ? '' : forged.error.code).toMatch(/^save\//);
  }, 120_000);
});

describe('the odds of hold back or pursue (flight doctrine, 6th edition: scenario 36, the chateau)', () => {
  it('weighs pursuing against staying in the chateau; declining is the analysis after that choice', () => {
    const loaded = scenarioAt('data/scenarios/36-flight-6e-attackers-rout-chateau-declines.json');
    const s = atChoice(loaded, [33, 12]);
    const advice = oddsOfEachOption(s.persisted(), { lang: 'es' });
    expect(advice.request.what).toBe('hold-back');
    expect(advice.request.side).toBe('austrian');
    expect(advice.options.map((o) => [o.id, o.isDefault])).toEqual([
      ['pursue', true],
      ['decline', false],
    ]);
    const after = atChoice(loaded, [33, 12]);
    expect(after.choose(1).ok).toBe(true);
    expect(dist(advice.options[1]!.analysis)).toEqual(dist(chancesOfSession(after)));
    for (const o of advice.options) expect(o.analysis.total).toEqual(ONE);
    expect(dist(advice.options[0]!.analysis)).not.toEqual(dist(advice.options[1]!.analysis));
  }, 120_000);
});
