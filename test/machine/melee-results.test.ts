/**
 * Step 5, the melee results (crt-result.ts): attacker results and the bounce, DD against several
 * hexes and in special structures, starred checks on both sides, losses and leaders, the targets that
 * retreated (19.11, R27) and R26's routed units. Expected values worked out from RULES.md and the
 * demonstration chart, then checked against the engine.
 */
import { describe, expect, it } from 'vitest';
import { ChargeSession } from '../../machines/session.ts';
import { scriptSource } from '../../src/dice/index.ts';
import type { RulesetSettings } from '../../src/model/ruleset.ts';
import { narrate } from '../../src/narration/narrate.ts';
import type { ChargeState } from '../../src/procedure/state.ts';
import {
  addSecondRegiment,
  boardLines,
  type EditableJson,
  ending,
  entries,
  keysFrom,
  play,
  playByHand,
  playVariant,
  removals,
  rulesetWith,
  scenarioOf,
  starredBothSides,
  told,
  variantJson,
} from '../support/charges.ts';

/** The request left pending (its kind), where the units and the leaders ended, and what was removed. */
const outcome = (s: ChargeState) => ({ pending: s.pending?.kind ?? null, ...ending(s) });

const settings = (x: Partial<RulesetSettings>) => rulesetWith(x);

const unit = (j: EditableJson, id: string) => j.units.find((u: EditableJson) => u.id === id);

describe('step 5: attacker results and the bounce (scenario 02 at 2:1: stand 33 fails, fire 24 no casualty)', () => {
  it('AD1', () => {
    const s = playVariant('02-stand-failed-disorder.json', [33, 24, 15]);
    expect(told(s)).toMatchInlineSnapshot(`
      [
        "step 5 melee.roll: Melee roll 15, modified 15, on column 2:1: AD1 | d66 15 = 15 at 2:1: AD1",
        "step 5 result.AD: AD1: the attackers are disordered and fall back 1 hex; the charge ends",
        "step 5 morale.disordered: 5e Hussards becomes disordered",
        "13.2.4 move.fall-back: 5e Hussards falls back 1 hex from 0812 to 0712 (0712)",
        "10.5 move.zones-left-first-free: 5e Hussards left 1 enemy zone of influence: those it started in cost nothing, one increment lost for each other (0 increments)",
        "19.1.1 reform.unit: 5e Hussards reforms: exhausted, disordered",
        "19.1.1 charge.ended: The charge is over: melee at 2:1, attackers disordered, defenders disordered",
      ]
    `);
    expect(outcome(s)).toMatchInlineSnapshot(`
      {
        "board": [
          "0712 fr-hussars 6/6 disordered exhausted",
          "0811 au-ir4 6/6 disordered",
        ],
        "leaders": [],
        "pending": null,
        "removed": [],
      }
    `);
  });

  it('the bounce of a ruleset that disorders: the hussars are disordered and fall back', () => {
    const s = playVariant(
      '02-stand-failed-disorder.json',
      [33, 24, 24],
      () => {},
      settings({ bounce: { hexes: 1, disorder: true } }),
    );
    expect(told(s)).toMatchInlineSnapshot(`
      [
        "step 5 melee.roll: Melee roll 24, modified 24, on column 2:1: - | d66 24 = 24 at 2:1: -",
        "19.9.3 result.bounce: Blank: the cavalry bounces (1 hex back, disordered); the charge ends",
        "19.9.3 morale.disordered: 5e Hussards becomes disordered",
        "13.2.4 move.fall-back: 5e Hussards falls back 1 hex from 0812 to 0712 (0712)",
        "10.5 move.zones-left-first-free: 5e Hussards left 1 enemy zone of influence: those it started in cost nothing, one increment lost for each other (0 increments)",
        "19.1.1 reform.unit: 5e Hussards reforms: exhausted, disordered",
        "19.1.1 charge.ended: The charge is over: melee at 2:1, attackers disordered, defenders disordered",
      ]
    `);
  });

  it('a bounce of no hexes: the hussars stay where they are', () => {
    const s = playVariant(
      '02-stand-failed-disorder.json',
      [33, 24, 24],
      () => {},
      settings({ bounce: { hexes: 0, disorder: false } }),
    );
    expect(told(s)).toMatchInlineSnapshot(`
      [
        "step 5 melee.roll: Melee roll 24, modified 24, on column 2:1: - | d66 24 = 24 at 2:1: -",
        "19.9.3 result.bounce: Blank: the cavalry bounces (0 hexes back, in order); the charge ends",
        "19.1.1 reform.unit: 5e Hussards reforms: exhausted, good",
        "19.1.1 charge.ended: The charge is over: melee at 2:1, attackers good, defenders disordered",
      ]
    `);
    expect(outcome(s).board).toMatchInlineSnapshot(`
      [
        "0811 au-ir4 6/6 disordered",
        "0812 fr-hussars 6/6 good exhausted",
      ]
    `);
  });
});

