/**
 * npm run bench: measures the goals of the fast core (issue "The fast core") side by side in one run and
 * writes docs/performance.md with each goal and the measured distance to it. A few minutes on a quiet
 * 2-core machine. Times are CPU times of this process (user + system), which a shared machine distorts
 * less than wall times; each ratio compares two things measured in alternation under the same load.
 *
 *   tsx --conditions=hexcharge-source bench/run.ts [--only TEXT] [--mc-seconds S] [--tests] [--no-profile] [--out FILE]
 *
 * --only TEXT: scenario files whose name contains TEXT; --mc-seconds: CPU seconds of Monte Carlo per
 * scenario (default 2); --tests: also run `npm test` and measure its CPU (minutes); --no-profile: skip
 * the CPU profile of the reference analysis; --base REF: the earlier engine the goals are measured
 * against side by side (default: the merge base with main, or the commit before HEAD when HEAD is on
 * main); --no-versus: skip that comparison.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import { resolve } from 'node:path';
import { DEFAULT_RULESET, loadRuleset, loadScenario } from '../cli/load.ts';
import { startSnapshot } from '../machines/analysis/drive.ts';
import { analyzeCharge, analyzeChargeWithin, ExactAnalyzer } from '../machines/analysis/exact.ts';
import { monteCarlo } from '../machines/analysis/monte-carlo.ts';
import { createCharge, loadScenarioFromJson } from '../machines/index.ts';
import type { ChargeSnapshot } from '../machines/session.ts';
import { mulberry32 } from '../src/dice/index.ts';
import {
  clearRetreatSearchCache,
  findRetreatPaths,
  retreatSearchCacheStats,
  searchRetreatPaths,
} from '../src/hex/findRetreatPaths.ts';
import { neighbors } from '../src/hex/index.ts';
import type { Board } from '../src/model/board.ts';
import type { Coord } from '../src/model/coord.ts';
import type { Direction } from '../src/model/direction.ts';
import type { Ruleset } from '../src/model/ruleset.ts';
import type { Scenario } from '../src/model/scenario.ts';
import type { Unit } from '../src/model/unit.ts';
import { en } from '../src/narration/languages/en.ts';
import { render } from '../src/narration/render.ts';
import type { LogEntry } from '../src/procedure/log.ts';
import { type Floor, measureFloor } from './floor.ts';

const root = resolve(import.meta.dirname, '..');
const argv = process.argv.slice(2);
const flag = (name: string, dflt: string): string => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] !== undefined ? argv[i + 1]! : dflt;
};
const only = flag('only', '');
const mcSeconds = Number(flag('mc-seconds', '2'));
const withTests = argv.includes('--tests');
const withProfile = !argv.includes('--no-profile');
const withVersus = !argv.includes('--no-versus');
const baseFlag = flag('base', '');
const out = resolve(root, flag('out', 'docs/performance.md'));
const REFERENCE = 'data/scenarios/01-reference-charge.json';
const MC_GOAL_CHARGES = 100_000;

// ---------------------------------------------------------------------------------------------- clocks

/** CPU milliseconds of this process so far (user + system). */
function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** CPU milliseconds that `f` takes, and its result. */
function timed<T>(f: () => T): { ms: number; value: T } {
  const t0 = cpuMs();
  const value = f();
  return { ms: cpuMs() - t0, value };
}

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

function meanAndSe(xs: readonly number[]): { mean: number; se: number } {
  const n = xs.length;
  const mean = xs.reduce((a, b) => a + b, 0) / n;
  const variance = n > 1 ? xs.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1) : 0;
  return { mean, se: Math.sqrt(variance / n) };
}

/** CPU milliseconds of the finished children of this process (Linux /proc; undefined elsewhere). */
function childrenCpuMs(): number | undefined {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 16 and 17 of /proc/<pid>/stat (cutime, cstime), here 0-based from field 3.
    const ticks = Number(fields[13]) + Number(fields[14]);
    return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return undefined;
  }
}

