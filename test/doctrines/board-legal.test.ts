/**
 * Ruling R40: under a doctrine every board stays legal. Leaders ride with the units that flee or pursue;
 * no flight or pursuit ends over the ruleset's stacking limit, with enemies, or with an enemy leader.
 * Every session here checks the board invariants after every event (test/support/doctrine-charges.ts `guarded`).
 */
import { describe, expect, it } from 'vitest';
import { returnToMap } from '../../src/doctrines/obligations.ts';
import { hexLabel } from '../../src/model/coord.ts';
import {
  at,
  cavalry,
  charge,
  entries,
  entry,
  infantry,
  leaderAt,
  removed,
  ruleset,
} from '../support/doctrine-charges.ts';

const HUSSARS = cavalry('fr-7-hussars', '0615', { movement: 20 });
const ROUTED_44TH = infantry('br-44-foot', 'british', '0614', { moraleState: 'routed', movement: 10 });
const PICTON = { id: 'picton', name: 'Picton', side: 'british', at: '0614', meleeModifier: 1 };
const LASALLE = { id: 'lasalle', name: 'Lasalle', side: 'french', at: '0615', meleeModifier: 2 };

describe('R40: leaders ride with the units that flee and pursue', () => {
  it('a leader riding with a fleeing unit flees with it; the pursuer does not end in his hex', () => {
    // the 44th flees 17 cm = 3 hexes to 0611; the hussars advance into 0614, then pursue 12 cm (missed)
    const ses = charge(ruleset('6e'), [HUSSARS, ROUTED_44TH], [17, 12], { leaders: [PICTON] });
    expect(ses.runToEnd().ok).toBe(true);
    const s = ses.state;
    expect(at(s, 'br-44-foot')).toBe('0611');
    expect(leaderAt(s, 'picton')).toBe('0611');
    expect(at(s, 'fr-7-hussars')).toBe('0612');
  });

  it('a leader whose unit is caught leaves the board with it', () => {
    const ses = charge(ruleset('6e'), [HUSSARS, ROUTED_44TH], [17, 30], { leaders: [PICTON] });
    expect(ses.runToEnd().ok).toBe(true);
    const s = ses.state;
    expect(removed(s)).toEqual([['br-44-foot', 'eliminated', '000 distance']]);
    expect(leaderAt(s, 'picton')).toBe('gone');
    expect(at(s, 'fr-7-hussars')).toBe('0608');
  });

  it('a leader riding with the pursuers goes with the last of them to leave the hex', () => {
    const ses = charge(ruleset('6e'), [HUSSARS, ROUTED_44TH], [17, 30], { leaders: [LASALLE] });
    expect(ses.runToEnd().ok).toBe(true);
    expect(at(ses.state, 'fr-7-hussars')).toBe('0608');
    expect(leaderAt(ses.state, 'lasalle')).toBe('0608');
  });

  it('8e: a leader riding with a unit destroyed in flight leaves the board with it', () => {
    const ses = charge(
      ruleset('8e'),
      [
        cavalry('fr-5-dragoons', '0615', { ranks: 3 }),
        infantry('br-30-foot', 'british', '0614', { moraleState: 'routed' }),
      ],
      [5, 6],
      { leaders: [PICTON, LASALLE] },
    );
    expect(ses.runToEnd().ok).toBe(true);
    const s = ses.state;
    expect(removed(s)).toEqual([['br-30-foot', 'eliminated', '001 rolls']]);
    expect(leaderAt(s, 'picton')).toBe('gone');
    // 6 inches = 3 hexes straight on from 0614, toward the point where the 30th would have ended (0612)
    expect(at(s, 'fr-5-dragoons')).toBe('0611');
    expect(leaderAt(s, 'lasalle')).toBe('0611');
  });

  it('a leader riding with a pursuer that leaves the map leaves with it and comes back with it', () => {
    // the 44th flees 12 cm from 0606 to 0604; the hussars catch it (40 >= 12) and run 8 hexes north,
    // off the map after 0600
    const ses = charge(
      ruleset('6e'),
      [
        { ...HUSSARS, at: '0607' },
        { ...ROUTED_44TH, at: '0606' },
      ],
      [12, 40],
      { leaders: [{ ...LASALLE, at: '0607' }], from: '0607', targets: ['0606'] },
    );
    expect(ses.runToEnd().ok).toBe(true);
    const s = ses.state;
    const ob = s.obligations?.find((o) => o.kind === 'return-to-map');
    if (ob?.kind !== 'return-to-map') throw new Error('no return-to-map obligation');
    expect(ob.unit.id).toBe('fr-7-hussars');
    expect(hexLabel(ob.exit)).toBe('0600');
    expect(ob.leaders?.map((l) => [l.id, hexLabel(l.at)])).toEqual([['lasalle', '0600']]);
    expect(leaderAt(s, 'lasalle')).toBe('gone');
    const back = returnToMap(s.board, s.ruleset, ob);
    expect(back.board.leaders.map((l) => [l.id, hexLabel(l.at)])).toEqual([['lasalle', '0600']]);
  });
});

