import { makeCrtResult } from '../data/crt-result.ts';
import { d6Add, d66Add } from '../dice/index.ts';
import { distance, hexLine, neighbors } from '../hex/index.ts';
import { compare, ratio } from '../math/ratio.ts';
import { onBoard } from '../model/board.ts';
import { type Coord, hexLabel } from '../model/coord.ts';
import type { Unit } from '../model/unit.ts';
import { itemsWhere, terrainAt, unitsAt, unitsByIds } from './board.ts';
import { lookup } from './chart.ts';
import { applyCrtResult } from './crt-result.ts';
import { produce } from './immer.ts';
import type { InStep } from './in-step.ts';
import { type LogEffect, movedAlong } from './log-effect.ts';
import { loseIncrements } from './losses.ts';
import { meleeValue } from './melee-value.ts';
import { applicableSteps, formatSteps } from './modifiers.ts';
import { routs } from './morale.ts';
import { carryLeaders, runMoves } from './moves.ts';
import { columnFor, formatOdds, roundedRatio } from './odds.ts';
import { subjectOf, words } from './request.ts';
import { say } from './say.ts';
import { chargers, situationFor } from './situation.ts';
import type { ChargeState } from './state.ts';

/** The routed target units still on the board: those the cavalry may pursue (19.11). */
export function routedTargetsLeft(s: ChargeState): Unit[] {
  // Stryker disable next-line MethodExpression: routedTargets holds only units that routed, and nothing in a charge rallies a routed unit
  return unitsByIds(s.board, s.routedTargets).filter((u) => u.moraleState === 'routed');
}

/**
 * The units in retreat ("las unidades en retirada") that not-recalled cavalry must pursue (19.11,
 * ruling R27): the routed target units still on the board; under `pursuitOf: "retreating"` also the
 * target units that retreated after a DD and are still on the board.
 */
export function unitsInRetreat(s: ChargeState): Unit[] {
  const routed = routedTargetsLeft(s);
  if (s.ruleset.settings.pursuitOf !== 'retreating') return routed;
  // Stryker disable next-line ArrayDeclaration,MethodExpression: an id of no unit on the board gives no unit; a target that retreated on a DD did not rout in the same charge (DD routs only units already disordered, and those do not retreat), so the filter drops nothing
  const retreated = unitsByIds(s.board, s.retreatedTargets ?? []).filter(
    (u) => !routed.some((r) => r.id === u.id),
  );
  return [...routed, ...retreated];
}

/** The charging units able to pursue or be recalled: on the board and not routed. */
function horsemen(s: ChargeState): Unit[] {
  return chargers(s).filter((u) => u.moraleState !== 'routed');
}

/** Whether step 7 applies: a target unit in retreat is still on the board, and charging cavalry can follow (19.11). */
export function pursuitApplies(s: ChargeState): boolean {
  return unitsInRetreat(s).length > 0 && horsemen(s).length > 0;
}

/** Asks for the recall roll of the charging cavalry (19.8). */
export function askRecall(s: ChargeState): ChargeState {
  return produce(s, (d) => {
    const riders = horsemen(s);
    d.pending =
      s.recall === undefined
        ? {
            kind: 'roll',
            id: 'recall',
            what: 'recall',
            // the charging player rolls the recall of its cavalry (ruling R61)
            subject: subjectOf(riders),
            side: riders[0]!.side,
            dice: s.ruleset.recall.dice,
            say: words('request.recall'),
            rule: '19.8',
          }
        : null;
  });
}

/** What the recall roll reads (19.8): the chart, its modifiers, the modified roll and the result. */
function readRecall(s: ChargeState, roll: number) {
  const chart = s.ruleset.recall;
  const mods = applicableSteps(chart.modifiers, situationFor(s, unitsInRetreat(s)));
  const modified =
    chart.dice === 'd6' ? d6Add(roll, mods.total) : d66Add(roll, mods.total, s.ruleset.settings.d66Clamp);
  // Stryker disable next-line StringLiteral: the rows cover every roll of the die once (validated at load) and the modified roll is clamped to the die: the fallback runs for no roll
  return { chart, mods, modified, result: lookup(chart.rows, modified) ?? 'not-recalled' };
}

/** The class of a recall roll (19.8): only recalled or not changes the charge. */
export function recallClass(s: ChargeState, roll: number): string {
  return readRecall(s, roll).result;
}

/**
 * The class of the pursuit melee d66 (19.11): the chart result it gives (the modified roll is kept to
 * look the result up again, no more).
 */