/** Median CPU ms of a command run `times` times (children's CPU; wall time where /proc is missing). */
function commandCpuMs(cmd: string, args: readonly string[], times: number): number {
  const xs: number[] = [];
  for (let i = 0; i < times; i++) {
    const c0 = childrenCpuMs();
    const w0 = performance.now();
    const r = spawnSync(cmd, args, { cwd: root, stdio: 'ignore' });
    if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited with ${r.status}`);
    const c1 = childrenCpuMs();
    xs.push(c0 !== undefined && c1 !== undefined ? c1 - c0 : performance.now() - w0);
  }
  return median(xs);
}

const fmt = (x: number, digits = 0): string =>
  x.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits });

// ------------------------------------------------------------------------------------------ the report

const cpus = os.cpus();
const started = new Date();
const wall0 = performance.now();
const cpu0 = cpuMs();
const machine = `Node ${process.version} on ${os.platform()} ${os.arch()}, ${cpus.length} x ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB; load average at start ${os
  .loadavg()
  .map((x) => x.toFixed(2))
  .join(' ')}; run ${started.toISOString()}`;

interface Goal {
  readonly goal: string;
  readonly measured: string;
  readonly met: boolean | undefined;
  readonly distance: string;
}
const goals: Goal[] = [];
const sections: string[] = [];
const log = (line: string): void => {
  console.log(line);
};

/**
 * The line after which docs/performance.md holds hand-written notes (measurements made outside the
 * bench, reasons, history): the bench rewrites what is above it and keeps what is below.
 */
const HAND_WRITTEN = '<!-- Hand-written below this line: npm run bench keeps it as it is. -->';

/** The hand-written part of the file the bench writes (from the marker on), or the marker alone. */
function handWritten(): string {
  const old = existsSync(out) ? readFileSync(out, 'utf8') : '';
  const at = old.indexOf(HAND_WRITTEN);
  return at >= 0 ? old.slice(at) : `${HAND_WRITTEN}\n`;
}
const kept = handWritten();

function write(done: boolean): void {
  const wallS = (performance.now() - wall0) / 1000;
  const cpuS = (cpuMs() - cpu0) / 1000;
  const lines = [
    '# Performance',
    '',
    'Written by `npm run bench` (bench/run.ts): every number below comes from one run on the machine named here; rerun the bench to refresh them. Times are CPU times (user + system) of the measuring process unless said; each ratio compares two things measured in alternation in the same run.',
    '',
    `Machine: ${machine}. The bench took ${fmt(wallS)} s (${fmt(cpuS)} s of CPU).`,
    '',
    done ? '' : '**Run in progress or interrupted: the sections below hold what was measured so far.**',
    '',
    '## Goals',
    '',
    '| goal | measured | met | distance |',
    '| --- | --- | :---: | --- |',
    ...goals.map(
      (g) =>
        `| ${g.goal} | ${g.measured} | ${g.met === undefined ? 'not measured' : g.met ? 'yes' : 'no'} | ${g.distance} |`,
    ),
    '',
    ...sections.flatMap((x) => [x, '']),
  ];
  writeFileSync(out, `${lines.filter((l, i, a) => !(l === '' && a[i - 1] === '')).join('\n')}\n${kept}`);
}

function load(file: string): { scenario: Scenario; ruleset: Ruleset } {
  const l = loadScenario(resolve(root, file));
  if (!l.ok) throw new Error(l.error.message);
  return l.value;
}

const manual = { kind: 'manual' } as const;

log(machine);

// ------------------------------------------------------------- exact odds of the reference charge, warm

const ref = load(REFERENCE);
// Warm-up: V8 keeps optimising the analysis over its first fifteen or so runs. CPU per run in one
// process, quiet machine (2026-12-01): 433 276 254 223 191 150 178 163 151 99 135 158 103 111 127 110
// | 128 125 107 119 137 94 112 130 147 88 118 99 95 106 ms: runs 9-13 have a median of 135, runs
// 17-30 of 115. So "warm" is measured after twenty runs, as the median of ten.
const WARM_UP = 20;
for (let i = 0; i < WARM_UP; i++) analyzeCharge({ ...ref, dice: manual });
const refRuns = Array.from({ length: 10 }, () => timed(() => analyzeCharge({ ...ref, dice: manual })));
const refMs = median(refRuns.map((r) => r.ms));
const refA = refRuns[0]!.value;
goals.push({
  goal: 'Exact odds of the reference charge, warm: under 50 ms (floor 3-6 ms, aim 10)',
  measured: `${fmt(refMs)} ms (median of 10 after ${WARM_UP} warm-up runs; ${refA.states} states, ${refA.transitions} transitions)`,
  met: refMs < 50,
  distance: refMs < 50 ? 'met' : `${fmt(refMs / 50, 1)}x too slow`,
});
log(`reference exact: ${fmt(refMs)} ms`);
write(false);

// ------------------------------------------------------------------------------------- the floor

const SLOWEST = 'data/scenarios/36-flight-6e-attackers-rout-infantry-pursues.json';
const floors: { file: string; f: Floor }[] = [];
if (!only || REFERENCE.includes(only) || SLOWEST.includes(only)) {
  for (const file of [REFERENCE, SLOWEST]) {
    floors.push({ file, f: measureFloor(file, root) });
    log(`floor ${file}: ${JSON.stringify(floors.at(-1)!.f)}`);
  }
  const name = (file: string) => file.replace(/^data\/scenarios\/|\.json$/g, '');
  sections.push(
    [
      '## The floor (issue 24, item 1)',
      '',
      "The work an exact analysis cannot avoid, counted by recording the graph it explores (bench/floor.ts: the same steps, roll classes and merging keys as machines/analysis/exact.ts; the counts are checked equal to the analysis's), then that graph evaluated again with nothing of the machine in it: per transition a table lookup (child, weight), per state a merge of its children's distributions by integer outcome key. `float`: probabilities as doubles, the cheapest possible; `exact`: integer numerators over a common denominator (BigInt), as the analysis keeps them. Warm, median CPU per evaluation; the analysis beside it in the same sitting. A seeded charge takes one path of the graph: its expected transitions are the path column.",
      '',
      '| scenario | states | transitions | roll requests | dice outcomes | classes taken | choices | outcomes | path | floor float µs | floor exact µs | analysis ms | analysis / exact floor |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...floors.map(
        ({ file, f }) =>
          `| ${name(file)} | ${f.states} | ${f.transitions} | ${f.rollRequests} | ${fmt(f.diceOutcomes)} | ${fmt(f.classesTaken)} | ${f.choices} | ${f.outcomes} | ${fmt(f.pathTransitions, 1)} | ${fmt(f.floatUs, 1)} | ${fmt(f.exactUs, 1)} | ${fmt(f.analysisUs / 1000, 1)} | ${fmt(f.analysisUs / f.exactUs)}x |`,
      ),
      '',
      ...floors.map(({ file, f }) => {
        const goal = f.analysisUs / 10;
        return `${name(file)}: the goal (10x faster: ${fmt(goal / 1000, 1)} ms) is ${fmt(goal / f.exactUs)}x the exact floor and ${fmt(goal / f.floatUs)}x the float floor; per transition the analysis spends ${fmt(f.analysisUs / f.transitions)} µs, the exact floor ${fmt(f.exactUs / f.transitions, 2)} µs, the goal allows ${fmt(goal / f.transitions)} µs.`;
      }),
    ].join('\n'),
  );
  write(false);
}

// ------------------------------------------------------------------ one charge through the public API

{
  // Loaded as a host loads it: through the public loader (the bundled ruleset), so createCharge takes
  // the validated, frozen scenario and ruleset as they are (machines/trusted.ts). cli/load.ts's objects
  // are not the public loaders': createCharge would check them again on every call.
  const loaded = loadScenarioFromJson(readFileSync(resolve(root, REFERENCE), 'utf8'), { file: REFERENCE });
  if (!loaded.ok) throw new Error(loaded.error.message);
  const api = loaded.value;
  const play = (seed: number): number => {
    const t0 = performance.now();
    const c = createCharge({ scenario: api.scenario, ruleset: api.ruleset, dice: { seed } });
    if (!c.ok) throw new Error(c.error.message);
    const r = c.value.runToEnd();
    if (!r.ok) throw new Error(r.error.message);
    return (performance.now() - t0) * 1000;
  };
  for (let i = 0; i < 100; i++) play(1000 + i);
  const t0 = cpuMs();
  const us = Array.from({ length: 400 }, (_, i) => play(i + 1));
  const cpuPer = ((cpuMs() - t0) / 400) * 1000;
  const med = median(us);
  // Where a charge's time goes: creating it (the machine starts and runs to its first request) and playing it.
  let create = 0;
  let runs = 0;
  for (let i = 0; i < 200; i++) {
    const c = timed(() =>
      createCharge({ scenario: api.scenario, ruleset: api.ruleset, dice: { seed: i + 1 } }),
    );
    create += c.ms;
    if (c.value.ok) runs += timed(() => c.value.ok && c.value.value.runToEnd()).ms;
  }
  goals.push({
    goal: 'One charge through the public API (`createCharge({seed})` + `runToEnd`), warm median: at most 100 µs',
    measured: `${fmt(med)} µs median wall (${fmt(cpuPer)} µs CPU on average: \`createCharge\` ${fmt((create / 200) * 1000)} µs, \`runToEnd\` ${fmt((runs / 200) * 1000)} µs) over 400 seeded charges`,
    met: med <= 100,
    distance: med <= 100 ? 'met' : `${fmt(med / 100, 1)}x too slow`,
  });
  log(`public API charge: ${fmt(med)} us median`);
}
write(false);

