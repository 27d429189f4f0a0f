/**
 * Step 5 results on boards the shipped charges do not reach, with their whole narration from the melee
 * roll on (rule, entry and text) and the final board: AD and the bounce (in order, disordered, none),
 * DD against two target hexes and in a special structure held by two units, a result starred on both
 * sides (a transcription's 2*\/1*), a starred check whose side was eliminated by the losses, leaders
 * leaving with the last unit of their stack, the unit that takes a loss in a tie, and an AS after
 * defensive fire eliminated one of the charging units. Written to kill the surviving mutants of
 * crt-result.ts, losses.ts and step5-melee-roll.ts (docs/mutation.md); the expected logs were read
 * against RULES.md and the demonstration charts.
 */
import { describe, expect, it } from 'vitest';
import type { RulesetSettings } from '../../src/model/ruleset.ts';
import type { ChargeState } from '../../src/procedure/state.ts';
import {
  addSecondRegiment,
  type EditableJson,
  ending,
  playVariant,
  rulesetWith,
  starredBothSides,
  told,
} from './helpers.ts';

const play = playVariant;

/** The request left pending (its kind), where the units and the leaders ended, and what was removed. */
const outcome = (s: ChargeState) => ({ pending: s.pending?.kind ?? null, ...ending(s) });

const settings = (x: Partial<RulesetSettings>) => rulesetWith(x);
const unit = (j: EditableJson, id: string) => j.units.find((u: EditableJson) => u.id === id);

describe('attacker results and the bounce (scenario 02 at 2:1: stand 33 fails, fire 24 no casualty)', () => {
  it('AD1', () => {
    const s = play('02-stand-failed-disorder.json', [33, 24, 15]);
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
    const s = play(
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
    const s = play(
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

describe('DD', () => {
  it('against two target hexes (both stood: 66, 66): each stack is disordered once and retreats from its own hex', () => {
    const s = play('02-stand-failed-disorder.json', [66, 66, 1, 1, 11, 11, 55], (j) => {
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
    const s = play('06-special-structure.json', [53, 2, 11, 52], (j) => {
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

describe('starred checks', () => {
  const starredBoth = starredBothSides();
  const twoRegiments = addSecondRegiment;

  it('2*/1*: the attacking stack checks with the first die, then the defender with the second', () => {
    // scenario 04 at 1:1: 35 gives the result; attacker check 46 (> 45 passes), defender 36 (<= 41 fails)
    const s = play('04-square.json', [21, 14, 35, 46, 36], twoRegiments, starredBoth);
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
    const s = play('02-stand-failed-disorder.json', [33, 24, 35, 11], (j) => {
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

describe('losses and leaders', () => {
  it('DS: the leader with the surrendered stack goes with it; leaders elsewhere stay', () => {
    const s = play('12-pursuit-fresh-enemy.json', [55, 1, 11, 64], (j) => {
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
    const s = play('02-stand-failed-disorder.json', [33, 24, 31], (j) => {
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
    const s = play('08-fire-eliminates-chargers.json', [44, 1, 44, 11], (j) => {
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
