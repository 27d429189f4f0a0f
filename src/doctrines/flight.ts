import type { Draft } from 'immer';
import { bearing } from '../hex/index.ts';
import { type Coord, hexLabel } from '../model/coord.ts';
import type { Direction } from '../model/direction.ts';
import type { Unit } from '../model/unit.ts';
import { terrainAt, unitById } from '../procedure/board.ts';
import { produce } from '../procedure/immer.ts';
import { removeUnit } from '../procedure/losses.ts';
import { carryLeaders } from '../procedure/moves.ts';
import { subjectOf, words } from '../procedure/request.ts';
import type { ChargeState, Pending } from '../procedure/state.ts';
import { causeCandidates } from './cause.ts';
import { is8e, rollDice } from './dice.ts';
import { eligiblePursuers, laBataillePursuit, pursuableFlights } from './eligibility.ts';
import { flightPath6e } from './flight-path-6e.ts';
import { flightPath8e } from './flight-path-8e.ts';
import { holdBackLeadership, mayDeclineFreely } from './hold-back.ts';
import { inOrder } from './order.ts';
import type { FlightRecord, PursuerRecord } from './progress.ts';
import { pushObligation } from './record.ts';
import { RULE } from './rules.ts';
import { tell } from './say.ts';
import { cmToHexes, inchesToHexes } from './scale.ts';
import { doctrineSettings } from './settings.ts';
import { unitStrength } from './unit-values.ts';

// Stryker disable next-line OptionalChaining: every unit named in a request or entry here is on the board (fleeing units before their flight, pursuers before they move)
const name = (s: ChargeState, id: string) => unitById(s.board, id)?.name ?? id;
const sideName = (s: ChargeState, id: string) => s.board.sides.find((x) => x.id === id)?.name ?? id;

function open(s: ChargeState): FlightRecord[] {
  // Stryker disable next-line OptionalChaining,ArrayDeclaration: the flight step runs only once flights are recorded, so the doctrine record and its flights exist
  return (s.doctrine?.flights ?? []).filter((f) => f.outcome === undefined);
}

function unitOf(s: ChargeState, id: string): Unit | undefined {
  return unitById(s.board, id);
}

/** The flights in the order they roll and move (8e: the controller's chosen order). */
function ordered(s: ChargeState): FlightRecord[] {
  // Stryker disable next-line OptionalChaining: the flight step runs only once the doctrine record exists
  return inOrder(open(s), s.doctrine?.order);
}

/** The 8e pursuers that roll, in the order they roll and move (their controller's chosen order, R46). */
export function pursuersInOrder(s: ChargeState): PursuerRecord[] {
  // Stryker disable next-line MethodExpression,OptionalChaining,ArrayDeclaration: pursuers are declared only when a flight is pursuable, and each one's own pursuable flights are that same non-empty list, so every pursuer has a target
  const rolling = (s.doctrine?.pursuers ?? []).filter((p) => p.target);
  // Stryker disable next-line OptionalChaining: the flight step runs only once the doctrine record exists
  return inOrder(rolling, s.doctrine?.pursuitOrder);
}

/** An ordering choice among `left` (seed 001: the controller picks who rolls and moves next). */
function orderChoice(
  id: 'flight-order' | 'pursuit-order',
  left: readonly { readonly unit: string }[],
  s: ChargeState,
): Pending {
  // the units left to order that are on the board (a flight whose unit has left it is not made)
  const units = left.flatMap((f) => unitOf(s, f.unit) ?? []);
  return {
    kind: 'choice',
    id,
    what: id,
    subject: subjectOf(units),
    // seed 001: the player who controls them orders them (ruling R46)
    side: units[0]!.side,
    say: words(`request.${id}`),
    rule: id === 'flight-order' ? RULE.direction8e : RULE.order8e,
    options: left.map((f) => ({
      id: f.unit,
      say: words('option.next', { unit: name(s, f.unit) }),
      unit: f.unit,
    })),
    defaultOption: 0,
  };
}