// ----------------------------------------------- every scenario: exact against a 100,000-charge Monte Carlo

interface Row {
  scenario: string;
  exactMs: number;
  exactRuns: number;
  states: number;
  transitions: number;
  outcomes: number;
  mcUs: number;
  mcSe: number;
  mcCharges: number;
}
const rows: Row[] = [];
const dir = resolve(root, 'data/scenarios');
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.json') && f.includes(only))
  .sort();

function exactSection(): string {
  const lines = [
    `## Exact analysis against a ${fmt(MC_GOAL_CHARGES)}-charge Monte Carlo, every shipped scenario`,
    '',
    `Both drive the same XState machine (machines/charge.ts). Exact: every outcome of every dice request, branches merged by state (machines/analysis/exact.ts); CPU ms, median of its runs. Monte Carlo: seeded charges played to the end with AUTO_ROLL and default choices (machines/analysis/monte-carlo.ts, pure-transition driver, no log kept), about ${mcSeconds} s of CPU per scenario in batches alternated with the exact runs; the ${fmt(MC_GOAL_CHARGES)}-charge time is extrapolated from the mean CPU time per charge, with its standard error over the batches (± below). Ratio = ${fmt(MC_GOAL_CHARGES)}-charge Monte Carlo time / exact time (goal: at least 20, aim 100).`,
    '',
    '| scenario | exact ms | runs | states | transitions | outcomes | MC µs/charge | charges run | 100,000 charges s | ratio | ≥ 20x |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | :---: |',
  ];
  for (const r of rows) {
    const mc100k = (r.mcUs * MC_GOAL_CHARGES) / 1e6;
    const ratio = (mc100k * 1000) / Math.max(r.exactMs, 0.01);
    const ratioSe = (ratio * r.mcSe) / r.mcUs;
    lines.push(
      `| ${r.scenario} | ${fmt(r.exactMs, r.exactMs < 10 ? 1 : 0)} | ${r.exactRuns} | ${r.states} | ${r.transitions} | ${r.outcomes} | ${fmt(r.mcUs)} ± ${fmt(r.mcSe)} | ${fmt(r.mcCharges)} | ${fmt(mc100k, 1)} | ${fmt(ratio, 1)} ± ${fmt(ratioSe, 1)} | ${ratio >= 20 ? 'yes' : 'no'} |`,
    );
  }
  return lines.join('\n');
}