export function pursuitMeleeClass(s: ChargeState, roll: number): string {
  const column = s.ruleset.crt.columns[s.pursuitMelee!.columnIndex]!;
  return JSON.stringify(lookup(column.cells, d66Add(roll, 0, s.ruleset.settings.d66Clamp)));
}

/** Reads the recall chart (19.8): the die plus its modifiers gives recalled or not recalled. */
export function resolveRecall(s: ChargeState, roll: number): ChargeState {
  const { chart, mods, modified, result } = readRecall(s, roll);
  return produce(s, (d) => {
    d.pending = null;
    d.recall = result;
    say(d, {
      rule: '19.8',
      key: result === 'recalled' ? 'recall.recalled' : 'recall.not-recalled',
      params: {
        stack: horsemen(s)
          .map((u) => u.name)
          .join(' + '),
        roll,
        modified,
      },
      units: horsemen(s).map((u) => u.id),
      arithmetic: `${chart.dice} ${roll}${mods.used.length ? ` ${formatSteps(mods.used)}` : ''} = ${modified}: ${result}`,
      dice: { dice: chart.dice, roll, modified },
    });
  });
}

/** Whether the recall roll recalled the cavalry. */
export function recalled(s: ChargeState): boolean {
  return s.recall === 'recalled';
}

/** Trample options of recalled cavalry: each routed target it can reach and how many increments it can ride down (2 MP each). */
export function trampleOptions(s: ChargeState): { unit: string; increments: number; cost: number }[] {
  const riders = horsemen(s);
  const mp = Math.min(...riders.map((u) => u.movementLeft ?? 0));
  const per = s.ruleset.settings.trampleCostPerIncrement;
  return routedTargetsLeft(s)
    .map((u) => {
      const reach = Math.max(0, distance(riders[0]!.at, u.at) - 1);
      const increments = Math.max(0, Math.min(u.increments, Math.floor((mp - reach) / per)));
      return { unit: u.id, increments, cost: reach + increments * per };
    })
    .filter((o) => o.increments > 0)
    .sort((a, b) => b.increments - a.increments);
}

/** Asks recalled cavalry whether and whom to trample (default: the most increments). */
export function askTrample(s: ChargeState): ChargeState {
  return produce(s, (d) => {
    d.pending = null;
    const opts = trampleOptions(s);
    if (s.trampleChoice !== undefined || opts.length === 0) return;
    const options = [
      ...opts.map((o, i) => {
        const target = unitsByIds(s.board, [o.unit])[0]!;
        return {
          id: String(i),
          say: words('option.trample', { unit: target.name, increments: o.increments, cost: o.cost }),
          unit: o.unit,
        };
      }),
      { id: 'none', say: words('option.no-trample') },
    ];
    const riders = horsemen(s);
    d.pending = {
      kind: 'choice',
      id: 'trample',
      what: 'trample',
      // the charging player decides what its recalled cavalry tramples (ruling R19, R61)
      subject: subjectOf(riders),
      side: riders[0]!.side,
      say: words('request.trample'),
      rule: '19.8',
      options,
      defaultOption: 0,
    };
  });
}

/** Recalled cavalry spends its remaining movement trampling (19.8): 2 MP per increment of the routed unit eliminated. */
export function trample(s: ChargeState): ChargeState {
  const opts = trampleOptions(s);
  const o = opts[s.trampleChoice ?? 0];
  return produce(s, (d) => {
    if (!o) {
      say(d, { rule: '19.8', key: 'trample.none' });
      return;
    }
    const target = unitsByIds(s.board, [o.unit])[0]!;
    say(d, {
      rule: '19.8',
      key: 'trample.done',
      params: { unit: target.name, increments: o.increments, cost: o.cost },
    });
    for (const u of itemsWhere(d.board.units, (x) => s.attackers.includes(x.id)))
      u.movementLeft = Math.max(0, (u.movementLeft ?? 0) - o.cost);
    loseIncrements(d, [o.unit], o.increments, '19.8');
  });
}

/** Asks which unit in retreat not-recalled cavalry follows when there are several (default: the nearest). */
export function askPursuitTarget(s: ChargeState): ChargeState {
  return produce(s, (d) => {
    d.pending = null;
    const routed = unitsInRetreat(s);
    if (s.pursuitTarget !== undefined || routed.length < 2) return;
    const riders = horsemen(s);
    const from = riders[0]!.at;
    const sorted = [...routed].sort((a, b) => distance(from, a.at) - distance(from, b.at));
    d.pending = {
      kind: 'choice',
      id: 'pursuit-target',
      what: 'pursuit-target',
      // the charging player picks whom its cavalry pursues (ruling R61)
      subject: subjectOf(riders),
      side: riders[0]!.side,
      say: words('request.pursuit-target'),
      rule: '19.11',
      options: sorted.map((u) => ({
        id: u.id,
        say: words('option.unit-at', { unit: u.name, hex: hexLabel(u.at) }),
        unit: u.id,
        hex: u.at,
        path: [u.at],
      })),
      defaultOption: 0,
    };
  });
}

