/**
 * Step 5, the melee roll: a second target hex that holds only a routed unit (it neither stands, fires
 * nor melees; ruling R26 applies only to routed units stacked WITH the defenders), leaders' melee
 * modifiers in the roll and in the leader choice, and R26 for routed units stacked with the defenders.
 * Expected values worked out from RULES.md and the demonstration chart, then checked against the engine.
 */
import { describe, expect, it } from 'vitest';
import type { RollInput } from '../../src/dice/index.ts';
import type { ChargeState, Words } from '../../src/procedure/state.ts';
import { type EditableJson, ending, playVariant, told, variantSession } from '../support/charges.ts';

/** The request left pending ("kind id"), where the units and the leaders ended, and what was removed. */
const outcome = (s: ChargeState) => ({
  pending: s.pending ? `${s.pending.kind} ${s.pending.id}` : null,
  ...ending(s),
});

/** Words as one line: the key, then each parameter as name=value. */
const words = (w: Words) => [w.key, ...Object.entries(w.params).map(([k, v]) => `${k}=${v}`)].join(' ');

/** Every request of the charge in turn (a choice with its options), rolling `dice` and taking default choices. */
function requests(file: string, dice: readonly RollInput[], edit: (j: EditableJson) => void): string[] {
  const s = variantSession(file, edit);
  const asked: string[] = [];
  const queue = [...dice];
  while (s.pending) {
    const p = s.pending;
    if (p.kind === 'choice') {
      const labels =
        p.options.length > 3 ? `${p.options.length} options` : p.options.map((o) => words(o.say)).join(' / ');
      asked.push(`choice ${p.id} ${p.what} by ${p.side} (${words(p.say)}): ${labels}`);
      if (!s.chooseDefault().ok) throw new Error('default refused');
    } else {
      asked.push(`roll ${p.id} ${p.what} by ${p.side} (${p.rule}): ${words(p.say)}`);
      const v = queue.shift();
      if (v === undefined) break;
      if (!s.roll(v).ok) throw new Error(`roll ${v} refused`);
    }
  }
  return asked;
}

const unit = (j: EditableJson, id: string) => j.units.find((u: EditableJson) => u.id === id);

/** Scenario 02 at 3:1 (IR 4 at melee 4): a second target hex, 0911, holds only a routed battalion. */
const routedNextDoor = (j: EditableJson) => {
  unit(j, 'au-ir4').melee = 4;
  j.units.push({ ...unit(j, 'au-ir4'), id: 'au-ir5', name: 'IR 5', at: '0911', moraleState: 'routed' });
  j.charge.targets.push('0911');
};

