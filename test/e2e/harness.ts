import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { build } from 'vite';
import { loadScenario } from '../../cli/load.ts';
import { ChargeSession } from '../../machines/session.ts';
import { type DiceSource, rollFrom, seededSource } from '../../src/dice/index.ts';
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

/** The page served on 127.0.0.1 by `hexcharge web` (its headers and content security policy), and how to stop it. */
export interface Served {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Serves the page as a person gets it: web/dist, built when stale (ensurePageBuilt: at most one build
 * of the page in a test run), served by `hexcharge web --port 0` (startCli: the CLI's own server, with
 * its content security policy and headers, not a preview server) in a process of its own. The caller
 * closes it in afterAll (a finally), and the process is killed with the test run whatever happens.
 */
export async function buildAndServe(): Promise<Served> {
  await ensurePageBuilt();
  return startCli([]);
}

/** One violation axe-core reports: its impact, rule, help line and the first nodes it names. */
export type AxeLine = string;

/**
 * Runs axe-core (from npm) in the page and returns its violations of every impact, one line each. Its
 * source is evaluated through the DevTools protocol (page.evaluate): the page's content security
 * policy forbids the inline script tag addScriptTag would add.
 */
export async function axeViolations(page: import('playwright-core').Page): Promise<AxeLine[]> {
  const { source } = await import('axe-core');
  await page.evaluate(source);
  const result = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<unknown> } }).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  })) as { violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] };
  return result.violations.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 4)
        .join(', ')})`,
  );
}

/** axe-core's serious and critical violations in the page, one line each. */
export async function seriousViolations(page: import('playwright-core').Page): Promise<AxeLine[]> {
  return (await axeViolations(page)).filter((v) => v.startsWith('serious ') || v.startsWith('critical '));
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
 * machines/ or data/, or than the build's precompression or diagram drawing (scripts/precompress.ts,
 * scripts/procedure-svg.ts). It is built into
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
      ['scripts/precompress.ts', 'scripts/procedure-svg.ts'].some(
        (f) => statSync(join(ROOT, f)).mtimeMs > built,
      )
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

/**
 * The dice the seeded generator of `seed` rolls in `file`'s charge (default choices) up to its first
 * choice among paths on the map, or undefined when it never reaches one. A lesson plays its own script
 * in the page; a test that wants the seeded charge types these dice in.
 */
export function seededDiceToPathChoice(file: string, seed: number): number[] | undefined {
  const read = loadScenario(join(ROOT, file));
  if (!read.ok) throw new Error(read.error.message);
  const first = seededSource(seed);
  if (!first.ok) throw new Error(first.error.message);
  let source: DiceSource = first.value;
  const s = new ChargeSession({ ...read.value, dice: source });
  const dice: number[] = [];
  for (let i = 0; i < 200 && !s.done; i++) {
    const p = s.pending;
    if (p?.kind === 'roll') {
      const d = rollFrom(source, p);
      if (!d.ok) throw new Error(d.error.message);
      source = d.value.source;
      dice.push(d.value.roll.value as number);
      s.send({ type: 'ROLL', value: d.value.roll.value as never });
    } else if (p?.kind === 'choice') {
      if (p.options.some((o) => (o.path?.length ?? 0) > 0)) return dice;
      s.chooseDefault();
    } else return undefined;
  }
  return undefined;
}

/** Types `dice` into the page's pending rolls in order, taking the default of any choice between them. */
export async function typeDice(page: import('playwright-core').Page, dice: readonly number[]): Promise<void> {
  for (const v of dice) {
    for (let i = 0; i < 20 && !(await page.$('#dice-input')); i++) await page.click('#choose-default');
    await page.fill('#dice-input', String(v));
    await page.click('#roll-typed');
  }
}
