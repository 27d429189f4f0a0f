import type { Result } from '../errors.ts';
import type { Crt, CrtColumn, CrtResult, Odds } from '../model/ruleset.ts';
import { readCells } from './chart.ts';
import { CRT_RESULT_FORMS, parseCrtResult } from './crt-result.ts';
import { deepFreeze } from './freeze.ts';
import { compareOdds, makeOdds, parseOdds } from './odds.ts';
import { at, guarded, JsonReader, show } from './read.ts';

/**
 * Validates an assault and melee chart file (kind "crt"): odds columns lowest first, each covering
 * every d66 roll exactly once with a known result. Returns the chart deep-frozen.
 */
export function validateCrt(json: unknown, file: string): Result<Crt> {
  return guarded(() => deepFreeze(readCrt(new JsonReader(file), json)));
}

function readCrt(r: JsonReader, json: unknown): Crt {
  const o = r.object(json, '', 'a chart object { "kind": "crt", ... }');
  r.kind(o, 'crt');
  r.onlyKeys(o, '', ['kind', 'id', 'name', 'note', 'rule', 'columns']);
  const id = r.string(o, 'id', '');
  const name = r.string(o, 'name', '');
  r.optString(o, 'note', '');
  r.optString(o, 'rule', '');
  const columns: CrtColumn[] = [];
  let previous: Odds | undefined;
  r.nonEmptyArray(o, 'columns', '').forEach((raw, i) => {
    const path = at('columns', i);
    const c = r.object(raw, path, 'a column { "odds", "cells" }');
    r.onlyKeys(c, path, ['odds', 'cells']);
    const oddsText = r.string(c, 'odds', path);
    const odds = parseOdds(oddsText);
    if (odds === undefined) {
      r.refuse(
        'data/bad-odds',
        `column ${i + 1} has bad odds ${show(oddsText)} (write attacker:defender, e.g. 3:2)`,
        at(path, 'odds'),
      );
    }
    if (previous !== undefined && compareOdds(odds, previous) <= 0) {
      r.refuse(
        'data/odds-order',
        `column ${makeOdds(odds)} is not higher than column ${makeOdds(previous)} before it (columns go lowest odds first)`,
        at(path, 'odds'),
      );
    }
    previous = odds;
    const label = `column ${makeOdds(odds)}`;
    const cells = readCells<CrtResult>(
      r,
      r.nonEmptyArray(c, 'cells', path),
      at(path, 'cells'),
      'd66',
      label,
      { gap: 'data/crt-gap', overlap: 'data/crt-overlap' },
      (v, p, where) => {
        const parsed = typeof v === 'string' ? parseCrtResult(v) : undefined;
        if (parsed === undefined) {
          r.refuse(
            'data/unknown-result',
            `${where}: unknown result ${show(v)} (expected ${CRT_RESULT_FORMS})`,
            p,
          );
        }
        return parsed;
      },
    );
    columns.push({ odds, cells });
  });
  return { id, name, columns };
}
