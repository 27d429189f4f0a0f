/**
 * 19.8: the trample choice as the state records it: the number of the routed unit picked, or -1 for
 * "do not trample" (whatever the number of that option), so a saved or restored charge reads it alike.
 * Scenario 11 with IR 9 (routed) stacked with IR 4: both rout to 0005 and both are offered.
 */
import { describe, expect, it } from 'vitest';
import { addRoutedIr9, rollAll, sessionJson, variantJson } from '../support/charges.ts';

function atTrampleChoice() {
  const ses = rollAll(sessionJson(variantJson('11-recall-trample.json', addRoutedIr9)), [55, 1, 11, 55, 6]);
  expect(ses.pending?.kind === 'choice' && ses.pending.options.map((o) => o.id)).toEqual(['0', '1', 'none']);
  expect(ses.state.trampleChoice).toBeUndefined();
  return ses;
}

describe('19.8: the trample choice recorded', () => {
  it('"do not trample" (option 2) is recorded as -1', () => {
    const ses = atTrampleChoice();
    expect(ses.choose(2).ok).toBe(true);
    expect(ses.state.trampleChoice).toBe(-1);
  });

  it('the second routed unit (option 1) is recorded as 1', () => {
    const ses = atTrampleChoice();
    expect(ses.choose(1).ok).toBe(true);
    expect(ses.state.trampleChoice).toBe(1);
  });
});
