import { readFileSync } from 'node:fs';
import { loadRuleset, loadScenario } from '../../cli/load.ts';
import { ChargeSession } from '../../machines/session.ts';
import { makeCrtResult } from '../../src/data/crt-result.ts';
import { validateScenario } from '../../src/data/index.ts';
import type { RollInput } from '../../src/dice/index.ts';
import { manualSource, scriptSource } from '../../src/dice/index.ts';
import { hexLabel } from '../../src/model/coord.ts';
import type { CrtResult, Ruleset, RulesetSettings } from '../../src/model/ruleset.ts';
import type { Scenario } from '../../src/model/scenario.ts';
import type { LogEntry } from '../../src/procedure/log.ts';
import type { LogKey } from '../../src/procedure/log-keys.ts';
import type { ChargeState } from '../../src/procedure/state.ts';
import { said } from './said.ts';

/** Loads a shipped scenario (by file name in data/scenarios) and its ruleset. */
export function load(name: string, ruleset?: string) {
  const r = loadScenario(`data/scenarios/${name}`, ruleset);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Plays a shipped scenario to the end with a dice script (the scenario's own when none is given). */
export function play(name: string, script?: readonly number[], ruleset?: string): ChargeSession {
  const l = load(name, ruleset);
  const s = new ChargeSession({ ...l, dice: scriptSource(script ?? l.scenario.dice?.script ?? []) });
  const r = s.runToEnd();
  if (!r.ok) throw new Error(r.error.message);
  return s;
}

/** The board as compact lines: "0811 IR 4 6/6 disordered". */
export function boardLines(s: ChargeState): string[] {
  return s.board.units
    .map(
      (u) =>
        `${hexLabel(u.at)} ${u.id} ${u.increments}/${u.fullIncrements} ${u.moraleState}${u.readiness ? ` ${u.readiness}` : ''}`,
    )
    .sort();
}

/** The rule references of the log, in order. */
export function rules(s: ChargeState): string[] {
  return s.log.map((e) => e.rule);
}

/** The removals as "id: reason (rule)". */
export function removals(s: ChargeState): string[] {
  return s.removed.map((r) => `${r.unit.id}: ${r.reason} (${r.rule})`);
}

/** The shipped la-bataille ruleset, with some settings changed (a house-rule variant). */
export function rulesetWith(settings: Partial<RulesetSettings> = {}): Ruleset {
  const r = loadRuleset('data/rulesets/la-bataille.json');
  if (!r.ok) throw new Error(r.error.message);
  return { ...r.value, settings: { ...r.value.settings, ...settings } };
}

/** A scenario from its JSON (a shipped file changed by `edit`, or a fixture), validated like any file. */
export function scenarioOf(json: Record<string, unknown>, ruleset: Ruleset = rulesetWith()): Scenario {
  const s = validateScenario(json, `scenario ${String(json.id)}`, ruleset);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

/** Scenario JSON as a test edits it. */
// biome-ignore lint/suspicious/noExplicitAny: tests edit scenario JSON freely before it is validated
export type EditableJson = Record<string, any>;

/** A shipped scenario's JSON, changed by `edit`. */
export function variantJson(file: string, edit: (json: EditableJson) => void): Record<string, unknown> {
  const json = JSON.parse(readFileSync(`data/scenarios/${file}`, 'utf8')) as Record<string, unknown>;
  edit(json);
  return json;
}

/**
 * Plays a scenario JSON to the end under the shipped ruleset with `settings` changed, with scripted
 * dice and the default choices.
 */
export function playJson(
  json: Record<string, unknown>,
  dice: readonly number[],
  settings: Partial<RulesetSettings> = {},
): ChargeState {
  const ruleset = rulesetWith(settings);
  const s = new ChargeSession({ scenario: scenarioOf(json, ruleset), ruleset, dice: scriptSource(dice) });
  const r = s.runToEnd();
  if (!r.ok) throw new Error(r.error.message);
  return s.state;
}

/** The log entries with this key. */
export function entries(s: ChargeState, key: string): LogEntry[] {
  return s.log.filter((e) => e.key === key);
}

/** The log's keys, in order, from the first entry with key `from` (the whole log when absent). */
export function keysFrom(s: ChargeState, from?: LogKey): string {
  const keys = s.log.map((e) => e.key);
  return keys.slice(from === undefined ? 0 : keys.indexOf(from)).join(' ');
}

/** A session of a scenario JSON under the shipped ruleset with `settings` changed, rolled by hand. */
export function sessionJson(
  json: Record<string, unknown>,
  settings: Partial<RulesetSettings> = {},
): ChargeSession {
  const ruleset = rulesetWith(settings);
  return new ChargeSession({ scenario: scenarioOf(json, ruleset), ruleset, dice: manualSource() });
}

/** Rolls each value in turn, taking the default of any choice asked in between. */
export function rollAll(s: ChargeSession, values: readonly number[]): ChargeSession {
  for (const v of values) {
    // a refused answer fails at once (a mutant refusing answers is then killed, not timed out)
    chooseDefaults(s);
    const r = s.roll(v as RollInput); // the values a test scripts: refused ones fail below
    if (!r.ok) throw new Error(`roll ${v}: ${r.error.message}`);
  }
  return s;
}

/** Takes the default of every choice pending; a refused answer fails at once (it would loop for ever). */
export function chooseDefaults(s: ChargeSession): ChargeSession {
  while (s.pending?.kind === 'choice') {
    const c = s.chooseDefault();
    if (!c.ok) throw new Error(c.error.message);
  }
  return s;
}

/** A scenario JSON played by hand under `ruleset`: each value rolled in turn, every choice defaulted. */
export function playByHand(
  json: Record<string, unknown>,
  ruleset: Ruleset,
  dice: readonly number[],
): ChargeState {
  const s = new ChargeSession({ scenario: scenarioOf(json, ruleset), ruleset, dice: manualSource() });
  return chooseDefaults(rollAll(s, dice)).state;
}

/** `base` with the chart's 2*\/1 cells starred on both sides (2*\/1*), as a transcription may have them. */
export function starredBothSides(base: Ruleset = rulesetWith()): Ruleset {
  const both: CrtResult = {
    kind: 'losses',
    attacker: 2,
    defender: 1,
    attackerCheck: true,
    defenderCheck: true,
  };
  return {
    ...base,
    crt: {
      ...base.crt,
      columns: base.crt.columns.map((c) => ({
        ...c,
        cells: c.cells.map((cell) =>
          makeCrtResult(cell.result) === '2*/1' ? { ...cell, result: both } : cell,
        ),
      })),
    },
  };
}

/** Scenario 04 edit: a second cuirassier regiment (5e Cuirassiers, morale 52, 1 increment) charges with the first. */
export function addSecondRegiment(j: EditableJson): void {
  j.units.splice(1, 0, {
    ...j.units[0],
    id: 'fr-cuir-2',
    name: '5e Cuirassiers',
    morale: 52,
    melee: 1,
    increments: 1,
  });
  j.charge.attackers.push('fr-cuir-2');
}

/** Scenario 11's edit: IR 9, routed, 2 increments, stacked with IR 4 in the target hex (it routs with it, R26). */
export function addRoutedIr9(j: EditableJson): void {
  j.units.splice(1, 0, {
    ...j.units[1],
    id: 'au-routed',
    name: 'IR 9 (routed)',
    moraleState: 'routed',
    increments: 2,
  });
}

/** Plays a shipped scenario edited by `edit` by hand under `ruleset` (the shipped one unless given), with these dice. */
export function playVariant(
  file: string,
  dice: readonly number[],
  edit: (j: EditableJson) => void = () => {},
  ruleset: Ruleset = rulesetWith(),
): ChargeState {
  return playByHand(variantJson(file, edit), ruleset, dice);
}

/** A session of a shipped scenario edited by `edit` under the shipped ruleset, rolled by hand. */
export function variantSession(file: string, edit: (j: EditableJson) => void): ChargeSession {
  const ruleset = rulesetWith();
  return new ChargeSession({
    scenario: scenarioOf(variantJson(file, edit), ruleset),
    ruleset,
    dice: manualSource(),
  });
}

function narration(s: ChargeState, from: string, arithmetic: boolean): string[] {
  const i = s.log.findIndex((e) => e.key === from);
  return s.log
    .slice(i)
    .map((e) => `${e.rule} ${said(e)}${arithmetic && e.arithmetic ? ` | ${e.arithmetic}` : ''}`);
}

/** The log from the first entry with key `from` (the melee roll unless said), as data: "rule key params | arithmetic". */
export const told = (s: ChargeState, from = 'melee.roll'): string[] => narration(s, from, true);

/** The same without the arithmetic: "rule key params". */
export const toldWithoutArithmetic = (s: ChargeState, from = 'melee.roll'): string[] =>
  narration(s, from, false);

/** Where the units and the leaders ("id col,row") ended, and what was removed. */
export function ending(s: ChargeState) {
  return {
    board: boardLines(s),
    leaders: s.board.leaders.map((l) => `${l.id} ${l.at.col},${l.at.row}`),
    removed: removals(s),
  };
}
