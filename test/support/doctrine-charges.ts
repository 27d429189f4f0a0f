/**
 * Shared builders of the doctrine tests: rulesets with settings changed, units and charges built in the
 * test (a clear board, the French stack charging), and a session that checks the board invariants
 * (src/invariants) after every event, so that every doctrine test charge keeps a legal board.
 */
import { expect } from 'vitest';
import { loadRuleset } from '../../cli/load.ts';
import { createCharge, loadScenarioFromJson } from '../../machines/index.ts';
import type { ChargeSession } from '../../machines/session.ts';
import { boardViolations } from '../../src/invariants/index.ts';
import type { Board } from '../../src/model/board.ts';
import { type Coord, hexLabel } from '../../src/model/coord.ts';
import type { Ruleset } from '../../src/model/ruleset.ts';
import type { Unit } from '../../src/model/unit.ts';
import type { ChargeState } from '../../src/procedure/state.ts';

export type UnitJson = Record<string, unknown>;

/** A shipped doctrine ruleset, with doctrine settings changed as a ruleset file's `settings` would. */
export function ruleset(
  edition: '6e' | '8e',
  change: { flight6e?: object; pursuit6e?: object; flightPursuit8e?: object; hexScale?: object } = {},
): Ruleset {
  const r = loadRuleset(`data/rulesets/flight-pursuit-${edition}.json`);
  if (!r.ok) throw new Error(r.error.message);
  const s = r.value.settings;
  return {
    ...r.value,
    settings: {
      ...s,
      ...(change.hexScale ? { hexScale: { ...s.hexScale!, ...change.hexScale } } : {}),
      flight6e: { ...s.flight6e, ...change.flight6e },
      pursuit6e: { ...s.pursuit6e, ...change.pursuit6e },
      flightPursuit8e: { ...s.flightPursuit8e, ...change.flightPursuit8e },
    },
  };
}

/** A French light cavalry unit (6 increments, melee 8) facing north. */
export const cavalry = (id: string, at: string, extra: UnitJson = {}): UnitJson => ({
  id,
  name: id,
  side: 'french',
  arm: 'cavalry',
  weight: 'light',
  increments: 6,
  melee: 8,
  fire: 0,
  morale: 44,
  formation: 'line',
  facing: 'N',
  at,
  ...extra,
});

/** An infantry battalion in line (6 increments, melee 6, fire 5), facing the enemy. */
export const infantry = (
  id: string,
  side: 'french' | 'british',
  at: string,
  extra: UnitJson = {},
): UnitJson => ({
  id,
  name: id,
  side,
  arm: 'infantry',
  increments: 6,
  melee: 6,
  fire: 5,
  morale: 42,
  formation: 'line',
  facing: side === 'french' ? 'N' : 'S',
  at,
  ...extra,
});

/**
 * The pieces of the pursuit boards (pursuit-rules, pursuit-contacts, pursuit-moves): the
 * hussars or the dragoons charge from 0615 the routed 44th or 30th in 0614. Frozen: the test files share
 * one module graph (vitest isolate: false), so no test may change a piece under another.
 */
/** 7e Hussards, Movement 20 cm: 8D6 in 6e. */
export const HUSSARS = Object.freeze(cavalry('fr-7-hussars', '0615', { movement: 20 }));
/** The routed 44th Foot, Movement 10 cm: 5D6 in 6e. */
export const ROUTED_44TH = Object.freeze(
  infantry('br-44-foot', 'british', '0614', { moraleState: 'routed', movement: 10 }),
);
/** 5e Dragons, heavy, 3 full ranks (8e). */
export const DRAGOONS = Object.freeze(cavalry('fr-5-dragoons', '0615', { weight: 'heavy', ranks: 3 }));
/** The routed 30th Foot. */
export const ROUTED_30TH = Object.freeze(
  infantry('br-30-foot', 'british', '0614', { moraleState: 'routed' }),
);
/** A routed infantry battalion (British unless said) in `hex`. */
/**
 * The charge in which a unit flees twice (R26), 6e at 20 cm a hex: two cuirassier regiments at 0615
 * (their increments given: equal strengths leave the cause to a choice, unequal ones settle it) against
 * the disordered 44th and the 52nd at 0614; the 44th's 17 cm stand-check flight is 0 hexes, so the
 * melee's DR routs it again with its stack. `rs`: another 6e ruleset at that scale (a house rule).
 */
