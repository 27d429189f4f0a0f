import { describe, expect, it } from 'vitest';
import { hexLabel } from '../../src/model/coord.ts';
import type { ChargeState } from '../../src/procedure/state.ts';
import { FIXTURES } from '../model/fixtures.ts';
import {
  boardLines,
  type EditableJson,
  entries,
  keysFrom,
  playJson,
  rollAll,
  sessionJson,
  variantJson,
} from '../support/charges.ts';
import { cavalry, infantry } from '../support/doctrine-charges.ts';
import { said } from '../support/said.ts';

// Each rule of seed 003's procedure pinned by exact outcomes and log entries, so that a wrong rule
// (the mutants listed in the issue "The rules hold") fails a test.

/** The log entries of one step as "key params". */
const saidIn = (s: ReturnType<typeof sessionJson>, step: string) =>
  s.state.log.filter((e) => e.step === step).map((e) => said(e));

describe('step 3: "no defensive fire" names the real cause', () => {
  // Scenario 02: hussars charge IR 4 at 0811 from 0812 (south); the stand check roll fails.
  const noFire = (edit: (j: EditableJson) => void) =>
    saidIn(rollAll(sessionJson(variantJson('02-stand-failed-disorder.json', edit)), [33]), 'defensiveFire');

  it('the charger is not on a front hexside', () => {
    expect(
      noFire((j) => {
        j.units[1].facing = 'N';
      }),
    ).toMatchInlineSnapshot(`
      [
        "fire.not-front unit=IR 4 Hoch- und Deutschmeister",
        "fire.none hex=0811",
      ]
    `);
  });

  it('a fire value of 0', () => {
    expect(
      noFire((j) => {
        j.units[1].fire = 0;
      }),
    ).toMatchInlineSnapshot(`
      [
        "fire.no-fire-value unit=IR 4 Hoch- und Deutschmeister",
        "fire.none hex=0811",
      ]
    `);
  });

  it('limbered artillery', () => {
    expect(
      noFire((j) => {
        j.units[1] = {
          ...j.units[1],
          name: 'Fussbatterie Nr. 3',
          arm: 'artillery',
          formation: 'limbered',
          supplied: true,
        };
      }),
    ).toMatchInlineSnapshot(`
      [
        "fire.limbered unit=Fussbatterie Nr. 3",
        "fire.none hex=0811",
      ]
    `);
  });

  it('each unit of a stack with its own cause: facing, no supply ammunition, routed', () => {
    expect(
      noFire((j) => {
        j.units[1].facing = 'N';
        j.units.push({ ...j.units[1], id: 'au-bty', name: 'Fussbatterie Nr. 3', arm: 'artillery' });
        Object.assign(j.units[2], { formation: 'unlimbered', supplied: false, facing: 'S', increments: 2 });
        j.units.push({ ...j.units[1], id: 'au-ir7', name: 'IR 7', moraleState: 'routed', facing: 'S' });
      }),
    ).toMatchInlineSnapshot(`
      [
        "fire.not-front unit=IR 4 Hoch- und Deutschmeister",
        "fire.unsupplied unit=Fussbatterie Nr. 3",
        "fire.routed unit=IR 7",
        "fire.none hex=0811",
      ]
    `);
  });

  it('no unit left in the hex: the stack routed away at the stand check', () => {
    // Two target hexes: i1, already disordered, fails (11) and routs away; i2 stands (66), shift die 1.
    const json = structuredClone(FIXTURES['two-hexes']!) as EditableJson;
    json.units.find((u: EditableJson) => u.id === 'i1').moraleState = 'disordered';
    const s = rollAll(sessionJson(json), [11, 66, 1]);
    expect(saidIn(s, 'defensiveFire')).toMatchInlineSnapshot(`
      [
        "fire.none-left hex=0617",
      ]
    `);
    expect(s.pending?.id).toBe('fire-1');
  });
});

/** The arithmetic of the first log entry with this key. */
const arithmetic = (s: ChargeState, key: string) => s.log.find((e) => e.key === key)?.arithmetic;

