import { fail, ok, type Result } from '../src/errors.ts';
import {
  addF,
  type BigFraction,
  bigFraction,
  compareF,
  parseF,
  toNumberF,
} from '../src/math/fraction-big.ts';
import { type AdviceOptions, adviseChoice } from './advice.ts';
import type { ChoiceAdvice, OptionAdvice, PlainRow } from './analysis/advice-plain.ts';
import { describeValue, thrownText } from './plain.ts';
import type { SaveDocument } from './save.ts';
import type { ChargeSession } from './session.ts';
import { guarded } from './total.ts';

/**
 * What the exact-value bot maximises over the exact outcome distribution of each option:
 * - "defenders-rout-or-surrender": the chance that the defending side ends routed or surrendered;
 * - "defenders-lost": the expected increments lost by the defending side (a charging player's aim);
 * - "attackers-lost": the expected increments lost by the charging side (a defending player's aim);
 * - a function of the host, given each option's advice (and the whole advice), returning a number.
 */
export type ChoiceObjective =
  | 'defenders-rout-or-surrender'
  | 'defenders-lost'
  | 'attackers-lost'
  | ((option: OptionAdvice, advice: ChoiceAdvice) => number);

/** The objectives named by a string. */
export const CHOICE_OBJECTIVES = Object.freeze([
  'defenders-rout-or-surrender',
  'defenders-lost',
  'attackers-lost',
] as const);

/** One option and its objective value. */
export interface OptionValue {
  readonly option: number;
  /** The objective's value (a named objective's exact value as a decimal). */
  readonly value: number;
  /** A named objective's exact value, "n/d" (absent for a host's function). */
  readonly exact?: string;
}

/** The exact-value bot's pick at a pending choice, with the advisor's numbers behind it. */
export interface BestChoice {
  /** The option to choose (what `session.choose` takes). */
  readonly option: number;
  /** Its objective value. */
  readonly value: number;
  /** Every option's objective value, in option order. */
  readonly values: readonly OptionValue[];
  /** The advisor's odds of every option (adviseChoice), the numbers the values come from. */
  readonly advice: ChoiceAdvice;
}

/** The exact chance of the rows with these labels. */
function chanceOf(rows: readonly PlainRow[], labels: readonly string[]): BigFraction {
  let acc = bigFraction(0);
  for (const r of rows) if (labels.includes(r.label)) acc = addF(acc, parseF(r.p) ?? bigFraction(0));
  return acc;
}

/** A named objective's exact value for one option. */
function exactValue(objective: (typeof CHOICE_OBJECTIVES)[number], o: OptionAdvice): BigFraction {
  if (objective === 'defenders-rout-or-surrender') return chanceOf(o.defenderFate, ['routed', 'surrendered']);
  const mean = objective === 'defenders-lost' ? o.defenderLostMean : o.attackerLostMean;
  return parseF(mean.p) ?? bigFraction(0);
}

/** The values of every option under the objective, or a refusal when a host's function misbehaves. */
function valuesOf(objective: ChoiceObjective, advice: ChoiceAdvice): Result<OptionValue[]> {
  const out: OptionValue[] = [];
  for (const o of advice.options) {
    if (typeof objective === 'function') {
      let v: unknown;
      try {
        v = objective(o, advice);
      } catch (e) {
        return fail('api/bad-argument', `the objective threw on option ${o.option}: ${thrownText(e)}`);
      }
      if (typeof v !== 'number' || Number.isNaN(v))
        return fail('api/bad-argument', `the objective must return a number: got ${describeValue(v)}`);
      out.push({ option: o.option, value: v });
    } else {
      const x = exactValue(objective, o);
      out.push({ option: o.option, value: toNumberF(x), exact: `${x.n}/${x.d}` });
    }
  }
  return ok(out);
}

/** Whether option value a is better than b (exactly for named objectives). */
function better(a: OptionValue, b: OptionValue): number {
  if (a.exact !== undefined && b.exact !== undefined) return compareF(parseF(a.exact)!, parseF(b.exact)!);
  return a.value - b.value;
}

/**
 * The exact-value bot: the option of the pending choice that maximises `objective` over the exact
 * outcome distribution of the charge under each option (adviseChoice: later rolls branch on every
 * face, later choices take their defaults). Ties go to the documented default when it is among the
 * best, else to the lowest option. Refuses what adviseChoice refuses (advise/no-choice when a roll is
 * pending or the charge is over, analysis/too-large over the budget), api/bad-argument for an
 * objective that is none of the named ones nor a function returning numbers. Never throws.
 */
export function bestChoice(
  charge: ChargeSession | SaveDocument | string,
  objective: ChoiceObjective,
  options?: AdviceOptions,
): Result<BestChoice> {
  return guarded('bestChoice', () => pick(charge, objective, options));
}

function pick(
  charge: ChargeSession | SaveDocument | string,
  objective: ChoiceObjective,
  options: AdviceOptions | undefined,
): Result<BestChoice> {
  if (typeof objective !== 'function' && !CHOICE_OBJECTIVES.includes(objective)) {
    return fail(
      'api/bad-argument',
      `the objective must be ${CHOICE_OBJECTIVES.join(', ')} or a function: got ${describeValue(objective)}`,
    );
  }
  const advice = adviseChoice(charge, options);
  if (!advice.ok) return advice;
  const values = valuesOf(objective, advice.value);
  if (!values.ok) return values;
  const vs = values.value;
  let best = vs[advice.value.defaultOption] ?? vs[0]!;
  for (const v of vs) {
    const d = better(v, best);
    if (d > 0 || (d === 0 && tieWins(v, best, advice.value))) best = v;
  }
  return ok({ option: best.option, value: best.value, values: vs, advice: advice.value });
}

/** On a tie, the default keeps its place; otherwise the lower option wins. */
function tieWins(v: OptionValue, best: OptionValue, advice: ChoiceAdvice): boolean {
  return best.option !== advice.defaultOption && v.option < best.option;
}
