import type { ErrorCode } from '../errors.ts';
import type { ChartCell } from '../model/ruleset.ts';
import { type ChartDice, diceValues, expandRange, makeRollRange, parseRollRange } from './d66.ts';
import { at, type Problems, show } from './read.ts';

/** The refusal codes a chart uses for a roll covered by no cell and for a roll covered twice. */
export interface CoverageCodes {
  readonly gap: ErrorCode;
  readonly overlap: ErrorCode;
}

/** A cell as its schema leaves it: a roll range written as text or a number, and a result. */
export interface RawCell<R> {
  readonly rolls: string | number;
  readonly result: R;
}

/**
 * Reads a cell's result; `where` names the column and the rolls for messages ("column 3:2, rolls
 * 34-35"). Notes a problem and returns undefined for a result it cannot read.
 */
export type ReadResult<R, T> = (value: R, path: string, where: string) => T | undefined;

/**
 * Checks { rolls, result } cells that must cover every value of the die exactly once. `label` names
 * the column in messages ("column 3:2"). Notes bad ranges (data/bad-range), rolls covered twice
 * (codes.overlap, naming both cells) and rolls covered by no cell (codes.gap), and goes on.
 */
export function readCells<R, T>(
  p: Problems,
  cells: readonly RawCell<R>[],
  path: string,
  dice: ChartDice,
  label: string,
  codes: CoverageCodes,
  readResult: ReadResult<R, T>,
): ChartCell<T>[] {
  const owner = new Map<number, number>();
  /** The range of each cell read so far, as the chart writes it, by cell index (for overlap messages). */
  // Stryker disable next-line ArrayDeclaration: only the entries of cells already read (owners) are read, and each is written first
  const texts: string[] = [];
  const out: ChartCell<T>[] = [];
  let unreadable = false;
  cells.forEach((cell, i) => {
    const cellPath = at(path, i);
    const rollsPath = at(cellPath, 'rolls');
    const range = parseRollRange(cell.rolls);
    if (range === undefined) {
      p.add(
        'data/bad-range',
        `${label}: bad roll range ${show(cell.rolls)} (write "from-to" or one roll)`,
        rollsPath,
      );
      unreadable = true;
      return;
    }
    const values = expandRange(range, dice);
    if (values === undefined) {
      const bad = diceValues(dice).includes(range.from) ? range.to : range.from;
      p.add(
        'data/bad-range',
        `${label}: bad roll range ${show(cell.rolls)}: roll ${bad} is not a ${dice} value (${diceHint(dice)})`,
        rollsPath,
      );
      unreadable = true;
      return;
    }
    const text = makeRollRange(range);
    texts[i] = text;
    const twice = values.filter((v) => owner.has(v));
    if (twice.length > 0) {
      // the owner of a roll is a cell whose range was read, so its text is known
      const j = owner.get(twice[0] as number) as number;
      p.add(
        codes.overlap,
        `${label} covers roll ${twice[0]} twice: cells[${j}] (${texts[j]}) and cells[${i}] (${text})`,
        cellPath,
      );
    }
    for (const v of values) if (!owner.has(v)) owner.set(v, i);
    const result = readResult(cell.result, at(cellPath, 'result'), `${label}, rolls ${text}`);
    if (result !== undefined) out.push({ rolls: range, result });
  });
  const missing = unreadable ? [] : diceValues(dice).filter((v) => !owner.has(v));
  if (missing.length > 0) {
    const all = missing.length > 1 ? ` (rolls not covered: ${missing.join(', ')})` : '';
    p.add(codes.gap, `${label} does not cover roll ${missing[0]}${all}`, path);
  }
  return out;
}

function diceHint(dice: ChartDice): string {
  return dice === 'd66' ? 'd66 values are 11-16, 21-26, ..., 61-66' : 'd6 values are 1-6';
}
