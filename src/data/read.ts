import { type ErrorCode, fail, type HexchargeError, ok, type Result } from '../errors.ts';
import { LIMITS } from './bounds.ts';

/** The most problems a refusal lists (LIMITS.problems); the ones past it are only counted. */
export const MAX_PROBLEMS = LIMITS.problems;

/** The problems found in data files, thrown out of a validator and turned into a Result by `guarded`. */
export class DataRefusal extends Error {
  /** The problems listed, first found first; never empty, at most MAX_PROBLEMS. */
  readonly errors: readonly HexchargeError[];
  /** How many more problems were found and not listed. */
  readonly more: number;
  /** Whether the check stopped before the end (there may be more problems than counted). */
  readonly stopped: boolean;

  constructor(errors: readonly HexchargeError[], more = 0, stopped = false) {
    super(errors[0]?.message ?? 'refused');
    this.errors = errors.length > MAX_PROBLEMS ? errors.slice(0, MAX_PROBLEMS) : errors;
    this.more = more + errors.length - this.errors.length;
    this.stopped = stopped;
  }

  /** The refusal of a refused Result, rethrown with its counted problems and whether it stopped. */
  static of(e: HexchargeError): DataRefusal {
    return new DataRefusal(problemsOf(e), moreProblemsOf(e), e.problemsStopped === true);
  }
}

/** One problem with a stable code; the message is prefixed with the file and the JSON path. */
export function problem(code: ErrorCode, message: string, file: string, path: string): HexchargeError {
  const r = fail(code, message, file, path === '' ? undefined : path);
  return r.ok ? { code, message } : r.error;
}

/** Throws a refusal with a stable code; the message is prefixed with the file and the JSON path. */
export function refuse(code: ErrorCode, message: string, file: string, path: string): never {
  throw new DataRefusal([problem(code, message, file, path)]);
}

/** The problems inside a refusal: its `problems` list when it has one, else the refusal itself. */
export function problemsOf(e: HexchargeError): readonly HexchargeError[] {
  return e.problems && e.problems.length > 0 ? e.problems : [e];
}

/** How many problems a refusal found past the ones it lists (0 when it lists them all). */
export function moreProblemsOf(e: HexchargeError): number {
  return e.moreProblems ?? 0;
}

/**
 * The refusal a Result carries for a list of problems: the first problem, its message ending with how
 * many more there are, the first MAX_PROBLEMS problems in `problems` and how many more in
 * `moreProblems` (`more` counts problems found and not kept).
 */
export function refusalOf(errors: readonly HexchargeError[], more = 0, stopped = false): HexchargeError {
  const kept = errors.length > MAX_PROBLEMS ? errors.slice(0, MAX_PROBLEMS) : errors;
  const unlisted = more + errors.length - kept.length;
  const head = single(kept[0] ?? { code: 'data/bad-value', message: 'refused' });
  if (kept.length <= 1 && unlisted === 0 && !stopped) return head;
  const others = kept.length - 1 + unlisted;
  const where = stopped
    ? `the check stopped after ${LIMITS.issues.toLocaleString('en')}`
    : unlisted === 0
      ? 'hexcharge validate lists them all'
      : `hexcharge validate lists the first ${MAX_PROBLEMS}`;
  return {
    ...head,
    message: `${head.message} (and ${stopped ? 'at least ' : ''}${others.toLocaleString('en')} more problem${others === 1 ? '' : 's'}: ${where})`,
    problems: kept.map(single),
    ...(unlisted > 0 ? { moreProblems: unlisted } : {}),
    ...(stopped ? { problemsStopped: true as const } : {}),
  };
}

/** One problem without the list it may head. */
function single(e: HexchargeError): HexchargeError {
  const { problems: _, moreProblems: __, problemsStopped: ___, ...one } = e;
  return one;
}

/** Runs a validation that may throw a DataRefusal and returns its Result; any other exception propagates. */
export function guarded<T>(run: () => T): Result<T> {
  try {
    return ok(run());
  } catch (e) {
    if (e instanceof DataRefusal) return { ok: false, error: refusalOf(e.errors, e.more, e.stopped) };
    throw e;
  }
}

/** Unwraps a Result inside a guarded validation, rethrowing its problems. */
export function unwrap<T>(r: Result<T>): T {
  if (r.ok) return r.value;
  throw DataRefusal.of(r.error);
}

/**
 * Collects the problems of one file so that a validator can go on and report every one of them: the
 * first MAX_PROBLEMS are kept, the others only counted (a file of a million bad values costs a counter,
 * not a million messages).
 */
export class Problems {
  /** The file every problem names. */
  readonly file: string;
  private readonly found: HexchargeError[] = [];
  private more = 0;
  private stopped = false;

  constructor(file: string) {
    this.file = file;
  }

  /** Whether the list is full: a validator may skip building the message of a problem it only counts. */
  get full(): boolean {
    return this.found.length >= MAX_PROBLEMS;
  }

  #keep(e: HexchargeError): void {
    if (this.found.length < MAX_PROBLEMS) this.found.push(e);
    else this.more++;
  }

  /** Notes a problem and goes on. */
  add(code: ErrorCode, message: string, path: string): void {
    if (this.full) this.more++;
    else this.found.push(problem(code, message, this.file, path));
  }

  /** Notes every problem of a list (and `more` found past it, by a check that `stopped` or not) and goes on. */
  addAll(errors: readonly HexchargeError[], more = 0, stopped = false): void {
    for (const e of errors) this.#keep(e);
    this.more += more;
    this.stopped ||= stopped;
  }

  /** Notes every problem of a refused Result (e.g. a table a ruleset names), counted ones too, and goes on. */
  addRefusal(e: HexchargeError): void {
    this.addAll(problemsOf(e), moreProblemsOf(e), e.problemsStopped === true);
  }

  /** Notes a problem and stops the validation (for a problem nothing after it can be checked past). */
  refuse(code: ErrorCode, message: string, path: string): never {
    this.add(code, message, path);
    throw new DataRefusal(this.found, this.more, this.stopped);
  }

  /** Runs a check of one part (a column, a unit); a refusal inside it is noted and the validation goes on. */
  each(run: () => void): void {
    try {
      run();
    } catch (e) {
      if (!(e instanceof DataRefusal)) throw e;
      for (const x of e.errors) if (!this.found.includes(x)) this.#keep(x);
      this.more += e.more;
      this.stopped ||= e.stopped;
    }
  }

  /** How many problems were found so far (listed or counted). */
  get count(): number {
    return this.found.length + this.more;
  }

  /** Throws every problem found so far, if there is any. */
  stopIfAny(): void {
    if (this.count > 0) throw new DataRefusal(this.found, this.more, this.stopped);
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