/** The next thing the flight step needs: a choice, a roll, or null when the flights can be made. */
function nextRequest(s: ChargeState): { pending?: Pending; auto?: (d: Draft<ChargeState>) => void } | null {
  const ds = doctrineSettings(s.ruleset);
  const eight = is8e(s.ruleset);
  // 1. the cause of each flight (seed 002 priority 1; seed 001)
  for (const f of open(s)) {
    if (f.cause !== undefined) continue;
    const u = unitOf(s, f.unit);
    if (!u) continue;
    const c = causeCandidates(s.board, f, u.side, eight ? '8e' : '6e', ds);
    if (c.best.length > 1) {
      return {
        pending: {
          kind: 'choice',
          id: `flight-cause:${f.unit}`,
          what: 'flight-cause',
          subject: subjectOf([u]),
          // seed 002: the fleeing unit's controller chooses; seed 001: the pursuing side (its enemies')
          side: eight ? c.best[0]!.side : u.side,
          say: words(eight ? 'request.flight-cause.ranks' : 'request.flight-cause.strength', {
            unit: u.name,
          }),
          rule: eight ? RULE.direction8e : RULE.cause6e,
          options: c.best.map((e) => ({
            id: e.id,
            say: words('option.unit-at', { unit: e.name, hex: hexLabel(e.at) }),
            unit: e.id,
            hex: e.at,
            path: [e.at],
          })),
          defaultOption: 0,
        },
      };
    }
    return {
      auto: (d) => {
        const x = d.doctrine!.flights.find((y) => y.unit === f.unit && y.outcome === undefined)!;
        const e = c.best[0];
        // Stryker disable next-line OptionalChaining,StringLiteral: the cause is settled in the step the flights are recorded in, when an enemy still stands in the hexes the unit flees from
        x.cause = e?.id ?? '';
        x.causeHex = e ? { ...e.at } : { ...f.awayFrom[0]! };
        tell(d, eight ? RULE.direction8e : RULE.cause6e, eight ? 'doctrine.cause-8e' : 'doctrine.cause-6e', {
          unit: u.name,
          // Stryker disable next-line StringLiteral: as above, there is always an enemy to name
          cause: e?.name ?? 'the charge',
          value: e ? (eight ? (e.ranks ?? ds.fp8e.defaultRanks) : unitStrength(e)) : 0,
        });
      },
    };
  }
  // 2. pursuit declarations, before any flight roll (seed 000 "Cuándo se persigue")
  const p = s.doctrine!;
  if (p.pursuers === undefined) {
    return {
      auto: (d) => {
        const ids = pursuableFlights(s).length > 0 ? eligiblePursuers(s) : [];
        d.doctrine!.pursuers = ids.map((unit) => ({ unit }));
        // under La Bataille's pursuit there are no seed 000 declarations: step 7 follows the advance
        if (laBataillePursuit(s)) return;
        tell(
          d,
          eight ? RULE.rolls8e : RULE.who6e,
          ids.length ? 'doctrine.pursuers' : 'doctrine.no-pursuers',
          {
            units: ids.map((id) => name(s, id)).join(' + ') || 'none',
          },
        );
      },
    };
  }
  for (const pr of p.pursuers) {
    if (pr.target !== undefined) continue;
    const targets = pursuableFlights(s, !s.attackers.includes(pr.unit));
    if (targets.length > 1) {
      return {
        pending: {
          kind: 'choice',
          id: `pursue-which:${pr.unit}`,
          what: 'pursue-which',
          subject: subjectOf([unitOf(s, pr.unit)!]),
          // the pursuer's controller picks whom it pursues (ruling R61)
          side: unitOf(s, pr.unit)!.side,
          say: words('request.pursue-which', { unit: name(s, pr.unit) }),
          rule: eight ? RULE.rolls8e : RULE.when6e,
          options: targets.map((f) => ({
            id: f.unit,
            say: words('option.unit', { unit: name(s, f.unit) }),
            unit: f.unit,
            hex: f.from,
            path: [f.from],
          })),
          defaultOption: 0,
        },
      };
    }
    return {
      auto: (d) => {
        // Stryker disable next-line OptionalChaining,StringLiteral: every pursuer has a target (see pursuersInOrder)
        d.doctrine!.pursuers!.find((x) => x.unit === pr.unit)!.target = targets[0]?.unit ?? '';
      },
    };
  }
  // Stryker disable MethodExpression: every pursuer has a target (see pursuersInOrder)
  if (!eight) {
    for (const pr of p.pursuers) {
      if (pr.holdBack === undefined) {
        // seed 000: a unit defending a wall, hedge or fortification decides freely, without a test
        const free = declinesFreely(s, pr.unit);
        return {
          pending: {
            kind: 'choice',
            id: `hold-back:${pr.unit}`,
            what: 'hold-back',
            subject: subjectOf([unitOf(s, pr.unit)!]),
            // seed 000: "un jugador puede preferir que su unidad no persiga": the pursuer's controller
            side: unitOf(s, pr.unit)!.side,
            say: free
              ? words('request.hold-back.free', { unit: name(s, pr.unit), terrain: free })
              : words('request.hold-back.test', { unit: name(s, pr.unit) }),
            rule: RULE.holdBack,
            options: free
              ? [
                  { id: 'pursue', say: words('option.pursue') },
                  { id: 'decline', say: words('option.decline-freely', { terrain: free }) },
                ]
              : [
                  { id: 'pursue', say: words('option.pursue') },
                  { id: 'attempt', say: words('option.attempt-hold-back') },
                ],
            defaultOption: 0,
          },
        };
      }
      if (pr.holdBack === 'attempt') {
        const u = unitOf(s, pr.unit)!;
        const ld = holdBackLeadership(s.board, s.ruleset, u);
        return {
          pending: {
            kind: 'roll',
            id: `hold-back:${pr.unit}`,
            what: 'hold-back-test',
            subject: subjectOf([u]),
            // the pursuer's controller tests its Leadership (ruling R61)
            side: u.side,
            dice: ds.pursuit6e.holdBackDice,
            say: words('request.hold-back-test', { unit: u.name, leadership: ld.value, from: ld.from }),
            rule: RULE.holdBack,
          },
        };
      }
    }
  } else if (p.firstToRoll === undefined && p.pursuers.some((x) => x.target)) {
    // seed 001: the active player chooses which player rolls pursuit first; in one charge only one
    // side pursues, so that side does (ruling R46)
    const side = unitOf(s, p.pursuers[0]!.unit)!.side;
    return {
      auto: (d) => {
        d.doctrine!.firstToRoll = side;
        tell(d, RULE.order8e, 'doctrine.first-to-roll', { side: sideName(s, side) });
      },
    };
  }
  // Stryker restore MethodExpression
  // Stryker disable next-line OptionalChaining,ArrayDeclaration: the doctrine record exists; a default order naming a unit no scenario has changes nothing
  const picked = s.doctrine?.order ?? [];
  const unpicked = ordered(s).filter((f) => !picked.includes(f.unit));
  if (eight && unpicked.length > 1) {
    return {
      pending: orderChoice('flight-order', unpicked, s),
    };
  }
  // 3. rolls: every flight roll (8e: in the order chosen), then 8e the pursuit rolls in the order the
  // pursuing side's controller chooses, one unit at a time
  const flightRoll = ordered(s).find((f) => f.roll === undefined && unitOf(s, f.unit));
  if (flightRoll) {
    const u = unitOf(s, flightRoll.unit)!;
    return {
      pending: {
        kind: 'roll',
        id: `flight:${flightRoll.unit}`,
        what: 'flight-roll',
        subject: subjectOf([u]),
        // seed 001 "каждое разгромленное подразделение кидает": the fleeing unit's controller rolls
        side: u.side,
        dice: rollDice(s.ruleset, u, 'flight'),
        say: words(eight ? 'request.flight-roll.inches' : 'request.flight-roll.cm', { unit: u.name }),
        rule: eight ? RULE.rolls8e : RULE.distance6e,
      },
    };
  }
  if (!eight) return null;
  const rolled = pursuersInOrder(s);
  // Stryker disable next-line ArrayDeclaration: a default order naming a unit no scenario has changes nothing
  const pickedP = p.pursuitOrder ?? [];
  const left = rolled.filter((x) => !pickedP.includes(x.unit));
  if (left.length > 1) {
    return {
      pending: orderChoice('pursuit-order', left, s),
    };
  }
  const pursuitRoll = rolled.find((x) => x.roll === undefined);
  if (pursuitRoll) {
    const u = unitOf(s, pursuitRoll.unit)!;
    return {
      pending: {
        kind: 'roll',
        id: `pursuit:${pursuitRoll.unit}`,
        what: 'pursuit-roll',
        subject: subjectOf([u]),
        // the pursuer's controller rolls (ruling R61)
        side: u.side,
        // Stryker disable next-line StringLiteral: any other word than 'flight' asks the pursuit dice too
        dice: rollDice(s.ruleset, u, 'pursuit'),
        say: words('request.pursuit-roll.inches', { unit: u.name }),
        rule: RULE.rolls8e,
      },
    };
  }
  return null;
}

