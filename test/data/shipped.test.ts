import { describe, expect, it } from 'vitest';
import { validateColumnShift } from '../../src/data/column-shift.ts';
import { validateCrt } from '../../src/data/crt.ts';
import { makeCrtResult } from '../../src/data/crt-result.ts';
import { d66Values, expandRange } from '../../src/data/d66.ts';
import { validateFireTable } from '../../src/data/fire.ts';
import { validateHexsides } from '../../src/data/hexsides.ts';
import { validateFactorModifiers, validateStepModifiers } from '../../src/data/modifiers.ts';
import { makeOdds } from '../../src/data/odds.ts';
import { resolveRelative } from '../../src/data/paths.ts';
import { validateRecall } from '../../src/data/recall.ts';
import { validateRuleset } from '../../src/data/ruleset.ts';
import { validateScenario } from '../../src/data/scenario.ts';
import { validateTerrain } from '../../src/data/terrain.ts';
import type { Result } from '../../src/errors.ts';
import type { Ruleset } from '../../src/model/ruleset.ts';
import { jsonFiles, load, readJson, shippedRuleset, value } from '../support/data-files.ts';

const VALIDATORS: Record<string, (json: unknown, file: string) => Result<unknown>> = {
  crt: validateCrt,
  'stand-modifiers': validateStepModifiers,
  'melee-modifiers': validateFactorModifiers,
  'column-shift': validateColumnShift,
  fire: validateFireTable,
  recall: validateRecall,
  hexsides: validateHexsides,
  terrain: validateTerrain,
};

describe('shipped tables', () => {
  it.each(jsonFiles('data/tables'))('%s validates and says its numbers are demonstration values', (file) => {
    const json = load(file);
    const validate = VALIDATORS[json.kind as string];
    expect(validate, `no validator for kind ${String(json.kind)}`).toBeDefined();
    value(validate!(json, file));
    expect(String(json.note)).toMatch(/demonstration/i);
  });

  it('the melee chart covers every d66 value exactly once in every column', () => {
    const crt = value(validateCrt(load('data/tables/assault-melee.json'), 'x'));
    expect(crt.columns.map((c) => makeOdds(c.odds))).toEqual([
      '1:3',
      '1:2',
      '1:1',
      '3:2',
      '2:1',
      '3:1',
      '4:1',
      '5:1',
      '6:1',
    ]);
    for (const col of crt.columns) {
      const rolls = col.cells.flatMap((c) => expandRange(c.rolls, 'd66') ?? []);
      expect(rolls, makeOdds(col.odds)).toHaveLength(36);
      expect([...rolls].sort((a, b) => a - b)).toEqual(d66Values());
    }
  });

  it('the melee chart uses every kind of result', () => {
    const crt = value(validateCrt(load('data/tables/assault-melee.json'), 'x'));
    const seen = new Set(crt.columns.flatMap((c) => c.cells.map((cell) => makeCrtResult(cell.result))));
    for (const r of [
      'AS',
      'AR',
      'AD1',
      'AD2',
      'AD3',
      '-',
      'DD1',
      'DD2',
      'DD3',
      'DR',
      'DS',
      '1/1',
      '2*/1',
      '1/2*',
    ]) {
      expect(seen, r).toContain(r);
    }
  });

  it('the fire table covers every d66 value in every band', () => {
    const fire = value(validateFireTable(load('data/tables/fire.json'), 'x'));
    expect(fire.canisterShift).toBe(2);
    expect(fire.columns.at(-1)?.maxStrength).toBeNull();
    for (const col of fire.columns) {
      expect(col.cells.flatMap((c) => expandRange(c.rolls, 'd66') ?? [])).toHaveLength(36);
    }
  });
});

