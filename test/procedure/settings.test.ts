import { describe, expect, it } from 'vitest';
import { validateRuleset } from '../../src/data/ruleset.ts';
import { load, readJson, refusal, value } from '../support/data-files.ts';

// The ruleset settings of rulings R5 and R27-R31: validated at load with errors that name the file,
// the path and the allowed values (docs/data-formats.md).
const child = (settings: Record<string, unknown>) => ({
  kind: 'ruleset',
  id: 'house',
  name: 'House rules',
  extends: 'la-bataille.json',
  settings,
});
const FILE = 'data/rulesets/house.json';

describe('settings of the procedure rulings', () => {
  it('each can be overridden by a ruleset that extends la-bataille', () => {
    const r = value(
      validateRuleset(
        child({
          oddsRounding: 'nearest-half',
          pursuitOf: 'retreating',
          firstZoneLeft: 'always-costs',
          suppliedArtilleryCover: 'unlimbered-only',
          columnShiftCombine: 'sum-capped',
          leaderMoraleModifier: 'table',
        }),
        FILE,
        readJson,
      ),
    );
    expect(r.settings).toMatchObject({
      oddsRounding: 'nearest-half',
      pursuitOf: 'retreating',
      firstZoneLeft: 'always-costs',
      suppliedArtilleryCover: 'unlimbered-only',
      columnShiftCombine: 'sum-capped',
      leaderMoraleModifier: 'table',
    });
  });

  it('a value outside the list is refused, naming the file, the path and the allowed values', () => {
    const e = refusal(
      validateRuleset(child({ pursuitOf: 'fleeing' }), FILE, readJson),
      'data/bad-value',
      FILE,
      'settings.pursuitOf',
    );
    expect(e.message).toContain('settings.pursuitOf: expected one of routed, retreating, got "fleeing"');
    refusal(
      validateRuleset(child({ columnShiftCombine: 'sum' }), FILE, readJson),
      'data/bad-value',
      'expected one of highest, sum-capped',
    );
    refusal(
      validateRuleset(child({ oddsRounding: 'nearest' }), FILE, readJson),
      'data/bad-value',
      'expected one of round-down, nearest-half-defender, nearest-half',
    );
  });

  it('a complete ruleset must give them: a missing one is data/missing-field', () => {
    const base = load('data/rulesets/la-bataille.json');
    delete (base.settings as Record<string, unknown>).firstZoneLeft;
    refusal(
      validateRuleset(base, 'data/rulesets/la-bataille.json', readJson),
      'data/missing-field',
      'settings.firstZoneLeft',
    );
  });
});