export function twiceFledCharge(
  script: readonly number[],
  increments: readonly [number, number] = [6, 6],
  rs: Ruleset = ruleset('6e', { hexScale: { cm: 20 } }),
): ChargeSession {
  const cuirassiers = (id: string, name: string, n: number) =>
    cavalry(id, '0615', { movement: 20, melee: 12, weight: 'heavy', name, increments: n });
  return charge(
    rs,
    [
      cuirassiers('fr-1-cuirassiers', '1er Cuirassiers', increments[0]),
      cuirassiers('fr-2-cuirassiers', '2e Cuirassiers', increments[1]),
      infantry('br-44-foot', 'british', '0614', {
        moraleState: 'disordered',
        movement: 10,
        morale: 45,
        name: '44th Foot',
      }),
      infantry('br-52-foot', 'british', '0614', { movement: 10, morale: 45, name: '52nd Foot' }),
    ],
    script,
  );
}

/** General Lasalle at 0609, Leadership 10, no melee modifier: within range of a pursuer at 0615 (seed 000). */
export const LASALLE = Object.freeze({
  id: 'lasalle',
  name: 'Lasalle',
  side: 'french',
  at: '0609',
  meleeModifier: 0,
  leadership: 10,
});

export const routed = (id: string, hex: string, side: 'french' | 'british' = 'british'): UnitJson =>
  infantry(id, side, hex, { moraleState: 'routed' });

/** Throws when the state breaks a board invariant (stacking, enemies together, leaders, accounting...). */
export function expectLegal(s: ChargeState, when: string): void {
  expect(
    boardViolations(s).map((v) => v.message),
    when,
  ).toEqual([]);
}

/** The session, checking the board invariants after every event it accepts. */
export function guarded(ses: ChargeSession): ChargeSession {
  const send = ses.send.bind(ses);
  expectLegal(ses.state, 'at the start');
  ses.send = (e) => {
    const r = send(e);
    expectLegal(ses.state, `after ${e.type} at ${ses.step}`);
    return r;
  };
  return ses;
}

/** Options of a charge built in a test. */
export interface ChargeOptions {
  readonly terrain?: Readonly<Record<string, string>>;
  readonly leaders?: readonly UnitJson[];
  /** Target hexes (default 0614). */
  readonly targets?: readonly string[];
  /** Hex of the charging French stack (default 0615). */
  readonly from?: string;
  readonly width?: number;
  readonly height?: number;
}

/** A charge of the French stack (default in 0615) against the target hexes (default 0614) on a clear board. */
export function charge(
  rs: Ruleset,
  units: readonly UnitJson[],
  script: readonly number[],
  o: ChargeOptions = {},
): ChargeSession {
  const from = o.from ?? '0615';
  const json = {
    kind: 'scenario',
    id: 'doctrine-test',
    title: 'doctrine test',
    description: 'built by a doctrine test',
    board: {
      width: o.width ?? 16,
      height: o.height ?? 20,
      defaultTerrain: 'clear',
      terrain: o.terrain ?? {},
    },
    sides: [
      { id: 'french', name: 'French', homeEdge: 'south' },
      { id: 'british', name: 'British', homeEdge: 'north' },
    ],
    units,
    leaders: o.leaders ?? [],
    charge: {
      attackers: units.filter((u) => u.at === from && u.side === 'french').map((u) => u.id),
      targets: o.targets ?? ['0614'],
    },
  };
  const loaded = loadScenarioFromJson(json, { ruleset: rs });
  if (!loaded.ok) throw new Error(loaded.error.message);
  const ses = createCharge({ ...loaded.value, dice: { script } });
  if (!ses.ok) throw new Error(ses.error.message);
  return guarded(ses.value);
}

