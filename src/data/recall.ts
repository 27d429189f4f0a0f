import type { Result } from '../errors.ts';
import type { RecallChart, RecallResult } from '../model/ruleset.ts';
import { readCells } from './chart.ts';
import { deepFreeze } from './freeze.ts';
import { readStepModifierList } from './modifiers.ts';
import { guarded, JsonReader, show } from './read.ts';

const RECALL_RESULTS: readonly RecallResult[] = ['recalled', 'not-recalled'];

/** Validates the recall chart file (kind "recall"): a die, step modifiers, rows covering the die once. */
export function validateRecall(json: unknown, file: string): Result<RecallChart> {
  return guarded(() => {
    const r = new JsonReader(file);
    const o = r.object(json, '', 'a recall chart object { "kind": "recall", ... }');
    r.kind(o, 'recall');
    r.onlyKeys(o, '', ['kind', 'id', 'name', 'note', 'rule', 'dice', 'modifiers', 'rows']);
    r.optString(o, 'id', '');
    r.optString(o, 'name', '');
    r.optString(o, 'note', '');
    const rule = r.string(o, 'rule', '');
    const dice = r.oneOf(o, 'dice', '', ['d6', 'd66'] as const);
    const modifiers = readStepModifierList(
      r,
      o.modifiers === undefined ? [] : r.array(o, 'modifiers', ''),
      'modifiers',
    );
    const rows = readCells<RecallResult>(
      r,
      r.nonEmptyArray(o, 'rows', ''),
      'rows',
      dice,
      'recall chart',
      { gap: 'data/chart-gap', overlap: 'data/chart-overlap' },
      (v, p, where) => {
        if (typeof v !== 'string' || !(RECALL_RESULTS as readonly string[]).includes(v)) {
          r.refuse(
            'data/unknown-result',
            `${where}: unknown result ${show(v)} (expected recalled or not-recalled)`,
            p,
          );
        }
        return v as RecallResult;
      },
    );
    return deepFreeze({ rule, dice, modifiers, rows });
  });
}
