import { unitById } from '../procedure/board.ts';
import { subjectOf, words } from '../procedure/request.ts';
import type { ChargeState } from '../procedure/state.ts';
import type { Next, PursuitDoctrine } from './doctrine.ts';
import { eligiblePursuers, pursuableFlights } from './eligibility.ts';
import { unitName as name } from './names.ts';
import { tell } from './say.ts';

/**
 * The pursuit declarations of the flight step, before any flight roll (seed 000 "Cuándo se persigue";
 * seed 001): who pursues, then whom each pursuer follows (a choice when several fled); null when made.
 */
export function declarationsNext(s: ChargeState, pursuit: PursuitDoctrine): Next | null {
  const p = s.doctrine!;
  if (p.pursuers === undefined) {
    return {
      auto: (d) => {
        const ids = pursuableFlights(s, pursuit).length > 0 ? eligiblePursuers(s, pursuit) : [];
        d.doctrine!.pursuers = ids.map((unit) => ({ unit }));
        // under La Bataille's pursuit there are no seed 000 declarations: step 7 follows the advance
        if (pursuit.recallAndPursuit) return;
        tell(d, pursuit.rules.who, ids.length ? 'doctrine.pursuers' : 'doctrine.no-pursuers', {
          units: ids.map((id) => name(s, id)).join(' + ') || 'none',
        });
      },
    };
  }
  for (const pr of p.pursuers) {
    if (pr.target !== undefined) continue;
    const targets = pursuableFlights(s, pursuit, !s.attackers.includes(pr.unit));
    if (targets.length > 1) {
      return {
        pending: {
          kind: 'choice',
          id: `pursue-which:${pr.unit}`,
          what: 'pursue-which',
          subject: subjectOf([unitById(s.board, pr.unit)!]),
          // the pursuer's controller picks whom it pursues (ruling R61)
          side: unitById(s.board, pr.unit)!.side,
          say: words('request.pursue-which', { unit: name(s, pr.unit) }),
          rule: pursuit.rules.target,
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
        d.doctrine!.pursuers!.find((x) => x.unit === pr.unit)!.target = targets[0]?.unit ?? '';
      },
    };
  }
  return null;
}
