import type { Result } from '../errors.ts';
import type { FireColumn, FireTable, StepModifier } from '../model/ruleset.ts';
import { type RawCell, readCells } from './chart.ts';
import { deepFreeze } from './freeze.ts';
import { checkStepModifiers } from './modifiers.ts';
import { at, guarded, Problems } from './read.ts';
import { checkShape } from './schema-kit.ts';
import { fireSchema, WHERE } from './schemas.ts';

interface FireFile {
  readonly id: string;
  readonly name: string;
  readonly canisterShift: number;
  readonly columns: readonly {
    readonly minStrength: number;
    readonly maxStrength: number | null;
    readonly cells: readonly RawCell<number>[];
  }[];
  readonly modifiers?: readonly StepModifier[];
}

/**
 * Validates the fire table file (kind "fire"): strength bands lowest first, contiguous, the last one
 * open-ended; each band covers every d66 roll once with a casualty count. Returns it deep-frozen.
 */
export function validateFireTable(json: unknown, file: string): Result<FireTable> {
  return guarded(() => {
    const doc = checkShape<FireFile>(fireSchema, json, file, WHERE.fire);
    const p = new Problems(file);
    const columns: FireColumn[] = [];
    doc.columns.forEach((c, i) => {
      const path = at('columns', i);
      const { minStrength, maxStrength } = c;
      const label = `column ${minStrength}${maxStrength === null ? '+' : `-${maxStrength}`}`;
      if (maxStrength !== null && maxStrength < minStrength) {
        p.add('data/bad-value', `${label}: maxStrength is below minStrength`, at(path, 'maxStrength'));
      }
      const last = i === doc.columns.length - 1;
      if (maxStrength === null && !last) {
        p.add(
          'data/fire-overlap',
          `${label} is open-ended but is not the last column`,
          at(path, 'maxStrength'),
        );
      }
      if (maxStrength !== null && last) {
        p.add(
          'data/fire-gap',
          `${label} is the last column: strengths above ${maxStrength} are in no column (write "maxStrength": null)`,
          at(path, 'maxStrength'),
        );
      }
      const prev = doc.columns[i - 1];
      if (prev !== undefined && prev.maxStrength !== null) {
        if (minStrength > prev.maxStrength + 1) {
          p.add(
            'data/fire-gap',
            `${label}: strength ${prev.maxStrength + 1} is in no column (the column before ends at ${prev.maxStrength})`,
            at(path, 'minStrength'),
          );
        }
        if (minStrength <= prev.maxStrength) {
          p.add(
            'data/fire-overlap',
            `${label}: strength ${minStrength} is also in the column before (${prev.minStrength}-${prev.maxStrength})`,
            at(path, 'minStrength'),
          );
        }
      }
      const cells = readCells<number, number>(
        p,
        c.cells,
        at(path, 'cells'),
        'd66',
        label,
        { gap: 'data/fire-gap', overlap: 'data/fire-overlap' },
        (v) => v,
      );
      columns.push({ minStrength, maxStrength, cells });
    });
    const modifiers = checkStepModifiers(p, doc.modifiers ?? [], 'modifiers');
    p.stopIfAny();
    return deepFreeze({ id: doc.id, name: doc.name, columns, canisterShift: doc.canisterShift, modifiers });
  });
}
