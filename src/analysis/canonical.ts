/**
 * Canonical serialization of plain data: object keys sorted, undefined members dropped, so two states that
 * hold the same data give the same string whatever order their keys were written in. Pure.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    return value === undefined ? 'null' : JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v)).join(',')}]`;
  const o = value as Record<string, unknown>;
  const keys = Object.keys(o)
    .filter((k) => o[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(o[k])}`).join(',')}}`;
}

/**
 * Context members that do not change what can happen next: the narration log, the dice source (analysis
 * answers every roll itself), and the constants of the charge (ruleset, starting board, scenario id).
 */
export const STATE_KEY_OMITS: readonly string[] = ['log', 'dice', 'ruleset', 'initialBoard', 'scenarioId'];

/** How far branches are merged: `strict` keeps every context member but the omitted ones; `records` also drops dice already spent. */
export type MergeMode = 'strict' | 'records';

/**
 * The key under which two branches of a charge count as the same state: the machine's state value and a
 * canonical serialization of the context without the members in STATE_KEY_OMITS.
 *
 * In `records` mode (the default) it also drops the raw dice of step 5 that the procedure keeps only as a
 * record: `meleeRoll.roll` (src/procedure reads only whether meleeRoll is set and its `modified` value),
 * and, once `meleeResult` is set, `meleeRoll` and `starRolls` altogether (they are read only to find and
 * apply the result). Two melee rolls that give the same modified roll then continue as one branch. The
 * test "records merging equals strict merging" checks that both modes give the same distribution.
 */
export function stateKey(context: object, stateValue: unknown, mode: MergeMode = 'records'): string {
  const c = context as Record<string, unknown>;
  const kept: Record<string, unknown> = {};
  for (const k of Object.keys(c)) if (!STATE_KEY_OMITS.includes(k)) kept[k] = c[k];
  if (mode === 'records') {
    if (kept.meleeResult !== undefined) {
      delete kept.meleeRoll;
      delete kept.starRolls;
    } else if (kept.meleeRoll && typeof kept.meleeRoll === 'object') {
      kept.meleeRoll = { modified: (kept.meleeRoll as { modified?: unknown }).modified };
    }
  }
  return `${canonicalJson(stateValue)}|${canonicalJson(kept)}`;
}
