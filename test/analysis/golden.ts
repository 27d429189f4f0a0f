/**
 * Golden distributions: the exact outcome distribution of every shipped scenario's charge under its
 * ruleset, as committed fixtures (test/fixtures/golden/*.json). Written by `npm run golden`
 * (test/analysis/write-golden.ts) and compared by test/analysis/golden.test.ts, so a change made for
 * speed proves it changes no number; a rules change that moves numbers on purpose regenerates them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { analyzeCharge } from '../../machines/analysis/exact.ts';
import { type ChargeOutcome, type Fate, outcomeKey, type UnitEnd } from '../../src/analysis/outcome.ts';
import type { OutcomeChance } from '../../src/analysis/views.ts';
import { formatF, parseF } from '../../src/math/fraction-big.ts';
import type { MoraleState } from '../../src/model/unit.ts';
import { ROOT, scenarioAt, shippedScenarios } from '../support/analysis.ts';

/** Where the golden files live. */
export const GOLDEN_DIR = join(ROOT, 'test/fixtures/golden');

/** One final outcome with its exact probability, every field of the outcome kept, in a compact form. */
export interface GoldenRow {
  /** Exact probability "n/d". */
  readonly p: string;
  readonly defender: string;
  readonly attacker: string;
  /** Increments lost "attacker/defender". */
  readonly lost: string;
  readonly melee: string;
  readonly recall: string;
  readonly pursuit: string;
  /** Every unit of the starting board: "id side hex increments morale", or "id side removed reason". */
  readonly units: readonly string[];
}

/** The golden distribution of one scenario. */
export interface Golden {
  readonly scenario: string;
  readonly ruleset: string;
  readonly total: string;
  readonly outcomes: readonly GoldenRow[];
}

/** The compact row of an outcome: nothing of ChargeOutcome is left out. */
export function goldenRow(o: ChargeOutcome, p: string): GoldenRow {
  return {
    p,
    defender: o.defenderFate,
    attacker: o.attackerFate,
    lost: `${o.attackerLost}/${o.defenderLost}`,
    melee: o.melee,
    recall: o.recall,
    pursuit: o.pursuit,
    units: o.units.map((u) =>
      u.hex === null
        ? `${u.id} ${u.side} removed ${u.removed ?? '?'} ${u.increments}`
        : `${u.id} ${u.side} ${u.hex} ${u.increments} ${u.morale}`,
    ),
  };
}

/** The exact distribution of a scenario file (root-relative) as golden data, most likely outcome first. */
export function computeGolden(file: string): Golden {
  const { scenario, ruleset } = scenarioAt(file);
  const a = analyzeCharge({ scenario, ruleset, dice: { kind: 'manual' } });
  const outcomes = a.outcomes.map((e) => goldenRow(e.outcome, formatF(e.p)));
  return { scenario: scenario.id, ruleset: ruleset.id, total: formatF(a.total), outcomes };
}

/** The golden file of a scenario file. */
export function goldenPath(file: string): string {
  return join(GOLDEN_DIR, basename(file));
}

/** The committed golden data of a scenario file, or undefined when it has none yet. */
export function readGolden(file: string): Golden | undefined {
  const path = goldenPath(file);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Golden) : undefined;
}

/** The scenarios that have golden data: every shipped scenario. */
export function goldenScenarios(): string[] {
  return shippedScenarios();
}

/** A row as one comparable line (order-free comparison of two distributions). */
export function rowLine(r: GoldenRow): string {
  return `${r.p} | ${r.defender} ${r.attacker} lost ${r.lost} | melee ${r.melee} | ${r.recall} | ${r.pursuit} | ${r.units.join('; ')}`;
}

/** The outcome a golden row stands for (goldenRow's inverse), so a Monte Carlo run can be compared with it. */
export function outcomeOfRow(r: GoldenRow): ChargeOutcome {
  const [attackerLost, defenderLost] = r.lost.split('/').map(Number) as [number, number];
  const units = r.units.map((line): UnitEnd => {
    const [id, side, hex, a, b] = line.split(' ') as [string, string, string, string, string];
    return hex === 'removed'
      ? {
          id,
          side,
          hex: null,
          increments: Number(b),
          morale: null,
          removed: a as UnitEnd['removed'] & string,
        }
      : { id, side, hex, increments: Number(a), morale: b as MoraleState };
  });
  return {
    units,
    defenderFate: r.defender as Fate,
    attackerFate: r.attacker as Fate,
    attackerLost,
    defenderLost,
    melee: r.melee,
    recall: r.recall,
    pursuit: r.pursuit,
  };
}

/** The committed exact distribution of a scenario as outcome chances (keys as the analysis makes them). */
export function goldenChances(g: Golden): OutcomeChance[] {
  return g.outcomes.map((r) => {
    const outcome = outcomeOfRow(r);
    return { key: outcomeKey(outcome), outcome, p: parseF(r.p)! };
  });
}
