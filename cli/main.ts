import { formatError } from '../src/errors.ts';
import { parseArgs } from './args.ts';

/** What every command module exports: run with the arguments after the command name, resolve to an exit code. */
export interface Command {
  readonly summary: string;
  run(argv: readonly string[], io: Io): Promise<number> | number;
}

/** Where a command reads and writes (the terminal, or a test's buffers). */
export interface Io {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
  /** Reads one line of input (for --interactive); null at end of input. */
  readonly ask: (prompt: string) => Promise<string | null>;
  readonly isTTY: boolean;
}

const COMMANDS = ['run', 'crt', 'validate', 'odds', 'check', 'web'] as const;

const USAGE = `hexcharge: resolve a La Bataille cavalry charge, step by step, with every rule and die shown.

  hexcharge run <scenario> [--ruleset F] [--seed N | --dice 43,5,...] [--json] [--interactive]
  hexcharge crt --odds 3:1 --roll 43 [--shift -1] [--modifier -6] [--ruleset F]
  hexcharge crt sheet [--ruleset F] [--csv]  hexcharge crt diff A B
  hexcharge crt import chart.csv [--out F]
  hexcharge validate <file>
  hexcharge odds <scenario> [--ruleset F] [--json] [--mc N --seed S]
  hexcharge check <scenario> --dice ... --claim <result>
  hexcharge web`;

/** Runs the CLI: one line per refusal, a non-zero exit, never a stack trace. */
export async function main(argv: readonly string[], io: Io): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    io.out(USAGE);
    return name ? 0 : 2;
  }
  if (!(COMMANDS as readonly string[]).includes(name)) {
    io.err(
      formatError({
        code: 'cli/unknown-command',
        message: `unknown command "${name}"; commands: ${COMMANDS.join(', ')}`,
      }),
    );
    return 2;
  }
  try {
    const mod = (await import(`./commands/${name}.ts`)) as { command: Command };
    return await mod.command.run(rest, io);
  } catch (e) {
    const msg = e instanceof Error ? e.message.split('\n')[0] : String(e);
    io.err(formatError({ code: 'cli/internal', message: `${name} failed: ${msg}` }));
    return 70;
  }
}

/** The terminal's Io. */
export function terminalIo(): Io {
  let lines: AsyncIterator<string> | undefined;
  return {
    out: (l) => process.stdout.write(`${l}\n`),
    err: (l) => process.stderr.write(`${l}\n`),
    isTTY: Boolean(process.stdout.isTTY),
    ask: async (prompt) => {
      process.stdout.write(prompt);
      if (!lines) {
        const { createInterface } = await import('node:readline');
        lines = createInterface({ input: process.stdin, terminal: false })[Symbol.asyncIterator]();
      }
      const r = await lines.next();
      return r.done ? null : r.value;
    },
  };
}

export { parseArgs };

if (process.argv[1] && /cli[\\/]main\.ts$|hexcharge(\.js)?$/.test(process.argv[1])) {
  main(process.argv.slice(2), terminalIo()).then(
    (code) => process.exit(code),
    (e) => {
      process.stderr.write(
        `${formatError({ code: 'cli/internal', message: String(e instanceof Error ? e.message : e) })}\n`,
      );
      process.exit(70);
    },
  );
}
