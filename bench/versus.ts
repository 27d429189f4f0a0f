/**
 * The exact analysis of a scenario (default: the reference charge) by this checkout's engine and by an
 * earlier one built from git history, side by side: the earlier commit is extracted with `git archive`
 * into a temporary folder (node_modules linked to this checkout's), each engine runs in its own worker
 * process (its own module graph and JIT, so neither warms or pollutes the other's code), both are warmed
 * up, then asked in alternation (ABBA), one analysis at a time, for its CPU time. Prints the medians and
 * the median of the per-round ratios (this / earlier), and checks both give the same outcomes.
 *
 *   tsx bench/versus.ts [--ref REF] [--against REF] [--rounds N] [--warm-up N] [--scenario FILE] [--measure api]
 *
 * --measure api: instead of the exact analysis, 20 seeded charges of the scenario played to their end
 * through the public API (`createCharge` + `runToEnd`, the scenario loaded as a host loads it).
 * --measure mc: 100 Monte Carlo charges of the scenario (machines/analysis/monte-carlo.ts, seeded).
 * --json: print one JSON line (the medians, the ratio and its quartiles) instead of the table; npm run
 * bench reads it.
 * --ref: the earlier engine's commit (default: the merge base with main); --against: a commit to put in
 * place of this checkout (`--ref X --against X` measures the bench's own noise: two copies of one
 * engine); --rounds: measured rounds (default 40, each runs both engines twice); --warm-up: runs of
 * each engine before (default 20).
 */
import { type ChildProcessByStdio, execFileSync, execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '..');
const argv = process.argv.slice(2);
const flag = (name: string, dflt: string): string => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] !== undefined ? argv[i + 1]! : dflt;
};
const scenarioFile = flag('scenario', 'data/scenarios/01-reference-charge.json');
const measure = flag('measure', 'exact');

function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

// ------------------------------------------------------------------------------ a worker: one engine

if (argv[0] === '--worker') {
  const dir = argv[1]!;
  const load = await import(pathToFileURL(join(dir, 'cli/load.ts')).href);
  const exact = await import(pathToFileURL(join(dir, 'machines/analysis/exact.ts')).href);
  const loaded = load.loadScenario(join(dir, scenarioFile));
  if (!loaded.ok) throw new Error(loaded.error.message);
  const input = { ...loaded.value, dice: { kind: 'manual' } };
  const api = await import(pathToFileURL(join(dir, 'machines/index.ts')).href);
  const { readFileSync } = await import('node:fs');
  const hosted = api.loadScenarioFromJson(readFileSync(join(dir, scenarioFile), 'utf8'));
  if (!hosted.ok) throw new Error(hosted.error.message);
  /** 20 seeded charges through the public API, as a host plays them. */
  const play = () => {
    for (let seed = 1; seed <= 20; seed++) {
      const c = api.createCharge({ ...hosted.value, dice: { seed } });
      if (!c.ok || !c.value.runToEnd().ok) throw new Error(`charge ${seed} failed`);
    }
  };
  const mc = await import(pathToFileURL(join(dir, 'machines/analysis/monte-carlo.ts')).href);
  let mcSeed = 1;
  /** 100 seeded Monte Carlo charges (a new seed each batch, the same sequence in both engines). */
  const monte = () => mc.monteCarlo(loaded.value.scenario, loaded.value.ruleset, 100, mcSeed++);
  const work = measure === 'api' ? play : measure === 'mc' ? monte : () => exact.analyzeCharge(input);
  // Each line asked: 'outcomes' (the analysis's outcomes and states, as text) or 'run' (its CPU ms).
  for await (const line of createInterface({ input: process.stdin })) {
    if (line === 'outcomes') {
      const a = exact.analyzeCharge(input) as { outcomes: { key: string; p: unknown }[]; states: number };
      const text = a.outcomes.map((o) => `${o.key}=${String(o.p)}`).join(';');
      process.stdout.write(`${JSON.stringify({ states: a.states, text })}\n`);
    } else {
      const t0 = cpuMs();
      work();
      process.stdout.write(`${cpuMs() - t0}\n`);
    }
  }
  process.exit(0);
}

// ------------------------------------------------------------------------------------- the parent