const exactSectionIndex = sections.push('') - 1;
for (const f of files) {
  const { scenario, ruleset } = load(`data/scenarios/${f}`);
  const input = { scenario, ruleset, dice: manual };
  // Monte Carlo batches of about 1/5 of the budget, alternated with exact runs while they are short.
  const first = timed(() => analyzeCharge(input));
  const probe = timed(() => monteCarlo(scenario, ruleset, 20, 2));
  const perCharge = Math.max(probe.ms / 20, 0.01);
  const batch = Math.max(10, Math.round((mcSeconds * 1000) / 5 / perCharge));
  const exactTimes: number[] = [];
  const batchUs: number[] = [];
  let charges = 0;
  for (let b = 0; b < 5; b++) {
    if (first.ms < 1000 || b === 0) exactTimes.push(timed(() => analyzeCharge(input)).ms);
    const mc = timed(() => monteCarlo(scenario, ruleset, batch, 1 + b));
    batchUs.push((mc.ms / batch) * 1000);
    charges += batch;
  }
  const { mean, se } = meanAndSe(batchUs);
  const a = first.value;
  rows.push({
    scenario: f.replace(/\.json$/, ''),
    exactMs: median(exactTimes),
    exactRuns: exactTimes.length,
    states: a.states,
    transitions: a.transitions,
    outcomes: a.outcomes.length,
    mcUs: mean,
    mcSe: se,
    mcCharges: charges,
  });
  const r = rows[rows.length - 1]!;
  log(
    `${r.scenario}: exact ${fmt(r.exactMs)} ms, MC ${fmt(mean)} ± ${fmt(se)} us/charge, ratio ${fmt((mean * MC_GOAL_CHARGES) / 1000 / r.exactMs, 1)}`,
  );
  sections[exactSectionIndex] = exactSection();
  write(false);
}
{
  const ratios = rows.map((r) => ({ s: r.scenario, x: (r.mcUs * MC_GOAL_CHARGES) / 1000 / r.exactMs }));
  const worst = ratios.reduce((a, b) => (b.x < a.x ? b : a), ratios[0] ?? { s: '-', x: 0 });
  const below = ratios.filter((r) => r.x < 20);
  goals.push({
    goal: `Exact at least 20x faster than a ${fmt(MC_GOAL_CHARGES)}-charge Monte Carlo on every shipped scenario (aim 100x)`,
    measured: `${rows.length - below.length} of ${rows.length} scenarios at 20x or more; lowest ${fmt(worst.x, 1)}x (${worst.s})`,
    met: below.length === 0,
    distance:
      below.length === 0
        ? 'met'
        : `below 20x: ${below.map((r) => `${r.s} ${fmt(r.x, 1)}x (${fmt(20 / r.x, 1)}x short)`).join(', ')}`,
  });
}
write(false);

