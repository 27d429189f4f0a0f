/**
 * Step 7, recall and pursuit: recalled cavalry trampling (19.8), the pursuit of not-recalled cavalry
 * (19.11), its melee and result, a routed unit caught again (10.5), the choice of whom to pursue
 * (R27) and R26 in the pursuit melee. Expected values worked out from RULES.md, then checked against
 * the engine.
 */
import { describe, expect, it } from 'vitest';
import {
  addRoutedIr9,
  boardLines,
  type EditableJson,
  entries,
  keysFrom,
  playJson,
  playVariant,
  rollAll,
  sessionJson,
  variantJson,
} from '../support/charges.ts';
import { said } from '../support/said.ts';

/**
 * Step 7 (19.8 recall and trample, 19.11 pursuit) on boards the shipped charges do not reach: several
 * charging units with different movement left, a routed target out of reach, two routed targets to
 * trample, a pursuit stopped by a friend, by impassable terrain or by its allowance, a pursuit touching
 * a stack, tired cavalry, a defender without melee value, and the results of the pursuit melee that move
 * someone. Written to kill the surviving mutants of step7-recall-pursuit.ts (docs/mutation.md); every
 * expected value below was worked out from RULES.md and the demonstration charts, then checked against
 * the engine.
 */

/** Scenario 11 (cuirassiers with 16 MP and Milhaud rout IR 4 with a DR; recall d6 6: recalled) changed by `edit`. */
const trampleCharge = (edit: (j: EditableJson) => void = () => {}) =>
  variantJson('11-recall-trample.json', edit);

const TRAMPLE_DICE = [55, 1, 11, 55, 6];

/** Scenario 12 (cuirassiers with 6 MP rout IR 4 with a DR, recall d6 1: not recalled) changed by `edit`. */
const pursuitCharge = (edit: (j: EditableJson) => void = () => {}) =>
  variantJson('12-pursuit-fresh-enemy.json', edit);

const PURSUIT_DICE = [55, 1, 11, 55, 1];

const ir7 = (j: EditableJson) => j.units.find((u: EditableJson) => u.id === 'au-ir7');

/** The movement left of each unit that has one recorded. */
const movementLeft = (s: { board: { units: readonly { id: string; movementLeft?: number }[] } }) =>
  s.board.units.filter((u) => u.movementLeft !== undefined).map((u) => `${u.id} ${u.movementLeft}`);

