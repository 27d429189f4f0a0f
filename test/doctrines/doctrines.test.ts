import { describe, expect, it } from 'vitest';
import { loadRuleset, loadScenario } from '../../cli/load.ts';
import { ChargeSession } from '../../machines/session.ts';
import { scriptSource } from '../../src/dice/index.ts';
import { flightPath6e } from '../../src/doctrines/6e/flight-path.ts';
import { holdBackLeadership, holdBackPasses, mayDeclineFreely } from '../../src/doctrines/6e/hold-back.ts';
import { fleeInLaterTurn } from '../../src/doctrines/6e/later-turns.ts';
import { returnToMap } from '../../src/doctrines/obligations.ts';
import { cmToHexes, inchesToHexes } from '../../src/doctrines/scale.ts';
import { hexLabel } from '../../src/model/coord.ts';
import { narrate } from '../../src/narration/narrate.ts';
import type { ChargeState } from '../../src/procedure/state.ts';

function session(file: string, script: number[]): ChargeSession {
  const loaded = loadScenario(`data/scenarios/${file}`);
  if (!loaded.ok) throw new Error(loaded.error.message);
  return new ChargeSession({ ...loaded.value, dice: scriptSource(script) });
}

const at = (s: ChargeState, id: string) => {
  const u = s.board.units.find((x) => x.id === id);
  return u ? hexLabel(u.at) : 'gone';
};
const entry = (s: ChargeState, key: string) => s.log.find((e) => e.key === key);

describe('6th-edition flight and pursuit (seeds 002, 000)', () => {
  it('flees 5D6 cm straight away, the pursuit roll >= the flight roll destroys, a fresh enemy ahead is a new charge', () => {
    const ses = session('31-flight-6e-pursuit-new-charge.json', [17, 30, 12]);
    expect(ses.step).toBe('flightAfterRoutedRetreat');
    // seed 002: ties of unit strength: the fleeing side's controller chooses
    expect(ses.pending).toMatchObject({ kind: 'choice', what: 'flight-cause', side: 'british' });
    ses.choose(1); // the fleeing side's controller: flee from the 8e Hussards (equal unit strength)
    expect(entry(ses.state, 'doctrine.cause-chosen')).toMatchObject({
      rule: '002 direction 1',
      source: '002',
    });
    // hold-back decisions come before any flight roll (seed 000 "Cuándo se persigue")
    expect(ses.pending).toMatchObject({ kind: 'choice', what: 'hold-back', side: 'french' });
    ses.choose(0); // 7e Hussards pursue
    ses.choose(1); // 8e Hussards try to hold back
    expect(ses.pending).toMatchObject({ kind: 'roll', dice: '2d6', rule: '000 avoid' });
    ses.roll(9); // Ld 9 of the 8e Hussards: held
    expect(entry(ses.state, 'doctrine.held-back')).toMatchObject({ source: '000' });
    expect(ses.pending).toMatchObject({ kind: 'roll', dice: '5d6', rule: '002 distance' });
    ses.runToEnd();
    const s = ses.state;
    expect(narrate(entry(s, 'doctrine.flees-6e')!)).toContain('from 0606 to 0603 (0606-0605-0604-0603');
    expect(s.removed.map((r) => [r.unit.id, r.reason, r.rule])).toEqual([
      ['br-44-foot', 'eliminated', '000 distance'],
    ]);
    expect(entry(s, 'doctrine.caught-6e')).toMatchObject({ source: '000' });
    expect(at(s, 'fr-7-hussars')).toBe('0602');
    expect(at(s, 'fr-8-hussars')).toBe('0607'); // held back: it stays where it is, no advance (R44)
    expect(s.obligations).toContainEqual(
      expect.objectContaining({
        kind: 'melee-next-turn',
        source: '000',
        attackers: ['fr-7-hussars'],
        defenders: ['br-28-foot'],
        charging: ['fr-7-hussars'],
        bothChargeIfCountercharged: true,
      }),
    );
  });

  it('places a pursuer that missed at the difference of the rolls behind the fleeing unit', () => {
    const ses = session('31-flight-6e-pursuit-new-charge.json', [27, 12, 10]);
    ses.runToEnd();
    const s = ses.state;
    // 27 cm = 5 hexes; straight on would cross the friendly 28th Foot at 0601 (priority 4): it bends
    expect(entry(s, 'doctrine.flees-6e')?.params).toMatchObject({
      path: '0606-0605-0604-0703-0702-0701',
      dropped: 0,
    });
    expect(at(s, 'br-44-foot')).toBe('0701');
    // pursuit rolls 12 and 10 cm = 2 hexes each, along the flight path from its start
    expect(at(s, 'fr-7-hussars')).toBe('0604');
    expect(at(s, 'fr-8-hussars')).toBe('0604');
    expect(entry(s, 'doctrine.escaped-6e')).toMatchObject({ rule: '000 clarification', source: '000' });
    expect(s.removed).toEqual([]);
    expect(s.obligations).toContainEqual(
      expect.objectContaining({ kind: 'still-fleeing', unit: 'br-44-foot', source: '002' }),
    );
  });

  it('flees around a friendly unit (priority 4) and pursues off the map, to return facing inward', () => {
    const ses = session('33-flight-6e-around-friends-off-map.json', [12, 40]);
    ses.runToEnd();
    const s = ses.state;
    expect(entry(s, 'doctrine.flees-6e')?.params).toMatchObject({ from: '0604', to: '0702', dropped: 0 });
    const ob = s.obligations?.find((o) => o.kind === 'return-to-map');
    expect(ob).toMatchObject({
      kind: 'return-to-map',
      source: '000',
      exit: { col: 9, row: 0 },
      edge: 'north',
      mayCharge: false,
    });
    if (ob?.kind !== 'return-to-map') throw new Error('no return');
    const back = returnToMap(s.board, s.ruleset, ob);
    expect(back.at).toEqual({ col: 9, row: 0 });
    expect(back.facing).toBe(3);
    // the exit hex occupied: the nearest free hex
    const blocked = {
      ...s.board,
      units: [...s.board.units, { ...ob.unit, id: 'x', side: 'british', at: { col: 9, row: 0 } }],
    };
    const moved = returnToMap(blocked, s.ruleset, ob, { clear: 1 });
    expect(moved.at).not.toEqual({ col: 9, row: 0 });
    expect(moved.damage).toBe(1);
  });
});