describe('step 2 (19.6): what standing or failing does to the defensive fire', () => {
  it('a stack that fails does not double its fire (scenario 02, stand 33 fails, fire 24)', () => {
    const s = rollAll(sessionJson(variantJson('02-stand-failed-disorder.json', () => {})), [33, 24]).state;
    expect(s.targets[0]).toMatchObject({ standCheck: 'failed', fireDoubled: false });
    expect(arithmetic(s, 'fire.result')).toBe(
      'fire 6 = 6, column 6-8; d66 24 +3 Target is charging cavalry -6 Firer disordered = 21: 0 casualties',
    );
  });

  it('a square that fails holds, without doubled fire or a column-shift die (scenario 04)', () => {
    const s = rollAll(sessionJson(variantJson('04-square.json', () => {})), [21, 14]).state;
    expect(s.targets[0]).toMatchObject({ standCheck: 'failed', fireDoubled: false });
    expect(s.targets[0]!.columnShift).toBeUndefined();
    expect(arithmetic(s, 'fire.result')).toBe(
      'fire 6 = 6, column 6-8; d66 14 +3 Target is charging cavalry = 21: 0 casualties',
    );
    expect(s.board.units.find((u) => u.id === 'au-ir4')?.moraleState).toBe('good');
  });

  it('a stack that stands doubles its fire (scenario 06)', () => {
    const s = rollAll(sessionJson(variantJson('06-special-structure.json', () => {})), [53, 2, 11]).state;
    expect(s.targets[0]).toMatchObject({ standCheck: 'passed', fireDoubled: true, columnShift: 0 });
    expect(arithmetic(s, 'fire.result')).toBe(
      'fire 6 x2 stood = 12, column 9-12; d66 11 +3 Target is charging cavalry = 14: 0 casualties',
    );
  });

  it('R17: a stack that stood doubles its fire strength before rounding down (floor(sum x 2), not floor(sum) x 2)', () => {
    // Scenario 06 with IR 4 at 3 of 6 increments and fire 9: 27/6 = 4 1/2. Doubled before rounding: 9,
    // column 9-12, where d66 31 +3 = 34 is 1 casualty; floor(4 1/2) x 2 = 8 would read column 6-8: none.
    const half = (j: EditableJson) =>
      Object.assign(j.units[1], { fire: 9, increments: 3, fullIncrements: 6 });
    const s = rollAll(sessionJson(variantJson('06-special-structure.json', half)), [53, 2, 31]).state;
    expect(s.targets[0]).toMatchObject({ standCheck: 'passed', fireDoubled: true, columnShift: 0 });
    expect(s.log.find((e) => e.key === 'fire.result')).toMatchObject({
      params: { strength: 9, column: '9-12', roll: 31, modified: 34, casualties: 1 },
      arithmetic:
        'fire 4 1/2 x2 stood = 9, column 9-12; d66 31 +3 Target is charging cavalry = 34: 1 casualties',
    });
    expect(s.fireCasualties).toBe(1);
    expect(boardLines(s)).toEqual(['0811 au-ir4 3/6 good', '0812 fr-cuirassiers 7/8 good fresh']);
    // the same stack that failed its check fires 4 1/2 = 4 (rounded down), column 3-5
    const failed = rollAll(sessionJson(variantJson('06-special-structure.json', half)), [22, 31]).state;
    expect(failed.log.find((e) => e.key === 'fire.result')?.arithmetic).toMatch(
      /^fire 4 1\/2 = 4, column 3-5;/,
    );
  });

  it('canister (18.89) shifts two columns right whatever the check gave: also after a failed check (scenario 08)', () => {
    // Stand 11 +2 artillery = 13 fails: both units disordered, the fire is not doubled, canister still applies.
    const s = rollAll(sessionJson(variantJson('08-fire-eliminates-chargers.json', () => {})), [11, 11]).state;
    expect(arithmetic(s, 'fire.result')).toBe(
      'fire 10 = 10, column 18+, canister 2 columns right; d66 11 +3 Target is charging cavalry -6 Firer disordered = 11: 0 casualties',
    );
    expect(s.log.find((e) => e.key === 'fire.result')?.rule).toBe('18.89');
  });

  it('infantry alone fires without canister; the stack with guns that stood fires doubled with canister', () => {
    const alone = rollAll(
      sessionJson(
        variantJson('08-fire-eliminates-chargers.json', (j) => {
          j.units.pop();
        }),
      ),
      [11, 11],
    ).state;
    expect(arithmetic(alone, 'fire.result')).toBe(
      'fire 6 = 6, column 6-8; d66 11 +3 Target is charging cavalry -6 Firer disordered = 11: 0 casualties',
    );
    expect(alone.log.find((e) => e.key === 'fire.result')?.rule).toBe('step 3');
    const stood = rollAll(
      sessionJson(variantJson('08-fire-eliminates-chargers.json', () => {})),
      [44, 1, 64],
    ).state;
    expect(stood.log.find((e) => e.key === 'fire.result')).toMatchObject({
      rule: '18.89',
      arithmetic:
        'fire 10 x2 stood = 20, column 18+, canister 2 columns right; d66 64 +3 Target is charging cavalry = 66: 3 casualties',
    });
  });
});

