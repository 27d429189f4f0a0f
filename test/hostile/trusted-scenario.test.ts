// createCharge takes a scenario one of the engine's loaders validated under that very ruleset as it is
// (deep-frozen, so unchanged since: machines/trusted.ts), and validates anything else: a copy, a forged
// look-alike, the same scenario under another ruleset, a scenario a host built or edited.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  createCharge,
  type LoadedScenario,
  loadBundledRuleset,
  loadScenarioFromJson,
} from '../../machines/index.ts';
import { isTrustedScenario } from '../../machines/trusted.ts';
import type { Scenario } from '../../src/model/scenario.ts';

const TEXT = readFileSync(new URL('../../data/scenarios/01-reference-charge.json', import.meta.url), 'utf8');

function loaded(): LoadedScenario {
  const l = loadScenarioFromJson(TEXT);
  if (!l.ok) throw new Error(l.error.message);
  return l.value;
}

describe('scenarios validated by the loaders are not validated again', () => {
  it('a loaded scenario is trusted under its ruleset only, and is deep-frozen', () => {
    const { scenario, ruleset } = loaded();
    expect(isTrustedScenario(scenario, ruleset)).toBe(true);
    expect(Object.isFrozen(scenario) && Object.isFrozen(scenario.board.units[0])).toBe(true);
    const other = loadBundledRuleset('flight-pursuit-6e');
    expect(other.ok && isTrustedScenario(scenario, other.value)).toBe(false);
    expect(isTrustedScenario(structuredClone(scenario), ruleset)).toBe(false);
    expect(isTrustedScenario({ ...scenario }, ruleset)).toBe(false);
  });

  it('createCharge starts from the loaded scenario itself', () => {
    const { scenario, ruleset } = loaded();
    const c = createCharge({ scenario, ruleset, dice: { seed: 3 } });
    expect(c.ok && c.value.state.initialBoard).toBe(scenario.board);
  });

  it('a copy is validated: a look-alike with a unit in a hex off the board is refused', () => {
    const { scenario, ruleset } = loaded();
    const forged = structuredClone(scenario) as unknown as { board: { units: { at: { col: number } }[] } };
    forged.board.units[0]!.at.col = 999;
    const c = createCharge({ scenario: forged as unknown as Scenario, ruleset, dice: { seed: 3 } });
    expect(c.ok).toBe(false);
    if (!c.ok) expect(c.error.code).toMatch(/^(scenario|data)\//);
  });

  it('a copy that is valid is accepted, validated into a new scenario', () => {
    const { scenario, ruleset } = loaded();
    const copy = structuredClone(scenario);
    const c = createCharge({ scenario: copy, ruleset, dice: { seed: 3 } });
    expect(c.ok).toBe(true);
    if (c.ok) {
      expect(c.value.state.initialBoard).not.toBe(copy.board);
      expect(c.value.state.initialBoard).toEqual(scenario.board);
    }
  });

  it('a loaded scenario cannot be changed behind the engine', () => {
    const { scenario } = loaded();
    expect(() => {
      (scenario.board.units[0] as { at: { col: number } }).at.col = 999;
    }).toThrow(TypeError);
  });
});
