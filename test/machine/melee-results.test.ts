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
import { said } from '../support/said.ts';

/** The request left pending (its kind), where the units and the leaders ended, and what was removed. */
const outcome = (s: ChargeState) => ({ pending: s.pending?.kind ?? null, ...ending(s) });

const settings = (x: Partial<RulesetSettings>) => rulesetWith(x);

const unit = (j: EditableJson, id: string) => j.units.find((u: EditableJson) => u.id === id);

describe('step 5: attacker results and the bounce (scenario 02 at 2:1: stand 33 fails, fire 24 no casualty)', () => {
  it('AD1', () => {
    const s = playVariant('02-stand-failed-disorder.json', [33, 24, 15]);
    expect(told(s)).toMatchInlineSnapshot(`
      [
        "step 5 melee.roll roll=15 modified=15 column=2:1 result=AD1 | d66 15 = 15 at 2:1: AD1",
        "step 5 result.AD hexes=1",
        "step 5 morale.disordered unit=5e Hussards",
        "13.2.4 move.fall-back stack=5e Hussards from=0812 to=0712 path=0712 hexes=1 cost=1 zones=1",
        "10.5 move.zones-left-first-free stack=5e Hussards zones=1 lost=0",
        "19.1.1 reform.unit unit=5e Hussards readiness=exhausted morale=disordered",
        "19.1.1 charge.ended decidedBy=melee odds=2:1 attackers=on-board attackerState1=disordered defenders=on-board defenderState1=disordered",
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
        "step 5 melee.roll roll=24 modified=24 column=2:1 result=- | d66 24 = 24 at 2:1: -",
        "19.9.3 result.bounce hexes=1 disorder=disordered",
        "19.9.3 morale.disordered unit=5e Hussards",
        "13.2.4 move.fall-back stack=5e Hussards from=0812 to=0712 path=0712 hexes=1 cost=1 zones=1",
        "10.5 move.zones-left-first-free stack=5e Hussards zones=1 lost=0",
        "19.1.1 reform.unit unit=5e Hussards readiness=exhausted morale=disordered",
        "19.1.1 charge.ended decidedBy=melee odds=2:1 attackers=on-board attackerState1=disordered defenders=on-board defenderState1=disordered",
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
        "step 5 melee.roll roll=24 modified=24 column=2:1 result=- | d66 24 = 24 at 2:1: -",
        "19.9.3 result.bounce hexes=0 disorder=in order",
        "19.1.1 reform.unit unit=5e Hussards readiness=exhausted morale=good",
        "19.1.1 charge.ended decidedBy=melee odds=2:1 attackers=on-board attackerState1=good defenders=on-board defenderState1=disordered",
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
        "step 5 melee.roll roll=55 modified=55 column=1:1 result=DD1 | d66 55 = 55 at 1:1: DD1",
        "step 5 result.DD hexes=1",
        "step 5 morale.disordered unit=IR 4 Hoch- und Deutschmeister",
        "step 5 morale.disordered unit=IR 5",
        "13.2.4 move.retreat stack=IR 4 Hoch- und Deutschmeister from=0811 to=0710 path=0710 hexes=1 cost=1 zones=1",
        "10.5 move.zones-left-first-free stack=IR 4 Hoch- und Deutschmeister zones=1 lost=0",
        "13.2.4 move.retreat stack=IR 5 from=0911 to=0910 path=0910 hexes=1 cost=1 zones=1",
        "10.5 move.zones-left-first-free stack=IR 5 zones=1 lost=0",
        "19.10 advance.disordered stack=5e Hussards hex=0811",
        "19.1.1 reform.unit unit=5e Hussards readiness=exhausted morale=disordered",
        "19.1.1 charge.ended decidedBy=melee odds=1:1 attackers=on-board attackerState1=disordered defenders=on-board defenderState1=disordered",
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
        "step 5 melee.roll roll=52 modified=52 column=3:2 result=DD1 | d66 52 = 52 at 3:2: DD1",
        "step 5 result.DD hexes=1",
        "step 5 result.DD-structure stack=IR 4 Hoch- und Deutschmeister + IR 5",
        "step 5 morale.disordered unit=IR 4 Hoch- und Deutschmeister",
        "step 5 morale.disordered unit=IR 5",
        "19.1.1 reform.unit unit=4e Cuirassiers readiness=exhausted morale=good",
        "19.1.1 charge.ended decidedBy=melee odds=3:2 attackers=on-board attackerState1=good defenders=on-board defenderState1=disordered",
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
        "step 5 melee.roll roll=35 modified=35 column=1:1 result=2*/1* | d66 35 = 35 at 1:1: 2*/1*",
        "step 5 result.losses attacker=2 defender=1",
        "step 5 loss.increment unit=4e Cuirassiers left=5",
        "step 5 loss.increment unit=4e Cuirassiers left=4",
        "step 5 loss.increment unit=IR 4 Hoch- und Deutschmeister left=5",
        "step 5 result.check-passed stack=4e Cuirassiers + 5e Cuirassiers roll=46 morale=45 | d66 46 > morale 45",
        "step 5 result.check-failed stack=IR 4 Hoch- und Deutschmeister roll=36 morale=41 | d66 36 <= morale 41",
        "step 5 morale.disordered unit=IR 4 Hoch- und Deutschmeister",
        "19.1.1 reform.unit unit=4e Cuirassiers readiness=exhausted morale=good",
        "19.1.1 reform.unit unit=5e Cuirassiers readiness=exhausted morale=good",
        "19.1.1 charge.ended decidedBy=melee odds=1:1 attackers=on-board attackerState1=good defenders=on-board defenderState1=disordered",
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
        "step 5 melee.roll roll=35 modified=35 column=2:1 result=1/2* | d66 35 = 35 at 2:1: 1/2*",
        "step 5 result.losses attacker=1 defender=2",
        "step 5 loss.increment unit=5e Hussards left=5",
        "step 5 loss.increment unit=IR 4 Hoch- und Deutschmeister left=1",
        "step 5 loss.increment unit=IR 4 Hoch- und Deutschmeister left=0",
        "step 5 loss.eliminated unit=IR 4 Hoch- und Deutschmeister",
        "19.10 advance.disordered stack=5e Hussards hex=0811",
        "19.1.1 reform.unit unit=5e Hussards readiness=exhausted morale=disordered",
        "19.1.1 charge.ended decidedBy=melee odds=2:1 attackers=on-board attackerState1=disordered defenders=eliminated",
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
        "step 5 melee.roll roll=31 modified=31 column=2:1 result=1/1 | d66 31 = 31 at 2:1: 1/1",
        "step 5 result.losses attacker=1 defender=1",
        "step 5 loss.increment unit=5e Hussards left=5",
        "step 5 loss.increment unit=IR 4 Hoch- und Deutschmeister left=0",
        "step 5 loss.eliminated unit=IR 4 Hoch- und Deutschmeister",
        "19.1.1 reform.unit unit=5e Hussards readiness=exhausted morale=good",
        "19.1.1 charge.ended decidedBy=melee odds=2:1 attackers=on-board attackerState1=good defenders=on-board defenderState1=disordered",
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
        "18.89 fire.result stack=IR 4 Hoch- und Deutschmeister + Cavalleriebatterie Nr. 1 hex=0811 strength=20 column=18+ roll=44 modified=51 casualties=2 | fire 10 x2 stood = 20, column 18+, canister 2 columns right; d66 44 +3 Target is charging cavalry = 51: 2 casualties",
        "step 3 loss.increment unit=5e Hussards left=1",
        "step 3 loss.increment unit=5e Hussards left=0",
        "step 3 loss.eliminated unit=5e Hussards",
        "19.9 melee.odds attacker=6 defender=7 column=1:2 rounding=round-down | melee 7e Chasseurs 6 : IR 4 Hoch- und Deutschmeister 6 + Cavalleriebatterie Nr. 1 1 = 7 = 1:2",
        "step 5 melee.roll roll=11 modified=11 column=1:2 result=AS | d66 11 -12 fire casualties = 11 at 1:2: AS",
        "step 5 result.AS",
        "19.1.1 reform.nobody",
        "19.1.1 charge.ended decidedBy=melee odds=1:2 attackers=surrendered defenders=on-board defenderState1=good",
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
    expect(entries(s, 'move.rout').map((e) => said(e))).toMatchInlineSnapshot(`
      [
        "move.rout stack=IR 4 Hoch- und Deutschmeister from=0811 to=0017 path=0711-0612-0512-0413-0313-0214-0114-0015-0016-0017 hexes=10 cost=10 zones=0",
      ]
    `);
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
    expect(entries(s, 'move.retreat').map((e) => said(e))).toMatchInlineSnapshot(`
      [
        "move.retreat stack=Warasdiner Grenzer from=0811 to=0710 path=0710 hexes=1 cost=1 zones=1",
      ]
    `);
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
