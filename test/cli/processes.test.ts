/**
 * No test leaves a process behind (test/cli/processes.ts): a vitest of its own runs a fixture whose
 * tests fail while children they started run: an assertion that fails (a shell and its two
 * children), a test that times out, a worker killed with SIGKILL. Each child holds a connection to a
 * Unix socket here; the test waits for every one of them to close (the child's end) and checks that
 * no such process is left running.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../support/cli.ts';
import { spawnTracked } from './processes.ts';

const dir = mkdtempSync(join(tmpdir(), 'hexcharge-leash-'));
const LEASH = join(dir, 'leash.sock');

/** Whether a process runs: not gone and not a zombie (its state in /proc/<pid>/stat). */
function running(pid: number): boolean {
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return false;
  try {
    return !/^\d+ \(.*\) Z /.test(readFileSync(stat, 'utf8'));
  } catch {
    return false;
  }
}

describe('a failing test leaves no child behind', () => {
  const pids: number[] = [];
  const server = createServer();
  afterAll(async () => {
    for (const pid of pids.filter(running)) process.kill(pid, 'SIGKILL'); // a leak found: not left here either
    await new Promise<void>((done) => server.close(() => done()));
    rmSync(dir, { recursive: true, force: true });
  });

  it('an assertion failed, a timeout, a worker killed: every child is stopped', async () => {
    let open = 0;
    let allClosed = () => {};
    const closed = new Promise<void>((done) => (allClosed = done));
    server.on('connection', (socket: Socket) => {
      open++;
      socket.setEncoding('utf8');
      socket.on('data', (d: string) => pids.push(...d.split('\n').filter(Boolean).map(Number)));
      socket.on('error', () => {});
      socket.on('close', () => {
        if (--open === 0) allClosed();
      });
    });
    await new Promise<void>((done) => server.listen(LEASH, done));
    // The inner vitest must not take this run's worker settings for its own.
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST')));
    const inner = spawnTracked(
      process.execPath,
      [
        join(ROOT, 'node_modules/vitest/vitest.mjs'),
        'run',
        '--config',
        'test/cli/fixtures/leaves-no-child.config.ts',
      ],
      { cwd: ROOT, env: { ...env, HEXCHARGE_LEASH: LEASH }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    inner.stdout?.on('data', (d) => (output += d));
    inner.stderr?.on('data', (d) => (output += d));
    const code = await new Promise<number | null>((done) => inner.on('close', (c) => done(c)));
    expect(code, output).toBe(1);
    // Every child connected (and said its pid) before its test failed: 2 + 1 + 1.
    expect(pids, output).toHaveLength(4);
    await closed; // each connection closes when its child is gone
    expect(pids.filter(running)).toEqual([]);
  }, 180_000);
});
