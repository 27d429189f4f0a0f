/**
 * Pursuit (pursuit.ts), second round of the mutation work (docs/mutation.md): what a pursuer meets on its
 * line. Seed 000 "Perseguir contra nuevos enemigos": a fresh enemy is a new, compulsory charge; an enemy
 * already fleeing flees again at once and may be caught; seed 001: pursuit into an enemy is a charge with
 * the pursuit roll as its distance (ruling R43). Unless said otherwise: the 44th, routed in 0614, flees
 * 17 cm (3 hexes) to 0611; the hussars advance to 0614 and pursue 25 cm (5 hexes), catch it and run on
 * along its line: 0613, 0612, 0611, 0610, 0609, the hex ahead 0608.
 */
import { describe, expect, it } from 'vitest';
import type { ChargeSession } from '../../machines/session.ts';
import {
  at,
  cavalry,
  charge,
  DRAGOONS,
  entries,
  facing,
  HUSSARS,
  infantry,
  meleeNextTurn,
  played,
  ROUTED_30TH,
  ROUTED_44TH,
  removed,
  routed,
  ruleset,
} from '../support/doctrine-charges.ts';

/** Every request of the charge, in order (rolls from the script, choices by default). */
function requests(ses: ChargeSession): string[] {
  const seen: string[] = [];
  while (!ses.done) {
    const p = ses.pending;
    if (!p) break;
    seen.push(
      p.kind === 'roll' ? `${p.id} ${p.dice}: ${p.what} of ${p.subject.units.join('+')} by ${p.side}` : p.id,
    );
    const r = p.kind === 'choice' ? ses.chooseDefault() : ses.autoRoll();
    expect(r.ok, JSON.stringify(r)).toBe(true);
  }
  return seen;
}

const FLIGHT_44TH = 'flight:br-44-foot 5d6: flight-roll of br-44-foot by british';
const PURSUIT_7E = 'pursuit:fr-7-hussars 8d6: pursuit-roll of fr-7-hussars by french';
/** The new flight roll of an enemy already fleeing, hit by the pursuit: its own player rolls it (ruling R61). */
const reflight = (id: string) => `reflight:${id} 5d6: reflight-roll of ${id} by british`;
const PURSUIT_8E = 'pursuit:fr-8-hussars 8d6: pursuit-roll of fr-8-hussars by french';

/** The 7e and the 8e Hussards both pursue the routed 44th; the routed 95th stands in `hex95`. */
const twoPursuers = (hex95: string) => [
  HUSSARS,
  cavalry('fr-8-hussars', '0615', { movement: 20 }),
  ROUTED_44TH,
  routed('br-95-foot', hex95),
];
/** The requests of a charge of two pursuers up to the 7e's pursuit roll (the 44th's cause, both hold-backs). */
const TWO_PURSUERS_ASKED = [
  'flight-cause:br-44-foot',
  'hold-back:fr-7-hussars',
  'hold-back:fr-8-hussars',
  FLIGHT_44TH,
  PURSUIT_7E,
];
/** The requests of an 8e charge of the dragoons against the routed 30th: its flight roll, their pursuit roll. */
const ASKED_8E = [
  'flight:br-30-foot 2d6: flight-roll of br-30-foot by british',
  'pursuit:fr-5-dragoons 2d6: pursuit-roll of fr-5-dragoons by french',
];

