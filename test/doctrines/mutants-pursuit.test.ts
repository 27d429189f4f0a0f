/**
 * Seed 000 pursuit (pursuit.ts), a case no test held before the mutation run of pursuit.ts
 * (docs/mutation.md): a pursuer that misses by less than a hex stops right behind the fleeing unit, placed
 * by the difference of the rolls, without running into it.
 */
import { describe, expect, it } from 'vitest';
import { at, cavalry, charge, entries, entry, infantry, ruleset } from './helpers.ts';

const HUSSARS = cavalry('fr-7-hussars', '0615', { movement: 20 });
const ROUTED_44TH = infantry('br-44-foot', 'british', '0614', { moraleState: 'routed', movement: 10 });

describe('seed 000 clarification: rolls decide, not distances', () => {
  it('flight 19 cm and pursuit 15 cm are both 3 hexes: the 44th escapes by 4 cm, the hussars stop next to it', () => {
    const ses = charge(ruleset('6e'), [HUSSARS, ROUTED_44TH], [19, 15]);
    expect(ses.runToEnd().ok).toBe(true);
    const s = ses.state;
    expect(at(s, 'br-44-foot')).toBe('0611');
    expect(at(s, 'fr-7-hussars')).toBe('0612');
    expect(entry(s, 'doctrine.escaped-6e')).toMatchObject({
      rule: '000 clarification',
      params: { unit: 'fr-7-hussars', target: 'br-44-foot', pursuit: 15, flight: 19, behind: 4 },
    });
    // it never runs into the fleeing unit's hex: nothing blocked it, it was placed
    expect(entries(s, 'doctrine.pursuit-blocked')).toEqual([]);
    expect(entry(s, 'doctrine.escaped-6e-stopped')).toBeUndefined();
  });
});