// --------------------------------------------------------- driving the machine: pure transition vs actor

{
  monteCarlo(ref.scenario, ref.ruleset, 50, 9, { driver: 'transition' });
  monteCarlo(ref.scenario, ref.ruleset, 50, 9, { driver: 'actor' });
  const t: number[] = [];
  const a: number[] = [];
  const n = 100;
  for (let b = 0; b < 4; b++) {
    t.push(
      (timed(() => monteCarlo(ref.scenario, ref.ruleset, n, b, { driver: 'transition' })).ms / n) * 1000,
    );
    a.push((timed(() => monteCarlo(ref.scenario, ref.ruleset, n, b, { driver: 'actor' })).ms / n) * 1000);
  }
  const tm = meanAndSe(t);
  const am = meanAndSe(a);
  sections.push(
    [
      '## Driving the machine: pure transition against an actor',
      '',
      `${4 * n} seeded charges of the reference charge each, in alternating batches of ${n}: the machine's own transition through the XState adapter (one stepper actor for the process, machines/analysis/xstate-adapter.ts), stepping from snapshots without their log (machines/analysis/drive.ts) ${fmt(tm.mean)} ± ${fmt(tm.se)} µs CPU per charge; \`createActor\` + \`send\` per charge ${fmt(am.mean)} ± ${fmt(am.se)} µs. Monte Carlo and the exact analysis use the pure transition. (XState's exported \`transition()\` builds a throwaway actor per call whose constructor runs the context factory without input, throwing and catching a TypeError each time: about 40 µs a step; it is not used.)`,
    ].join('\n'),
  );
  log(`drivers: transition ${fmt(tm.mean)} us, actor ${fmt(am.mean)} us per charge`);
}
write(false);

// ------------------------------------------------------- the referee: this engine against an earlier one

if (withVersus) {
  const git = (...args: string[]): string =>
    spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout.trim();
  const head = git('rev-parse', 'HEAD');
  const mergeBase = git('merge-base', 'HEAD', 'main');
  const base = baseFlag || (mergeBase && mergeBase !== head ? mergeBase : `${head}~1`);
  const baseSha = git('rev-parse', base);
  const rows: string[] = [];
  const cases = [
    { what: 'exact odds of the reference charge', measure: 'exact', scenario: REFERENCE, rounds: 8, warm: 8 },
    {
      what: 'exact odds of scenario 36 (infantry pursues)',
      measure: 'exact',
      scenario: SLOWEST,
      rounds: 4,
      warm: 4,
    },
    {
      what: '20 seeded charges through the public API (reference)',
      measure: 'api',
      scenario: REFERENCE,
      rounds: 10,
      warm: 10,
    },
    { what: '100 Monte Carlo charges (reference)', measure: 'mc', scenario: REFERENCE, rounds: 8, warm: 6 },
  ];
  for (const c of cases) {
    if (only && !c.scenario.includes(only)) continue;
    const r = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        resolve(root, 'bench/versus.ts'),
        '--ref',
        baseSha,
        '--measure',
        c.measure,
        '--scenario',
        c.scenario,
        '--rounds',
        String(c.rounds),
        '--warm-up',
        String(c.warm),
        '--json',
      ],
      { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const line = r.stdout.trim().split('\n').at(-1) ?? '';
    if (r.status !== 0 || !line.startsWith('{')) {
      rows.push(`| ${c.what} | failed (exit ${r.status}) | | | |`);
      continue;
    }
    const v = JSON.parse(line) as {
      beforeMs: number;
      afterMs: number;
      ratio: number;
      q1: number;
      q3: number;
      load: number[];
    };
    rows.push(
      `| ${c.what} | ${fmt(v.beforeMs, 1)} | ${fmt(v.afterMs, 1)} | ${fmt(1 / v.ratio, 2)}x (quartiles ${fmt(1 / v.q3, 2)}-${fmt(1 / v.q1, 2)}) | ${v.load.map((x) => x.toFixed(1)).join(' ')} |`,
    );
    log(`versus ${c.what}: ${line}`);
  }
  sections.push(
    [
      '## Against the earlier engine, side by side (issue 24, item 5)',
      '',
      `This checkout (${head.slice(0, 7)}) against ${baseSha.slice(0, 7)} (${base === baseSha ? base.slice(0, 7) : base}), built from git history (bench/versus.ts: \`git archive\` into a temporary folder), each engine in its own worker process, warmed up, then asked in alternation (ABBA) for the CPU time of one unit of work; both must give the same outcomes. Speed-up = earlier / this, the median of the rounds (1.00x: no change; the bench's own noise is about ±5 %).`,
      '',
      '| work | earlier ms CPU | this ms CPU | speed-up | load at the end |',
      '| --- | ---: | ---: | ---: | --- |',
      ...rows,
    ].join('\n'),
  );
  write(false);
}

