import { describe, expect, it } from 'vitest';
import { cli, REF } from '../support/cli.ts';

describe('hexcharge advise', () => {
  it('prints the odds of both options of the leader choice side by side, and stops where the dice run out', async () => {
    const r = await cli(['advise', REF, '--dice', '53,2,11', '--choose', '2']);
    // Progress lines show on stderr when the analysis takes more than 2 s (a loaded machine).
    expect(r.err.filter((l) => !l.startsWith('advise: use-leader, '))).toEqual([]);
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    expect(lines).toContain('Choice 1: commit Milhaud to the melee roll (step 5), at step meleeRoll');
    expect(lines).toContain('   #1  commit (+2)  [default]');
    expect(lines).toContain('   #2  hold the leader back');
    expect(lines).toContain('  Defender ends      #1      #2');
    expect(lines).toContain('  held           42.36%  47.92%');
    expect(lines).toContain('  routed         11.11%   5.56%');
    expect(lines).toContain('  Increments lost by the defender (mean)  #1 0.48  #2 0.37');
    expect(lines.at(-1)).toBe('The dice ran out at the melee roll at 2:1; choices after it are not shown.');
  }, 120_000);

  it('--json gives each option with exact fractions; the retreat paths all alike', async () => {
    const r = await cli(['advise', REF, '--json']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.ended).toBe(true);
    expect(j.choices.map((c: { what: string; side: string }) => [c.what, c.side])).toEqual([
      ['use-leader', 'french'],
      ['retreat-path', 'british'],
    ]);
    const [leader, path] = j.choices;
    expect(leader.options[1].defenderFate).toEqual([
      { label: 'held', p: '23/48', decimal: 0.479166666667 },
      { label: 'disordered', p: '67/144', decimal: 0.465277777778 },
      { label: 'routed', p: '1/18', decimal: 0.055555555556 },
    ]);
    expect(path.options).toHaveLength(12);
    const outcomes = path.options.map((o: { outcomes: unknown }) => JSON.stringify(o.outcomes));
    expect(new Set(outcomes).size).toBe(1);
    expect([leader.allAlike, path.allAlike]).toEqual([false, true]);
  }, 120_000);

  it('refuses dice that run out before any choice (exit 2) and says no when the charge meets none (exit 1)', async () => {
    const short = await cli(['advise', REF, '--dice', '53,2']);
    expect(short.code).toBe(2);
    expect(short.err).toEqual([
      'error advise/dice-ran-out: the dice ran out at the defensive fire of the stack at 0606 before any choice: give more rolls with --dice',
    ]);
    const none = await cli(['advise', 'data/scenarios/02-stand-failed-disorder.json']);
    expect(none.code).toBe(1);
    expect(none.err).toEqual([
      'error advise/no-choice: the charge ended without a choice with these dice: there is nothing to weigh',
    ]);
  }, 120_000);

  it('refuses bad flags with one line and exit 2; over the budget it is a negative answer (exit 1)', async () => {
    for (const [argv, code] of [
      [['advise'], 'cli/missing-argument'],
      [['advise', REF, '--choose', '0'], 'cli/bad-choice'],
      [['advise', REF, '--dice', '53,2,11', '--choose', '3'], 'cli/bad-choice'],
      [['advise', REF, '--lang', 'fr'], 'cli/bad-lang'],
      [['advise', REF, '--dice', '53', '--seed', '1'], 'cli/bad-dice'],
      [['advise', REF, '--max-states', 'many'], 'cli/bad-number'],
      [['advise', REF, '--fast'], 'cli/unknown-flag'],
    ] as const) {
      const r = await cli(argv);
      const err = r.err.filter((l) => !l.startsWith('advise: '));
      expect(r.code, argv.join(' ')).toBe(2);
      expect(err, argv.join(' ')).toHaveLength(1);
      expect(err[0], argv.join(' ')).toMatch(new RegExp(`^error ${code}: `));
    }
    const big = await cli(['advise', REF, '--dice', '53,2,11', '--max-states', '5']);
    expect(big.code).toBe(1);
    expect(big.err.filter((l) => !l.startsWith('advise: '))[0]).toMatch(
      /^error analysis\/too-large: .*raise --max-states/,
    );
  }, 120_000);

  it('--help explains every flag with an example, and the exit codes', async () => {
    const r = await cli(['advise', '--help']);
    expect(r.code).toBe(0);
    for (const flag of [
      '--dice',
      '--seed',
      '--choose',
      '--ruleset',
      '--lang',
      '--json',
      '--max-states',
      '--max-seconds',
    ])
      expect(r.out).toContain(flag);
    expect(r.out).toContain('hexcharge advise data/scenarios/01-reference-charge.json --dice 53,2,11');
    expect(r.out).toMatch(/advise\/dice-ran-out/);
  });
});
