import type { ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { type Io, main } from '../../cli/main.ts';
import { spawnTracked } from '../cli/processes.ts';

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
    // A process group of its own, stopped when the test ends however it ends (test/cli/processes.ts).
    const p = spawnTracked(
      'bash',
      ['-c', `${command}${input}${reader}; exit \${PIPESTATUS[0]}`, 'bash', ...args],
      {
        cwd: ROOT,
        env: { ...process.env, NODE: process.execPath, PARENT: parent, FILE_IN: fileIn ?? '' },
        stdio: [fileIn ? 'ignore' : 'pipe', 'pipe', 'pipe'],
      },
    );
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

/** A real command left running (`hexcharge web`): a wait for what it prints, and a stop. */
export interface Started {
  readonly child: ChildProcess;
  /** The first match of `pattern` in its standard output, once printed; refused if it exits first. */
  printed(pattern: RegExp): Promise<RegExpExecArray>;
  /** Sends `signal` (SIGTERM by default) and resolves with how it ended and all it printed. */
  stop(signal?: NodeJS.Signals): Promise<Spawned>;
}

/**
 * Starts the real command (`node bin/hexcharge.js`, in the repository root) and leaves it running, in
 * a process group of its own that is killed when the test ends, passed or failed, if it still runs.
 */
export function startCli(args: readonly string[]): Started {
  const child = spawnTracked(process.execPath, ['bin/hexcharge.js', ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8');
  child.stderr?.setEncoding('utf8');
  child.stdout?.on('data', (d: string) => (stdout += d));
  child.stderr?.on('data', (d: string) => (stderr += d));
  const ended = new Promise<Spawned>((done) =>
    child.on('close', (code, signal) => done({ code, signal, stdout, stderr })),
  );
  return {
    child,
    printed: (pattern) =>
      new Promise((done, fail) => {
        const look = () => {
          const m = pattern.exec(stdout);
          if (!m) return false;
          child.stdout?.off('data', look);
          done(m);
          return true;
        };
        if (look()) return;
        child.stdout?.on('data', look);
        ended.then((r) => {
          if (!look())
            fail(new Error(`exited (${r.code ?? r.signal}) before printing ${pattern}: ${r.stderr}`));
        });
      }),
    stop: (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return ended;
    },
  };
}