describe('shipped rulesets', () => {
  it.each(jsonFiles('data/rulesets'))('%s validates with its tables', (file) => {
    const r = value(validateRuleset(load(file), file, readJson));
    expect(r.crt.columns.length).toBeGreaterThan(0);
    expect(r.terrain.map((t) => t.id)).toContain('clear');
  });

  it('la-bataille carries the settings of the brief', () => {
    const r = shippedRuleset();
    expect(r.id).toBe('la-bataille');
    expect(r.settings).toEqual({
      oddsRounding: 'round-down',
      routHexes: 10,
      disorderedRetreatHexes: 3,
      stackingLimit: 3,
      routedUnitsHaveZoc: false,
      d66Clamp: { from: 11, to: 66 },
      stepsPerFireCasualty: -6,
      trampleCostPerIncrement: 2,
      pursuitHexes: 4,
      bounce: { hexes: 1, disorder: false },
      reform: { readinessAfterMelee: 'exhausted', readinessWithoutMelee: 'tired', recoverDisorder: false },
      doctrine: { flight: 'la-bataille', pursuit: 'la-bataille' },
      pursuitOf: 'routed',
      firstZoneLeft: 'costs-only-against-routed',
      suppliedArtilleryCover: 'any-formation',
      columnShiftCombine: 'highest',
      leaderMoraleModifier: 'scenario',
    });
    expect(r.columnShift.rows.map((c) => [c.rolls.from, c.rolls.to, c.result])).toEqual([
      [1, 3, 0],
      [4, 5, 1],
      [6, 6, 2],
    ]);
    expect(r.meleeModifiers.find((m) => m.when === 'defender-square')?.factor).toEqual([1, 3]);
    expect(r.terrain.find((t) => t.id === 'river')?.moveCost).toBe(Number.POSITIVE_INFINITY);
    const square = r.hexsides.find((h) => h.arm === 'infantry' && h.formation === 'square');
    expect(square?.zoc).toBe(false);
  });

  it('the nearest-half ruleset extends la-bataille and overrides only the odds rounding', () => {
    const base = shippedRuleset();
    const file = 'data/rulesets/la-bataille-nearest-half.json';
    const r = value(validateRuleset(load(file), file, readJson));
    expect(r.id).toBe('la-bataille-nearest-half');
    expect(r.settings).toEqual({ ...base.settings, oddsRounding: 'nearest-half-defender' });
    expect(r.crt).toEqual(base.crt);
  });

  it('the loaded ruleset is deep-frozen', () => {
    const r: Ruleset = shippedRuleset();
    expect(Object.isFrozen(r)).toBe(true);
    expect(() => {
      (r as { id: string }).id = 'x';
    }).toThrow(TypeError);
    expect(() => {
      (r.crt.columns[0]!.cells[0]!.rolls as { from: number }).from = 12;
    }).toThrow(TypeError);
    expect(() => {
      (r.settings.bounce as { hexes: number }).hexes = 5;
    }).toThrow(TypeError);
    expect(() => {
      (r.standModifiers as unknown[]).push({});
    }).toThrow(TypeError);
  });
});

describe('shipped scenarios', () => {
  it.each(jsonFiles('data/scenarios'))('%s validates against the ruleset it names', (file) => {
    const json = load(file);
    const rulesetFile =
      json.ruleset === undefined
        ? 'data/rulesets/la-bataille.json'
        : resolveRelative(file, String(json.ruleset));
    const ruleset = value(validateRuleset(load(rulesetFile), rulesetFile, readJson));
    const s = value(validateScenario(json, file, ruleset));
    expect(s.charge.attackers.length).toBeGreaterThan(0);
    expect(Object.isFrozen(s.board.units)).toBe(true);
  });

  it('the reference charge converts labels and fills defaults', () => {
    const s = value(
      validateScenario(load('data/scenarios/01-reference-charge.json'), 'ref', shippedRuleset()),
    );
    expect(s.charge.targets).toEqual([{ col: 6, row: 6 }]);
    expect(s.board.terrain['3,4']).toBe('woods');
    const cuir = s.board.units.find((u) => u.id === 'fr-1-cuirassiers')!;
    expect(cuir).toMatchObject({
      at: { col: 6, row: 7 },
      facing: 0,
      moraleState: 'good',
      readiness: 'fresh',
      fullIncrements: 8,
    });
    const foot = s.board.units.find((u) => u.id === 'br-52-foot')!;
    expect(foot.readiness).toBeUndefined();
    expect(foot.facing).toBe(3);
    expect(s.dice).toEqual({ script: [53, 2, 11, 64, 1, 33] });
    expect(() => {
      (cuir as { increments: number }).increments = 1;
    }).toThrow(TypeError);
  });
});
