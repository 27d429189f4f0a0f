// chargeOdds (issue 22, item 3): the exact odds of a charge from the public entry, from a loaded
// scenario's start or from a session's current step, within a budget.
import { type ChargeOdds, chargeOdds, createCharge } from 'hexcharge';
import { describe, expect, it } from 'vitest';
import { summariseOutcome } from '../../src/analysis/outcome.ts';
import { addF, type BigFraction, formatF, mulF, parseF, ZERO } from '../../src/math/fraction-big.ts';
import { goldenChances, readGolden } from '../analysis/golden.ts';
import { atRecall, REF, reference, value } from '../support/odds.ts';

/** The outcomes of odds as "outcome key -> n/d". */
const byOutcome = (o: ChargeOdds) =>
  new Map(o.outcomes.map((e) => [JSON.stringify(e.outcome), e.p] as const));

const exactStart = value(chargeOdds(reference()));

describe('chargeOdds from the start of a loaded scenario', () => {
  it('gives every outcome of the reference charge with the exact probability of its golden distribution', () => {
    const golden = readGolden(REF)!;
    expect(exactStart).toMatchObject({
      scenario: '01-reference-charge',
      ruleset: 'la-bataille',
      from: 'start',
      total: { p: '1', decimal: 1 },
    });
    const want = new Map(
      goldenChances(golden).map((g) => [JSON.stringify(g.outcome), formatF(g.p)] as const),
    );
    expect(exactStart.outcomes).toHaveLength(golden.outcomes.length);
    expect(byOutcome(exactStart)).toEqual(want);
    // most likely first, each decimal the value of its fraction
    expect(exactStart.outcomes[0]!.p).toBe(golden.outcomes[0]!.p);
    for (const e of exactStart.outcomes) {
      const [n, d] = e.p.split('/').map(Number) as [number, number];
      expect(e.decimal).toBeCloseTo(n / (d ?? 1), 11);
    }
  });

  it('is plain data: the same after a JSON round trip', () => {
    expect(JSON.parse(JSON.stringify(exactStart))).toEqual(exactStart);
    const sum = exactStart.defenderFate.reduce<BigFraction>((s, r) => addF(s, parseF(r.p)!), ZERO);
    expect(formatF(sum)).toBe('1');
  });
});

describe('chargeOdds from the current step of a session', () => {
  it('at the recall roll: the odds there are the mean of the odds after each face (law of total probability)', () => {
    // seed 4 answers the stand check, the fire and the melee, the defaults the choices; then the recall (19.8), a d6
    const at = atRecall();
    const here = value(chargeOdds(at));
    expect(here).toMatchObject({ from: 'session', step: at.step, total: { p: '1' } });
    expect(here.outcomes.length).toBeGreaterThan(1);
    const mixed = new Map<string, BigFraction>();
    for (const face of [1, 2, 3, 4, 5, 6] as const) {
      const s = atRecall();
      value(s.roll<'d6'>(face));
      for (const e of value(chargeOdds(s)).outcomes) {
        const k = JSON.stringify(e.outcome);
        mixed.set(k, addF(mixed.get(k) ?? ZERO, mulF(parseF('1/6')!, parseF(e.p)!)));
      }
    }
    expect(new Map([...mixed].map(([k, p]) => [k, formatF(p)]))).toEqual(byOutcome(here));
    // every outcome still possible there is an outcome of the charge from its start
    for (const k of byOutcome(here).keys()) expect(byOutcome(exactStart).has(k)).toBe(true);
  });

  it('at a session that is over: its own outcome, with probability 1', () => {
    const s = value(createCharge({ ...reference(), dice: { seed: 3 } }));
    for (let i = 0; i < 200 && !s.done; i++)
      value(s.pending?.kind === 'roll' ? s.autoRoll() : s.chooseDefault());
    expect(s.done).toBe(true);
    const odds = value(chargeOdds(s));
    expect(odds.outcomes).toEqual([{ p: '1', decimal: 1, outcome: summariseOutcome(s.state) }]);
  });

  it('reads the session, never changes it', () => {
    const s = atRecall();
    const before = JSON.stringify(s.persisted());
    value(chargeOdds(s));
    expect(JSON.stringify(s.persisted())).toBe(before);
    expect(s.pending).toMatchObject({ kind: 'roll', what: 'recall' });
  });
});

describe('the budget', () => {
  it('refuses analysis/too-large over maxStates, with the work done', () => {
    const r = chargeOdds(reference(), { maxStates: 5 });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('analysis/too-large');
    expect(r.error.message).toMatch(
      /^the exact analysis stopped after exploring 6 states .*over its budget of 5 states$/,
    );
  });

  it('gives the odds within a budget they just fit, and refuses one state less', () => {
    const at = atRecall();
    const all = value(chargeOdds(at));
    expect(value(chargeOdds(at, { maxStates: all.states, maxSeconds: 60 })).outcomes).toEqual(all.outcomes);
    expect(chargeOdds(at, { maxStates: all.states - 1 })).toMatchObject({
      ok: false,
      error: { code: 'analysis/too-large' },
    });
  });
});
