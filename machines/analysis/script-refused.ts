import type { RollRequest } from '../../src/procedure/state.ts';
import type { ChargeSnapshot } from '../session.ts';
import { step } from './drive.ts';

/**
 * Dice a replay cannot play: a script that runs out (dice/script-exhausted), a value that does not fit its
 * roll (dice/out-of-range), or no generator at all (dice/manual-needs-roll).
 */
export class ScriptRefused extends Error {
  readonly code: 'dice/script-exhausted' | 'dice/out-of-range' | 'dice/manual-needs-roll';
  constructor(code: ScriptRefused['code'], message: string) {
    super(message);
    this.code = code;
    this.name = 'ScriptRefused';
  }

  /** The script ran out with this roll still to make. */
  static ranOut(length: number, p: RollRequest): ScriptRefused {
    return new ScriptRefused(
      'dice/script-exhausted',
      `the dice script ran out after ${length} value${length === 1 ? '' : 's'}: the charge still needs ${p.dice} (${p.rule})`,
    );
  }

  /**
   * The snapshot after the pending roll is drawn from the charge's own dice source; refused when a script
   * has no value left or its next value does not answer the roll.
   */
  static rolled(snap: ChargeSnapshot): ChargeSnapshot {
    try {
      return step(snap, { type: 'AUTO_ROLL' });
    } catch (e) {
      const p = snap.context.pending;
      const d = snap.context.dice;
      if (d.kind === 'manual')
        throw new ScriptRefused(
          'dice/manual-needs-roll',
          'manual dice cannot be replayed: give a seed or a script',
        );
      if (d.kind !== 'script') throw e;
      if (p?.kind === 'roll' && d.next >= d.values.length) throw ScriptRefused.ranOut(d.values.length, p);
      const used = d.next;
      const value = d.values[used];
      throw new ScriptRefused(
        'dice/out-of-range',
        `dice script entry ${used + 1} (${value}) does not answer ${p?.kind === 'roll' ? p.dice : 'a roll'}${p?.kind === 'roll' ? ` (${p.rule})` : ''}`,
      );
    }
  }
}
