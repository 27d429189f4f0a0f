import type { Draft } from 'immer';
import { unitById } from '../procedure/board.ts';
import { produce } from '../procedure/immer.ts';
import type { ChargeState, Pending } from '../procedure/state.ts';
import type { Doctrines, PursuitDoctrine } from './doctrine.ts';
import { inOrder } from './order.ts';
import type { PursuerRecord } from './progress.ts';

/** Pursuers that still have to move, in the order they act: a target, not held back, on the board. */
function waiting(s: ChargeState): PursuerRecord[] {
  const ready =
    s.doctrine?.pursuers?.filter(
      (p) =>
        p.target &&
        p.holdBack !== 'held' &&
        p.holdBack !== 'declined' &&
        !p.moved &&
        unitById(s.board, p.unit),
    ) ?? [];
  return inOrder(ready, s.doctrine?.pursuitOrder);
}

/**
 * Whether a doctrine pursuit is due after the advance (the machine goes to its pursuit state): a pursuer
 * still has to move. Under the La Bataille pursuit no doctrine pursuer is ever declared (eligibility.ts).
 */
export function doctrinePursuitDue(s: ChargeState): boolean {
  return !doctrinePursuitDone(s);
}

/**
 * The doctrine's pursuit step (seeds 000, 001): asks what the pursuit doctrine needs before the next
 * pursuer moves (its roll, a fleeing enemy's new flight), or moves it, until all have moved.
 */
function pursuitStep(s: ChargeState, pursuit: PursuitDoctrine): ChargeState {
  let cur = produce(s, (d) => {
    d.pending = null;
  });
  for (let guard = 0; guard < 100; guard++) {
    const next = waiting(cur)[0];
    if (!next) return cur;
    const u = unitById(cur.board, next.unit)!;
    const pending = pursuit.pursuitRequest(cur, next, u);
    if (pending) {
      return produce(cur, (d) => {
        d.pending = pending as Draft<Pending>;
      });
    }
    const snapshot = cur;
    cur = produce(cur, (d) => {
      pursuit.pursue(d, snapshot, next);
      const rec = d.doctrine!.pursuers!.find((p) => p.unit === next.unit)!;
      rec.moved = true;
    });
  }
  throw new Error('pursuit step did not settle');
}

/** The pursuit step of the ruleset's doctrines (the machine's doctrinePursuit state). */
export function askDoctrinePursuit(s: ChargeState, doctrines: Pick<Doctrines, 'pursuit'>): ChargeState {
  return pursuitStep(s, doctrines.pursuit);
}

/** Whether every doctrine pursuer has moved (the machine leaves its pursuit state). */
export function doctrinePursuitDone(s: ChargeState): boolean {
  return waiting(s).length === 0;
}
