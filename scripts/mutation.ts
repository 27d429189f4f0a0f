/**
 * npm run test:mutation: mutation testing (StrykerJS) of the rules code, one folder at a time, each with
 * its own incremental file under reports/stryker-incremental/ (committed, so a later run only retests
 * the mutants whose code or tests changed). Prints killed/survived/timeout/no-coverage and the score of
 * every folder with the time it took; the HTML reports land in reports/mutation/<folder>.html.
 * Slow (minutes per folder on two cores): kept out of npm test and .ci/run. Results: docs/mutation.md.
 *
 *   tsx scripts/mutation.ts [procedure|doctrines|rules|dice|hex|data ...] [--concurrency N] [--full]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Stryker } from '@stryker-mutator/core';

/** The rules code, by folder, with the files Stryker mutates in each. */
export const GROUPS: Readonly<Record<string, readonly string[]>> = {
  procedure: ['src/procedure/**/*.ts'],
  doctrines: ['src/doctrines/**/*.ts'],
  rules: ['src/rules/**/*.ts'],
  dice: ['src/dice/**/*.ts'],
  hex: ['src/hex/**/*.ts'],
  data: [
    'src/data/chart.ts',
    'src/data/crt.ts',
    'src/data/crt-result.ts',
    'src/data/d66.ts',
    'src/data/odds.ts',
    'src/data/column-shift.ts',
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
const unknown = named.filter((g) => !(g in GROUPS));
if (unknown.length > 0) {
  console.error(
    `mutation: unknown folder ${unknown.join(', ')}; expected one of ${Object.keys(GROUPS).join(', ')}`,
  );
  process.exitCode = 1;
} else {
  const tallies: Tally[] = [];
  for (const group of named.length > 0 ? named : Object.keys(GROUPS)) {
    const started = Date.now();
    const stryker = new Stryker({
      mutate: [...GROUPS[group]!],
      concurrency,
      incremental: true,
      force: full,
      incrementalFile: `reports/stryker-incremental/${group}.json`,
      htmlReporter: { fileName: `reports/mutation/${group}.html` },
      jsonReporter: { fileName: `reports/mutation/${group}.json` },
    });
    const results = await stryker.runMutationTest();
    const count = (...statuses: string[]) => results.filter((r) => statuses.includes(r.status)).length;
    const killed = count('Killed');
    const timeout = count('Timeout');
    const survived = count('Survived');
    const noCoverage = count('NoCoverage');
    const detected = killed + timeout;
    const valid = detected + survived + noCoverage;
    tallies.push({
      group,
      seconds: Math.round((Date.now() - started) / 1000),
      killed,
      survived,
      timeout,
      noCoverage,
      errors: count('CompileError', 'RuntimeError'),
      ignored: count('Ignored'),
      score: valid === 0 ? 100 : Math.round((1000 * detected) / valid) / 10,
    });
  }
  mkdirSync('reports/mutation', { recursive: true });
  writeFileSync('reports/mutation/summary.json', `${JSON.stringify(tallies, null, 2)}\n`);
  console.log('\nfolder      score  killed survived timeout no-cov errors  seconds');
  for (const t of tallies) {
    console.log(
      `${t.group.padEnd(10)} ${String(t.score).padStart(6)} ${String(t.killed).padStart(7)} ${String(t.survived).padStart(8)}` +
        ` ${String(t.timeout).padStart(7)} ${String(t.noCoverage).padStart(6)} ${String(t.errors).padStart(6)} ${String(t.seconds).padStart(8)}`,
    );
  }
}
