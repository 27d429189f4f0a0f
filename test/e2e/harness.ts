import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { build, type PreviewServer, preview } from 'vite';
import { killGroup, spawnTracked } from '../cli/processes.ts';

/** The project root. */
export const ROOT = resolve(import.meta.dirname, '../..');
/** Where the browser tests leave screenshots (gitignored). */
export const ARTIFACTS = join(ROOT, 'test/artifacts');
const CONFIG = join(ROOT, 'web/vite.config.ts');

/**
 * Debian's Chromium: $CHROMIUM, else `which chromium` (or chromium-browser), else /usr/bin/chromium.
 * Undefined only when none exists (.ci/install-browser.sh installs it).
 */
export function findChromium(): string | undefined {
  const env = process.env.CHROMIUM;
  if (env && existsSync(env)) return env;
  for (const name of ['chromium', 'chromium-browser']) {
    try {
      const p = execFileSync('which', [name], { encoding: 'utf8' }).trim();
      if (p && existsSync(p)) return p;
    } catch {
      // not on the PATH
    }
  }
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

/** The page built into a fresh temporary folder and served by `vite preview` on a free localhost port. */
export interface Served {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Builds the page into a temporary folder of this run (afresh with `fresh`); callers arriving together
 * share one build. Folders of runs older than a day are removed.
 */
async function buildOnce(fresh: boolean): Promise<string> {
  const base = tmpdir();
  for (const name of readdirSync(base)) {
    if (!name.startsWith('hexcharge-web-')) continue;
    const p = join(base, name);
    try {
      if (Date.now() - statSync(p).mtimeMs > 86_400_000) rmSync(p, { recursive: true, force: true });
    } catch {
      // another run's folder, gone already
    }
  }
  const dir = join(base, `hexcharge-web-${process.ppid}`);
  const done = join(dir, '.built');
  if (fresh) rmSync(dir, { recursive: true, force: true });
  try {
    mkdirSync(dir);
  } catch {
    for (let i = 0; i < 1200 && !existsSync(done); i++) await new Promise((r) => setTimeout(r, 250));
    if (!existsSync(done)) throw new Error(`the page build in ${dir} did not finish`);
    return dir;
  }
  await build({ configFile: CONFIG, logLevel: 'error', build: { outDir: dir, emptyOutDir: false } });
  writeFileSync(done, '');
  return dir;
}

/**
 * Serves the page on 127.0.0.1 with `vite preview`: web/dist, built when stale (ensurePageBuilt: at
 * most one build of the page in a test run, shared with the tests of `hexcharge web`), or with
 * `fresh` built afresh into a temporary folder, leaving web/dist alone (web/screenshots.ts).
 */
export async function buildAndServe(fresh = false): Promise<Served> {
  let outDir = PAGE_DIR;
  if (fresh) outDir = await buildOnce(true);
  else await ensurePageBuilt();
  const server: PreviewServer = await preview({
    configFile: CONFIG,
    logLevel: 'error',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  });
  const address = server.httpServer.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    async close() {
      await server.close();
    },
  };
}

/** Runs axe-core (from npm) in the page and returns its serious and critical violations, one line each. */
export async function seriousViolations(page: import('playwright-core').Page): Promise<string[]> {
  const { source } = await import('axe-core');
  await page.addScriptTag({ content: source });
  const result = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<unknown> } }).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  })) as { violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] };
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 4)
          .join(', ')})`,
    );
}

/** Chromium for the browser tests: $CHROMIUM, the PATH, /usr/bin/chromium; in CI, installed when missing. */
export function chromiumForTests(): string | undefined {
  const found = findChromium();
  if (found || !process.env.CI) return found;
  try {
    execFileSync('sh', [join(ROOT, '.ci/install-browser.sh')], { stdio: 'inherit' });
  } catch {
    // reported by the caller as a skip
  }
  return findChromium();
}

/** Launches Chromium headless with the flags of a sandbox-less CI container (and `extra` ones). */
export function launch(executablePath: string, extra: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      ...extra,
    ],
  });
}

/** Where `hexcharge web` serves the page from (cli/commands/web.ts PAGE_DIR). */
export const PAGE_DIR = join(ROOT, 'web/dist');

/** The newest modification time of the files under `dir` (skipping dist/ and node_modules/). */
function newest(dir: string): number {
  let t = 0;
  for (const name of readdirSync(dir)) {
    if (name === 'dist' || name === 'node_modules' || name.startsWith('.')) continue;
    const p = join(dir, name);
    const s = statSync(p);
    t = Math.max(t, s.isDirectory() ? newest(p) : s.mtimeMs);
  }
  return t;
}

/**
 * Makes sure web/dist, which `hexcharge web` serves, is the page of the sources: built (as `npm run
 * web:build` does, with web/vite.config.ts) when missing or older than any file of web/, src/,
 * machines/ or data/, or than the build's precompression (scripts/precompress.ts). It is built into
 * a folder beside it and swapped in, so that a server reading web/dist never sees it half written;
 * test files arriving together build once (a lock folder).
 */
export async function ensurePageBuilt(): Promise<void> {
  const stale = () => {
    const index = join(PAGE_DIR, 'index.html');
    if (!existsSync(index)) return true;
    const built = statSync(index).mtimeMs;
    return (
      ['web', 'src', 'machines', 'data'].some((d) => newest(join(ROOT, d)) > built) ||
      statSync(join(ROOT, 'scripts/precompress.ts')).mtimeMs > built
    );
  };
  if (!stale()) return;
  const lock = join(ROOT, 'web/.dist-lock');
  for (let i = 0; ; i++) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // Another test file builds: wait for it (a lock older than ten minutes is a dead run's).
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 600_000)
        rmSync(lock, { recursive: true, force: true });
      if (i > 2400) throw new Error(`${lock} is held: another build of the page did not finish`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  const next = join(ROOT, `web/.dist-${process.pid}`);
  try {
    if (!stale()) return;
    rmSync(next, { recursive: true, force: true });
    await build({ configFile: CONFIG, logLevel: 'error', build: { outDir: next, emptyOutDir: true } });
    const old = join(ROOT, `web/.dist-old-${process.pid}`);
    if (existsSync(PAGE_DIR)) renameSync(PAGE_DIR, old);
    renameSync(next, PAGE_DIR);
    rmSync(old, { recursive: true, force: true });
  } finally {
    rmSync(next, { recursive: true, force: true });
    rmSync(lock, { recursive: true, force: true });
  }
}

/** A `hexcharge web` process serving the page, and how to stop it. */
export interface CliServer {
  readonly url: string;
  /** Stops the process (SIGTERM, then SIGKILL after 10 s) and waits for it to exit. */
  close(): Promise<void>;
}

/**
 * Starts `hexcharge web <args>` as the CLI runs (bin/hexcharge.js under this node) on a free port of
 * 127.0.0.1 and resolves once it prints its address. `--dev` is the Vite dev server on the sources,
 * without the real server's headers. The process runs in a process group of its own, tracked by
 * test/cli/processes.ts: killed when this process exits, and by the reaper if it dies, whatever
 * happens (the caller closes it in afterAll).
 */
export function startCli(args: readonly string[]): Promise<CliServer> {
  const child = spawnTracked(process.execPath, ['bin/hexcharge.js', 'web', '--port', '0', ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pgid = child.pid;
  const kill = () => (pgid === undefined ? child.kill('SIGKILL') : killGroup(pgid, 'SIGKILL'));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const close = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(kill, 10_000);
    await exited;
    clearTimeout(timer);
  };
  return new Promise<CliServer>((resolve, reject) => {
    let out = '';
    let err = '';
    child.stderr?.on('data', (d) => (err += d));
    child.stdout?.on('data', (d) => {
      out += d;
      const m = /http:\/\/127\.0\.0\.1:\d+\//.exec(out);
      if (m) resolve({ url: m[0], close });
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      reject(new Error(`hexcharge web ${args.join(' ')} exited (${code}): ${out}${err}`));
    });
  });
}