describe('step 5: DD', () => {
  it('against two target hexes (both stood: 66, 66): each stack is disordered once and retreats from its own hex', () => {
    const s = playVariant('02-stand-failed-disorder.json', [66, 66, 1, 1, 11, 11, 55], (j) => {
      j.units.push({ ...unit(j, 'au-ir4'), id: 'au-ir5', name: 'IR 5', at: '0911' });
      j.charge.targets.push('0911');
    });
    expect(told(s)).toMatchInlineSnapshot(`
      [
        "step 5 melee.roll: Melee roll 55, modified 55, on column 1:1: DD1 | d66 55 = 55 at 1:1: DD1",
        "step 5 result.DD: DD1: the defenders are disordered and retreat 1 hex",
        "step 5 morale.disordered: IR 4 Hoch- und Deutschmeister becomes disordered",
        "step 5 morale.disordered: IR 5 becomes disordered",
        "13.2.4 move.retreat: IR 4 Hoch- und Deutschmeister retreats 1 hex from 0811 to 0710 (0710)",
        "10.5 move.zones-left-first-free: IR 4 Hoch- und Deutschmeister left 1 enemy zone of influence: those it started in cost nothing, one increment lost for each other (0 increments)",
        "13.2.4 move.retreat: IR 5 retreats 1 hex from 0911 to 0910 (0910)",
        "10.5 move.zones-left-first-free: IR 5 left 1 enemy zone of influence: those it started in cost nothing, one increment lost for each other (0 increments)",
        "19.10 advance.disordered: 5e Hussards is marked disordered and advances into 0811, vacated by the melee",
        "19.1.1 reform.unit: 5e Hussards reforms: exhausted, disordered",
        "19.1.1 charge.ended: The charge is over: melee at 1:1, attackers disordered, defenders disordered",
      ]
    `);
    expect(outcome(s)).toMatchInlineSnapshot(`
      {
        "board": [
          "0710 au-ir4 6/6 disordered",
          "0811 fr-hussars 6/6 disordered exhausted",
          "0910 au-ir5 6/6 disordered",
        ],
        "leaders": [],
        "pending": null,
        "removed": [],
      }
    `);
  });

  it('in a special structure held by two units: both hold, named together', () => {
    const s = playVariant('06-special-structure.json', [53, 2, 11, 52], (j) => {
      j.units.push({ ...unit(j, 'au-ir4'), id: 'au-ir5', name: 'IR 5', increments: 2 });
    });
    expect(told(s)).toMatchInlineSnapshot(`
      [
        "step 5 melee.roll: Melee roll 52, modified 52, on column 3:2: DD1 | d66 52 = 52 at 3:2: DD1",
        "step 5 result.DD: DD1: the defenders are disordered and retreat 1 hex",
        "step 5 result.DD-structure: IR 4 Hoch- und Deutschmeister + IR 5 is in a special structure: it does not retreat",
        "step 5 morale.disordered: IR 4 Hoch- und Deutschmeister becomes disordered",
        "step 5 morale.disordered: IR 5 becomes disordered",
        "19.1.1 reform.unit: 4e Cuirassiers reforms: exhausted, good",
        "19.1.1 charge.ended: The charge is over: melee at 3:2, attackers good, defenders disordered",
      ]
    `);
    expect(outcome(s)).toMatchInlineSnapshot(`
      {
        "board": [
          "0811 au-ir4 4/4 disordered",
          "0811 au-ir5 2/2 disordered",
          "0812 fr-cuirassiers 8/8 good exhausted",
        ],
        "leaders": [],
        "pending": null,
        "removed": [],
      }
    `);
  });
});

