import * as v from 'valibot';
import type { ErrorCode, HexchargeError } from '../errors.ts';
import { LIMITS } from './bounds.ts';
import { DataRefusal, MAX_PROBLEMS, problem, show } from './read.ts';

/**
 * The building blocks of the data files' schemas (src/data/schemas.ts): valibot schemas whose every
 * refusal carries a stable code and one line of text, and which convert to JSON Schema unchanged
 * (scripts/schemas.ts). The code and the text travel in the valibot issue's message, joined by SEP.
 */
const SEP = '\u001f';

/** A message carrying a stable code and its text. */
function tag(code: ErrorCode, text: string): string {
  return `${code}${SEP}${text}`;
}

/** A schema of the data files. */
export type Schema = v.GenericSchema;

type Issue = v.BaseIssue<unknown>;

/** The message of a value of the wrong JSON type. */
function wrongType(what: string): (i: Issue) => string {
  return (i) => tag('data/wrong-type', `expected ${what}, got ${show(i.input)}`);
}

/** A whole number from `min` to `max`; below `min` is data/bad-value, above `max` data/over-limit. */
export function whole(min: number, max: number, description?: string): Schema {
  const want = `a whole number from ${min} to ${max}`;
  return described(
    v.pipe(
      v.number(wrongType(want)),
      v.integer((i: Issue) => tag('data/wrong-type', `expected ${want}, got ${show(i.input)}`)),
      v.minValue(min, (i: Issue) => tag('data/bad-value', `must be ${min} or more, got ${show(i.input)}`)),
      v.maxValue(max, (i: Issue) =>
        tag('data/over-limit', `must be at most ${max} (the engine's limit), got ${show(i.input)}`),
      ),
    ),
    description,
  );
}

/** A finite number from `min` to `max` (a fraction allowed); `above` makes `min` itself refused. */
export function decimal(min: number, max: number, description?: string, above = false): Schema {
  const want = `a number ${above ? 'above' : 'from'} ${min}${above ? ' and up' : ''} to ${max}`;
  const low = above
    ? v.gtValue<number, number, (i: Issue) => string>(min, (i: Issue) =>
        tag('data/bad-value', `must be above ${min}, got ${show(i.input)}`),
      )
    : v.minValue<number, number, (i: Issue) => string>(min, (i: Issue) =>
        tag('data/bad-value', `must be ${min} or more, got ${show(i.input)}`),
      );
  return described(
    v.pipe(
      v.number(wrongType(want)),
      low,
      v.maxValue(max, (i: Issue) =>
        tag('data/over-limit', `must be at most ${max} (the engine's limit), got ${show(i.input)}`),
      ),
    ),
    description,
  );
}

/** true or false. */
export function bool(description?: string): Schema {
  return described(v.boolean(wrongType('true or false')), description);
}

/** A one-line text that is not blank, at most `max` characters (ids, names, labels, paths). */
export function name(description?: string, max: number = LIMITS.name): Schema {
  return described(
    v.pipe(
      v.string(wrongType('a text')),
      v.regex(
        // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
        /^(?=[\s\S]*\S)[^\u0000-\u001f\u007f]*$/,
        (i: Issue) =>
          tag(
            'data/bad-value',
            `must be one line of text, not blank, without control characters, got ${show(i.input)}`,
          ),
      ),
      v.maxLength(max, (i: Issue) =>
        tag('data/over-limit', `must be at most ${max} characters (the engine's limit), got ${length(i)}`),
      ),
    ),
    description,
  );
}

/** A free text that is not blank (a note, a description), at most LIMITS.text characters. */
export function prose(description?: string): Schema {
  return described(
    v.pipe(
      v.string(wrongType('a text')),
      v.regex(/\S/, tag('data/bad-value', 'must not be blank')),
      v.maxLength(LIMITS.text, (i: Issue) =>
        tag(
          'data/over-limit',
          `must be at most ${LIMITS.text} characters (the engine's limit), got ${length(i)}`,
        ),
      ),
    ),
    description,
  );
}

function length(i: Issue): string {
  return typeof i.input === 'string' ? String(i.input.length) : show(i.input);
}

/** A string matching `re`; otherwise `code` with "expected <hint>". */
export function pattern(re: RegExp, code: ErrorCode, hint: string, description?: string): Schema {
  return described(
    v.pipe(
      v.string(wrongType(hint)),
      v.maxLength(LIMITS.name, (i: Issue) =>
        tag(
          'data/over-limit',
          `must be at most ${LIMITS.name} characters (the engine's limit), got ${length(i)}`,
        ),
      ),
      v.regex(re, (i: Issue) => tag(code, `expected ${hint}, got ${show(i.input)}`)),
    ),
    description,
  );
}

/** One of a fixed list of strings (or numbers); another value of the same type is `code` (data/bad-value). */
export function oneOf<T extends string | number>(
  values: readonly T[],
  description?: string,
  code: ErrorCode = 'data/bad-value',
  want = `one of ${values.join(', ')}`,
): Schema {
  const kind = typeof values[0];
  return described(
    v.picklist(values as T[], (i: Issue) =>
      tag(typeof i.input === kind ? code : 'data/wrong-type', `expected ${want}, got ${show(i.input)}`),
    ),
    description,
  );
}

