import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateColumnShift } from '../../src/data/column-shift.ts';
import { validateCrt } from '../../src/data/crt.ts';
import { validateFireTable } from '../../src/data/fire.ts';
import { validateHexsides } from '../../src/data/hexsides.ts';
import { validateFactorModifiers, validateStepModifiers } from '../../src/data/modifiers.ts';
import { validateRecall } from '../../src/data/recall.ts';
import { validateRuleset } from '../../src/data/ruleset.ts';
import { validateScenario } from '../../src/data/scenario.ts';
import { validateTerrain } from '../../src/data/terrain.ts';
import type { Result } from '../../src/errors.ts';
import { ROOT, readJson, shippedRuleset, value } from '../support/data-files.ts';

const text = readFileSync(join(ROOT, 'docs/data-formats.md'), 'utf8');
const blocks = [...text.matchAll(/```json\n([\s\S]*?)```/g)].map(
  (m) => JSON.parse(m[1]!) as { kind: string },
);

const validate: Record<string, (json: unknown) => Result<unknown>> = {
  crt: (j) => validateCrt(j, 'doc'),
  'stand-modifiers': (j) => validateStepModifiers(j, 'doc'),
  'melee-modifiers': (j) => validateFactorModifiers(j, 'doc'),
  'column-shift': (j) => validateColumnShift(j, 'doc'),
  fire: (j) => validateFireTable(j, 'doc'),
  recall: (j) => validateRecall(j, 'doc'),
  hexsides: (j) => validateHexsides(j, 'doc'),
  terrain: (j) => validateTerrain(j, 'doc'),
  // the examples stand where the shipped rulesets stand, so their relative paths resolve
  ruleset: (j) => validateRuleset(j, 'data/rulesets/doc.json', readJson),
  scenario: (j) => validateScenario(j, 'doc', shippedRuleset()),
};

describe('docs/data-formats.md examples', () => {
  it('has an example of every format', () => {
    expect(new Set(blocks.map((b) => b.kind))).toEqual(new Set(Object.keys(validate)));
  });

  it.each(blocks.map((b, i) => [i, b.kind, b] as const))('example %i (%s) validates', (_i, kind, json) => {
    value(validate[kind]!(json));
  });
});
