import type { Result } from '../errors.ts';
import type { FactorModifier, StepModifier } from '../model/ruleset.ts';
import { deepFreeze } from './freeze.ts';
import { at, guarded, Problems, show } from './read.ts';
import { checkShape } from './schema-kit.ts';
import { meleeModifiersSchema, standModifiersSchema, WHERE } from './schemas.ts';

/** Validates the stand-against-charge modifier file (kind "stand-modifiers"); returns its modifiers deep-frozen. */
export function validateStepModifiers(json: unknown, file: string): Result<readonly StepModifier[]> {
  return guarded(() => {
    const doc = checkShape<{ modifiers: StepModifier[] }>(
      standModifiersSchema,
      json,
      file,
      WHERE['stand-modifiers'],
    );
    const p = new Problems(file);
    const list = checkStepModifiers(p, doc.modifiers, 'modifiers');
    p.stopIfAny();
    return deepFreeze(list);
  });
}

interface RawFactorModifier extends Omit<FactorModifier, 'factor'> {
  readonly factor: string | number;
}

/** Validates the cavalry melee modifier file (kind "melee-modifiers"); returns its factors deep-frozen. */
export function validateFactorModifiers(json: unknown, file: string): Result<readonly FactorModifier[]> {
  return guarded(() => {
    const doc = checkShape<{ modifiers: RawFactorModifier[] }>(
      meleeModifiersSchema,
      json,
      file,
      WHERE['melee-modifiers'],
    );
    const p = new Problems(file);
    const ids = new Set<string>();
    const list = doc.modifiers.map((m, i): FactorModifier => {
      const path = at('modifiers', i);
      uniqueId(p, m.id, path, ids);
      const factor = parseFactor(m.factor);
      if (factor === undefined) {
        p.add(
          'data/bad-value',
          `modifier ${show(m.id)}: bad factor ${show(m.factor)} (write "2", "1/2", "3/2", ...: numbers above 0)`,
          at(path, 'factor'),
        );
      }
      return {
        id: m.id,
        rule: m.rule,
        when: m.when,
        side: m.side,
        factor: factor ?? [1, 1],
        label: m.label,
      };
    });
    p.stopIfAny();
    return deepFreeze(list);
  });
}

/** Parses a factor written "2", "1/2", "3/2" or a whole number into [numerator, denominator], or undefined. */
export function parseFactor(v: unknown): readonly [number, number] | undefined {
  if (typeof v === 'number') return Number.isSafeInteger(v) && v > 0 ? [v, 1] : undefined;
  if (typeof v !== 'string') return undefined;
  const m = /^\s*(\d{1,6})\s*(?:\/\s*(\d{1,6})\s*)?$/.exec(v);
  if (!m) return undefined;
  const n = Number(m[1]);
  const d = m[2] === undefined ? 1 : Number(m[2]);
  return n > 0 && d > 0 ? [n, d] : undefined;
}

/** Prints a factor as data files write it: "2", "1/3". */
export function makeFactor(f: readonly [number, number]): string {
  return f[1] === 1 ? String(f[0]) : `${f[0]}/${f[1]}`;
}

/** Checks a list of step modifiers { id, when, steps, label, rule } (stand, fire and recall tables): ids unique. */
export function checkStepModifiers(p: Problems, list: readonly StepModifier[], path: string): StepModifier[] {
  const ids = new Set<string>();
  return list.map((m, i): StepModifier => {
    uniqueId(p, m.id, at(path, i), ids);
    return { id: m.id, rule: m.rule, when: m.when, steps: m.steps, label: m.label };
  });
}

function uniqueId(p: Problems, id: string, path: string, seen: Set<string>): void {
  if (seen.has(id)) p.add('data/duplicate-id', `modifier id ${show(id)} is used twice`, at(path, 'id'));
  seen.add(id);
}
