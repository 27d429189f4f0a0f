import { fail, type HexchargeError, ok, type Result } from '../errors.ts';

/** A refusal thrown inside the data validators and turned into a Result by `guarded`. */
export class DataRefusal extends Error {
  /** The refusal carried out of the validator. */
  readonly error: HexchargeError;

  constructor(error: HexchargeError) {
    super(error.message);
    this.error = error;
  }
}

/** Throws a refusal with a stable code; the message is prefixed with the file and the JSON path. */
export function refuse(code: string, message: string, file: string, path: string): never {
  const r = fail(code, message, file, path === '' ? undefined : path);
  throw new DataRefusal(r.ok ? { code, message } : r.error);
}

/** Runs a validation that may throw a DataRefusal and returns its Result; any other exception propagates. */
export function guarded<T>(run: () => T): Result<T> {
  try {
    return ok(run());
  } catch (e) {
    if (e instanceof DataRefusal) return { ok: false, error: e.error };
    throw e;
  }
}

/** Unwraps a Result inside a guarded validation, rethrowing its refusal. */
export function unwrap<T>(r: Result<T>): T {
  if (r.ok) return r.value;
  throw new DataRefusal(r.error);
}

/** Appends a key or an index to a JSON path: ("columns", 3) is "columns[3]", ("a", "b") is "a.b". */
export function at(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path === '' ? key : `${path}.${key}`;
}

/** A parsed JSON object. */
export type JsonObject = Readonly<Record<string, unknown>>;

/** A short printable form of a JSON value for messages. */
export function show(v: unknown): string {
  if (v === undefined) return 'nothing';
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 40 ? `${s.slice(0, 37)}...` : s;
}

/** Options of a number field: whole numbers only, and inclusive bounds. */
export interface NumberOptions {
  readonly integer?: boolean;
  readonly min?: number;
  readonly max?: number;
}

/** Reads typed fields out of the parsed JSON of one file; each refusal names the file and the JSON path. */
export class JsonReader {
  /** The file every refusal names. */
  readonly file: string;

  constructor(file: string) {
    this.file = file;
  }

  /** Throws a refusal for this file. */
  refuse(code: string, message: string, path: string): never {
    return refuse(code, message, this.file, path);
  }

  /** The value as an object, or a data/not-an-object refusal. */
  object(v: unknown, path: string, what = 'an object'): JsonObject {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
      this.refuse('data/not-an-object', `expected ${what}, got ${show(v)}`, path);
    }
    return v as JsonObject;
  }

  /** Refuses a key outside `allowed` (keys starting with "$", like "$comment", are always allowed). */
  onlyKeys(o: JsonObject, path: string, allowed: readonly string[]): void {
    for (const k of Object.keys(o)) {
      if (k.startsWith('$') || allowed.includes(k)) continue;
      this.refuse('data/unknown-field', `unknown field "${k}" (allowed: ${allowed.join(', ')})`, at(path, k));
    }
  }

  /** The field's value, or a data/missing-field refusal. */
  required(o: JsonObject, key: string, path: string): unknown {
    const v = o[key];
    if (v === undefined) this.refuse('data/missing-field', `missing field "${key}"`, at(path, key));
    return v;
  }

  /** A required non-empty string field. */
  string(o: JsonObject, key: string, path: string): string {
    return this.stringValue(this.required(o, key, path), at(path, key), key);
  }

  /** An optional string field. */
  optString(o: JsonObject, key: string, path: string): string | undefined {
    return o[key] === undefined ? undefined : this.string(o, key, path);
  }

  /** The value as a non-empty string. */
  stringValue(v: unknown, path: string, name: string): string {
    if (typeof v !== 'string' || v.trim() === '') {
      this.refuse('data/wrong-type', `"${name}" must be a non-empty string, got ${show(v)}`, path);
    }
    return v;
  }

  /** A required number field, checked against the options. */
  number(o: JsonObject, key: string, path: string, opts: NumberOptions = {}): number {
    return this.numberValue(this.required(o, key, path), at(path, key), key, opts);
  }

  /** An optional number field. */
  optNumber(o: JsonObject, key: string, path: string, opts: NumberOptions = {}): number | undefined {
    return o[key] === undefined ? undefined : this.number(o, key, path, opts);
  }

  /** The value as a number, checked against the options (wrong type: data/wrong-type, out of bounds: data/bad-value). */
  numberValue(v: unknown, path: string, name: string, opts: NumberOptions = {}): number {
    const want = opts.integer ? 'a whole number' : 'a number';
    if (typeof v !== 'number' || !Number.isFinite(v)) {
      this.refuse('data/wrong-type', `"${name}" must be ${want}, got ${show(v)}`, path);
    }
    if (opts.integer && !Number.isInteger(v)) {
      this.refuse('data/wrong-type', `"${name}" must be ${want}, got ${show(v)}`, path);
    }
    if ((opts.min !== undefined && v < opts.min) || (opts.max !== undefined && v > opts.max)) {
      const lo = opts.min === undefined ? '' : `>= ${opts.min}`;
      const hi = opts.max === undefined ? '' : `<= ${opts.max}`;
      const bounds = [lo, hi].filter((s) => s !== '').join(' and ');
      this.refuse('data/bad-value', `"${name}" must be ${bounds}, got ${v}`, path);
    }
    return v;
  }

  /** A required boolean field. */
  boolean(o: JsonObject, key: string, path: string): boolean {
    const v = this.required(o, key, path);
    if (typeof v !== 'boolean') {
      this.refuse('data/wrong-type', `"${key}" must be true or false, got ${show(v)}`, at(path, key));
    }
    return v;
  }

  /** An optional boolean field. */
  optBoolean(o: JsonObject, key: string, path: string): boolean | undefined {
    return o[key] === undefined ? undefined : this.boolean(o, key, path);
  }

  /** A required array field. */
  array(o: JsonObject, key: string, path: string): readonly unknown[] {
    const v = this.required(o, key, path);
    if (!Array.isArray(v))
      this.refuse('data/wrong-type', `"${key}" must be an array, got ${show(v)}`, at(path, key));
    return v;
  }

  /** A required array field with at least one element. */
  nonEmptyArray(o: JsonObject, key: string, path: string): readonly unknown[] {
    const a = this.array(o, key, path);
    if (a.length === 0) this.refuse('data/bad-value', `"${key}" must not be empty`, at(path, key));
    return a;
  }

  /** A required string field that must be one of `values` (otherwise `code`, data/bad-value by default). */
  oneOf<T extends string>(
    o: JsonObject,
    key: string,
    path: string,
    values: readonly T[],
    code = 'data/bad-value',
  ): T {
    const v = this.string(o, key, path);
    if (!(values as readonly string[]).includes(v)) {
      this.refuse(code, `"${key}" must be one of ${values.join(', ')}, got ${show(v)}`, at(path, key));
    }
    return v as T;
  }

  /** Checks the "kind" field of a file's root object against the expected kind (data/unknown-kind). */
  kind(o: JsonObject, expected: string): void {
    const k = this.string(o, 'kind', '');
    if (k !== expected) {
      this.refuse('data/unknown-kind', `kind ${show(k)} where a "${expected}" file is expected`, 'kind');
    }
  }
}
