import type { Draft } from 'immer';
import { bearing, distance, neighbor } from '../../hex/index.ts';
import { type Coord, hexLabel, sameHex } from '../../model/coord.ts';
import type { Unit } from '../../model/unit.ts';
import { unitById, unitsAt } from '../../procedure/board.ts';
import type { ChargeState } from '../../procedure/state.ts';
import { lineHexes, pointAlong } from '../line.ts';
import { hexHolds } from '../occupancy.ts';
import type { PursuerRecord } from '../progress.ts';
import {
  alongHexes,
  flightOf,
  leaveMap,
  movedOrStayed,
  type NewChargeTerms,
  newCharge,
  place,
  pushBack,
} from '../pursuer-moves.ts';
import { RULE } from '../rules.ts';
import { tell } from '../say.ts';
import { inchesToHexes } from '../scale.ts';
import { doctrineSettings } from '../settings.ts';

/** Seed 001: a pursuer's charge; its roll is the charge distance, and it joins a combat of its side. */
const NEW_CHARGE_001: NewChargeTerms = {
  seed: '001',
  bothChargeIfCountercharged: false,
  joinsCombat: true,
  key: 'doctrine.charge-8e',
};

/**
 * Makes one 8e pursuit (seed 001): pivot to face the fleeing unit or its mark, then straight ahead the
 * roll; an enemy on the pivoted front, on the way or in the hex ahead at the end is a charge (ruling R43).
 */
export function pursue8e(d: Draft<ChargeState>, s: ChargeState, pr: PursuerRecord): void {
  const ds = doctrineSettings(s.ruleset);
  const f = flightOf(s, pr.target!)!;
  const u = unitById(s.board, pr.unit)!;
  const fleeing = unitById(s.board, f.unit);
  const point = fleeing?.at ?? f.endedAt ?? f.path?.[f.path.length - 1] ?? f.from;
  const x = d.board.units.find((y) => y.id === u.id)!;
  if (!sameHex(point, u.at)) x.facing = bearing(u.at, point);
  tell(d, RULE.pivot8e, 'doctrine.pivot-8e', { unit: u.name, hex: hexLabel(point) });
  const ignore = s.doctrine!.pursuers!.map((p) => p.unit);
  const fleeingHere = s.doctrine!.flights.map((y) => y.unit);
  const n = inchesToHexes(pr.roll!, ds.hexScale);
  // hexes it moves: its roll, from the hex its target fled from or from its own (ruling R47)
  const from = ds.fp8e.pursuitCountsFrom;
  const m = sameHex(u.at, f.from)
    ? alongHexes(s, u.id, f.from, n, from)
    : alongHexes(s, u.id, f.from, n, from) + distance(u.at, f.from);
  const front = neighbor(u.at, x.facing);
  // the pivoted front, the hexes straight ahead, and (after a move) the hex in front at the end: m + 1 hexes
  const route = [front, ...lineHexes(u.at, pointAlong(u.at, u.at, point, 64), m + 1).slice(1)];
  let at = u.at;
  const walked: Coord[] = [u.at];
  let contact: Unit[] | undefined;
  for (const [i, h] of route.entries()) {
    const holds = hexHolds(d.board as never, s.ruleset, h, u.side, ignore);
    // a hex holding enemies holds no friend (a legal board)
    const enemies = unitsAt(d.board as never, h);
    const ownFleeing = enemies.some((y) => fleeingHere.includes(y.id));
    if (holds === 'enemy' && !ownFleeing) {
      // a pivot onto an enemy (i = 0), contact on the way or at the end: a charge with the pursuit roll
      // as its distance, no reaction
      contact = enemies;
      break;
    }
    if (i >= m) break;
    if (holds === 'off-map') {
      leaveMap(d, u, at, RULE.charge8e, '001');
      return;
    }
    if (holds !== 'free') {
      // friends, impassable terrain, or a unit fleeing from its own combat: it stops one hex short
      tell(d, RULE.blocked8e, 'doctrine.pursuit-blocked', { unit: u.name, hex: hexLabel(h) });
      break;
    }
    at = h;
    walked.push(h);
  }
  at = pushBack(d, s, u, walked, RULE.blocked8e);
  if (contact && sameHex(at, walked[walked.length - 1]!))
    newCharge(d, u, contact, RULE.charge8e, NEW_CHARGE_001, pr.roll!);
  place(d, u.id, at);
  movedOrStayed(d, RULE.pivot8e, u, pr.roll!, n, at, walked);
}
