/**
 * The processes tests start, and the guarantee that none outlives its test. Every child starts in a
 * process group of its own (detached), so that it and everything it starts (a shell's pipeline, a
 * Node parent's child) stop together, and is tracked three ways:
 * - when the test that started it ends, passed, failed or timed out (vitest's onTestFinished), its
 *   group still running is killed and waited for;
 * - when this process exits (a worker ending), every tracked group still running is killed;
 * - when this process dies without exiting (a worker killed by a signal, a crash), the reaper kills
 *   them: one small Node process per test process, in a session of its own, told each group that
 *   starts and ends on its standard input; the end of that input (this process gone, however) makes
 *   it kill the groups it still knows.
 * No result here waits on a timer: a child is waited for by its own output and its own exit.
 */
import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import type { Writable } from 'node:stream';
import { onTestFinished } from 'vitest';

/** The reaper's program: groups come as "<pgid>\n", end as "-<pgid>\n"; at end of input, SIGKILL those left. */
const REAPER = `
const groups = new Set();
let rest = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (d) => {
  rest += d;
  for (let i = rest.indexOf('\\n'); i >= 0; i = rest.indexOf('\\n')) {
    const line = rest.slice(0, i);
    rest = rest.slice(i + 1);
    if (line.startsWith('-')) groups.delete(line.slice(1));
    else if (line) groups.add(line);
  }
});
process.stdin.on('end', () => {
  for (const g of groups) {
    try { process.kill(-Number(g), 'SIGKILL'); } catch {}
  }
});
`;

/** What this test process keeps across the module copies vitest may load (one per test file). */
interface Tracker {
  readonly groups: Map<number, ChildProcess>;
  reaper?: Writable;
  reaperPid?: number;
}

const KEY = Symbol.for('hexcharge.test.processes');

function tracker(): Tracker {
  const g = globalThis as typeof globalThis & { [KEY]?: Tracker };
  if (g[KEY]) return g[KEY];
  const t: Tracker = { groups: new Map() };
  g[KEY] = t;
  // A worker that exits (normally, or through process.exit) takes its children with it.
  process.on('exit', () => {
    for (const pgid of t.groups.keys()) killGroup(pgid, 'SIGKILL');
  });
  return t;
}

/** The reaper's input, started on first use; it never keeps this process alive. */
function reaper(t: Tracker): Writable | undefined {
  if (t.reaper) return t.reaper;
  const r = spawn(process.execPath, ['-e', REAPER], { stdio: ['pipe', 'ignore', 'ignore'], detached: true });
  r.unref();
  const input = r.stdin as Writable & { unref?: () => void };
  input.unref?.();
  input.on('error', () => {}); // the reaper gone first: nothing left to tell
  t.reaper = input;
  t.reaperPid = r.pid;
  return input;
}

/** Signals a whole process group; a group already gone is no error. */
export function killGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    // ESRCH: nothing left in it
  }
}

/** The process id of this test process's reaper (undefined before the first tracked child). */
export function reaperPid(): number | undefined {
  return tracker().reaperPid;
}

/** The process groups this test process has started and that are still running. */
export function runningGroups(): number[] {
  return [...tracker().groups.keys()];
}

/**
 * Starts a child in a new process group, tracked: stopped (SIGKILL to its group) when the test that
 * started it ends, when this process exits, and by the reaper if this process dies. Called outside
 * a test (in beforeAll), the caller stops it in afterAll; the other two guards still hold.
 */
export function spawnTracked(
  command: string,
  args: readonly string[],
  options: SpawnOptions = {},
): ChildProcess {
  const t = tracker();
  const input = reaper(t);
  const child = spawn(command, args, { ...options, detached: true });
  const pgid = child.pid;
  if (pgid === undefined) return child; // did not start: 'error' follows, nothing to track
  t.groups.set(pgid, child);
  input?.write(`${pgid}\n`);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.once('exit', () => {
    t.groups.delete(pgid);
    if (!input?.destroyed) input?.write(`-${pgid}\n`);
  });
  try {
    onTestFinished(async () => {
      if (!t.groups.has(pgid)) return;
      killGroup(pgid, 'SIGKILL');
      await exited;
    });
  } catch {
    // not inside a test
  }
  return child;
}
