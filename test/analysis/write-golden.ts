/**
 * npm run golden: writes test/fixtures/golden/<scenario>.json, the exact outcome distribution of every
 * shipped scenario (test/analysis/golden.ts). Run it after a change that moves numbers on purpose (a
 * rules change), and commit the files with that change; a speed change must leave them as they are.
 *
 *   tsx test/analysis/write-golden.ts [--only TEXT]
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { ROOT } from '../support/analysis.ts';
import { computeGolden, GOLDEN_DIR, goldenPath, goldenScenarios } from './golden.ts';

const argv = process.argv.slice(2);
const i = argv.indexOf('--only');
const only = i >= 0 ? (argv[i + 1] ?? '') : '';
mkdirSync(GOLDEN_DIR, { recursive: true });
const files = goldenScenarios().filter((f) => f.includes(only));
for (const file of files) {
  const t0 = performance.now();
  const g = computeGolden(file);
  writeFileSync(goldenPath(file), `${JSON.stringify(g, null, 2)}\n`);
  console.log(
    `${basename(file)}: ${g.outcomes.length} outcomes, total ${g.total} (${Math.round(performance.now() - t0)} ms)`,
  );
}
if (only === '') {
  // A scenario that is no longer shipped loses its golden file.
  const kept = new Set(files.map((f) => basename(f)));
  for (const f of readdirSync(GOLDEN_DIR)) {
    if (f.endsWith('.json') && !kept.has(f)) {
      rmSync(join(GOLDEN_DIR, f));
      console.log(`${f}: removed (no such shipped scenario)`);
    }
  }
}
// Laid out as the linter lays out JSON, so `npm run lint` passes on the regenerated files.
execFileSync(join(ROOT, 'node_modules/.bin/biome'), ['format', '--write', GOLDEN_DIR], { stdio: 'ignore' });
console.log(`wrote ${files.length} golden file(s) to ${GOLDEN_DIR}`);