/** Exactly `value` (the "kind" of a file: another value is data/unknown-kind). */
export function kind(value: string): Schema {
  return v.literal(value, (i: Issue) =>
    tag(
      typeof i.input === 'string' ? 'data/unknown-kind' : 'data/wrong-type',
      `kind ${show(i.input)} where a "${value}" file is expected`,
    ),
  );
}

/** A list of `item`, `min` to `max` long (fewer: data/bad-value, more: data/over-limit). */
export function list(item: Schema, min: number, max: number, description?: string): Schema {
  if (min === max) {
    return described(
      v.pipe(
        v.array(item, wrongType('a list')),
        v.length(min, (i: Issue) =>
          tag(
            'data/bad-value',
            `must list exactly ${min}, got ${Array.isArray(i.input) ? i.input.length : show(i.input)}`,
          ),
        ),
      ),
      description,
    );
  }
  return described(
    v.pipe(
      v.array(item, wrongType('a list')),
      v.minLength(
        min,
        min === 1
          ? tag('data/bad-value', 'must not be empty')
          : tag('data/bad-value', `must hold at least ${min}`),
      ),
      v.maxLength(max, (i: Issue) =>
        tag(
          'data/over-limit',
          `must hold at most ${max} (the engine's limit), got ${Array.isArray(i.input) ? i.input.length : show(i.input)}`,
        ),
      ),
    ),
    description,
  );
}

/** An object with exactly these fields (optional ones wrapped in `opt`); any other is data/unknown-field. */
export function obj(entries: v.ObjectEntries, what = 'an object', description?: string): Schema {
  const allowed = Object.keys(entries).join(', ');
  return described(
    v.strictObject(entries, (i: Issue) => {
      if (i.expected === 'never')
        return tag('data/unknown-field', `unknown field ${show(i.input)} (allowed: ${allowed})`);
      if (i.received === 'undefined') return tag('data/missing-field', `missing field ${i.expected}`);
      return tag('data/not-an-object', `expected ${what}, got ${show(i.input)}`);
    }),
    description,
  );
}

/** An optional field. */
export function opt(s: Schema): Schema {
  return v.optional(s);
}

/** One of several forms (a hex label or {col,row}...); a value of none of them is `code` with `hint`. */
export function either(
  options: readonly Schema[],
  code: ErrorCode,
  hint: string,
  description?: string,
): Schema {
  return described(
    v.union(options as Schema[], (i: Issue) => tag(code, `expected ${hint}, got ${show(i.input)}`)),
    description,
  );
}

/** null. */
export function nothing(): Schema {
  return v.null(wrongType('null'));
}

/** An object whose keys match `key` (a hex label...) and whose values are `value`, at most `max` of them. */
export function dictionary(key: Schema, value: Schema, max: number, description?: string): Schema {
  return described(
    v.pipe(
      v.record(key as v.GenericSchema<string>, value, wrongType('an object')),
      v.maxEntries(max, tag('data/over-limit', `must hold at most ${max} entries (the engine's limit)`)),
    ),
    description,
  );
}

function described(s: Schema, description: string | undefined): Schema {
  return description === undefined ? s : v.pipe(s, v.description(description));
}

/**
 * A copy of a parsed JSON document without the members whose name starts with "$" ("$schema",
 * "$comment": ignored everywhere), checked to be plain JSON no deeper than LIMITS.depth and with at most
 * LIMITS.values values. A member named "__proto__" is copied as an own member (and refused as unknown)
 * instead of changing the copy's prototype. The recursion stops at LIMITS.depth, so a document 100,000
 * deep, or one that contains itself, is refused without exhausting the stack.
 */
export function plainCopy(json: unknown, file: string): unknown {
  let values = 0;
  const refuse = (code: ErrorCode, message: string, path: string): never => {
    throw new DataRefusal([problem(code, message, file, path)]);
  };
  const copy = (from: unknown, depth: number, path: () => string): unknown => {
    if (++values > LIMITS.values)
      refuse('data/too-large', `holds more than ${LIMITS.values} values (the engine's limit)`, '');
    if (from === null || typeof from !== 'object') {
      if (typeof from === 'string' || typeof from === 'number' || typeof from === 'boolean' || from === null)
        return from;
      return refuse('data/wrong-type', `expected a JSON value, got ${typeof from}`, path());
    }
    if (depth >= LIMITS.depth) {
      refuse(
        'data/too-deep',
        `nests objects and lists more than ${LIMITS.depth} deep (the engine's limit)`,
        path(),
      );
    }
    try {
      if (Array.isArray(from)) {
        const out: unknown[] = new Array(from.length);
        for (let i = 0; i < from.length; i++) out[i] = copy(from[i], depth + 1, () => `${path()}[${i}]`);
        return out;
      }
      const proto = Object.getPrototypeOf(from);
      if (proto !== Object.prototype && proto !== null) {
        refuse(
          'data/wrong-type',
          `expected a JSON object, got ${proto?.constructor?.name ?? 'an object'}`,
          path(),
        );
      }
      const out: Record<string, unknown> = {};
      for (const k of Object.keys(from)) {
        if (k.startsWith('$')) continue;
        const x = copy((from as Record<string, unknown>)[k], depth + 1, () => {
          const p = path();
          return p === '' ? k : `${p}.${k}`;
        });
        if (k === '__proto__')
          Object.defineProperty(out, k, { value: x, enumerable: true, writable: true, configurable: true });
        else out[k] = x;
      }
      return out;
    } catch (e) {
      if (e instanceof DataRefusal) throw e;
      return refuse('data/wrong-type', 'cannot be read as JSON', path());
    }
  };
  return copy(json, 0, () => '');
}

