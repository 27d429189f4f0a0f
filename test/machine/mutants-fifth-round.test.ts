/**
 * Fifth round of src/procedure's mutation survivors (the 95.8 % run, docs/mutation.md): whole charges.
 * situation.ts `stackUnits` reads a target unit as still in its hex only when both its column and its
 * row are the hex's: a unit that routed along its row (same row, next column) has left the hex.
 */

import { describe, expect, it } from 'vitest';
import { ChargeSession } from '../../machines/session.ts';
import { manualSource } from '../../src/dice/index.ts';
import { narrate } from '../../src/narration/narrate.ts';
import { type EditableJson, playVariant, rollAll, rulesetWith, scenarioOf, variantJson } from './helpers.ts';

describe('a target that routs along its row has left its hex', () => {
  it('IR 4 (already disordered) fails its stand check and routs 1 hex to 0711: step 3 finds no unit left at 0811', () => {
    // Scenario 02 with the hussars at 0910 charging 0811 (IR 4, disordered) and 0911 (IR 9); French
    // battalions in 0710, 0810 and 0812 leave 0711 as the one hex away from the charge; routs of 1 hex.
    const ruleset = rulesetWith({ routHexes: 1 });
    const json = variantJson('02-stand-failed-disorder.json', (j: EditableJson) => {
      j.units[0].at = '0910';
      j.units[0].facing = 'SW';
      const ir4 = j.units.find((u: EditableJson) => u.id === 'au-ir4');
      ir4.moraleState = 'disordered';
      j.units.push({ ...ir4, id: 'au-ir9', name: 'IR 9', at: '0911', moraleState: 'good' });
      j.charge.targets.push('0911');
      for (const at of ['0710', '0810', '0812'])
        j.units.push({
          ...ir4,
          id: `fr-${at}`,
          name: `Ligne ${at}`,
          side: 'french',
          at,
          moraleState: 'good',
        });
    });
    const s = new ChargeSession({ scenario: scenarioOf(json, ruleset), ruleset, dice: manualSource() });
    rollAll(s, [33, 66, 1]);
    const log = s.state.log.map((e) => `${e.rule} ${e.key}: ${narrate(e)}`);
    expect(log.slice(log.findIndex((l) => l.includes('stand.failed')))).toMatchInlineSnapshot(`
      [
        "19.6 stand.failed: IR 4 Hoch- und Deutschmeister fails to stand: modified roll 16 does not beat morale 52",
        "19.6 morale.routed-second-disorder: IR 4 Hoch- und Deutschmeister was already disordered: it routs",
        "13.2.4 move.rout: IR 4 Hoch- und Deutschmeister routs 1 hex from 0811 to 0711 (0711), terrain cost 1",
        "10.5 move.zones-left-first-free: IR 4 Hoch- und Deutschmeister left 2 enemy zones of influence: those it started in cost nothing, one increment lost for each other (0 increments)",
        "19.6 stand.passed: IR 9 stands: modified roll 56 beats morale 52; defensive fire doubled",
        "19.6 stand.column-shift: Column-shift die for the stack at 0911: 1 gives 0 columns left",
        "step 3 fire.none-left: No defending unit is left at 0811: no defensive fire",
        "step 3 fire.not-front: IR 9 does not have the charging cavalry on a front hexside: it does not fire",
        "step 3 fire.none: No unit of the stack at 0911 can fire: no defensive fire",
        "19.9 melee.odds: Melee odds 18 : 6, read at 3:1 (round-down)",
      ]
    `);
  });
});

describe('a routed unit the pursuit catches is recorded among the routed defenders (19.11, 10.5)', () => {
  it('11 with a routed IR 2 at 0408, not a target: the cuirassiers touch it at 0508, it routs again and is recorded', () => {
    // Stand 55, shift 1, fire 11, melee 55 + 2 = 61 at 3:1: DR, IR 4 routs; recall 1: not recalled. The
    // pursuit after IR 4 stops at 0508 beside the routed IR 2, catches it (10.5) and routs it again: it
    // joins `routedTargets` (the defending units routed in this charge) after IR 4.
    const s = playVariant('11-recall-trample.json', [55, 1, 11, 55, 1], (j) => {
      j.units.push({
        ...j.units[1],
        id: 'au-by',
        name: 'IR 2 (routed)',
        moraleState: 'routed',
        increments: 2,
        at: '0408',
      });
    });
    expect(
      s.log
        .filter((e) => e.key === 'pursuit.follow' || e.key === 'pursuit.caught-routed')
        .map((e) => narrate(e)),
    ).toEqual([
      '4e Cuirassiers pursues IR 4 Hoch- und Deutschmeister from 0811 to 0508, touching IR 2 (routed)',
      'IR 2 (routed) is caught and must retreat again',
    ]);
    expect(s.targets.flatMap((t) => t.units)).toEqual(['au-ir4']);
    expect(s.routedTargets).toEqual(['au-ir4', 'au-by']);
  });
});
