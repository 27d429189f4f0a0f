/**
 * The state a charge starts from (the melee procedure's entry, 19.1): no target stack's fire is doubled
 * before step 2's stand check decides it, no target has routed and no pursuer is declared yet.
 */
import { describe, expect, it } from 'vitest';
import { scriptSource } from '../../src/dice/index.ts';
import { startCharge } from '../../src/procedure/start.ts';
import { load } from '../support/charges.ts';

describe('19.1: the state a charge starts from', () => {
  it('every target stack starts with its fire not doubled (step 2 decides it), none routed, no pursuer', () => {
    const { scenario, ruleset } = load('12-pursuit-fresh-enemy.json');
    const s = startCharge(scenario, ruleset, scriptSource([]));
    expect(s.targets.length).toBeGreaterThan(0);
    expect(s.targets.map((t) => t.fireDoubled)).toEqual(s.targets.map(() => false));
    expect(s.routedTargets).toEqual([]);
    expect(s.pursuers).toEqual([]);
    expect(s.moves).toEqual([]);
    expect(s.removed).toEqual([]);
  });
});
