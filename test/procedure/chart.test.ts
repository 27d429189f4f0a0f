/**
 * The melee chart (step 5): a roll no cell covers gives no result.
 */
import { describe, expect, it } from 'vitest';
import { lookup } from '../../src/procedure/chart.ts';
import { rulesetWith } from '../support/charges.ts';

describe('step 5, the chart lookup: a roll no cell covers gives nothing', () => {
  const cells = rulesetWith().crt.columns[0]!.cells; // 11-23 AS, 24-36 AR, ...
  it('below the first cell and past the last: undefined; on a cell: its result', () => {
    expect(lookup(cells, 5)).toBeUndefined();
    expect(lookup(cells, 99)).toBeUndefined();
    expect(lookup(cells, 11)).toEqual({ kind: 'AS' });
    expect(lookup(cells, 24)).toEqual({ kind: 'AR' });
  });
});
