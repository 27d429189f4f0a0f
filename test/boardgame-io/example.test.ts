// Issue 22, item 5: examples/boardgame-io/two-players.ts, a complete two-player boardgame.io game of
// the reference charge, played to its end; the TypeScript block of docs/boardgame-io.md is its lines.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playReferenceCharge } from '../../examples/boardgame-io/two-players.ts';

const ROOT = join(import.meta.dirname, '../..');
/** Lines without their indentation, so that a block of the docs matches the example's lines. */
const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .join('\n');

describe('examples/boardgame-io (issue 22, item 5)', () => {
  it('two players play the reference charge to its end on seed "example": a melee at 2:1, the attackers disordered', async () => {
    const { gameover, log } = await playReferenceCharge();
    expect(gameover.ending.decidedBy).toBe('melee');
    expect(gameover.ending.odds).toEqual({ attacker: 2, defender: 1 });
    expect(gameover.ending.attackers).toMatchObject({ status: 'on-board', states: ['disordered'] });
    expect(gameover.consequences.moved.map((m) => m.unit).sort()).toEqual([
      'fr-1-cuirassiers',
      'fr-2-lanciers',
    ]);
    expect(log.at(-1)).toBe('The charge is over: melee at 2:1, attackers disordered, defenders good');
  });

  it('the TypeScript block of docs/boardgame-io.md is lines of the example (so tsc checks it)', () => {
    const doc = readFileSync(join(ROOT, 'docs/boardgame-io.md'), 'utf8');
    const example = readFileSync(join(ROOT, 'examples/boardgame-io/two-players.ts'), 'utf8');
    const blocks = [...doc.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]!);
    expect(blocks.length).toBeGreaterThan(0);
    for (const b of blocks) {
      // its imports are the example's import lines; the rest is one run of the example's lines
      const imports = b.split('\n').filter((l) => l.startsWith('import '));
      for (const i of imports) expect(example.split('\n')).toContain(i);
      const body = b
        .split('\n')
        .filter((l) => !l.startsWith('import '))
        .join('\n');
      expect(lines(example)).toContain(lines(body).trim());
    }
  });
});
