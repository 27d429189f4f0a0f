/** What a command's exit code says; scripts can tell these apart (docs/errors.md, "Exit codes"). */
export const EXIT = {
  /** The command did what was asked (a right claim, charts that agree, valid files, a played charge). */
  done: 0,
  /** A negative answer: a wrong claim, charts that differ, an invalid file, a flagged Monte Carlo. */
  negative: 1,
  /** Refused input or usage: a bad flag, a file that cannot be read or loaded, dice that do not fit. */
  refused: 2,
  /** A bug in hexcharge: an unexpected failure, reported in one line (EX_SOFTWARE). */
  bug: 70,
} as const;

/** One flag of a command: its value's placeholder (none for a switch), one line of meaning, an example. */
export interface FlagSpec {
  readonly name: string;
  /** The placeholder of the value ("N", "FILE"); absent for a switch. */
  readonly value?: string;
  readonly meaning: string;
  readonly example: string;
}

/** What `hexcharge <command> --help` prints, and the flags the command accepts. */
export interface CommandSpec {
  /** "run", or "crt sheet" for a subcommand. */
  readonly name: string;
  /** One line, shown in the list of commands. */
  readonly summary: string;
  /** Usage lines, without the leading "hexcharge ". */
  readonly usage: readonly string[];
  /** A few lines saying what the command does. */
  readonly about: readonly string[];
  readonly flags: readonly FlagSpec[];
  readonly examples: readonly string[];
  /** The exit codes this command gives, with what each means here. */
  readonly exits: readonly (readonly [number, string])[];
}

/** The flags a command accepts, as parseArgs wants them. */
export function knownFlags(spec: CommandSpec): Record<string, 'value' | 'switch'> {
  return Object.fromEntries(spec.flags.map((f) => [f.name, f.value === undefined ? 'switch' : 'value']));
}

/** The usage lines of a command, for refusals. */
export function usageOf(spec: CommandSpec): string {
  return spec.usage.map((u) => `hexcharge ${u}`).join(' | ');
}

/** The help text of a command: usage, what it does, each flag with its meaning and an example, exit codes. */
export function formatHelp(spec: CommandSpec, subcommands: readonly CommandSpec[] = []): string {
  const lines = ['Usage:', ...spec.usage.map((u) => `  hexcharge ${u}`), '', ...spec.about];
  const flags = [...spec.flags, { name: 'help', meaning: 'print this help and exit', example: '--help' }];
  const w = Math.max(...flags.map((f) => `--${f.name}${f.value ? ` ${f.value}` : ''}`.length));
  lines.push('', 'Flags:');
  for (const f of flags) {
    lines.push(`  ${`--${f.name}${f.value ? ` ${f.value}` : ''}`.padEnd(w)}  ${f.meaning}`);
    lines.push(`  ${''.padEnd(w)}  e.g. ${f.example}`);
  }
  if (subcommands.length) {
    lines.push('', 'Subcommands (each has --help):');
    const sw = Math.max(...subcommands.map((s) => s.name.length));
    for (const s of subcommands) lines.push(`  hexcharge ${s.name.padEnd(sw)}  ${s.summary}`);
  }
  lines.push('', 'Examples:', ...spec.examples.map((e) => `  ${e}`));
  lines.push('', 'Exit codes:');
  for (const [c, m] of [
    ...spec.exits,
    [EXIT.bug, 'a bug in hexcharge (reported in one line): please report it'] as const,
  ])
    lines.push(...wrap(`  ${String(c).padEnd(2)}  ${m}`, 100, 8));
  return lines.join('\n');
}

/** Wraps a line at `width` columns, continuing with `indent` spaces. */
function wrap(line: string, width: number, indent: number): string[] {
  const out: string[] = [];
  let rest = line;
  while (rest.length > width) {
    const cut = rest.lastIndexOf(' ', width);
    if (cut <= indent) break;
    out.push(rest.slice(0, cut));
    rest = `${' '.repeat(indent)}${rest.slice(cut + 1)}`;
  }
  out.push(rest);
  return out;
}
