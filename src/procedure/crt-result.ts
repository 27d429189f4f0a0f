import type { Draft } from 'immer';
import { d66Add } from '../dice/index.ts';
import type { Coord } from '../model/coord.ts';
import type { CrtResult } from '../model/ruleset.ts';
import { terrainAt, unitsByIds } from './board.ts';
import type { InStep } from './in-step.ts';
import { loseIncrements, removals, removeUnit } from './losses.ts';
import { disorderOrRout, routs } from './morale.ts';
import { queueMove } from './moves.ts';
import { say } from './say.ts';
import type { ChargeState } from './state.ts';
import { rulesetOf } from './static.ts';

/** Who a melee result falls on: the charging units, the defending units and the hexes of each side. */
export interface MeleeSides {
  readonly attackers: readonly string[];
  readonly attackerHex: Coord;
  readonly defenders: readonly string[];
  readonly defenderHexes: readonly Coord[];
  /**
   * Routed units stacked with the defenders: they did not stand, fire or melee, but share the
   * stack's fate (ruling R26): DS removes them, DR and DD make them rout with it.
   */
  readonly routedWithDefenders?: readonly string[];
}

/**
 * Applies an assault and melee chart result (step 5): surrender, rout, disorder with fall back or
 * retreat (special structures hold unless already disordered), bounce (19.9.3), or increment losses
 * with starred morale checks. Moves are queued; `moraleRolls` are the d66 for starred checks, in order;
 * `inStep` is the machine step and the doctrines the routs are made under.
 */