// ------------------------------------------------------------------------- the CLI against node -e 0

{
  // The compiled CLI the package ships (dist/cli/main.js, `npm run build:lib`), built here if missing.
  const cli = resolve(root, 'dist/cli/main.js');
  if (!existsSync(cli)) {
    log('building dist/ (npm run build:lib) for the compiled CLI');
    const b = spawnSync(resolve(root, 'node_modules/.bin/tsx'), ['scripts/build.ts'], {
      cwd: root,
      stdio: 'ignore',
    });
    if (b.status !== 0) throw new Error('npm run build:lib failed');
  }
  const node = commandCpuMs(process.execPath, ['-e', '0'], 5);
  const odds = commandCpuMs(process.execPath, [cli, 'odds', REFERENCE], 3);
  const ratio = odds / node;
  goals.push({
    goal: '`hexcharge odds` of the reference charge: CPU within 4x of a bare `node -e 0`',
    measured: `${fmt(odds)} ms (the compiled CLI, dist/cli/main.js; median of 3) against ${fmt(node)} ms: ${fmt(ratio, 1)}x`,
    met: ratio <= 4,
    distance:
      ratio <= 4
        ? 'met'
        : `${fmt(ratio / 4, 1)}x too much: most of it is the exact analysis run cold (the JIT not warmed up: a warm analysis is the first goal's time)`,
  });
  log(`CLI: odds ${fmt(odds)} ms, node ${fmt(node)} ms`);
}
write(false);

// ----------------------------------------------------------------------------- the budget of the analysis

{
  const six = load('test/fixtures/analysis-six-stacks.json');
  const r = timed(() => analyzeChargeWithin({ ...six, dice: manual }, { maxStates: 200 }));
  const ok = !r.value.ok && r.value.error.code === 'analysis/too-large';
  goals.push({
    goal: 'A budget on the exact analysis (states, memory, time), with progress and a clear refusal instead of an unbounded run',
    measured: `3 cuirassier regiments against 6 target stacks (test/fixtures/analysis-six-stacks.json) with \`maxStates: 200\`: ${ok ? `refused in ${fmt(r.ms)} ms` : 'NOT refused'}${r.value.ok ? '' : `: "${r.value.error.message}"`}`,
    met: ok,
    distance: ok ? 'met (before: 600 s and 851 MB with no answer)' : 'the analysis was not refused',
  });
}
write(false);

// ------------------------------------------------------------------------------------ the retreat search

