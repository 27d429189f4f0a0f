/**
 * The ending of a charge: how each side ends, a side none of whose units is left on the board.
 */
import { describe, expect, it } from 'vitest';
import type { Unit } from '../../src/model/unit.ts';
import { describeEnding, endingParams } from '../../src/procedure/ending.ts';
import type { ChargeState } from '../../src/procedure/state.ts';

describe('the ending: a side none of whose units is left on the board', () => {
  const unit = (id: string) => ({ id }) as Unit;
  const ending = (o: Partial<ChargeState>) =>
    describeEnding({
      board: { units: [{ id: 'd1', moraleState: 'disordered' }] },
      removed: [],
      attackers: ['a1', 'a2'],
      targets: [{ units: ['d1'] }],
      ...o,
    } as unknown as ChargeState);
  const meleeNextTurn = {
    kind: 'melee-next-turn',
    attackers: ['a1'],
    defenders: ['x'],
    charging: ['a1'],
  };
  const offMap = (id: string) => ({ kind: 'return-to-map', unit: unit(id) });

  it('every unit off the map (another obligation listed first): "off the map"', () => {
    expect(ending({ obligations: [meleeNextTurn, offMap('a1'), offMap('a2')] as never }).attackers).toEqual({
      status: 'off-map',
      states: [],
      onBoard: [],
      removed: [],
      offMap: ['a1', 'a2'],
    });
  });

  it('one off the map, the other eliminated: "eliminated"', () => {
    expect(
      ending({
        obligations: [offMap('a1')] as never,
        removed: [{ unit: unit('a2'), reason: 'eliminated', rule: 'step 5' }] as never,
      }).attackers,
    ).toEqual({
      status: 'eliminated',
      states: [],
      onBoard: [],
      removed: [{ unit: 'a2', reason: 'eliminated' }],
      offMap: ['a1'],
    });
  });

  it('only an obligation of other units (a state no charge reaches: a unit leaves the board removed or off the map): not "off the map"', () => {
    expect(ending({ obligations: [offMap('x'), meleeNextTurn] as never }).attackers).toMatchObject({
      status: 'eliminated',
      offMap: [],
    });
  });

  it('no obligation at all: "eliminated"', () => {
    const e = ending({ removed: [{ unit: unit('a1'), reason: 'eliminated', rule: '10.5' }] as never });
    expect(e.attackers).toMatchObject({
      status: 'eliminated',
      removed: [{ unit: 'a1', reason: 'eliminated' }],
    });
    expect(e.defenders).toEqual({
      status: 'on-board',
      states: ['disordered'],
      onBoard: ['d1'],
      removed: [],
      offMap: [],
    });
    expect(endingParams(e)).toMatchInlineSnapshot(`
      {
        "attackers": "eliminated",
        "decidedBy": "defensive-fire",
        "defenderState1": "disordered",
        "defenders": "on-board",
      }
    `);
  });
});