describe('step 5: starred checks', () => {
  const starredBoth = starredBothSides();
  const twoRegiments = addSecondRegiment;

  it('2*/1*: the attacking stack checks with the first die, then the defender with the second', () => {
    // scenario 04 at 1:1: 35 gives the result; attacker check 46 (> 45 passes), defender 36 (<= 41 fails)
    const s = playVariant('04-square.json', [21, 14, 35, 46, 36], twoRegiments, starredBoth);
    expect(told(s)).toMatchInlineSnapshot(`
      [
        "step 5 melee.roll: Melee roll 35, modified 35, on column 1:1: 2*/1* | d66 35 = 35 at 1:1: 2*/1*",
        "step 5 result.losses: Losses: the attacker loses 2 increments, the defender 1",
        "step 5 loss.increment: 4e Cuirassiers loses an increment (5 left)",
        "step 5 loss.increment: 4e Cuirassiers loses an increment (4 left)",
        "step 5 loss.increment: IR 4 Hoch- und Deutschmeister loses an increment (5 left)",
        "step 5 result.check-passed: 4e Cuirassiers + 5e Cuirassiers passes its starred morale check (46 beats 45) | d66 46 > morale 45",
        "step 5 result.check-failed: IR 4 Hoch- und Deutschmeister fails its starred morale check (36 does not beat 41) | d66 36 <= morale 41",
        "step 5 morale.disordered: IR 4 Hoch- und Deutschmeister becomes disordered",
        "19.1.1 reform.unit: 4e Cuirassiers reforms: exhausted, good",
        "19.1.1 reform.unit: 5e Cuirassiers reforms: exhausted, good",
        "19.1.1 charge.ended: The charge is over: melee at 1:1, attackers good, defenders disordered",
      ]
    `);
    expect(outcome(s)).toMatchInlineSnapshot(`
      {
        "board": [
          "0811 au-ir4 5/6 disordered",
          "0812 fr-cuir-2 1/1 good exhausted",
          "0812 fr-cuirassiers 4/6 good exhausted",
        ],
        "leaders": [],
        "pending": null,
        "removed": [],
      }
    `);
  });

  it('1/2* that eliminates the defender: its check is rolled but nobody takes it', () => {
    const s = playVariant('02-stand-failed-disorder.json', [33, 24, 35, 11], (j) => {
      unit(j, 'au-ir4').increments = 2;
    });
    expect(told(s)).toMatchInlineSnapshot(`
      [
        "step 5 melee.roll: Melee roll 35, modified 35, on column 2:1: 1/2* | d66 35 = 35 at 2:1: 1/2*",
        "step 5 result.losses: Losses: the attacker loses 1 increment, the defender 2",
        "step 5 loss.increment: 5e Hussards loses an increment (5 left)",
        "step 5 loss.increment: IR 4 Hoch- und Deutschmeister loses an increment (1 left)",
        "step 5 loss.increment: IR 4 Hoch- und Deutschmeister loses an increment (0 left)",
        "step 5 loss.eliminated: IR 4 Hoch- und Deutschmeister is eliminated",
        "19.10 advance.disordered: 5e Hussards is marked disordered and advances into 0811, vacated by the melee",
        "19.1.1 reform.unit: 5e Hussards reforms: exhausted, disordered",
        "19.1.1 charge.ended: The charge is over: melee at 2:1, attackers disordered, defenders eliminated",
      ]
    `);
    expect(outcome(s)).toMatchInlineSnapshot(`
      {
        "board": [
          "0811 fr-hussars 5/6 disordered exhausted",
        ],
        "leaders": [],
        "pending": null,
        "removed": [
          "au-ir4: eliminated (step 5)",
        ],
      }
    `);
  });
});

