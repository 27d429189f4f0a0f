// Issue 22, item 7: examples/typescript-host/src/host.ts, the strict TypeScript host that ships in the
// package, run here against the sources (the hexcharge-source condition): each side's player answers
// its own requests, the host's own seeded dice, the exact-value bot choosing for the defenders.
import type { RollRequest } from 'hexcharge';
import { describe, expect, it } from 'vitest';
import {
  hostDie,
  loadScenarioFile,
  playCharge,
  REFERENCE,
  throwDice,
} from '../../examples/typescript-host/src/host.ts';

describe('examples/typescript-host (issue 22, item 7)', () => {
  it("the host's die is its own seeded generator: faces 1..6, the same throws for the same seed", () => {
    const throws = (seed: number) => Array.from({ length: 12 }, hostDie(seed));
    expect(throws(7)).toEqual(throws(7));
    expect(throws(7)).not.toEqual(throws(8));
    expect(throws(7).every((f) => f >= 1 && f <= 6)).toBe(true);
    const faces = (dice: RollRequest['dice']) => throwDice({ dice } as RollRequest, () => 4).length;
    expect(['d6', 'd66', '2d6', '5d6', '8d6'].map((d) => faces(d as RollRequest['dice']))).toEqual([
      1, 2, 2, 5, 8,
    ]);
  });

  it('seed 7: the reference charge, each side answering its own requests, the bot picking the British retreat path', () => {
    const played = playCharge(loadScenarioFile(REFERENCE), 7);
    expect(played.lines.filter((l) => l.startsWith('> '))).toEqual([
      '> british rolls 1 5: stand check of the stack at 0606 against the charge',
      '> british rolls 1 1: defensive fire of the stack at 0606',
      '> french chooses commit (+2)',
      '> french rolls 6 3: melee roll at 2:1',
      '> british chooses 0605-0604-0703-0803-0902-1002-1101-1201-1300-1400',
      '> french rolls 6: recall roll of the charging cavalry',
    ]);
    expect(played.answers).toEqual({ french: 3, british: 3 });
    expect(played.endingText).toBe('melee at 2:1, attackers disordered, defenders routed, recalled');
    expect(played.ending.defenders).toMatchObject({ status: 'on-board', states: ['routed'] });
    const c = played.consequences;
    expect([c.moved.length, c.removed.length, c.changed.length]).toEqual([3, 1, 3]);
    // the exact odds before the charge, from chargeOdds: they sum to 1
    expect(played.defenderFate).toEqual({ held: '4141/11664', disordered: '283/648', routed: '2429/11664' });
  });
});
