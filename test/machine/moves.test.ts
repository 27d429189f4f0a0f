/**
 * Retreat and rout moves (13.2): leaders carried with the stack they ride with, artillery in a move
 * (18.10.4), a single best path taken without asking, moves of several hexes and no move at all
 * (13.2.4). Expected values worked out from RULES.md, then checked against the engine.
 */
import { describe, expect, it } from 'vitest';
import {
  boardLines,
  type EditableJson,
  ending as outcome,
  playVariant,
  toldWithoutArithmetic as told,
  variantSession,
} from '../support/charges.ts';

const unit = (j: EditableJson, id: string) => j.units.find((u: EditableJson) => u.id === id);

const leader = (id: string, side: string, at: string) => ({ id, name: id, side, at, meleeModifier: 0 });

describe('13.2: leaders carried by moves', () => {
  it("DD1 (scenario 02 at 2:1, roll 41): the leader of the retreating stack goes with it; a leader of the same side in another hex of its row stays, and so does the attacker's leader in its column", () => {
    const s = playVariant('02-stand-failed-disorder.json', [33, 24, 41], (j) => {
      j.units.push({ ...unit(j, 'au-ir4'), id: 'au-ir5', name: 'IR 5', at: '1011' });
      // a French battalion listed first, out of the charge: the advance carries the leader from the hussars' hex
      j.units.unshift({
        ...unit(j, 'au-ir4'),
        id: 'fr-ligne',
        name: '8e Ligne',
        side: 'french',
        facing: 'N',
        at: '0814',
      });
      j.leaders.push(
        leader('au-hohenzollern', 'austrian', '0811'),
        leader('au-bianchi', 'austrian', '1011'),
        leader('fr-milhaud', 'french', '0812'),
      );
    });
    expect(told(s)).toMatchInlineSnapshot(`
      [
        "step 5 melee.roll: Melee roll 41, modified 41, on column 2:1: DD1",
        "step 5 result.DD: DD1: the defenders are disordered and retreat 1 hex",
        "step 5 morale.routed-second-disorder: IR 4 Hoch- und Deutschmeister was already disordered: it routs",
        "13.2.4 move.rout: IR 4 Hoch- und Deutschmeister routs 10 hexes from 0811 to 0005 (0710-0610-0509-0409-0308-0208-0107-0007-0006-0005), terrain cost 10",
        "10.5 move.zones-left-first-free: IR 4 Hoch- und Deutschmeister left 1 enemy zone of influence: those it started in cost nothing, one increment lost for each other (0 increments)",
        "19.10 advance.disordered: 5e Hussards is marked disordered and advances into 0811, vacated by the melee",
      ]
    `);
    expect(outcome(s)).toMatchInlineSnapshot(`
      {
        "board": [
          "0005 au-ir4 6/6 routed",
          "0811 fr-hussars 6/6 disordered fresh",
          "0814 fr-ligne 6/6 good",
          "1011 au-ir5 6/6 good",
        ],
        "leaders": [
          "au-hohenzollern 0,5",
          "au-bianchi 10,11",
          "fr-milhaud 8,11",
        ],
        "removed": [],
      }
    `);
  });

  it('DD1 in a special structure (scenario 06) held by a disordered battalion and one in order: the disordered one routs, the leader stays with the one that holds', () => {
    const s = playVariant('06-special-structure.json', [53, 2, 11, 52], (j) => {
      j.units.push({
        ...unit(j, 'au-ir4'),
        id: 'au-ir5',
        name: 'IR 5',
        increments: 2,
        moraleState: 'disordered',
      });
      j.leaders.push(leader('au-hohenzollern', 'austrian', '0811'));
    });
    expect(told(s)).toMatchInlineSnapshot(`
      [
        "step 5 melee.roll: Melee roll 52, modified 52, on column 3:2: DD1",
        "step 5 result.DD: DD1: the defenders are disordered and retreat 1 hex",
        "step 5 result.DD-structure: IR 4 Hoch- und Deutschmeister is in a special structure: it does not retreat",
        "step 5 morale.disordered: IR 4 Hoch- und Deutschmeister becomes disordered",
        "step 5 morale.routed-second-disorder: IR 5 was already disordered: it routs",
        "13.2.4 move.rout: IR 5 routs 10 hexes from 0811 to 0005 (0710-0610-0509-0409-0308-0208-0107-0007-0006-0005), terrain cost 10",
        "10.5 move.zones-left-first-free: IR 5 left 1 enemy zone of influence: those it started in cost nothing, one increment lost for each other (0 increments)",
        "19.1.1 reform.unit: 4e Cuirassiers reforms: exhausted, good",
        "19.1.1 charge.ended: The charge is over: melee at 3:2, attackers good, defenders disordered/routed",
      ]
    `);
    expect(outcome(s)).toMatchInlineSnapshot(`
      {
        "board": [
          "0005 au-ir5 2/2 routed",
          "0811 au-ir4 4/4 disordered",
          "0812 fr-cuirassiers 8/8 good exhausted",
        ],
        "leaders": [
          "au-hohenzollern 8,11",
        ],
        "removed": [],
      }
    `);
  });
});

