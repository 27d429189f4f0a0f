/**
 * Leaders (19.x, the leaders' melee modifiers; 19.6): a leader lends his modifier only to a stack of his
 * own side, so a leader of the other side standing in the stack's hex is not "with" it. A legal board
 * has no such hex, so the rules functions are given one directly: scenario 02 at the melee roll
 * (hussars at 0812 against IR 4 at 0811, 2:1), with a leader of each side put in the other's hex.
 */
import { describe, expect, it } from 'vitest';
import type { Leader } from '../../src/model/unit.ts';
import { situationFor } from '../../src/procedure/situation.ts';
import type { ChargeState } from '../../src/procedure/state.ts';
import { askMeleeRoll, meleeRollClass } from '../../src/procedure/step5-melee-roll.ts';
import { chooseDefaults, rollAll, variantSession } from '../support/charges.ts';

const leader = (id: string, side: string, hex: string, meleeModifier: number): Leader => ({
  id,
  name: id,
  side,
  at: { col: Number(hex.slice(0, 2)), row: Number(hex.slice(2)) },
  meleeModifier,
});

/** Scenario 02 at its melee roll, with these leaders on the board. */
function atMelee(leaders: readonly Leader[]): ChargeState {
  const s = chooseDefaults(
    rollAll(
      variantSession('02-stand-failed-disorder.json', () => {}),
      [33, 24],
    ),
  ).state;
  expect(s.pending).toMatchObject({ kind: 'roll', id: 'melee' });
  return { ...s, board: { ...s.board, leaders } };
}

describe('leaders are with a stack of their own side only', () => {
  it('situationFor: the French leader rides with the hussars, the Austrian with IR 4, whatever stands where', () => {
    const fr = leader('fr-lasalle', 'french', '0812', 2);
    const au = leader('au-mack', 'austrian', '0811', 1);
    const s = atMelee([
      fr,
      au,
      leader('au-enemy', 'austrian', '0812', 3),
      leader('fr-enemy', 'french', '0811', 3),
    ]);
    const ir4 = s.board.units.filter((u) => u.id === 'au-ir4');
    const sit = situationFor(s, ir4);
    expect(sit.leadersWithAttacker.map((l) => l.id)).toEqual(['fr-lasalle']);
    expect(sit.leadersWithDefender.map((l) => l.id)).toEqual(['au-mack']);
    expect(sit.contact).toBe('front');
  });

  it('with every charger gone, the charge is still seen from the hex it charged from (0812)', () => {
    const s0 = atMelee([leader('au-enemy', 'austrian', '0812', 3)]);
    const s = { ...s0, board: { ...s0.board, units: s0.board.units.filter((u) => u.id !== 'fr-hussars') } };
    const sit = situationFor(s, s.board.units);
    expect(sit.attackers).toEqual([]);
    expect(sit.contact).toBe('front');
    expect(sit.leadersWithAttacker).toEqual([]);
  });

  it("step 5: an Austrian leader in the hussars' hex is no leader of theirs to commit", () => {
    const s = askMeleeRoll({
      ...atMelee([leader('au-enemy', 'austrian', '0812', 3)]),
      leaderCommitted: undefined,
    });
    expect(s.pending).toMatchObject({ kind: 'roll', id: 'melee' });
  });

  it("step 5: a French leader in IR 4's hex takes nothing off the melee roll", () => {
    const plain = atMelee([]);
    const foreign = atMelee([leader('fr-enemy', 'french', '0811', 3)]);
    for (const roll of [11, 23, 34, 45, 56, 66])
      expect(meleeRollClass(foreign, roll)).toBe(meleeRollClass(plain, roll));
    // and an Austrian one there does (one step per point: 34 reads as 31)
    const own = atMelee([leader('au-mack', 'austrian', '0811', 3)]);
    expect(meleeRollClass(own, 34)).toBe(meleeRollClass(plain, 31));
    expect(meleeRollClass(own, 34)).not.toBe(meleeRollClass(plain, 34));
  });
});
