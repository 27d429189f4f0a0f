import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ChargeSession } from '../../machines/session.ts';
import { scriptSource, seededSource } from '../../src/dice/index.ts';
import { type DecidedBy, describeEnding, endingParams } from '../../src/procedure/ending.ts';
import { procedureFor, startCharge } from '../../src/procedure/start.ts';
import type { ChargeState } from '../../src/procedure/state.ts';
import { type EditableJson, load, play, rulesetWith, scenarioOf, variantJson } from '../support/charges.ts';

// 19.1.1: the charge is over. Its ending is data: what decided it (the melee at its odds, step 5; the
// stand check, 19.6; the defensive fire, step 3; the routed target's retreat, 10.5; the unsupplied
// artillery's flight, 18.10.3) and how each side ends, with the words derived from it.

const SHIPPED = readdirSync('data/scenarios').filter((f) => f.endsWith('.json'));

/** What decided each shipped charge, played with its own dice and the default choices. */
const DECIDED: Record<string, DecidedBy> = {
  '01-reference-charge.json': 'melee',
  '02-stand-failed-disorder.json': 'melee',
  '03-stand-failed-rout.json': 'stand-check',
  '04-square.json': 'melee',
  '05-general-order.json': 'melee',
  '06-special-structure.json': 'melee',
  '07-lone-unsupplied-artillery.json': 'unsupplied-artillery',
  '08-fire-eliminates-chargers.json': 'defensive-fire',
  '09-cavalry-vs-cavalry.json': 'melee',
  '10-against-routed.json': 'routed-target',
  '11-recall-trample.json': 'melee',
  '12-pursuit-fresh-enemy.json': 'melee',
  '13-overwhelming.json': 'melee',
  '14-desperate.json': 'melee',
  '31-flight-6e-pursuit-new-charge.json': 'routed-target',
  '32-flight-pursuit-8e-destroyed-charge.json': 'routed-target',
  '33-flight-6e-around-friends-off-map.json': 'routed-target',
  '36-flight-6e-attackers-rout-chateau-declines.json': 'melee',
  '36-flight-6e-attackers-rout-infantry-pursues.json': 'melee',
  '37-flight-pursuit-8e-attackers-rout.json': 'melee',
};

/** What the log says decided the charge: the entries each deciding step writes. */
function decidedByTheLog(s: ChargeState): DecidedBy {
  const keys = new Set(s.log.map((e) => e.key));
  if (keys.has('melee.odds')) return 'melee';
  if (keys.has('routed.retreats')) return 'routed-target';
  if (s.ending?.attackers.status !== 'on-board' && keys.has('fire.result')) return 'defensive-fire';
  if (keys.has('stand.failed')) return 'stand-check';
  if (keys.has('artillery.flees')) return 'unsupplied-artillery';
  return 'melee'; // none of the marks: a charge that cannot have ended
}

/** The demonstration chart with its 2*\/1 cells starred on both sides. */
const base = rulesetWith();

describe('what decided the charge', () => {
  it('names every shipped scenario', () => {
    expect(Object.keys(DECIDED).sort()).toEqual([...SHIPPED].sort());
  });

  for (const file of SHIPPED) {
    it(`${file}: ${DECIDED[file]}, as its log tells, and the closing entry says the ending's words`, () => {
      const s = play(file).state;
      expect(s.ending?.decidedBy).toBe(DECIDED[file]);
      expect(decidedByTheLog(s)).toBe(DECIDED[file]);
      const last = s.log.at(-1)!;
      expect(last.key).toBe('charge.ended');
      expect(last.params).toEqual(endingParams(s.ending!));
    });
  }

  it('agrees with the log over 20 seeded charges of every shipped scenario', () => {
    const seen = new Set<DecidedBy>();
    for (const file of SHIPPED) {
      const l = load(file);
      for (let seed = 1; seed <= 20; seed++) {
        const dice = seededSource(seed);
        if (!dice.ok) throw new Error(dice.error.message);
        const session = new ChargeSession({ ...l, dice: dice.value });
        expect(session.runToEnd().ok).toBe(true);
        const s = session.state;
        expect(s.ending?.decidedBy, `${file} seed ${seed}`).toBe(decidedByTheLog(s));
        expect(s.ending?.odds !== undefined, `${file} seed ${seed}`).toBe(s.ending?.decidedBy === 'melee');
        seen.add(s.ending!.decidedBy);
      }
    }
    expect([...seen].sort()).toEqual([
      'defensive-fire',
      'melee',
      'routed-target',
      'stand-check',
      'unsupplied-artillery',
    ]);
  }, 60_000);
});

