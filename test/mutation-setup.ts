/**
 * Vitest setup for mutation testing only (vitest.stryker.config.ts): a test charge is run out within
 * 1,000 events instead of runToEnd's default 10,000. A charge of these tests ends within a few hundred;
 * a mutant that makes the procedure ask the same request for ever then fails its test at once (an
 * error thrown, killed) instead of running to Stryker's time limit (a timeout restarts the test runner,
 * about a minute each on the loaded machine).
 */
import { ChargeSession } from '../machines/session.ts';

/** Most events a test charge may take under mutation testing. */
const MUTATION_MAX_EVENTS = 1_000;

const marked = ChargeSession.prototype as unknown as { __mutationCapped?: boolean };
if (!marked.__mutationCapped) {
  marked.__mutationCapped = true;
  const runToEnd = ChargeSession.prototype.runToEnd;
  ChargeSession.prototype.runToEnd = function cappedRunToEnd(this: ChargeSession, maxSteps?: number) {
    // a bad argument is passed on as it is: its refusal is what the API tests check
    const capped =
      maxSteps === undefined || (typeof maxSteps === 'number' && maxSteps > MUTATION_MAX_EVENTS)
        ? MUTATION_MAX_EVENTS
        : maxSteps;
    const r = runToEnd.call(this, capped);
    // A charge of these tests that has not ended within the cap is a mutant looping: fail the test
    // whatever it checks (a test that does not look at runToEnd's result would pass otherwise).
    if (capped !== maxSteps && !r.ok && r.error.code === 'charge/too-many-steps') {
      throw new Error(`a test charge did not end within ${MUTATION_MAX_EVENTS} events (mutation testing)`);
    }
    return r;
  };
}
