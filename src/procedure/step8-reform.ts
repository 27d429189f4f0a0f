import { produce } from 'immer';
import type { Readiness } from '../model/unit.ts';
import { say } from './say.ts';
import type { ChargeState } from './state.ts';

const ORDER: readonly Readiness[] = ['fresh', 'tired', 'exhausted'];

/**
 * Step 8, back to step 5 of the charge procedure (19.1.1): cavalry reform. Charging cavalry still on
 * the board and not routed takes the ruleset's readiness after a charge (exhausted after a melee;
 * never fresher than it was) and, if the ruleset says so, recovers from disorder.
 */
export function reform(s: ChargeState): ChargeState {
  return produce(s, (d) => {
    d.step = 'reform';
    d.pending = null;
    const rule = s.ruleset.settings.reform;
    const after = s.meleeFought ? rule.readinessAfterMelee : rule.readinessWithoutMelee;
    const riders = d.board.units.filter((u) => s.attackers.includes(u.id) && u.moraleState !== 'routed');
    for (const u of riders) {
      const was = u.readiness ?? 'fresh';
      const now = ORDER.indexOf(after) > ORDER.indexOf(was) ? after : was;
      u.readiness = now;
      if (rule.recoverDisorder && u.moraleState === 'disordered') u.moraleState = 'good';
      say(d, {
        rule: '19.1.1',
        key: 'reform.unit',
        params: { unit: u.name, readiness: now, morale: u.moraleState },
      });
    }
    if (riders.length === 0) say(d, { rule: '19.1.1', key: 'reform.nobody' });
  });
}

/** Closes the charge with a one-line account of how it ended. */
export function endCharge(s: ChargeState, ending: string): ChargeState {
  return produce(s, (d) => {
    d.step = 'ended';
    d.pending = null;
    d.ending = ending;
    say(d, { rule: '19.1.1', key: 'charge.ended', params: { ending } });
  });
}
