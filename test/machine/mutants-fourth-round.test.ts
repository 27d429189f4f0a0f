/**
 * Charges that tell the survivors of the 95.5 % run of src/procedure from the code (docs/mutation.md,
 * "src/procedure: the 95.5 % run's survivors"). Each expected value was read off the engine and checked
 * against RULES.md by hand.
 */

import { describe, expect, it } from 'vitest';
import { loadRuleset } from '../../cli/load.ts';
import { narrate } from '../../src/narration/narrate.ts';
import {
  addRoutedIr9,
  boardLines,
  type EditableJson,
  entries,
  keysFrom,
  play,
  playByHand,
  playVariant,
  removals,
  rollAll,
  rulesetWith,
  sessionJson,
  starredBothSides,
  variantJson,
} from './helpers.ts';

describe('retreatedTargets: the target units that retreated after a DD (19.11, ruling R27), and only they', () => {
  it('05: the Grenzer battalion retreating on a DD is recorded', () => {
    const s = play('05-general-order.json').state;
    expect(s.meleeResult?.kind).toBe('DD');
    expect(s.retreatedTargets).toEqual(['au-grenz']);
  });

  it('11: a DR routs the battalion: a rout is no retreat, nothing is recorded', () => {
    const s = play('11-recall-trample.json').state;
    expect(s.meleeResult?.kind).toBe('DR');
    expect(s.routedTargets).toEqual(['au-ir4']);
    expect(s.retreatedTargets).toBeUndefined();
  });

  it('04: the bounce of the charging cavalry off a square is no retreat of a target', () => {
    const s = play('04-square.json').state;
    expect(s.meleeResult?.kind).toBe('none');
    expect(s.retreatedTargets).toBeUndefined();
  });
});

/** Scenario 02 with the hussars charging south from 0810 at 2 of 6 increments (melee 18: 6 against IR 4's 6, 1:1), IR 4 without fire. */
function southwardCharge(j: EditableJson): void {
  Object.assign(j.units[0], { at: '0810', facing: 'S', increments: 2, fullIncrements: 6, melee: 18 });
  Object.assign(j.units[1], { facing: 'N', fire: 0 });
}

describe('crt-result.ts: a/d results with starred checks on both sides (a 2*/1* transcription)', () => {
  it('the defender routs away from the hex the charge came from even when the losses eliminated the chargers', () => {
    // Stand check 33 <= 52 fails: IR 4 disordered. 1:1, melee 34: 2*/1*. The hussars lose their 2
    // increments (eliminated; the attacker's die, 11, finds no unit to check); IR 4 loses one and fails
    // its check (11 <= 52): already disordered, it routs 10 hexes, south, away from 0810 (13.2.4: never
    // closer to the enemy; the charge's hex is the cause even with nobody left in it).
    const s = playByHand(
      variantJson('02-stand-failed-disorder.json', southwardCharge),
      starredBothSides(),
      [33, 34, 11, 11],
    );
    expect(entries(s, 'move.rout').map((e) => narrate(e))).toEqual([
      'IR 4 Hoch- und Deutschmeister routs 10 hexes from 0811 to 0017 (0711-0612-0512-0413-0313-0214-0114-0015-0016-0017), terrain cost 10',
    ]);
    expect(boardLines(s)).toEqual(['0017 au-ir4 5/6 routed']);
    expect(removals(s)).toEqual(['fr-hussars: eliminated (step 5)']);
  });

  it('chargers routed by their own starred check are no routed targets', () => {
    // Scenario 02 with the hussars disordered and IR 4 at melee 12 (12:12, 1:1), no fire. Stand check 33
    // fails; melee 34: 2*/1*; the hussars (6 -> 4) fail their check (11 <= 44): already disordered, they
    // rout (10 hexes away from 0811); IR 4 (6 -> 5) passes (61 > 52). routedTargets lists only target units.
    const s = playByHand(
      variantJson('02-stand-failed-disorder.json', (j) => {
        Object.assign(j.units[0], { moraleState: 'disordered' });
        Object.assign(j.units[1], { fire: 0, melee: 12 });
      }),
      starredBothSides(),
      [33, 34, 11, 61],
    );
    expect(boardLines(s)).toEqual(['0018 fr-hussars 4/6 routed fresh', '0811 au-ir4 5/6 disordered']);
    expect(s.routedTargets).toEqual([]);
  });
});