describe('seed 000: an enemy already fleeing, in the line of pursuit, flees again', () => {
  it('two of them: both new flight rolls are asked before the move; the 95th gets away, the 28th is caught', () => {
    const units = [HUSSARS, ROUTED_44TH, routed('br-95-foot', '0610'), routed('br-28-foot', '0609')];
    const ses = charge(ruleset('6e'), units, [17, 25, 28, 12]);
    expect(requests(ses)).toEqual([
      'hold-back:fr-7-hussars',
      FLIGHT_44TH,
      PURSUIT_7E,
      reflight('br-95-foot'),
      reflight('br-28-foot'),
    ]);
    const s = ses.state;
    expect(entries(s, 'doctrine.reflight-flees').map((e) => [e.rule, e.params])).toEqual([
      ['000 charges', { unit: 'br-95-foot', roll: 28, to: '0906' }],
    ]);
    expect(entries(s, 'doctrine.reflight-caught').map((e) => [e.rule, e.params])).toEqual([
      ['000 charges', { unit: 'br-28-foot', roll: 12, pursuit: 25 }],
    ]);
    expect(removed(s)).toEqual([
      ['br-44-foot', 'eliminated', '000 distance'],
      ['br-28-foot', 'eliminated', '000 charges'],
    ]);
    expect(at(s, 'fr-7-hussars')).toBe('0609');
    expect(at(s, 'br-95-foot')).toBe('0906');
    expect(meleeNextTurn(s)).toEqual([]);
  });

  it('a fresh enemy first stops the pursuit: no new flight roll for the routed 28th behind it', () => {
    const units = [
      HUSSARS,
      ROUTED_44TH,
      infantry('br-95-foot', 'british', '0610'),
      routed('br-28-foot', '0609'),
    ];
    const ses = charge(ruleset('6e'), units, [17, 25]);
    expect(requests(ses)).toEqual(['hold-back:fr-7-hussars', FLIGHT_44TH, PURSUIT_7E]);
    const s = ses.state;
    expect(at(s, 'fr-7-hussars')).toBe('0611');
    expect(at(s, 'br-28-foot')).toBe('0609');
    expect(meleeNextTurn(s)).toEqual([expect.objectContaining({ defenders: ['br-95-foot'] })]);
  });

  it('a routed friend stops the pursuit: no new flight roll for it nor for the routed 28th behind it', () => {
    // 40 cm = 8 hexes: 0613 to 0606; the routed French 2e Ligne in 0608 blocks it at 0609
    const units = [HUSSARS, ROUTED_44TH, routed('fr-2-line', '0608', 'french'), routed('br-28-foot', '0607')];
    const ses = charge(ruleset('6e'), units, [17, 40]);
    expect(requests(ses)).toEqual(['hold-back:fr-7-hussars', FLIGHT_44TH, PURSUIT_7E]);
    const s = ses.state;
    expect(at(s, 'fr-7-hussars')).toBe('0609');
    expect(entries(s, 'doctrine.pursuit-blocked').map((e) => e.params)).toEqual([
      { unit: 'fr-7-hussars', hex: '0608' },
    ]);
    expect(s.doctrine?.reflights).toBeUndefined();
  });

  it('its new flight is blocked (rivers all around it): it is destroyed, and the hussars stop at the river', () => {
    const rivers = { '0509': 'river', '0609': 'river', '0709': 'river', '0510': 'river', '0710': 'river' };
    const units = [HUSSARS, ROUTED_44TH, routed('br-95-foot', '0610')];
    const s = played(ruleset('6e'), units, [17, 25, 28], { terrain: rivers });
    expect(entries(s, 'doctrine.flight-blocked').map((e) => [e.rule, e.params])).toEqual([
      ['000 charges', { unit: 'br-95-foot', roll: 28, hexes: 0, path: '0610' }],
    ]);
    expect(entries(s, 'doctrine.flight-no-room')).toEqual([]);
    expect(removed(s)).toEqual([
      ['br-44-foot', 'eliminated', '000 distance'],
      ['br-95-foot', 'eliminated', '000 charges'],
    ]);
    expect(at(s, 'fr-7-hussars')).toBe('0610');
  });

  it('its new flight ends among friends with no free hex beside or behind them: it is destroyed', () => {
    // a corridor one hex wide (column 01) between two rivers: the hussars charge from 0107 the 44th in
    // 0106; it flees 10 cm to 0104, caught by 12 cm (2 hexes), with the routed 95th in the hex ahead,
    // 0103; its new flight of 16 cm (3 hexes) ends in the 92nd (0100), past the 28th and the 52nd, at
    // the map edge: no hex as far from the hussars (0104) or farther is free, destroyed
    const river: Record<string, string> = {};
    for (let row = 0; row < 8; row++) {
      river[`00${String(row).padStart(2, '0')}`] = 'river';
      river[`02${String(row).padStart(2, '0')}`] = 'river';
    }
    const units = [
      cavalry('fr-7-hussars', '0107', { movement: 20 }),
      infantry('br-44-foot', 'british', '0106', { moraleState: 'routed', movement: 10 }),
      infantry('br-95-foot', 'british', '0103', { moraleState: 'routed', movement: 10 }),
      infantry('br-28-foot', 'british', '0102'),
      infantry('br-52-foot', 'british', '0101'),
      infantry('br-92-foot', 'british', '0100'),
    ];
    const s = played(ruleset('6e'), units, [10, 12, 16], {
      terrain: river,
      from: '0107',
      targets: ['0106'],
      width: 3,
      height: 8,
    });
    expect(entries(s, 'doctrine.flight-no-room').map((e) => [e.rule, e.params])).toEqual([
      ['000 charges', { unit: 'br-95-foot', roll: 16, hexes: 3, path: '0103-0102-0101-0100' }],
    ]);
    expect(entries(s, 'doctrine.flight-blocked')).toEqual([]);
    expect(removed(s)).toEqual([
      ['br-44-foot', 'eliminated', '000 distance'],
      ['br-95-foot', 'eliminated', '000 charges'],
    ]);
    expect(at(s, 'fr-7-hussars')).toBe('0104');
    expect(meleeNextTurn(s)).toEqual([]);
  });

  it('its new flight leaves the map: it is removed as fled, and the hussars run on', () => {
    // the hussars charge from 0607 the 44th in 0606; it flees to 0603; the routed 95th stands in 0602
    const units = [
      cavalry('fr-7-hussars', '0607', { movement: 20 }),
      infantry('br-44-foot', 'british', '0606', { moraleState: 'routed', movement: 10 }),
      routed('br-95-foot', '0602'),
    ];
    const s = played(ruleset('6e'), units, [17, 25, 28], { from: '0607', targets: ['0606'] });
    expect(entries(s, 'doctrine.fled-off-map').map((e) => [e.rule, e.params])).toEqual([
      ['000 charges', { unit: 'br-95-foot', roll: 28, hexes: 2, path: '0602-0601-0600' }],
    ]);
    expect(entries(s, 'doctrine.reflight-flees')).toEqual([]);
    expect(removed(s)).toEqual([
      ['br-44-foot', 'eliminated', '000 distance'],
      ['br-95-foot', 'fled', '000 charges'],
    ]);
    expect(at(s, 'fr-7-hussars')).toBe('0601');
  });

  it('it turns its back on the pursuer: the 95th, facing south, flees north and faces north', () => {
    const units = [
      infantry('br-52-foot', 'british', '1203'), // listed first, far away: its facing is not touched
      HUSSARS,
      ROUTED_44TH,
      infantry('br-95-foot', 'british', '0610', { moraleState: 'routed', facing: 'S' }),
    ];
    const s = played(ruleset('6e'), units, [17, 20, 30]);
    expect(entries(s, 'doctrine.reflight-flees').map((e) => e.params)).toEqual([
      { unit: 'br-95-foot', roll: 30, to: '0604' },
    ]);
    expect(facing(s, 'br-95-foot')).toBe(0);
    expect(facing(s, 'br-52-foot')).toBe(3);
  });

  it('a second pursuer meets it again after its new flight: a new charge, not a third flight', () => {
    // the 7e (25 cm) catch the 44th and hit the routed 95th in 0610: it flees again 28 cm to 0605; the 8e
    // (40 cm = 8 hexes) run on to 0606 and meet it there, already fled again: a new charge against it
    const ses = charge(ruleset('6e'), twoPursuers('0610'), [17, 25, 28, 40]);
    expect(requests(ses)).toEqual([...TWO_PURSUERS_ASKED, reflight('br-95-foot'), PURSUIT_8E]);
    const s = ses.state;
    expect(s.doctrine?.reflown).toEqual(['br-95-foot']);
    expect(entries(s, 'doctrine.reflight-flees').map((e) => e.params)).toEqual([
      { unit: 'br-95-foot', roll: 28, to: '0605' },
    ]);
    expect(at(s, 'fr-7-hussars')).toBe('0609');
    expect(at(s, 'fr-8-hussars')).toBe('0606');
    expect(at(s, 'br-95-foot')).toBe('0605');
    expect(meleeNextTurn(s)).toEqual([
      expect.objectContaining({ attackers: ['fr-8-hussars'], defenders: ['br-95-foot'] }),
    ]);
    // the 44th was caught once, on the map, by the 7e: the 8e do not catch it "off the table" again
    expect(entries(s, 'doctrine.caught-6e').map((e) => e.params)).toEqual([
      { unit: 'fr-7-hussars', target: 'br-44-foot', pursuit: 25, flight: 17 },
    ]);
    expect(entries(s, 'doctrine.caught-off-table-6e')).toEqual([]);
    expect(removed(s)).toEqual([['br-44-foot', 'eliminated', '000 distance']]);
  });
});

