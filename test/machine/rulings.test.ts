import { describe, expect, it } from 'vitest';
import { scriptSource } from '../../src/dice/index.ts';
import type { RulesetSettings } from '../../src/model/ruleset.ts';
import { endingParams } from '../../src/procedure/ending.ts';
import { zonesLostAfterTheFirst } from '../../src/procedure/moves.ts';
import { startCharge } from '../../src/procedure/start.ts';
import type { ChargeState } from '../../src/procedure/state.ts';
import { FIXTURES } from '../model/fixtures.ts';
import {
  boardLines,
  type EditableJson,
  entries,
  keysFrom,
  playJson,
  removals,
  rollAll,
  rulesetWith,
  scenarioOf,
  sessionJson,
  variantJson,
} from '../support/charges.ts';
import { said } from '../support/said.ts';

// The rulings R26-R31 of docs/rulings.md, each played both ways of its setting where it has one.

describe('R34: a disordered unit in the stack: the fire takes the firer-disordered modifier, the stand check reads the top unit', () => {
  // Scenario 08: IR 4 (morale 31, listed first: the top unit) with the battery (+2 artillery in the
  // stack on the stand check); the hussars get 6 increments so that every casualty shows.
  const stack = (disordered: string, edit: (j: EditableJson) => void = () => {}) =>
    variantJson('08-fire-eliminates-chargers.json', (j) => {
      j.units[0].increments = 6;
      j.units.find((u: { id: string }) => u.id === disordered).moraleState = 'disordered';
      edit(j);
    });
  const said = (s: ChargeState, key: string) => s.log.find((e) => e.key === key)?.arithmetic;

  it('fire: the battery below the top is disordered, so the whole stack fire takes -6 (55 +3 -6 = 52: 2 casualties, not 3)', () => {
    const s = rollAll(sessionJson(stack('au-bty')), [33, 1, 55]).state;
    expect(said(s, 'fire.result')).toMatchInlineSnapshot(
      `"fire 10 x2 stood = 20, column 18+, canister 2 columns right; d66 55 +3 Target is charging cavalry -6 Firer disordered = 52: 2 casualties"`,
    );
    expect(s.fireCasualties).toBe(2);
    // the same stack in good order: 55 +3 = 62, 3 casualties
    const good = rollAll(sessionJson(stack('au-bty', (j) => delete j.units[2].moraleState)), [33, 1, 55]);
    expect(said(good.state, 'fire.result')).toMatch(
      /d66 55 \+3 Target is charging cavalry = 62: 3 casualties$/,
    );
  });

  it('stand check: the battery below the top is disordered, the top unit is not: no -6 (33 +2 = 35 > 31, it stands)', () => {
    const s = rollAll(sessionJson(stack('au-bty')), [33]).state;
    expect(said(s, 'stand.passed')).toMatchInlineSnapshot(
      `"d66 33 +2 Artillery in the stack = 35 > morale 31"`,
    );
    expect(s.targets[0]).toMatchObject({ standCheck: 'passed', fireDoubled: true });
  });

  it('stand check: the top unit is disordered: -6 (33 -6 +2 = 25 <= 31, it fails)', () => {
    const s = rollAll(sessionJson(stack('au-ir4')), [33, 55]).state;
    expect(said(s, 'stand.failed')).toMatchInlineSnapshot(
      `"d66 33 -6 Defender disordered +2 Artillery in the stack = 25 <= morale 31"`,
    );
    expect(s.targets[0]).toMatchObject({ standCheck: 'failed', fireDoubled: false });
    // IR 4, already disordered, routs away; the battery, disordered by the failure, fires alone
    expect(boardLines(s)).toEqual([
      '0005 au-ir4 6/6 routed',
      '0811 au-bty 2/2 disordered',
      '0812 fr-hussars 5/6 good fresh',
    ]);
    expect(said(s, 'fire.result')).toMatchInlineSnapshot(
      `"fire 4 = 4, column 9-12, canister 2 columns right; d66 55 +3 Target is charging cavalry -6 Firer disordered = 52: 1 casualties"`,
    );
  });

  it('fire: a disordered unit that does not fire (the battery facing away) brings no firer-disordered modifier', () => {
    const s = rollAll(
      sessionJson(stack('au-bty', (j) => Object.assign(j.units[2], { facing: 'N' }))),
      [33, 1, 55],
    ).state;
    expect(said(s, 'fire.result')).toMatchInlineSnapshot(
      `"fire 6 x2 stood = 12, column 9-12; d66 55 +3 Target is charging cavalry = 62: 2 casualties"`,
    );
  });
});