/**
 * Not-recalled cavalry must pursue (19.11): it follows the unit in retreat straight along the line to
 * it, up to its movement left (or the ruleset's pursuit hexes), stopping at the first hex next to an
 * enemy. A routed unit touched retreats again; any other enemy touched is meleed at x1/2 (`inStep`:
 * the machine step and the doctrines the rout is made under).
 */
export function pursue(s: ChargeState, inStep: InStep): ChargeState {
  const riders = horsemen(s);
  const routed = unitsInRetreat(s);
  const start = riders[0]!.at;
  // With two units in retreat or more, askPursuitTarget has had the player choose (default: the nearest).
  const target = routed.find((u) => u.id === s.pursuitTarget) ?? routed[0]!;
  const allowance = Math.min(...riders.map((u) => u.movementLeft ?? s.ruleset.settings.pursuitHexes));
  const side = riders[0]!.side;
  const enemyNextTo = (hex: { col: number; row: number }) =>
    neighbors(hex).flatMap((n) =>
      onBoard(s.board, n) ? unitsAt(s.board, n).filter((u) => u.side !== side) : [],
    );
  let at = start;
  let touched = enemyNextTo(at);
  const path = hexLine(start, target.at).slice(1);
  // the hexes entered, for the log's `moved` effects
  const passed: Coord[] = [];
  for (const hex of path) {
    if (touched.length > 0) break;
    if (!onBoard(s.board, hex) || unitsAt(s.board, hex).length > 0) break;
    if (terrainAt(s.board, s.ruleset, hex).kind === 'impassable') break;
    if (distance(start, hex) > allowance) break;
    at = hex;
    passed.push(hex);
    touched = enemyNextTo(at);
  }
  const fresh = touched.filter((u) => u.moraleState !== 'routed');
  // Touching no fresh enemy, every unit touched is routed.
  const contact =
    fresh.length > 0
      ? { kind: 'fresh' as const, units: unitsAt(s.board, fresh[0]!.at).map((u) => u.id) }
      : touched.length > 0
        ? { kind: 'routed' as const, units: touched.map((u) => u.id) }
        : { kind: 'none' as const, units: [] };
  return produce(s, (d) => {
    const moved: LogEffect[] = [];
    for (const u of itemsWhere(d.board.units, (x) => riders.some((r) => r.id === x.id))) {
      if (!d.quietLog && passed.length > 0) moved.push(movedAlong(u.id, u.at, passed, 'pursuit'));
      u.at = { col: at.col, row: at.row };
    }
    carryLeaders(d, start, at, side);
    d.pursuers = riders.map((u) => u.id);
    d.pursuitContact = contact;
    say(d, {
      rule: '19.11',
      key: 'pursuit.follow',
      params: {
        stack: riders.map((u) => u.name).join(' + '),
        target: target.name,
        from: hexLabel(start),
        to: hexLabel(at),
        touched: touched.length ? touched.map((u) => u.name).join(' + ') : 'nothing',
      },
      units: riders.map((u) => u.id),
      effects: moved,
    });
    if (contact.kind === 'routed') {
      // Against routed units, step 1 (10.5): the routed unit retreats again, losing an increment per zone left.
      say(d, {
        rule: '10.5',
        key: 'pursuit.caught-routed',
        params: { units: touched.map((u) => u.name).join(' + ') },
      });
      // (already routed: routs says nothing more of them)
      // Stryker disable next-line StringLiteral: the rule of a rout of units already routed is read by nobody (the move is told under 13.2.4 and 10.5)
      routs(d, contact.units, [at], '10.5', true, inStep, { firstZoneCosts: true });
      runMoves(d);
    } else if (contact.kind === 'fresh') {
      const defenders = unitsByIds(s.board, contact.units).filter((u) => u.moraleState !== 'routed');
      const sit = situationFor({ ...s, board: d.board as never }, defenders, true);
      const att = meleeValue(riders, 'attacker', s.ruleset.meleeModifiers, [sit]);
      const def = meleeValue(defenders, 'defender', s.ruleset.meleeModifiers, [sit]);
      const safe = compare(def.value, ratio(0)) === 0 ? ratio(1, 1000) : def.value;
      const idx = columnFor(
        s.ruleset.crt.columns,
        roundedRatio(att.value, safe, s.ruleset.settings.oddsRounding),
      );
      d.pursuitMelee = { columnIndex: idx };
      say(d, {
        rule: '19.11',
        key: 'pursuit.melee-odds',
        params: {
          stack: defenders.map((u) => u.name).join(' + '),
          column: formatOdds(s.ruleset.crt.columns[idx]!.odds),
        },
        units: defenders.map((u) => u.id),
        arithmetic: `melee ${att.arithmetic} : ${def.arithmetic} = ${formatOdds(s.ruleset.crt.columns[idx]!.odds)}`,
      });
    }
  });
}

