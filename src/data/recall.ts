import type { Result } from '../errors.ts';
import type { RecallChart, RecallResult, StepModifier } from '../model/ruleset.ts';
import { type RawCell, readCells } from './chart.ts';
import { deepFreeze } from './freeze.ts';
import { checkStepModifiers } from './modifiers.ts';
import { guarded, Problems } from './read.ts';
import { checkShape } from './schema-kit.ts';
import { recallSchema, WHERE } from './schemas.ts';

interface RecallFile {
  readonly rule: string;
  readonly dice: 'd6' | 'd66';
  readonly modifiers?: readonly StepModifier[];
  readonly rows: readonly RawCell<RecallResult>[];
}

/** Validates the recall chart file (kind "recall"): a die, step modifiers, rows covering the die once. */
export function validateRecall(json: unknown, file: string): Result<RecallChart> {
  return guarded(() => {
    const doc = checkShape<RecallFile>(recallSchema, json, file, WHERE.recall);
    const p = new Problems(file);
    const modifiers = checkStepModifiers(p, doc.modifiers ?? [], 'modifiers');
    const rows = readCells<RecallResult, RecallResult>(
      p,
      doc.rows,
      'rows',
      doc.dice,
      'recall chart',
      { gap: 'data/chart-gap', overlap: 'data/chart-overlap' },
      (v) => v,
    );
    p.stopIfAny();
    return deepFreeze({ rule: doc.rule, dice: doc.dice, modifiers, rows });
  });
}
