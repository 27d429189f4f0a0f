import type { Edge } from './board.ts';
import type { Coord } from './coord.ts';
import type { Leader, Unit } from './unit.ts';

/**
 * What the host game must do after the charge because of a flight or a pursuit (seeds 000, 001):
 * - `melee-next-turn`: a new combat the pursuit caused, fought in the next turn (6e) or the next combat
 *   round (8e), with `charging` counted as having charged (6e: both sides if the enemy also charges it);
 * - `return-to-map`: a pursuer that left the map comes back in its next movement phase (remaining moves)
 *   at `exit`, facing inward; it cannot charge that phase and counts as having moved if it shoots;
 * - `still-fleeing`: a unit that fled and is still fleeing (6e: later turns flee toward the nearest edge).
 */
export type Obligation =
  | {
      readonly kind: 'melee-next-turn';
      readonly rule: string;
      readonly source: '000' | '001';
      /** The pursuing units that hit the enemy. */
      readonly attackers: readonly string[];
      readonly defenders: readonly string[];
      /** Units that count as charging in that melee. */
      readonly charging: readonly string[];
      /** 6e: if the enemy also declares a charge on the pursuer, both count as charging. */
      readonly bothChargeIfCountercharged: boolean;
      /** The enemy cannot react (6e: it can only hold; 8e: no charge reaction). */
      readonly enemyMayOnlyHold: boolean;
      /** 8e: the charge distance is the pursuit roll (inches). */
      readonly chargeDistance?: number;
      /** 8e: the enemy stands in another combat; if that combat is not fought yet this round, the pursuer joins it and may fight and pursue again. */
      readonly joinsCombatIfUnfought: boolean;
    }
  | {
      readonly kind: 'return-to-map';
      readonly rule: string;
      readonly source: '000' | '001';
      /** The unit as it left the board (it is not on the board meanwhile). */
      readonly unit: Unit;
      /** Leaders who rode with it and left the board with it (they come back with it). */
      readonly leaders?: readonly Leader[];
      /** The last hex on the map the pursuer crossed, where it comes back. */
      readonly exit: Coord;
      readonly edge: Edge;
      readonly when: 'next-movement-phase';
      readonly mayCharge: false;
      readonly countsAsMoved: true;
    }
  | {
      readonly kind: 'still-fleeing';
      readonly rule: string;
      readonly source: '002' | '001';
      readonly unit: string;
      readonly at: Coord;
      /** 6e later turns: toward the nearest map edge (src/doctrines/6e/later-turns.ts). */
      readonly nextFlight: 'toward-nearest-edge';
    };
