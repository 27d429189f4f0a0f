import { castDraft } from 'immer';
import type { Readiness } from '../model/unit.ts';
import { itemsWhere } from './board.ts';
import { type Ending, endingParams } from './ending.ts';
import { produce } from './immer.ts';
import type { LogEffect } from './log-effect.ts';
import { say } from './say.ts';
import type { ChargeState } from './state.ts';

/** How tired each readiness is: a rider never comes out of a charge fresher than it went in. */
const RANK: Readonly<Record<Readiness, number>> = { fresh: 0, tired: 1, exhausted: 2 };
/** The readinesses by RANK, freshest first. */
const BY_RANK: readonly Readiness[] = ['fresh', 'tired', 'exhausted'];

/**
 * Step 8, back to step 5 of the charge procedure (19.1.1): cavalry reform. Charging cavalry still on
 * the board and not routed takes the ruleset's readiness after a charge (exhausted after a melee;
 * never fresher than it was) and, if the ruleset says so, recovers from disorder.
 */
export function reform(s: ChargeState): ChargeState {
  return produce(s, (d) => {
    d.pending = null;
    const rule = s.ruleset.settings.reform;
    const after = s.meleeFought ? rule.readinessAfterMelee : rule.readinessWithoutMelee;
    const riders = itemsWhere(d.board.units, (u) => s.attackers.includes(u.id) && u.moraleState !== 'routed');
    for (const u of riders) {
      const was = u.readiness ?? 'fresh';
      const now = BY_RANK[Math.max(RANK[after], RANK[was])]!;
      u.readiness = now;
      const effects: LogEffect[] = [];
      if (now !== was) effects.push({ kind: 'state', unit: u.id, of: 'readiness', from: was, to: now });
      // riders are not routed: recovering from disorder leaves each in good order
      if (rule.recoverDisorder) {
        if (u.moraleState === 'disordered')
          effects.push({ kind: 'state', unit: u.id, of: 'morale', from: 'disordered', to: 'good' });
        u.moraleState = 'good';
      }
      say(d, {
        rule: '19.1.1',
        key: 'reform.unit',
        params: { unit: u.name, readiness: now, morale: u.moraleState },
        ...(effects.length > 0 ? { effects } : {}),
      });
    }
    if (riders.length === 0) say(d, { rule: '19.1.1', key: 'reform.nobody' });
  });
}

/** Closes the charge with how it ended (describeEnding), in the state and in the log. */
export function endCharge(s: ChargeState, ending: Ending): ChargeState {
  return produce(s, (d) => {
    d.pending = null;
    d.ending = castDraft(ending);
    say(d, { rule: '19.1.1', key: 'charge.ended', params: { ...endingParams(ending) } });
  });
}