export function applyCrtResult(
  d: Draft<ChargeState>,
  r: CrtResult,
  sides: MeleeSides,
  inStep: InStep,
  moraleRolls: readonly number[] = [],
): void {
  const s = d as unknown as ChargeState;
  const away = [sides.attackerHex];
  // Stryker disable next-line ArrayDeclaration: both callers pass the list (the fallback runs for no test); an id of no unit is never moved, named nor removed
  const routedWith = sides.routedWithDefenders ?? [];
  switch (r.kind) {
    case 'AS':
      say(d, { rule: 'step 5', key: 'result.AS', effects: removals(d, sides.attackers, 'surrendered') });
      for (const id of sides.attackers) removeUnit(d, id, 'surrendered', 'step 5');
      return;
    case 'AR':
      say(d, { rule: 'step 5', key: 'result.AR' });
      routs(d, sides.attackers, sides.defenderHexes, 'step 5', false, inStep);
      return;
    case 'AD':
      say(d, { rule: 'step 5', key: 'result.AD', params: { hexes: r.hexes } });
      disorderOrRout(
        d,
        sides.attackers,
        {
          retreat: r.hexes,
          retreatKind: 'fall-back',
          awayFrom: sides.defenderHexes,
          rule: 'step 5',
          defender: false,
        },
        inStep,
      );
      return;
    case 'none': {
      const b = rulesetOf(d).settings.bounce;
      say(d, {
        rule: '19.9.3',
        key: 'result.bounce',
        params: { hexes: b.hexes, disorder: b.disorder ? 'disordered' : 'in order' },
      });
      if (b.disorder) {
        disorderOrRout(
          d,
          sides.attackers,
          {
            retreat: b.hexes,
            retreatKind: 'fall-back',
            awayFrom: sides.defenderHexes,
            rule: '19.9.3',
            defender: false,
          },
          inStep,
        );
      } else if (b.hexes > 0) {
        queueMove(d, {
          units: sides.attackers,
          kind: 'bounce',
          hexes: b.hexes,
          awayFrom: sides.defenderHexes,
          // Stryker disable next-line StringLiteral: nothing reads a queued move's rule (its move is told under 13.2.4 and 10.5); it shows only in the move's own record while a path choice is pending
          rule: '19.9.3',
          // Stryker disable next-line BooleanLiteral: a bounce's defender flag is read by nobody (moves.ts reads it for retreats only); it shows only in the move's own record while a path choice is pending
          defender: false,
        });
      }
      return;
    }
    case 'DD': {
      say(d, { rule: 'step 5', key: 'result.DD', params: { hexes: r.hexes } });
      for (const hex of sides.defenderHexes) {
        const here = unitsByIds(s.board, sides.defenders).filter(
          (u) => u.at.col === hex.col && u.at.row === hex.row,
        );
        // The exception: units in a special structure do not retreat; those already disordered rout
        // by the second-disorder rule (disorderOrRout), so only the others are said to hold.
        const structure = terrainAt(s.board, rulesetOf(d), hex).kind === 'special-structure';
        const retreat = structure ? 0 : r.hexes;
        const holding = here.filter((u) => u.moraleState === 'good');
        if (structure && holding.length > 0)
          say(d, {
            rule: 'step 5',
            key: 'result.DD-structure',
            params: { stack: holding.map((u) => u.name).join(' + ') },
            units: holding.map((u) => u.id),
          });
        disorderOrRout(
          d,
          here.map((u) => u.id),
          { retreat, retreatKind: 'retreat', awayFrom: away, rule: 'step 5', defender: true },
          inStep,
        );
      }
      routedRoutAgain(d, routedWith, away, inStep);
      return;
    }
    case 'DR':
      say(d, { rule: 'step 5', key: 'result.DR' });
      sayRoutedWith(d, routedWith);
      // The stack routs as one, routed units stacked with the defenders included (R26).
      routs(d, [...sides.defenders, ...routedWith], away, 'step 5', true, inStep);
      return;
    case 'DS':
      say(d, {
        rule: 'step 5',
        key: 'result.DS',
        effects: removals(d, [...sides.defenders, ...routedWith], 'surrendered'),
      });
      // "Quitar todas las unidades defensoras": routed units stacked with the defenders too (R26).
      for (const id of [...sides.defenders, ...routedWith]) removeUnit(d, id, 'surrendered', 'step 5');
      return;
    case 'losses': {
      say(d, {
        rule: 'step 5',
        key: 'result.losses',
        params: { attacker: r.attacker, defender: r.defender },
      });
      // a side's 0 loses nothing: loseIncrements takes one increment at a time, n times
      loseIncrements(d, sides.attackers, r.attacker, 'step 5');
      loseIncrements(d, sides.defenders, r.defender, 'step 5');
      let k = 0;
      const check = (ids: readonly string[], awayFrom: readonly Coord[], defender: boolean) => {
        const units = unitsByIds(s.board, ids);
        const top = units[0];
        const roll = moraleRolls[k++];
        if (!top || roll === undefined) return;
        const modified = d66Add(roll, 0, rulesetOf(d).settings.d66Clamp);
        const passed = modified > top.morale;
        say(d, {
          rule: 'step 5',
          key: passed ? 'result.check-passed' : 'result.check-failed',
          params: { stack: units.map((u) => u.name).join(' + '), roll, morale: top.morale },
          units: units.map((u) => u.id),
          arithmetic: `d66 ${roll} ${passed ? '>' : '<='} morale ${top.morale}`,
          dice: { dice: 'd66', roll },
        });
        if (!passed) {
          disorderOrRout(
            d,
            units.map((u) => u.id),
            { retreat: 0, retreatKind: 'retreat', awayFrom, rule: 'step 5', defender },
            inStep,
          );
        }
      };
      if (r.attackerCheck) check(sides.attackers, sides.defenderHexes, false);
      if (r.defenderCheck) check(sides.defenders, away, true);
      return;
    }
  }
}

/** Says that routed units stacked with the defenders share their result (ruling R26). */
function sayRoutedWith(d: Draft<ChargeState>, ids: readonly string[]): void {
  const units = unitsByIds((d as unknown as ChargeState).board, ids);
  if (units.length === 0) return;
  say(d, {
    rule: 'step 5',
    key: 'result.routed-with-defenders',
    params: { units: units.map((u) => u.name).join(' + ') },
  });
}

/** On DD, routed units stacked with the defenders cannot be disordered further: they rout (ruling R26). */
function routedRoutAgain(
  d: Draft<ChargeState>,
  ids: readonly string[],
  away: readonly Coord[],
  inStep: InStep,
): void {
  const s = d as unknown as ChargeState;
  const units = unitsByIds(s.board, ids);
  if (units.length === 0) return;
  sayRoutedWith(d, ids);
  routs(
    d,
    units.map((u) => u.id),
    away,
    // Stryker disable next-line StringLiteral: the rule of a rout of units already routed is read by nobody (nothing is said of them, the move is told under 13.2.4 and 10.5, a flight record's rule is never read)
    'step 5',
    true,
    // (already routed: routs says nothing more of them)
    inStep,
  );
}

/** How many starred morale checks (d66 each) a chart result calls for. */
export function moraleChecksOf(r: CrtResult): number {
  return r.kind === 'losses' ? Number(r.attackerCheck) + Number(r.defenderCheck) : 0;
}