describe('step 3: only units with the charging cavalry on a front hexside fire', () => {
  it('in a stack, a unit facing away does not add its fire', () => {
    // Scenario 08 with the battery facing north: only IR 4 fires (6, not doubled), without canister.
    const s = rollAll(
      sessionJson(
        variantJson('08-fire-eliminates-chargers.json', (j) => {
          j.units[2].facing = 'N';
        }),
      ),
      [11, 11],
    ).state;
    expect(s.log.find((e) => e.key === 'fire.result')).toMatchObject({
      rule: 'step 3',
      params: { stack: 'IR 4 Hoch- und Deutschmeister' },
      arithmetic:
        'fire 6 = 6, column 6-8; d66 11 +3 Target is charging cavalry -6 Firer disordered = 11: 0 casualties',
    });
  });
});

describe('step 5 results and step 6 advance', () => {
  it('AD on an already disordered attacker: it routs instead of falling back (scenario 02, melee 15 at 2:1: AD1)', () => {
    const s = playJson(
      variantJson('02-stand-failed-disorder.json', (j) => {
        j.units[0].moraleState = 'disordered';
      }),
      [33, 24, 15],
    );
    expect(keysFrom(s, 'result.AD')).toBe(
      'result.AD morale.routed-second-disorder move.rout move.zones-left-first-free reform.nobody charge.ended',
    );
    expect(boardLines(s)).toEqual(['0018 fr-hussars 6/6 routed fresh', '0811 au-ir4 6/6 disordered']);
  });

  it('AD on an attacker in good order: disordered, it falls back the number of hexes', () => {
    const s = playJson(
      variantJson('02-stand-failed-disorder.json', () => {}),
      [33, 24, 15],
    );
    expect(said(entries(s, 'move.fall-back')[0]!)).toMatchInlineSnapshot(
      `"move.fall-back stack=5e Hussards from=0812 to=0712 path=0712 hexes=1 cost=1 zones=1"`,
    );
    expect(boardLines(s)).toEqual(['0712 fr-hussars 6/6 disordered exhausted', '0811 au-ir4 6/6 disordered']);
  });

  it('chargers already disordered advance disordered, not routed (19.10); the others are marked disordered', () => {
    // Scenario 13 with the hussars disordered: stand 11 fails, fire 11, melee 55 at 6:1: DS.
    const s = playJson(
      variantJson('13-overwhelming.json', (j) => {
        j.units[1].moraleState = 'disordered';
      }),
      [11, 11, 55],
    );
    expect(keysFrom(s, 'result.DS')).toBe(
      'result.DS advance.disordered reform.unit reform.unit charge.ended',
    );
    expect(boardLines(s)).toEqual([
      '0811 fr-cuirassiers 8/8 disordered exhausted',
      '0811 fr-hussars 6/6 disordered exhausted',
    ]);
  });

  it('a hex vacated before the melee (every target routed at the stand check): the chargers advance in order', () => {
    const s = playJson(
      variantJson('03-stand-failed-rout.json', () => {}),
      [22, 5],
    );
    expect(said(entries(s, 'advance.in-order')[0]!)).toMatchInlineSnapshot(
      `"advance.in-order stack=5e Hussards hex=0811"`,
    );
    expect(s.board.units.find((u) => u.id === 'fr-hussars')?.moraleState).toBe('good');
  });

  it('against cavalry there is no recall and no pursuit, even after a DR (scenario 09, 55 at 3:1)', () => {
    const s = playJson(
      variantJson('09-cavalry-vs-cavalry.json', () => {}),
      [55],
    );
    expect(s.procedure).toBe('against-cavalry');
    expect(keysFrom(s, 'result.DR')).toBe(
      'result.DR morale.routed move.rout move.zones-left-first-free advance.disordered reform.unit charge.ended',
    );
    expect(boardLines(s)).toEqual([
      '0005 au-chl 6/6 routed fresh',
      '0811 fr-cuirassiers 6/6 disordered exhausted',
    ]);
  });

  it('against cavalry there is no pursuit of units in retreat either, under pursuitOf "retreating" (scenario 09, DD1: 33 at 3:1)', () => {
    // in the other procedures the chevau-legers that fell back would be pursued (R27)
    const s = playJson(
      variantJson('09-cavalry-vs-cavalry.json', () => {}),
      [33],
      { pursuitOf: 'retreating' },
    );
    expect(s.retreatedTargets).toEqual(['au-chl']);
    expect(keysFrom(s, 'result.DD')).toBe(
      'result.DD morale.disordered move.retreat move.zones-left-first-free advance.disordered reform.unit charge.ended',
    );
    expect(s.recall).toBeUndefined();
    expect(boardLines(s)).toEqual([
      '0710 au-chl 6/6 disordered fresh',
      '0811 fr-cuirassiers 6/6 disordered exhausted',
    ]);
  });

  it('DD in a special structure: units in good order hold without retreating (scenario 06)', () => {
    const s = playJson(
      variantJson('06-special-structure.json', () => {}),
      [53, 2, 11, 34],
    );
    expect(keysFrom(s, 'result.DD')).toBe(
      'result.DD result.DD-structure morale.disordered reform.unit charge.ended',
    );
    expect(boardLines(s)).toEqual(['0811 au-ir4 4/4 disordered', '0812 fr-cuirassiers 8/8 good exhausted']);
  });

  it('DD in a special structure: a unit already disordered routs by the second-disorder rule, and the cavalry advances', () => {
    // Stand 53 +6 structure -6 disordered -2 heavy = 51 passes; shift 2; fire 11; melee 34 at 3:1: DD1;
    // the recall d6 3 -1 disordered fails: pursuit.
    const s = playJson(
      variantJson('06-special-structure.json', (j) => {
        j.units[1].moraleState = 'disordered';
      }),
      [53, 2, 11, 34, 3],
    );
    expect(keysFrom(s, 'result.DD')).toBe(
      'result.DD morale.routed-second-disorder move.rout move.zones-left-first-free advance.disordered ' +
        'recall.not-recalled pursuit.follow pursuit.routed-in-place reform.nobody charge.ended',
    );
    expect(boardLines(s)).toEqual(['0005 au-ir4 4/4 routed', '0307 fr-cuirassiers 8/8 routed fresh']);
  });

  it('DD2 in the open: the defenders are disordered and retreat two hexes; the cavalry advances disordered', () => {
    // Scenario 05 moved into clear terrain, the Grenzer in line: stand 55 passes, shift 1, fire 31, melee
    // 42 at 3:1: DD2.
    const s = playJson(
      variantJson('05-general-order.json', (j) => {
        j.board.terrain = {};
        j.units[1].formation = 'line';
      }),
      [55, 1, 31, 42],
    );
    expect(keysFrom(s, 'result.DD')).toBe(
      'result.DD morale.disordered move.retreat move.zones-left-first-free advance.disordered reform.unit charge.ended',
    );
    expect(entries(s, 'move.retreat')[0]!.params).toMatchObject({ from: '0811', hexes: 2 });
    expect(boardLines(s)).toEqual([
      '0610 au-grenz 4/4 disordered',
      '0811 fr-hussars 6/6 disordered exhausted',
    ]);
  });
});

