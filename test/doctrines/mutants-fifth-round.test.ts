/**
 * Survivors of the fresh StrykerJS run over the src/doctrines lines that still had survivors
 * (2026-12-01, the "fifth round"): charges that tell two of flight.ts's mutants from the code. Until the
 * 1,000-event cap of test/mutation-setup.ts these mutants were counted as timeouts of the loaded machine;
 * no test actually reached the difference. Expected values read off the engine and checked by hand
 * against seeds 002 and 000.
 */
import { describe, expect, it } from 'vitest';
import { charge, entries, HUSSARS, ROUTED_44TH, ruleset, twiceFledCharge } from './helpers.ts';

describe('a unit that flees twice from one stronger enemy: its second cause is settled without a choice (seed 002)', () => {
  // As in mutants-part2-survivors: 20 cm hexes, the disordered 44th fails its stand check (22), its 17 cm
  // flight is 0 hexes, the melee's DR at 4:1 (45) routs the stack with it (R26). Here the 1er Cuirassiers
  // have 7 increments to the 2e's 6: seed 002 priority 1, the enemy of greater unit strength is the cause,
  // so no `flight-cause` choice is asked, for the first flight nor the second (flight.ts's `auto` branch
  // must write the cause into the 44th's second, open, record, not its first: `y.outcome === undefined`).
  const start = () => twiceFledCharge([], [7, 6]);

  it('both flights of the 44th, and the 52nd, flee from the 1er Cuirassiers (strength 7), each record its own', () => {
    const ses = start();
    ses.roll(22); // stand check: fails; the 44th routs (no choice of cause: 7 against 6)
    expect(ses.pending).toMatchObject({ kind: 'roll', id: 'flight:br-44-foot', dice: '5d6' });
    ses.roll(17); // 17 cm: 0 hexes of 20 cm
    ses.roll(33); // defensive fire
    ses.roll(45); // melee at 4:1: DR
    expect(ses.state.doctrine?.flights.map((f) => [f.unit, f.inMelee, f.cause, f.roll, f.outcome])).toEqual([
      ['br-44-foot', false, 'fr-1-cuirassiers', 17, 'fled'],
      ['br-44-foot', true, 'fr-1-cuirassiers', undefined, undefined],
      ['br-52-foot', true, 'fr-1-cuirassiers', undefined, undefined],
    ]);
    expect(entries(ses.state, 'doctrine.cause-6e').map((e) => e.params)).toEqual([
      { unit: '44th Foot', cause: '1er Cuirassiers', value: 7 },
      { unit: '44th Foot', cause: '1er Cuirassiers', value: 7 },
      { unit: '52nd Foot', cause: '1er Cuirassiers', value: 7 },
    ]);
    // the step goes on to the pursuit declarations (seed 000 "Cuándo se persigue")
    expect(ses.pending).toMatchObject({ kind: 'choice', id: 'pursue-which:fr-1-cuirassiers' });
  });
});

describe('a charging unit standing in woods does not decline its pursuit freely (seed 000, ruling 11)', () => {
  // seed 000 "Evitar la persecución": only a DEFENDER holding a special structure or general-order
  // terrain may stay without a test (docs/doctrines.md ruling 11); the 7e Hussards charge out of woods at
  // 0615 into the routed 44th at 0614 and must test their Leadership to hold back.
  it('the hold-back choice of the hussars in woods is the Leadership test, not a free choice', () => {
    const ses = charge(ruleset('6e'), [HUSSARS, ROUTED_44TH], [], { terrain: { '0615': 'woods' } });
    expect(ses.pending).toEqual({
      kind: 'choice',
      id: 'hold-back:fr-7-hussars',
      what: 'hold-back',
      subject: { units: ['fr-7-hussars'], hexes: [{ col: 6, row: 15 }] },
      side: 'french',
      say: { key: 'request.hold-back.test', params: { unit: 'fr-7-hussars' } },
      rule: '000 avoid',
      options: [
        { id: 'pursue', say: { key: 'option.pursue', params: {} } },
        { id: 'attempt', say: { key: 'option.attempt-hold-back', params: {} } },
      ],
      defaultOption: 0,
    });
  });
});
