import { loadScenario } from '../../cli/load.ts';
import { ChargeSession } from '../../machines/session.ts';
import { scriptSource } from '../../src/dice/index.ts';
import { hexLabel } from '../../src/model/coord.ts';
import type { ChargeState } from '../../src/procedure/state.ts';

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
