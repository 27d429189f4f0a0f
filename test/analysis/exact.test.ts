import { describe, expect, it } from 'vitest';
import { startSnapshot } from '../../machines/analysis/drive.ts';
import { analyzeCharge, chancesFrom, chancesOfSession } from '../../machines/analysis/exact.ts';
import { ChargeSession } from '../../machines/session.ts';
import type { OutcomeChance } from '../../src/analysis/views.ts';
import { scriptSource } from '../../src/dice/index.ts';
import { addF, bigFraction, formatF, ONE, sumF, ZERO } from '../../src/math/fraction-big.ts';
import { scenarioAt } from '../support/analysis.ts';

const P = (entries: readonly OutcomeChance[], keep: (e: OutcomeChance) => boolean) =>
  formatF(sumF(entries.filter(keep).map((e) => e.p)));

const loaded = scenarioAt('test/fixtures/analysis-stand-43.json');
/** The whole analysis of the fixture, shared by the tests below. */
const whole = analyzeCharge({ ...loaded, dice: { kind: 'manual' } });

describe('exact analysis of a hand-worked charge (test/fixtures/analysis-stand-43.json)', () => {
  const a = whole;

  it('a stand check needing more than 43 on the d66 passes 15 times in 36', () => {
    // Disordered line, morale 33, stand modifier -6: passes on raw 44, 45, 46, 51..66 = 15 of 36.
    // Passing means contact and a melee; failing routs the line before contact (no melee).
    expect(P(a.outcomes, (e) => e.outcome.melee !== 'no melee')).toBe('5/12');
    expect(P(a.outcomes, (e) => e.outcome.melee === 'no melee')).toBe('7/12');
  }, 120_000);

  it('after the failed check, recall on d6 + 1 (light cavalry) >= 4: 7/12 x 4/6 = 7/18', () => {
    expect(P(a.outcomes, (e) => e.outcome.melee === 'no melee' && e.outcome.recall === 'recalled')).toBe(
      '7/18',
    );
    expect(P(a.outcomes, (e) => e.outcome.melee === 'no melee' && e.outcome.recall === 'not-recalled')).toBe(
      '7/36',
    );
  }, 120_000);

  it('the distribution sums to exactly 1 and the views agree with it', () => {
    expect(a.total).toEqual(ONE);
    for (const rows of [
      a.views.defenderFate,
      a.views.attackerFate,
      a.views.melee,
      a.views.recall,
      a.views.pursuit,
    ]) {
      expect(rows.reduce((acc, r) => addF(acc, r.p), ZERO)).toEqual(ONE);
    }
  }, 120_000);

  it('merges branches: far fewer states than the 36^n paths', () => {
    expect(a.states).toBeLessThan(500);
  }, 120_000);
});

describe('merging', () => {
  it('records merging (spent melee dice dropped from the key) equals strict merging', () => {
    for (const file of [
      'test/fixtures/analysis-stand-43.json',
      'data/scenarios/09-cavalry-vs-cavalry.json',
    ]) {
      const input = { ...scenarioAt(file), dice: { kind: 'manual' } as const };
      const r = analyzeCharge(input, 'records');
      const s = analyzeCharge(input, 'strict');
      expect(r.states).toBeLessThanOrEqual(s.states);
      expect(r.outcomes.map((e) => [e.key, formatF(e.p)])).toEqual(
        s.outcomes.map((e) => [e.key, formatF(e.p)]),
      );
    }
  }, 300_000);
});

describe('chances from here', () => {
  it('after a failed stand check there is no melee, and recall is 4/6', () => {
    const session = new ChargeSession({ ...loaded, dice: { kind: 'manual' } });
    expect(session.roll(43).ok).toBe(true); // 43 - 6 = 33, not above morale 33: fails, the line routs
    const here = chancesOfSession(session);
    expect(formatF(here.total)).toBe('1');
    expect(P(here.outcomes, (e) => e.outcome.melee === 'no melee')).toBe('1');
    expect(P(here.outcomes, (e) => e.outcome.recall === 'recalled')).toBe('2/3');
  }, 120_000);

  it('from the start snapshot it equals the whole analysis, and the start is the 15/36 : 21/36 mixture of the two branches', () => {
    const input = { ...loaded, dice: scriptSource([]) };
    const fromStart = chancesFrom(startSnapshot(input));
    const pass = new ChargeSession({ ...loaded, dice: { kind: 'manual' } });
    pass.roll(44);
    const fail = new ChargeSession({ ...loaded, dice: { kind: 'manual' } });
    fail.roll(43);
    const a = whole;
    expect(fromStart.outcomes.map((e) => [e.key, formatF(e.p)])).toEqual(
      a.outcomes.map((e) => [e.key, formatF(e.p)]),
    );
    const pp = chancesOfSession(pass);
    const pf = chancesOfSession(fail);
    const noMelee = (x: typeof a) =>
      sumF(x.outcomes.filter((e) => e.outcome.melee === 'no melee').map((e) => e.p));
    expect(noMelee(pp)).toEqual(ZERO);
    const mixed = addF(
      bigFraction(15n * noMelee(pp).n, 36n * noMelee(pp).d),
      bigFraction(21n * noMelee(pf).n, 36n * noMelee(pf).d),
    );
    expect(formatF(mixed)).toBe(formatF(noMelee(a)));
  }, 120_000);
});