describe('step 5, R26: a second target hex holding only a routed unit', () => {
  it('DS (3:1, roll 64): IR 4 surrenders; the routed IR 5 in its own hex is not part of the melee and stays', () => {
    const s = playVariant('02-stand-failed-disorder.json', [33, 24, 64], routedNextDoor);
    // one hex vacated: no choice of hex to advance into
    expect(requests('02-stand-failed-disorder.json', [33, 24, 64], routedNextDoor)).toMatchInlineSnapshot(`
      [
        "roll stand-check-0 stand-check by austrian (19.6): request.stand-check hex=0811",
        "roll fire-0 defensive-fire by austrian (step 3): request.defensive-fire hex=0811",
        "roll melee melee-roll by french (step 5): request.melee-roll odds=3:1",
      ]
    `);
    expect(told(s)).toMatchInlineSnapshot(`
      [
        "step 5 melee.roll roll=64 modified=64 column=3:1 result=DS | d66 64 = 64 at 3:1: DS",
        "step 5 result.DS",
        "19.10 advance.disordered stack=5e Hussards hex=0811",
        "19.1.1 reform.unit unit=5e Hussards readiness=exhausted morale=disordered",
        "19.1.1 charge.ended decidedBy=melee odds=3:1 attackers=on-board attackerState1=disordered defenders=on-board defenderState1=routed",
      ]
    `);
    expect(outcome(s)).toMatchInlineSnapshot(`
      {
        "board": [
          "0811 fr-hussars 6/6 disordered exhausted",
          "0911 au-ir5 6/6 routed",
        ],
        "leaders": [],
        "pending": null,
        "removed": [
          "au-ir4: surrendered (step 5)",
        ],
      }
    `);
  });

  it('AD1 (3:1, roll 13): the hussars fall back away from IR 4 only', () => {
    const s = playVariant('02-stand-failed-disorder.json', [33, 24, 13], routedNextDoor);
    expect(requests('02-stand-failed-disorder.json', [33, 24, 13], routedNextDoor)).toMatchInlineSnapshot(`
      [
        "roll stand-check-0 stand-check by austrian (19.6): request.stand-check hex=0811",
        "roll fire-0 defensive-fire by austrian (step 3): request.defensive-fire hex=0811",
        "roll melee melee-roll by french (step 5): request.melee-roll odds=3:1",
        "choice path-fall-back-fr-hussars retreat-path by french (request.retreat-path.fall-back stack=5e Hussards hexes=1 count=3): option.path path=0712 / option.path path=0813 / option.path path=0912",
      ]
    `);
    expect(told(s)).toMatchInlineSnapshot(`
      [
        "step 5 melee.roll roll=13 modified=13 column=3:1 result=AD1 | d66 13 = 13 at 3:1: AD1",
        "step 5 result.AD hexes=1",
        "step 5 morale.disordered unit=5e Hussards",
        "13.2.4 move.fall-back stack=5e Hussards from=0812 to=0712 path=0712 hexes=1 cost=1 zones=1",
        "10.5 move.zones-left-first-free stack=5e Hussards zones=1 lost=0",
        "19.1.1 reform.unit unit=5e Hussards readiness=exhausted morale=disordered",
        "19.1.1 charge.ended decidedBy=melee odds=3:1 attackers=on-board attackerState1=disordered defenders=on-board defenderState1=disordered defenderState2=routed",
      ]
    `);
    expect(outcome(s)).toMatchInlineSnapshot(`
      {
        "board": [
          "0712 fr-hussars 6/6 disordered exhausted",
          "0811 au-ir4 6/6 disordered",
          "0911 au-ir5 6/6 routed",
        ],
        "leaders": [],
        "pending": null,
        "removed": [],
      }
    `);
  });

  it('DD1 (3:1, roll 32): IR 4, already disordered, routs; 0911 still holds a unit, so no advance (step 8)', () => {
    const s = playVariant('02-stand-failed-disorder.json', [33, 24, 32], routedNextDoor);
    expect(requests('02-stand-failed-disorder.json', [33, 24, 32], routedNextDoor)).toMatchInlineSnapshot(`
      [
        "roll stand-check-0 stand-check by austrian (19.6): request.stand-check hex=0811",
        "roll fire-0 defensive-fire by austrian (step 3): request.defensive-fire hex=0811",
        "roll melee melee-roll by french (step 5): request.melee-roll odds=3:1",
        "choice path-rout-au-ir4 retreat-path by austrian (request.retreat-path.rout stack=IR 4 Hoch- und Deutschmeister hexes=10 count=12): 12 options",
      ]
    `);
    expect(told(s)).toMatchInlineSnapshot(`
      [
        "step 5 melee.roll roll=32 modified=32 column=3:1 result=DD1 | d66 32 = 32 at 3:1: DD1",
        "step 5 result.DD hexes=1",
        "step 5 morale.routed-second-disorder unit=IR 4 Hoch- und Deutschmeister",
        "13.2.4 move.rout stack=IR 4 Hoch- und Deutschmeister from=0811 to=0005 path=0710-0610-0509-0409-0308-0208-0107-0007-0006-0005 hexes=10 cost=10 zones=1",
        "10.5 move.zones-left-first-free stack=IR 4 Hoch- und Deutschmeister zones=1 lost=0",
        "19.1.1 reform.unit unit=5e Hussards readiness=exhausted morale=good",
        "19.1.1 charge.ended decidedBy=melee odds=3:1 attackers=on-board attackerState1=good defenders=on-board defenderState1=routed",
      ]
    `);
    expect(outcome(s)).toMatchInlineSnapshot(`
      {
        "board": [
          "0005 au-ir4 6/6 routed",
          "0812 fr-hussars 6/6 good exhausted",
          "0911 au-ir5 6/6 routed",
        ],
        "leaders": [],
        "pending": null,
        "removed": [],
      }
    `);
  });
});