describe('crt-result.ts: a DD under a flight doctrine with no routed unit stacked with the defenders', () => {
  it('05 under the 6e flight doctrine: the Grenzer retreat, nobody routs, so the doctrine records nothing', () => {
    const s = play('05-general-order.json', undefined, 'data/rulesets/flight-pursuit-6e.json').state;
    expect(s.meleeResult).toEqual({ kind: 'DD', hexes: 1 });
    expect(entries(s, 'move.retreat').map((e) => narrate(e))).toEqual([
      'Warasdiner Grenzer retreats 1 hex from 0811 to 0710 (0710)',
    ]);
    expect(s.doctrine).toBeUndefined();
    expect(s.retreatedTargets).toEqual(['au-grenz']);
  });
});

describe('crt-result.ts: DD against two target hexes in the same column', () => {
  it('0911 and 0912: each stack is disordered once and retreats from its own hex (none routs)', () => {
    // Scenario 02 with IR 4 at 0911 and IR 5 (a copy) at 0912, both targets; both stand (66, 66; IR 5
    // is taken in flank), shifts 1 and 1, IR 4 fires (11: no casualty), IR 5 not (flank); 12:12 is 1:1,
    // melee 55: DD1. The unit test of each hex must read its column and its row.
    const s = playVariant('02-stand-failed-disorder.json', [66, 66, 1, 1, 11, 55], (j) => {
      j.units[1].at = '0911';
      j.units.push({ ...j.units[1], id: 'au-ir5', name: 'IR 5', at: '0912' });
      j.charge.targets = ['0911', '0912'];
    });
    expect(keysFrom(s, 'result.DD')).toBe(
      'result.DD morale.disordered morale.disordered move.retreat move.zones-left-first-free move.retreat advance.disordered reform.unit charge.ended',
    );
    expect(boardLines(s)).toEqual([
      '0910 au-ir4 6/6 disordered',
      '0911 fr-hussars 6/6 disordered exhausted',
      '1012 au-ir5 6/6 disordered',
    ]);
  });
});

describe('step 7: recall and pursuit', () => {
  it('10 with heavy hussars: no recall modifier applies, the arithmetic is the bare die', () => {
    // 19.8: heavy cavalry in good order, no leader with it: d6 2 = 2, not recalled (2 <= 4 of the chart).
    const s = playVariant('10-against-routed.json', [2], (j) => {
      j.units[0].weight = 'heavy';
    });
    expect(entries(s, 'recall.not-recalled').map((e) => [narrate(e), e.arithmetic])).toEqual([
      ['5e Hussards is not recalled (roll 2, modified 2) and must pursue', 'd6 2 = 2: not-recalled'],
    ]);
  });

  it('11 with IR 9 (routed) stacked with IR 4: the pursuit to the map edge catches both, named together, and they rout again', () => {
    // Stand 55 (53 > 36), shift 1, fire 11 (none), leader committed, melee 55 +2 = 61 at 3:1: DR; IR 4
    // and IR 9 rout together to 0005. Recall 1 +1 leader -1 disordered = 1: not recalled. The pursuit
    // follows the line to 0105 (next to the map's west edge) and touches both: caught (10.5), they rout
    // again 10 hexes away from 0105, every zone counting (the cuirassiers' zone: 1 increment, from IR 4,
    // the unit with the most increments).
    const s = playVariant('11-recall-trample.json', [55, 1, 11, 55, 1], addRoutedIr9);
    expect(keysFrom(s, 'pursuit.follow')).toBe(
      'pursuit.follow pursuit.caught-routed move.rout move.zones-left loss.increment pursuit.routed-in-place reform.nobody charge.ended',
    );
    expect(s.log.slice(-8, -3).map((e) => narrate(e))).toEqual([
      '4e Cuirassiers pursues IR 9 (routed) from 0811 to 0105, touching IR 9 (routed) + IR 4 Hoch- und Deutschmeister',
      'IR 9 (routed) + IR 4 Hoch- und Deutschmeister is caught and must retreat again',
      'IR 9 (routed) + IR 4 Hoch- und Deutschmeister routs 10 hexes from 0005 to 1000 (0104-0204-0303-0403-0502-0602-0701-0801-0900-1000), terrain cost 10',
      'IR 9 (routed) + IR 4 Hoch- und Deutschmeister left 1 enemy zone of influence: one increment lost for each (1 increment)',
      'IR 4 Hoch- und Deutschmeister loses an increment (5 left)',
    ]);
    expect(boardLines(s)).toEqual([
      '0105 fr-cuirassiers 8/8 routed fresh',
      '1000 au-ir4 5/6 routed',
      '1000 au-routed 2/2 routed',
    ]);
    expect(s.routedTargets).toEqual(['au-routed', 'au-ir4']);
  });

  it('10 moved to the west edge of the map: the pursuit runs along it, its off-map neighbours hold nobody', () => {
    // IR 4 (routed) at 0011 routs 10 hexes north along column 0 to 0001, leaving the hussars' zone (every
    // zone counts against routed units: 1 increment); the hussars advance, are not recalled (2 +1 light
    // = 3) and pursue their 6 hexes of movement to 0005, touching nothing.
    const s = playVariant('10-against-routed.json', [2], (j) => {
      for (const u of j.units) u.at = `00${u.at.slice(2)}`;
      j.units[2].at = '0310';
      j.charge.targets = ['0011'];
    });
    expect(entries(s, 'pursuit.follow').map((e) => narrate(e))).toEqual([
      '5e Hussards pursues IR 4 Hoch- und Deutschmeister from 0011 to 0005, touching nothing',
    ]);
    expect(boardLines(s)).toEqual([
      '0001 au-ir4 5/6 routed',
      '0005 fr-hussars 6/6 routed fresh',
      '0310 fr-ligne 6/6 good',
    ]);
  });
});

