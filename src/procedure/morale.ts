import type { Draft } from 'immer';
import type { Coord } from '../model/coord.ts';
import { itemsWhere } from './board.ts';
import type { InStep } from './in-step.ts';
import { queueMove } from './moves.ts';
import { say } from './say.ts';
import type { ChargeState } from './state.ts';
import { rulesetOf } from './static.ts';

/** What a worsening of morale moves: retreat hexes for newly disordered units (0: none), and the cause. */
export interface Worsening {
  readonly retreat: number;
  readonly retreatKind: 'retreat' | 'fall-back';
  readonly awayFrom: readonly Coord[];
  readonly rule: string;
  readonly defender: boolean;
}

/**
 * Units in good order become disordered (and retreat or fall back, if a number of hexes is given);
 * units already disordered rout instead (the second-disorder rule) and make a rout move (`inStep`: the
 * machine step and the doctrines, which may make the rout a flight).
 */
export function disorderOrRout(
  d: Draft<ChargeState>,
  ids: readonly string[],
  w: Worsening,
  inStep: InStep,
): void {
  // Stryker disable next-line ArrayDeclaration: an id of no unit is never moved (queueMove moves the units it finds)
  const disordered: string[] = [];
  const routed: string[] = [];
  for (const u of itemsWhere(d.board.units, (x) => ids.includes(x.id))) {
    if (u.moraleState === 'good') {
      u.moraleState = 'disordered';
      disordered.push(u.id);
      say(d, { rule: w.rule, key: 'morale.disordered', params: { unit: u.name } });
    } else if (u.moraleState === 'disordered') {
      // routs (below) marks it routed
      routed.push(u.id);
      say(d, { rule: w.rule, key: 'morale.routed-second-disorder', params: { unit: u.name } });
    }
  }
  // (a move of no unit queues nothing: queueMove groups the units it finds by hex)
  if (w.retreat > 0) {
    queueMove(d, {
      units: disordered,
      kind: w.retreatKind,
      hexes: w.retreat,
      awayFrom: w.awayFrom,
      rule: w.rule,
      defender: w.defender,
    });
  }
  if (routed.length > 0) routs(d, routed, w.awayFrom, w.rule, w.defender, inStep, { announce: false });
}

/** How a rout is told and counted: whether "routs" is said, and whether the first zone left costs (10.5). */
export interface RoutOptions {
  /** Say that each unit routs (false when the caller has said why already). */
  readonly announce?: boolean;
  /** The procedure against routed units (10.5, "incluyendo la primera"): the first zone left costs too. */
  readonly firstZoneCosts?: boolean;
}

/**
 * Units rout: they become routed and make a rout move of the ruleset's rout hexes away from the cause,
 * unless the flight doctrine of `inStep` makes the rout a flight in the machine step of `inStep`.
 */
export function routs(
  d: Draft<ChargeState>,
  ids: readonly string[],
  awayFrom: readonly Coord[],
  rule: string,
  defender: boolean,
  inStep: InStep,
  { announce = true, firstZoneCosts = false }: RoutOptions = {},
): void {
  for (const u of itemsWhere(d.board.units, (x) => ids.includes(x.id))) {
    if (announce && u.moraleState !== 'routed')
      say(d, { rule, key: 'morale.routed', params: { unit: u.name } });
    u.moraleState = 'routed';
    if (defender && !d.routedTargets.includes(u.id)) d.routedTargets.push(u.id);
  }
  // A flight doctrine (seeds 002, 001) replaces the rout move of defenders, and of attackers routed by the
  // melee result, with a flight: src/doctrines/record.ts, passed in by the machine.
  if (inStep.doctrine.routBecomesFlight(d, defender, inStep.step)) {
    inStep.doctrine.recordFlights(d, ids, awayFrom, rule, inStep.step);
    return;
  }
  queueMove(d, {
    units: [...ids],
    kind: 'rout',
    hexes: rulesetOf(d).settings.routHexes,
    awayFrom,
    rule,
    defender,
    ...(firstZoneCosts ? { firstZoneCosts } : {}),
  });
}