describe('seed 000: a second pursuer passes the first', () => {
  it('the 7e miss and stop in 0612; the 8e run through them, catch the 44th and hit the routed 95th: its new flight roll is asked', () => {
    // the 44th flees 30 cm to 0608; the 7e (12 cm) are placed 2 hexes on, in 0612; the 8e (40 cm = 8
    // hexes) pass 0612, catch the 44th and reach the routed 95th in 0605, the hex ahead: it flees again
    // (8 cm) and is caught (40 >= 8)
    const ses = charge(ruleset('6e'), twoPursuers('0605'), [30, 12, 40, 8]);
    expect(requests(ses)).toEqual([...TWO_PURSUERS_ASKED, PURSUIT_8E, reflight('br-95-foot')]);
    const s = ses.state;
    expect(entries(s, 'doctrine.reflight-caught').map((e) => e.params)).toEqual([
      { unit: 'br-95-foot', roll: 8, pursuit: 40 },
    ]);
    expect(removed(s)).toEqual([
      ['br-44-foot', 'eliminated', '000 distance'],
      ['br-95-foot', 'eliminated', '000 charges'],
    ]);
    expect([at(s, 'fr-7-hussars'), at(s, 'fr-8-hussars')]).toEqual(['0612', '0606']);
  });
});

describe('seed 001: an enemy already fleeing (from another combat) in the 8e line of pursuit', () => {
  it('is charged at the pursuit roll, with no new flight roll (only seed 000 has re-flights)', () => {
    const ses = charge(ruleset('8e'), [DRAGOONS, ROUTED_30TH, routed('br-95-foot', '0610')], [5, 6]);
    expect(requests(ses)).toEqual(ASKED_8E);
    const s = ses.state;
    expect(at(s, 'fr-5-dragoons')).toBe('0611');
    expect(meleeNextTurn(s)).toEqual([
      expect.objectContaining({ defenders: ['br-95-foot'], chargeDistance: 6, joinsCombatIfUnfought: false }),
    ]);
  });
});