describe('R8: a stack whose units face different ways is charged through its least exposed hexside class', () => {
  // Scenario 02 (the hussars at 0812 charge from the south) with IR 4 and a second battalion, IR 4 II, in
  // 0811: facing north the hussars are on a rear hexside, facing north-east on a flank one. The stand
  // check (19.6: flank -3, rear -6) reads the class of the whole stack.
  const stand = (first: string, second: string) => {
    const json = variantJson('02-stand-failed-disorder.json', (j) => {
      j.units[1].facing = first;
      j.units.push({ ...j.units[1], id: 'au-ir4-2', name: 'IR 4 II', facing: second });
    });
    return rollAll(sessionJson(json), [33]).state.log.find((e) => e.rule === '19.6')?.arithmetic;
  };

  it('rear for one unit and flank for the other (either listed first): the flank, -3', () => {
    expect(stand('N', 'NE')).toBe('d66 33 -3 Charged through a flank hexside = 26 <= morale 52');
    expect(stand('NE', 'N')).toBe('d66 33 -3 Charged through a flank hexside = 26 <= morale 52');
  });

  it('rear for both: -6; the front of either: no hexside modifier', () => {
    expect(stand('N', 'N')).toBe('d66 33 -6 Charged through a rear hexside = 23 <= morale 52');
    expect(stand('N', 'S')).toBe('d66 33 = 33 <= morale 52');
  });
});

describe('R32: a unit already disordered in square, general order or a special structure that fails its stand check holds', () => {
  // Each shipped scenario with the defender disordered before the charge: it fails, holds (no second
  // disorder, no rout, no move), and gets neither doubled fire nor a column-shift die; the melee is next.
  const failed = (file: string, dice: readonly number[]) => {
    const ses = rollAll(
      sessionJson(
        variantJson(file, (j) => {
          j.units[1].moraleState = 'disordered';
        }),
      ),
      dice,
    );
    expect(ses.step).toBe('meleeRoll');
    return ses.state;
  };

  it('in square (scenario 04, stand 21 +6 -6 disordered -2 heavy = 15 <= 41)', () => {
    const s = failed('04-square.json', [21, 14]);
    expect(keysFrom(s)).toBe(
      'artillery.none-flees stand.failed stand.failed-protected fire.result melee.odds',
    );
    expect(s.targets[0]).toMatchObject({ standCheck: 'failed', fireDoubled: false });
    expect(s.targets[0]!.columnShift).toBeUndefined();
    expect(boardLines(s)).toEqual(['0811 au-ir4 6/6 disordered', '0812 fr-cuirassiers 6/6 good fresh']);
  });

  it('in general order in the woods (scenario 05, stand 22 +3 -6 disordered = 15 <= 46)', () => {
    const s = failed('05-general-order.json', [22, 31]);
    expect(keysFrom(s)).toBe(
      'artillery.none-flees stand.failed stand.failed-protected fire.result melee.odds',
    );
    expect(boardLines(s)).toEqual(['0811 au-grenz 4/4 disordered', '0812 fr-hussars 6/6 good fresh']);
  });

  it('in a chateau, a special structure (scenario 06, stand 11 +6 -6 disordered -2 heavy = 11 <= 41)', () => {
    const s = failed('06-special-structure.json', [11, 11]);
    expect(keysFrom(s)).toBe(
      'artillery.none-flees stand.failed stand.failed-protected fire.result melee.odds',
    );
    expect(boardLines(s)).toEqual(['0811 au-ir4 4/4 disordered', '0812 fr-cuirassiers 8/8 good fresh']);
  });
});

