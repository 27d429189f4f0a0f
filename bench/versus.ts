/**
 * The exact analysis of a scenario (default: the reference charge) by this checkout's engine and by an
 * earlier one built from git history, side by side in one process: the earlier commit is extracted
 * with `git archive` into a temporary folder (node_modules linked to this checkout's), both engines are
 * imported (two module graphs), warmed up, then run in alternation (ABBA), CPU time per analysis.
 * Prints the medians and the median of the per-round ratios (this / earlier), and checks both give the
 * same outcomes.
 *
 *   tsx bench/versus.ts [--ref REF] [--against REF] [--rounds N] [--warm-up N] [--scenario FILE]
 *
 * --ref: the earlier engine's commit (default: the merge base with main); --against: a commit to put in
 * place of this checkout (`--ref X --against X` measures the bench's own noise and bias: two copies of
 * one engine); --rounds: measured rounds (default 40, each runs both engines twice); --warm-up: runs
 * of each engine before (default 20).
 */
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, mkdirSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '..');
const argv = process.argv.slice(2);
const flag = (name: string, dflt: string): string => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] !== undefined ? argv[i + 1]! : dflt;
};
const git = (...args: string[]): string => execFileSync('git', args, { cwd: root }).toString().trim();
const ref = flag('ref', '') || git('merge-base', 'HEAD', 'main');
const sha = git('rev-parse', ref);
const against = flag('against', '');
const rounds = Number(flag('rounds', '40'));
const warmUp = Number(flag('warm-up', '20'));
const scenarioFile = flag('scenario', 'data/scenarios/01-reference-charge.json');

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
  readonly run: () => { outcomes: readonly { key: string; p: unknown }[]; states: number };
}

async function engine(name: string, dir: string): Promise<Engine> {
  const load = await import(pathToFileURL(join(dir, 'cli/load.ts')).href);
  const exact = await import(pathToFileURL(join(dir, 'machines/analysis/exact.ts')).href);
  const loaded = load.loadScenario(join(dir, scenarioFile));
  if (!loaded.ok) throw new Error(loaded.error.message);
  const input = { ...loaded.value, dice: { kind: 'manual' } };
  return { name, run: () => exact.analyzeCharge(input) };
}

function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

const before = await engine(`${sha.slice(0, 7)} (${ref})`, checkout(sha));
const againstSha = against && git('rev-parse', against);
const after = againstSha
  ? await engine(
      `${againstSha.slice(0, 7)} (${against})`,
      checkout(againstSha, againstSha === sha ? '-b' : ''),
    )
  : await engine('this checkout', root);

const a = before.run();
const b = after.run();
const text = (r: ReturnType<Engine['run']>) => r.outcomes.map((o) => `${o.key}=${String(o.p)}`).join('\n');
if (text(a) !== text(b)) throw new Error('the two engines give different outcomes');

for (let i = 0; i < warmUp; i++) {
  before.run();
  after.run();
}
const times = { before: [] as number[], after: [] as number[] };
const ratios: number[] = [];
const time = (e: Engine): number => {
  const t0 = cpuMs();
  e.run();
  return cpuMs() - t0;
};
for (let i = 0; i < rounds; i++) {
  // ABBA: each engine runs first and last as often
  const b1 = time(before);
  const a1 = time(after);
  const a2 = time(after);
  const b2 = time(before);
  times.before.push(b1, b2);
  times.after.push(a1, a2);
  ratios.push((a1 + a2) / (b1 + b2));
}
const f = (x: number) => x.toFixed(1);
console.log(
  `${scenarioFile}: ${b.states} states; ${rounds} rounds (ABBA) after ${warmUp} warm-up runs each; Node ${process.version}, load average ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);
console.log(`| engine | median ms CPU |`);
console.log(`| --- | ---: |`);
console.log(`| ${before.name} | ${f(median(times.before))} |`);
console.log(`| ${after.name} | ${f(median(times.after))} |`);
const sorted = [...ratios].sort((x, y) => x - y);
console.log(
  `ratio ${after.name} / ${before.name}, median of the rounds: ${median(ratios).toFixed(3)} (quartiles ${sorted[Math.floor(rounds / 4)]!.toFixed(3)}-${sorted[Math.floor((3 * rounds) / 4)]!.toFixed(3)})`,
);
