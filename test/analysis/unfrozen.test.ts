// The exact analysis and Monte Carlo step with immer's auto-freeze off (machines/analysis/drive.ts,
// `unfrozen`): the states they make stay inside them. A host's own immer setting is what it was after
// every run, also when a run is refused, and a host's callback runs under it.
import { produce, setAutoFreeze } from 'immer';
import { afterEach, describe, expect, it } from 'vitest';
import { hostCall, startSnapshot, unfrozen } from '../../machines/analysis/drive.ts';
import { AnalysisTooLarge, analyzeCharge, ExactAnalyzer } from '../../machines/analysis/exact.ts';
import { monteCarlo } from '../../machines/analysis/monte-carlo.ts';
import { freezeDeep } from '../../machines/frozen.ts';
import { scenarioAt } from './helpers.ts';

/** Whether immer freezes what produce returns, as it is set now. */
const freezes = () =>
  Object.isFrozen(
    produce({ a: 1 }, (d) => {
      d.a = 2;
    }),
  );

const REF = { ...scenarioAt('data/scenarios/01-reference-charge.json'), dice: { kind: 'manual' } as const };
const SIX = { ...scenarioAt('test/fixtures/analysis-six-stacks.json'), dice: { kind: 'manual' } as const };

afterEach(() => setAutoFreeze(true));

describe('unfrozen', () => {
  it('turns auto-freeze off for its work, nested calls too, and back on after', () => {
    expect(freezes()).toBe(true);
    expect(unfrozen(() => [freezes(), unfrozen(freezes), freezes()])).toEqual([false, false, false]);
    expect(freezes()).toBe(true);
  });

  it('leaves a host that turned auto-freeze off as it was', () => {
    setAutoFreeze(false);
    expect(unfrozen(freezes)).toBe(false);
    expect(freezes()).toBe(false);
    expect(unfrozen(() => hostCall(freezes))).toBe(false);
    expect(freezes()).toBe(false);
  });

  it('puts the setting back when its work throws', () => {
    expect(() =>
      unfrozen(() => {
        throw new Error('stop');
      }),
    ).toThrow('stop');
    expect(freezes()).toBe(true);
  });

  it("runs a host's callback under the host's setting, then goes on unfrozen", () => {
    expect(
      unfrozen(() => [hostCall(freezes), freezes(), hostCall(() => unfrozen(freezes)), freezes()]),
    ).toEqual([true, false, false, false]);
    expect(freezes()).toBe(true);
    expect(hostCall(freezes)).toBe(true); // outside unfrozen: the callback as it is
  });
});

describe('the exact analysis and Monte Carlo run unfrozen', () => {
  it('steps through unfrozen states and gives the host back its setting', () => {
    // the snapshot a host hands in: frozen, as a session freezes its snapshots
    const start = startSnapshot(REF);
    freezeDeep(start.context);
    const boards: { changed: boolean; frozen: boolean }[] = [];
    const analyzer = new ExactAnalyzer();
    const inner = analyzer.distribution.bind(analyzer);
    analyzer.distribution = (s) => {
      const board = s.context.board;
      boards.push({ changed: board !== start.context.board, frozen: Object.isFrozen(board) });
      return inner(s);
    };
    const a = analyzer.analyze(start);
    expect(a.outcomes.length).toBeGreaterThan(10);
    // the host's board is frozen; every board the analysis made is not
    expect(boards.filter((b) => !b.changed).every((b) => b.frozen)).toBe(true);
    const made = boards.filter((b) => b.changed);
    expect(made.length).toBeGreaterThan(500);
    expect(made.filter((b) => b.frozen)).toEqual([]);
    expect(freezes()).toBe(true);
  });

  it('calls onProgress under the host setting and puts it back when refused over budget', () => {
    const during: boolean[] = [];
    expect(() =>
      analyzeCharge(SIX, {
        maxSeconds: 0.5,
        progressSeconds: 0.05,
        onProgress: () => during.push(freezes()),
      }),
    ).toThrow(AnalysisTooLarge);
    expect(during.length).toBeGreaterThan(0);
    expect(new Set(during)).toEqual(new Set([true]));
    expect(freezes()).toBe(true);
    setAutoFreeze(false);
    expect(() => analyzeCharge(SIX, { maxStates: 10 })).toThrow(AnalysisTooLarge);
    expect(freezes()).toBe(false);
  }, 60_000);

  it('Monte Carlo gives the host back its setting', () => {
    const run = monteCarlo(REF.scenario, REF.ruleset, 20, 7);
    expect([...run.counts.values()].reduce((a, b) => a + b, 0)).toBe(20);
    expect(freezes()).toBe(true);
  });
});
