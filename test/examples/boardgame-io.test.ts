// Issue 22, item 7: examples/boardgame-io/two-players.ts as a complete two-player game: each answer
// by the player whose side the request names, in words, on boardgame.io's seeded dice; the reference
// charge and another shipped scenario played to their ends with exact turns and endings.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playCharge, playReferenceCharge } from '../../examples/boardgame-io/two-players.ts';

const ROOT = join(import.meta.dirname, '../..');

describe('examples/boardgame-io, the two-player game (issue 22, item 7)', () => {
  it('the reference charge on seed "example": each turn is the player of the side its request names', async () => {
    const { turns, log } = await playReferenceCharge();
    expect(turns).toEqual([
      'player 1 (british) rolls: stand check of the stack at 0606 against the charge',
      'player 1 (british) rolls: column-shift die of the stack at 0606, which stood',
      'player 1 (british) rolls: defensive fire of the stack at 0606',
      'player 0 (french) chooses: commit (+2)',
      'player 0 (french) rolls: melee roll at 2:1',
      'player 0 (french) chooses: 0507',
    ]);
    expect(log.at(-1)).toBe('The charge is over: melee at 2:1, attackers disordered, defenders good');
  });

  it('scenario 12 (pursuit into a fresh enemy) on seed "seed-12": the Austrian player rolls the stand check and the fire', async () => {
    const { turns, gameover } = await playCharge(
      join(ROOT, 'data/scenarios/12-pursuit-fresh-enemy.json'),
      'seed-12',
    );
    expect(turns).toEqual([
      'player 1 (austrian) rolls: stand check of the stack at 0811 against the charge',
      'player 1 (austrian) rolls: defensive fire of the stack at 0811',
      'player 0 (french) rolls: melee roll at 3:1',
      'player 0 (french) chooses: 0712',
    ]);
    expect(gameover.ending.decidedBy).toBe('melee');
    expect(gameover.ending.odds).toEqual({ attacker: 3, defender: 1 });
    expect(gameover.consequences.moved).toHaveLength(1);
  });
});
