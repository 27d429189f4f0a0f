// What a roll of each of the rules' dice looks like (RollInput), checked twice: by the compiler, whose
// `@ts-expect-error` lines fail the typecheck (npx tsc) if a type lets a wrong roll through, and by the
// engine at run time, which refuses what does not fit with a dice/... code and changes nothing.
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type ChargeEvent,
  type ChargeSession,
  createCharge,
  loadScenarioFromJson,
} from '../../machines/index.ts';
import type { D66Value, Face, HostRoll, RollDice, RollInput } from '../../src/dice/index.ts';
import type { RollRequest } from '../../src/procedure/state.ts';
import { text } from '../support/reliability.ts';

/** A charge of the reference scenario with dice rolled by hand: its stand check waits for a d66. */
function manualCharge(): ChargeSession {
  const l = loadScenarioFromJson(text('data/scenarios/01-reference-charge.json'));
  if (!l.ok) throw new Error(l.error.message);
  const c = createCharge({ ...l.value, dice: 'manual' });
  if (!c.ok) throw new Error(c.error.message);
  return c.value;
}

/** Takes a roll of dice D: the compiler checks the argument against RollInput<D>. */
const rollOf =
  <D extends RollDice>() =>
  (v: RollInput<D>) =>
    v;

describe('the types of a roll, by dice', () => {
  it('the dice a request asks for are the dice RollInput describes', () => {
    expectTypeOf<RollRequest['dice']>().toEqualTypeOf<RollDice>();
  });

  it('a d66 is two faces read tens then units: 11..66 without a 0 or a 7, [tens, units], or typed text', () => {
    // biome-ignore format: the 36 values of a d66, as a table
    expectTypeOf<D66Value>().toEqualTypeOf<
      | 11 | 12 | 13 | 14 | 15 | 16 | 21 | 22 | 23 | 24 | 25 | 26 | 31 | 32 | 33 | 34 | 35 | 36
      | 41 | 42 | 43 | 44 | 45 | 46 | 51 | 52 | 53 | 54 | 55 | 56 | 61 | 62 | 63 | 64 | 65 | 66
    >();
    const d66 = rollOf<'d66'>();
    expect([d66(43), d66([4, 3]), d66('4 3')]).toEqual([43, [4, 3], '4 3']);
    // @ts-expect-error a d66 has no 7
    d66(47);
    // @ts-expect-error nor a 0
    d66(40);
    // @ts-expect-error a face is 1..6
    d66([4, 7]);
    // @ts-expect-error two dice, not three
    d66([4, 3, 2]);
  });

  it('a d6 is one face', () => {
    const d6 = rollOf<'d6'>();
    expectTypeOf(d6).parameter(0).extract<number>().toEqualTypeOf<Face>();
    // @ts-expect-error no d6 shows 7
    d6(7);
    // @ts-expect-error nor 0
    d6(0);
  });

  it('Nd6 is a total from N to 6N, or its N faces', () => {
    const two = rollOf<'2d6'>();
    const five = rollOf<'5d6'>();
    const eight = rollOf<'8d6'>();
    expect([two(12), two([6, 6]), five(17), five([1, 2, 3, 5, 6]), eight(48)]).toEqual([
      12,
      [6, 6],
      17,
      [1, 2, 3, 5, 6],
      48,
    ]);
    // @ts-expect-error 2d6 cannot total 13
    two(13);
    // @ts-expect-error nor 1
    two(1);
    // @ts-expect-error five dice cannot total 4
    five(4);
    // @ts-expect-error five faces, not three
    five([1, 2, 3]);
    // @ts-expect-error eight dice cannot total 49
    eight(49);
  });

  it('a session rolls what some dice can show, and what the host names when it knows the dice', () => {
    expectTypeOf<Extract<ChargeEvent, { type: 'ROLL' }>['value']>().toEqualTypeOf<HostRoll>();
    const held: number = 43; // what a host's own die roller gives: taken, read against the pending dice
    expect(manualCharge().roll(held).ok).toBe(true);
    const s = manualCharge();
    // @ts-expect-error an object is no roll
    s.roll({});
    // @ts-expect-error nor a boolean
    s.roll(true);
    // @ts-expect-error no d66 has a 7
    s.roll<'d66'>(47);
    // @ts-expect-error nor does the ROLL event take one
    s.send({ type: 'ROLL', value: null });
  });
});

describe('at run time, whatever is sent: a typed refusal, nothing changed', () => {
  it('refuses each wrong roll the types refuse, with its dice/ code, and takes the right one', () => {
    const s = manualCharge();
    expect(s.pending).toMatchObject({ kind: 'roll', dice: 'd66' });
    const code = (v: unknown) => {
      const r = s.roll(v as never);
      return r.ok ? 'taken' : r.error.code;
    };
    expect([{}, true, null, 47, [4, 7], [4, 3, 2], 'x'].map(code)).toEqual([
      'dice/not-a-number',
      'dice/not-a-number',
      'dice/not-a-number',
      'dice/out-of-range',
      'dice/out-of-range',
      'dice/wrong-count',
      'dice/not-a-number',
    ]);
    expect(s.events).toEqual([]);
    expect(s.roll<'d66'>([4, 3]).ok).toBe(true);
    expect(s.events).toEqual([{ type: 'ROLL', value: [4, 3] }]);
  });
});