{
  const rs = loadRuleset(DEFAULT_RULESET);
  if (!rs.ok) throw new Error(rs.error.message);
  let state = 12345;
  const rand = (k: number): number => {
    const s = mulberry32(state);
    state = s.state;
    return Math.floor((s.output / 4294967296) * k);
  };
  const W = 200;
  const H = 200;
  const terrain: Record<string, string> = {};
  const kinds = rs.value.terrain;
  const woods = kinds.find((t) => t.kind === 'general-order')?.id;
  const lake = kinds.find((t) => t.kind === 'impassable')?.id;
  for (let i = 0; i < 4000; i++) {
    const id = rand(10) < 7 ? woods : lake;
    if (id) terrain[`${rand(W)},${rand(H)}`] = id;
  }
  const units: Unit[] = [];
  const used = new Set<string>();
  while (units.length < 200) {
    const at = { col: rand(W), row: rand(H) };
    const k = `${at.col},${at.row}`;
    if (used.has(k) || terrain[k] === lake) continue;
    used.add(k);
    const side = units.length % 2 ? 'blue' : 'red';
    units.push({
      id: `u${units.length}`,
      name: `u${units.length}`,
      side,
      arm: 'infantry',
      increments: 4,
      fullIncrements: 4,
      melee: 8,
      fire: 4,
      morale: 44,
      formation: 'line',
      moraleState: 'good',
      facing: (side === 'red' ? 3 : 0) as Direction,
      at,
    });
  }
  const board: Board = {
    width: W,
    height: H,
    defaultTerrain: 'clear',
    terrain,
    units,
    leaders: [],
    sides: [
      { id: 'red', name: 'Red', homeEdge: 'north' },
      { id: 'blue', name: 'Blue', homeEdge: 'south' },
    ],
  };
  const request = (m: number, hexes: number) => {
    const u = units[(m * 7) % units.length]!;
    const around: Coord[] = neighbors(u.at).filter((c) => c.col >= 0 && c.row >= 0 && c.col < W && c.row < H);
    return {
      board,
      terrain: rs.value.terrain,
      hexsides: rs.value.hexsides,
      routedHaveZoc: rs.value.settings.routedUnitsHaveZoc,
      stackingLimit: rs.value.settings.stackingLimit,
      units: [u.id],
      hexes,
      awayFrom: [around[m % around.length]!],
    };
  };
  const times: number[] = [];
  let considered = 0;
  const moves = 50;
  for (let m = 0; m < moves; m++) {
    const r = timed(() => searchRetreatPaths(request(m, rs.value.settings.routHexes)));
    considered += r.value.considered;
    times.push(r.ms);
  }
  const long = timed(() => searchRetreatPaths(request(0, 10_000)));
  clearRetreatSearchCache();
  const analyses = timed(() => analyzeCharge({ ...ref, dice: manual }));
  const stats = retreatSearchCacheStats();
  sections.push(
    [
      '## Retreat search',
      '',
      `findRetreatPaths (src/hex) on a ${W}x${H} board with ${units.length} units (4,000 seeded woods/lake hexes), ${moves} rout moves of ${rs.value.settings.routHexes} hexes, uncached: median ${fmt(median(times), 2)} ms CPU per move (min ${fmt(Math.min(...times), 2)}, max ${fmt(Math.max(...times), 2)}); ${Math.round(considered / moves)} search states per move on average.`,
      '',
      `A rout of 10,000 hexes on that board: ${fmt(long.ms)} ms CPU, ${long.value.considered} search states, ${long.value.best.length === 0 ? 'no path (the unit surrenders)' : `${long.value.best.length} paths`}: the search is bounded by the board (before: (2 x 10,000 + 1)^2 cells, 56 s and 3.1 GB).`,
      '',
      `Cache: the exact analysis of the reference charge (${fmt(analyses.ms)} ms) asked ${stats.hits + stats.misses} searches, of which ${stats.misses} distinct were searched and ${stats.hits} served from the cache.`,
    ].join('\n'),
  );
  // findRetreatPaths, cached, is what the procedure calls: make sure the bench's board is not kept.
  findRetreatPaths(request(1, 2));
  log(`retreat: median ${fmt(median(times), 2)} ms, cache ${stats.hits}/${stats.hits + stats.misses}`);
}
write(false);

// ------------------------------------------------------------------------- where the time goes (profile)

/** Every snapshot the exact analysis of the reference charge steps through. */
function visited(): ChargeSnapshot[] {
  const snaps: ChargeSnapshot[] = [];
  const analyzer = new ExactAnalyzer();
  const inner = analyzer.distribution.bind(analyzer);
  analyzer.distribution = (s) => {
    snaps.push(s);
    return inner(s);
  };
  analyzer.analyze(startSnapshot({ ...ref, dice: manual }));
  return snaps;
}

{
  // Narration: the entries each step of the analysis writes (it steps from snapshots without their
  // log, so a snapshot's log is what its step wrote), rendered again to time the rendering alone.
  const entries: LogEntry[] = visited().flatMap((s) => [...s.context.log]);
  const renderOnce = () => {
    let n = 0;
    for (const e of entries) n += render(en.log[e.key], e.params).length;
    return n;
  };
  renderOnce();
  const r = timed(() => {
    for (let i = 0; i < 5; i++) renderOnce();
  });
  const renderMs = r.ms / 5;
  sections.push(
    [
      '## Narration in the analysis',
      '',
      `The exact analysis of the reference charge steps with a quiet log (\`quietStep\`, machines/analysis/drive.ts, sets the state's \`quietLog\`; Monte Carlo too): the snapshots it steps through hold ${fmt(entries.length)} log entries in all (those of the start snapshot it was given), and its steps write and render none (before: 25,012 entries rendered and thrown away, 7-8 % of the analysis). Rendering the entries it holds takes ${fmt(renderMs, 1)} ms CPU. A played charge (session, CLI, page) writes every entry as a key and parameters, and its words are rendered at the edge, in the session's language (src/narration, \`narrate\`): no narrator is plugged in, and src/procedure does not import the catalogues.`,
    ].join('\n'),
  );
}
write(false);

