// check --choose (issue 25, item 6): a claimed charge with its choices as well as its dice. On the
// reference charge, not committing Milhaud (option 2 of the first choice) needs one more roll, and
// with 66 the defender holds; with the defaults the same dice leave him disordered.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkClaim, parseClaim } from '../../machines/entries/analysis.ts';
import { loadScenarioFromJson } from '../../machines/index.ts';
import { cli, REF, ROOT } from '../support/cli.ts';

const DICE = '54,3,45,56,66';

describe('hexcharge check --choose', () => {
  it('the claim holds with the choices taken (exit 0) and not with the defaults (exit 1)', async () => {
    const right = await cli(['check', REF, '--dice', DICE, '--choose', '2', '--claim', 'defender:held']);
    expect(right.code).toBe(0);
    expect(right.out).toContain(
      `Claim: defender fate held. The charge with dice ${DICE} and choices 2 gives: defender fate held.`,
    );
    const wrong = await cli(['check', REF, '--dice', DICE, '--claim', 'defender:held']);
    expect(wrong.code).toBe(1);
    expect(wrong.out).toContain(`The charge with dice ${DICE} gives: defender fate disordered.`);
  });

  it('an option a choice does not have, or a list it cannot read: exit 2, one line cli/bad-choice', async () => {
    const r = await cli(['check', REF, '--dice', '54,3,45,56', '--choose', '1,9', '--claim', 'DR']);
    expect(r.code).toBe(2);
    expect(r.err).toEqual([
      'error cli/bad-choice: --choose entry 2 (9) is not an option of retreat path of 52nd Foot + Royal Horse Artillery (Bull) (1 hexes): 3 paths are equal on every priority: it has 3',
    ]);
    expect((await cli(['check', REF, '--dice', '54,3', '--choose', 'x', '--claim', 'DR'])).err).toEqual([
      'error cli/bad-choice: --choose needs option numbers from 1, separated by commas, e.g. 2,1: got "x"',
    ]);
  });

  it('checkClaim takes the options (from 0) as a library call', () => {
    const file = join(ROOT, REF);
    const l = loadScenarioFromJson(readFileSync(file, 'utf8'), { file });
    if (!l.ok) throw new Error(l.error.message);
    const claim = parseClaim('defender:held')!;
    const dice = DICE.split(',').map(Number);
    expect(checkClaim(l.value, dice, claim, [1]).right).toBe(true);
    expect(checkClaim(l.value, dice, claim).actual).toBe('disordered');
  });
});
