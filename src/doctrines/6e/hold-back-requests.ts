import { terrainAt, unitById } from '../../procedure/board.ts';
import { subjectOf, words } from '../../procedure/request.ts';
import type { ChargeState } from '../../procedure/state.ts';
import type { Next } from '../doctrine.ts';
import { unitName as name } from '../names.ts';
import { RULE } from '../rules.ts';
import { doctrineSettings } from '../settings.ts';
import { holdBackLeadership, mayDeclineFreely } from './hold-back.ts';

/**
 * The terrain a pursuer defends when it may decline to pursue freely (seed 000): a defender of the charge
 * standing in a special structure or general-order terrain (ruling 11 of docs/doctrines.md); else null.
 */
function declinesFreely(s: ChargeState, id: string): string | null {
  const u = unitById(s.board, id);
  if (!u || s.attackers.includes(id) || !mayDeclineFreely(s.board, s.ruleset, u)) return null;
  return terrainAt(s.board, s.ruleset, u.at).name.toLowerCase();
}

/**
 * Seed 000 "Evitar la persecución", before the flight rolls: each pursuer's choice to pursue or try to hold
 * back (or decline freely behind an obstacle), then the Leadership test of those that try; null when made.
 */
export function holdBackNext(s: ChargeState): Next | null {
  for (const pr of s.doctrine!.pursuers!) {
    if (pr.holdBack === undefined) {
      // seed 000: a unit defending a wall, hedge or fortification decides freely, without a test
      const free = declinesFreely(s, pr.unit);
      return {
        pending: {
          kind: 'choice',
          id: `hold-back:${pr.unit}`,
          what: 'hold-back',
          subject: subjectOf([unitById(s.board, pr.unit)!]),
          // seed 000: "un jugador puede preferir que su unidad no persiga": the pursuer's controller
          side: unitById(s.board, pr.unit)!.side,
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
      const u = unitById(s.board, pr.unit)!;
      const ld = holdBackLeadership(s.board, s.ruleset, u);
      return {
        pending: {
          kind: 'roll',
          id: `hold-back:${pr.unit}`,
          what: 'hold-back-test',
          subject: subjectOf([u]),
          // the pursuer's controller tests its Leadership (ruling R61)
          side: u.side,
          dice: doctrineSettings(s.ruleset).pursuit6e.holdBackDice,
          say: words('request.hold-back-test', { unit: u.name, leadership: ld.value, from: ld.from }),
          rule: RULE.holdBack,
        },
      };
    }
  }
  return null;
}