/** A JSON path as keys and indices. */
export type Keys = readonly (string | number)[];

/**
 * Names the part of a document a problem is in, for messages ("column 3:2, rolls 34-36", "unit
 * \"fr-1\""), from the document as read (unchecked: use `member`) and the problem's path.
 */
export type Where = (doc: unknown, keys: Keys) => string | undefined;

/** The own member of an object or list at `key`, or undefined (never an inherited property). */
export function member(value: unknown, key: string | number): unknown {
  if (typeof value !== 'object' || value === null) return undefined;
  const k = String(key);
  return Object.hasOwn(value, k) ? (value as Record<string, unknown>)[k] : undefined;
}

/**
 * Checks a parsed document against its schema and returns the checked copy; refuses with every problem
 * found, one per place (file, JSON path, what is wrong), in the order of the document.
 */
export function checkShape<T>(schema: Schema, json: unknown, file: string, where?: Where): T {
  const copy = plainCopy(json, file);
  const r = boundedParse(schema, copy);
  if (r.issues === undefined) return r.output as T;
  const found = problemsOf(r.issues, file, (keys) => (where ? where(copy, keys) : undefined));
  throw new DataRefusal(found.listed, found.more, r.stopped);
}

/**
 * valibot's check of a document, stopped once it has raised LIMITS.issues issues: valibot keeps every
 * issue it finds (with its path and input), so a file of a million bad values took a gigabyte. The
 * config counts the issues as valibot raises them (it reads `lang` once for each) and turns
 * `abortEarly` on at the limit, which ends every loop at its next issue. A valid document is checked
 * exactly as before (`abortEarly` is only read after an issue). Should valibot ever stop reading `lang`
 * per issue, the check is only no longer cut short.
 */
function boundedParse(
  schema: Schema,
  value: unknown,
): { output: unknown; issues: readonly Issue[] | undefined; stopped: boolean } {
  let raised = 0;
  const config = {
    get lang(): undefined {
      raised++;
      return undefined;
    },
    message: undefined,
    get abortEarly(): boolean {
      return raised >= LIMITS.issues;
    },
    abortPipeEarly: true,
  };
  const r = schema['~run']({ value }, config as v.Config<Issue>);
  return { output: r.value, issues: r.issues, stopped: raised >= LIMITS.issues };
}

/**
 * The problems of valibot's issues, one per place: the first MAX_PROBLEMS with their messages, the
 * places past them only counted (no message, no context looked up).
 */
function problemsOf(
  issues: readonly Issue[],
  file: string,
  where: (keys: Keys) => string | undefined,
): { listed: HexchargeError[]; more: number } {
  const out: HexchargeError[] = [];
  let more = 0;
  const seen = new Set<string>();
  for (const i of issues) {
    const keys = (i.path ?? []).map((p) => p.key as string | number);
    let path = pathText(keys);
    let [code, text] = split(i);
    // valibot reads a list as an object with missing fields: say it is not an object, once
    const last = i.path?.[i.path.length - 1];
    if (code === 'data/missing-field' && last !== undefined && Array.isArray(last.input)) {
      path = pathText(keys.slice(0, -1));
      code = 'data/not-an-object';
      text = `expected an object, got ${show(last.input)}`;
    }
    if (seen.has(path)) continue;
    seen.add(path);
    if (out.length >= MAX_PROBLEMS) {
      more++;
      continue;
    }
    let context: string | undefined;
    try {
      context = where(keys);
    } catch {
      context = undefined;
    }
    out.push(problem(code, context ? `${context}: ${text}` : text, file, path));
  }
  return { listed: out, more };
}

function split(i: Issue): [ErrorCode, string] {
  const at = i.message.indexOf(SEP);
  // the code before SEP was written by tag(), from an ErrorCode
  if (at >= 0) return [i.message.slice(0, at) as ErrorCode, i.message.slice(at + 1)];
  return [
    i.kind === 'schema' ? 'data/wrong-type' : 'data/bad-value',
    `expected ${i.expected ?? 'another value'}, got ${show(i.input)}`,
  ];
}

function pathText(keys: readonly (string | number)[]): string {
  let s = '';
  for (const k of keys) s = typeof k === 'number' ? `${s}[${k}]` : s === '' ? k : `${s}.${k}`;
  return s;
}
