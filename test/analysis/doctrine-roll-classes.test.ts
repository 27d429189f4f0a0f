// Roll classes of the doctrines (src/doctrines/roll-classes.ts): the exact analysis takes one branch per
// class of a flight or pursuit roll. A class is exact when every value in it leads to the same distribution of
// final outcomes: checked here value by value (as test/analysis/roll-classes.test.ts does for the
// procedure's rolls), at rolls where a class holds more than one value, in a charge of each doctrine
// (seed 000: 6e; seed 001: 8e), at every such state the analysis reaches (the memo makes it cheap:
// checking only the first few missed a class without the catch comparison, which these catch).
// The golden distributions (golden.test.ts) compare every whole analysis with the one before the classes.
import { describe, expect, it } from 'vitest';
import { ExactAnalyzer } from '../../machines/analysis/exact.ts';
import { outcomes } from '../../src/dice/index.ts';
import { doctrineRollClassifier } from '../../src/doctrines/roll-classes.ts';
import { distributionText, expectClassesExact, rollStatesOf } from '../support/analysis.ts';

/** The distribution from a snapshot as sorted [outcome, probability] text. */
const _dist = distributionText;

describe('doctrine roll classes', () => {
  const seen = new Set<string>();
  for (const file of [
    'data/scenarios/33-flight-6e-around-friends-off-map.json',
    'data/scenarios/32-flight-pursuit-8e-destroyed-charge.json',
  ]) {
    it(`every value of a class leads to the same outcomes: ${file}`, () => {
      const analyzer = new ExactAnalyzer();
      const rollStates = rollStatesOf(analyzer, file);
      let merged = 0;
      for (const s of rollStates) {
        const p = s.context.pending;
        const classify = doctrineRollClassifier(s.context);
        if (p?.kind !== 'roll' || !classify) continue;
        const all = outcomes(p.dice);
        if (new Set(all.map((o) => classify(s.context, o.value))).size === all.length) continue;
        const kind = `${s.context.ruleset.settings.doctrine.flight} ${p.id.split(':')[0]}`;
        seen.add(kind);
        merged += expectClassesExact(
          analyzer,
          s,
          all.map((o) => o.value),
          (v) => classify(s.context, v),
        );
      }
      expect(merged).toBeGreaterThan(0);
    }, 300_000);
  }
  it('the charges above reach every kind of classified doctrine roll', () => {
    expect([...seen].sort()).toEqual(['flight-6e flight', 'flight-6e pursuit', 'flight-pursuit-8e pursuit']);
  });
});
