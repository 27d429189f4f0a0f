/**
 * The small pure functions of src/procedure whose edge no charge of the other tests reaches: a terrain
 * missing from the ruleset, a roll no chart cell covers, the default answer with nothing pending, the
 * La Bataille procedure's own "no doctrine", the one-line ending of a side partly off the map, the melee
 * value of no unit or with no situation. Written to kill
 * the survivors of the 95.5 % run (docs/mutation.md, "src/procedure: the 95.5 % run's survivors").
 */
import { describe, expect, it } from 'vitest';
import { ratio } from '../../src/math/ratio.ts';
import type { FactorModifier } from '../../src/model/ruleset.ts';
import type { Unit } from '../../src/model/unit.ts';
import { endingText } from '../../src/narration/narrate.ts';
import { terrainAt } from '../../src/procedure/board.ts';
import { lookup } from '../../src/procedure/chart.ts';
import { answerDefault } from '../../src/procedure/choices.ts';
import { NO_DOCTRINE } from '../../src/procedure/doctrine.ts';
import { describeEnding } from '../../src/procedure/ending.ts';
import { meleeValue } from '../../src/procedure/melee-value.ts';
import type { ChargeState } from '../../src/procedure/state.ts';
import { rollAll, rulesetWith, sessionJson, variantJson } from '../machine/helpers.ts';

/** Scenario 11 with the melee roll asked (a roll pending). */
function atMeleeRoll(): ChargeState {
  const s = rollAll(sessionJson(variantJson('11-recall-trample.json', () => {})), [55]).state;
  expect(s.pending?.kind).toBe('roll');
  return s;
}

describe('board.ts terrainAt: a terrain the ruleset does not define', () => {
  it('throws, naming the terrain, the hex and the ruleset', () => {
    const s = atMeleeRoll();
    const board = { ...s.board, terrain: { ...s.board.terrain, '3,4': 'swamp' } };
    expect(() => terrainAt(board, s.ruleset, { col: 3, row: 4 })).toThrow(
      new Error('terrain swamp at 0304 is not in ruleset la-bataille'),
    );
    // the hex next to it keeps the board's default terrain
    expect(terrainAt(board, s.ruleset, { col: 3, row: 5 }).id).toBe('clear');
  });
});

describe('chart.ts lookup: a roll no cell covers gives nothing', () => {
  const cells = rulesetWith().crt.columns[0]!.cells; // 11-23 AS, 24-36 AR, ...
  it('below the first cell and past the last: undefined; on a cell: its result', () => {
    expect(lookup(cells, 5)).toBeUndefined();
    expect(lookup(cells, 99)).toBeUndefined();
    expect(lookup(cells, 11)).toEqual({ kind: 'AS' });
    expect(lookup(cells, 24)).toEqual({ kind: 'AR' });
  });
});

describe('choices.ts answerDefault with nothing pending', () => {
  it('returns the same state', () => {
    const none = { ...atMeleeRoll(), pending: null };
    expect(answerDefault(none, { step: 'meleeRoll', doctrine: NO_DOCTRINE })).toBe(none);
  });
});

describe("doctrine.ts NO_DOCTRINE: the La Bataille procedure's own", () => {
  it('no rout becomes a flight, nobody stays in place, a choice answer changes nothing', () => {
    const s = atMeleeRoll();
    expect(NO_DOCTRINE.routBecomesFlight(s, true, 'standCheck')).toBe(false);
    expect(NO_DOCTRINE.routBecomesFlight(s, false, 'meleeRoll')).toBe(false);
    expect(NO_DOCTRINE.staysInPlace(s, 'fr-cuirassiers')).toBe(false);
    expect(NO_DOCTRINE.answerChoice(s, 0)).toBe(s);
  });
});

describe('ending.ts: a side none of whose units is left on the board', () => {
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
    expect(endingText(e)).toBe('attackers eliminated, defenders disordered');
  });
});

describe('melee-value.ts: no unit, no situation', () => {
  const horse: Unit = {
    id: 'h',
    name: 'Hussars',
    side: 'french',
    arm: 'cavalry',
    weight: 'light',
    increments: 4,
    fullIncrements: 4,
    melee: 8,
    fire: 0,
    morale: 40,
    formation: 'line',
    moraleState: 'good',
    facing: 0,
    at: { col: 8, row: 12 },
  };
  const always: FactorModifier[] = [
    { id: 'x', rule: '19.9', when: 'attacker-heavy-in-line', side: 'attacker', factor: [2, 1], label: 'X' },
  ];

  it('no unit: 0, told "0"', () => {
    expect(meleeValue([], 'attacker', always, [])).toEqual({ value: ratio(0), arithmetic: '0' });
  });

  it('no situation to hold a factor against: no factor applies', () => {
    expect(meleeValue([horse], 'attacker', always, [])).toEqual({ value: ratio(8), arithmetic: 'Hussars 8' });
  });
});
