/**
 * How long a save takes to resume, now that resuming replays the save's events instead of restoring
 * its snapshot: a save at the end of the reference charge (seed 7), measured side by side with
 * restoring the same save's snapshot into an actor (what resume did before: fast, and forgeable into a
 * crash) and with playing the same events from a new charge. Medians over many runs; prints one table.
 *
 *   npx tsx bench/resume.ts [--runs N]
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { resolve } from 'node:path';
import {
  createCharge,
  loadScenarioFromJson,
  readSave,
  replay,
  resumeCharge,
  saveCharge,
} from '../machines/index.ts';
import { ChargeSession } from '../machines/session.ts';

const root = resolve(import.meta.dirname, '..');
const argv = process.argv.slice(2);
const runs = Number(argv[argv.indexOf('--runs') + 1] ?? 200) || 200;

const loaded = loadScenarioFromJson(
  readFileSync(resolve(root, 'data/scenarios/01-reference-charge.json'), 'utf8'),
);
if (!loaded.ok) throw new Error(loaded.error.message);
const created = createCharge({ ...loaded.value, dice: { seed: 7 } });
if (!created.ok) throw new Error(created.error.message);
const played = created.value;
const r = played.runToEnd();
if (!r.ok) throw new Error(r.error.message);
const text = JSON.stringify(saveCharge(played));

function median(f: () => void): number {
  for (let i = 0; i < Math.min(20, runs); i++) f(); // warm up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    f();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

const must = <T>(x: { ok: boolean; value?: T; error?: { message: string } }): T => {
  if (!x.ok) throw new Error(x.error?.message);
  return x.value as T;
};

const rows: [string, number][] = [
  [
    'restore the snapshot (the old resume: read, check, restore into an actor)',
    median(() => {
      const doc = must(readSave(text));
      const snap = structuredClone(doc.snapshot) as { context: Record<string, unknown> };
      snap.context.ruleset = loaded.value.ruleset;
      new ChargeSession({ ...loaded.value, dice: doc.dice }, snap, doc.events);
    }),
  ],
  [
    'play the same events in a new charge (no save read)',
    median(() => {
      const s = must(createCharge({ ...loaded.value, dice: { seed: 7 } }));
      for (const e of played.events) s.send(e);
    }),
  ],
  ['resumeCharge: read, check, replay, compare the position', median(() => must(resumeCharge(text)))],
  ['replay: the same, comparing every member of the snapshot', median(() => must(replay(text)))],
];

const base = rows[0]![1];
console.log(
  `Resume of a save at the end of the reference charge (${played.events.length} events, ${text.length} characters), median of ${runs} runs, Node ${process.version}, ${os.cpus().length} CPUs, load ${os.loadavg()[0]!.toFixed(1)}`,
);
console.log('| how | median ms | x snapshot restore |');
console.log('| --- | --- | --- |');
for (const [what, ms] of rows) console.log(`| ${what} | ${ms.toFixed(2)} | ${(ms / base).toFixed(1)} |`);
