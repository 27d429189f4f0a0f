/**
 * npm run bench: for every scenario in data/scenarios/, the exact analysis time against an N-charge Monte
 * Carlo (default 100,000) of the same scenario in the same run, as a ratio; charges resolved per second
 * through the machine; the rout path search on a 200x200 board with 200 units (median per rout move).
 * Writes docs/performance.md (rewritten after every scenario, so a long run leaves partial results).
 *
 *   tsx bench/run.ts [--charges N] [--only TEXT] [--rout-moves K] [--out FILE]
 */
import { readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { resolve } from 'node:path';
import { DEFAULT_RULESET, loadRuleset, loadScenario } from '../cli/load.ts';
import { analyzeCharge } from '../machines/analysis/exact.ts';
import { monteCarlo } from '../machines/analysis/monte-carlo.ts';
import { mulberry32 } from '../src/dice/index.ts';
import { findRetreatPaths, neighbors } from '../src/hex/index.ts';
import type { Board } from '../src/model/board.ts';
import type { Coord } from '../src/model/coord.ts';
import type { Direction } from '../src/model/direction.ts';
import type { Unit } from '../src/model/unit.ts';

const root = resolve(import.meta.dirname, '..');
const argv = process.argv.slice(2);
const flag = (name: string, dflt: string): string => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] !== undefined ? argv[i + 1]! : dflt;
};
const N = Number(flag('charges', '100000'));
const only = flag('only', '');
const routMoves = Number(flag('rout-moves', '50'));
const out = resolve(root, flag('out', 'docs/performance.md'));

interface Row {
  scenario: string;
  exactMs: number;
  states: number;
  transitions: number;
  outcomes: number;
  mcMs: number;
  ratio: number;
  perSecond: number;
}

const rows: Row[] = [];
let drivers = '';
let rout = '';
const cpus = os.cpus();
const started = new Date();
const machine = `Node ${process.version} on ${os.platform()} ${os.arch()}, ${cpus.length} x ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB; load average at start ${os
  .loadavg()
  .map((x) => x.toFixed(2))
  .join(' ')}; run ${started.toISOString()}`;

function write(done: boolean): void {
  const beat = rows.filter((r) => r.ratio > 1).length;
  const lines = [
    '# Performance',
    '',
    'Written by `npm run bench` (bench/run.ts). Numbers are wall times of one run on the machine below; rerun the bench to refresh them.',
    '',
    `Machine: ${machine}.`,
    '',
    done ? '' : '**Run in progress or interrupted: the table holds the scenarios finished so far.**',
    '',
    `## Exact analysis against a ${N.toLocaleString('en')}-charge Monte Carlo`,
    '',
    'Both drive the same XState machine (machines/charge.ts). Exact: every outcome of every dice request, branches merged by state (machines/analysis/exact.ts). Monte Carlo: seeded charges played to the end with AUTO_ROLL and default choices (machines/analysis/monte-carlo.ts, actor driver). Ratio = Monte Carlo time / exact time (above 1: exact is faster).',
    '',
    '| scenario | exact ms | distinct states | transitions | outcomes | Monte Carlo ms | ratio | charges/s |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.scenario} | ${r.exactMs.toFixed(0)} | ${r.states} | ${r.transitions} | ${r.outcomes} | ${r.mcMs.toFixed(0)} | ${r.ratio.toFixed(1)} | ${r.perSecond.toFixed(0)} |`,
    ),
    '',
    rows.length
      ? `Exact analysis beat the Monte Carlo on ${beat} of ${rows.length} scenario(s)${beat === rows.length ? '.' : ': see the rows with a ratio at or below 1.'}`
      : '',
    '',
    drivers ? `## Driving the machine: pure transition against an actor\n\n${drivers}\n` : '',
    rout ? `## Rout path search\n\n${rout}\n` : '',
  ];
  writeFileSync(out, `${lines.filter((l, i, a) => !(l === '' && a[i - 1] === '')).join('\n')}\n`);
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

const dir = resolve(root, 'data/scenarios');
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.json') && f.includes(only))
  .sort();
