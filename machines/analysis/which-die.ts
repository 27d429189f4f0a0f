import { type ChargeOutcome, summariseOutcome } from '../../src/analysis/outcome.ts';
import { outcomes, type RollInput, scriptSource } from '../../src/dice/index.ts';
import { fail, ok, type Result } from '../../src/errors.ts';
import {
  addF,
  type BigFraction,
  bigFraction,
  compareF,
  mulF,
  subF,
  ZERO,
} from '../../src/math/fraction-big.ts';
import type { RollRequest } from '../../src/procedure/state.ts';
import type { ChargeInput } from '../charge.ts';
import { type ChargeSnapshot, stepName } from '../session.ts';
import { guarded } from '../total.ts';
import { startSnapshot, step } from './drive.ts';
import { type AnalysisBudget, AnalysisTooLarge, ExactAnalyzer } from './exact.ts';
import { ScriptRefused } from './script-refused.ts';

/** How a charge ended, as "which die mattered" weighs it: each side's fate. */
export interface FatesEnding {
  readonly attacker: ChargeOutcome['attackerFate'];
  readonly defender: ChargeOutcome['defenderFate'];
}

/** One value a die could have shown: its chance, and the chance of the charge's actual ending after it. */
export interface DieFace {
  readonly value: number;
  readonly chance: BigFraction;
  readonly ending: BigFraction;
}

/** One roll of a played charge weighed: what it was, and how much its result moved the ending. */
export interface DieWeight {
  /** The roll's number in the charge, from 1. */
  readonly index: number;
  readonly step: string;
  readonly request: RollRequest;
  readonly value: number;
  /** The chance of the charge's actual ending (both fates) just before this roll, and just after it. */
  readonly before: BigFraction;
  readonly after: BigFraction;
  /**
   * How far this roll moved the distribution of endings: the total variation distance between the
   * fates' joint distribution before the roll and after it (0: it changed nothing; 1: all of it).
   */
  readonly swing: BigFraction;
  /** Every value the dice could have shown, lowest first. */
  readonly faces: readonly DieFace[];
}

/** The rolls of a played charge weighed against each other, from the exact analysis. */
export interface WhichDie {
  readonly ending: FatesEnding;
  readonly rolls: readonly DieWeight[];
  /** The position in `rolls` of the roll that moved the ending most (the first of equals); undefined with no roll. */
  readonly most: number | undefined;
}

const fatesOf = (o: ChargeOutcome): string => `${o.attackerFate}|${o.defenderFate}`;

/** The joint distribution of both sides' fates from a snapshot, as exact fractions by "attacker|defender". */
function fatesFrom(a: ExactAnalyzer, snap: ChargeSnapshot): Map<string, BigFraction> {
  const d = a.distribution(snap);
  const sums = new Map<string, bigint>();
  for (const [k, v] of d.nums) {
    const f = fatesOf(a.outcome(k)!);
    sums.set(f, (sums.get(f) ?? 0n) + v);
  }
  return new Map([...sums].map(([f, n]) => [f, n === 0n ? ZERO : bigFraction(n, d.den)]));
}

/** Half the sum of the absolute differences of two distributions over the same labels. */
function totalVariation(
  p: ReadonlyMap<string, BigFraction>,
  q: ReadonlyMap<string, BigFraction>,
): BigFraction {
  let sum = ZERO;
  for (const label of new Set([...p.keys(), ...q.keys()])) {
    const d = subF(p.get(label) ?? ZERO, q.get(label) ?? ZERO);
    sum = addF(sum, compareF(d, ZERO) < 0 ? subF(ZERO, d) : d);
  }
  return mulF(sum, bigFraction(1n, 2n));
}

/**
 * Weighs every roll of a charge played with scripted dice (`dice`, one value a roll; `choices`, the
 * options taken at its choices, from 0, then the defaults): for each roll, the chance of the ending the
 * charge reached before and after it, how far it moved the distribution of both sides' fates, and what
 * each other value would have left of that ending. The roll with the largest move is the die that
 * mattered most. Later rolls branch on every value, later choices take their defaults, as in the odds.
 Refused (never thrown) when the script is short (dice/script-exhausted) or holds a value a roll cannot
 * take (dice/out-of-range), or when the analysis is over its budget (analysis/too-large).
 */
export function whichDieMattered(
  input: Omit<ChargeInput, 'dice'>,
  dice: readonly number[],
  choices: readonly number[] = [],
  budget: AnalysisBudget = {},
): Result<WhichDie> {
  return guarded('whichDieMattered', () => {
    try {
      return ok(weigh(input, dice, choices, budget));
    } catch (e) {
      if (e instanceof AnalysisTooLarge || e instanceof ScriptRefused) return fail(e.code, e.message);
      throw e;
    }
  });
}

function weigh(
  input: Omit<ChargeInput, 'dice'>,
  dice: readonly number[],
  choices: readonly number[],
  budget: AnalysisBudget,
): WhichDie {
  const a = new ExactAnalyzer(budget);
  let snap = startSnapshot({ ...input, dice: scriptSource(dice) });
  const played: {
    snap: ChargeSnapshot;
    next: ChargeSnapshot;
    request: RollRequest;
    value: number;
    at: string;
  }[] = [];
  let chosen = 0;
  for (let guard = 0; snap.status === 'active' && guard < 10_000; guard++) {
    const p = snap.context.pending;
    if (p?.kind === 'choice') {
      const option = choices[chosen++];
      snap = step(snap, option === undefined ? { type: 'CHOOSE_DEFAULT' } : { type: 'CHOOSE', option });
      continue;
    }
    if (p?.kind !== 'roll') throw new Error(`the charge waits for nothing at step ${stepName(snap)}`);
    const value = dice[played.length];
    if (value === undefined) throw ScriptRefused.ranOut(dice.length, p);
    const at = stepName(snap);
    const next = ScriptRefused.rolled(snap);
    played.push({ snap, next, request: p, value, at });
    snap = next;
  }
  if (snap.status !== 'done') throw new Error('the charge did not end');
  const outcome = summariseOutcome(snap.context);
  const ending = fatesOf(outcome);
  const rolls: DieWeight[] = played.map((r, i) => {
    const before = fatesFrom(a, r.snap);
    const after = fatesFrom(a, r.next);
    const faces = outcomes(r.request.dice).map((o) => ({
      value: o.value,
      chance: bigFraction(BigInt(o.weight), BigInt(o.total)),
      ending: fatesFrom(a, step(r.snap, { type: 'ROLL', value: o.value as RollInput })).get(ending) ?? ZERO,
    }));
    return {
      index: i + 1,
      step: r.at,
      request: r.request,
      value: r.value,
      before: before.get(ending) ?? ZERO,
      after: after.get(ending) ?? ZERO,
      swing: totalVariation(before, after),
      faces,
    };
  });
  let most: number | undefined;
  rolls.forEach((r, i) => {
    if (most === undefined || compareF(r.swing, rolls[most]!.swing) > 0) most = i;
  });
  return { ending: { attacker: outcome.attackerFate, defender: outcome.defenderFate }, rolls, most };
}
