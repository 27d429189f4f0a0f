/**
 * cli/analysis-budget.ts: the budget the CLI gives an exact analysis (odds, advise). Without
 * --max-seconds it is 30 s, so a charge built to explode (3 cuirassier regiments against 6 target
 * stacks) is refused within 30 s whatever the load, where it used to run past 120 s until its memory
 * budget stopped it; the refusal says how to raise the limit it reached.
 */
import { describe, expect, it } from 'vitest';
import { analysisBudget, budgetHint } from '../../cli/analysis-budget.ts';
import type { Io } from '../../cli/main.ts';
import { DEFAULT_MAX_SECONDS, ODDS } from '../../cli/specs.ts';
import { cli } from '../support/cli.ts';

/** An Io that keeps what is written to stderr. */
function errIo(): Io & { readonly errors: string[] } {
  const errors: string[] = [];
  return { out: () => {}, err: (l) => errors.push(l), ask: async () => null, isTTY: false, errors };
}

describe('the default time budget of the CLI', () => {
  it('is 30 s when --max-seconds is not given, and no state limit beyond the engine default', () => {
    expect(DEFAULT_MAX_SECONDS).toBe(30);
    const b = analysisBudget({}, errIo());
    expect(typeof b).toBe('object');
    if (typeof b !== 'object') return;
    expect(b.maxSeconds).toBe(30);
    expect(b.maxStates).toBeUndefined();
    expect(b.progressSeconds).toBe(2);
  });

  it('--max-seconds S replaces it (also above 30, and fractions); --max-states N is kept', () => {
    const b = analysisBudget({ 'max-seconds': '120', 'max-states': '5000' }, errIo());
    expect(b).toMatchObject({ maxSeconds: 120, maxStates: 5000 });
    expect(analysisBudget({ 'max-seconds': '0.25' }, errIo())).toMatchObject({ maxSeconds: 0.25 });
  });

  it('a refusal says how to raise the limit it reached', () => {
    expect(budgetHint('seconds', true)).toBe(
      '; raise the time budget with --max-seconds S (default 30), or estimate with --mc N',
    );
    expect(budgetHint('seconds', false)).toBe('; raise the time budget with --max-seconds S (default 30)');
    expect(budgetHint('states', true)).toBe('; raise --max-states / --max-seconds, or estimate with --mc N');
    expect(budgetHint('memory', true)).toBe('; estimate with --mc N');
  });

  it('odds --help documents --max-seconds with its default', async () => {
    const r = await cli(['odds', '--help']);
    expect(ODDS.flags.find((f) => f.name === 'max-seconds')?.meaning).toMatch(/\(default 30\)/);
    expect(r.out).toMatch(
      /--max-seconds S {2,}refuse the exact analysis \(analysis\/too-large\) after S seconds \(default 30\)/,
    );
  });
});
