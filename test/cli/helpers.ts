import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { type Io, main } from '../../cli/main.ts';

/** The repository root. */
export const ROOT = resolve(import.meta.dirname, '../..');
/** The reference charge. */
export const REF = 'data/scenarios/01-reference-charge.json';
/** A scenario whose exact analysis takes a fraction of a second (the reference one takes seconds). */
export const SMALL = 'test/fixtures/analysis-stand-43.json';

/** What a CLI run gave: exit code, standard output, the lines of standard error. */
export interface Ran {
  readonly code: number;
  readonly out: string;
  readonly err: readonly string[];
}

/** Runs the CLI in-process with buffers, answering prompts from `input` (then end of input). */
export async function cli(argv: readonly string[], input: string[] = []): Promise<Ran> {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    isTTY: false,
    ask: async (p) => {
      out.push(p);
      return input.length ? input.shift()! : null;
    },
  };
  const code = await main(argv, io);
  return { code, out: out.join('\n'), err };
}

/** What a real process gave: exit code (or signal), all its output as bytes were read. */
export interface Spawned {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs the real command (`node bin/hexcharge.js`, the sources through tsx) in the repository root.
 * `stdin` is piped from a string or from a file. `readAfterMs` puts a slow reader on standard output:
 * a shell pipe into `(sleep; cat)`, so the 64 kB pipe fills and the CLI must wait for it (a paused
 * Node stream here raced its own 'close' and lost bytes the CLI had delivered). `underNode` starts
 * the CLI from a Node parent that shares that pipe, as npx and npm run do: the parent's libuv makes it
 * non-blocking, so the CLI's writes are asynchronous and process.exit() would cut them.
 */
export function spawnCli(
  args: readonly string[],
  options: { stdin?: string | { file: string }; readAfterMs?: number; underNode?: boolean } = {},
): Promise<Spawned> {
  return new Promise((done) => {
    const fileIn = typeof options.stdin === 'object' ? options.stdin.file : undefined;
    const parent = `process.stdout; require('node:child_process').spawn(process.execPath, process.argv.slice(1), { stdio: 'inherit' }).on('exit', (c) => (process.exitCode = c ?? 99));`;
    const command = options.underNode
      ? '"$NODE" -e "$PARENT" bin/hexcharge.js "$@"'
      : '"$NODE" bin/hexcharge.js "$@"';
    const input = fileIn ? ' < "$FILE_IN"' : '';
    const reader = options.readAfterMs === undefined ? '' : ` | (sleep ${options.readAfterMs / 1000}; cat)`;
    const p = spawn('bash', ['-c', `${command}${input}${reader}; exit \${PIPESTATUS[0]}`, 'bash', ...args], {
      cwd: ROOT,
      env: { ...process.env, NODE: process.execPath, PARENT: parent, FILE_IN: fileIn ?? '' },
      stdio: [fileIn ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    });
    if (typeof options.stdin === 'string') p.stdin?.end(options.stdin);
    else p.stdin?.end();
    const out: Buffer[] = [];
    let stderr = '';
    p.stdout?.on('data', (d: Buffer) => out.push(d));
    p.stderr?.on('data', (d) => (stderr += d));
    p.on('close', (code, signal) =>
      done({ code, signal, stdout: Buffer.concat(out).toString('utf8'), stderr }),
    );
  });
}
