// The same dice under another ruleset (issue 23, item 12): two charges lined up event by event, and
// where they part. The reference charge with seed 4 routs its defenders under La Bataille; under the
// 6th edition's flight and pursuit the same melee roll sends them fleeing (doctrine.cause-6e), they are
// caught and destroyed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledRuleset } from '../../machines/bundled.ts';
import { partedCharges } from '../../machines/entries/analysis.ts';
import { loadScenarioFromJson } from '../../machines/index.ts';
import { type DiceSource, scriptSource, seededSource } from '../../src/dice/index.ts';
import { REF, ROOT } from '../support/cli.ts';

const file = join(ROOT, REF);
const loaded = loadScenarioFromJson(readFileSync(file, 'utf8'), { file });
if (!loaded.ok) throw new Error(loaded.error.message);
const ruleset = (id: string) => {
  const r = bundledRuleset(id);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const seed = (n: number): DiceSource => {
  const s = seededSource(n);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
};
const under = (id: string, dice: DiceSource) => ({
  scenario: loaded.value.scenario,
  ruleset: ruleset(id),
  dice,
});
const played = (r: ReturnType<typeof partedCharges>) => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const keys = (e: { log: readonly { key: string }[] } | undefined) => e?.log.map((x) => x.key);

describe('the reference charge, seed 4: La Bataille against the 6th edition flight and pursuit', () => {
  const p = played(partedCharges(under('la-bataille', seed(4)), under('flight-pursuit-6e', seed(4))));

  it('the same three events, then they part at the melee roll', () => {
    expect(p.events.map((e) => e.same)).toEqual([true, true, true, false, false, false, false, false, false]);
    expect(p.parting).toBe(3);
    const at = p.events[3]!;
    expect([at.index, at.a?.step, at.b?.step]).toEqual([4, 'meleeRoll', 'meleeRoll']);
    expect(keys(at.a)).toEqual([
      'melee.roll',
      'result.DR',
      'morale.routed',
      'morale.routed',
      'rout.artillery-eliminated',
    ]);
    expect(keys(at.b)).toEqual([
      'melee.roll',
      'result.DR',
      'morale.routed',
      'morale.routed',
      'rout.artillery-eliminated',
      'doctrine.cause-6e',
      'doctrine.pursuers',
    ]);
  });

  it('the first charge is over after 6 events, the second takes 9 and ends with its defenders destroyed', () => {
    expect(p.events.filter((e) => e.a).length).toBe(6);
    expect(p.events.filter((e) => e.b).length).toBe(9);
    expect(p.events[8]!.b?.step).toBe('doctrinePursuit');
    expect([p.a.outcome.defenderFate, p.b.outcome.defenderFate]).toEqual(['routed', 'destroyed']);
    expect([p.a.ending?.defenders.status, p.b.ending?.defenders.status]).toEqual(['on-board', 'eliminated']);
  });
});

describe('charges that never part, and a rounding that parts at the fire', () => {
  it('seed 1 plays the same under La Bataille and the 8th edition flight and pursuit: no parting', () => {
    const p = played(partedCharges(under('la-bataille', seed(1)), under('flight-pursuit-8e', seed(1))));
    expect([p.parting, p.events.length, p.events.every((e) => e.same)]).toEqual([undefined, 5, true]);
  });

  it("the reference charge's own dice under nearest-half rounding part at the defensive fire's odds", () => {
    const dice = scriptSource([53, 2, 11, 64, 1, 33]);
    const p = played(partedCharges(under('la-bataille', dice), under('la-bataille-nearest-half', dice)));
    expect([p.parting, p.events.length]).toEqual([2, 8]);
    const at = p.events[2]!;
    expect([at.a?.step, keys(at.a), keys(at.b)]).toEqual([
      'defensiveFire',
      ['fire.result', 'melee.odds'],
      ['fire.result', 'melee.odds'],
    ]);
    // 25 1/4 against 9 is 2:1 either way: the entries part on the rounding they name
    expect([at.a?.log[1]?.params, at.b?.log[1]?.params]).toEqual([
      { attacker: '25 1/4', defender: '9', column: '2:1', rounding: 'round-down' },
      { attacker: '25 1/4', defender: '9', column: '2:1', rounding: 'nearest-half-defender' },
    ]);
    expect([p.a.outcome.defenderFate, p.b.outcome.defenderFate]).toEqual(['routed', 'routed']);
  });
});

describe('dice the comparison cannot play are refused, never thrown', () => {
  it('a script that runs out; manual dice', () => {
    const r = partedCharges(
      under('la-bataille', scriptSource([53])),
      under('flight-pursuit-6e', scriptSource([53])),
    );
    expect(r.ok ? '' : r.error.code).toBe('dice/script-exhausted');
    const m = partedCharges(
      under('la-bataille', { kind: 'manual' }),
      under('la-bataille', { kind: 'manual' }),
    );
    expect(m).toEqual({
      ok: false,
      error: {
        code: 'dice/manual-needs-roll',
        message: 'manual dice cannot be replayed: give a seed or a script',
      },
    });
  });
});
