// (a) Plain Node imports the installed hexcharge (no TypeScript, no tsx) and plays a bundled charge to
// its end, saves it halfway and resumes the save. Exits non-zero on any surprise.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  chargeOdds,
  consequences,
  createCharge,
  ENGINE_VERSION,
  loadScenarioFromJson,
  resumeCharge,
  saveCharge,
} from 'hexcharge';
import { endingText } from 'hexcharge/narration';

const fail = (why) => {
  console.error(`consumer (plain node): ${why}`);
  process.exitCode = 1;
};

const file = fileURLToPath(import.meta.resolve('hexcharge/data/scenarios/01-reference-charge.json'));
const loaded = loadScenarioFromJson(readFileSync(file, 'utf8'), { file });
if (!loaded.ok) throw new Error(`${loaded.error.code}: ${loaded.error.message}`);

// The scenario's own scripted dice: the narrated reference charge of the README.
const charge = createCharge(loaded.value);
if (!charge.ok) throw new Error(`${charge.error.code}: ${charge.error.message}`);
const s = charge.value;
let entries = 0;
s.onLog(() => entries++);
let save;
while (!s.done) {
  const r = s.pending.kind === 'choice' ? s.chooseDefault() : s.autoRoll();
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  if (s.events.length === 3) save = saveCharge(s);
}
const expected = 'melee at 2:1, attackers routed, defenders routed, not-recalled';
// The ending is data (decidedBy, odds, each side); its English words are the narration's.
if (s.state.ending?.decidedBy !== 'melee' || endingText(s.state.ending) !== expected)
  fail(`ending ${JSON.stringify(s.state.ending)}, expected ${expected}`);
if (entries < 10) fail(`only ${entries} narrated entries`);
const c = consequences(s.state);
if (!Array.isArray(c.removed) || c.removed.length !== 1) fail(`removed ${JSON.stringify(c.removed)}`);

// A save made after three events resumes (in the same process here) and ends the same way.
const resumed = resumeCharge(JSON.parse(JSON.stringify(save)));
if (!resumed.ok) throw new Error(`${resumed.error.code}: ${resumed.error.message}`);
const r = resumed.value.runToEnd();
if (!r.ok || JSON.stringify(resumed.value.state.ending) !== JSON.stringify(s.state.ending))
  fail(`the resumed charge ended ${JSON.stringify(resumed.value.state.ending)}`);

// A refusal is a value, not an exception.
const bad = loadScenarioFromJson('{"kind": "scenario"');
if (bad.ok || bad.error.code !== 'data/malformed-json') fail(`bad JSON gave ${JSON.stringify(bad)}`);

// The scenario's own ruleset (issue 22): scenario 31 plays under its 6e ruleset, as the CLI plays it.
const file31 = fileURLToPath(
  import.meta.resolve('hexcharge/data/scenarios/31-flight-6e-pursuit-new-charge.json'),
);
const s31 = loadScenarioFromJson(readFileSync(file31, 'utf8'), { file: file31 });
if (!s31.ok || s31.value.ruleset.id !== 'flight-pursuit-6e')
  fail(
    `scenario 31 loaded ${s31.ok ? `under ${s31.value.ruleset.id}` : s31.error.code}, expected flight-pursuit-6e`,
  );

// The exact odds are a library call: every outcome of the reference charge, summing to 1.
const odds = chargeOdds(loaded.value);
if (!odds.ok || odds.value.total.p !== '1' || odds.value.outcomes.length !== 199)
  fail(
    `chargeOdds gave ${odds.ok ? `${odds.value.outcomes.length} outcomes, total ${odds.value.total.p}` : odds.error.code}`,
  );

// A save written by hexcharge 0.1.0 (test/fixtures/saves/release-0.1.0-reference.json, copied
// beside this file) resumes under the installed version and plays on to its end.
const old = resumeCharge(readFileSync(new URL('./save-0.1.0.json', import.meta.url), 'utf8'));
if (!old.ok) fail(`the 0.1.0 save was refused: ${old.error.code}: ${old.error.message}`);
else if (!old.value.runToEnd().ok || !old.value.done) fail('the 0.1.0 save did not play on to its end');

if (!process.exitCode)
  console.log(
    `consumer (plain node): hexcharge ${ENGINE_VERSION} played the reference charge (${entries} entries), saved and resumed it; a 0.1.0 save played on`,
  );
