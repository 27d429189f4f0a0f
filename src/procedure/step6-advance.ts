import { hexLabel } from '../model/coord.ts';
import type { Unit } from '../model/unit.ts';
import { itemsWhere } from './board.ts';
import type { DoctrinePlugin } from './doctrine.ts';
import { produce } from './immer.ts';
import { type LogEffect, movedAlong } from './log-effect.ts';
import { carryLeaders } from './moves.ts';
import { words } from './request.ts';
import { say } from './say.ts';
import { chargers, hexVacated } from './situation.ts';
import type { ChargeState } from './state.ts';

function vacatedHexes(s: ChargeState) {
  return s.targets.filter((t) => hexVacated(s, t)).map((t) => t.hex);
}

/** A charging unit that advances: not routed, and not held back under the pursuit doctrine (seed 000). */
function advances(s: ChargeState, u: Unit, doctrine: DoctrinePlugin): boolean {
  return u.moraleState !== 'routed' && !doctrine.staysInPlace(s, u.id);
}

function canAdvance(s: ChargeState, doctrine: DoctrinePlugin): boolean {
  return chargers(s).some((u) => advances(s, u, doctrine));
}

/**
 * Asks, when several target hexes were vacated, which one the charging stack advances into (default:
 * the first); none when no charging unit advances (routed, or held back under `doctrine`).
 */
export function askAdvance(s: ChargeState, doctrine: DoctrinePlugin): ChargeState {
  return produce(s, (d) => {
    d.pending = null;
    const hexes = vacatedHexes(s);
    if (hexes.length > 1 && canAdvance(s, doctrine) && s.advanceChoice === undefined) {
      const movers = chargers(s).filter((u) => advances(s, u, doctrine));
      d.pending = {
        kind: 'choice',
        id: 'advance-hex',
        what: 'advance-hex',
        // the charging player picks the hex (ruling R21, R61)
        subject: { units: movers.map((u) => u.id), hexes },
        side: movers[0]!.side,
        say: words('request.advance-hex'),
        rule: '19.10',
        options: hexes.map((h, i) => ({
          id: String(i),
          say: words('option.hex', { hex: hexLabel(h) }),
          hex: h,
          path: [h],
        })),
        defaultOption: 0,
      };
    }
  });
}

/**
 * Step 6, advance after the charge (19.10): the charging units advance into a vacated target hex; if
 * the melee vacated it they are marked disordered first (already disordered: they stay so, not routed).
 * Under the 6th-edition pursuit doctrine a unit that held back stays where it is (seed 000: `doctrine`).
 */
export function advanceAfterCharge(s: ChargeState, doctrine: DoctrinePlugin): ChargeState {
  const hexes = vacatedHexes(s);
  const into = hexes[s.advanceChoice ?? 0];
  return produce(s, (d) => {
    d.pending = null;
    if (!into || !canAdvance(s, doctrine)) {
      say(d, { rule: '19.10', key: hexes.length ? 'advance.cannot' : 'advance.none' });
      return;
    }
    const byMelee = s.meleeResult !== undefined;
    d.vacatedByMelee = byMelee;
    const movers = itemsWhere(
      d.board.units,
      (u) => s.attackers.includes(u.id) && advances(s, u as Unit, doctrine),
    );
    const effects: LogEffect[] = [];
    for (const u of movers) {
      if (byMelee && u.moraleState === 'good') {
        u.moraleState = 'disordered';
        effects.push({ kind: 'state', unit: u.id, of: 'morale', from: 'good', to: 'disordered' });
      }
      effects.push(movedAlong(u.id, u.at, [into], 'advance'));
      u.at = { col: into.col, row: into.row };
    }
    // canAdvance holds, so some charger on the board advances: movers has a first unit, on s.board
    const first = movers[0]!;
    carryLeaders(d, s.board.units.find((u) => u.id === first.id)!.at, into, first.side);
    say(d, {
      rule: '19.10',
      key: byMelee ? 'advance.disordered' : 'advance.in-order',
      params: { stack: movers.map((u) => u.name).join(' + '), hex: hexLabel(into) },
      units: movers.map((u) => u.id),
      effects,
    });
  });
}