describe('step 6 (19.10): the steps after the advance read the charging stack where it stands', () => {
  it('the recall roll (19.8) counts Milhaud, who advanced with the cuirassiers into 0811 (scenario 11, d6 4)', () => {
    const s = playJson(
      variantJson('11-recall-trample.json', () => {}),
      [55, 1, 11, 55, 4],
    );
    expect(boardLines(s)).toContain('0811 fr-cuirassiers 8/8 disordered exhausted');
    expect(s.board.leaders.map((l) => [l.id, hexLabel(l.at)])).toEqual([['fr-milhaud', '0811']]);
    // read from 0812, the hex the charge came from, the leader would be missed: 4 -1 = 3, not recalled
    expect(entries(s, 'recall.recalled')[0]?.arithmetic).toBe(
      'd6 4 +1 Leader with the cavalry -1 Cavalry disordered = 4: recalled',
    );
  });

  it('the pursuit melee (19.11) takes the hexside the pursuers touch from: the 95th flanked from 0513, x2', () => {
    // The 7e Hussards (melee 8) in 0615 charge the routed 44th in 0614; it routs to 0007 and the hussars,
    // advanced into 0614 and not recalled (d6 1 +1 light = 2), follow it to 0513, next to the 95th in
    // 0414 facing south: 0513 is on its flank (x2), where 0615, the hex the charge came from, is on its front.
    const json = {
      kind: 'scenario',
      id: 'pursuit-flank',
      title: 'pursuit melee through a flank',
      description: 'built by a test',
      board: { width: 16, height: 20, defaultTerrain: 'clear', terrain: {} },
      sides: [
        { id: 'french', name: 'French', homeEdge: 'south' },
        { id: 'british', name: 'British', homeEdge: 'north' },
      ],
      units: [
        cavalry('fr-7-hussars', '0615', { name: '7e Hussards' }),
        infantry('br-44-foot', 'british', '0614', { name: '44th Foot', moraleState: 'routed' }),
        infantry('br-95-foot', 'british', '0414', { name: '95th Foot' }),
      ],
      leaders: [],
      charge: { attackers: ['fr-7-hussars'], targets: ['0614'] },
    };
    const s = playJson(json, [1, 33]);
    expect(entries(s, 'pursuit.follow')[0]?.params).toMatchObject({
      from: '0614',
      to: '0513',
      touched: '95th Foot',
    });
    expect(entries(s, 'pursuit.melee-odds')[0]?.arithmetic).toBe(
      'melee 7e Hussards 8 x2 Charge through a flank hexside x1/2 Cavalry that was not recalled = 8 : 95th Foot 6 = 1:1',
    );
    // 33 at 1:1: AD1, the hussars fall back to 0614 and are routed in place there
    expect(boardLines(s)).toEqual([
      '0007 br-44-foot 5/6 routed',
      '0414 br-95-foot 6/6 good',
      '0614 fr-7-hussars 6/6 routed fresh',
    ]);
  });
});