describe('8th-edition flight and pursuit (seed 001)', () => {
  it('destroys a fleeing unit when any pursuer rolls >= its flight roll; a pursuer charges fresh infantry', () => {
    const ses = session('32-flight-pursuit-8e-destroyed-charge.json', [7, 5, 9]);
    // seed 001: ties of full ranks: the pursuing side chooses (the French, whose dragoons and cuirassiers tie)
    expect(ses.pending).toMatchObject({
      what: 'flight-cause',
      side: 'french',
      subject: { units: ['br-30-foot'] },
    });
    ses.chooseDefault();
    expect(ses.pending).toMatchObject({ kind: 'roll', id: 'flight:br-30-foot', dice: '2d6' });
    ses.roll(7);
    // the French player orders his pursuers: the cuirassiers roll and move first
    expect(ses.pending).toMatchObject({
      kind: 'choice',
      what: 'pursuit-order',
      side: 'french',
      rule: '001 order',
      options: [{ id: 'fr-5-dragoons' }, { id: 'fr-9-cuirassiers' }],
      defaultOption: 0,
    });
    ses.choose(1);
    expect(ses.pending).toMatchObject({ kind: 'roll', id: 'pursuit:fr-9-cuirassiers', dice: '2d6' });
    ses.roll(9);
    ses.roll(5);
    ses.runToEnd();
    const s = ses.state;
    expect(entry(s, 'doctrine.destroyed-8e')).toMatchObject({
      rule: '001 rolls',
      source: '001',
      params: { hex: '0603' },
    });
    expect(s.removed.map((r) => r.unit.id)).toEqual(['br-30-foot']);
    // they move in the order rolled
    expect(
      s.log.filter((e) => e.key === 'doctrine.pursuer-moves').map((e) => [e.params.unit, e.params.to]),
    ).toEqual([
      ['9e Cuirassiers', '0603'],
      ['5e Dragons', '0604'],
    ]);
    expect(at(s, 'fr-5-dragoons')).toBe('0604');
    expect(at(s, 'fr-9-cuirassiers')).toBe('0603');
    expect(s.obligations).toContainEqual(
      expect.objectContaining({
        kind: 'melee-next-turn',
        source: '001',
        attackers: ['fr-9-cuirassiers'],
        chargeDistance: 9,
      }),
    );
  });

  it('flees 2D6 inches when no pursuer reaches the roll', () => {
    const ses = session('32-flight-pursuit-8e-destroyed-charge.json', [10, 3, 4]);
    ses.runToEnd();
    const s = ses.state;
    expect(entry(s, 'doctrine.flees-8e')?.params).toMatchObject({ from: '0606', hexes: 5 });
    expect(s.removed).toEqual([]);
  });
});

