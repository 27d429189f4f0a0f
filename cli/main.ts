#!/usr/bin/env node
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs, quote, refusalLine, refuse } from './args.ts';
import type { Command } from './command.ts';
import { escapeControls, writeText } from './escape.ts';
import { LineReader } from './input.ts';
import type { Io } from './io.ts';
import { packageRoot } from './paths.ts';
import { type CommandSpec, EXIT, formatHelp } from './spec.ts';
import { SPECS } from './specs.ts';
import { tuneForShortRuns } from './tiering.ts';

/** Where a command reads and writes (cli/io.ts), for the callers of main(). */
export type { Io } from './io.ts';

/** The commands, loaded only when called (so --help and --version start at once). */
const COMMANDS: Readonly<Record<string, () => Promise<{ command: Command }>>> = {
  run: () => import('./commands/run.ts'),
  crt: () => import('./commands/crt.ts'),
  validate: () => import('./commands/validate.ts'),
  odds: () => import('./commands/odds.ts'),
  advise: () => import('./commands/advise.ts'),
  check: () => import('./commands/check.ts'),
  verify: () => import('./commands/verify.ts'),
  dice: () => import('./commands/dice.ts'),
  web: () => import('./commands/web.ts'),
};

/** `hexcharge --help`: what it is, every command with its summary, and the exit codes. */
function overview(): string {
  const names = Object.keys(SPECS);
  const w = Math.max(...names.map((n) => n.length));
  return [
    `hexcharge ${packageRoot().version}: resolve a La Bataille cavalry charge, step by step, with every rule and die shown.`,
    '',
    'Usage: hexcharge <command> [arguments] [flags]',
    '',
    'Commands:',
    ...names.map((n) => `  ${n.padEnd(w)}  ${SPECS[n]!.spec.summary}`),
    '',
    'hexcharge <command> --help   every flag of a command, with its meaning and an example',
    'hexcharge --version          the version',
    '',
    'Exit codes: 0 done; 1 a negative answer (a wrong claim, charts that differ, an invalid file, a',
    'flagged Monte Carlo); 2 refused input or usage (one line on stderr: error <code>: <message>);',
    'anything else is a bug. The codes are listed in docs/errors.md.',
  ].join('\n');
}

/** The help of `name` (a command, or its subcommand when `sub` names one); undefined when there is no such command. */
function helpOf(name: string, sub: string | undefined): string | undefined {
  const entry = Object.hasOwn(SPECS, name) ? SPECS[name] : undefined;
  if (!entry) return undefined;
  const subSpec: CommandSpec | undefined = entry.subcommands?.find((s) => s.name === `${name} ${sub}`);
  return subSpec ? formatHelp(subSpec) : formatHelp(entry.spec, entry.subcommands);
}

function unknownCommand(io: Io, name: string): number {
  return refuse(
    io,
    {
      code: 'cli/unknown-command',
      message: `unknown command ${quote(name)}; commands: ${Object.keys(SPECS).join(', ')} (hexcharge --help)`,
    },
    EXIT.refused,
  );
}

/** Whether the arguments ask for help (--help or -h before any "--"). */
function asksHelp(argv: readonly string[]): boolean {
  const end = argv.indexOf('--');
  return (end < 0 ? argv : argv.slice(0, end)).some((a) => a === '--help' || a === '-h');
}

/**
 * The Io a command writes through: each call of `out` and `err` is one line, written with every
 * control character, line break and bidi control escaped (cli/escape.ts), whatever data it holds.
 * Text of several lines the CLI composed itself is written a line at a time (writeText).
 */
function escaping(io: Io): Io {
  return {
    out: (line) => io.out(escapeControls(line)),
    err: (line) => io.err(escapeControls(line)),
    ask: (prompt) => io.ask(escapeControls(prompt)),
    isTTY: io.isTTY,
  };
}

/**
 * Runs the CLI and resolves to its exit code (spec.ts EXIT: 0 done, 1 a negative answer, 2 refused,
 * 70 a bug). Every refusal is one line on stderr, never a stack trace.
 */