const git = (...args: string[]): string => execFileSync('git', args, { cwd: root }).toString().trim();
const ref = flag('ref', '') || git('merge-base', 'HEAD', 'main');
const sha = git('rev-parse', ref);
const against = flag('against', '');
const rounds = Number(flag('rounds', '40'));
const warmUp = Number(flag('warm-up', '20'));

/** A checkout of `sha` in a temporary folder (made once), with this checkout's node_modules. */
function checkout(sha: string, copy = ''): string {
  const dir = join(os.tmpdir(), `hexcharge-engine-${sha.slice(0, 12)}${copy}`);
  if (!existsSync(join(dir, 'package.json'))) {
    mkdirSync(dir, { recursive: true });
    execSync(`git archive ${sha} | tar -x -C ${JSON.stringify(dir)}`, { cwd: root });
  }
  if (!existsSync(join(dir, 'node_modules')))
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

interface Engine {
  readonly name: string;
  readonly ask: (what: 'outcomes' | 'run') => Promise<string>;
  readonly child: ChildProcessByStdio<Writable, Readable, null>;
}

/** A worker process for the engine in `dir`, asked one line at a time. */
function engine(name: string, dir: string): Engine {
  const child = spawn(
    process.execPath,
    [
      // cli/load.ts imports the package by name: its sources, as npm run bench runs them
      '--conditions=hexcharge-source',
      '--import',
      'tsx',
      import.meta.filename,
      '--worker',
      dir,
      '--scenario',
      scenarioFile,
      '--measure',
      measure,
    ],
    { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  return {
    name,
    child,
    ask: async (what) => {
      child.stdin.write(`${what}\n`);
      const next = await lines.next();
      if (next.done) throw new Error(`the worker of ${name} ended`);
      return next.value;
    },
  };
}

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

const againstSha = against && git('rev-parse', against);
const before = engine(`${sha.slice(0, 7)} (${ref})`, checkout(sha));
const after = againstSha
  ? engine(`${againstSha.slice(0, 7)} (${against})`, checkout(againstSha, againstSha === sha ? '-b' : ''))
  : engine('this checkout', root);

const a = JSON.parse(await before.ask('outcomes')) as { states: number; text: string };
const b = JSON.parse(await after.ask('outcomes')) as { states: number; text: string };
if (a.text !== b.text) throw new Error('the two engines give different outcomes');

for (let i = 0; i < warmUp; i++) {
  await before.ask('run');
  await after.ask('run');
}
const times = { before: [] as number[], after: [] as number[] };
const ratios: number[] = [];
const time = async (e: Engine): Promise<number> => Number(await e.ask('run'));
for (let i = 0; i < rounds; i++) {
  // ABBA: each engine runs first and last as often
  const b1 = await time(before);
  const a1 = await time(after);
  const a2 = await time(after);
  const b2 = await time(before);
  times.before.push(b1, b2);
  times.after.push(a1, a2);
  ratios.push((a1 + a2) / (b1 + b2));
}
before.child.stdin.end();
after.child.stdin.end();
const f = (x: number) => x.toFixed(1);
const sorted = [...ratios].sort((x, y) => x - y);
if (argv.includes('--json')) {
  console.log(
    JSON.stringify({
      before: before.name,
      after: after.name,
      beforeMs: median(times.before),
      afterMs: median(times.after),
      ratio: median(ratios),
      q1: sorted[Math.floor(rounds / 4)],
      q3: sorted[Math.floor((3 * rounds) / 4)],
      states: b.states,
      load: os.loadavg(),
    }),
  );
  process.exit(0);
}
console.log(
  `${scenarioFile}, ${measure === 'api' ? '20 seeded charges through the public API' : measure === 'mc' ? '100 Monte Carlo charges' : `exact analysis (${b.states} states)`}: ${rounds} rounds (ABBA) after ${warmUp} warm-up runs each, one worker process per engine; Node ${process.version}, load average ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);
console.log(`| engine | median ms CPU |`);
console.log(`| --- | ---: |`);
console.log(`| ${before.name} | ${f(median(times.before))} |`);
console.log(`| ${after.name} | ${f(median(times.after))} |`);
console.log(
  `ratio ${after.name} / ${before.name}, median of the rounds: ${median(ratios).toFixed(3)} (quartiles ${sorted[Math.floor(rounds / 4)]!.toFixed(3)}-${sorted[Math.floor((3 * rounds) / 4)]!.toFixed(3)})`,
);
