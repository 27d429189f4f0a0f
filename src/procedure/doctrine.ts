import type { Draft } from 'immer';
import type { Coord } from '../model/coord.ts';
import type { ChargeState } from './state.ts';

/**
 * What a mass-battle doctrine (flight and pursuit of seeds 000-002, src/doctrines) changes in the La
 * Bataille procedure. The procedure knows nothing of the doctrines: the machine passes the ones the
 * ruleset selects (src/doctrines, `doctrinesFor`: a flight and a pursuit doctrine as values, with these
 * hooks) to each call that needs them (InStep), and the procedure asks them at these points. `step` is
 * the machine step the call runs in.
 */
export interface DoctrinePlugin {
  /** Whether a rout becomes a flight under the ruleset's flight doctrine (defenders; attackers routed by the melee result). */
  readonly routBecomesFlight: (s: Pick<ChargeState, 'ruleset'>, defender: boolean, step: string) => boolean;
  /** Records the flights of units that would rout (the doctrine moves them in its own step). */
  readonly recordFlights: (
    d: Draft<ChargeState>,
    ids: readonly string[],
    awayFrom: readonly Coord[],
    rule: string,
    step: string,
  ) => void;
  /** Whether a charging unit held back under the pursuit doctrine stays in place instead of advancing. */
  readonly staysInPlace: (s: Pick<ChargeState, 'ruleset' | 'doctrine'>, unitId: string) => boolean;
  /** Answers a choice of the doctrine's own (cause of flight, whom to pursue, hold back, the order). */
  readonly answerChoice: (s: ChargeState, option: number) => ChargeState;
}

/** The La Bataille procedure as it is: no flight, no hold-back, no doctrine step. */
export const NO_DOCTRINE: DoctrinePlugin = {
  routBecomesFlight: () => false,
  recordFlights: () => {},
  staysInPlace: () => false,
  answerChoice: (s) => s,
};
