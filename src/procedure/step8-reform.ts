import { castDraft } from 'immer';
import type { Readiness } from '../model/unit.ts';
import { itemsWhere } from './board.ts';
import { type Ending, endingParams } from './ending.ts';
import { produce } from './immer.ts';
import type { LogEffect } from './log-effect.ts';
import { say } from './say.ts';
import type { ChargeState } from './state.ts';

// Stryker disable next-line StringLiteral: 'fresh' only ever ranks lowest, and a readiness not in the list (-1) ranks lower still: no comparison changes
const ORDER: readonly Readiness[] = ['fresh', 'tired', 'exhausted'];

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
      // Stryker disable next-line StringLiteral: an absent readiness ranks below fresh (-1 against 0) and both give way to any readiness after the charge
      const was = u.readiness ?? 'fresh';
      // Stryker disable next-line EqualityOperator: equal ranks are the same readiness
      const now = ORDER.indexOf(after) > ORDER.indexOf(was) ? after : was;
      u.readiness = now;
      const effects: LogEffect[] = [];
      if (now !== was) effects.push({ kind: 'state', unit: u.id, of: 'readiness', from: was, to: now });
      // Stryker disable next-line ConditionalExpression: routed units do not reform, and a unit in good order set to good is unchanged
      if (rule.recoverDisorder && u.moraleState === 'disordered') {
        u.moraleState = 'good';
        effects.push({ kind: 'state', unit: u.id, of: 'morale', from: 'disordered', to: 'good' });
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