/**
 * The terrain a pursuer defends when it may decline to pursue freely (seed 000): a defender of the charge
 * standing in a special structure or general-order terrain (ruling 11 of docs/doctrines.md); else null.
 */
function declinesFreely(s: ChargeState, id: string): string | null {
  const u = unitOf(s, id);
  if (!u || s.attackers.includes(id) || !mayDeclineFreely(s.board, s.ruleset, u)) return null;
  return terrainAt(s.board, s.ruleset, u.at).name.toLowerCase();
}

/**
 * The flight step of a doctrine: asks what is missing (causes, pursuit declarations, who rolls first,
 * rolls) and, when nothing is, makes every flight (seed 002 or 001).
 */
export function askFlight(s: ChargeState): ChargeState {
  let cur = produce(s, (d) => {
    d.pending = null;
  });
  // Stryker disable next-line UpdateOperator: the step settles in a few rounds; the guard only stops a loop no state makes
  for (let guard = 0; guard < 100; guard++) {
    const next = nextRequest(cur);
    if (next === null) return makeFlights(cur);
    if (next.pending) {
      const pending = next.pending;
      return produce(cur, (d) => {
        d.pending = pending as Draft<Pending>;
      });
    }
    const auto = next.auto!;
    cur = produce(cur, (d) => auto(d));
  }
  // Stryker disable next-line StringLiteral: no state makes the flight step loop (see the guard above)
  throw new Error('flight step did not settle');
}