describe('step 8 (19.1.1): reform (ruling R4)', () => {
  const readiness = (s: ChargeState, id: string) => {
    const u = s.board.units.find((x) => x.id === id);
    return `${u?.readiness} ${u?.moraleState}`;
  };

  it('without a melee the chargers become tired, never fresher than they were (scenario 07: the guns fled)', () => {
    const at = (r: string) =>
      playJson(
        variantJson('07-lone-unsupplied-artillery.json', (j) => {
          j.units[0].readiness = r;
        }),
        [],
      );
    expect(readiness(at('fresh'), 'fr-hussars')).toBe('tired good');
    expect(readiness(at('tired'), 'fr-hussars')).toBe('tired good');
    expect(readiness(at('exhausted'), 'fr-hussars')).toBe('exhausted good');
  });

  it('after a melee they are exhausted; the ruleset may say otherwise and may let them recover from disorder', () => {
    const json = variantJson('05-general-order.json', () => {});
    expect(readiness(playJson(json, [32, 31, 33]), 'fr-hussars')).toBe('exhausted disordered');
    const house = playJson(json, [32, 31, 33], {
      reform: { readinessAfterMelee: 'tired', readinessWithoutMelee: 'fresh', recoverDisorder: true },
    });
    expect(readiness(house, 'fr-hussars')).toBe('tired good');
    expect(said(entries(house, 'reform.unit')[0]!)).toMatchInlineSnapshot(
      `"reform.unit unit=5e Hussards readiness=tired morale=good"`,
    );
  });

  it('routed chargers are not reformed', () => {
    const s = playJson(
      variantJson('02-stand-failed-disorder.json', () => {}),
      [33, 24, 12],
    );
    expect(readiness(s, 'fr-hussars')).toBe('fresh routed');
    expect(entries(s, 'reform.nobody')).toHaveLength(1);
  });
});

describe('step 5 blank result (19.9.3): the bounce (ruling R3)', () => {
  const json = variantJson('02-stand-failed-disorder.json', () => {});
  it('default: one hex back in order, no zone lost', () => {
    const s = playJson(json, [33, 24, 24]);
    expect(keysFrom(s, 'result.bounce')).toBe('result.bounce move.bounce reform.unit charge.ended');
    expect(boardLines(s)).toEqual(['0712 fr-hussars 6/6 good exhausted', '0811 au-ir4 6/6 disordered']);
  });

  it('a ruleset may bounce farther and disorder the cavalry (then it falls back)', () => {
    const s = playJson(json, [33, 24, 24], { bounce: { hexes: 2, disorder: true } });
    expect(said(entries(s, 'result.bounce')[0]!)).toMatchInlineSnapshot(
      `"result.bounce hexes=2 disorder=disordered"`,
    );
    expect(keysFrom(s, 'result.bounce')).toBe(
      'result.bounce morale.disordered move.fall-back move.zones-left-first-free reform.unit charge.ended',
    );
    expect(boardLines(s)).toEqual(['0613 fr-hussars 6/6 disordered exhausted', '0811 au-ir4 6/6 disordered']);
  });

  it('a bounce of 0 hexes leaves the cavalry in place', () => {
    const s = playJson(json, [33, 24, 24], { bounce: { hexes: 0, disorder: false } });
    expect(keysFrom(s, 'result.bounce')).toBe('result.bounce reform.unit charge.ended');
    expect(boardLines(s)).toEqual(['0811 au-ir4 6/6 disordered', '0812 fr-hussars 6/6 good exhausted']);
  });
});