describe('R31: two stacks that stood combine their column-shift dice (19.6)', () => {
  // Heavy cavalry 20 against two lines of 2 (two target hexes) is 5:1 before the shifts. Dice: two
  // stand checks of 66 (both stand), the two column-shift dice, two fire rolls of 11 (no casualty).
  const odds = (dice: readonly number[], combine: 'highest' | 'sum-capped') =>
    rollAll(sessionJson(FIXTURES['two-hexes']!, { columnShiftCombine: combine }), [
      66,
      66,
      ...dice,
      11,
      11,
    ]).state.log.find((e) => e.key === 'melee.odds')!.arithmetic;

  it('highest (default): the best die counts, 4 and 5 give one column left', () => {
    expect(odds([4, 5], 'highest')).toBe('melee c1 20 : i1 2 + i2 2 = 4 = 5:1, 1 column left = 4:1');
    expect(odds([6, 6], 'highest')).toBe('melee c1 20 : i1 2 + i2 2 = 4 = 5:1, 2 columns left = 3:1');
  });

  it('sum-capped: the dice add up, never past the table maximum of two columns', () => {
    expect(odds([4, 5], 'sum-capped')).toBe('melee c1 20 : i1 2 + i2 2 = 4 = 5:1, 2 columns left = 3:1');
    expect(odds([6, 6], 'sum-capped')).toBe('melee c1 20 : i1 2 + i2 2 = 4 = 5:1, 2 columns left = 3:1');
    expect(odds([1, 4], 'sum-capped')).toBe('melee c1 20 : i1 2 + i2 2 = 4 = 5:1, 1 column left = 4:1');
    expect(odds([1, 2], 'sum-capped')).toBe('melee c1 20 : i1 2 + i2 2 = 4 = 5:1');
  });
});

describe('R30, step 1 (18.10.3): who keeps unsupplied unlimbered artillery from fleeing', () => {
  // Scenario 07's lone unsupplied battery, with a second unit stacked in its hex.
  const withCompanion = (companion: EditableJson) =>
    variantJson('07-lone-unsupplied-artillery.json', (j) => {
      j.units.push({
        id: 'au-2',
        name: 'Companion',
        side: 'austrian',
        facing: 'S',
        at: '0811',
        ...companion,
      });
    });
  const step1 = (companion: EditableJson, cover?: 'any-formation' | 'unlimbered-only') => {
    const s = sessionJson(withCompanion(companion), cover ? { suppliedArtilleryCover: cover } : {});
    return {
      said: s.state.log.map((e) => `${e.rule} ${e.key}${e.params.unit ? ` ${e.params.unit}` : ''}`),
      removed: removals(s.state),
      next: s.pending?.id,
    };
  };
  const INFANTRY = { arm: 'infantry', increments: 6, melee: 6, fire: 6, morale: 43, formation: 'line' };
  const GUNS = { arm: 'artillery', increments: 2, melee: 1, fire: 4, morale: 41, supplied: true };
  const HOLDS = { said: ['18.10.3 artillery.none-flees'], removed: [], next: 'stand-check-0' };
  const FLEES = {
    said: [
      '18.10.3 artillery.flees Fussbatterie Nr. 3',
      '18.10.4 artillery.eliminated-fleeing Fussbatterie Nr. 3',
    ],
    removed: ['au-bty: eliminated (18.10.4)'],
    next: 'stand-check-0',
  };

  it('stacked with infantry, it holds', () => {
    expect(step1(INFANTRY)).toEqual(HOLDS);
  });

  it('stacked with supplied unlimbered artillery, it holds under either setting', () => {
    expect(step1({ ...GUNS, formation: 'unlimbered' })).toEqual(HOLDS);
    expect(step1({ ...GUNS, formation: 'unlimbered' }, 'unlimbered-only')).toEqual(HOLDS);
  });

  it('stacked with supplied limbered artillery: it holds (any-formation, default), it flees (unlimbered-only)', () => {
    expect(step1({ ...GUNS, formation: 'limbered' })).toEqual(HOLDS);
    expect(step1({ ...GUNS, formation: 'limbered' }, 'unlimbered-only')).toEqual(FLEES);
  });

  it('stacked only with other unsupplied artillery, both flee: no target is left and the hussars advance (R1)', () => {
    const s = sessionJson(withCompanion({ ...GUNS, formation: 'unlimbered', supplied: false }));
    expect(removals(s.state)).toEqual(['au-bty: eliminated (18.10.4)', 'au-2: eliminated (18.10.4)']);
    expect(s.done).toBe(true);
    expect(boardLines(s.state)).toEqual(['0811 fr-hussars 6/6 good tired']);
  });

  it('stacked with limbered artillery that is itself unsupplied, it flees; the limbered guns stay', () => {
    expect(step1({ ...GUNS, formation: 'limbered', supplied: false })).toEqual(FLEES);
  });
});