/** Moves every fleeing unit along its doctrine's line; 8e destroys a unit any pursuer's roll matched. */
export function makeFlights(s: ChargeState): ChargeState {
  const ds = doctrineSettings(s.ruleset);
  const eight = is8e(s.ruleset);
  return produce(s, (d) => {
    for (const f of ordered(s)) {
      const x = d.doctrine!.flights.find((y) => y.unit === f.unit && y.outcome === undefined)!;
      const u = d.board.units.find((y) => y.id === f.unit);
      if (!u || f.roll === undefined) {
        x.outcome = 'stood';
        continue;
      }
      const cause = f.causeHex ?? f.awayFrom[0]!;
      const n = eight ? inchesToHexes(f.roll, ds.hexScale) : cmToHexes(f.roll, ds.hexScale);
      const plan = eight
        ? flightPath8e(d.board as never, s.ruleset, u.id, u.side, { ...u.at }, cause, n)
        : flightPath6e(
            d.board as never,
            s.ruleset,
            u.id,
            u.side,
            { ...u.at },
            cause,
            n,
            cmToHexes(ds.flight6e.enemyBufferCm, ds.hexScale),
          );
      x.path = plan.path.map((h) => ({ ...h }));
      x.aim = { ...plan.aim };
      const path = plan.path.map(hexLabel).join('-');
      if (eight) {
        // seed 001: destroyed if ANY pursuer of the combat rolled as much as its flight roll
        // Stryker disable next-line ArrayDeclaration: the pursuers are declared (step 2) before any flight roll
        const rolls = (d.doctrine!.pursuers ?? []).map((p) => p.roll ?? 0);
        // no pursuer (or none rolled): best is 0, below any roll of the flight dice (d6, d66 or Nd6: 1 or more)
        const best = Math.max(0, ...rolls);
        if (best >= f.roll) {
          const at = plan.end ?? plan.path[plan.path.length - 1]!;
          x.outcome = 'destroyed';
          x.endedAt = { ...at };
          tell(d, RULE.rolls8e, 'doctrine.destroyed-8e', {
            unit: u.name,
            flight: f.roll,
            pursuit: best,
            hex: hexLabel(at),
          });
          removeUnit(d, u.id, 'eliminated', RULE.rolls8e);
          continue;
        }
      }
      // turn its back on the cause and move (seed 002 "Resolver la huida"; seed 001)
      const rule = eight ? RULE.direction8e : RULE.direction6e;
      if (plan.blocked) {
        // no path one hex farther from the cause, or no free hex to end in (ruling R41): destroyed
        x.outcome = 'destroyed';
        const key = plan.blocked === 'no-way' ? 'doctrine.flight-blocked' : 'doctrine.flight-no-room';
        tell(d, rule, key, { unit: u.name, roll: f.roll, hexes: n, path });
        removeUnit(d, u.id, 'eliminated', rule);
        continue;
      }
      if (plan.end === null) {
        x.outcome = 'off-map';
        tell(d, rule, 'doctrine.fled-off-map', { unit: u.name, roll: f.roll, hexes: n, path });
        removeUnit(d, u.id, 'fled', rule);
        continue;
      }
      const from = { ...u.at };
      u.at = { ...plan.end };
      carryLeaders(d, from, plan.end, u.side);
      u.facing = facingAway(cause, plan.end, u.facing);
      x.outcome = 'fled';
      tell(d, rule, eight ? 'doctrine.flees-8e' : 'doctrine.flees-6e', {
        unit: u.name,
        roll: f.roll,
        hexes: n,
        from: hexLabel(f.from),
        to: hexLabel(plan.end),
        path,
        dropped: plan.dropped,
      });
      if (plan.placedFrom)
        tell(d, RULE.friends6e, 'doctrine.placed', {
          unit: u.name,
          hex: hexLabel(plan.placedFrom),
          to: hexLabel(plan.end),
        });
      pushObligation(d, {
        kind: 'still-fleeing',
        rule,
        source: eight ? '001' : '002',
        unit: u.id,
        at: { ...plan.end },
        nextFlight: 'toward-nearest-edge',
      });
    }
  });
}

function facingAway(cause: Coord, at: Coord, fallback: Direction): Direction {
  return cause.col === at.col && cause.row === at.row ? fallback : bearing(cause, at);
}

/** Whether every flight of the doctrine has been made (the machine leaves its flight state). */
export function flightsMade(s: ChargeState): boolean {
  return open(s).length === 0;
}
