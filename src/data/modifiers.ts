import type { Result } from '../errors.ts';
import type { FactorModifier, StepModifier } from '../model/ruleset.ts';
import { isKnownCondition, KNOWN_CONDITIONS } from './conditions.ts';
import { deepFreeze } from './freeze.ts';
import { at, guarded, JsonReader, show } from './read.ts';

/** Validates the stand-against-charge modifier file (kind "stand-modifiers"); returns its modifiers deep-frozen. */
export function validateStepModifiers(json: unknown, file: string): Result<readonly StepModifier[]> {
  return guarded(() => {
    const r = new JsonReader(file);
    const o = r.object(json, '', 'a modifier table object { "kind": "stand-modifiers", ... }');
    r.kind(o, 'stand-modifiers');
    r.onlyKeys(o, '', ['kind', 'id', 'name', 'note', 'rule', 'modifiers']);
    readHeader(r, o);
    return deepFreeze(readStepModifierList(r, r.array(o, 'modifiers', ''), 'modifiers'));
  });
}

/** Validates the cavalry melee modifier file (kind "melee-modifiers"); returns its factors deep-frozen. */
export function validateFactorModifiers(json: unknown, file: string): Result<readonly FactorModifier[]> {
  return guarded(() => {
    const r = new JsonReader(file);
    const o = r.object(json, '', 'a modifier table object { "kind": "melee-modifiers", ... }');
    r.kind(o, 'melee-modifiers');
    r.onlyKeys(o, '', ['kind', 'id', 'name', 'note', 'rule', 'modifiers']);
    readHeader(r, o);
    const seen = new Set<string>();
    const list = r.array(o, 'modifiers', '').map((raw, i): FactorModifier => {
      const path = at('modifiers', i);
      const m = r.object(raw, path, 'a modifier { "id", "when", "side", "factor", "label", "rule" }');
      r.onlyKeys(m, path, ['id', 'when', 'side', 'factor', 'label', 'rule']);
      const id = readId(r, m, path, seen);
      const when = readCondition(r, m, path, id);
      const side = r.oneOf(m, 'side', path, ['attacker', 'defender'] as const);
      const factor = readFactor(r, r.required(m, 'factor', path), at(path, 'factor'), id);
      return { id, rule: r.string(m, 'rule', path), when, side, factor, label: r.string(m, 'label', path) };
    });
    return deepFreeze(list);
  });
}

/** Parses a factor written "2", "1/2", "3/2" or a whole number into [numerator, denominator], or undefined. */
export function parseFactor(v: unknown): readonly [number, number] | undefined {
  if (typeof v === 'number') return Number.isInteger(v) && v > 0 ? [v, 1] : undefined;
  if (typeof v !== 'string') return undefined;
  const m = /^\s*(\d+)\s*(?:\/\s*(\d+)\s*)?$/.exec(v);
  if (!m) return undefined;
  const n = Number(m[1]);
  const d = m[2] === undefined ? 1 : Number(m[2]);
  return n > 0 && d > 0 ? [n, d] : undefined;
}

/** Prints a factor as data files write it: "2", "1/3". */
export function makeFactor(f: readonly [number, number]): string {
  return f[1] === 1 ? String(f[0]) : `${f[0]}/${f[1]}`;
}

/** Reads a list of step modifiers { id, when, steps, label, rule } (used by stand, fire and recall tables). */
export function readStepModifierList(r: JsonReader, list: readonly unknown[], path: string): StepModifier[] {
  const seen = new Set<string>();
  return list.map((raw, i): StepModifier => {
    const p = at(path, i);
    const m = r.object(raw, p, 'a modifier { "id", "when", "steps", "label", "rule" }');
    r.onlyKeys(m, p, ['id', 'when', 'steps', 'label', 'rule']);
    const id = readId(r, m, p, seen);
    const when = readCondition(r, m, p, id);
    const steps = r.number(m, 'steps', p, { integer: true });
    return { id, rule: r.string(m, 'rule', p), when, steps, label: r.string(m, 'label', p) };
  });
}

/** Reads the optional descriptive header fields every table file may carry. */
export function readHeader(r: JsonReader, o: Readonly<Record<string, unknown>>): void {
  r.optString(o, 'id', '');
  r.optString(o, 'name', '');
  r.optString(o, 'note', '');
  r.optString(o, 'rule', '');
}

function readId(
  r: JsonReader,
  m: Readonly<Record<string, unknown>>,
  path: string,
  seen: Set<string>,
): string {
  const id = r.string(m, 'id', path);
  if (seen.has(id)) r.refuse('data/duplicate-id', `modifier id ${show(id)} is used twice`, at(path, 'id'));
  seen.add(id);
  return id;
}

function readCondition(
  r: JsonReader,
  m: Readonly<Record<string, unknown>>,
  path: string,
  id: string,
): string {
  const when = r.string(m, 'when', path);
  if (!isKnownCondition(when)) {
    r.refuse(
      'data/unknown-condition',
      `modifier ${show(id)}: unknown condition ${show(when)} (known: ${KNOWN_CONDITIONS.join(', ')})`,
      at(path, 'when'),
    );
  }
  return when;
}

function readFactor(r: JsonReader, v: unknown, path: string, id: string): readonly [number, number] {
  const f = parseFactor(v);
  if (f === undefined) {
    r.refuse(
      'data/bad-value',
      `modifier ${show(id)}: bad factor ${show(v)} (write "2", "1/2", "3/2", ...)`,
      path,
    );
  }
  return f;
}