describe('R29, 10.5: the first zone of influence left costs an increment only against routed units', () => {
  // Scenario 10 with the Austrian battalion in good order: it stands (66), no shift (1), the fire misses
  // (11), the melee roll 65 is DR at 2:1; the recall d6 2 fails. Its rout from 0811 leaves the zones of
  // the hussars and of the 21e Ligne, both of which hold its starting hex.
  const goodOrder = variantJson('10-against-routed.json', (j) => {
    j.units[1].moraleState = 'good';
  });
  const rout = (s: ChargeState) => s.log.filter((e) => e.rule === '10.5').map((e) => `${said(e)}`);

  it('costs-only-against-routed (default): the zones of the starting hex cost nothing after a DR', () => {
    const s = playJson(goodOrder, [66, 1, 11, 65, 2]);
    expect(rout(s)).toMatchInlineSnapshot(`
      [
        "move.zones-left-first-free stack=IR 4 Hoch- und Deutschmeister zones=2 lost=0",
      ]
    `);
    expect(boardLines(s)).toContain('0801 au-ir4 6/6 routed');
  });

  it('always-costs: the same rout loses an increment for each of the two zones', () => {
    const s = playJson(goodOrder, [66, 1, 11, 65, 2], { firstZoneLeft: 'always-costs' });
    expect(rout(s)).toMatchInlineSnapshot(`
      [
        "move.zones-left stack=IR 4 Hoch- und Deutschmeister zones=2 lost=2",
        "loss.increment unit=IR 4 Hoch- und Deutschmeister left=5",
        "loss.increment unit=IR 4 Hoch- und Deutschmeister left=4",
      ]
    `);
    expect(boardLines(s)).toContain('0801 au-ir4 4/6 routed');
  });

  it('against a routed unit the first zone counts under either setting ("incluyendo la primera")', () => {
    for (const firstZoneLeft of ['costs-only-against-routed', 'always-costs'] as const) {
      const s = playJson(
        variantJson('10-against-routed.json', () => {}),
        [2],
        { firstZoneLeft },
      );
      expect(rout(s).slice(1)).toMatchInlineSnapshot(`
        [
          "move.zones-left stack=IR 4 Hoch- und Deutschmeister zones=2 lost=2",
          "loss.increment unit=IR 4 Hoch- und Deutschmeister left=5",
          "loss.increment unit=IR 4 Hoch- und Deutschmeister left=4",
        ]
      `);
    }
  });

  it('a routed unit caught by the pursuit retreats again and its first zone counts (against routed units)', () => {
    // The hussars have 12 MP: they reach 0802, next to the routed battalion at 0801, which routs again.
    const fast = variantJson('10-against-routed.json', (j) => {
      j.units[0].movementLeft = 12;
    });
    const s = playJson(fast, [2]);
    // the pursuit catches it as the cavalry leaves its pursuit-target step; its rout has two equal paths,
    // so the move is made when the path is chosen, in the step after (what the pursuit touched)
    expect(
      s.log
        .filter((e) => e.step.startsWith('pursuit.') && e.step !== 'pursuit.recall')
        .map((e) => `${e.step} ${e.key}`),
    ).toEqual([
      'pursuit.pursuitTarget pursuit.follow',
      'pursuit.pursuitTarget pursuit.caught-routed',
      'pursuit.contact move.rout',
      'pursuit.contact move.zones-left',
      'pursuit.contact loss.increment',
      'pursuit.routedInPlace pursuit.routed-in-place',
    ]);
    expect(boardLines(s)).toEqual([
      '0710 fr-ligne 6/6 good',
      '0802 fr-hussars 6/6 routed fresh',
      '1507 au-ir4 3/6 routed',
    ]);
  });

  it('only the first leaving of each zone of the starting hex is free; any other zone costs', () => {
    const s = startCharge(
      scenarioOf(variantJson('10-against-routed.json', () => {})),
      rulesetWith(),
      scriptSource([]),
    );
    const at = (label: string) => ({ col: Number(label.slice(0, 2)), row: Number(label.slice(2)) });
    // 0811 lies in the zones of the hussars and of the 21e Ligne.
    expect(zonesLostAfterTheFirst(s, at('0811'), 'austrian', ['fr-hussars', 'fr-ligne'])).toBe(0);
    expect(zonesLostAfterTheFirst(s, at('0811'), 'austrian', ['fr-hussars', 'fr-hussars'])).toBe(1);
    expect(zonesLostAfterTheFirst(s, at('0811'), 'austrian', ['fr-ligne', 'fr-other', 'fr-hussars'])).toBe(1);
    // Far from both, every zone left costs.
    expect(zonesLostAfterTheFirst(s, at('0101'), 'austrian', ['fr-hussars', 'fr-ligne'])).toBe(2);
  });
});