console.log(machine);
console.log(`${files.length} scenario(s), ${N} Monte Carlo charges each`);

// Which driver is faster for Monte Carlo: XState's pure transition, or an actor per charge.
{
  const first = files[0] ? loadScenario(resolve(dir, files[0])) : undefined;
  if (first?.ok) {
    const n = Math.min(2000, N);
    monteCarlo(first.value.scenario, first.value.ruleset, 200, 2, { driver: 'transition' }); // warm-up
    monteCarlo(first.value.scenario, first.value.ruleset, 200, 2, { driver: 'actor' });
    const t = monteCarlo(first.value.scenario, first.value.ruleset, n, 1, { driver: 'transition' });
    const a = monteCarlo(first.value.scenario, first.value.ruleset, n, 1, { driver: 'actor' });
    drivers = `${n} charges of ${files[0]}: pure \`transition(machine, snapshot, event)\` ${t.ms.toFixed(0)} ms (${((n / t.ms) * 1000).toFixed(0)} charges/s); \`createActor\` + \`send\` ${a.ms.toFixed(0)} ms (${((n / a.ms) * 1000).toFixed(0)} charges/s). Monte Carlo uses the actor driver; the exact analysis must branch from any snapshot, which the pure transition does without restoring an actor.`;
    console.log(drivers);
  }
}

// Rout path search: 200x200 clear board (some woods and lakes), 200 units of two sides, seeded placement.
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
  const times: number[] = [];
  let considered = 0;
  let surrendered = 0;
  for (let m = 0; m < routMoves; m++) {
    const u = units[(m * 7) % units.length]!;
    const around: Coord[] = neighbors(u.at).filter((c) => c.col >= 0 && c.row >= 0 && c.col < W && c.row < H);
    const awayFrom = [around[m % around.length]!];
    const t0 = performance.now();
    const r = findRetreatPaths({
      board,
      terrain: rs.value.terrain,
      hexsides: rs.value.hexsides,
      routedHaveZoc: rs.value.settings.routedUnitsHaveZoc,
      stackingLimit: rs.value.settings.stackingLimit,
      units: [u.id],
      hexes: rs.value.settings.routHexes,
      awayFrom,
    });
    times.push(performance.now() - t0);
    considered += r.considered;
    if (r.best.length === 0) surrendered++;
  }
  rout = `findRetreatPaths (src/hex) on a ${W}x${H} board with ${units.length} units (4,000 seeded woods/lake hexes), ${routMoves} rout moves of ${rs.value.settings.routHexes} hexes: median ${median(times).toFixed(2)} ms per rout move (min ${Math.min(...times).toFixed(2)}, max ${Math.max(...times).toFixed(2)}); ${Math.round(considered / routMoves)} search states per move on average; ${surrendered} move(s) found no legal path.`;
  console.log(rout);
}
write(false);

for (const f of files) {
  const l = loadScenario(resolve(dir, f));
  if (!l.ok) {
    console.log(`${f}: cannot load: ${l.error.message}`);
    continue;
  }
  const { scenario, ruleset } = l.value;
  const exact = analyzeCharge({ scenario, ruleset, dice: { kind: 'manual' } });
  const mc = monteCarlo(scenario, ruleset, N, 1, { driver: 'actor' });
  const row: Row = {
    scenario: f.replace(/\.json$/, ''),
    exactMs: exact.ms,
    states: exact.states,
    transitions: exact.transitions,
    outcomes: exact.outcomes.length,
    mcMs: mc.ms,
    ratio: mc.ms / Math.max(exact.ms, 0.001),
    perSecond: (N / mc.ms) * 1000,
  };
  rows.push(row);
  console.log(
    `${row.scenario}: exact ${row.exactMs.toFixed(0)} ms (${row.states} states, ${row.outcomes} outcomes), MC ${N} ${row.mcMs.toFixed(0)} ms, ratio ${row.ratio.toFixed(1)}, ${row.perSecond.toFixed(0)} charges/s`,
  );
  write(false);
}

write(true);
console.log(`wrote ${out}`);