export async function main(argv: readonly string[], terminal: Io): Promise<number> {
  const io = escaping(terminal);
  const [name, ...rest] = argv;
  if (name === undefined)
    return refuse(
      io,
      {
        code: 'cli/missing-argument',
        message: `give a command: ${Object.keys(SPECS).join(', ')} (hexcharge --help explains each)`,
      },
      EXIT.refused,
    );
  if (name === '--help' || name === '-h') {
    writeText(io.out, overview());
    return EXIT.done;
  }
  if (name === 'help') {
    const [topic, sub] = rest;
    if (topic === undefined) {
      writeText(io.out, overview());
      return EXIT.done;
    }
    const help = helpOf(topic, sub);
    if (help === undefined) return unknownCommand(io, topic);
    writeText(io.out, help);
    return EXIT.done;
  }
  if (name === '--version' || name === '-v') {
    const extra = parseArgs(rest, {});
    if (!extra.ok) return refuse(io, extra.error, EXIT.refused);
    if (extra.value.positional.length)
      return refuse(
        io,
        { code: 'cli/unexpected-argument', message: `--version takes no argument: ${quote(rest[0]!)}` },
        EXIT.refused,
      );
    io.out(`hexcharge ${packageRoot().version}`);
    return EXIT.done;
  }
  const load = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!load) return unknownCommand(io, name);
  if (asksHelp(rest)) {
    writeText(io.out, helpOf(name, rest[0])!);
    return EXIT.done;
  }
  try {
    const mod = await load();
    return await mod.command.run(rest, io);
  } catch (e) {
    const msg = e instanceof Error ? (e.message.split('\n')[0] ?? '') : String(e);
    return refuse(io, { code: 'cli/internal', message: `${name} failed: ${msg}` }, EXIT.bug);
  }
}

/** The longest line `run --interactive` reads; a longer one is refused (cli/line-too-long). */
export const MAX_INPUT_LINE = 1000;

/** The terminal's Io, and close() to let the process end (stops reading standard input). */
export function terminalIo(): Io & { close(): void } {
  let reader: LineReader | undefined;
  // A reader that went away (`hexcharge odds ... | head`, `hexcharge validate bad.json 2>&1 | head`):
  // drop the rest of that stream's output, quietly. Without the handler on stderr, the write error
  // was an uncaught exception whose report, written to the same closed stderr, failed again: forever.
  const closed = { out: false, err: false };
  const watch = (stream: NodeJS.WriteStream, which: 'out' | 'err') =>
    stream.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code === 'EPIPE') closed[which] = true;
      else process.exitCode = EXIT.bug;
    });
  watch(process.stdout, 'out');
  watch(process.stderr, 'err');
  const write = (line: string) => {
    if (!closed.out) process.stdout.write(line);
  };
  return {
    out: (l) => write(`${l}\n`),
    err: (l) => {
      if (!closed.err) process.stderr.write(`${l}\n`);
    },
    isTTY: Boolean(process.stdout.isTTY),
    ask: async (prompt) => {
      write(prompt);
      reader ??= new LineReader(process.stdin, MAX_INPUT_LINE);
      return reader.next();
    },
    close: () => reader?.close(),
  };
}

/**
 * Runs the CLI on this process's arguments and sets `process.exitCode`; the process then ends on its
 * own once standard output and standard error have drained (no forced exit: nothing is lost).
 */
export async function runCli(argv: readonly string[] = process.argv.slice(2)): Promise<void> {
  tuneForShortRuns();
  const io = terminalIo();
  const bug = (e: unknown) => {
    io.err(refusalLine({ code: 'cli/internal', message: String(e instanceof Error ? e.message : e) }));
    process.exitCode = EXIT.bug;
    io.close();
  };
  process.on('uncaughtException', bug);
  process.on('unhandledRejection', bug);
  let code: number;
  try {
    code = await main(argv, io);
  } catch (e) {
    bug(e);
    return;
  } finally {
    io.close();
  }
  if (process.exitCode !== EXIT.bug) process.exitCode = code;
}

/** Whether this file is the program node was started with (`node dist/cli/main.js`, `tsx cli/main.ts`, the bin link). */
function startedDirectly(): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (startedDirectly()) void runCli();
