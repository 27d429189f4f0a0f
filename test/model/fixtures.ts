/**
 * Scenario fixtures for the model-based tests: small charges that, between them and with every die
 * value tried, drive the charge machine through every state and every transition. Each is the JSON a
 * host would load; they are validated through the public loader.
 */

import againstRouted from '../../data/scenarios/10-against-routed.json' with { type: 'json' };

type Json = Record<string, unknown>;

const unit = (id: string, side: string, arm: string, at: string, o: Json = {}): Json => ({
  id,
  name: id,
  side,
  arm,
  increments: 6,
  melee: 6,
  fire: arm === 'cavalry' ? 0 : 4,
  morale: 43,
  formation: arm === 'artillery' ? 'unlimbered' : 'line',
  facing: side === 'french' ? 'N' : 'S',
  at,
  ...(arm === 'cavalry' ? { weight: 'heavy', movementLeft: 12 } : {}),
  ...o,
});

const cav = (id: string, at: string, o: Json = {}) => unit(id, 'french', 'cavalry', at, o);
const foe = (id: string, arm: string, at: string, o: Json = {}) => unit(id, 'austrian', arm, at, o);

/** A scenario on a 14 x 24 board; the charging stack stands at 0618, facing north, the default target at 0617. */
function scenario(
  id: string,
  units: Json[],
  o: { targets?: string[]; leaders?: Json[]; terrain?: Json } = {},
): Json {
  const attackers = units.filter((u) => u.side === 'french' && u.at === '0618').map((u) => u.id);
  return {
    kind: 'scenario',
    id,
    title: id,
    description: `model-based test fixture ${id}`,
    board: { width: 14, height: 24, defaultTerrain: 'clear', terrain: o.terrain ?? {} },
    sides: [
      { id: 'french', name: 'French', homeEdge: 'south' },
      { id: 'austrian', name: 'Austrian', homeEdge: 'north' },
    ],
    units,
    leaders: o.leaders ?? [],
    charge: { attackers, targets: o.targets ?? ['0617'] },
  };
}

/** The fixtures, by name. */
export const FIXTURES: Readonly<Record<string, Json>> = {
  /** Against infantry and artillery: a line with supplied guns; a leader to commit; a fresh battalion up the road for the pursuit. */
  'line-and-guns': scenario(
    'line-and-guns',
    [
      cav('c1', '0618', { melee: 14 }),
      cav('c2', '0618', { weight: 'light', lancer: true, melee: 8 }),
      foe('i1', 'infantry', '0617', { melee: 8 }),
      foe('g1', 'artillery', '0617', { increments: 2, melee: 1, fire: 5, supplied: true }),
      foe('i2', 'infantry', '0414', { morale: 55 }),
      foe('i3', 'infantry', '0814', { morale: 55 }),
    ],
    { leaders: [{ id: 'l1', name: 'l1', side: 'french', at: '0618', meleeModifier: 2 }] },
  ),
  /** Against routed units: the target retreats at once. */
  routed: scenario('routed', [cav('c1', '0618'), foe('i1', 'infantry', '0617', { moraleState: 'routed' })]),
  /** Against cavalry: straight to the melee odds. */
  cavalry: scenario('cavalry', [
    cav('c1', '0618'),
    foe('h1', 'cavalry', '0617', { weight: 'light', fire: 0 }),
  ]),
  /** Step 1: a lone unsupplied gun flees and is eliminated; no target is left. */
  'lone-gun': scenario('lone-gun', [cav('c1', '0618'), foe('g1', 'artillery', '0617', { supplied: false })]),
  /** Step 2: a disordered line that fails to stand routs: every target routed. */
  'disordered-line': scenario('disordered-line', [
    cav('c1', '0618'),
    foe('i1', 'infantry', '0617', { moraleState: 'disordered', morale: 66 }),
  ]),
  /** Step 3: one weak increment of cavalry against heavy fire: the fire can eliminate every charger. */
  'heavy-fire': scenario('heavy-fire', [
    cav('c1', '0618', { increments: 1, fullIncrements: 4, weight: 'light' }),
    foe('i1', 'infantry', '0617', { fire: 10, increments: 10 }),
    foe('g1', 'artillery', '0617', { fire: 8, increments: 4, supplied: true }),
  ]),
  /** A special structure: on DD the disordered unit routs (a flight under a doctrine) while the other holds: the hex is not vacated. */
  chateau: scenario(
    'chateau',
    [
      cav('c1', '0618', { melee: 20 }),
      foe('i1', 'infantry', '0617', { melee: 3 }),
      foe('i2', 'infantry', '0617', { melee: 3, moraleState: 'disordered' }),
    ],
    { terrain: { '0617': 'chateau' } },
  ),
  /**
   * Step 2 under a flight doctrine: two disordered battalions that fail to stand rout together and
   * flee from the stand check (8e: their controller picks which flees first, a choice of the flight
   * state that goes back to the stand check).
   */
  'disordered-pair': scenario('disordered-pair', [
    cav('c1', '0618'),
    foe('i1', 'infantry', '0617', { moraleState: 'disordered', morale: 66 }),
    foe('i2', 'infantry', '0617', { moraleState: 'disordered', morale: 66, increments: 4 }),
  ]),
  /**
   * Scenario 10 with hussars of 12 MP: the pursuit (19.11) catches the routed battalion, which routs
   * again with two equal paths: the path is chosen in the step after the pursuit (what it touched).
   */
  'routed-caught': {
    ...againstRouted,
    id: 'routed-caught',
    units: againstRouted.units.map((u) => (u.id === 'fr-hussars' ? { ...u, movementLeft: 12 } : u)),
  },
  /** Two target hexes (advance-hex and pursuit-target choices when both rout). */
  'two-hexes': scenario(
    'two-hexes',
    [
      cav('c1', '0618', { melee: 20 }),
      foe('i1', 'infantry', '0617', { melee: 2 }),
      foe('i2', 'infantry', '0717', { melee: 2, facing: 'SW' }),
    ],
    { targets: ['0617', '0717'] },
  ),
};