describe('step 3: a fire table of no modifiers (a user table)', () => {
  it('the fire arithmetic is the bare die', () => {
    // Scenario 02 (stand check 33 fails: no doubling), fire 6 = 6 on column 6-8, d66 24 unmodified: 0.
    const r = rulesetWith();
    const s = playByHand(
      variantJson('02-stand-failed-disorder.json', () => {}),
      { ...r, fire: { ...r.fire, modifiers: [] } },
      [33, 24, 31],
    );
    expect(entries(s, 'fire.result').map((e) => e.arithmetic)).toEqual([
      'fire 6 = 6, column 6-8; d66 24 = 24: 0 casualties',
    ]);
  });
});

describe('step 2: the rout of a stack failing its stand check', () => {
  it('03 with a French battalion at 0600: of the 12 equal rout paths, the first ends farthest from the charge', () => {
    // IR 4 (disordered) fails its stand check (22 -6 = 12 <= 45) and routs 10 hexes (13.2.4). The extra
    // battalion makes 12 paths equal on every priority; they are listed by end hex farthest from the
    // hex the charge came from (0812) first, so the default is the path to 1504, not one to 0017.
    const edit = (j: EditableJson) => {
      j.units.push({ ...j.units[0], id: 'fr-other', name: 'Other', at: '0600', arm: 'infantry' });
      delete j.units[2].weight;
    };
    const ses = rollAll(sessionJson(variantJson('03-stand-failed-rout.json', edit)), [22]);
    const p = ses.pending;
    expect(p?.kind === 'choice' && [p.options.length, p.options[0]!.say.params.path]).toEqual([
      12,
      '0810-0809-0808-0907-1007-1106-1206-1305-1405-1504',
    ]);
    const s = playVariant('03-stand-failed-rout.json', [22, 5], edit);
    expect(boardLines(s)).toEqual([
      '0600 fr-other 6/6 good',
      '0811 fr-hussars 6/6 good tired',
      '1504 au-ir4 5/6 routed',
    ]);
  });
});

describe('step 6: no target hex vacated', () => {
  it('11 under the 6e flight doctrine at 100 cm a hex: IR 4 flees 15 cm, 0 hexes, so nobody advances', () => {
    // DR at 3:1 (55, leader +2 = 61); the rout becomes a flight (seed 002); 5d6 = 15 cm is less than a
    // hex, so IR 4 stays in 0811 (ruling R41) and the hex is not vacated: no advance (19.10).
    const r = loadRuleset('data/rulesets/flight-pursuit-6e.json');
    if (!r.ok) throw new Error(r.error.message);
    const ruleset = { ...r.value, settings: { ...r.value.settings, hexScale: { cm: 100, inches: 40 } } };
    const s = playByHand(
      variantJson('11-recall-trample.json', () => {}),
      ruleset,
      [55, 1, 11, 55, 15, 24],
    );
    expect(entries(s, 'doctrine.flees-6e').map((e) => narrate(e))).toEqual([
      'IR 4 Hoch- und Deutschmeister turns its back and flees 15 cm = 0 hexes from 0811 to 0811 (0811; priorities dropped: 0)',
    ]);
    expect(entries(s, 'advance.none').map((e) => [e.step, e.rule, narrate(e)])).toEqual([
      ['advanceAfterCharge', '19.10', 'No target hex was vacated: no advance'],
    ]);
  });
});
