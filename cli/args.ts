import { fail, formatError, type HexchargeError, ok, type Result } from '../src/errors.ts';

/** Parsed command-line arguments: positionals and --flags (a flag without a value is "true"). */
export interface Args {
  readonly positional: readonly string[];
  readonly flags: Readonly<Record<string, string>>;
}

/** Parses arguments, refusing flags not in `known` and flags that need a value but have none. */
export function parseArgs(
  argv: readonly string[],
  known: Readonly<Record<string, 'value' | 'switch'>>,
): Result<Args> {
  const positional: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (!a.startsWith('--')) {
      positional.push(a);
      continue;
    }
    const [name, inline] = a.slice(2).split('=', 2) as [string, string | undefined];
    const kind = known[name];
    if (!kind)
      return fail(
        'cli/unknown-flag',
        `unknown flag --${name}; known: ${Object.keys(known)
          .map((k) => `--${k}`)
          .join(', ')}`,
      );
    if (kind === 'switch') flags[name] = 'true';
    else {
      const v = inline ?? argv[++i];
      if (v === undefined) return fail('cli/missing-value', `--${name} needs a value`);
      flags[name] = v;
    }
  }
  return ok({ positional, flags });
}

/** Prints a refusal as its one line on stderr and gives the exit code to return. */
export function refuse(
  io: { readonly err: (line: string) => void },
  e: HexchargeError,
  exitCode: number,
): number {
  io.err(formatError(e));
  return exitCode;
}