describe('19.8: recalled cavalry tramples with the movement it has left, 2 MP an increment', () => {
  it('IR 4 routed to 0005, 9 hexes beyond the one next to 0811: 16 MP buy 3 increments for 15 MP, 1 MP left', () => {
    const s = playJson(trampleCharge(), TRAMPLE_DICE);
    expect(entries(s, 'trample.done').map((e) => said(e))).toMatchInlineSnapshot(`
      [
        "trample.done unit=IR 4 Hoch- und Deutschmeister increments=3 cost=15",
      ]
    `);
    expect(movementLeft(s)).toEqual(['fr-cuirassiers 1']);
    expect(boardLines(s)).toEqual(['0005 au-ir4 3/6 routed', '0811 fr-cuirassiers 8/8 disordered exhausted']);
  });

  it('a stack tramples with the movement of its slowest unit, and each unit spends the cost from its own', () => {
    // 16 and 12 MP: 12 - 9 = 3 MP buy one increment (11 MP); 16 - 11 = 5 and 12 - 11 = 1 are left.
    const s = playJson(
      trampleCharge((j) => {
        j.units.splice(1, 0, {
          ...j.units[0],
          id: 'fr-c2',
          name: '9e Cuirassiers',
          movementLeft: 12,
          melee: 1,
          increments: 1,
        });
        j.charge.attackers.push('fr-c2');
      }),
      TRAMPLE_DICE,
    );
    expect(entries(s, 'trample.done').map((e) => said(e))).toMatchInlineSnapshot(`
      [
        "trample.done unit=IR 4 Hoch- und Deutschmeister increments=1 cost=11",
      ]
    `);
    expect(movementLeft(s)).toEqual(['fr-cuirassiers 5', 'fr-c2 1']);
    expect(boardLines(s)).toContain('0005 au-ir4 5/6 routed');
  });

  it('10 MP reach the routed unit with 1 MP to spare, not enough for an increment: nothing is offered, nothing asked', () => {
    const ses = rollAll(
      sessionJson(
        trampleCharge((j) => {
          j.units[0].movementLeft = 10;
        }),
      ),
      TRAMPLE_DICE,
    );
    expect(ses.pending).toBeNull();
    expect(ses.done).toBe(true);
    expect(keysFrom(ses.state, 'recall.recalled')).toBe(
      'recall.recalled trample.none reform.unit charge.ended',
    );
    expect(entries(ses.state, 'trample.none')[0]).toMatchObject({ rule: '19.8', params: {} });
    expect(said(entries(ses.state, 'trample.none')[0]!)).toMatchInlineSnapshot(`"trample.none"`);
    expect(movementLeft(ses.state)).toEqual(['fr-cuirassiers 10']);
    expect(boardLines(ses.state)).toContain('0005 au-ir4 6/6 routed');
  });

  it('two routed units within reach: the one that gives the most increments is offered first, and is the default', () => {
    // IR 9, routed and stacked with IR 4 (R26), routs with it to 0005: 2 increments for 13 MP; IR 4: 3 for 15.
    const json = trampleCharge(addRoutedIr9);
    const ses = rollAll(sessionJson(json), TRAMPLE_DICE);
    expect(ses.pending).toEqual({
      kind: 'choice',
      id: 'trample',
      what: 'trample',
      subject: { units: ['fr-cuirassiers'], hexes: [{ col: 8, row: 11 }] },
      side: 'french',
      say: { key: 'request.trample', params: {} },
      rule: '19.8',
      options: [
        {
          id: '0',
          say: {
            key: 'option.trample',
            params: { unit: 'IR 4 Hoch- und Deutschmeister', increments: 3, cost: 15 },
          },
          unit: 'au-ir4',
        },
        {
          id: '1',
          say: { key: 'option.trample', params: { unit: 'IR 9 (routed)', increments: 2, cost: 13 } },
          unit: 'au-routed',
        },
        { id: 'none', say: { key: 'option.no-trample', params: {} } },
      ],
      defaultOption: 0,
    });
    expect(ses.choose(1).ok).toBe(true);
    expect(ses.runToEnd().ok).toBe(true);
    expect(boardLines(ses.state)).toEqual([
      '0005 au-ir4 6/6 routed',
      '0811 fr-cuirassiers 8/8 disordered exhausted',
    ]);
    expect(ses.state.removed.map((r) => `${r.unit.id}: ${r.reason} (${r.rule})`)).toEqual([
      'au-routed: eliminated (19.8)',
    ]);
    expect(movementLeft(ses.state)).toEqual(['fr-cuirassiers 3']);
  });
});