/** The charge played to its end (rolls from the script, choices by default): it must end, and its state. */
export function played(
  rs: Ruleset,
  units: readonly UnitJson[],
  script: readonly number[],
  o: ChargeOptions = {},
): ChargeState {
  const ses = charge(rs, units, script, o);
  expect(ses.runToEnd().ok).toBe(true);
  return ses.state;
}

/** The printed hex of a unit, or "gone". */
export const at = (s: ChargeState, id: string): string => {
  const u = s.board.units.find((x) => x.id === id);
  return u ? hexLabel(u.at) : 'gone';
};
/** The printed hex of a leader, or "gone". */
export const leaderAt = (s: ChargeState, id: string): string => {
  const l = s.board.leaders.find((x) => x.id === id);
  return l ? hexLabel(l.at) : 'gone';
};
/** The facing of a unit (0 = N, clockwise). */
export const facing = (s: ChargeState, id: string): number | undefined =>
  s.board.units.find((x) => x.id === id)?.facing;
export const entry = (s: ChargeState, key: string) => s.log.find((e) => e.key === key);
export const entries = (s: ChargeState, key: string) => s.log.filter((e) => e.key === key);
/** Keys of the doctrine log entries, in order. */
export const doctrineKeys = (s: ChargeState): string[] =>
  s.log.filter((e) => e.key.startsWith('doctrine.')).map((e) => e.key);
export const removed = (s: ChargeState) => s.removed.map((r) => [r.unit.id, r.reason, r.rule]);
export const meleeNextTurn = (s: ChargeState) =>
  (s.obligations ?? []).filter((o) => o.kind === 'melee-next-turn');

/** Rolls from the session's dice until a choice is pending (or the charge ends, or the dice run out). */
export function rollUntilChoice(ses: ChargeSession): ChargeSession {
  while (ses.pending?.kind === 'roll' && ses.autoRoll().ok);
  return ses;
}

/** A 6-increment line infantry unit in good order at `at`, facing north: a plain piece for flight-path boards. */
export const lineInfantry = (id: string, side: string, at: Coord): Unit => ({
  id,
  name: id,
  side,
  arm: 'infantry',
  increments: 6,
  fullIncrements: 6,
  melee: 6,
  fire: 5,
  morale: 42,
  formation: 'line',
  moraleState: 'good',
  facing: 0,
  at,
});

/**
 * A point of a flight's geometry as a label, off the map too: column and row on two digits each, a
 * negative one with its sign ({col:-62,row:35} is "-6235"). The engine's hexLabel gives "????" for
 * what is not a hex; an aim far off the map is still a point these tests tell apart.
 */
export const pointLabel = (c: Coord): string =>
  `${String(c.col).padStart(2, '0')}${String(c.row).padStart(2, '0')}`;

/** A flight plan with its hexes as labels (the hexes it is placed from and clear at, when it has them). */
export const shownPlan = (p: {
  readonly path: readonly Coord[];
  readonly end: Coord | null;
  readonly aim: Coord;
  readonly clearAt?: Coord;
  readonly placedFrom?: Coord;
}) => ({
  ...p,
  path: p.path.map(pointLabel),
  end: p.end && pointLabel(p.end),
  aim: pointLabel(p.aim),
  ...(p.clearAt ? { clearAt: pointLabel(p.clearAt) } : {}),
  ...(p.placedFrom ? { placedFrom: pointLabel(p.placedFrom) } : {}),
});

/** A 10x10 board of clear hexes holding these units (and what `extra` overrides): the doctrine tests' scaffold. */
export const board = (units: readonly Unit[], extra: Partial<Board> = {}): Board => ({
  width: 10,
  height: 10,
  defaultTerrain: 'clear',
  terrain: {},
  units,
  leaders: [],
  sides: [],
  ...extra,
});