/** Asks for the d66 of the pursuit melee against the first fresh enemy touched (19.11). */
export function askPursuitMelee(s: ChargeState): ChargeState {
  return produce(s, (d) => {
    const due = s.pursuitMelee && s.pursuitMelee.roll === undefined;
    // the pursuers, then the stack they touched (pursuitContact.units)
    const units = due ? [...horsemen(s), ...unitsByIds(s.board, s.pursuitContact!.units)] : [];
    d.pending = due
      ? {
          kind: 'roll',
          id: 'pursuit-melee',
          what: 'pursuit-melee',
          // the charging player rolls the melee of its pursuing cavalry (ruling R61)
          subject: subjectOf(units),
          side: units[0]!.side,
          dice: 'd66',
          say: words('request.pursuit-melee'),
          rule: '19.11',
        }
      : null;
  });
}

/**
 * Reads the pursuit melee roll and applies its result (19.11; starred checks are not taken in a pursuit
 * melee) in the machine step and under the doctrines of `inStep`.
 */
export function resolvePursuitMelee(s: ChargeState, roll: number, inStep: InStep): ChargeState {
  const pm = s.pursuitMelee!;
  const column = s.ruleset.crt.columns[pm.columnIndex]!;
  const modified = d66Add(roll, 0, s.ruleset.settings.d66Clamp);
  const result = lookup(column.cells, modified)!;
  // The stack touched: its units that are not routed melee (as in pursue's odds); routed units stacked
  // with them share the stack's fate as in step 5 (ruling R26), and take none of its increment losses.
  const stack = unitsByIds(s.board, s.pursuitContact!.units);
  const defenders = stack.filter((u) => u.moraleState !== 'routed');
  const routedWithDefenders = stack.filter((u) => u.moraleState === 'routed').map((u) => u.id);
  return produce(s, (d) => {
    d.pending = null;
    d.pursuitMelee = { columnIndex: pm.columnIndex, roll, modified };
    say(d, {
      rule: '19.11',
      key: 'pursuit.melee-roll',
      params: { roll, column: formatOdds(column.odds), result: makeCrtResult(result) },
      dice: { dice: 'd66', roll, modified },
    });
    // No morale rolls are given: a starred result takes no check here.
    applyCrtResult(
      d,
      result,
      {
        attackers: s.pursuers,
        // the pursuers: still on the board and not routed until after this melee
        attackerHex: horsemen(s)[0]!.at,
        defenders: defenders.map((u) => u.id),
        // the hex touched, its units all still there: nothing moved them since the pursuit
        defenderHexes: [stack[0]!.at],
        routedWithDefenders,
      },
      inStep,
    );
    runMoves(d);
  });
}

/** Whether the pursuit touched a fresh enemy and must melee it (19.11). */
export function pursuitMeleeDue(s: ChargeState): boolean {
  return (
    // Stryker disable next-line LogicalOperator,OptionalChaining: when no melee is due, askPursuitMelee asks nothing and the machine goes straight on to routedInPlace within the same event (no snapshot between), as it does when this is false
    s.pursuitContact?.kind === 'fresh' && s.pursuitMelee !== undefined && s.pursuitMelee.roll === undefined
  );
}

/** After all melees the pursuing cavalry is routed in place (19.11). */
export function routedInPlace(s: ChargeState): ChargeState {
  return produce(s, (d) => {
    for (const u of itemsWhere(
      d.board.units,
      (x) => s.pursuers.includes(x.id) && x.moraleState !== 'routed',
    )) {
      say(d, {
        rule: '19.11',
        key: 'pursuit.routed-in-place',
        params: { unit: u.name, hex: hexLabel(u.at) },
        effects: [{ kind: 'state', unit: u.id, of: 'morale', from: u.moraleState, to: 'routed' }],
      });
      u.moraleState = 'routed';
    }
  });
}
