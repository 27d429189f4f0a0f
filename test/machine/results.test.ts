import { describe, expect, it } from 'vitest';
import { endingText } from '../../src/narration/narrate.ts';
import { boardLines, play } from '../support/charges.ts';
import { said } from '../support/said.ts';

// Scenario 02 (hussars 12 against a line 6 that failed its stand check and is disordered, 2:1 column)
// played with every melee result of that column, and scenario 04 for the attacker's starred check.
// Dice: stand check 33 (fails against morale 52), fire 24 (+3 -6 = 21: no casualty), melee roll, then
// any starred check and the recall die. Demonstration chart, column 2:1: 11-13 AR, 14-22 AD1, 23-26 blank,
// 31-33 1/1, 34-36 1/2*, 41-46 DD1, 51-55 DD2, 56-63 DD3, 64-66 DR.
const CASES = [
  {
    name: 'AR: the attackers rout 10 hexes; the zone they start in costs nothing (10.5, R29)',
    file: '02-stand-failed-disorder.json',
    dice: [33, 24, 12],
    ending: 'melee at 2:1, attackers routed, defenders disordered',
    board: ['0018 fr-hussars 6/6 routed fresh', '0811 au-ir4 6/6 disordered'],
    keys: 'result.AR morale.routed move.rout move.zones-left-first-free reform.nobody charge.ended',
  },
  {
    name: 'AD1: the attackers are disordered and fall back one hex, out of the zone they start in at no cost (R29)',
    file: '02-stand-failed-disorder.json',
    dice: [33, 24, 15],
    ending: 'melee at 2:1, attackers disordered, defenders disordered',
    board: ['0712 fr-hussars 6/6 disordered exhausted', '0811 au-ir4 6/6 disordered'],
    keys: 'result.AD morale.disordered move.fall-back move.zones-left-first-free reform.unit charge.ended',
  },
  {
    name: 'blank: the cavalry bounces one hex in order (19.9.3), no zone loss: a bounce is not a retreat',
    file: '02-stand-failed-disorder.json',
    dice: [33, 24, 24],
    ending: 'melee at 2:1, attackers good, defenders disordered',
    board: ['0712 fr-hussars 6/6 good exhausted', '0811 au-ir4 6/6 disordered'],
    keys: 'result.bounce move.bounce reform.unit charge.ended',
  },
  {
    name: '1/2*: losses on both sides, the defender fails its starred check and routs (second disorder)',
    file: '02-stand-failed-disorder.json',
    dice: [33, 24, 35, 11, 6],
    ending: 'melee at 2:1, attackers disordered, defenders routed, recalled',
    board: ['0005 au-ir4 4/6 routed', '0811 fr-hussars 5/6 disordered exhausted'],
    keys:
      'result.losses loss.increment loss.increment loss.increment result.check-failed morale.routed-second-disorder ' +
      'move.rout move.zones-left-first-free advance.disordered recall.recalled trample.none reform.unit charge.ended',
  },
  {
    name: '1/2*: the defender passes its starred check and stays; the hex is not vacated: reform',
    file: '02-stand-failed-disorder.json',
    dice: [33, 24, 35, 66],
    ending: 'melee at 2:1, attackers good, defenders disordered',
    board: ['0811 au-ir4 4/6 disordered', '0812 fr-hussars 5/6 good exhausted'],
    keys: 'result.losses loss.increment loss.increment loss.increment result.check-passed reform.unit charge.ended',
  },
  {
    name: 'DD1 on a disordered line: it routs instead of retreating (second disorder), then recall',
    file: '02-stand-failed-disorder.json',
    dice: [33, 24, 42, 6],
    ending: 'melee at 2:1, attackers disordered, defenders routed, recalled',
    board: ['0005 au-ir4 6/6 routed', '0811 fr-hussars 6/6 disordered exhausted'],
    keys:
      'result.DD morale.routed-second-disorder move.rout move.zones-left-first-free advance.disordered ' +
      'recall.recalled trample.none reform.unit charge.ended',
  },
  {
    name: 'DR: the defenders rout; not recalled, the hussars pursue and are routed in place (19.11)',
    file: '02-stand-failed-disorder.json',
    dice: [33, 24, 65, 3],
    ending: 'melee at 2:1, attackers routed, defenders routed, not-recalled',
    board: ['0005 au-ir4 6/6 routed', '0307 fr-hussars 6/6 routed fresh'],
    keys:
      'result.DR morale.routed move.rout move.zones-left-first-free advance.disordered recall.not-recalled ' +
      'pursuit.follow pursuit.routed-in-place reform.nobody charge.ended',
  },
  {
    name: '2*/1 against a square: the attacker loses two increments and fails its starred check',
    file: '04-square.json',
    dice: [21, 14, 35, 11],
    ending: 'melee at 1:1, attackers disordered, defenders good',
    board: ['0811 au-ir4 5/6 good', '0812 fr-cuirassiers 4/6 disordered exhausted'],
    keys: 'result.losses loss.increment loss.increment loss.increment result.check-failed morale.disordered reform.unit charge.ended',
  },
];

