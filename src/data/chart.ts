import type { ChartCell } from '../model/ruleset.ts';
import { type ChartDice, diceValues, expandRange, makeRollRange, parseRollRange } from './d66.ts';
import { at, type JsonReader, show } from './read.ts';

/** The refusal codes a chart uses for a roll covered by no cell and for a roll covered twice. */
export interface CoverageCodes {
  readonly gap: string;
  readonly overlap: string;
}

/** Reads a cell's result; `where` names the column and the rolls for messages ("column 3:2, rolls 34-35"). */
export type ReadResult<T> = (value: unknown, path: string, where: string) => T;

/**
 * Reads an array of { rolls, result } cells that must cover every value of the die exactly once.
 * `label` names the column in messages ("column 3:2"). Refuses bad ranges (data/bad-range),
 * rolls covered twice (codes.overlap, naming both cells) and rolls covered by no cell (codes.gap).
 */
export function readCells<T>(
  r: JsonReader,
  cells: readonly unknown[],
  path: string,
  dice: ChartDice,
  label: string,
  codes: CoverageCodes,
  readResult: ReadResult<T>,
): ChartCell<T>[] {
  const owner = new Map<number, number>();
  const out: ChartCell<T>[] = [];
  cells.forEach((raw, i) => {
    const cellPath = at(path, i);
    const o = r.object(raw, cellPath, 'a cell { "rolls", "result" }');
    r.onlyKeys(o, cellPath, ['rolls', 'result']);
    const rollsRaw = r.required(o, 'rolls', cellPath);
    const rollsPath = at(cellPath, 'rolls');
    if (typeof rollsRaw !== 'string' && typeof rollsRaw !== 'number') {
      r.refuse(
        'data/wrong-type',
        `${label}: "rolls" must be a range like "11-23" or "45", got ${show(rollsRaw)}`,
        rollsPath,
      );
    }
    const range = parseRollRange(rollsRaw);
    if (range === undefined) {
      r.refuse(
        'data/bad-range',
        `${label}: bad roll range ${show(rollsRaw)} (write "from-to" or one roll)`,
        rollsPath,
      );
    }
    const values = expandRange(range, dice);
    if (values === undefined) {
      const bad = diceValues(dice).includes(range.from) ? range.to : range.from;
      r.refuse(
        'data/bad-range',
        `${label}: bad roll range ${show(rollsRaw)}: roll ${bad} is not a ${dice} value (${diceHint(dice)})`,
        rollsPath,
      );
    }
    const text = makeRollRange(range);
    for (const v of values) {
      const j = owner.get(v);
      if (j !== undefined) {
        const other = out[j];
        const otherText = other ? makeRollRange(other.rolls) : '?';
        r.refuse(
          codes.overlap,
          `${label} covers roll ${v} twice: cells[${j}] (${otherText}) and cells[${i}] (${text})`,
          cellPath,
        );
      }
      owner.set(v, i);
    }
    const result = readResult(
      r.required(o, 'result', cellPath),
      at(cellPath, 'result'),
      `${label}, rolls ${text}`,
    );
    out.push({ rolls: range, result });
  });
  const missing = diceValues(dice).filter((v) => !owner.has(v));
  if (missing.length > 0) {
    const all = missing.length > 1 ? ` (rolls not covered: ${missing.join(', ')})` : '';
    r.refuse(codes.gap, `${label} does not cover roll ${missing[0]}${all}`, path);
  }
  return out;
}

function diceHint(dice: ChartDice): string {
  return dice === 'd66' ? 'd66 values are 11-16, 21-26, ..., 61-66' : 'd6 values are 1-6';
}