describe('R28, 19.6: the stand check counts the defending leader given by the scenario', () => {
  // The reference charge: 52nd Foot and Bull (morale 43) with a leader, charged by cuirassiers and
  // lancers. The stand check roll is 41: 41 -2 lancers -2 heavy +2 artillery = 35, then the leader.
  const stand = (leaders: EditableJson[], roll: number, settings: Partial<RulesetSettings> = {}) => {
    const json = variantJson('01-reference-charge.json', (j) => {
      j.leaders = [
        j.leaders[0],
        ...leaders.map((l) => ({ side: 'british', at: '0606', meleeModifier: 0, ...l })),
      ];
    });
    const e = rollAll(sessionJson(json, settings), [roll]).state.log.find((x) => x.rule === '19.6')!;
    return `${e.key}: ${e.arithmetic}`;
  };
  const BASE = 'd66 41 -2 Charged by lancers -2 Charged by heavy cavalry +2 Artillery in the stack';

  it("a leader's own morale modifier replaces the table's +3: +1 fails, +6 stands", () => {
    expect(stand([{ id: 'a', name: 'Picton', moraleModifier: 1 }], 41)).toBe(
      `stand.failed: ${BASE} +1 Leader with the stack (Picton) = 36 <= morale 43`,
    );
    expect(stand([{ id: 'b', name: 'Wellington', moraleModifier: 6 }], 41)).toBe(
      `stand.passed: ${BASE} +6 Leader with the stack (Wellington) = 45 > morale 43`,
    );
  });

  it('with two leaders the best modifier counts; a leader with none counts the table value', () => {
    const two = [
      { id: 'a', name: 'Picton', moraleModifier: 1 },
      { id: 'b', name: 'Wellington', moraleModifier: 6 },
    ];
    expect(stand(two, 41)).toBe(
      `stand.passed: ${BASE} +6 Leader with the stack (Wellington) = 45 > morale 43`,
    );
    expect(stand([{ id: 'c', name: 'Ponsonby' }], 41)).toBe(
      `stand.failed: ${BASE} +3 Leader with the stack = 42 <= morale 43`,
    );
    expect(
      stand(
        [
          { id: 'a', name: 'Picton', moraleModifier: 1 },
          { id: 'c', name: 'Ponsonby' },
        ],
        41,
      ),
    ).toBe(`stand.failed: ${BASE} +3 Leader with the stack = 42 <= morale 43`);
  });

  it('leaderMoraleModifier "table": every leader counts the flat table value', () => {
    expect(
      stand([{ id: 'b', name: 'Wellington', moraleModifier: 6 }], 41, { leaderMoraleModifier: 'table' }),
    ).toBe(`stand.failed: ${BASE} +3 Leader with the stack = 42 <= morale 43`);
  });

  it('no leader: no leader modifier', () => {
    expect(stand([], 41)).toBe(`stand.failed: ${BASE} = 35 <= morale 43`);
  });
});

