/**
 * Regressions the property run found under the La Bataille rulesets, each named by the generator seed
 * that found it (test/properties/generator.ts at the commit that added the test) and reduced to a
 * small scenario.
 */
import { describe, expect, it } from 'vitest';
import { consequences, createCharge, loadScenarioFromJson } from '../../machines/index.ts';
import { text } from '../reliability/helpers.ts';

describe('regressions found by the property run (La Bataille)', () => {
  it('generator seed 23 (la-bataille): a leader standing alone stays on the board when a unit elsewhere is removed', () => {
    // Scenario 07 (lone unsupplied artillery, eliminated in step 1, 18.10.4) with two leaders alone
    // in hexes of their own. removeUnit used to take off every leader without a unit of his side in
    // his hex, anywhere on the board, whenever any unit was removed.
    const json = JSON.parse(text('data/scenarios/07-lone-unsupplied-artillery.json'));
    json.leaders = [
      { id: 'au-lone', name: 'FML Lone', side: 'austrian', at: '0305', meleeModifier: 1 },
      { id: 'fr-lone', name: 'GdB Seul', side: 'french', at: '1015', meleeModifier: 2 },
    ];
    const l = loadScenarioFromJson(json);
    if (!l.ok) throw new Error(l.error.message);
    const c = createCharge({ ...l.value, dice: { script: [] } });
    if (!c.ok) throw new Error(c.error.message);
    const s = c.value;
    expect(s.runToEnd().ok).toBe(true);
    expect(s.state.removed.map((r) => `${r.unit.id}: ${r.reason} (${r.rule})`)).toEqual([
      'au-bty: eliminated (18.10.4)',
    ]);
    expect(s.state.board.leaders.map((x) => `${x.id} ${x.at.col},${x.at.row}`)).toEqual([
      'au-lone 3,5',
      'fr-lone 10,15',
    ]);
    expect(consequences(s.state).leadersRemoved).toEqual([]);
  });
});
