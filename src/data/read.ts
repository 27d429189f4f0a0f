import { fail, type HexchargeError, ok, type Result } from '../errors.ts';

/** The problems found in data files, thrown out of a validator and turned into a Result by `guarded`. */
export class DataRefusal extends Error {
  /** Every problem, first found first; never empty. */
  readonly errors: readonly HexchargeError[];

  constructor(errors: readonly HexchargeError[]) {
    super(errors[0]?.message ?? 'refused');
    this.errors = errors;
  }
}

/** One problem with a stable code; the message is prefixed with the file and the JSON path. */
export function problem(code: string, message: string, file: string, path: string): HexchargeError {
  const r = fail(code, message, file, path === '' ? undefined : path);
  return r.ok ? { code, message } : r.error;
}

/** Throws a refusal with a stable code; the message is prefixed with the file and the JSON path. */
export function refuse(code: string, message: string, file: string, path: string): never {
  throw new DataRefusal([problem(code, message, file, path)]);
}

/** The problems inside a refusal: its `problems` list when it has one, else the refusal itself. */
export function problemsOf(e: HexchargeError): readonly HexchargeError[] {
  return e.problems && e.problems.length > 0 ? e.problems : [e];
}

/**
 * The refusal a Result carries for a list of problems: the first problem, its message ending with how
 * many more there are, and every problem in `problems`.
 */
export function refusalOf(errors: readonly HexchargeError[]): HexchargeError {
  const first = errors[0] ?? { code: 'data/bad-value', message: 'refused' };
  const { problems: _, ...head } = first;
  if (errors.length === 1) return head;
  const more = errors.length - 1;
  return {
    ...head,
    message: `${head.message} (and ${more} more problem${more === 1 ? '' : 's'}: hexcharge validate lists them all)`,
    problems: errors.map((e) => {
      const { problems: __, ...one } = e;
      return one;
    }),
  };
}

/** Runs a validation that may throw a DataRefusal and returns its Result; any other exception propagates. */
export function guarded<T>(run: () => T): Result<T> {
  try {
    return ok(run());
  } catch (e) {
    if (e instanceof DataRefusal) return { ok: false, error: refusalOf(e.errors) };
    throw e;
  }
}

/** Unwraps a Result inside a guarded validation, rethrowing its problems. */
export function unwrap<T>(r: Result<T>): T {
  if (r.ok) return r.value;
  throw new DataRefusal(problemsOf(r.error));
}

/** Collects the problems of one file so that a validator can go on and report every one of them. */
export class Problems {
  /** The file every problem names. */
  readonly file: string;
  private readonly found: HexchargeError[] = [];

  constructor(file: string) {
    this.file = file;
  }

  /** Notes a problem and goes on. */
  add(code: string, message: string, path: string): void {
    this.found.push(problem(code, message, this.file, path));
  }

  /** Notes every problem of a refused Result (e.g. a table a ruleset names) and goes on. */
  addAll(errors: readonly HexchargeError[]): void {
    this.found.push(...errors);
  }

  /** Notes a problem and stops the validation (for a problem nothing after it can be checked past). */
  refuse(code: string, message: string, path: string): never {
    this.add(code, message, path);
    throw new DataRefusal(this.found);
  }

  /** Runs a check of one part (a column, a unit); a refusal inside it is noted and the validation goes on. */
  each(run: () => void): void {
    try {
      run();
    } catch (e) {
      if (!(e instanceof DataRefusal)) throw e;
      for (const x of e.errors) if (!this.found.includes(x)) this.found.push(x);
    }
  }

  /** How many problems were found so far. */
  get count(): number {
    return this.found.length;
  }

  /** Throws every problem found so far, if there is any. */
  stopIfAny(): void {
    if (this.found.length > 0) throw new DataRefusal(this.found);
  }
}

/** Appends a key or an index to a JSON path: ("columns", 3) is "columns[3]", ("a", "b") is "a.b". */
export function at(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path === '' ? key : `${path}.${key}`;
}

/** A parsed JSON object. */
export type JsonObject = Readonly<Record<string, unknown>>;

/** A short printable form of a JSON value for messages: one line, at most 40 characters. */
export function show(v: unknown): string {
  if (v === undefined) return 'nothing';
  let s: string;
  try {
    s = typeof v === 'number' ? String(v) : (JSON.stringify(v) ?? String(v));
  } catch {
    s = Array.isArray(v) ? 'a list' : typeof v;
  }
  return s.length > 40 ? `${s.slice(0, 37)}...` : s;
}