describe('R40: no pursuit ends over the stacking limit or with an enemy leader', () => {
  // The 1er Hussards (melee 2) charge two British stacks of two battalions (0614, 0714) at 1:3 and rout
  // (melee roll 31: AR). Stand checks 66, 66, column-shift dice 1, 1.
  const units = [
    cavalry('fr-1-hussars', '0615', { melee: 2, increments: 2, fullIncrements: 2 }),
    infantry('br-1', 'british', '0614', { fire: 0 }),
    infantry('br-2', 'british', '0614', { fire: 0 }),
    infantry('br-3', 'british', '0714', { fire: 0 }),
    infantry('br-4', 'british', '0714', { fire: 0 }),
  ];

  it('8e: four defenders from two hexes pursue to one hex; the fourth stops where it has room', () => {
    // the hussars are destroyed (7 >= 7) and would have ended at 0618; every defender moves 7 inches =
    // 3 hexes from 0615, the hex they fled from, toward that mark (ruling R47)
    const ses = charge(ruleset('8e'), units, [66, 66, 1, 1, 31, 7, 7, 7, 7, 7], {
      targets: ['0614', '0714'],
    });
    expect(ses.runToEnd().ok).toBe(true);
    const s = ses.state;
    expect(removed(s)).toEqual([['fr-1-hussars', 'eliminated', '001 rolls']]);
    expect(['br-1', 'br-2', 'br-3', 'br-4'].map((id) => at(s, id))).toEqual(['0618', '0618', '0618', '0617']);
    expect(entry(s, 'doctrine.pushed-back')).toMatchObject({
      rule: '001 pursuit',
      source: '001',
      params: { unit: 'br-4', hex: '0618', to: '0617' },
    });
    expect(entries(s, 'doctrine.pushed-back')).toHaveLength(1);
  });

  it('6e: a pursuer does not end in a hex held by an enemy leader alone', () => {
    // Wellington stands alone in 0611, where the hussars' 17 cm pursuit would end: they stop in 0612
    const ses = charge(ruleset('6e'), [HUSSARS, ROUTED_44TH], [12, 17], {
      leaders: [{ id: 'wellington', name: 'Wellington', side: 'british', at: '0611', meleeModifier: 0 }],
    });
    expect(ses.runToEnd().ok).toBe(true);
    const s = ses.state;
    expect(removed(s)).toEqual([['br-44-foot', 'eliminated', '000 distance']]);
    expect(entry(s, 'doctrine.pushed-back')).toMatchObject({
      rule: '000 distance',
      source: '000',
      params: { unit: 'fr-7-hussars', hex: '0611', to: '0612' },
    });
    expect(at(s, 'fr-7-hussars')).toBe('0612');
    expect(leaderAt(s, 'wellington')).toBe('0611');
  });

  it('6e: a fleeing unit does not end in the hex of a leader of its side standing alone (he rides with nobody)', () => {
    // Hill stands alone in 0611, where the 44th's 17 cm would end: it is placed beside him; caught there
    // by the hussars (30 >= 17), it does not take him off the board
    const ses = charge(ruleset('6e'), [HUSSARS, ROUTED_44TH], [17, 30], {
      leaders: [{ id: 'hill', name: 'Hill', side: 'british', at: '0611', meleeModifier: 0 }],
    });
    expect(ses.runToEnd().ok).toBe(true);
    const s = ses.state;
    expect(entry(s, 'doctrine.placed')?.params).toMatchObject({ unit: 'br-44-foot', hex: '0611' });
    expect(removed(s)).toEqual([['br-44-foot', 'eliminated', '000 distance']]);
    expect(leaderAt(s, 'hill')).toBe('0611');
  });
});