describe('artillery in a move (18.10.4)', () => {
  const stronger = (j: EditableJson) => {
    unit(j, 'fr-hussars').increments = 6;
  };

  it('DD1 (scenario 08, hussars at 6 increments, 3:2, roll 52): the unlimbered battery retreats with the battalion, named with it', () => {
    const s = playVariant('08-fire-eliminates-chargers.json', [44, 1, 11, 52], stronger);
    expect(told(s)).toMatchInlineSnapshot(`
      [
        "step 5 melee.roll: Melee roll 52, modified 52, on column 3:2: DD1",
        "step 5 result.DD: DD1: the defenders are disordered and retreat 1 hex",
        "step 5 morale.disordered: IR 4 Hoch- und Deutschmeister becomes disordered",
        "step 5 morale.disordered: Cavalleriebatterie Nr. 1 becomes disordered",
        "13.2.4 move.retreat: IR 4 Hoch- und Deutschmeister + Cavalleriebatterie Nr. 1 retreats 1 hex from 0811 to 0710 (0710)",
        "10.5 move.zones-left-first-free: IR 4 Hoch- und Deutschmeister + Cavalleriebatterie Nr. 1 left 1 enemy zone of influence: those it started in cost nothing, one increment lost for each other (0 increments)",
        "19.10 advance.disordered: 5e Hussards is marked disordered and advances into 0811, vacated by the melee",
        "19.1.1 reform.unit: 5e Hussards reforms: exhausted, disordered",
        "19.1.1 charge.ended: The charge is over: melee at 3:2, attackers disordered, defenders disordered",
      ]
    `);
    expect(outcome(s)).toMatchInlineSnapshot(`
      {
        "board": [
          "0710 au-bty 2/2 disordered",
          "0710 au-ir4 6/6 disordered",
          "0811 fr-hussars 6/6 disordered exhausted",
        ],
        "leaders": [],
        "removed": [],
      }
    `);
  });

  it('DR (roll 64): a limbered battery routs with the battalion, it is not eliminated', () => {
    const s = playVariant('08-fire-eliminates-chargers.json', [44, 1, 11, 64], (j) => {
      stronger(j);
      unit(j, 'au-bty').formation = 'limbered';
    });
    expect(told(s)).toMatchInlineSnapshot(`
      [
        "step 5 melee.roll: Melee roll 64, modified 64, on column 3:2: DR",
        "step 5 result.DR: DR: the defenders rout",
        "step 5 morale.routed: IR 4 Hoch- und Deutschmeister routs",
        "step 5 morale.routed: Cavalleriebatterie Nr. 1 routs",
        "13.2.4 move.rout: IR 4 Hoch- und Deutschmeister + Cavalleriebatterie Nr. 1 routs 10 hexes from 0811 to 0005 (0710-0610-0509-0409-0308-0208-0107-0007-0006-0005), terrain cost 10",
        "10.5 move.zones-left-first-free: IR 4 Hoch- und Deutschmeister + Cavalleriebatterie Nr. 1 left 1 enemy zone of influence: those it started in cost nothing, one increment lost for each other (0 increments)",
        "19.10 advance.disordered: 5e Hussards is marked disordered and advances into 0811, vacated by the melee",
      ]
    `);
    expect(outcome(s)).toMatchInlineSnapshot(`
      {
        "board": [
          "0005 au-bty 2/2 routed",
          "0005 au-ir4 6/6 routed",
          "0811 fr-hussars 6/6 disordered fresh",
        ],
        "leaders": [],
        "removed": [],
      }
    `);
  });

  it('a lone supplied battery already disordered fails its stand check: it routs and, unlimbered, is eliminated; the hussars advance', () => {
    const s = playVariant('02-stand-failed-disorder.json', [33], (j) => {
      Object.assign(unit(j, 'au-ir4'), {
        id: 'au-bty',
        name: 'Fussbatterie',
        arm: 'artillery',
        formation: 'unlimbered',
        supplied: true,
        increments: 2,
        melee: 1,
        fire: 4,
        moraleState: 'disordered',
      });
    });
    expect(told(s, 'stand.failed')).toMatchInlineSnapshot(`
      [
        "19.6 stand.failed: Fussbatterie fails to stand: modified roll 25 does not beat morale 52",
        "19.6 morale.routed-second-disorder: Fussbatterie was already disordered: it routs",
        "18.10.4 rout.artillery-eliminated: Fussbatterie is unlimbered artillery forced to rout: eliminated",
        "19.10 advance.in-order: 5e Hussards advances into 0811",
        "19.1.1 reform.unit: 5e Hussards reforms: tired, good",
        "19.1.1 charge.ended: The charge is over: attackers good, defenders eliminated",
      ]
    `);
    expect(outcome(s)).toMatchInlineSnapshot(`
      {
        "board": [
          "0811 fr-hussars 6/6 good tired",
        ],
        "leaders": [],
        "removed": [
          "au-bty: eliminated (18.10.4)",
        ],
      }
    `);
  });
});

