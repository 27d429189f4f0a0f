// (b) The strict TypeScript host imports every subpath export of the installed package (what the CLI
// and the page use) and type-checks against its .d.ts files in dist/, as host.ts does the main entry.
import { type ChargeInput, defaultRuleset, type LogEntry, type Pending, type Result } from 'hexcharge';
import {
  type AnalysisOptions,
  AnalysisTooLarge,
  analyzeCharge,
  type ChargeOutcome,
  type ChoiceOdds,
  checkClaim,
  type ExactAnalysis,
  monteCarlo,
  oddsOfEachOptionWithin,
  parseClaim,
  type ViewRow,
} from 'hexcharge/analysis';
import {
  crtSheet,
  DEFAULT_SHEET_MODIFIERS,
  diffCrts,
  type LooseCrt,
  readLooseCrt,
} from 'hexcharge/crt-tools';
import { guarded, LIMITS, makeOdds, parseJson, problemsOf, validateScenario } from 'hexcharge/data';
import scenarioJson from 'hexcharge/data/scenarios/01-reference-charge.json' with { type: 'json' };
import { fail, formatError, type HexchargeError, ok, oneLine } from 'hexcharge/errors';
import { type BigFraction, formatF, toDecimalF, toNumberF, ZERO } from 'hexcharge/fractions';
import { DIRECTION_NAMES, distance, hexCorners, hexLabel, neighbor, turn, zocHexes } from 'hexcharge/hex';
import {
  ChargeSession,
  manualSource,
  type ProcedureStep,
  procedureMermaid,
  procedureSteps,
  scriptSource,
  seededSource,
} from 'hexcharge/machine';
import {
  describeOption,
  describePending,
  LANGS,
  type Lang,
  narrate,
  parseLang,
  ruleName,
} from 'hexcharge/narration';
import {
  commitSecret,
  diceFromSecrets,
  type RecordVerdict,
  recordCharge,
  verifyRecord,
} from 'hexcharge/record';

const ruleset = defaultRuleset();
const scenario = guarded('host', () => validateScenario(scenarioJson, 'reference.json', ruleset));
if (!scenario.ok) throw new Error(formatError(scenario.error));
const input: ChargeInput = { scenario: scenario.value, ruleset, dice: scriptSource([43, 5]) };
const session: ChargeSession = new ChargeSession(input);
const pending: Pending | null = session.pending;
const lang: Lang = parseLang('es') ?? LANGS[0]!;
const words: string = pending ? describePending(pending, lang) : '';
const option: string = pending?.kind === 'choice' ? describeOption(pending, 0, lang) : '';
const lines: string[] = session.state.log.map((e: LogEntry) => narrate(e, lang));
const rule: unknown = ruleName('19.6', lang);
const steps: ProcedureStep[] = procedureSteps();
const diagram: string = procedureMermaid();

const options: AnalysisOptions = { maxStates: 10 };
let exact: ExactAnalysis | undefined;
try {
  exact = analyzeCharge({ ...input, dice: manualSource() }, options);
} catch (e) {
  if (!(e instanceof AnalysisTooLarge)) throw e;
}
const rows: readonly ViewRow[] = exact?.views.defenderFate ?? [];
const outcome: ChargeOutcome | undefined = exact?.outcomes[0]?.outcome;
const advice: Result<ChoiceOdds> = oddsOfEachOptionWithin(session.persisted(), options);
const claim = parseClaim('defender:routed');
const mc = monteCarlo(scenario.value, ruleset, 1, 7);
if (claim) checkClaim({ scenario: scenario.value, ruleset }, [43, 5], claim);

const p: BigFraction = exact?.total ?? ZERO;
const shown: string = `${formatF(p)} ${toDecimalF(p, 3)} ${toNumberF(p)}`;
const seeded = seededSource(7);
const refusal: HexchargeError | undefined = seeded.ok ? undefined : seeded.error;
const none: Result<number> = seeded.ok ? ok(1) : fail('dice/bad-seed', 'never');
const hex: string = hexLabel(neighbor({ col: 3, row: 4 }, turn(0, 1)));
const far: number = distance({ col: 0, row: 0 }, { col: 3, row: 4 });
const corners = hexCorners({ col: 0, row: 0 }, 10);
const zone = zocHexes(scenario.value.board.units[0]!, ruleset.hexsides, false);
const loose: LooseCrt = readLooseCrt(parseJson('{"columns": []}', 'crt.json'));
const sheet = crtSheet(ruleset.crt, DEFAULT_SHEET_MODIFIERS);
const differences = diffCrts(loose, loose);
const heading: string = makeOdds({ attacker: 3, defender: 2 });
const listed: readonly HexchargeError[] = refusal ? problemsOf(refusal) : [];

const recordText: Result<string> = recordCharge(session);
const verdict: Result<RecordVerdict> | undefined = recordText.ok
  ? verifyRecord(recordText.value, { scenario: scenario.value, ruleset })
  : undefined;
const committed: string = commitSecret('0123456789abcdef0123456789abcdef');
const faces: readonly number[] = diceFromSecrets(committed, committed, 4);

export const used = [
  verdict,
  faces,
  words,
  option,
  lines,
  rule,
  steps,
  diagram,
  rows,
  outcome,
  advice,
  mc,
  shown,
  none,
  hex,
  far,
  corners,
  zone,
  sheet,
  differences,
  heading,
  listed,
  oneLine(DIRECTION_NAMES.join(' ')),
  LIMITS.fileBytes,
];
