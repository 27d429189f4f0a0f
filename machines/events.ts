import type { RollInput } from '../src/dice/index.ts';
import { fail, ok, type Result } from '../src/errors.ts';
import type { ChargeEvent } from './charge.ts';
import { describeValue, member, plainCopy } from './plain.ts';

/** The event types a charge accepts. */
export const EVENT_TYPES: readonly ChargeEvent['type'][] = Object.freeze([
  'ROLL',
  'AUTO_ROLL',
  'CHOOSE',
  'CHOOSE_DEFAULT',
]);

/** Limits of a typed roll's value: "4 3", 43, [4, 3] and up to twenty summed dice need far less. */
const ROLL_LIMITS = { depth: 2, values: 1000 } as const;

/** Stands for a roll value that is neither a number, a string nor a list of them (parseRoll refuses it). */
const NOT_A_ROLL = Object.freeze({});

/**
 * A typed roll's value as parseRoll may read it without calling anything of the host: numbers,
 * strings, booleans, null, undefined, BigInts and Symbols as they are; a list copied (and frozen) when
 * it holds only numbers and strings; anything else an empty object, which parseRoll refuses as "an
 * object" (dice/not-a-number). A list that cannot be read (a Proxy that throws, a cycle) is
 * api/not-plain-data.
 */
export function rollValue(v: unknown): Result<unknown> {
  if (typeof v === 'function') return ok(NOT_A_ROLL);
  if (typeof v !== 'object' || v === null) return ok(v);
  let list: boolean;
  try {
    list = Array.isArray(v);
  } catch {
    list = false;
  }
  if (!list) return ok(NOT_A_ROLL);
  const copied = plainCopy(v, 'the roll', ROLL_LIMITS);
  if (!copied.ok) return copied.error.code === 'api/too-large' ? ok(NOT_A_ROLL) : copied;
  const items = copied.value as unknown[];
  return ok(
    items.every((x) => typeof x === 'number' || typeof x === 'string') ? Object.freeze(items) : NOT_A_ROLL,
  );
}

/**
 * An event as the engine keeps it: read once from what the host sent, copied into a new frozen object
 * with only the members of its type (a ROLL's value copied too), so that a host that changes or reuses
 * its event object afterwards changes nothing in the charge or its save. Refuses event/malformed (not
 * an object, a member that cannot be read, a roll value that is not plain data), event/not-allowed (a
 * type that is not an event of a charge) and event/bad-choice (a CHOOSE option that is not a number).
 */
export function readEvent(event: unknown): Result<ChargeEvent> {
  if (typeof event !== 'object' || event === null) {
    return fail(
      'event/malformed',
      `an event is an object { type: "ROLL" | "AUTO_ROLL" | "CHOOSE" | "CHOOSE_DEFAULT", ... }: got ${describeValue(event)}`,
    );
  }
  const type = member(event, 'type', 'the event');
  if (!type.ok) return fail('event/malformed', type.error.message);
  switch (type.value) {
    case 'AUTO_ROLL':
    case 'CHOOSE_DEFAULT':
      return ok(Object.freeze({ type: type.value }));
    case 'ROLL': {
      const value = member(event, 'value', 'the event');
      if (!value.ok) return fail('event/malformed', value.error.message);
      const v = rollValue(value.value);
      if (!v.ok) return fail('event/malformed', v.error.message);
      // read as the pending dice say before the charge takes it (the session's check, parseRoll)
      return ok(Object.freeze({ type: 'ROLL', value: v.value as RollInput }));
    }
    case 'CHOOSE': {
      const option = member(event, 'option', 'the event');
      if (!option.ok) return fail('event/malformed', option.error.message);
      if (typeof option.value !== 'number') {
        return fail(
          'event/bad-choice',
          `a choice is an option number (0, 1, ...): got ${describeValue(option.value)}`,
        );
      }
      return ok(Object.freeze({ type: 'CHOOSE', option: option.value }));
    }
    default:
      return fail(
        'event/not-allowed',
        `${describeValue(type.value)} is not an event of a charge (${EVENT_TYPES.join(', ')})`,
      );
  }
}