describe('melee results (step 5) applied through the machine', () => {
  for (const c of CASES) {
    it(c.name, () => {
      const s = play(c.file, c.dice).state;
      expect(endingText(s.ending!)).toBe(c.ending);
      expect(boardLines(s)).toEqual(c.board);
      const keys = s.log.map((e) => e.key);
      const from = keys.indexOf('melee.roll') + 1;
      expect(keys.slice(from).join(' ')).toBe(c.keys);
    });
  }
});

describe('the narrated reference charge', () => {
  it('writes the exact arithmetic of the stand check, fire, odds and melee roll', () => {
    const s = play('01-reference-charge.json').state;
    const byKey = (k: string) => s.log.find((e) => e.key === k)!;
    expect(byKey('stand.passed').arithmetic).toBe(
      'd66 53 -2 Charged by lancers -2 Charged by heavy cavalry +2 Artillery in the stack +3 Leader with the stack (Picton) = 54 > morale 43',
    );
    expect(said(byKey('stand.column-shift'))).toMatchInlineSnapshot(
      `"stand.column-shift hex=0606 roll=2 shift=0"`,
    );
    expect(byKey('fire.result').rule).toBe('18.89');
    expect(byKey('fire.result').arithmetic).toBe(
      'fire 11 x2 stood = 22, column 18+, canister 2 columns right; d66 11 +3 Target is charging cavalry = 14: 0 casualties',
    );
    expect(byKey('melee.odds').arithmetic).toBe(
      'melee 1er Cuirassiers 14 + 2e Chevau-legers lanciers 7 1/2 x3/2 Lancers against a target not in square = 11 1/4 = 25 1/4 : 52nd Foot 8 + Royal Horse Artillery (Bull) 1 = 9 = 2:1',
    );
    expect(byKey('melee.roll').arithmetic).toBe(
      'd66 64 +2 attacking leader -1 defending leader = 65 at 2:1: DR',
    );
    expect(byKey('melee.roll').dice).toEqual({ dice: 'd66', roll: 64, modified: 65 });
  });
});

describe('defensive fire casualties modify the melee roll (step 3)', () => {
  it('two casualties are -12 d66 steps: 64 -12 +2 -1 = 45 (d66 steps, not arithmetic)', () => {
    const s = play('01-reference-charge.json', [53, 2, 44, 64, 66, 6, 6]).state;
    const fire = s.log.find((e) => e.key === 'fire.result')!;
    expect(fire.params.casualties).toBe(2);
    expect(s.fireCasualties).toBe(2);
    const roll = s.log.find((e) => e.key === 'melee.roll')!;
    expect(roll.arithmetic).toBe(
      'd66 64 -12 fire casualties +2 attacking leader -1 defending leader = 45 at 2:1: DD1',
    );
  });
});
