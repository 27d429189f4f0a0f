/**
 * npm run test:mutation: mutation testing (StrykerJS) of the rules code, one folder at a time, each with
 * its own incremental file under reports/stryker-incremental/ (committed, so a later run only retests
 * the mutants whose code or tests changed). Prints killed/survived/timeout/no-coverage and the score of
 * every folder with the time it took; the HTML reports land in reports/mutation/<folder>.html.
 * Slow (minutes per folder on two cores): kept out of npm test and .ci/run. Results: docs/mutation.md.
 *
 *   tsx scripts/mutation.ts [procedure|doctrines|doctrines-2|rules|dice|hex|hex-2|data|keys ...] [--concurrency N] [--full]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Stryker } from '@stryker-mutator/core';

/**
 * The rules code, by folder, with the files Stryker mutates in each; a big folder is split into parts
 * run one after the other, each with its own incremental file, so that a run cut short keeps the parts
 * it finished.
 */
/** Folders whose mutants only the analysis tests reach: their runs take those tests instead of the rules'. */
const ANALYSIS_TESTED = new Set(['keys']);

export const GROUPS: Readonly<Record<string, readonly (readonly string[])[]>> = {
  procedure: [['src/procedure/**/*.ts']],
  // by edition since the doctrines became values (src/doctrines/6e, 8e, la-bataille; shared code at the top)
  doctrines: [
    // the flight paths
    [
      'src/doctrines/6e/flight-path.ts',
      'src/doctrines/8e/flight-path.ts',
      'src/doctrines/detour.ts',
      'src/doctrines/line.ts',
    ],
    // the small files
    [
      'src/doctrines/**/*.ts',
      '!src/doctrines/6e/flight-path.ts',
      '!src/doctrines/8e/flight-path.ts',
      '!src/doctrines/detour.ts',
      '!src/doctrines/line.ts',
      '!src/doctrines/flight.ts',
      '!src/doctrines/cause.ts',
      '!src/doctrines/declarations.ts',
      '!src/doctrines/pursuit.ts',
      '!src/doctrines/pursuer-moves.ts',
      '!src/doctrines/*/pursue.ts',
    ],
    // the flight step
    ['src/doctrines/flight.ts', 'src/doctrines/cause.ts', 'src/doctrines/declarations.ts'],
    // the pursuit step
    ['src/doctrines/pursuit.ts', 'src/doctrines/pursuer-moves.ts', 'src/doctrines/*/pursue.ts'],
  ],
  rules: [['src/rules/**/*.ts']],
  dice: [['src/dice/**/*.ts']],
  // the retreat search (about two thirds of the folder's mutants, each run against every charge test)
  // apart from the small geometry files, so that the geometry's part finishes on its own
  hex: [['src/hex/findRetreatPaths.ts'], ['src/hex/**/*.ts', '!src/hex/findRetreatPaths.ts']],
  // the compact state keys of the exact analysis (exact keys: equal keys must mean equal states),
  // against the analysis tests (vitest.stryker.config.ts, HEXCHARGE_MUTATION_TESTS)
  keys: [['src/analysis/canonical.ts']],
  data: [
    [
      'src/data/chart.ts',
      'src/data/crt.ts',
      'src/data/crt-result.ts',
      'src/data/d66.ts',
      'src/data/odds.ts',
      'src/data/column-shift.ts',
    ],
  ],
};

/** What a folder's run came to. */
interface Tally {
  group: string;
  seconds: number;
  killed: number;
  survived: number;
  timeout: number;
  noCoverage: number;
  errors: number;
  ignored: number;
  score: number;
}

const args = process.argv.slice(2);
const concurrencyAt = args.indexOf('--concurrency');
const concurrency = concurrencyAt >= 0 ? Number(args[concurrencyAt + 1]) : 2;
const full = args.includes('--full');
const named = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--concurrency');
/** A folder, or one part of a folder ("doctrines-2"), as the parts it runs: [name, files to mutate]. */
function partsOf(arg: string): [string, readonly string[]][] | undefined {
  const [, folder, n] = /^(.*?)(?:-(\d+))?$/.exec(arg)!;
  const parts = GROUPS[folder!];
  if (!parts) return undefined;
  const named = parts.map((mutate, i): [string, readonly string[]] => [
    parts.length > 1 ? `${folder}-${i + 1}` : folder!,
    mutate,
  ]);
  if (n === undefined) return named;
  const part = named[Number(n) - 1];
  return part && parts.length > 1 ? [part] : undefined;
}

const unknown = named.filter((g) => !partsOf(g));
if (unknown.length > 0) {
  console.error(
    `mutation: unknown folder ${unknown.join(', ')}; expected one of ${Object.keys(GROUPS).join(', ')}`,
  );
  process.exitCode = 1;
} else {
  const tallies: Tally[] = [];
  for (const group of named.length > 0 ? named : Object.keys(GROUPS)) {
    for (const [name, mutate] of partsOf(group)!) {
      const started = Date.now();
      // read by vitest.stryker.config.ts in the test runner processes Stryker starts for this run
      process.env.HEXCHARGE_MUTATION_TESTS = ANALYSIS_TESTED.has(group.replace(/-\d+$/, ''))
        ? 'analysis'
        : '';
      const stryker = new Stryker({
        mutate: [...mutate],
        concurrency,
        incremental: true,
        force: full,
        incrementalFile: `reports/stryker-incremental/${name}.json`,
        htmlReporter: { fileName: `reports/mutation/${name}.html` },
        jsonReporter: { fileName: `reports/mutation/${name}.json` },
      });
      const results = await stryker.runMutationTest();
      const count = (...statuses: string[]) => results.filter((r) => statuses.includes(r.status)).length;
      const killed = count('Killed');
      const timeout = count('Timeout');
      const survived = count('Survived');
      const noCoverage = count('NoCoverage');
      const detected = killed + timeout;
      const valid = detected + survived + noCoverage;
      const tally: Tally = {
        group: name,
        seconds: Math.round((Date.now() - started) / 1000),
        killed,
        survived,
        timeout,
        noCoverage,
        errors: count('CompileError', 'RuntimeError'),
        ignored: count('Ignored'),
        score: valid === 0 ? 100 : Math.round((1000 * detected) / valid) / 10,
      };
      tallies.push(tally);
      mkdirSync('reports/mutation', { recursive: true });
      writeFileSync(`reports/mutation/summary-${name}.json`, `${JSON.stringify(tally, null, 2)}\n`);
    }
  }
  console.log('\nfolder      score  killed survived timeout no-cov errors  seconds');
  for (const t of tallies) {
    console.log(
      `${t.group.padEnd(10)} ${String(t.score).padStart(6)} ${String(t.killed).padStart(7)} ${String(t.survived).padStart(8)}` +
        ` ${String(t.timeout).padStart(7)} ${String(t.noCoverage).padStart(6)} ${String(t.errors).padStart(6)} ${String(t.seconds).padStart(8)}`,
    );
  }
}
