import type { Claim } from '../../src/analysis/claim.ts';
import { type ChargeOutcome, summariseOutcome } from '../../src/analysis/outcome.ts';
import { outcomes, type RollInput, scriptSource } from '../../src/dice/index.ts';
import { type BigFraction, bigFraction, ZERO } from '../../src/math/fraction-big.ts';
import { describePending } from '../../src/narration/narrate.ts';
import type { Ending } from '../../src/procedure/ending.ts';
import type { LogEntry } from '../../src/procedure/log.ts';
import type { RollRequest } from '../../src/procedure/state.ts';
import type { ChargeInput } from '../charge.ts';
import { type ChargeSnapshot, stepName } from '../session.ts';
import { startSnapshot, step } from './drive.ts';
import { ExactAnalyzer } from './exact.ts';

/** One roll of a replayed charge: where it was asked, what was rolled, and the claim's chance before and after. */
export interface ReplayRoll {
  readonly index: number;
  readonly step: string;
  readonly request: RollRequest;
  readonly value: number;
  /** Chance of the claim just before this roll, and just after it. */
  readonly before: BigFraction;
  readonly after: BigFraction;
  /** Log entries this roll wrote. */
  readonly log: readonly LogEntry[];
  /** For the roll where the claim became impossible: each value of the die with the claim's chance after it. */
  readonly alternatives?: readonly { readonly value: number; readonly p: BigFraction }[];
}

/** A charge replayed with scripted dice and checked against a claim. */
export interface ClaimCheck {
  readonly right: boolean;
  /** What the charge actually gives for the claim's subject. */
  readonly actual: string;
  readonly outcome: ChargeOutcome;
  /** How the charge ended (what decided it, each side's end). */
  readonly ending: Ending | undefined;
  readonly rolls: readonly ReplayRoll[];
  /** The roll after which the claim could no longer happen (undefined when right, or impossible from the start). */
  readonly divergence?: ReplayRoll;
  /** Chance of the claim before any die was rolled. */
  readonly prior: BigFraction;
  /** Script entries left unused. */
  readonly unusedDice: number;
}

function chanceOf(a: ExactAnalyzer, snap: ChargeSnapshot, claim: Claim): BigFraction {
  const d = a.distribution(snap);
  let num = 0n;
  for (const [k, v] of d.nums) if (claim.read(a.outcome(k)!) === claim.value) num += v;
  return num === 0n ? ZERO : bigFraction(num, d.den);
}

/**
 * Replays a charge through the machine with scripted dice and the options taken at its choices
 * (`choices`: option indexes from 0, in the order the choices come; past them, the defaults) and checks a
 * claimed result, following the claim's exact chance roll by roll to find where it would differ.
 * Throws with the dice module's message when the script is short or holds a value the roll cannot take.
 */
export function checkClaim(
  input: Omit<ChargeInput, 'dice'>,
  dice: readonly number[],
  claim: Claim,
  choices: readonly number[] = [],
): ClaimCheck {
  // The script is played through once without the analysis, so a script that runs out or does not
  // fit a roll is refused at once, before any chance is worked out.
  replay(input, dice, claim, undefined, choices);
  return replay(input, dice, claim, new ExactAnalyzer(), choices);
}

/** Plays the script; with an analyzer, follows the claim's chance roll by roll. */
function replay(
  input: Omit<ChargeInput, 'dice'>,
  dice: readonly number[],
  claim: Claim,
  analyzer: ExactAnalyzer | undefined,
  choices: readonly number[],
): ClaimCheck {
  const chance = (s: ChargeSnapshot): BigFraction => (analyzer ? chanceOf(analyzer, s, claim) : ZERO);
  let snap = startSnapshot({ ...input, dice: scriptSource(dice) });
  const prior = chance(snap);
  const rolls: ReplayRoll[] = [];
  let used = 0;
  let chosen = 0;
  for (let guard = 0; snap.status === 'active' && guard < 10_000; guard++) {
    const p = snap.context.pending;
    if (p?.kind === 'choice') {
      const option = choices[chosen++];
      if (option !== undefined && !(Number.isInteger(option) && option >= 0 && option < p.options.length))
        throw new Error(
          `choice ${chosen} (option ${option + 1}) is not an option of ${describePending(p, 'en')}: it has ${p.options.length}`,
        );
      snap = step(snap, option === undefined ? { type: 'CHOOSE_DEFAULT' } : { type: 'CHOOSE', option });
      continue;
    }
    if (p?.kind !== 'roll') throw new Error(`the charge waits for nothing at step ${stepName(snap)}`);
    const value = dice[used];
    if (value === undefined) {
      throw new Error(
        `the dice script ran out after ${dice.length} value${dice.length === 1 ? '' : 's'}: the charge still needs ${p.dice} for ${describePending(p, 'en')} (${p.rule})`,
      );
    }
    const before = chance(snap);
    const logBefore = snap.context.log.length;
    const at = stepName(snap);
    let next: ChargeSnapshot;
    try {
      next = step(snap, { type: 'AUTO_ROLL' });
    } catch {
      throw new Error(
        `dice script entry ${used + 1} (${value}) does not answer ${p.dice} for ${describePending(p, 'en')}`,
      );
    }
    used++;
    const after = chance(next);
    let alternatives: ReplayRoll['alternatives'];
    if (analyzer && before.n !== 0n && after.n === 0n) {
      alternatives = outcomes(p.dice).map((o) => ({
        value: o.value,
        p: chance(step(snap, { type: 'ROLL', value: o.value as RollInput })), // every value of the dice
      }));
    }
    rolls.push({
      index: used,
      step: at,
      request: p,
      value,
      before,
      after,
      log: next.context.log.slice(logBefore),
      ...(alternatives ? { alternatives } : {}),
    });
    snap = next;
  }
  if (snap.status !== 'done') throw new Error('the charge did not end');
  const outcome = summariseOutcome(snap.context);
  const actual = claim.read(outcome);
  const right = actual === claim.value;
  const divergence = right ? undefined : rolls.find((r) => r.alternatives !== undefined);
  return {
    right,
    actual,
    outcome,
    ending: snap.context.ending,
    rolls,
    prior,
    unusedDice: dice.length - used,
    ...(divergence ? { divergence } : {}),
  };
}
