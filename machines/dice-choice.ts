import { type DiceSource, manualSource, scriptSource, seededSource } from '../src/dice/index.ts';
import { fail, ok, type Result } from '../src/errors.ts';
import type { ScenarioDice } from '../src/model/scenario.ts';
import { describeValue, isRecord, plainCopy } from './plain.ts';

/** How the dice of a charge are answered: a dice source, a seed, a script of values, or "manual". */
export type DiceChoice =
  | DiceSource
  | { readonly seed: number }
  | { readonly script: readonly number[] }
  | 'manual';

/** Most values in a dice script (a charge rolls a few dozen times at most). */
export const MAX_SCRIPT_VALUES = 100_000;

const CHOICES = `{ seed }, { script: [...] }, "manual" or a dice source { kind: "seeded" | "script" | "manual", ... }`;

const isU32 = (v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 0xffffffff;

function script(values: unknown): Result<readonly number[]> {
  if (!Array.isArray(values) || values.some((v) => typeof v !== 'number' || !Number.isInteger(v))) {
    return fail('dice/bad-source', 'a dice script must be a list of whole numbers');
  }
  if (values.length > MAX_SCRIPT_VALUES) {
    return fail(
      'dice/bad-source',
      `a dice script holds at most ${MAX_SCRIPT_VALUES} values: got ${values.length}`,
    );
  }
  return ok(values as number[]);
}

/** A seeded source from a seed of any type (seededSource itself expects a number). */
function seedOf(seed: unknown): Result<DiceSource> {
  if (typeof seed !== 'number') {
    return fail(
      'dice/bad-seed',
      `a dice seed must be a whole number 0..4294967295: got ${describeValue(seed)}`,
    );
  }
  return seededSource(seed);
}

const only = (o: Record<string, unknown>, keys: readonly string[]): string | undefined =>
  Object.keys(o).find((k) => !keys.includes(k));

/**
 * A dice source in its data form, as a save stores it (strict: exactly the members of its kind):
 * { kind: "seeded", seed, state } with whole numbers 0..4294967295, { kind: "script", values, next }
 * with 0 <= next <= values.length, or { kind: "manual" }. Refuses with dice/bad-seed or dice/bad-source.
 */
export function readDiceSource(value: unknown): Result<DiceSource> {
  const copy = plainCopy(value, 'the dice source');
  if (!copy.ok) return fail('dice/bad-source', copy.error.message);
  const d = copy.value;
  if (!isRecord(d)) return fail('dice/bad-source', `a dice source is an object: got ${describeValue(d)}`);
  const extra = (keys: readonly string[]) => {
    const k = only(d, keys);
    return k === undefined
      ? undefined
      : fail<DiceSource>(
          'dice/bad-source',
          `a ${String(d.kind)} dice source has no member ${describeValue(k)}`,
        );
  };
  switch (d.kind) {
    case 'seeded': {
      const bad = extra(['kind', 'seed', 'state']);
      if (bad) return bad;
      const seed = seedOf(d.seed);
      if (!seed.ok) return seed;
      if (!isU32(d.state)) {
        return fail(
          'dice/bad-source',
          `seeded dice state must be a whole number 0..4294967295: got ${describeValue(d.state)}`,
        );
      }
      return ok({ kind: 'seeded', seed: d.seed as number, state: d.state });
    }
    case 'script': {
      const bad = extra(['kind', 'values', 'next']);
      if (bad) return bad;
      const values = script(d.values);
      if (!values.ok) return values;
      const next = d.next;
      if (typeof next !== 'number' || !Number.isInteger(next) || next < 0 || next > values.value.length) {
        return fail(
          'dice/bad-source',
          `dice script position ${describeValue(next)} is not within its ${values.value.length} values`,
        );
      }
      return ok({ kind: 'script', values: [...values.value], next });
    }
    case 'manual': {
      const bad = extra(['kind']);
      return bad ?? ok(manualSource());
    }
    default:
      return fail('dice/bad-source', `unknown dice source ${describeValue(d.kind)}`);
  }
}

/**
 * Reads a dice choice into a dice source (a script or a dice source given as a script starts at its
 * first value); without one, the scenario's own dice (seed or script), else seed 1. Refuses bad seeds
 * (dice/bad-seed) and anything else that is not a dice choice (dice/bad-source), never throws.
 */
export function readDiceChoice(choice: unknown, scenarioDice?: ScenarioDice): Result<DiceSource> {
  if (choice === undefined) {
    if (scenarioDice?.script) return ok(scriptSource(scenarioDice.script));
    return seededSource(scenarioDice?.seed ?? 1);
  }
  if (choice === 'manual') return ok(manualSource());
  const copy = plainCopy(choice, 'the dice');
  if (!copy.ok) return fail('dice/bad-source', copy.error.message);
  const c = copy.value;
  if (!isRecord(c)) return fail('dice/bad-source', `unknown dice choice ${describeValue(c)}: use ${CHOICES}`);
  if (Object.hasOwn(c, 'kind')) {
    if (c.kind === 'script') {
      const values = script(c.values);
      return values.ok ? ok(scriptSource(values.value)) : values;
    }
    return readDiceSource(c);
  }
  if (Object.hasOwn(c, 'seed')) return seedOf(c.seed);
  if (Object.hasOwn(c, 'script')) {
    const values = script(c.script);
    return values.ok ? ok(scriptSource(values.value)) : values;
  }
  return fail('dice/bad-source', `unknown dice choice: use ${CHOICES}`);
}
