/**
 * The doctrine steps settle or stop: the flight step (flight.ts) and the pursuit step (pursuit.ts) each
 * take at most 100 rounds of what a doctrine settles itself, then throw "did not settle" instead of
 * looping for ever. The doctrines are values passed in (plugin.ts), so a doctrine that never settles is
 * possible input: these tests give each step one that never does and count its rounds exactly.
 */
import { describe, expect, it } from 'vitest';
import { FLIGHT_6E } from '../../src/doctrines/6e/flight.ts';
import type { PursuitDoctrine } from '../../src/doctrines/doctrine.ts';
import { RECALL_AND_PURSUIT } from '../../src/doctrines/la-bataille/pursuit.ts';
import { askDoctrinePursuit } from '../../src/doctrines/pursuit.ts';
import type { ChargeState } from '../../src/procedure/state.ts';
import { cavalry, charge, infantry, ruleset } from '../support/doctrine-charges.ts';

const START = charge(
  ruleset('6e'),
  [cavalry('fr-7-hussars', '0615'), infantry('br-44-foot', 'british', '0614')],
  [],
).state;

describe('the flight step stops after 100 rounds of a doctrine that never settles', () => {
  it('100 rounds of the pursuit doctrine asked before the flight rolls, then "flight step did not settle"', () => {
    let rounds = 0;
    const restless: PursuitDoctrine = {
      ...RECALL_AND_PURSUIT,
      beforeFlightRolls: () => ({
        auto: () => {
          rounds++;
        },
      }),
    };
    // every flight made and the declarations made (nobody pursues): only the doctrine is left to ask
    const s: ChargeState = { ...START, doctrine: { flights: [], pursuers: [] } };
    expect(() => FLIGHT_6E.askFlight(s, restless)).toThrow(new Error('flight step did not settle'));
    expect(rounds).toBe(100);
  });

  it('a doctrine that settles in its third round: the flights are made then, nothing thrown', () => {
    let rounds = 0;
    const settling: PursuitDoctrine = {
      ...RECALL_AND_PURSUIT,
      beforeFlightRolls: () => (rounds < 3 ? { auto: () => void rounds++ } : null),
    };
    const s: ChargeState = { ...START, doctrine: { flights: [], pursuers: [] } };
    const after = FLIGHT_6E.askFlight(s, settling);
    expect(rounds).toBe(3);
    expect(after.pending).toBeNull();
    expect(after.doctrine).toEqual({ flights: [], pursuers: [] });
  });
});

describe('the pursuit step stops after 100 moves of a doctrine that never settles', () => {
  it('100 moves of a pursuer the doctrine keeps waiting, then "pursuit step did not settle"', () => {
    let moves = 0;
    const restless: PursuitDoctrine = {
      ...RECALL_AND_PURSUIT,
      pursuitRequest: () => undefined,
      // the doctrine's move leaves the pursuer waiting again (the step marks it moved after each move)
      pursue: (d) => {
        moves++;
        for (const p of d.doctrine!.pursuers!) p.moved = false;
        d.doctrine!.pursuers!.push({ unit: 'fr-7-hussars', target: 'br-44-foot' });
      },
    };
    const s: ChargeState = {
      ...START,
      doctrine: { flights: [], pursuers: [{ unit: 'fr-7-hussars', target: 'br-44-foot' }] },
    };
    expect(() => askDoctrinePursuit(s, { pursuit: restless })).toThrow(
      new Error('pursuit step did not settle'),
    );
    expect(moves).toBe(100);
  });
});
