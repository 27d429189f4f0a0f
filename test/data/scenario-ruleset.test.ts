// The scenario's own "ruleset" honoured by the library (issue 22, item 2): loadScenarioFromJson resolves
// a "ruleset" naming a bundled ruleset, by id or by path, wherever the scenario lies; createCharge plays
// under it; a name it cannot resolve is scenario/unknown-ruleset unless the host passes a ruleset.
import {
  bundledRulesetId,
  createCharge,
  type LoadedScenario,
  loadBundledRuleset,
  loadScenarioFromJson,
  type Result,
} from 'hexcharge';
import { describe, expect, it } from 'vitest';
import { text, value } from '../support/odds.ts';

const S31 = 'data/scenarios/31-flight-6e-pursuit-new-charge.json';
const withRuleset = (name: unknown) => ({ ...JSON.parse(text(S31)), ruleset: name });

/** The last line of the log of a charge played to its end with seeded dice (seed 2) and default choices. */
function endOf(options: Parameters<typeof createCharge>[0]): string {
  const session = value(createCharge({ ...options, dice: { seed: 2 } }));
  for (let i = 0; i < 500 && !session.done; i++) {
    const r = session.pending?.kind === 'roll' ? session.autoRoll() : session.chooseDefault();
    if (!r.ok) throw new Error(r.error.message);
  }
  return session.log.at(-1)?.text ?? '';
}

describe("the scenario's ruleset, through the package entry", () => {
  it('scenario 31 loaded without a ruleset plays under its 6e ruleset, as the CLI plays it', () => {
    const loaded = value(loadScenarioFromJson(text(S31), { file: S31 }));
    expect(loaded.ruleset.id).toBe('flight-pursuit-6e');
    expect(endOf({ ...loaded })).toBe('The charge is over: attackers good, defenders eliminated');
    // createCharge given only the scenario takes the ruleset it was loaded under
    expect(endOf({ scenario: loaded.scenario })).toBe(
      'The charge is over: attackers good, defenders eliminated',
    );
    // the same scenario under the host's La Bataille ruleset: the flight of 6e does not apply
    const lb = value(loadBundledRuleset('la-bataille'));
    const underLb = value(loadScenarioFromJson(text(S31), { ruleset: lb }));
    expect(underLb.ruleset).toBe(lb);
    expect(endOf({ ...underLb })).toBe('The charge is over: attackers good, defenders routed, recalled');
  });

  it('resolves a bundled ruleset by id, by bundled path and by a relative path wherever the scenario lies', () => {
    const ids = (r: Result<LoadedScenario>) => value(r).ruleset.id;
    expect(ids(loadScenarioFromJson(withRuleset('flight-pursuit-6e')))).toBe('flight-pursuit-6e');
    expect(ids(loadScenarioFromJson(withRuleset('data/rulesets/flight-pursuit-6e.json')))).toBe(
      'flight-pursuit-6e',
    );
    // a copy of the shipped file in another folder: "../rulesets/..." is read against the bundled set
    expect(ids(loadScenarioFromJson(text(S31), { file: '/home/me/game/scenarios/31.json' }))).toBe(
      'flight-pursuit-6e',
    );
    expect(ids(loadScenarioFromJson(text(S31)))).toBe('flight-pursuit-6e');
    // no "ruleset" at all: the bundled default
    const { ruleset: _, ...bare } = JSON.parse(text(S31)) as Record<string, unknown>;
    expect(ids(loadScenarioFromJson(bare))).toBe('la-bataille');
    expect(ids(loadScenarioFromJson(text('data/scenarios/01-reference-charge.json')))).toBe('la-bataille');
  });

  it('refuses scenario/unknown-ruleset for a ruleset it cannot resolve, unless the host passes one', () => {
    const r = loadScenarioFromJson(withRuleset('../rulesets/house-rules.json'), { file: 'mine.json' });
    expect(r).toEqual({
      ok: false,
      error: {
        code: 'scenario/unknown-ruleset',
        message:
          'mine.json at ruleset: the scenario\'s ruleset "../rulesets/house-rules.json" is not a bundled ruleset (la-bataille, la-bataille-nearest-half, flight-pursuit-6e, flight-pursuit-8e): load it with loadRulesetFromJson and pass it as { ruleset }',
        file: 'mine.json',
        path: 'ruleset',
      },
    });
    for (const name of ['constructor', '__proto__', 'la-bataille.json', 'flight-pursuit-6e ']) {
      const x = loadScenarioFromJson(withRuleset(name));
      expect(x.ok ? x.value.ruleset.id : x.error.code).toBe('scenario/unknown-ruleset');
    }
    const lb = value(loadBundledRuleset('la-bataille'));
    expect(
      value(loadScenarioFromJson(withRuleset('../rulesets/house-rules.json'), { ruleset: lb })).ruleset,
    ).toBe(lb);
  });

  it('bundledRulesetId is the one resolution (the CLI uses it), total', () => {
    expect(bundledRulesetId('flight-pursuit-8e')).toBe('flight-pursuit-8e');
    expect(bundledRulesetId('data/rulesets/la-bataille-nearest-half.json')).toBe('la-bataille-nearest-half');
    expect(bundledRulesetId('../rulesets/flight-pursuit-6e.json')).toBe('flight-pursuit-6e');
    expect(bundledRulesetId('../../data/rulesets/la-bataille.json', 'examples/x/scenario.json')).toBe(
      'la-bataille',
    );
    expect(bundledRulesetId('../rulesets/nope.json')).toBeUndefined();
    expect(bundledRulesetId('')).toBeUndefined();
    expect(bundledRulesetId(42 as unknown as string)).toBeUndefined();
    expect(bundledRulesetId('hasOwnProperty')).toBeUndefined();
  });
});
