import { unitById } from '../../procedure/board.ts';
import type { ChargeState } from '../../procedure/state.ts';
import type { Next } from '../doctrine.ts';
import { sideName } from '../names.ts';
import { RULE } from '../rules.ts';
import { tell } from '../say.ts';

/**
 * Seed 001: the active player chooses which player rolls pursuit first; in one charge only one side
 * pursues, so that side does (ruling R46). Settled once a pursuer has a target; null otherwise.
 */
export function firstToRollNext(s: ChargeState): Next | null {
  const p = s.doctrine!;
  if (p.firstToRoll !== undefined || !p.pursuers!.some((x) => x.target)) return null;
  const side = unitById(s.board, p.pursuers![0]!.unit)!.side;
  return {
    auto: (d) => {
      d.doctrine!.firstToRoll = side;
      tell(d, RULE.order8e, 'doctrine.first-to-roll', { side: sideName(s, side) });
    },
  };
}
