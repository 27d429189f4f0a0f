import type { ChargeState } from '../procedure/state.ts';

/** The parts of a charge state the invariants read (a `ChargeState` has them all). */
export type InvariantSource = Pick<
  ChargeState,
  | 'ruleset'
  | 'board'
  | 'initialBoard'
  | 'removed'
  | 'pending'
  | 'moves'
  | 'ending'
  | 'doctrine'
  | 'obligations'
>;
