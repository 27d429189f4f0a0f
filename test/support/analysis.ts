import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { loadScenario } from '../../cli/load.ts';
import type { Io } from '../../cli/main.ts';
import { startSnapshot, step, withoutLog } from '../../machines/analysis/drive.ts';
import type { ExactAnalyzer } from '../../machines/analysis/exact.ts';
import type { ChargeSnapshot } from '../../machines/session.ts';
import { toFractions } from '../../src/analysis/weighted.ts';
import type { RollInput } from '../../src/dice/index.ts';
import { formatF } from '../../src/math/fraction-big.ts';
import type { Ruleset } from '../../src/model/ruleset.ts';
import type { Scenario } from '../../src/model/scenario.ts';

/** The repository root. */
export const ROOT = new URL('../../', import.meta.url).pathname;

/** Loads a scenario (path relative to the root) with its ruleset, or throws. */
export function scenarioAt(path: string): { scenario: Scenario; ruleset: Ruleset } {
  const l = loadScenario(join(ROOT, path));
  if (!l.ok) throw new Error(l.error.message);
  return l.value;
}

/** Every shipped scenario file, root-relative, whatever is in data/scenarios/ now. */
export function shippedScenarios(): string[] {
  return readdirSync(join(ROOT, 'data/scenarios'))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => `data/scenarios/${f}`);
}

/** An Io that records what a command prints. */
export function bufferIo(): Io & { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return {
    lines,
    errors,
    out: (l) => lines.push(l),
    err: (l) => errors.push(l),
    ask: async () => null,
    isTTY: false,
  };
}

/** The distribution of final outcomes from a snapshot, as sorted [outcome, probability] text. */
export function distributionText(analyzer: ExactAnalyzer, s: ChargeSnapshot): string {
  return JSON.stringify([...toFractions(analyzer.distribution(s))].map(([k, p]) => [k, formatF(p)]).sort());
}

/** Analyses a shipped scenario by hand-rolled dice and returns every state where it waited for a roll. */
export function rollStatesOf(analyzer: ExactAnalyzer, file: string): ChargeSnapshot[] {
  const rollStates: ChargeSnapshot[] = [];
  const inner = analyzer.distribution.bind(analyzer);
  analyzer.distribution = (s) => {
    if (s.status === 'active' && s.context.pending?.kind === 'roll') rollStates.push(s);
    return inner(s);
  };
  analyzer.analyze(startSnapshot({ ...scenarioAt(file), dice: { kind: 'manual' } }));
  analyzer.distribution = inner;
  return rollStates;
}

/**
 * Rolls each value from a state waiting for a roll and expects every value of one class (by `classify`)
 * to lead to the same outcomes as the first value of that class; returns how many values were merged.
 */
export function expectClassesExact(
  analyzer: ExactAnalyzer,
  s: ChargeSnapshot,
  values: readonly number[],
  classify: (value: number) => string,
): number {
  const p = s.context.pending;
  const byClass = new Map<string, string>();
  let merged = 0;
  for (const value of values) {
    const c = classify(value);
    const d = distributionText(analyzer, step(withoutLog(s), { type: 'ROLL', value: value as RollInput }));
    const first = byClass.get(c);
    if (first === undefined) byClass.set(c, d);
    else {
      merged++;
      expect(d, `${p?.kind === 'roll' ? p.id : '?'} roll ${value} (class ${c})`).toBe(first);
    }
  }
  return merged;
}
