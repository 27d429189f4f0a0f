import type { Draft } from 'immer';
import { findRetreatPaths, type RetreatSearch, zonesOf } from '../hex/index.ts';
import type { Board } from '../model/board.ts';
import { type Coord, hexLabel } from '../model/coord.ts';
import { anyWhere, boardAsItStands, itemAt, itemsWhere, unitsByIds } from './board.ts';
import { movedAlong } from './log-effect.ts';
import { loseIncrements, removeUnit } from './losses.ts';
import { subjectOf, words } from './request.ts';
import { say } from './say.ts';
import type { ChargeState, PendingMove } from './state.ts';
import { rulesetOf } from './static.ts';

/**
 * Queues a retreat, fall-back, bounce or rout move: one move for each hex the units stand in, since
 * each stack moves from its own hex (units of several target hexes never move as one).
 */
export function queueMove(d: Draft<ChargeState>, move: PendingMove): void {
  const byHex = new Map<string, string[]>();
  for (const u of itemsWhere(d.board.units, (x) => move.units.includes(x.id))) {
    const key = `${u.at.col},${u.at.row}`;
    byHex.set(key, [...(byHex.get(key) ?? []), u.id]);
  }
  for (const units of byHex.values()) d.moves.push({ ...move, units } as Draft<PendingMove>);
}

/** Leaders go with their side's units: when none of the side is left in `from`, its leaders there move to `to`. */
export function carryLeaders(d: Draft<ChargeState>, from: Coord, to: Coord, side: string): void {
  const stays = anyWhere(
    d.board.units,
    (u) => u.side === side && u.at.col === from.col && u.at.row === from.row,
  );
  if (stays) return;
  for (const l of itemsWhere(
    d.board.leaders,
    (x) => x.side === side && x.at.col === from.col && x.at.row === from.row,
  ))
    l.at = { col: to.col, row: to.row };
}

function searchFor(d: Draft<ChargeState>, m: PendingMove): RetreatSearch {
  // The search reads the board as it stands, not the draft: reading through the draft's proxies
  // costs more than the search itself.
  const ruleset = rulesetOf(d);
  return findRetreatPaths({
    board: boardAsItStands(d.board as Board),
    terrain: ruleset.terrain,
    hexsides: ruleset.hexsides,
    routedHaveZoc: ruleset.settings.routedUnitsHaveZoc,
    stackingLimit: ruleset.settings.stackingLimit,
    units: m.units,
    hexes: m.hexes,
    awayFrom: m.awayFrom,
    // A player chooses among at most this many equal paths; the first is the documented default.
    maxPaths: 12,
  });
}

/**
 * Makes the queued moves in order (13.2.4 priorities, 10.5 zone losses) until one has several equal
 * best paths, which becomes a player's choice; returns with the queue empty or a choice pending.
 */
export function runMoves(d: Draft<ChargeState>): void {
  while (d.moves.length > 0 && d.pending === null) {
    const m = d.moves[0] as PendingMove;
    // Each queued move holds a unit on the board: queueMove queues only the units it finds, each in one
    // move, and a move removes only its own units (18.10.4 below, 13.2.4, 10.5).
    const units = unitsByIds(d.board as never, m.units);
    const name = units.map((u) => u.name).join(' + ');
    if (m.kind === 'rout') {
      for (const u of units.filter((x) => x.arm === 'artillery' && x.formation === 'unlimbered')) {
        // 18.10.4: unlimbered artillery forced to rout is eliminated.
        say(d, {
          rule: '18.10.4',
          key: 'rout.artillery-eliminated',
          params: { unit: u.name },
          effects: [{ kind: 'removed', unit: u.id, reason: 'eliminated' }],
        });
        removeUnit(d, u.id, 'eliminated', '18.10.4');
      }
      if (unitsByIds(d.board as never, m.units).length === 0) {
        d.moves.shift();
        continue;
      }
    }
    const search = searchFor(d, m);
    if (search.best.length === 0) {
      // 13.2.4: a unit that cannot complete its move surrenders.
      say(d, {
        rule: '13.2.4',
        key: 'move.surrenders',
        params: { stack: name, hexes: m.hexes, move: m.kind },
        units: units.map((u) => u.id),
        effects: units.map((u) => ({ kind: 'removed', unit: u.id, reason: 'surrendered' }) as const),
      });
      for (const u of units) removeUnit(d, u.id, 'surrendered', '13.2.4');
      d.moves.shift();
      continue;
    }
    if (search.best.length > 1) {
      d.moves[0]!.paths = search.best as Draft<RetreatSearch['best']>;
      const movers = unitsByIds(d.board as never, m.units);
      d.pending = {
        kind: 'choice',
        id: `path-${m.kind}-${m.units.join('+')}`,
        what: 'retreat-path',
        // the player whose units move picks among the equal paths (ruling R12, R61)
        subject: subjectOf(movers),
        side: movers[0]!.side,
        say: words(`request.retreat-path.${m.kind}`, {
          stack: name,
          hexes: m.hexes,
          count: search.best.length,
        }),
        rule: '13.2.4',
        options: search.best.map((p, i) => ({
          id: String(i),
          say: words('option.path', { path: p.path.map(hexLabel).join('-') }),
          path: p.path,
        })),
        defaultOption: 0,
      } as never;
      return;
    }
    applyPath(d, 0, search);
  }
}