if (withProfile) {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  const runs = 3;
  for (let i = 0; i < runs; i++) analyzeCharge({ ...ref, dice: manual });
  const { profile } = await session.post('Profiler.stop');
  session.disconnect();
  const categories: [string, RegExp][] = [
    ['immer (state updates)', /node_modules\/immer\//],
    ['XState (sequencing)', /node_modules\/xstate\//],
    ['narration (say + render)', /src\/procedure\/say\.ts|src\/narration\/|src\/doctrines\/say\.ts/],
    ['state keys (src/analysis/canonical.ts)', /src\/analysis\/canonical\.ts/],
    ['retreat search (src/hex/findRetreatPaths.ts)', /src\/hex\/findRetreatPaths\.ts/],
    ['procedure rules (src/procedure)', /src\/procedure\//],
    ['doctrines (src/doctrines)', /src\/doctrines\//],
    ['other rules code (src/hex, src/data, src/dice, src/model)', /src\/(hex|data|dice|model|rules)\//],
    ['outcomes and distributions (src/analysis)', /src\/analysis\//],
    ['analysis driver (machines/)', /machines\//],
    ['honeycomb-grid', /node_modules\/honeycomb-grid\//],
  ];
  const self = new Map<number, number>();
  const deltas = profile.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, i) => {
    self.set(id, (self.get(id) ?? 0) + (deltas[i] ?? 0));
  });
  const byCat = new Map<string, number>();
  let total = 0;
  for (const n of profile.nodes) {
    const t = self.get(n.id) ?? 0;
    if (t === 0) continue;
    const url = n.callFrame.url;
    const fn = n.callFrame.functionName;
    if (fn === '(idle)' || fn === '(program)') continue;
    total += t;
    const cat =
      fn === '(garbage collector)'
        ? 'garbage collection'
        : (categories.find(([, re]) => re.test(url))?.[0] ?? 'other (JavaScript built-ins, Node)');
    byCat.set(cat, (byCat.get(cat) ?? 0) + t);
  }
  const rowsP = [...byCat].sort((a, b) => b[1] - a[1]);
  sections.push(
    [
      '## Where the time goes',
      '',
      `CPU profile (self time, node:inspector sampling every 0.2 ms) of ${runs} warm exact analyses of the reference charge, by where the code lives:`,
      '',
      '| share | code |',
      '| ---: | --- |',
      ...rowsP.map(([c, t]) => `| ${fmt((t / total) * 100, 1)} % | ${c} |`),
    ].join('\n'),
  );
  log(rowsP.map(([c, t]) => `${fmt((t / total) * 100, 1)}% ${c}`).join('\n'));
  write(false);
}

// --------------------------------------------------------------------------------------- the test suite

if (withTests) {
  const c0 = childrenCpuMs();
  const w0 = performance.now();
  const r = spawnSync('npm', ['test'], { cwd: root, stdio: 'ignore' });
  const c1 = childrenCpuMs();
  const cpuS = c0 !== undefined && c1 !== undefined ? (c1 - c0) / 1000 : Number.NaN;
  const wallS = (performance.now() - w0) / 1000;
  goals.push({
    goal: 'The whole `npm test` under 2 minutes of CPU',
    measured: `${fmt(cpuS)} s of CPU (${fmt(wallS)} s wall), exit code ${r.status}`,
    met: cpuS < 120 && r.status === 0,
    distance: cpuS < 120 ? 'met' : `${fmt(cpuS / 120, 1)}x too much`,
  });
} else {
  goals.push({
    goal: 'The whole `npm test` under 2 minutes of CPU',
    measured: 'not measured in this run (`npm run bench -- --tests`)',
    met: undefined,
    distance: '-',
  });
}

const benchS = (performance.now() - wall0) / 1000;
const benchCpuMin = (cpuMs() - cpu0) / 60000;
goals.push({
  goal: 'The bench itself runs in a few minutes, not 45',
  measured: `${fmt(benchCpuMin, 1)} min of CPU, ${fmt(benchS / 60, 1)} min wall${withTests ? ' (npm test not included)' : ''}; load average at the end ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
  met: benchCpuMin < 6,
  distance: benchCpuMin < 6 ? 'met' : `${fmt(benchCpuMin, 0)} min of CPU`,
});
write(true);
log(`wrote ${out}`);