describe('19.11: not-recalled cavalry follows the unit in retreat up to its movement, stopping next to an enemy', () => {
  it('the slowest unit of the stack sets the allowance: 2 hexes, to 0610, touching nothing', () => {
    const s = playJson(
      pursuitCharge((j) => {
        j.units.splice(1, 0, {
          ...j.units[0],
          id: 'fr-c2',
          name: '9e Cuirassiers',
          movementLeft: 2,
          melee: 2,
          increments: 2,
        });
        j.charge.attackers.push('fr-c2');
      }),
      PURSUIT_DICE,
    );
    expect(entries(s, 'pursuit.follow').map((e) => said(e))).toMatchInlineSnapshot(`
      [
        "pursuit.follow stack=4e Cuirassiers + 9e Cuirassiers target=IR 4 Hoch- und Deutschmeister from=0811 to=0610 touched=nothing",
      ]
    `);
    expect(s.pursuitContact).toEqual({ kind: 'none', units: [] });
    expect(keysFrom(s, 'pursuit.follow')).toBe(
      'pursuit.follow pursuit.routed-in-place pursuit.routed-in-place reform.nobody charge.ended',
    );
    expect(boardLines(s)).toEqual([
      '0005 au-ir4 6/6 routed',
      '0508 au-ir7 6/6 good',
      '0610 fr-c2 2/2 routed fresh',
      '0610 fr-cuirassiers 8/8 routed fresh',
    ]);
  });

  it('no movement recorded: the ruleset pursuit hexes (2 here) are the allowance', () => {
    const s = playJson(
      pursuitCharge((j) => {
        delete j.units[0].movementLeft;
      }),
      PURSUIT_DICE,
      { pursuitHexes: 2 },
    );
    expect(entries(s, 'pursuit.follow')[0]!.params.to).toBe('0610');
  });

  it('impassable terrain on the line stops the pursuit at once', () => {
    const s = playJson(
      pursuitCharge((j) => {
        j.board.terrain = { '0710': 'river' };
      }),
      PURSUIT_DICE,
    );
    expect(entries(s, 'pursuit.follow').map((e) => said(e))).toMatchInlineSnapshot(`
      [
        "pursuit.follow stack=4e Cuirassiers target=IR 4 Hoch- und Deutschmeister from=0811 to=0811 touched=nothing",
      ]
    `);
    expect(boardLines(s)).toContain('0811 fr-cuirassiers 8/8 routed fresh');
  });

  it('a friendly unit on the line stops it in the hex before', () => {
    // IR 7 removed; a routed French battalion (no zone, no effect on IR 4's rout) stands at 0408, the
    // fifth hex of the line 0811-0710-0610-0609-0508-0408 to IR 4 at 0005.
    const s = playJson(
      pursuitCharge((j) => {
        j.units = j.units.filter((u: EditableJson) => u.id !== 'au-ir7');
        j.units.push({
          ...j.units[1],
          id: 'fr-routed',
          name: 'Voltigeurs',
          side: 'french',
          at: '0408',
          facing: 'N',
          moraleState: 'routed',
        });
      }),
      PURSUIT_DICE,
    );
    expect(entries(s, 'move.rout')[0]!.params.path).toBe('0710-0610-0509-0409-0308-0208-0107-0007-0006-0005');
    expect(entries(s, 'pursuit.follow').map((e) => said(e))).toMatchInlineSnapshot(`
      [
        "pursuit.follow stack=4e Cuirassiers target=IR 4 Hoch- und Deutschmeister from=0811 to=0508 touched=nothing",
      ]
    `);
    expect(boardLines(s)).toContain('0508 fr-cuirassiers 8/8 routed fresh');
  });

  it('touching two enemies, it melees the stack of the first touched only', () => {
    const s = playJson(
      pursuitCharge((j) => {
        j.units.push({ ...ir7(j), id: 'au-ir8', name: 'IR 8', at: '0608' });
      }),
      [...PURSUIT_DICE, 34],
    );
    expect(entries(s, 'pursuit.follow').map((e) => said(e))).toMatchInlineSnapshot(`
      [
        "pursuit.follow stack=4e Cuirassiers target=IR 4 Hoch- und Deutschmeister from=0811 to=0609 touched=IR 8 + IR 7 Schröder",
      ]
    `);
    expect(s.pursuitContact).toEqual({ kind: 'fresh', units: ['au-ir8'] });
    expect(entries(s, 'pursuit.melee-odds').map((e) => e.arithmetic)).toEqual([
      'melee 4e Cuirassiers 18 x1/2 Cavalry that was not recalled = 9 : IR 8 6 = 3:2',
    ]);
  });

  it('a touched stack melees with its units that are not routed; a routed one stacked with them does not count', () => {
    const s = playJson(
      pursuitCharge((j) => {
        j.units.push(
          { ...ir7(j), id: 'au-r', name: 'IR 9 (routed)', moraleState: 'routed', increments: 2 },
          { ...ir7(j), id: 'au-ir8', name: 'IR 8', melee: 3 },
        );
      }),
      [...PURSUIT_DICE, 34],
    );
    expect(entries(s, 'pursuit.follow')[0]!.params.touched).toBe('IR 7 Schröder + IR 9 (routed) + IR 8');
    expect(entries(s, 'pursuit.melee-odds').map((e) => [said(e), e.arithmetic])).toMatchInlineSnapshot(`
      [
        [
          "pursuit.melee-odds stack=IR 7 Schröder + IR 8 column=1:1",
          "melee 4e Cuirassiers 18 x1/2 Cavalry that was not recalled = 9 : IR 7 Schröder 6 + IR 8 3 = 9 = 1:1",
        ],
      ]
    `);
  });

  it("the defender's own melee modifiers apply: tired light cavalry at x1/2, against heavy cavalry x2", () => {
    const s = playJson(
      pursuitCharge((j) => {
        Object.assign(ir7(j), {
          arm: 'cavalry',
          readiness: 'tired',
          formation: 'column',
          weight: 'light',
          name: 'Chevaulegers',
        });
      }),
      [...PURSUIT_DICE, 34],
    );
    expect(entries(s, 'pursuit.melee-odds').map((e) => e.arithmetic)).toEqual([
      'melee 4e Cuirassiers 18 x2 Heavy cavalry against light cavalry x1/2 Cavalry that was not recalled = 18 : Chevaulegers 6 x1/2 Tired defending cavalry = 3 = 6:1',
    ]);
  });

  it('a defender with no melee value: the highest column', () => {
    const s = playJson(
      pursuitCharge((j) => {
        ir7(j).melee = 0;
      }),
      [...PURSUIT_DICE, 34],
    );
    expect(entries(s, 'pursuit.melee-odds').map((e) => e.arithmetic)).toEqual([
      'melee 4e Cuirassiers 18 x1/2 Cavalry that was not recalled = 9 : IR 7 Schröder 0 = 6:1',
    ]);
  });
});

