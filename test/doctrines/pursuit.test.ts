/**
 * Pursuit (pursuit.ts), cases no test held before the mutation run of pursuit.ts (docs/mutation.md):
 * seed 000, a pursuer that misses by less than a hex stops right behind the fleeing unit, placed by the
 * difference of the rolls, without running into it; seed 001, a pursuer that runs off the map leaves it
 * for the next movement phase under the 8e rule (ruling R40).
 */
import { describe, expect, it } from 'vitest';
import {
  at,
  cavalry,
  charge,
  entries,
  entry,
  infantry,
  meleeNextTurn,
  ruleset,
} from '../support/doctrine-charges.ts';

const HUSSARS = cavalry('fr-7-hussars', '0615', { movement: 20 });
const ROUTED_44TH = infantry('br-44-foot', 'british', '0614', { moraleState: 'routed', movement: 10 });

describe('seed 000 clarification: rolls decide, not distances', () => {
  it('flight 19 cm and pursuit 15 cm are both 3 hexes: the 44th escapes by 4 cm, the hussars stop next to it', () => {
    const ses = charge(ruleset('6e'), [HUSSARS, ROUTED_44TH], [19, 15]);
    expect(ses.runToEnd().ok).toBe(true);
    const s = ses.state;
    expect(at(s, 'br-44-foot')).toBe('0611');
    expect(at(s, 'fr-7-hussars')).toBe('0612');
    expect(entry(s, 'doctrine.escaped-6e')).toMatchObject({
      rule: '000 clarification',
      params: { unit: 'fr-7-hussars', target: 'br-44-foot', pursuit: 15, flight: 19, behind: 4 },
    });
    // it never runs into the fleeing unit's hex: nothing blocked it, it was placed
    expect(entries(s, 'doctrine.pursuit-blocked')).toEqual([]);
    expect(entry(s, 'doctrine.escaped-6e-stopped')).toBeUndefined();
  });
});

describe('seed 001: a pursuer whose roll takes it off the map', () => {
  it('the 30th flees 8 inches off the north edge; the dragoons pursue 7 inches (3 hexes) and leave the map at 0600', () => {
    const ses = charge(
      ruleset('8e'),
      [
        cavalry('fr-5-dragoons', '0603', { weight: 'heavy', ranks: 3 }),
        infantry('br-30-foot', 'british', '0602', { moraleState: 'routed' }),
      ],
      [8, 7],
      { from: '0603', targets: ['0602'] },
    );
    expect(ses.runToEnd().ok).toBe(true);
    const s = ses.state;
    expect(at(s, 'fr-5-dragoons')).toBe('gone');
    expect(entry(s, 'doctrine.off-map')).toMatchObject({
      rule: '001 charge',
      source: '001',
      params: { unit: 'fr-5-dragoons', hex: '0600' },
    });
    expect(s.obligations).toEqual([
      {
        kind: 'return-to-map',
        rule: '001 charge',
        source: '001',
        unit: expect.objectContaining({ id: 'fr-5-dragoons', facing: 0, at: { col: 6, row: 0 } }),
        exit: { col: 6, row: 0 },
        edge: 'north',
        when: 'next-movement-phase',
        mayCharge: false,
        countsAsMoved: true,
      },
    ]);
  });
});

describe('R40: a pursuer pushed back from the hex of its contact makes no charge from there', () => {
  it('6e: Wellington alone in 0609, where the hussars would end next to the 95th: back to 0610, no new charge', () => {
    // without Wellington: flight 17 cm to 0611, pursuit 25 cm catches it and ends in 0609, next to the
    // fresh 95th in 0608: a new charge (R43, pursuit-rules.test.ts)
    const ses = charge(
      ruleset('6e'),
      [HUSSARS, ROUTED_44TH, infantry('br-95-foot', 'british', '0608')],
      [17, 25],
      {
        leaders: [{ id: 'wellington', name: 'Wellington', side: 'british', at: '0609', meleeModifier: 0 }],
      },
    );
    expect(ses.runToEnd().ok).toBe(true);
    const s = ses.state;
    expect(at(s, 'fr-7-hussars')).toBe('0610');
    expect(entry(s, 'doctrine.pushed-back')?.params).toEqual({
      unit: 'fr-7-hussars',
      hex: '0609',
      to: '0610',
    });
    expect(meleeNextTurn(s)).toEqual([]);
    expect(entry(s, 'doctrine.new-charge-6e')).toBeUndefined();
  });
  it('8e: Wellington alone in 0611, where the dragoons would end next to the 88th: back to 0612, no charge', () => {
    // without Wellington: flight 5 inches, pursuit 6 destroys the 30th; 3 hexes to 0611, next to the
    // 88th in 0610: a charge at the pursuit roll (R43, pursuit-rules.test.ts)
    const ses = charge(
      ruleset('8e'),
      [
        cavalry('fr-5-dragoons', '0615', { weight: 'heavy', ranks: 3 }),
        infantry('br-30-foot', 'british', '0614', { moraleState: 'routed' }),
        infantry('br-88-foot', 'british', '0610'),
      ],
      [5, 6],
      { leaders: [{ id: 'wellington', name: 'Wellington', side: 'british', at: '0611', meleeModifier: 0 }] },
    );
    expect(ses.runToEnd().ok).toBe(true);
    const s = ses.state;
    expect(at(s, 'fr-5-dragoons')).toBe('0612');
    expect(entry(s, 'doctrine.pushed-back')?.params).toEqual({
      unit: 'fr-5-dragoons',
      hex: '0611',
      to: '0612',
    });
    expect(meleeNextTurn(s)).toEqual([]);
    expect(entry(s, 'doctrine.charge-8e')).toBeUndefined();
  });
});

describe('seed 000: a pursuer whose roll ends on the map edge stays on the map', () => {
  it('the 44th flees 10 cm to 0600; the hussars catch it with 10 cm and end in 0600: the edge ahead is not a move off it', () => {
    const ses = charge(
      ruleset('6e'),
      [
        cavalry('fr-7-hussars', '0603', { movement: 20 }),
        infantry('br-44-foot', 'british', '0602', { moraleState: 'routed', movement: 10 }),
      ],
      [10, 10],
      { from: '0603', targets: ['0602'] },
    );
    expect(ses.runToEnd().ok).toBe(true);
    const s = ses.state;
    expect(at(s, 'br-44-foot')).toBe('gone');
    expect(at(s, 'fr-7-hussars')).toBe('0600');
    expect(entry(s, 'doctrine.off-map')).toBeUndefined();
    expect((s.obligations ?? []).filter((o) => o.kind === 'return-to-map')).toEqual([]);
  });
});
