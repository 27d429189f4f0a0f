import { fail, ok, type Result } from '../errors.ts';
import { diceCount, isDiceKind, MAX_SUMMED_DICE } from './kind.ts';
import { d6FromState } from './prng.ts';
import { type DiceRequest, describeRequest } from './request.ts';
import { type Roll, rollOfFaces, rollOfValue } from './roll.ts';
import { isWhole } from './whole.ts';

/** A seeded generator: the seed it started from and the mulberry32 state it has reached (32-bit unsigned). */
export interface SeededSource {
  readonly kind: 'seeded';
  readonly seed: number;
  readonly state: number;
}

/**
 * A script of rolls, each entry the number a player would read off: a d66 as 43, a d6 as 5, an Nd6 as
 * its total (17). `next` is the index of the entry the next request takes.
 */
export interface ScriptSource {
  readonly kind: 'script';
  readonly values: readonly number[];
  readonly next: number;
}

/** No generator: a person rolls physical dice and types them (parseRoll); rollFrom refuses. */
export interface ManualSource {
  readonly kind: 'manual';
}

/** Where the answers to dice requests come from, as plain serializable data; rollFrom returns it advanced. */
export type DiceSource = SeededSource | ScriptSource | ManualSource;

/** An answered request: the roll and the source advanced past it (the given source is never changed). */
export interface Drawn {
  readonly roll: Roll;
  readonly source: DiceSource;
}

const MAX_U32 = 4294967295;
function isU32(v: unknown): v is number {
  return isWhole(v) && v >= 0 && v <= MAX_U32;
}

/** A seeded generator starting at `seed` (a whole number 0..4294967295); refuses with dice/bad-seed. */
export function seededSource(seed: number): Result<SeededSource> {
  if (!isU32(seed))
    return fail('dice/bad-seed', `a dice seed must be a whole number 0..${MAX_U32}: got ${seed}`);
  return ok({ kind: 'seeded', seed, state: seed });
}

/** A script of rolls read off in order, starting at the first (entries are checked when drawn). */
export function scriptSource(values: readonly number[]): ScriptSource {
  return { kind: 'script', values: [...values], next: 0 };
}

/** The manual source: every roll is typed by a person. */
export function manualSource(): ManualSource {
  return { kind: 'manual' };
}

/** The line a message names a request by: describeRequest's, or its dice and id when it brings no words. */
function asked(request: DiceRequest): string {
  return describeRequest(request) || `Roll ${request.dice} for request ${JSON.stringify(request.id)}`;
}

/**
 * Answers a dice request from a source: the roll (d66 faces [tens, units], d6 [face], Nd6 every face
 * when seeded; a scripted Nd6 is its total without faces) and the advanced source.
 * Refuses with dice/script-exhausted, dice/manual-needs-roll, dice/bad-source, dice/unknown-dice, and
 * for a bad script entry the code parseRoll would give (dice/out-of-range, ...) naming the entry.
 */
export function rollFrom(source: DiceSource, request: DiceRequest): Result<Drawn> {
  if (!isDiceKind(request.dice)) {
    return fail(
      'dice/unknown-dice',
      `request "${request.id}" asks for unknown dice ${JSON.stringify(request.dice)}: use d6, d66 or Nd6 with N from 2 to ${MAX_SUMMED_DICE}`,
    );
  }
  switch (source.kind) {
    case 'seeded': {
      if (!isU32(source.state)) {
        return fail(
          'dice/bad-source',
          `seeded dice state must be a whole number 0..${MAX_U32}: got ${source.state}`,
        );
      }
      let state = source.state;
      const faces: number[] = [];
      for (let i = diceCount(request.dice); i > 0; i--) {
        const d = d6FromState(state);
        faces.push(d.face);
        state = d.state;
      }
      const roll = rollOfFaces(request.dice, faces);
      if (!roll.ok) return roll;
      return ok({ roll: roll.value, source: { kind: 'seeded', seed: source.seed, state } });
    }
    case 'script': {
      const { values, next } = source;
      if (!Array.isArray(values) || !Number.isInteger(next) || next < 0 || next > values.length) {
        return fail(
          'dice/bad-source',
          `dice script position ${next} is not within its ${values?.length} values`,
        );
      }
      if (next === values.length) {
        return fail(
          'dice/script-exhausted',
          // Stryker disable next-line Regex: asked always starts with "Roll", so its first Roll is the leading one
          `the dice script ran out after ${values.length} value${values.length === 1 ? '' : 's'}: nothing left to ${asked(request).replace(/^Roll/, 'roll')}`,
        );
      }
      const entry = values[next]!;
      const roll = rollOfValue(request.dice, entry);
      if (!roll.ok) {
        return fail(
          roll.error.code,
          `dice script entry ${next + 1} (${entry}) for "${request.id}": ${roll.error.message}`,
        );
      }
      return ok({ roll: roll.value, source: { kind: 'script', values, next: next + 1 } });
    }
    case 'manual':
      return fail(
        'dice/manual-needs-roll',
        `${asked(request)}: dice are rolled by hand here, type the result`,
      );
    default: {
      const kind: unknown = (source as { kind?: unknown }).kind;
      return fail('dice/bad-source', `unknown dice source ${JSON.stringify(kind) ?? String(kind)}`);
    }
  }
}
