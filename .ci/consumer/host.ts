// (b) A strict TypeScript host (NodeNext, strict, no @types/node, no DOM) type-checks against the
// installed package's .d.ts files: compiled with and without exactOptionalPropertyTypes.
import {
  type ChargeSession,
  type ChargeState,
  type Consequences,
  type CreateChargeOptions,
  consequences,
  createCharge,
  type DiceChoice,
  defaultRuleset,
  diceSourceOf,
  formatError,
  type HexchargeError,
  hexLabel,
  type LoadedScenario,
  loadBundledRuleset,
  loadRulesetFromJson,
  loadScenarioFromJson,
  type NarratedEntry,
  type Pending,
  type Result,
  type Ruleset,
  readSave,
  replay,
  resumeCharge,
  type SaveDocument,
  type Scenario,
  saveCharge,
  scenarioToJson,
  stepName,
} from 'hexcharge';
import scenarioJson from 'hexcharge/data/scenarios/01-reference-charge.json' with { type: 'json' };

function unwrap<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(formatError(r.error));
  return r.value;
}

const loaded: LoadedScenario = unwrap(loadScenarioFromJson(scenarioJson, { file: 'reference.json' }));
const ruleset: Ruleset = unwrap(loadBundledRuleset('la-bataille'));
const fallback: Ruleset = defaultRuleset();
const dice: DiceChoice = { seed: 7 };
const options: CreateChargeOptions = { scenario: loaded.scenario, ruleset, dice };
const session: ChargeSession = unwrap(createCharge(options));
const noDice: CreateChargeOptions = { scenario: loaded.scenario };
unwrap(createCharge(noDice));
unwrap(diceSourceOf('manual'));
unwrap(diceSourceOf({ script: [43, 5] }, loaded.scenario));

const lines: string[] = [];
session.onLog((e: NarratedEntry) =>
  lines.push(`[${e.rule}] ${e.text}${e.arithmetic ? ` (${e.arithmetic})` : ''}`),
);
while (!session.done) {
  const p: Pending | null = session.pending;
  if (p === null) break;
  const r: Result<ChargeState> = p.kind === 'roll' ? session.autoRoll() : session.choose(p.defaultOption);
  if (!r.ok) {
    const e: HexchargeError = r.error;
    throw new Error(`${e.code}: ${e.message}`);
  }
}
const state: ChargeState = session.state;
const c: Consequences = consequences(state);
const where: string[] = state.board.units.map((u) => hexLabel(u.at));
const save: SaveDocument = saveCharge(session);
const again: ChargeSession = unwrap(resumeCharge(save));
const read: SaveDocument = unwrap(readSave(JSON.stringify(save)));
const replayed = unwrap(replay(read));
const scenario: Scenario = loaded.scenario;
const json = scenarioToJson(scenario);
const custom: Ruleset = unwrap(
  loadRulesetFromJson({ kind: 'ruleset', extends: 'la-bataille.json' }, {}, 'data/rulesets/custom.json'),
);
export const summary = [c, where, again.step, stepName, replayed, json, custom.id, fallback.id, lines.length];