describe('19.11: the pursuit melee result', () => {
  it('DD1: the touched battalion is disordered and retreats one hex away from the pursuers', () => {
    const s = playJson(pursuitCharge(), [...PURSUIT_DICE, 51]);
    expect(keysFrom(s, 'pursuit.melee-roll')).toBe(
      'pursuit.melee-roll result.DD morale.disordered move.retreat move.zones-left-first-free pursuit.routed-in-place reform.nobody charge.ended',
    );
    expect(entries(s, 'move.retreat').map((e) => said(e))).toMatchInlineSnapshot(`
      [
        "move.retreat stack=IR 7 Schröder from=0508 to=0408 path=0408 hexes=1 cost=1 zones=1",
      ]
    `);
    expect(boardLines(s)).toEqual([
      '0005 au-ir4 6/6 routed',
      '0408 au-ir7 6/6 disordered',
      '0609 fr-cuirassiers 8/8 routed fresh',
    ]);
  });

  it('AR: the pursuers rout away; already routed, they are not routed in place again', () => {
    const s = playJson(pursuitCharge(), [...PURSUIT_DICE, 12]);
    expect(keysFrom(s, 'pursuit.melee-roll')).toBe(
      'pursuit.melee-roll result.AR morale.routed move.rout move.zones-left-first-free reform.nobody charge.ended',
    );
    expect(boardLines(s)).toEqual([
      '0005 au-ir4 6/6 routed',
      '0508 au-ir7 6/6 good',
      '0619 fr-cuirassiers 8/8 routed fresh',
    ]);
  });

  it('2*/1: no starred check is taken in a pursuit melee', () => {
    const s = playJson(pursuitCharge(), [...PURSUIT_DICE, 33]);
    expect(keysFrom(s, 'pursuit.melee-roll')).toBe(
      'pursuit.melee-roll result.losses loss.increment loss.increment loss.increment pursuit.routed-in-place reform.nobody charge.ended',
    );
  });
});