describe('seed 001: the pivoted front on an enemy is a charge (ruling R43)', () => {
  it('the 88th stands in 0613, the front the dragoons pivot to: a charge from where they stand, joining no combat', () => {
    // the 30th flees 9 inches (4 hexes) north, through its friends' hex, to 0610; the dragoons (2 inches,
    // not destroyed) pivot to face it: their front 0613 holds the 88th. The 21e Ligne, far away, is in
    // no combat with it.
    const units = [
      DRAGOONS,
      ROUTED_30TH,
      infantry('br-88-foot', 'british', '0613'),
      infantry('fr-21-line', 'french', '1215'),
    ];
    const s = played(ruleset('8e'), units, [9, 2]);
    expect(at(s, 'fr-5-dragoons')).toBe('0614');
    expect(meleeNextTurn(s)).toEqual([
      expect.objectContaining({ defenders: ['br-88-foot'], chargeDistance: 2, joinsCombatIfUnfought: false }),
    ]);
  });

  it('a routed enemy two hexes on is charged, and asked no new flight roll, even when 5 inches read as cm would reach it', () => {
    // the 30th flees 3 inches (1 hex) to 0613, destroyed by the pursuit roll 5; 2 hexes to 0612, the
    // routed 95th: a charge. (5 cm would be the 1 hex of a 6e pursuit, with 0612 the hex ahead.)
    const ses = charge(ruleset('8e'), [DRAGOONS, ROUTED_30TH, routed('br-95-foot', '0612')], [3, 5]);
    expect(requests(ses)).toEqual(ASKED_8E);
    const s = ses.state;
    expect(at(s, 'fr-5-dragoons')).toBe('0613');
    expect(meleeNextTurn(s)).toEqual([
      expect.objectContaining({ defenders: ['br-95-foot'], chargeDistance: 5 }),
    ]);
  });
});

describe('R43: a pursuer that does not move makes no contact with the hex ahead (6e)', () => {
  // pursuitCountsFrom pursuer-hex: 9 cm = 1 hex, counted from 0615, is spent reaching 0614. The 44th fled
  // 17 cm straight through the 95th, its friend in 0613 (rivers on both sides), to 0611: missed, the
  // hussars stay in 0614, the 95th in the next hex of their line.
  const rs = ruleset('6e', { pursuit6e: { pursuitCountsFrom: 'pursuer-hex' } });
  const rivers = { '0513': 'river', '0713': 'river', '0512': 'river', '0712': 'river' };
  it('a fresh enemy there: no new charge', () => {
    const s = played(rs, [HUSSARS, ROUTED_44TH, infantry('br-95-foot', 'british', '0613')], [17, 9], {
      terrain: rivers,
    });
    expect(entries(s, 'doctrine.flees-6e').map((e) => e.params.path)).toEqual(['0614-0613-0612-0611']);
    expect(at(s, 'fr-7-hussars')).toBe('0614');
    expect(entries(s, 'doctrine.pursuer-stays').map((e) => e.params)).toEqual([
      { unit: 'fr-7-hussars', roll: 9, hexes: 1, from: '0614', to: '0614' },
    ]);
    expect(meleeNextTurn(s)).toEqual([]);
    expect(entries(s, 'doctrine.new-charge-6e')).toEqual([]);
  });

  it('an enemy already fleeing there: no new flight roll', () => {
    const ses = charge(rs, [HUSSARS, ROUTED_44TH, routed('br-95-foot', '0613')], [17, 9], {
      terrain: rivers,
    });
    expect(requests(ses)).toEqual(['hold-back:fr-7-hussars', FLIGHT_44TH, PURSUIT_7E]);
    expect(at(ses.state, 'br-95-foot')).toBe('0613');
    expect(meleeNextTurn(ses.state)).toEqual([]);
  });
});
