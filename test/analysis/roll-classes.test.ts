// Roll classes (src/procedure/roll-classes.ts): the exact analysis takes one branch per class of a roll.
// A class is exact when every value in it leads to the same distribution of final outcomes: checked here
// value by value (the distribution after each value, by induction from the later rolls' classes; the
// merging test of exact.test.ts compares the whole analysis with the one without classes), at classified rolls of
// charges that reach every classified step (stand check, column shift, fire, melee, starred checks,
// recall, pursuit melee), up to three states of each kind of roll per charge (to keep npm test quick).
import { describe, expect, it } from 'vitest';
import { ExactAnalyzer } from '../../machines/analysis/exact.ts';
import { outcomes } from '../../src/dice/index.ts';
import { rollClassifier } from '../../src/procedure/roll-classes.ts';
import { distributionText, expectClassesExact, rollStatesOf } from '../support/analysis.ts';

/** The distribution from a snapshot as sorted [outcome, probability] text. */
const _dist = distributionText;

describe('roll classes', () => {
  const seenPrefixes = new Set<string>();
  for (const file of [
    'test/fixtures/analysis-stand-43.json',
    'data/scenarios/08-fire-eliminates-chargers.json',
    'data/scenarios/11-recall-trample.json',
    'data/scenarios/12-pursuit-fresh-enemy.json',
  ]) {
    it(`every value of a class leads to the same outcomes: ${file}`, () => {
      const analyzer = new ExactAnalyzer();
      const rollStates = rollStatesOf(analyzer, file);
      const perKind = new Map<string, number>();
      let classified = 0;
      let merged = 0;
      for (const s of rollStates) {
        const p = s.context.pending;
        const classify = rollClassifier(s.context);
        if (p?.kind !== 'roll' || !classify) continue;
        const kind = p.id.replace(/-?\d+$/, '');
        const taken = perKind.get(kind) ?? 0;
        if (taken >= 3) continue;
        perKind.set(kind, taken + 1);
        classified++;
        seenPrefixes.add(kind);
        merged += expectClassesExact(
          analyzer,
          s,
          outcomes(p.dice).map((o) => o.value),
          (v) => classify(s.context, v),
        );
      }
      expect(classified).toBeGreaterThan(0);
      expect(merged).toBeGreaterThan(0);
    }, 300_000);
  }
  it('the charges above reach every classified roll', () => {
    expect([...seenPrefixes].sort()).toEqual([
      'column-shift',
      'fire',
      'melee',
      'pursuit-melee',
      'recall',
      'stand-check',
      'star',
    ]);
  });
});
