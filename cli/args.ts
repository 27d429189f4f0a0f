import { type ErrorCode, fail, formatError, type HexchargeError, ok, type Result } from 'hexcharge/errors';
import { escapeControls } from './escape.ts';

/** Parsed command-line arguments: positionals and --flags (a switch given is "true"). */
export interface Args {
  readonly positional: readonly string[];
  readonly flags: Readonly<Record<string, string>>;
}

/** The longest argument value a refusal quotes; longer ones are cut with "...". */
const QUOTE_MAX = 60;

/** A user's value as a refusal quotes it: JSON-quoted (control characters escaped) and cut to 60 characters. */
export function quote(value: string): string {
  const cut = value.length > QUOTE_MAX ? `${value.slice(0, QUOTE_MAX)}...` : value;
  return JSON.stringify(cut);
}

/**
 * Parses arguments, refusing flags not in `known` (own names only: `--toString` is not a flag), a flag
 * that needs a value and has none, a switch given a value (`--json=no`) and a flag given twice.
 * `--name value` and `--name=value` both work; after `--` everything is positional.
 */
export function parseArgs(
  argv: readonly string[],
  known: Readonly<Record<string, 'value' | 'switch'>>,
): Result<Args> {
  const positional: string[] = [];
  const flags: Record<string, string> = Object.create(null) as Record<string, string>;
  const knownList = () =>
    Object.keys(known)
      .map((k) => `--${k}`)
      .join(', ');
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--') {
      positional.push(...argv.slice(i + 1));
      break;
    }
    if (!a.startsWith('--') || a === '-') {
      if (a.startsWith('-') && a.length > 1 && !/^-\d/.test(a))
        return fail('cli/unknown-flag', `unknown flag ${quote(a)}; known: ${knownList() || '(none)'}`);
      positional.push(a);
      continue;
    }
    const eq = a.indexOf('=');
    const name = eq < 0 ? a.slice(2) : a.slice(2, eq);
    const inline = eq < 0 ? undefined : a.slice(eq + 1);
    const kind = Object.hasOwn(known, name) ? known[name] : undefined;
    if (kind === undefined)
      return fail('cli/unknown-flag', `unknown flag --${quote(name).slice(1, -1)}; known: ${knownList()}`);
    if (Object.hasOwn(flags, name)) return fail('cli/repeated-flag', `--${name} is given twice`);
    if (kind === 'switch') {
      if (inline !== undefined)
        return fail('cli/unexpected-value', `--${name} is a switch and takes no value: ${quote(a)}`);
      flags[name] = 'true';
      continue;
    }
    const v = inline ?? argv[i + 1];
    if (inline === undefined) i++;
    if (v === undefined || (inline === undefined && v.startsWith('--') && v.length > 2))
      return fail('cli/missing-value', `--${name} needs a value`);
    flags[name] = v;
  }
  return ok({ positional, flags });
}

/** Refuses positional arguments beyond the `max` a command takes. */
export function noExtraArguments(args: Args, max: number, usage: string): Result<Args> {
  return args.positional.length > max
    ? fail('cli/unexpected-argument', `unexpected argument ${quote(args.positional[max]!)}; usage: ${usage}`)
    : ok(args);
}

/**
 * A whole number written in decimal digits (an optional sign when `signed`), within [min, max]. Refuses
 * what Number() would let through: "", " 5", "0x35", "1e3", "5.0", "Infinity".
 */
export function parseWhole(
  flag: string,
  text: string,
  range: { readonly min: number; readonly max: number; readonly signed?: boolean },
  code: ErrorCode = 'cli/bad-number',
): Result<number> {
  const shape = range.signed ? /^[+-]?\d{1,16}$/ : /^\d{1,16}$/;
  const n = shape.test(text) ? Number(text) : Number.NaN;
  if (Number.isSafeInteger(n) && n >= range.min && n <= range.max) return ok(n);
  return fail(code, `${flag} needs a whole number from ${range.min} to ${range.max}: got ${quote(text)}`);
}

/** The seeds a dice generator takes. */
export const SEED_RANGE = { min: 0, max: 4294967295 } as const;

/**
 * A list of die values as typed after --dice: decimal digits separated by commas or spaces
 * ("43,5" or "43 5"); "0x35", "4.5", "" and "43,,5" are refused.
 */
export function parseDiceList(text: string): Result<number[]> {
  const parts = text.trim().split(/\s*,\s*|\s+/);
  if (text.trim() === '' || parts.some((p) => !/^\d{1,3}$/.test(p)))
    return fail(
      'cli/bad-dice',
      `--dice needs die values in decimal digits separated by commas, e.g. 43,5,61: got ${quote(text)}`,
    );
  return ok(parts.map(Number));
}

/**
 * The one line a CLI prints for a refusal: `error <code>: <message>`, with line breaks, other control
 * characters and bidi controls escaped (cli/escape.ts: a refusal is always exactly one line) and cut
 * at 500 characters.
 */
export function refusalLine(e: HexchargeError): string {
  const line = escapeControls(formatError(e));
  return line.length > 500 ? `${line.slice(0, 497)}...` : line;
}

/** Prints a refusal as its one line on stderr and gives the exit code to return. */
export function refuse(
  io: { readonly err: (line: string) => void },
  e: HexchargeError,
  exitCode: number,
): number {
  io.err(refusalLine(e));
  return exitCode;
}
