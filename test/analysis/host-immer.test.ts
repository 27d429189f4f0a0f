// The core updates its states through its own immer instance (src/procedure/immer.ts, no auto-freeze),
// never through the process-wide one of the 'immer' module: a host's immer settings are what the host
// made them before, during and after a session, an exact analysis or a Monte Carlo run, and the states
// the analysis makes stay unfrozen whatever the host set. A session freezes what it hands out itself.
import { produce, setAutoFreeze } from 'immer';
import { afterEach, describe, expect, it } from 'vitest';
import { startSnapshot } from '../../machines/analysis/drive.ts';
import { AnalysisTooLarge, analyzeCharge, ExactAnalyzer } from '../../machines/analysis/exact.ts';
import { monteCarlo } from '../../machines/analysis/monte-carlo.ts';
import { freezeDeep } from '../../machines/frozen.ts';
import { createCharge } from '../../machines/index.ts';
import { scenarioAt } from '../support/analysis.ts';

/** Whether the host's immer (the module's `produce`) freezes what it returns, as it is set now. */
const hostFreezes = () =>
  Object.isFrozen(
    produce({ a: 1 }, (d) => {
      d.a = 2;
    }),
  );

const REF = { ...scenarioAt('data/scenarios/01-reference-charge.json'), dice: { kind: 'manual' } as const };
const SIX = { ...scenarioAt('test/fixtures/analysis-six-stacks.json'), dice: { kind: 'manual' } as const };

/** A seeded charge of the reference scenario played to its end through the public API. */
function playSession() {
  const c = createCharge({ scenario: REF.scenario, ruleset: REF.ruleset, dice: { seed: 7 } });
  if (!c.ok) throw new Error(c.error.message);
  const r = c.value.runToEnd();
  if (!r.ok) throw new Error(r.error.message);
  return c.value;
}

/** Every board an exact analysis of the reference charge steps through, and whether it is frozen. */
function analysedBoards(): { made: boolean; frozen: boolean }[] {
  const start = startSnapshot(REF);
  freezeDeep(start.context); // as a session hands its snapshots out
  const boards: { made: boolean; frozen: boolean }[] = [];
  const analyzer = new ExactAnalyzer();
  const inner = analyzer.distribution.bind(analyzer);
  analyzer.distribution = (s) => {
    const board = s.context.board;
    boards.push({ made: board !== start.context.board, frozen: Object.isFrozen(board) });
    return inner(s);
  };
  expect(analyzer.analyze(start).outcomes.length).toBe(199);
  return boards;
}

afterEach(() => setAutoFreeze(true));

describe("a host's immer settings", () => {
  it('stay on (the default) through a session, an exact analysis, a refused analysis and Monte Carlo', () => {
    expect(hostFreezes()).toBe(true);
    playSession();
    expect(hostFreezes()).toBe(true);
    expect(analyzeCharge(REF).outcomes.length).toBe(199);
    expect(hostFreezes()).toBe(true);
    expect(() => analyzeCharge(SIX, { maxStates: 10 })).toThrow(AnalysisTooLarge);
    expect(hostFreezes()).toBe(true);
    monteCarlo(REF.scenario, REF.ruleset, 20, 7);
    expect(hostFreezes()).toBe(true);
  });

  it('stay off for a host that turned auto-freeze off: nothing turns it back on', () => {
    setAutoFreeze(false);
    playSession();
    expect(hostFreezes()).toBe(false);
    expect(analyzeCharge(REF).outcomes.length).toBe(199);
    expect(hostFreezes()).toBe(false);
    expect(() => analyzeCharge(SIX, { maxStates: 10 })).toThrow(AnalysisTooLarge);
    expect(hostFreezes()).toBe(false);
    monteCarlo(REF.scenario, REF.ruleset, 20, 7);
    expect(hostFreezes()).toBe(false);
  });

  it("are the host's own inside its onProgress callback during an analysis", () => {
    for (const host of [true, false]) {
      setAutoFreeze(host);
      const during: boolean[] = [];
      expect(() =>
        analyzeCharge(SIX, {
          maxSeconds: 0.5,
          progressSeconds: 0.05,
          onProgress: () => during.push(hostFreezes()),
        }),
      ).toThrow(AnalysisTooLarge);
      expect(during.length).toBeGreaterThan(0);
      expect(new Set(during)).toEqual(new Set([host]));
    }
  }, 60_000);
});

describe('the states the core makes, whatever the host set', () => {
  it('the exact analysis steps through unfrozen boards (the host froze only what it handed in)', () => {
    for (const host of [true, false]) {
      setAutoFreeze(host);
      const boards = analysedBoards();
      expect(boards.filter((b) => !b.made).every((b) => b.frozen)).toBe(true);
      const made = boards.filter((b) => b.made);
      expect(made.length).toBeGreaterThan(500);
      expect(made.filter((b) => b.frozen)).toEqual([]);
    }
  });

  it('a session hands out its state frozen all the way down, also to a host that turned auto-freeze off', () => {
    setAutoFreeze(false);
    const session = playSession();
    const state = session.state;
    expect(state.board.units.length).toBeGreaterThan(0);
    expect(
      [state, state.board, state.board.units, state.board.units[0], state.log].map(Object.isFrozen),
    ).toEqual([true, true, true, true, true]);
    expect(() => (state.board.units as unknown[]).push(1)).toThrow(TypeError);
  });
});