describe('step 5: losses and leaders', () => {
  it('DS: the leader with the surrendered stack goes with it; leaders elsewhere stay', () => {
    const s = playVariant('12-pursuit-fresh-enemy.json', [55, 1, 11, 64], (j) => {
      j.leaders.push(
        { id: 'au-hohenzollern', name: 'Hohenzollern', side: 'austrian', at: '0811', meleeModifier: 0 },
        { id: 'au-bianchi', name: 'Bianchi', side: 'austrian', at: '0508', meleeModifier: 0 },
        { id: 'fr-milhaud', name: 'Milhaud', side: 'french', at: '0812', meleeModifier: 0 },
      );
    });
    expect(outcome(s)).toMatchInlineSnapshot(`
      {
        "board": [
          "0508 au-ir7 6/6 good",
          "0811 fr-cuirassiers 8/8 disordered exhausted",
        ],
        "leaders": [
          "au-bianchi 5,8",
          "fr-milhaud 8,11",
        ],
        "pending": null,
        "removed": [
          "au-ir4: surrendered (step 5)",
        ],
      }
    `);
  });

  it('a stack loses an increment from its unit with the most left; in a tie the first listed; its leader stays while a unit does', () => {
    // scenario 02 at 2:1 (IR 4 3 + IR 5 3 = 6 : 12): 31 gives 1/1, then 1/1 again is not rolled: one loss.
    const s = playVariant('02-stand-failed-disorder.json', [33, 24, 31], (j) => {
      Object.assign(unit(j, 'au-ir4'), { increments: 1, melee: 3 });
      j.units.push({ ...unit(j, 'au-ir4'), id: 'au-ir5', name: 'IR 5', increments: 1, melee: 3 });
      j.leaders.push({
        id: 'au-hohenzollern',
        name: 'Hohenzollern',
        side: 'austrian',
        at: '0811',
        meleeModifier: 0,
      });
    });
    expect(told(s)).toMatchInlineSnapshot(`
      [
        "step 5 melee.roll: Melee roll 31, modified 31, on column 2:1: 1/1 | d66 31 = 31 at 2:1: 1/1",
        "step 5 result.losses: Losses: the attacker loses 1 increment, the defender 1",
        "step 5 loss.increment: 5e Hussards loses an increment (5 left)",
        "step 5 loss.increment: IR 4 Hoch- und Deutschmeister loses an increment (0 left)",
        "step 5 loss.eliminated: IR 4 Hoch- und Deutschmeister is eliminated",
        "19.1.1 reform.unit: 5e Hussards reforms: exhausted, good",
        "19.1.1 charge.ended: The charge is over: melee at 2:1, attackers good, defenders disordered",
      ]
    `);
    expect(outcome(s)).toMatchInlineSnapshot(`
      {
        "board": [
          "0811 au-ir5 1/1 disordered",
          "0812 fr-hussars 5/6 good exhausted",
        ],
        "leaders": [
          "au-hohenzollern 8,11",
        ],
        "pending": null,
        "removed": [
          "au-ir4: eliminated (step 5)",
        ],
      }
    `);
  });

  it('AS after defensive fire eliminated one of the charging units: the other surrenders, nobody else is touched', () => {
    const s = playVariant('08-fire-eliminates-chargers.json', [44, 1, 44, 11], (j) => {
      j.units.splice(1, 0, {
        ...j.units[0],
        id: 'fr-chasseurs',
        name: '7e Chasseurs',
        increments: 1,
        melee: 6,
      });
      j.charge.attackers.push('fr-chasseurs');
    });
    expect(told(s, 'fire.result')).toMatchInlineSnapshot(`
      [
        "18.89 fire.result: IR 4 Hoch- und Deutschmeister + Cavalleriebatterie Nr. 1 fires at strength 20 on column 18+: roll 51, 2 casualties | fire 10 x2 stood = 20, column 18+, canister 2 columns right; d66 44 +3 Target is charging cavalry = 51: 2 casualties",
        "step 3 loss.increment: 5e Hussards loses an increment (1 left)",
        "step 3 loss.increment: 5e Hussards loses an increment (0 left)",
        "step 3 loss.eliminated: 5e Hussards is eliminated",
        "19.9 melee.odds: Melee odds 6 : 7, read at 1:2 (round-down) | melee 7e Chasseurs 6 : IR 4 Hoch- und Deutschmeister 6 + Cavalleriebatterie Nr. 1 1 = 7 = 1:2",
        "step 5 melee.roll: Melee roll 11, modified 11, on column 1:2: AS | d66 11 -12 fire casualties = 11 at 1:2: AS",
        "step 5 result.AS: AS: the attacker surrenders; every charging unit is removed",
        "19.1.1 reform.nobody: No charging cavalry is left to reform",
        "19.1.1 charge.ended: The charge is over: melee at 1:2, attackers surrendered, defenders good",
      ]
    `);
    expect(outcome(s)).toMatchInlineSnapshot(`
      {
        "board": [
          "0811 au-bty 2/2 good",
          "0811 au-ir4 6/6 good",
        ],
        "leaders": [],
        "pending": null,
        "removed": [
          "fr-hussars: eliminated (step 3)",
          "fr-chasseurs: surrendered (step 5)",
        ],
      }
    `);
  });
});

describe('19.11, R27: the target units that retreated after a DD (19.11, ruling R27), and only they', () => {
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

describe('step 5: a/d results with starred checks on both sides (a 2*/1* transcription)', () => {
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

describe('step 5: a DD under a flight doctrine with no routed unit stacked with the defenders', () => {
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

describe('step 5: DD against two target hexes in the same column', () => {
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

describe('step 5, R26: counts only the routed units still in the target hex', () => {
  it('a unit that routed away at the stand check does not rout again with its stack on the DR', () => {
    // Scenario 02 with IR 5 (disordered) stacked with IR 4: the stand check 33 fails, IR 4 is
    // disordered and IR 5 routs away (second disorder); fire 24 misses; 65 at 2:1 is DR for IR 4 alone.
    const s = new ChargeSession({
      scenario: scenarioOf(
        variantJson('02-stand-failed-disorder.json', (j) => {
          j.units.push({ ...j.units[1], id: 'au-ir5', name: 'IR 5', moraleState: 'disordered' });
        }),
      ),
      ruleset: rulesetWith(),
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
