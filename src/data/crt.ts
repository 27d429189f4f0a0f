import type { Result } from '../errors.ts';
import type { Crt, CrtColumn, CrtResult, Odds } from '../model/ruleset.ts';
import { readCells } from './chart.ts';
import { CRT_RESULT_FORMS, parseCrtResult } from './crt-result.ts';
import { deepFreeze } from './freeze.ts';
import { compareOdds, makeOdds, parseOdds } from './odds.ts';
import { at, guarded, Problems, show } from './read.ts';
import { checkShape } from './schema-kit.ts';
import { crtSchema, WHERE } from './schemas.ts';

/** How a chart is read where its file does not say. */
export interface CrtOptions {
  /**
   * Hexes of a result "AD" or "DD" written without a number: the ruleset's disorderedRetreatHexes
   * (rulings R60). A chart read without a ruleset refuses such a result (data/unknown-result).
   */
  readonly plainRetreatHexes?: number;
}

interface CrtFile {
  readonly id: string;
  readonly name: string;
  readonly columns: readonly {
    readonly odds: string;
    readonly cells: readonly { readonly rolls: string | number; readonly result: string }[];
  }[];
}

/**
 * Validates an assault and melee chart file (kind "crt"): odds columns lowest first, each covering
 * every d66 roll exactly once with a known result. Returns the chart deep-frozen; refuses with every
 * problem found.
 */
export function validateCrt(json: unknown, file: string, options: CrtOptions = {}): Result<Crt> {
  return guarded(() => {
    const doc = checkShape<CrtFile>(crtSchema, json, file, WHERE.crt);
    const p = new Problems(file);
    const columns: CrtColumn[] = [];
    let previous: Odds | undefined;
    doc.columns.forEach((c, i) => {
      const path = at('columns', i);
      const odds = parseOdds(c.odds);
      if (odds === undefined) {
        p.add(
          'data/bad-odds',
          `column ${i + 1} has bad odds ${show(c.odds)} (write attacker:defender with positive whole numbers, e.g. 3:2)`,
          at(path, 'odds'),
        );
        return;
      }
      if (previous !== undefined && compareOdds(odds, previous) <= 0) {
        p.add(
          'data/odds-order',
          `column ${makeOdds(odds)} is not higher than column ${makeOdds(previous)} before it (columns go lowest odds first)`,
          at(path, 'odds'),
        );
      }
      previous = odds;
      const cells = readCells<string, CrtResult>(
        p,
        c.cells,
        at(path, 'cells'),
        'd66',
        `column ${makeOdds(odds)}`,
        { gap: 'data/crt-gap', overlap: 'data/crt-overlap' },
        (v, resultPath, where) => {
          const parsed = parseCrtResult(v, options.plainRetreatHexes);
          if (parsed === undefined) {
            const plain = ['AD', 'DD'].includes(v.trim());
            p.add(
              'data/unknown-result',
              plain
                ? `${where}: result ${show(v)} without a number takes its hexes from a ruleset's disorderedRetreatHexes: read this chart under a ruleset`
                : // Stryker disable next-line StringLiteral: unreachable while the schema's CRT_RESULT_PATTERN and parseCrtResult agree (kept as the message should they part)
                  `${where}: unknown result ${show(v)} (expected ${CRT_RESULT_FORMS})`,
              resultPath,
            );
          }
          return parsed;
        },
      );
      columns.push({ odds, cells });
    });
    p.stopIfAny();
    return deepFreeze({ id: doc.id, name: doc.name, columns });
  });
}
