/**
 * Charging units routed by their own starred check while the defenders rout too (a transcription's
 * 2*\/1*, both sides starred): the routed chargers neither advance (19.10) nor pursue or roll for recall
 * (19.11); with none left in order there is no step 7 at all. Plus the small facts of the start and the
 * end of a charge: which procedure a mixed stack gets, the first step, and a side whose units ended in
 * different states. Written to kill surviving mutants of step6-advance.ts, step7-recall-pursuit.ts,
 * start.ts and ending.ts (docs/mutation.md).
 */

import { describe, expect, it } from 'vitest';
import { ChargeSession } from '../../machines/session.ts';
import { scriptSource } from '../../src/dice/index.ts';
import type { Ruleset } from '../../src/model/ruleset.ts';
import { endingText, narrate } from '../../src/narration/narrate.ts';
import { describeEnding } from '../../src/procedure/ending.ts';
import { procedureFor, startCharge } from '../../src/procedure/start.ts';
import type { ChargeState } from '../../src/procedure/state.ts';
import {
  boardLines,
  type EditableJson,
  playByHand,
  rulesetWith,
  scenarioOf,
  starredBothSides,
  variantJson,
} from './helpers.ts';

/** The demonstration chart with its 2*\/1 cells starred on both sides. */
const base = rulesetWith();
const starredBoth: Ruleset = starredBothSides(base);

function play(edit: (j: EditableJson) => void, dice: readonly number[]): ChargeState {
  return playByHand(variantJson('04-square.json', edit), starredBoth, dice);
}

/** The keys of the log from the first starred check on. */
const keysAfterChecks = (s: ChargeState) => {
  const i = s.log.findIndex((e) => e.key.startsWith('result.check'));
  return s.log.slice(i).map((e) => e.key);
};

// Scenario 04: cuirassiers (morale 45) against IR 4 (morale 41) in square at 1:1; 35 gives 2*/1*. The
// attacker check 11 fails, the defender check 11 fails. IR 4 starts disordered: it routs.
describe('attackers routed by their starred check', () => {
  it('a stack of two: the disordered regiment routs away, the other is disordered, advances alone and alone rolls for recall', () => {
    const s = play(
      (j) => {
        j.units[0].moraleState = 'disordered';
        j.units.splice(1, 0, {
          ...j.units[0],
          id: 'fr-cuir-2',
          name: '5e Cuirassiers',
          moraleState: 'good',
          melee: 1,
          increments: 1,
        });
        j.charge.attackers.push('fr-cuir-2');
        j.units[2].moraleState = 'disordered';
      },
      [21, 14, 35, 11, 11, 6],
    );
    expect(keysAfterChecks(s)).toMatchInlineSnapshot(`
      [
        "result.check-failed",
        "morale.routed-second-disorder",
        "morale.disordered",
        "result.check-failed",
        "morale.routed-second-disorder",
        "move.rout",
        "move.rout",
        "move.zones-left-first-free",
        "advance.disordered",
        "recall.recalled",
        "trample.none",
        "reform.unit",
        "charge.ended",
      ]
    `);
    expect(narrate(s.log.find((e) => e.key === 'advance.disordered')!)).toBe(
      '5e Cuirassiers is marked disordered and advances into 0811, vacated by the melee',
    );
    expect(s.log.find((e) => e.key === 'recall.recalled')!.params.stack).toBe('5e Cuirassiers');
    expect(boardLines(s)).toMatchInlineSnapshot(`
      [
        "0005 au-ir4 5/6 routed",
        "0018 fr-cuirassiers 4/6 routed fresh",
        "0811 fr-cuir-2 1/1 disordered exhausted",
      ]
    `);
  });

  it('alone: with no charging unit in order, nobody advances and there is no recall nor pursuit', () => {
    const s = play(
      (j) => {
        j.units[0].moraleState = 'disordered';
        j.units[1].moraleState = 'disordered';
      },
      [21, 14, 35, 11, 11],
    );
    expect(s.pending).toBeNull();
    expect(keysAfterChecks(s)).toMatchInlineSnapshot(`
      [
        "result.check-failed",
        "morale.routed-second-disorder",
        "result.check-failed",
        "morale.routed-second-disorder",
        "move.rout",
        "move.rout",
        "advance.cannot",
        "reform.nobody",
        "charge.ended",
      ]
    `);
    expect(s.log.find((e) => e.key === 'advance.cannot')).toMatchObject({
      rule: '19.10',
      step: 'advanceAfterCharge',
    });
    expect(endingText(s.ending!)).toBe('melee at 1:1, attackers routed, defenders routed');
  });
});

describe('the start and the end of a charge', () => {
  it('a target stack of cavalry with infantry defends as infantry; cavalry alone as cavalry; routed units alone as routed', () => {
    const sc = (edit: (j: EditableJson) => void) =>
      scenarioOf(variantJson('09-cavalry-vs-cavalry.json', edit));
    const proc = (edit: (j: EditableJson) => void) => {
      const s = sc(edit);
      return procedureFor(startCharge(s, base, scriptSource([])));
    };
    expect(proc(() => {})).toBe('against-cavalry');
    expect(
      proc((j) => {
        j.units.push({ ...j.units[1], id: 'au-ir4', name: 'IR 4', arm: 'infantry', weight: undefined });
        delete j.units[2].weight;
      }),
    ).toBe('against-infantry-artillery');
    expect(
      proc((j) => {
        j.units[1].moraleState = 'routed';
      }),
    ).toBe('against-routed');
  });

  it('the charge state names no step (the machine has it), and a side whose units ended in different states names them all', () => {
    const s = startCharge(scenarioOf(variantJson('13-overwhelming.json', () => {})), base, scriptSource([]));
    expect(Object.keys(s)).not.toContain('step');
    const mixed: ChargeState = {
      ...s,
      board: {
        ...s.board,
        units: s.board.units.map((u) => (u.id === 'fr-hussars' ? { ...u, moraleState: 'routed' } : u)),
      },
    };
    expect(describeEnding(mixed).attackers.states).toEqual(['good', 'routed']);
    expect(endingText(describeEnding(mixed))).toBe('attackers good/routed, defenders good');
  });
});

describe('R26 counts only the routed units still in the target hex', () => {
  it('a unit that routed away at the stand check does not rout again with its stack on the DR', () => {
    // Scenario 02 with IR 5 (disordered) stacked with IR 4: the stand check 33 fails, IR 4 is
    // disordered and IR 5 routs away (second disorder); fire 24 misses; 65 at 2:1 is DR for IR 4 alone.
    const s = new ChargeSession({
      scenario: scenarioOf(
        variantJson('02-stand-failed-disorder.json', (j) => {
          j.units.push({ ...j.units[1], id: 'au-ir5', name: 'IR 5', moraleState: 'disordered' });
        }),
      ),
      ruleset: base,
      dice: scriptSource([33, 24, 65, 6]),
    });
    expect(s.runToEnd().ok).toBe(true);
    const keys = s.state.log.map((e) => e.key);
    expect(keys.filter((k) => k === 'move.rout')).toHaveLength(2);
    expect(keys).not.toContain('result.routed-with-defenders');
    expect(s.state.log.filter((e) => e.key === 'move.rout').map((e) => e.params.stack)).toEqual([
      'IR 5',
      'IR 4 Hoch- und Deutschmeister',
    ]);
  });
});
