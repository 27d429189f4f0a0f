/**
 * Pursuit (pursuit.ts), second round of the mutation work (docs/mutation.md): pursuers and fleeing units
 * that leave the map. Seed 000 "Perseguir fuera de la mesa" and ruling R40 (leaders ride with the last unit
 * of their side to leave a hex, and leave the board with it), R45 (a unit caught off the table is
 * destroyed, not fled). The hussars charge from 0603 the routed 44th in 0602, two hexes from the north
 * edge: 17 cm = 3 hexes takes it off the map (0602-0601-0600).
 */
import { describe, expect, it } from 'vitest';
import {
  at,
  cavalry,
  charge,
  entries,
  infantry,
  leaderAt,
  removed,
  ruleset,
} from '../support/doctrine-charges.ts';

const NORTH = { from: '0603', targets: ['0602'] };
const hussars = (id = 'fr-7-hussars', extra = {}) => cavalry(id, '0603', { movement: 20, ...extra });
const routed = (id: string, extra = {}) =>
  infantry(id, 'british', '0602', { moraleState: 'routed', movement: 10, ...extra });
// a British battalion far from the fighting, listed first: the pursuer is not the board's first unit
const FAR_95TH = infantry('br-95-foot', 'british', '1010');
const leader = (id: string, side: string, hex: string) => ({ id, name: id, side, at: hex, meleeModifier: 0 });

/** The return-to-map obligation of the 7e Hussards leaving at 0600 (seed 000), with the leaders it carries. */
const returns = (leaders?: unknown) => ({
  kind: 'return-to-map',
  rule: '000 off table',
  source: '000',
  unit: expect.objectContaining({ id: 'fr-7-hussars', at: { col: 6, row: 0 } }),
  ...(leaders ? { leaders } : {}),
  exit: { col: 6, row: 0 },
  edge: 'north',
  when: 'next-movement-phase',
  mayCharge: false,
  countsAsMoved: true,
});

describe('R40: the leaders that leave the map with a pursuer', () => {
  it('Lasalle rides with the hussars off the map; Murat and Hill, elsewhere, stay where they are', () => {
    // the 21e Ligne, far away, is no French unit left in the hussars' hex
    const far21 = infantry('fr-21-line', 'french', '1215');
    const ses = charge(ruleset('6e'), [FAR_95TH, hussars(), routed('br-44-foot'), far21], [17, 17], {
      ...NORTH,
      leaders: [
        leader('lasalle', 'french', '0603'),
        leader('murat', 'french', '0810'),
        leader('hill', 'british', '0205'),
      ],
    });
    expect(ses.runToEnd().ok).toBe(true);
    const s = ses.state;
    // only the far 95th and 21e are left on the board, untouched
    expect(s.board.units.map((u) => [u.id, at(s, u.id), u.facing])).toEqual([
      ['br-95-foot', '1010', 3],
      ['fr-21-line', '1215', 0],
    ]);
    expect(s.board.leaders.map((l) => [l.id, leaderAt(s, l.id)])).toEqual([
      ['murat', '0810'],
      ['hill', '0205'],
    ]);
    expect(s.obligations).toEqual([
      returns([{ id: 'lasalle', name: 'lasalle', side: 'french', at: { col: 6, row: 0 }, meleeModifier: 0 }]),
    ]);
    expect(entries(s, 'doctrine.off-map').map((e) => e.params)).toEqual([
      { unit: 'fr-7-hussars', hex: '0600' },
    ]);
  });

  it('Lasalle stays with the 8e Hussards, held back in 0602, when the 7e leave the map from there', () => {
    const rs = ruleset('6e', { pursuit6e: { heldBackAdvance: true } });
    const units = [FAR_95TH, hussars(), hussars('fr-8-hussars', { leadership: 9 }), routed('br-44-foot')];
    const ses = charge(rs, units, [6, 17, 17], { ...NORTH, leaders: [leader('lasalle', 'french', '0603')] });
    ses.chooseDefault(); // equal unit strength: the 44th flees from the first listed
    ses.chooseDefault(); // the 7e Hussards pursue
    ses.choose(1); // the 8e Hussards try to hold back: 6 <= 9, held
    expect(ses.runToEnd().ok).toBe(true);
    const s = ses.state;
    expect(s.board.units.map((u) => [u.id, at(s, u.id)])).toEqual([
      ['br-95-foot', '1010'],
      ['fr-8-hussars', '0602'],
    ]);
    expect(leaderAt(s, 'lasalle')).toBe('0602');
    expect(s.obligations).toEqual([returns()]);
  });
});

describe('R45: caught off the table, among several fleeing units', () => {
  it('the hussars pursue the 28th, the second to flee off the map: it is destroyed, the 44th fled', () => {
    const units = [hussars(), routed('br-44-foot'), routed('br-28-foot', { name: '28th Foot' })];
    const ses = charge(ruleset('6e'), units, [17, 17, 18], NORTH);
    ses.choose(1); // the hussars pursue the 28th
    expect(ses.runToEnd().ok).toBe(true);
    const s = ses.state;
    expect(removed(s)).toEqual([
      ['br-44-foot', 'fled', '002 direction'],
      ['br-28-foot', 'eliminated', '000 distance'],
    ]);
    expect(s.doctrine?.flights.map((f) => [f.unit, f.outcome])).toEqual([
      ['br-44-foot', 'off-map'],
      ['br-28-foot', 'destroyed'],
    ]);
    expect(entries(s, 'doctrine.caught-off-table-6e')).toEqual([
      expect.objectContaining({
        rule: '000 distance',
        params: { unit: 'fr-7-hussars', target: '28th Foot', pursuit: 18, flight: 17 },
      }),
    ]);
    expect(s.obligations).toEqual([returns()]);
  });

  it('a pursuer that misses a unit fled off the table still runs its whole roll, off the map too', () => {
    // 16 < 17: not caught; the 44th is off the map, so the hussars move their 3 hexes, not "behind" it
    const ses = charge(ruleset('6e'), [hussars(), routed('br-44-foot')], [17, 16], NORTH);
    expect(ses.runToEnd().ok).toBe(true);
    const s = ses.state;
    expect(at(s, 'fr-7-hussars')).toBe('gone');
    expect(removed(s)).toEqual([['br-44-foot', 'fled', '002 direction']]);
    expect(entries(s, 'doctrine.off-map').map((e) => e.params)).toEqual([
      { unit: 'fr-7-hussars', hex: '0600' },
    ]);
    expect(s.obligations).toEqual([returns()]);
  });
});
