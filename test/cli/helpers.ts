import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
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
 * `stdin` is piped from a string or from a file; `readAfterMs` leaves standard output unread for that
 * long first (a slow reader: the pipe fills and the CLI must wait for it).
 */
export function spawnCli(
  args: readonly string[],
  options: { stdin?: string | { file: string }; readAfterMs?: number; underNode?: boolean } = {},
): Promise<Spawned> {
  return new Promise((done) => {
    const fileIn = typeof options.stdin === 'object' ? options.stdin.file : undefined;
    const bin = join(ROOT, 'bin/hexcharge.js');
    // underNode: started by a Node parent that shares its standard output (as npx and npm run do):
    // the parent's libuv has made that pipe non-blocking, so the CLI's writes to it are asynchronous.
    const parent = `process.stdout; require('node:child_process').spawn(process.execPath, process.argv.slice(1), { stdio: 'inherit' }).on('exit', (c) => (process.exitCode = c ?? 99));`;
    const p = spawn(
      fileIn ? 'sh' : process.execPath,
      fileIn
        ? ['-c', `exec "${process.execPath}" bin/hexcharge.js "$@" < "${fileIn}"`, 'sh', ...args]
        : options.underNode
          ? ['-e', parent, bin, ...args]
          : [bin, ...args],
      { cwd: ROOT, stdio: [fileIn ? 'inherit' : 'pipe', 'pipe', 'pipe'] },
    );
    if (typeof options.stdin === 'string') p.stdin?.end(options.stdin);
    else p.stdin?.end();
    const out: Buffer[] = [];
    let stderr = '';
    if (!p.stdout || !p.stderr) throw new Error('no pipes');
    const stdout = p.stdout;
    p.stderr.on('data', (d) => (stderr += d));
    stdout.pause();
    setTimeout(() => {
      stdout.on('data', (d: Buffer) => out.push(d));
      stdout.resume();
    }, options.readAfterMs ?? 0);
    p.on('close', (code, signal) =>
      done({ code, signal, stdout: Buffer.concat(out).toString('utf8'), stderr }),
    );
  });
}
