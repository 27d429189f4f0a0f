/**
 * Run in a NEW process by save.test.ts: reads a save document from the file named on the command line,
 * resumes it through the public entry, plays it to the end with the given player seed, and prints the
 * final state (without the ruleset) and the events as JSON on stdout.
 */
import { readFileSync } from 'node:fs';
import { resumeCharge } from '../../machines/index.ts';
import { plain, step } from '../support/reliability.ts';

const [file, choiceSeed] = process.argv.slice(2);
const r = resumeCharge(readFileSync(file!, 'utf8'));
if (!r.ok) {
  process.stderr.write(`${r.error.code}: ${r.error.message}\n`);
  process.exit(1);
}
const s = r.value;
while (!s.done) step(s, Number(choiceSeed ?? 0));
process.stdout.write(JSON.stringify({ state: plain(s.state), events: s.events, step: s.step }));