describe('13.2.4: a single best path is taken without asking', () => {
  it('DD1 of scenario 08 with rivers on 0810 and 0910 (one best path, to 0710): every request of the charge is a roll', () => {
    const s = variantSession('08-fire-eliminates-chargers.json', (j) => {
      unit(j, 'fr-hussars').increments = 6;
      // without the rivers the retreat has equal best paths (a choice); with them 0710 is the only one
      j.board.terrain['0810'] = 'river';
      j.board.terrain['0910'] = 'river';
    });
    const asked: string[] = [];
    for (const v of [44, 1, 11, 52] as const) {
      asked.push(`${s.pending?.kind} ${s.pending?.id}`);
      if (!s.roll(v).ok) throw new Error(`roll ${v} refused`);
    }
    asked.push(`${s.pending?.kind ?? 'nothing'} ${s.pending?.id}`);
    expect(asked).toMatchInlineSnapshot(`
      [
        "roll stand-check-0",
        "roll column-shift-0",
        "roll fire-0",
        "roll melee",
        "nothing undefined",
      ]
    `);
    expect(boardLines(s.state)).toContain('0710 au-bty 2/2 disordered');
  });
});

describe('13.2: moves of several hexes, and no move at all', () => {
  it('DR against two target hexes (1:1, roll 66): each stack routs from its own hex', () => {
    const twoHexes = (j: EditableJson) => {
      j.units.push({ ...unit(j, 'au-ir4'), id: 'au-ir5', name: 'IR 5', at: '0911' });
      j.charge.targets.push('0911');
    };
    const s = playVariant('02-stand-failed-disorder.json', [66, 66, 1, 1, 11, 11, 66], twoHexes);
    // both hexes vacated: the hussars choose which to advance into (19.10), the first by default
    const session = variantSession('02-stand-failed-disorder.json', twoHexes);
    for (const v of [66, 66, 1, 1, 11, 11, 66] as const) {
      while (session.pending?.kind === 'choice' && session.pending.id !== 'advance-hex')
        session.chooseDefault();
      if (!session.roll(v).ok) throw new Error(`roll ${v} refused`);
    }
    while (session.pending?.kind === 'choice' && session.pending.id !== 'advance-hex')
      session.chooseDefault();
    expect(session.pending).toMatchInlineSnapshot(`
      {
        "defaultOption": 0,
        "id": "advance-hex",
        "kind": "choice",
        "options": [
          {
            "hex": {
              "col": 8,
              "row": 11,
            },
            "id": "0",
            "path": [
              {
                "col": 8,
                "row": 11,
              },
            ],
            "say": {
              "key": "option.hex",
              "params": {
                "hex": "0811",
              },
            },
          },
          {
            "hex": {
              "col": 9,
              "row": 11,
            },
            "id": "1",
            "path": [
              {
                "col": 9,
                "row": 11,
              },
            ],
            "say": {
              "key": "option.hex",
              "params": {
                "hex": "0911",
              },
            },
          },
        ],
        "rule": "19.10",
        "say": {
          "key": "request.advance-hex",
          "params": {},
        },
        "side": "french",
        "subject": {
          "hexes": [
            {
              "col": 8,
              "row": 11,
            },
            {
              "col": 9,
              "row": 11,
            },
          ],
          "units": [
            "fr-hussars",
          ],
        },
        "what": "advance-hex",
      }
    `);
    expect(told(s)).toMatchInlineSnapshot(`
      [
        "step 5 melee.roll: Melee roll 66, modified 66, on column 1:1: DR",
        "step 5 result.DR: DR: the defenders rout",
        "step 5 morale.routed: IR 4 Hoch- und Deutschmeister routs",
        "step 5 morale.routed: IR 5 routs",
        "13.2.4 move.rout: IR 4 Hoch- und Deutschmeister routs 10 hexes from 0811 to 0005 (0710-0610-0509-0409-0308-0208-0107-0007-0006-0005), terrain cost 10",
        "10.5 move.zones-left-first-free: IR 4 Hoch- und Deutschmeister left 1 enemy zone of influence: those it started in cost nothing, one increment lost for each other (0 increments)",
        "13.2.4 move.rout: IR 5 routs 10 hexes from 0911 to 0901 (0910-0909-0908-0907-0906-0905-0904-0903-0902-0901), terrain cost 10",
        "10.5 move.zones-left-first-free: IR 5 left 1 enemy zone of influence: those it started in cost nothing, one increment lost for each other (0 increments)",
        "19.10 advance.disordered: 5e Hussards is marked disordered and advances into 0811, vacated by the melee",
      ]
    `);
    expect(outcome(s)).toMatchInlineSnapshot(`
      {
        "board": [
          "0005 au-ir4 6/6 routed",
          "0811 fr-hussars 6/6 disordered fresh",
          "0901 au-ir5 6/6 routed",
        ],
        "leaders": [],
        "removed": [],
      }
    `);
  });

  it('DD1 with rivers on every hex behind the battalion: it cannot retreat and surrenders (13.2.4)', () => {
    const s = playVariant('02-stand-failed-disorder.json', [33, 24, 41], (j) => {
      for (const h of ['0710', '0711', '0810', '0910', '0911']) j.board.terrain[h] = 'river';
    });
    expect(told(s)).toMatchInlineSnapshot(`
      [
        "step 5 melee.roll: Melee roll 41, modified 41, on column 2:1: DD1",
        "step 5 result.DD: DD1: the defenders are disordered and retreat 1 hex",
        "step 5 morale.routed-second-disorder: IR 4 Hoch- und Deutschmeister was already disordered: it routs",
        "13.2.4 move.surrenders: IR 4 Hoch- und Deutschmeister cannot complete its rout of 10 hexes: it surrenders",
        "19.10 advance.disordered: 5e Hussards is marked disordered and advances into 0811, vacated by the melee",
        "19.1.1 reform.unit: 5e Hussards reforms: exhausted, disordered",
        "19.1.1 charge.ended: The charge is over: melee at 2:1, attackers disordered, defenders surrendered",
      ]
    `);
    expect(outcome(s)).toMatchInlineSnapshot(`
      {
        "board": [
          "0811 fr-hussars 6/6 disordered exhausted",
        ],
        "leaders": [],
        "removed": [
          "au-ir4: surrendered (13.2.4)",
        ],
      }
    `);
  });
});
