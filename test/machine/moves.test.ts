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
        "step 5 melee.roll roll=41 modified=41 column=2:1 result=DD1",
        "step 5 result.DD hexes=1",
        "step 5 morale.routed-second-disorder unit=IR 4 Hoch- und Deutschmeister",
        "13.2.4 move.rout stack=IR 4 Hoch- und Deutschmeister from=0811 to=0005 path=0710-0610-0509-0409-0308-0208-0107-0007-0006-0005 hexes=10 cost=10 zones=1",
        "10.5 move.zones-left-first-free stack=IR 4 Hoch- und Deutschmeister zones=1 lost=0",
        "19.10 advance.disordered stack=5e Hussards hex=0811",
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
        "step 5 melee.roll roll=52 modified=52 column=3:2 result=DD1",
        "step 5 result.DD hexes=1",
        "step 5 result.DD-structure stack=IR 4 Hoch- und Deutschmeister",
        "step 5 morale.disordered unit=IR 4 Hoch- und Deutschmeister",
        "step 5 morale.routed-second-disorder unit=IR 5",
        "13.2.4 move.rout stack=IR 5 from=0811 to=0005 path=0710-0610-0509-0409-0308-0208-0107-0007-0006-0005 hexes=10 cost=10 zones=1",
        "10.5 move.zones-left-first-free stack=IR 5 zones=1 lost=0",
        "19.1.1 reform.unit unit=4e Cuirassiers readiness=exhausted morale=good",
        "19.1.1 charge.ended decidedBy=melee odds=3:2 attackers=on-board attackerState1=good defenders=on-board defenderState1=disordered defenderState2=routed",
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
        "step 5 melee.roll roll=52 modified=52 column=3:2 result=DD1",
        "step 5 result.DD hexes=1",
        "step 5 morale.disordered unit=IR 4 Hoch- und Deutschmeister",
        "step 5 morale.disordered unit=Cavalleriebatterie Nr. 1",
        "13.2.4 move.retreat stack=IR 4 Hoch- und Deutschmeister + Cavalleriebatterie Nr. 1 from=0811 to=0710 path=0710 hexes=1 cost=1 zones=1",
        "10.5 move.zones-left-first-free stack=IR 4 Hoch- und Deutschmeister + Cavalleriebatterie Nr. 1 zones=1 lost=0",
        "19.10 advance.disordered stack=5e Hussards hex=0811",
        "19.1.1 reform.unit unit=5e Hussards readiness=exhausted morale=disordered",
        "19.1.1 charge.ended decidedBy=melee odds=3:2 attackers=on-board attackerState1=disordered defenders=on-board defenderState1=disordered",
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
        "step 5 melee.roll roll=64 modified=64 column=3:2 result=DR",
        "step 5 result.DR",
        "step 5 morale.routed unit=IR 4 Hoch- und Deutschmeister",
        "step 5 morale.routed unit=Cavalleriebatterie Nr. 1",
        "13.2.4 move.rout stack=IR 4 Hoch- und Deutschmeister + Cavalleriebatterie Nr. 1 from=0811 to=0005 path=0710-0610-0509-0409-0308-0208-0107-0007-0006-0005 hexes=10 cost=10 zones=1",
        "10.5 move.zones-left-first-free stack=IR 4 Hoch- und Deutschmeister + Cavalleriebatterie Nr. 1 zones=1 lost=0",
        "19.10 advance.disordered stack=5e Hussards hex=0811",
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
        "19.6 stand.failed stack=Fussbatterie hex=0811 roll=33 modified=25 morale=52",
        "19.6 morale.routed-second-disorder unit=Fussbatterie",
        "18.10.4 rout.artillery-eliminated unit=Fussbatterie",
        "19.10 advance.in-order stack=5e Hussards hex=0811",
        "19.1.1 reform.unit unit=5e Hussards readiness=tired morale=good",
        "19.1.1 charge.ended decidedBy=stand-check attackers=on-board attackerState1=good defenders=eliminated",
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
        "step 5 melee.roll roll=66 modified=66 column=1:1 result=DR",
        "step 5 result.DR",
        "step 5 morale.routed unit=IR 4 Hoch- und Deutschmeister",
        "step 5 morale.routed unit=IR 5",
        "13.2.4 move.rout stack=IR 4 Hoch- und Deutschmeister from=0811 to=0005 path=0710-0610-0509-0409-0308-0208-0107-0007-0006-0005 hexes=10 cost=10 zones=1",
        "10.5 move.zones-left-first-free stack=IR 4 Hoch- und Deutschmeister zones=1 lost=0",
        "13.2.4 move.rout stack=IR 5 from=0911 to=0901 path=0910-0909-0908-0907-0906-0905-0904-0903-0902-0901 hexes=10 cost=10 zones=1",
        "10.5 move.zones-left-first-free stack=IR 5 zones=1 lost=0",
        "19.10 advance.disordered stack=5e Hussards hex=0811",
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
        "step 5 melee.roll roll=41 modified=41 column=2:1 result=DD1",
        "step 5 result.DD hexes=1",
        "step 5 morale.routed-second-disorder unit=IR 4 Hoch- und Deutschmeister",
        "13.2.4 move.surrenders stack=IR 4 Hoch- und Deutschmeister hexes=10 move=rout",
        "19.10 advance.disordered stack=5e Hussards hex=0811",
        "19.1.1 reform.unit unit=5e Hussards readiness=exhausted morale=disordered",
        "19.1.1 charge.ended decidedBy=melee odds=2:1 attackers=on-board attackerState1=disordered defenders=surrendered",
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
