import { hexLabel } from '../model/coord.ts';
import type { Unit } from '../model/unit.ts';
import { itemsWhere } from './board.ts';
import { doctrine } from './doctrine.ts';
import { produce } from './immer.ts';
import { carryLeaders } from './moves.ts';
import { say } from './say.ts';
import { chargers, hexVacated } from './situation.ts';
import type { ChargeState } from './state.ts';

function vacatedHexes(s: ChargeState) {
  return s.targets.filter((t) => hexVacated(s, t)).map((t) => t.hex);
}

/** A charging unit that advances: not routed, and not held back under a pursuit doctrine (seed 000). */
function advances(s: ChargeState, u: Unit): boolean {
  return u.moraleState !== 'routed' && !doctrine().staysInPlace(s, u.id);
}

function canAdvance(s: ChargeState): boolean {
  return chargers(s).some((u) => advances(s, u));
}

/** Asks, when several target hexes were vacated, which one the charging stack advances into (default: the first). */
export function askAdvance(s: ChargeState): ChargeState {
  return produce(s, (d) => {
    d.step = 'advanceAfterCharge';
    d.pending = null;
    const hexes = vacatedHexes(s);
    if (hexes.length > 1 && canAdvance(s) && s.advanceChoice === undefined) {
      d.pending = {
        kind: 'choice',
        id: 'advance-hex',
        choice: 'advance-hex',
        purpose: 'vacated hex to advance into',
        rule: '19.10',
        options: hexes.map((h, i) => ({ id: String(i), label: hexLabel(h), path: [h] })),
        defaultOption: 0,
      };
    }
  });
}

/**
 * Step 6, advance after the charge (19.10): the charging units advance into a vacated target hex; if
 * the melee vacated it they are marked disordered first (already disordered: they stay so, not routed).
 * Under the 6th-edition pursuit doctrine a unit that held back stays where it is (seed 000).
 */
export function advanceAfterCharge(s: ChargeState): ChargeState {
  const hexes = vacatedHexes(s);
  const into = hexes[s.advanceChoice ?? 0];
  return produce(s, (d) => {
    d.pending = null;
    if (!into || !canAdvance(s)) {
      say(d, { rule: '19.10', key: hexes.length ? 'advance.cannot' : 'advance.none' });
      return;
    }
    const byMelee = s.meleeResult !== undefined;
    d.vacatedByMelee = byMelee;
    const movers = itemsWhere(d.board.units, (u) => s.attackers.includes(u.id) && advances(s, u as Unit));
    for (const u of movers) {
      if (byMelee && u.moraleState === 'good') u.moraleState = 'disordered';
      u.at = { col: into.col, row: into.row };
    }
    // Stryker disable next-line OptionalChaining: canAdvance holds, so movers has a unit, and it is on the board
    const from = s.board.units.find((u) => u.id === movers[0]?.id)?.at;
    // Stryker disable next-line ConditionalExpression,LogicalOperator: as above, both are always there
    if (from && movers[0]) carryLeaders(d, from, into, movers[0].side);
    say(d, {
      rule: '19.10',
      key: byMelee ? 'advance.disordered' : 'advance.in-order',
      params: { stack: movers.map((u) => u.name).join(' + '), hex: hexLabel(into) },
    });
  });
}
