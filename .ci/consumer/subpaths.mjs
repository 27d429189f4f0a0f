// (a) Plain Node imports every subpath export of the installed hexcharge (package.json "exports":
// hexcharge/analysis, hexcharge/narration, ...: what the CLI and the page use), each from its build in
// dist/, and puts each to work once on the bundled reference charge. Exits non-zero on any surprise.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createCharge, defaultRuleset, loadScenarioFromJson } from 'hexcharge';
import { analyzeCharge, FATES } from 'hexcharge/analysis';
import { chargeGame, INVALID_MOVE } from 'hexcharge/boardgame.io';
import { crtSheet, DEFAULT_SHEET_MODIFIERS, explainLookup } from 'hexcharge/crt-tools';
import { LIMITS, parseJson, validateScenario } from 'hexcharge/data';
import { fail as failed, formatError, ok, oneLine } from 'hexcharge/errors';
import { formatF, toDecimalF } from 'hexcharge/fractions';
import { hexLabel, neighbor, toPixel } from 'hexcharge/hex';
import { ChargeSession, procedureSteps, scriptSource } from 'hexcharge/machine';
import { describePending, LANGS, narrate } from 'hexcharge/narration';
import { commitSecret, diceFromSecrets, recordCharge, verifyRecord, verifyReveal } from 'hexcharge/record';

const problems = [];
const check = (what, good) => {
  if (!good) problems.push(what);
};

// every subpath the installed package exports imports on its own and exports something
const pkg = JSON.parse(readFileSync(fileURLToPath(import.meta.resolve('hexcharge/package.json')), 'utf8'));
const subpaths = Object.keys(pkg.exports)
  .filter((k) => !k.includes('*') && k !== './package.json')
  .map((k) => (k === '.' ? 'hexcharge' : `hexcharge/${k.slice(2)}`));
for (const s of subpaths) {
  const url = import.meta.resolve(s);
  check(`${s} resolves into dist/ (${url})`, url.includes('/node_modules/hexcharge/dist/'));
  check(`${s} exports something`, Object.keys(await import(s)).length > 0);
}
check('the package exports its ten subpaths', subpaths.length === 11);

const file = fileURLToPath(import.meta.resolve('hexcharge/data/scenarios/01-reference-charge.json'));
const text = readFileSync(file, 'utf8');
const ruleset = defaultRuleset();

// hexcharge/errors, hexcharge/fractions, hexcharge/hex: plain values
check('ok()', ok(3).ok === true);
check('fail()', failed('x/y', 'why').error.code === 'x/y');
check('formatError()', formatError({ code: 'x/y', message: 'a\nb' }) === 'error x/y: a\\nb');
check('oneLine()', oneLine('a\nb') === 'a\\nb');
check('formatF()', formatF({ n: 1n, d: 3n }) === '1/3' && toDecimalF({ n: 1n, d: 3n }, 2) === '0.33');
check('hexLabel()', hexLabel({ col: 3, row: 4 }) === '0304');
check('neighbor()', JSON.stringify(neighbor({ col: 3, row: 4 }, 0)) === '{"col":3,"row":3}');
check('toPixel()', toPixel({ col: 0, row: 0 }, 10).x === 0);

// hexcharge/data: the validator the package's loaders use
const json = parseJson(text, file);
check('parseJson()', json.ok && LIMITS.fileBytes > text.length);
const validated = validateScenario(json.value, file, ruleset);
check(`validateScenario(): ${validated.ok ? 'ok' : validated.error.message}`, validated.ok);

// hexcharge/machine and hexcharge/narration: the reference charge on its own script, narrated
const loaded = loadScenarioFromJson(text, { file });
if (!loaded.ok) throw new Error(`${loaded.error.code}: ${loaded.error.message}`);
const { scenario } = loaded.value;
const session = new ChargeSession({ scenario, ruleset, dice: scriptSource(scenario.dice.script) });
check('a pending request in words', describePending(session.pending, 'es').length > 0);
const played = session.runToEnd();
check(`ChargeSession.runToEnd(): ${played.ok ? 'ok' : played.error.message}`, played.ok && session.done);
// the same charge through the main entry (createCharge, the scenario's own script) ends the same way
const reference = createCharge(loaded.value);
if (!reference.ok) throw new Error(`${reference.error.code}: ${reference.error.message}`);
reference.value.runToEnd();
const ending = JSON.stringify(session.state.ending);
check(`the ending ${ending}`, ending === JSON.stringify(reference.value.state.ending));
check(
  'narrate() in every language',
  LANGS.every((l) => narrate(session.state.log[0], l).length > 0),
);
check('procedureSteps()', procedureSteps().length > 10);

// hexcharge/analysis and hexcharge/crt-tools
const exact = analyzeCharge({ scenario, ruleset, dice: { kind: 'manual' } });
check(
  `analyzeCharge(): total ${formatF(exact.total)}`,
  formatF(exact.total) === '1' && exact.outcomes.length > 0,
);
check('FATES', FATES.includes('routed'));
const sheet = crtSheet(ruleset.crt, DEFAULT_SHEET_MODIFIERS);
check('crtSheet()', sheet.length === ruleset.crt.columns.length);
const lookup = explainLookup(ruleset.crt, {
  odds: { attacker: 2, defender: 1 },
  roll: 34,
  shift: 0,
  modifier: 0,
});
check('explainLookup()', lookup.column === '2:1' && lookup.lines.length > 0);

// hexcharge/record: the reference charge recorded and verified; committed secrets give one set of dice
const recorded = recordCharge(reference.value);
const verdict = recorded.ok ? verifyRecord(recorded.value, loaded.value) : recorded;
check(
  `recordCharge() + verifyRecord(): ${verdict.ok ? verdict.value.holds : verdict.error.message}`,
  verdict.ok && verdict.value.holds,
);
const secretA = '0123456789abcdef0123456789abcdef';
const secretB = 'fedcba9876543210fedcba9876543210';
check(
  'verifyReveal(commitSecret())',
  verifyReveal(commitSecret(secretA), secretA) && !verifyReveal(commitSecret(secretA), secretB),
);
check(
  'diceFromSecrets()',
  diceFromSecrets(secretA, secretB, 8).join() === diceFromSecrets(secretA, secretB, 16).slice(0, 8).join(),
);

// hexcharge/boardgame.io, in a host without boardgame.io (an optional peer): the game and one move
const bgio = chargeGame(loaded.value);
check(`chargeGame(): ${bgio.ok ? 'ok' : bgio.error.message}`, bgio.ok);
if (bgio.ok) {
  const G = bgio.value.setup();
  const roll = (playerID) => bgio.value.moves.roll({ G, ctx: {}, playerID, random: {} }, 53);
  check('the game: player 1 answers the first request', G.turnOf === '1' && roll('1').events.length === 1);
  check('the game: player 0 is refused', roll('0') === INVALID_MOVE);
}

if (problems.length) {
  console.error(`consumer (subpaths): ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  process.exitCode = 1;
} else
  console.log(
    `consumer (subpaths): ${subpaths.join(', ')} imported from dist/; each played its part in the reference charge`,
  );
