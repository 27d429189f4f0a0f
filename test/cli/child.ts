/**
 * The real command run as a child process with a kill timer as a backstop, for inputs that used to
 * hang (a FIFO) or blow up (a big bad CSV): a regression fails the test instead of hanging the suite,
 * and its output is kept bounded however much it writes.
 */
import type { ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { spawnTracked } from './processes.ts';

/** The repository root. */
const ROOT = resolve(import.meta.dirname, '../..');

/** The most bytes of each stream a run keeps (the rest is only counted). */
const KEEP_BYTES = 1 << 20;

/** The children still running (stopChildren kills them). */
const live = new Set<ChildProcess>();

/** Kills every child still running: call it in afterEach, so a failed or timed-out test leaves none. */
export function stopChildren(): void {
  for (const p of live) kill(p);
  live.clear();
}

/** Kills a child's whole process group (the CLI behind a shell too). */
function kill(p: ChildProcess): void {
  try {
    if (p.pid !== undefined) process.kill(-p.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** What a child run gave: exit code or signal, its output (the first MiB of each stream), counts. */
export interface ChildRun {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  /** Whether the kill timer had to stop it (a hang or a runaway). */
  readonly killed: boolean;
  readonly stdout: string;
  readonly stderr: string;
  /** Bytes and line breaks written to stderr in all (also past what was kept). */
  readonly stderrBytes: number;
  readonly stderrLines: number;
}

/**
 * Runs `node [nodeArgs] bin/hexcharge.js ...args` (or another `entry`) in the repository root, standard input closed, and
 * kills it (SIGKILL) after `killAfterMs`: the timer is a backstop, not the assertion (a test asserts
 * the exit code and the output; `killed` says the backstop fired). The child is always stopped:
 * by the timer, or by stopChildren when the test ends first.
 */
export function runChild(
  args: readonly string[],
  options: {
    readonly nodeArgs?: readonly string[];
    /** The script node runs (bin/hexcharge.js, the real command, unless said). */
    readonly entry?: string;
    readonly killAfterMs?: number;
    /** A shell command the CLI's stdout and stderr are piped into (`head -n 1`); `code` is the CLI's. */
    readonly pipeInto?: string;
  } = {},
): Promise<ChildRun> {
  return new Promise((done, fail) => {
    const argv = [...(options.nodeArgs ?? []), options.entry ?? 'bin/hexcharge.js', ...args];
    // In its own process group, so that the kill reaches the CLI behind a shell pipeline too; tracked
    // (test/cli/processes.ts): also killed when the test ends, when this process exits or dies.
    const p =
      options.pipeInto === undefined
        ? spawnTracked(process.execPath, argv, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] })
        : spawnTracked(
            'bash',
            ['-c', `"$NODE" "$@" 2>&1 | ${options.pipeInto}; exit \${PIPESTATUS[0]}`, 'bash', ...argv],
            {
              cwd: ROOT,
              env: { ...process.env, NODE: process.execPath },
              stdio: ['ignore', 'pipe', 'pipe'],
            },
          );
    live.add(p);
    let killed = false;
    const timer = setTimeout(() => {
      killed = true;
      kill(p);
    }, options.killAfterMs ?? 60_000);
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let outKept = 0;
    let errKept = 0;
    let stderrBytes = 0;
    let stderrLines = 0;
    p.stdout?.on('data', (d: Buffer) => {
      if (outKept < KEEP_BYTES) out.push(d.subarray(0, KEEP_BYTES - outKept));
      outKept += d.length;
    });
    p.stderr?.on('data', (d: Buffer) => {
      if (errKept < KEEP_BYTES) err.push(d.subarray(0, KEEP_BYTES - errKept));
      errKept += d.length;
      stderrBytes += d.length;
      for (const b of d) if (b === 0x0a) stderrLines++;
    });
    p.on('error', (e) => {
      clearTimeout(timer);
      live.delete(p);
      fail(e);
    });
    p.on('close', (code, signal) => {
      clearTimeout(timer);
      live.delete(p);
      done({
        code,
        signal,
        killed,
        stdout: Buffer.concat(out).toString('utf8'),
        stderr: Buffer.concat(err).toString('utf8'),
        stderrBytes,
        stderrLines,
      });
    });
  });
}

/** One run of the CLI's entry in a batch: exit code, standard output, the lines of standard error. */
export interface EntryRun {
  readonly code: number;
  readonly out: string;
  readonly err: readonly string[];
}

/**
 * Runs the CLI's entry, `main(argv, io)`, for each argument list in one child process
 * (test/cli/main-batch.ts, standard input closed), killed after `killAfterMs` like runChild: one
 * process for many cases that must not run in the test worker. `runs[i]` is undefined for a case the
 * child never finished (it hung: `killed` says the backstop fired), and for every case after it.
 */
export async function runMainBatch(
  cases: readonly (readonly string[])[],
  options: { readonly killAfterMs?: number } = {},
): Promise<{ runs: (EntryRun | undefined)[]; killed: boolean; code: number | null; stderr: string }> {
  const r = await runChild([JSON.stringify(cases)], {
    nodeArgs: ['--conditions=hexcharge-source', '--import', 'tsx'],
    entry: 'test/cli/main-batch.ts',
    killAfterMs: options.killAfterMs ?? 60_000,
  });
  const done = r.stdout
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as EntryRun);
  return { runs: cases.map((_, i) => done[i]), killed: r.killed, code: r.code, stderr: r.stderr };
}