describe('R26, step 5: a routed unit stacked with the defenders shares their result', () => {
  // Scenario 13 (cuirassiers and hussars 30 against IR 4, 2 increments: 6:1) with a routed battalion,
  // IR 7, stacked in the target hex. It takes no stand check, does not fire and does not melee.
  const mixed = variantJson('13-overwhelming.json', (j) => {
    j.units.push({
      ...j.units[2],
      id: 'au-routed',
      name: 'IR 7 (routed)',
      increments: 3,
      fullIncrements: 6,
      moraleState: 'routed',
    });
  });

  it('DS removes every defending unit, the routed one too ("Quitar todas las unidades defensoras"); the cavalry advances', () => {
    // Stand check 11 fails (IR 4 disordered), fire 11, melee 55 at 6:1: DS.
    const s = playJson(mixed, [11, 11, 55]);
    expect(keysFrom(s, 'result.DS')).toBe(
      'result.DS advance.disordered reform.unit reform.unit charge.ended',
    );
    expect(removals(s)).toEqual(['au-ir4: surrendered (step 5)', 'au-routed: surrendered (step 5)']);
    expect(boardLines(s)).toEqual([
      '0811 fr-cuirassiers 8/8 disordered exhausted',
      '0811 fr-hussars 6/6 disordered exhausted',
    ]);
    expect(endingParams(s.ending!)).toMatchInlineSnapshot(`
      {
        "attackerState1": "disordered",
        "attackers": "on-board",
        "decidedBy": "melee",
        "defenders": "surrendered",
        "odds": "6:1",
      }
    `);
  });

  it('DR: the routed unit routs with the stack, in one move; the hex is vacated', () => {
    // Melee 44 at 6:1: DR; the recall d6 3 fails and the cavalry pursues.
    const s = playJson(mixed, [11, 11, 44, 3]);
    expect(keysFrom(s, 'result.DR')).toBe(
      'result.DR result.routed-with-defenders morale.routed move.rout move.zones-left-first-free advance.disordered ' +
        'recall.not-recalled pursuit.follow pursuit.routed-in-place pursuit.routed-in-place reform.nobody charge.ended',
    );
    expect(entries(s, 'move.rout')[0]!.params.stack).toBe('IR 4 Hoch- und Deutschmeister + IR 7 (routed)');
    expect(boardLines(s)).toEqual([
      '0005 au-ir4 2/6 routed',
      '0005 au-routed 3/6 routed',
      '0307 fr-cuirassiers 8/8 routed fresh',
      '0307 fr-hussars 6/6 routed fresh',
    ]);
  });

  it('a/d: the increment lost by the defenders falls on a unit that meleed, never on the routed one, even with more left', () => {
    // The cuirassiers alone at melee 8 against IR 4 at 4 increments (melee 4): 2:1, where 31 is 1/1. The
    // routed IR 7 has 5 increments left: by R10 it would take the loss if it shared the pool.
    const ad = variantJson('13-overwhelming.json', (j) => {
      j.units.splice(1, 1);
      j.charge.attackers = ['fr-cuirassiers'];
      j.units[0].melee = 8;
      j.units[1].increments = 4;
      j.units.push({
        ...j.units[1],
        id: 'au-routed',
        name: 'IR 7 (routed)',
        increments: 5,
        moraleState: 'routed',
      });
    });
    const s = playJson(ad, [11, 11, 31]);
    expect(keysFrom(s, 'melee.roll')).toBe(
      'melee.roll result.losses loss.increment loss.increment reform.unit charge.ended',
    );
    expect(entries(s, 'loss.increment').map((e) => said(e))).toMatchInlineSnapshot(`
      [
        "loss.increment unit=4e Cuirassiers left=7",
        "loss.increment unit=IR 4 Hoch- und Deutschmeister left=3",
      ]
    `);
    expect(boardLines(s)).toEqual([
      '0811 au-ir4 3/6 disordered',
      '0811 au-routed 5/6 routed',
      '0812 fr-cuirassiers 7/8 good exhausted',
    ]);
  });

  it('DD: the defenders retreat disordered, the routed unit (already past disorder) routs; the hex is vacated', () => {
    // Stand check 66 passes, shift die 1, fire 11; melee 15 at 6:1: DD1. Recall 3 fails: the cavalry
    // pursues the routed IR 7 and touches IR 4 at once (pursuit melee 33 at 6:1: DR).
    const s = playJson(mixed, [66, 1, 11, 15, 3, 33]);
    expect(keysFrom(s, 'result.DD').split(' ').slice(0, 7)).toEqual([
      'result.DD',
      'morale.disordered',
      'result.routed-with-defenders',
      'move.retreat',
      'move.zones-left-first-free',
      'move.rout',
      'move.zones-left-first-free',
    ]);
    expect(entries(s, 'advance.disordered')).toHaveLength(1);
    expect(boardLines(s)).toEqual([
      '0004 au-ir4 2/6 routed',
      '0005 au-routed 3/6 routed',
      '0811 fr-cuirassiers 8/8 routed fresh',
      '0811 fr-hussars 6/6 routed fresh',
    ]);
  });
});