describe('10.5: a routed unit caught by the pursuit routs again', () => {
  it('the entries of the second rout: said under 10.5, its first zone counted', () => {
    // Scenario 10 with hussars of 12 MP: they reach 0802, next to the routed battalion at 0801.
    const s = playJson(
      variantJson('10-against-routed.json', (j) => {
        j.units[0].movementLeft = 12;
      }),
      [2],
    );
    const from = s.log.findIndex((e) => e.key === 'pursuit.follow');
    expect(s.log.slice(from).map((e) => `${e.rule} ${said(e)}`)).toMatchInlineSnapshot(`
      [
        "19.11 pursuit.follow stack=5e Hussards target=IR 4 Hoch- und Deutschmeister from=0811 to=0802 touched=IR 4 Hoch- und Deutschmeister",
        "10.5 pursuit.caught-routed units=IR 4 Hoch- und Deutschmeister",
        "13.2.4 move.rout stack=IR 4 Hoch- und Deutschmeister from=0801 to=1507 path=0901-0902-0903-0904-1005-1105-1206-1306-1407-1507 hexes=10 cost=10 zones=1",
        "10.5 move.zones-left stack=IR 4 Hoch- und Deutschmeister zones=1 lost=1",
        "10.5 loss.increment unit=IR 4 Hoch- und Deutschmeister left=3",
        "19.11 pursuit.routed-in-place unit=5e Hussards hex=0802",
        "19.1.1 reform.nobody",
        "19.1.1 charge.ended decidedBy=routed-target attackers=on-board attackerState1=routed defenders=on-board defenderState1=routed recall=not-recalled",
      ]
    `);
  });
});

describe('R27: the player picks which of two units in retreat to pursue', () => {
  it('the request, then the pursuit of the farther one when chosen', () => {
    const json = variantJson('13-overwhelming.json', (j) => {
      j.units.push({ ...j.units[2], id: 'au-routed', name: 'IR 7 (routed)', moraleState: 'routed' });
    });
    const ses = rollAll(sessionJson(json, { pursuitOf: 'retreating' }), [66, 1, 11, 15, 3]);
    expect(ses.pending).toEqual({
      kind: 'choice',
      id: 'pursuit-target',
      what: 'pursuit-target',
      subject: { units: ['fr-cuirassiers', 'fr-hussars'], hexes: [{ col: 8, row: 11 }] },
      side: 'french',
      say: { key: 'request.pursuit-target', params: {} },
      rule: '19.11',
      options: [
        {
          id: 'au-ir4',
          say: { key: 'option.unit-at', params: { unit: 'IR 4 Hoch- und Deutschmeister', hex: '0710' } },
          unit: 'au-ir4',
          hex: { col: 7, row: 10 },
          path: [{ col: 7, row: 10 }],
        },
        {
          id: 'au-routed',
          say: { key: 'option.unit-at', params: { unit: 'IR 7 (routed)', hex: '0005' } },
          unit: 'au-routed',
          hex: { col: 0, row: 5 },
          path: [{ col: 0, row: 5 }],
        },
      ],
      defaultOption: 0,
    });
    expect(ses.choose(1).ok).toBe(true);
    expect(entries(ses.state, 'pursuit.follow').map((e) => e.params.target)).toEqual(['IR 7 (routed)']);
  });

  it('the default, the nearest (IR 4, one hex away), is the one pursued when taken, though the routed IR 7 is listed first among the units in retreat', () => {
    const json = variantJson('13-overwhelming.json', (j) => {
      j.units.push({ ...j.units[2], id: 'au-routed', name: 'IR 7 (routed)', moraleState: 'routed' });
    });
    const ses = rollAll(sessionJson(json, { pursuitOf: 'retreating' }), [66, 1, 11, 15, 3]);
    expect(ses.chooseDefault().ok).toBe(true);
    expect(entries(ses.state, 'pursuit.follow').map((e) => e.params.target)).toEqual([
      'IR 4 Hoch- und Deutschmeister',
    ]);
  });
});