describe('how each side ends', () => {
  it('the reference charge: the melee at 2:1, both sides routed, the horse artillery eliminated, the pursuers not recalled', () => {
    expect(play('01-reference-charge.json').state.ending).toEqual({
      decidedBy: 'melee',
      odds: { attacker: 2, defender: 1 },
      attackers: {
        status: 'on-board',
        states: ['routed'],
        onBoard: ['fr-1-cuirassiers', 'fr-2-lanciers'],
        removed: [],
        offMap: [],
      },
      defenders: {
        status: 'on-board',
        states: ['routed'],
        onBoard: ['br-52-foot'],
        removed: [{ unit: 'br-rha-bull', reason: 'eliminated' }],
        offMap: [],
      },
      recall: 'not-recalled',
    });
  });

  it('surrendered (13): every defender removed, one of them surrendered', () => {
    const e = play('13-overwhelming.json').state.ending!;
    expect(e.defenders.status).toBe('surrendered');
    expect(e.defenders.onBoard).toEqual([]);
    expect(e.defenders.removed.map((r) => r.reason)).toContain('surrendered');
  });

  it('off the map (33): the pursuer left the map to come back, nothing of it removed', () => {
    const e = play('33-flight-6e-around-friends-off-map.json').state.ending!;
    expect(e.attackers).toMatchObject({ status: 'off-map', states: [], onBoard: [], removed: [] });
    expect(e.attackers.offMap.length).toBeGreaterThan(0);
  });

  it('the ending is in the log entry that closes the charge, as fields', () => {
    const s = play('11-recall-trample.json').state;
    expect(s.log.at(-1)?.params).toEqual({
      decidedBy: 'melee',
      odds: '3:1',
      attackers: 'on-board',
      attackerState1: 'disordered',
      defenders: 'on-board',
      defenderState1: 'routed',
      recall: 'recalled',
    });
  });
});

describe('the start and the end of a charge', () => {
  it('a target stack of cavalry with infantry defends as infantry; cavalry alone as cavalry; routed units alone as routed', () => {
    const sc = (edit: (j: EditableJson) => void) =>
      scenarioOf(variantJson('09-cavalry-vs-cavalry.json', edit));
    const proc = (edit: (j: EditableJson) => void) => {
      const s = sc(edit);
      return procedureFor(startCharge(s, base, scriptSource([])));
    };
    expect(proc(() => {})).toBe('against-cavalry');
    expect(
      proc((j) => {
        j.units.push({ ...j.units[1], id: 'au-ir4', name: 'IR 4', arm: 'infantry', weight: undefined });
        delete j.units[2].weight;
      }),
    ).toBe('against-infantry-artillery');
    expect(
      proc((j) => {
        j.units[1].moraleState = 'routed';
      }),
    ).toBe('against-routed');
  });

  it('the charge state names no step (the machine has it), and a side whose units ended in different states names them all', () => {
    const s = startCharge(scenarioOf(variantJson('13-overwhelming.json', () => {})), base, scriptSource([]));
    expect(Object.keys(s)).not.toContain('step');
    const mixed: ChargeState = {
      ...s,
      board: {
        ...s.board,
        units: s.board.units.map((u) => (u.id === 'fr-hussars' ? { ...u, moraleState: 'routed' } : u)),
      },
    };
    expect(describeEnding(mixed).attackers.states).toEqual(['good', 'routed']);
    expect(endingParams(describeEnding(mixed))).toMatchInlineSnapshot(`
      {
        "attackerState1": "good",
        "attackerState2": "routed",
        "attackers": "on-board",
        "decidedBy": "unsupplied-artillery",
        "defenderState1": "good",
        "defenders": "on-board",
      }
    `);
  });
});