describe('doctrine building blocks', () => {
  it('converts cm and inches to whole hexes by the ruleset scale', () => {
    expect(cmToHexes(17, { cm: 5, inches: 2 })).toBe(3);
    expect(inchesToHexes(7, { cm: 5, inches: 2 })).toBe(3);
  });

  it('hold-back: 2D6 <= Ld, a leader within range lends his Leadership, obstacle defenders decline freely', () => {
    const rs = loadRuleset('data/rulesets/flight-pursuit-6e.json');
    if (!rs.ok) throw new Error('ruleset');
    const loaded = loadScenario('data/scenarios/31-flight-6e-pursuit-new-charge.json');
    if (!loaded.ok) throw new Error('scenario');
    const b = loaded.value.scenario.board;
    const u = b.units[0]!;
    expect(holdBackLeadership(b, rs.value, u).value).toBe(7);
    const withLeader = {
      ...b,
      leaders: [{ id: 'l', name: 'Lasalle', side: 'french', at: u.at, meleeModifier: 0, leadership: 9 }],
    };
    expect(holdBackLeadership(withLeader, rs.value, u)).toEqual({ value: 9, from: 'Lasalle' });
    expect(holdBackPasses(7, 7)).toBe(true);
    expect(holdBackPasses(8, 7)).toBe(false);
    expect(mayDeclineFreely(b, rs.value, u)).toBe(false);
  });

  it('a surrounded unit flees straight through the ring (priority 1 kept)', () => {
    const loaded = loadScenario('data/scenarios/31-flight-6e-pursuit-new-charge.json');
    if (!loaded.ok) throw new Error('scenario');
    const { scenario, ruleset } = loaded.value;
    const me = scenario.board.units.find((u) => u.id === 'br-44-foot')!;
    const ring = [
      { col: 6, row: 5 },
      { col: 7, row: 5 },
      { col: 7, row: 6 },
      { col: 5, row: 5 },
      { col: 5, row: 6 },
    ].map((at, i) => ({ ...scenario.board.units[0]!, id: `e${i}`, at }));
    const board = { ...scenario.board, units: [me, scenario.board.units[0]!, ...ring] };
    const plan = flightPath6e(board, ruleset, me.id, me.side, me.at, { col: 6, row: 7 }, 3, 2);
    expect(plan.dropped).toBe(3);
    expect(plan.path.map(hexLabel)).toEqual(['0606', '0605', '0604', '0603']);
  });

  it('later turns: flight runs toward the nearest map edge', () => {
    const loaded = loadScenario('data/scenarios/31-flight-6e-pursuit-new-charge.json');
    if (!loaded.ok) throw new Error('scenario');
    const { scenario, ruleset } = loaded.value;
    const plan = fleeInLaterTurn(scenario.board, ruleset, 'br-28-foot', 12);
    expect(plan.end).toBeNull(); // 0601 is one row from the north edge: it runs off
  });
});
