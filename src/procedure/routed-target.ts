import { produce } from './immer.ts';
import type { InStep } from './in-step.ts';
import { routs } from './morale.ts';
import { runMoves } from './moves.ts';
import { say } from './say.ts';
import { stackUnits } from './situation.ts';
import type { ChargeState } from './state.ts';

/**
 * Against routed (PGD) units, step 1 (10.5): each routed target stack retreats (a rout move), losing one
 * increment for every zone of influence it must leave, the first one included (a flight under a
 * flight doctrine: `inStep`).
 */
export function routedTargetRetreats(s: ChargeState, inStep: InStep): ChargeState {
  return produce(s, (d) => {
    d.pending = null;
    for (const t of s.targets) {
      const units = stackUnits(s, t);
      say(d, {
        rule: '10.5',
        key: 'routed.retreats',
        params: { stack: units.map((u) => u.name).join(' + ') },
      });
      routs(
        d,
        units.map((u) => u.id),
        [s.attackerHex],
        // Stryker disable next-line StringLiteral: the rule of a rout of units already routed is read by nobody (nothing is said of them, the move is told under 13.2.4 and 10.5)
        '10.5',
        true,
        inStep,
        // (already routed: routs says nothing more of them)
        { firstZoneCosts: true },
      );
    }
    runMoves(d);
  });
}
