// The consequences a host applies give each moved unit the hexes it walked, read from the log's
// `moved` effects (issue 21, item 2): from its first hex to its last, each step to a neighbour.
import { describe, expect, it } from 'vitest';
import { consequences, createCharge, loadScenarioFromJson } from '../../machines/index.ts';
import { distance } from '../../src/hex/distance.ts';
import { coordKey } from '../../src/model/coord.ts';
import { text } from '../support/reliability.ts';

/** The reference charge played to its end with a seed. */
function played(seed: number) {
  const l = loadScenarioFromJson(text('data/scenarios/01-reference-charge.json'));
  if (!l.ok) throw new Error(l.error.message);
  const c = createCharge({ ...l.value, dice: { seed } });
  if (!c.ok) throw new Error(c.error.message);
  c.value.runToEnd();
  return c.value;
}

describe('consequences: the path each moved unit walked (13.2.4 retreats, 19.10 advance, 19.11 pursuit)', () => {
  it('runs from the unit start to its end through the hexes its moved effects name, in order', () => {
    let seen = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const s = played(seed);
      const c = consequences(s.state);
      for (const m of c.moved) {
        seen++;
        const moves = s.state.log.flatMap((e) =>
          (e.effects ?? []).filter(
            (f) => f.kind === 'moved' && f.unit === m.unit && coordKey(f.from) !== coordKey(f.to),
          ),
        );
        expect(moves.length).toBeGreaterThan(0);
        const expected = [m.from, ...moves.flatMap((f) => (f.kind === 'moved' ? [...f.through, f.to] : []))];
        expect(m.path?.map(coordKey)).toEqual(expected.map(coordKey));
        expect(coordKey(m.path!.at(-1)!)).toBe(coordKey(m.to));
        // each hex of the way is a neighbour of the one before: no step is left out
        for (let i = 1; i < m.path!.length; i++) expect(distance(m.path![i - 1]!, m.path![i]!)).toBe(1);
      }
    }
    expect(seen).toBeGreaterThan(3);
  });

  it('is absent when the state kept no log, and a log that is no list is ignored', () => {
    const s = played(3);
    const moved = consequences(s.state).moved;
    expect(moved.length).toBeGreaterThan(0);
    const { log: _, ...noLog } = s.state;
    expect(consequences(noLog).moved).toEqual(moved.map(({ path: __, ...m }) => m));
    expect(consequences({ ...noLog, log: 'x' as never }).moved).toEqual(moved.map(({ path: __, ...m }) => m));
  });
});