describe('step 5: leaders in the melee roll', () => {
  const leaders = (j: EditableJson) => {
    j.leaders.push(
      { id: 'fr-lasalle', name: 'Lasalle', side: 'french', at: '0812', meleeModifier: 0 },
      { id: 'fr-colbert', name: 'Colbert', side: 'french', at: '0812', meleeModifier: -1 },
      { id: 'au-mack', name: 'Mack', side: 'austrian', at: '0811', meleeModifier: -2 },
    );
  };

  it('two leaders ride with the hussars (+0 and -1): both are offered together, committed together, and their sum moves the roll, as does minus the defending leader (-2)', () => {
    // scenario 02 at 2:1: 42 -1 +2 = 43, DD1; the signs are the steps' own (a negative modifier is not "+-1")
    expect(requests('02-stand-failed-disorder.json', [33, 24, 42], leaders)).toMatchInlineSnapshot(`
      [
        "roll stand-check-0 stand-check by austrian (19.6): request.stand-check hex=0811",
        "roll fire-0 defensive-fire by austrian (step 3): request.defensive-fire hex=0811",
        "choice use-leader use-leader by french (request.use-leader leaders.length=2 leaders.0=Lasalle leaders.1=Colbert): option.commit-leader modifiers=+0, -1 / option.hold-leader",
        "roll melee melee-roll by french (step 5): request.melee-roll odds=2:1",
        "choice path-rout-au-ir4 retreat-path by austrian (request.retreat-path.rout stack=IR 4 Hoch- und Deutschmeister hexes=10 count=12): 12 options",
        "roll recall recall by french (19.8): request.recall",
      ]
    `);
    const s = playVariant('02-stand-failed-disorder.json', [33, 24, 42], leaders);
    expect(told(s, 'leader.committed').slice(0, 2)).toMatchInlineSnapshot(`
      [
        "step 5 leader.committed leaders=Lasalle and Colbert",
        "step 5 melee.roll roll=42 modified=43 column=2:1 result=DD1 | d66 42 -1 attacking leader +2 defending leader = 43 at 2:1: DD1",
      ]
    `);
  });

  it('a starred result asks its check of the defender under step 5 (2:1, roll 35: 1/2*)', () => {
    expect(requests('02-stand-failed-disorder.json', [33, 24, 35, 11], () => {})).toMatchInlineSnapshot(`
      [
        "roll stand-check-0 stand-check by austrian (19.6): request.stand-check hex=0811",
        "roll fire-0 defensive-fire by austrian (step 3): request.defensive-fire hex=0811",
        "roll melee melee-roll by french (step 5): request.melee-roll odds=2:1",
        "roll star-0 starred-morale-check by austrian (step 5): request.starred-morale-check.defender result=1/2*",
        "choice path-rout-au-ir4 retreat-path by austrian (request.retreat-path.rout stack=IR 4 Hoch- und Deutschmeister hexes=10 count=12): 12 options",
        "roll recall recall by french (19.8): request.recall",
      ]
    `);
  });
});

describe('step 5, R26: routed units stacked with the defenders', () => {
  it('DR (2:1, roll 64) on IR 4 stacked with two routed battalions: both are named together and rout with it', () => {
    const s = playVariant('02-stand-failed-disorder.json', [33, 24, 64], (j) => {
      for (const id of ['au-r1', 'au-r2'])
        j.units.push({
          ...unit(j, 'au-ir4'),
          id,
          name: id.toUpperCase(),
          increments: 1,
          moraleState: 'routed',
        });
    });
    expect(told(s).slice(0, 3)).toMatchInlineSnapshot(`
      [
        "step 5 melee.roll roll=64 modified=64 column=2:1 result=DR | d66 64 = 64 at 2:1: DR",
        "step 5 result.DR",
        "step 5 result.routed-with-defenders units=AU-R1 + AU-R2",
      ]
    `);
  });
});