/** Makes the first queued move along its best path number `index` (the player's choice among equals). */
export function applyPath(d: Draft<ChargeState>, index: number, known?: RetreatSearch): void {
  const m = itemAt(d.moves as readonly PendingMove[], 0)!;
  const search = known ?? (m.paths ? { best: m.paths } : searchFor(d, m));
  // The index is one of the choice's options (answerChoice checks it) or 0 of a single best path.
  const path = search.best[index]!;
  const end = path.path[path.path.length - 1]!;
  const units = itemsWhere(d.board.units, (u) => m.units.includes(u.id));
  const from = { ...units[0]!.at };
  for (const u of units) u.at = { col: end.col, row: end.row };
  carryLeaders(d, from, end, units[0]!.side);
  // a unit that fled under a doctrine and is moved on by La Bataille's pursuit (19.11, a caught routed
  // unit retreats again) is still fleeing, from where it now stands
  for (const o of d.obligations ?? [])
    if (o.kind === 'still-fleeing' && m.units.includes(o.unit)) o.at = { col: end.col, row: end.row };
  if (!d.quietLog)
    say(d, {
      rule: '13.2.4',
      key: `move.${m.kind}`,
      params: {
        stack: units.map((u) => u.name).join(' + '),
        from: hexLabel(from),
        to: hexLabel(end),
        path: path.path.map(hexLabel).join('-'),
        hexes: m.hexes,
        cost: path.cost,
        zones: path.zonesLeft,
      },
      units: units.map((u) => u.id),
      effects: units.map((u) => movedAlong(u.id, from, path.path, m.kind)),
    });
  d.moves.shift();
  if (m.kind === 'retreat' && m.defender) {
    // Units in retreat that step 7 pursues under pursuitOf "retreating" (19.11, ruling R27).
    const known = d.retreatedTargets ?? [];
    // Stryker disable next-line MethodExpression: a unit retreats at most once a charge (a retreat disorders it, and a disordered unit routs instead), so no id is known already
    d.retreatedTargets = [...known, ...m.units.filter((id) => !known.includes(id))];
  }
  if (path.zonesLeft > 0 && m.kind !== 'bounce') {
    // 10.5: one increment lost for each enemy zone of influence left (a bounce is not a retreat: ruling
    // R3); the first zones, those of the hex the move starts in, cost nothing outside the procedure
    // against routed units (ruling R29).
    const s = d as unknown as ChargeState;
    const lost = firstZoneFree(s, m)
      ? zonesLostAfterTheFirst(s, from, units[0]!.side, path.zonesLeftBy)
      : path.zonesLeft;
    say(d, {
      rule: '10.5',
      key: lost < path.zonesLeft ? 'move.zones-left-first-free' : 'move.zones-left',
      params: { stack: units.map((u) => u.name).join(' + '), zones: path.zonesLeft, lost },
      units: units.map((u) => u.id),
    });
    loseIncrements(d, m.units, lost, '10.5');
  }
}

/**
 * Whether the first zone of influence a move leaves costs nothing (10.5, ruling R29): seed 003 says
 * "the first one included" only in the procedure against routed units, so elsewhere, under the
 * default `costs-only-against-routed`, it is free.
 */
export function firstZoneFree(s: ChargeState, m: PendingMove): boolean {
  return m.firstZoneCosts !== true && rulesetOf(s).settings.firstZoneLeft === 'costs-only-against-routed';
}

/**
 * The increments a move loses when its first zones are free (ruling R29): every zone left (`leftBy`,
 * the enemy unit of each zone left, in order) costs one, except the first leaving of each zone the
 * starting hex `from` lies in (those of the charge the unit is in contact with).
 */
export function zonesLostAfterTheFirst(
  s: ChargeState,
  from: Coord,
  side: string,
  leftBy: readonly string[],
): number {
  // Stryker disable next-line MethodExpression: friendly ids are never looked up in `first`: `leftBy` names only enemy units
  const enemies = s.board.units.filter((u) => u.side !== side);
  const ruleset = rulesetOf(s);
  const first = new Set(zonesOf(from, enemies, ruleset.hexsides, ruleset.settings.routedUnitsHaveZoc));
  let lost = 0;
  for (const id of leftBy) {
    if (first.has(id)) first.delete(id);
    else lost += 1;
  }
  return lost;
}
