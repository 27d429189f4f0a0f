/**
 * Load time of every shipped data file: read, parse and validate, as the CLI does (cli/load.ts).
 * Cold: a fresh process imports the data layer and loads every file once. Warm: the median of `--runs`
 * loads of each file (tables alone, rulesets with their tables, scenarios under their ruleset).
 *
 *   tsx bench/data-load.ts [--runs N]
 */
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const argv = process.argv.slice(2);
const runsAt = argv.indexOf('--runs');
const RUNS = runsAt >= 0 ? Number(argv[runsAt + 1]) : 200;

const files = (folder: string): string[] =>
  readdirSync(resolve(root, folder))
    .filter((f) => f.endsWith('.json'))
    .map((f) => resolve(root, folder, f));

async function loadAll(): Promise<Map<string, () => void>> {
  const load = await import('../cli/load.ts');
  const data = await import('../src/data/index.ts');
  const validators: Record<string, (json: unknown, file: string) => unknown> = {
    crt: data.validateCrt,
    fire: data.validateFireTable,
    'column-shift': data.validateColumnShift,
    'stand-modifiers': data.validateStepModifiers,
    'melee-modifiers': data.validateFactorModifiers,
    recall: data.validateRecall,
    hexsides: data.validateHexsides,
    terrain: data.validateTerrain,
  };
  const jobs = new Map<string, () => void>();
  const must = <T>(r: { ok: boolean; value?: T; error?: { message: string } }): T => {
    if (!r.ok) throw new Error(r.error?.message);
    return r.value as T;
  };
  for (const f of files('data/tables')) {
    jobs.set(f, () => {
      const json = must(load.readJsonFile(f)) as { kind: string };
      must(validators[json.kind]!(json, f) as { ok: boolean });
    });
  }
  for (const f of files('data/rulesets')) jobs.set(f, () => must(load.loadRuleset(f)));
  for (const f of files('data/scenarios')) jobs.set(f, () => must(load.loadScenario(f)));
  return jobs;
}

if (argv.includes('--cold')) {
  const t0 = performance.now();
  const jobs = await loadAll();
  for (const run of jobs.values()) run();
  process.stdout.write(String(performance.now() - t0));
} else {
  const colds: number[] = [];
  for (let i = 0; i < 5; i++) {
    const out = execFileSync(process.execPath, [...process.execArgv, import.meta.filename, '--cold'], {
      cwd: root,
    });
    colds.push(Number(out.toString()));
  }
  const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  console.log(
    `cold: import the data layer and load all shipped files once: median of 5 processes ${median(colds).toFixed(1)} ms`,
  );
  const jobs = await loadAll();
  let total = 0;
  let totalMin = 0;
  console.log(`warm: ${RUNS} loads of each file (read + parse + validate), microseconds: median and fastest`);
  for (const [file, run] of jobs) {
    for (let i = 0; i < 20; i++) run();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      run();
      times.push(performance.now() - t);
    }
    const m = median(times) * 1000;
    const fastest = Math.min(...times) * 1000;
    total += m;
    totalMin += fastest;
    console.log(
      `  ${file.slice(root.length + 1).padEnd(66)} ${m.toFixed(0).padStart(7)} ${fastest.toFixed(0).padStart(7)}`,
    );
  }
  console.log(`  ${'sum'.padEnd(66)} ${total.toFixed(0).padStart(7)} ${totalMin.toFixed(0).padStart(7)}`);
}