describe('R26 in the pursuit melee: a routed unit stacked with the touched enemies shares their fate, not their losses', () => {
  // IR 7 (4 increments), IR 9 (routed, 6) and IR 8 (melee 3) at 0508: the pursuers melee IR 7
  // and IR 8 only (9 : 4 + 3 = 7, column 1:1: 46-52 1/1, 53-62 DD1). Found by a surviving mutant of
  // morale.ts (a routed unit given to disorderOrRout): the pursuit melee gave the whole stack, routed
  // units included, to the chart result, so a DD left the routed unit behind and a loss could fall on it.
  const stack = pursuitCharge((j) => {
    ir7(j).increments = 4;
    j.units.push(
      { ...ir7(j), id: 'au-r', name: 'IR 9 (routed)', moraleState: 'routed', increments: 6 },
      { ...ir7(j), id: 'au-ir8', name: 'IR 8', melee: 3, increments: 6 },
    );
  });

  it('DD1: the two battalions retreat disordered, the routed one routs with them as in step 5', () => {
    const s = playJson(stack, [...PURSUIT_DICE, 55]);
    expect(keysFrom(s, 'pursuit.melee-roll')).toBe(
      'pursuit.melee-roll result.DD morale.disordered morale.disordered result.routed-with-defenders ' +
        'move.retreat move.zones-left-first-free move.rout move.zones-left-first-free pursuit.routed-in-place reform.nobody charge.ended',
    );
    expect(boardLines(s)).toEqual([
      '0001 au-r 6/6 routed',
      '0005 au-ir4 6/6 routed',
      '0408 au-ir7 4/4 disordered',
      '0408 au-ir8 6/6 disordered',
      '0609 fr-cuirassiers 8/8 routed fresh',
    ]);
  });

  it('1/1: the defending increment is lost by a unit that meleed, never by the routed one', () => {
    const s = playJson(stack, [...PURSUIT_DICE, 46]);
    expect(entries(s, 'loss.increment').map((e) => said(e))).toMatchInlineSnapshot(`
      [
        "loss.increment unit=4e Cuirassiers left=7",
        "loss.increment unit=IR 8 left=5",
      ]
    `);
    expect(boardLines(s)).toContain('0508 au-r 6/6 routed');
  });
});

describe('step 7 (19.8, 19.11): recall and pursuit', () => {
  it('10 with heavy hussars: no recall modifier applies, the arithmetic is the bare die', () => {
    // 19.8: heavy cavalry in good order, no leader with it: d6 2 = 2, not recalled (2 <= 4 of the chart).
    const s = playVariant('10-against-routed.json', [2], (j) => {
      j.units[0].weight = 'heavy';
    });
    expect(entries(s, 'recall.not-recalled').map((e) => [said(e), e.arithmetic])).toMatchInlineSnapshot(`
      [
        [
          "recall.not-recalled stack=5e Hussards roll=2 modified=2",
          "d6 2 = 2: not-recalled",
        ],
      ]
    `);
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
    expect(s.log.slice(-8, -3).map((e) => said(e))).toMatchInlineSnapshot(`
      [
        "pursuit.follow stack=4e Cuirassiers target=IR 9 (routed) from=0811 to=0105 touched=IR 9 (routed) + IR 4 Hoch- und Deutschmeister",
        "pursuit.caught-routed units=IR 9 (routed) + IR 4 Hoch- und Deutschmeister",
        "move.rout stack=IR 9 (routed) + IR 4 Hoch- und Deutschmeister from=0005 to=1000 path=0104-0204-0303-0403-0502-0602-0701-0801-0900-1000 hexes=10 cost=10 zones=1",
        "move.zones-left stack=IR 9 (routed) + IR 4 Hoch- und Deutschmeister zones=1 lost=1",
        "loss.increment unit=IR 4 Hoch- und Deutschmeister left=5",
      ]
    `);
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
    expect(entries(s, 'pursuit.follow').map((e) => said(e))).toMatchInlineSnapshot(`
      [
        "pursuit.follow stack=5e Hussards target=IR 4 Hoch- und Deutschmeister from=0011 to=0005 touched=nothing",
      ]
    `);
    expect(boardLines(s)).toEqual([
      '0001 au-ir4 5/6 routed',
      '0005 fr-hussars 6/6 routed fresh',
      '0310 fr-ligne 6/6 good',
    ]);
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
        .map((e) => said(e)),
    ).toMatchInlineSnapshot(`
      [
        "pursuit.follow stack=4e Cuirassiers target=IR 4 Hoch- und Deutschmeister from=0811 to=0508 touched=IR 2 (routed)",
        "pursuit.caught-routed units=IR 2 (routed)",
      ]
    `);
    expect(s.targets.flatMap((t) => t.units)).toEqual(['au-ir4']);
    expect(s.routedTargets).toEqual(['au-ir4', 'au-by']);
  });
});