describe('R27, step 7 (19.11): which "unidades en retirada" the cavalry pursues', () => {
  // Scenario 05: the Grenzer in the woods fail to stand but hold (general order); DD1 at 3:1 makes them
  // retreat one hex to 0710 and the hussars advance disordered into 0811, next to them.
  const DICE = [32, 31, 33];
  const woods = variantJson('05-general-order.json', () => {});

  it('routed (default): after a DD that vacates every hex there is no recall and no pursuit', () => {
    const s = playJson(woods, DICE);
    expect(keysFrom(s, 'advance.disordered')).toBe('advance.disordered reform.unit charge.ended');
    expect(boardLines(s)).toEqual([
      '0710 au-grenz 4/4 disordered',
      '0811 fr-hussars 6/6 disordered exhausted',
    ]);
  });

  it('retreating: the hussars roll for recall; not recalled, they pursue the retreating Grenzer and melee them at x1/2', () => {
    // Recall d6 3 +1 light -1 disordered = 3: not recalled. Pursuit melee 6 : 4 = 3:2, roll 44: 1/2*.
    const s = playJson(woods, [...DICE, 3, 44], { pursuitOf: 'retreating' });
    expect(keysFrom(s, 'advance.disordered')).toBe(
      'advance.disordered recall.not-recalled pursuit.follow pursuit.melee-odds pursuit.melee-roll result.losses ' +
        'loss.increment loss.increment loss.increment pursuit.routed-in-place reform.nobody charge.ended',
    );
    expect(entries(s, 'pursuit.melee-odds')[0]!.arithmetic).toBe(
      'melee 5e Hussards 12 x1/2 Cavalry that was not recalled = 6 : Warasdiner Grenzer 4 = 3:2',
    );
    expect(boardLines(s)).toEqual(['0710 au-grenz 2/4 disordered', '0811 fr-hussars 5/6 routed fresh']);
    expect(endingParams(s.ending!)).toMatchInlineSnapshot(`
      {
        "attackerState1": "routed",
        "attackers": "on-board",
        "decidedBy": "melee",
        "defenderState1": "disordered",
        "defenders": "on-board",
        "odds": "3:1",
        "recall": "not-recalled",
      }
    `);
  });

  it('retreating: recalled cavalry does not pursue; it may trample routed units only', () => {
    const s = playJson(woods, [...DICE, 6], { pursuitOf: 'retreating' });
    expect(keysFrom(s, 'advance.disordered')).toBe(
      'advance.disordered recall.recalled trample.none reform.unit charge.ended',
    );
  });

  it('either way, a unit that routed is pursued', () => {
    for (const pursuitOf of ['routed', 'retreating'] as const) {
      const s = playJson(
        variantJson('02-stand-failed-disorder.json', () => {}),
        [33, 24, 65, 3],
        { pursuitOf },
      );
      expect(said(entries(s, 'pursuit.follow')[0]!)).toMatchInlineSnapshot(
        `"pursuit.follow stack=5e Hussards target=IR 4 Hoch- und Deutschmeister from=0811 to=0307 touched=nothing"`,
      );
    }
  });
});

describe('R27 with two units in retreat: the player picks the one to pursue (default: the nearest)', () => {
  it('retreating: the retreated IR 4 (one hex away) and the routed IR 7 are both offered, nearest first', () => {
    // Scenario 13 with a routed IR 7 stacked with IR 4 (R26): stand 66, shift 1, fire 11, melee 15 at
    // 6:1 (DD1): IR 4 retreats to 0710, IR 7 routs to 0005; the recall d6 3 fails.
    const json = variantJson('13-overwhelming.json', (j) => {
      j.units.push({ ...j.units[2], id: 'au-routed', name: 'IR 7 (routed)', moraleState: 'routed' });
    });
    const s = rollAll(sessionJson(json, { pursuitOf: 'retreating' }), [66, 1, 11, 15, 3]);
    expect(s.pending).toMatchObject({
      kind: 'choice',
      what: 'pursuit-target',
      side: 'french',
      defaultOption: 0,
    });
    expect(s.pending?.kind === 'choice' && s.pending.options.map((o) => o.unit)).toEqual([
      'au-ir4',
      'au-routed',
    ]);
    const routedOnly = rollAll(sessionJson(json), [66, 1, 11, 15, 3]);
    expect(routedOnly.pending).toMatchObject({ kind: 'roll', id: 'pursuit-melee' });
    expect(entries(routedOnly.state, 'pursuit.follow')[0]!.params.target).toBe('IR 7 (routed)');
  });
});
