import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../cli/load.ts';
import { ChargeSession } from '../../machines/session.ts';
import type { RollInput } from '../../src/dice/index.ts';
import { scriptSource } from '../../src/dice/index.ts';
import { mayDeclineFreely } from '../../src/doctrines/6e/hold-back.ts';
import { routBecomesFlight } from '../../src/doctrines/by-ruleset.ts';
import { hexLabel } from '../../src/model/coord.ts';
import { endingText } from '../../src/narration/narrate.ts';
import type { ChargeState } from '../../src/procedure/state.ts';

// Routed ATTACKERS under a flight doctrine (seeds 002, 000, 001): the charging units flee by the doctrine
// and the defenders who won pursue. Scenarios 36 (6e): 3e Hussards at 0812 charge IR 4 in the open at
// 0811 (US 8, Ld 7), or IR 49 holding a chateau at 0811; neither has fire. Dice: stand check 33 (fails),
// melee 12 at 2:1 = AR. Scenario 37 (8e): 6e Dragons at 0812 charge the 52nd Foot (0811, 3 ranks); the French
// reserve stands at 0815. Dice: 33, 24, melee 12 at 2:1 (heavy dragoons 12 : 6) = AR.
const OPEN = '36-flight-6e-attackers-rout-infantry-pursues.json';
const CHATEAU = '36-flight-6e-attackers-rout-chateau-declines.json';
const EIGHT = '37-flight-pursuit-8e-attackers-rout.json';
const MELEE_6E = [33, 12] as const;
const MELEE_8E = [33, 24, 12];

function session(file: string, script: number[], ruleset?: string): ChargeSession {
  const loaded = loadScenario(`data/scenarios/${file}`, ruleset);
  if (!loaded.ok) throw new Error(loaded.error.message);
  return new ChargeSession({ ...loaded.value, dice: scriptSource(script) });
}

const at = (s: ChargeState, id: string) => {
  const u = s.board.units.find((x) => x.id === id);
  return u ? hexLabel(u.at) : 'gone';
};
const entry = (s: ChargeState, key: string) => s.log.find((e) => e.key === key);
const keys = (s: ChargeState, prefix: string) =>
  s.log.filter((e) => e.key.startsWith(prefix)).map((e) => e.key);

/** Plays the melee of a scenario up to the first doctrine request. */
function toFlight(file: string, melee: readonly number[]): ChargeSession {
  const ses = session(file, []);
  for (const r of melee) ses.roll(r as RollInput);
  return ses;
}

describe('6th edition: routed attackers flee (seed 002), the defenders who won pursue (seed 000)', () => {
  it('AR: the hussars flee 8D6 cm away from the defender, not a La Bataille rout; IR 4 may pursue', () => {
    const ses = toFlight(OPEN, MELEE_6E);
    expect(ses.step).toBe('flightAfterMelee');
    const s = ses.state;
    expect(s.meleeResult?.kind).toBe('AR');
    expect(s.moves).toEqual([]); // no rout move queued
    expect(s.board.units.find((u) => u.id === 'fr-3-hussars')?.moraleState).toBe('routed');
    expect(entry(s, 'doctrine.cause-6e')).toMatchObject({
      rule: '002 direction 1',
      source: '002',
      params: { unit: '3e Hussards', cause: 'IR 4 Hoch- und Deutschmeister', value: 8 },
    });
    // every enemy in contact fled: the defender that won may pursue
    expect(entry(s, 'doctrine.pursuers')).toMatchObject({
      rule: '000 who',
      source: '000',
      params: { units: 'IR 4 Hoch- und Deutschmeister' },
    });
    expect(s.doctrine?.pursuers?.map((p) => [p.unit, p.target])).toEqual([['au-ir4', 'fr-3-hussars']]);
    // in the open: pursue, or try the Leadership test
    expect(ses.pending).toMatchObject({
      kind: 'choice',
      id: 'hold-back:au-ir4',
      rule: '000 avoid',
      options: [{ id: 'pursue' }, { id: 'attempt' }],
      defaultOption: 0,
    });
  });

  it('IR 4 pursues and catches the hussars (5D6 18 >= 8D6 17 cm), then reform', () => {
    const ses = toFlight(OPEN, MELEE_6E);
    ses.choose(0);
    expect(ses.pending).toMatchObject({ kind: 'roll', id: 'flight:fr-3-hussars', dice: '8d6' });
    ses.roll(17);
    expect(ses.step).toBe('doctrinePursuit');
    expect(ses.pending).toMatchObject({
      kind: 'roll',
      id: 'pursuit:au-ir4',
      dice: '5d6',
      rule: '000 distance',
    });
    ses.roll(18);
    expect(ses.step).toBe('ended');
    const s = ses.state;
    expect(entry(s, 'doctrine.flees-6e')).toMatchObject({
      rule: '002 direction',
      source: '002',
      params: { from: '0812', to: '0815', path: '0812-0813-0814-0815', dropped: 0 },
    });
    expect(entry(s, 'doctrine.caught-6e')).toMatchObject({
      rule: '000 distance',
      source: '000',
      params: { unit: 'IR 4 Hoch- und Deutschmeister', target: '3e Hussards', pursuit: 18, flight: 17 },
    });
    expect(s.removed.map((r) => [r.unit.id, r.reason, r.rule])).toEqual([
      ['fr-3-hussars', 'eliminated', '000 distance'],
    ]);
    // caught: into the hex the hussars fled from, then the full roll (18 cm = 3 hexes) along their line:
    // where the hussars would have been (ruling R47, the roll counts from the hex they fled from)
    expect(entry(s, 'doctrine.pursuer-moves')?.params).toMatchObject({ from: '0811', to: '0815', hexes: 3 });
    expect(at(s, 'au-ir4')).toBe('0815');
    expect(s.board.units.find((u) => u.id === 'au-ir4')?.facing).toBe(3);
    expect(s.obligations).toEqual([]); // the still-fleeing obligation went with the destroyed unit
    expect(s.log.map((e) => e.key).slice(-2)).toEqual(['reform.nobody', 'charge.ended']);
    expect(endingText(s.ending!)).toBe('melee at 2:1, attackers eliminated, defenders disordered');
  });

  it('the hussars escape (8D6 22 > 5D6 14 cm): IR 4 ends the difference of the rolls behind them', () => {
    const ses = session(OPEN, [...MELEE_6E, 22, 14]);
    expect(ses.runToEnd().ok).toBe(true);
    const s = ses.state;
    expect(at(s, 'fr-3-hussars')).toBe('0816');
    // 14 cm = 2 hexes from 0812, the hex the hussars fled from (they are 4 hexes along): two hexes behind
    expect(at(s, 'au-ir4')).toBe('0814');
    expect(entry(s, 'doctrine.escaped-6e')).toMatchObject({
      rule: '000 clarification',
      source: '000',
      params: { pursuit: 14, flight: 22, behind: 8 },
    });
    expect(s.removed).toEqual([]);
    expect(s.obligations).toEqual([
      {
        kind: 'still-fleeing',
        rule: '002 direction',
        source: '002',
        unit: 'fr-3-hussars',
        at: { col: 8, row: 16 },
        nextFlight: 'toward-nearest-edge',
      },
    ]);
    expect(keys(s, 'reform')).toEqual(['reform.nobody']);
  });

  it('IR 4 holds back on 2D6 6 <= Ld 7: the hussars flee, nobody pursues, reform', () => {
    const ses = session(OPEN, []);
    for (const r of MELEE_6E) ses.roll(r);
    ses.choose(1); // IR 4 tries to hold back
    expect(ses.pending).toMatchObject({
      kind: 'roll',
      id: 'hold-back:au-ir4',
      dice: '2d6',
      rule: '000 avoid',
    });
    ses.roll(6);
    expect(entry(ses.state, 'doctrine.held-back')).toMatchObject({
      rule: '000 avoid',
      source: '000',
      params: { roll: 6, leadership: 7 },
    });
    ses.roll(30);
    expect(ses.step).toBe('ended');
    const s = ses.state;
    expect(s.doctrine?.pursuers?.map((p) => p.holdBack)).toEqual(['held']);
    expect(at(s, 'fr-3-hussars')).toBe('0818');
    expect(at(s, 'au-ir4')).toBe('0811');
    expect(keys(s, 'doctrine.pursuer-moves')).toEqual([]);
    expect(s.removed).toEqual([]);
    expect(s.log.map((e) => e.key).slice(-2)).toEqual(['reform.nobody', 'charge.ended']);
  });

  it('IR 4 fails to hold back (2D6 10 > Ld 7) and must pursue: 14 cm >= 12 cm catches the hussars', () => {
    const ses = session(OPEN, []);
    for (const r of MELEE_6E) ses.roll(r);
    ses.choose(1);
    ses.roll(10);
    expect(entry(ses.state, 'doctrine.not-held')).toMatchObject({ source: '000', params: { roll: 10 } });
    ses.roll(12); // hussars: 12 cm = 2 hexes, to 0814
    ses.roll(14); // IR 4: into 0812, then 14 cm = 2 hexes: 0813, 0814
    const s = ses.state;
    expect(s.removed.map((r) => r.unit.id)).toEqual(['fr-3-hussars']);
    expect(at(s, 'au-ir4')).toBe('0814');
  });

  it('the chateau garrison decides freely, without a test: it declines and stays', () => {
    const ses = toFlight(CHATEAU, MELEE_6E);
    expect(ses.state.meleeResult?.kind).toBe('AR');
    expect(ses.pending).toMatchObject({
      kind: 'choice',
      id: 'hold-back:au-ir49',
      rule: '000 avoid',
      what: 'hold-back',
      // seed 000: the player of the unit that may pursue decides (ruling R61)
      side: 'austrian',
      say: { key: 'request.hold-back.free', params: { unit: 'IR 49 Hessen-Homburg', terrain: 'chateau' } },
      options: [
        { id: 'pursue', say: { key: 'option.pursue' } },
        { id: 'decline', say: { key: 'option.decline-freely', params: { terrain: 'chateau' } } },
      ],
      defaultOption: 0,
    });
    ses.choose(1);
    expect(entry(ses.state, 'doctrine.declined-freely')).toMatchObject({
      rule: '000 avoid',
      source: '000',
      params: { unit: 'IR 49 Hessen-Homburg', terrain: 'Chateau' },
    });
    expect(ses.pending).toMatchObject({ kind: 'roll', id: 'flight:fr-3-hussars', dice: '8d6' });
    ses.roll(22);
    expect(ses.step).toBe('ended');
    const s = ses.state;
    expect(s.doctrine?.pursuers?.map((p) => p.holdBack)).toEqual(['declined']);
    expect(keys(s, 'doctrine.held-back')).toEqual([]);
    expect(at(s, 'fr-3-hussars')).toBe('0816');
    expect(at(s, 'au-ir49')).toBe('0811');
    expect(keys(s, 'doctrine.pursuer-moves')).toEqual([]);
    expect(s.log.map((e) => e.key).slice(-2)).toEqual(['reform.nobody', 'charge.ended']);
  });

  it('the chateau garrison may also choose to pursue (the default): it leaves the chateau', () => {
    const ses = session(CHATEAU, [...MELEE_6E, 22, 14]);
    expect(ses.runToEnd().ok).toBe(true);
    const s = ses.state;
    expect(keys(s, 'doctrine.declined-freely')).toEqual([]);
    expect(at(s, 'au-ir49')).toBe('0814');
    expect(at(s, 'fr-3-hussars')).toBe('0816');
  });

  it('under La Bataille the same AR is still a rout move (unchanged)', () => {
    const ses = session(OPEN, [...MELEE_6E], 'data/rulesets/la-bataille.json');
    ses.runToEnd();
    const s = ses.state;
    expect(s.doctrine).toBeUndefined();
    expect(keys(s, 'move.rout')).toEqual(['move.rout']);
    expect(keys(s, 'doctrine')).toEqual([]);
  });
});

describe('8th edition: routed attackers flee 2D6 inches, the defenders pursue (seed 001)', () => {
  it('AR: the dragoons flee from the most full ranks; the pursuit roll >= the flight destroys them; the 52nd charges the reserve', () => {
    const ses = toFlight(EIGHT, MELEE_8E);
    expect(ses.state.meleeResult?.kind).toBe('AR');
    expect(entry(ses.state, 'doctrine.cause-8e')).toMatchObject({
      rule: '001 flight',
      source: '001',
      params: { unit: '6e Dragons', cause: '52nd Foot', value: 3 },
    });
    expect(entry(ses.state, 'doctrine.pursuers')).toMatchObject({
      rule: '001 rolls',
      source: '001',
      params: { units: '52nd Foot' },
    });
    // only the British pursue: the active player's choice of who rolls pursuit first is moot (R46)
    expect(entry(ses.state, 'doctrine.first-to-roll')).toMatchObject({
      rule: '001 order',
      source: '001',
      params: { side: 'British' },
    });
    expect(ses.pending).toMatchObject({ kind: 'roll', id: 'flight:fr-6-dragoons', dice: '2d6' });
    ses.roll(5);
    expect(ses.pending).toMatchObject({ kind: 'roll', id: 'pursuit:br-52-foot', dice: '2d6' });
    ses.roll(9);
    expect(ses.step).toBe('ended');
    const s = ses.state;
    expect(entry(s, 'doctrine.destroyed-8e')).toMatchObject({
      rule: '001 rolls',
      source: '001',
      params: { unit: '6e Dragons', flight: 5, pursuit: 9, hex: '0814' },
    });
    expect(s.removed.map((r) => [r.unit.id, r.reason, r.rule])).toEqual([
      ['fr-6-dragoons', 'eliminated', '001 rolls'],
    ]);
    expect(s.doctrine?.flights.map((f) => [f.unit, f.outcome, f.endedAt && hexLabel(f.endedAt)])).toEqual([
      ['fr-6-dragoons', 'destroyed', '0814'],
    ]);
    // the pursuer pivots to face the mark, then goes straight ahead its roll, into the reserve
    expect(entry(s, 'doctrine.pivot-8e')).toMatchObject({
      rule: '001 pursuit',
      source: '001',
      params: { unit: '52nd Foot', hex: '0814' },
    });
    expect(at(s, 'br-52-foot')).toBe('0814');
    expect(s.board.units.find((u) => u.id === 'br-52-foot')?.facing).toBe(3);
    expect(entry(s, 'doctrine.charge-8e')).toMatchObject({ rule: '001 charge', source: '001' });
    expect(s.obligations).toEqual([
      {
        kind: 'melee-next-turn',
        rule: '001 charge',
        source: '001',
        attackers: ['br-52-foot'],
        defenders: ['fr-reserve'],
        charging: ['br-52-foot'],
        bothChargeIfCountercharged: false,
        enemyMayOnlyHold: true,
        chargeDistance: 9,
        joinsCombatIfUnfought: false,
      },
    ]);
    expect(s.log.map((e) => e.key).slice(-2)).toEqual(['reform.nobody', 'charge.ended']);
  });

  it('a pursuit roll below the flight: the dragoons stay fleeing, the 52nd follows its roll', () => {
    const ses = toFlight(EIGHT, MELEE_8E);
    expect(ses.pending).toMatchObject({ kind: 'roll', id: 'flight:fr-6-dragoons' });
    ses.roll(11);
    expect(ses.pending).toMatchObject({ kind: 'roll', id: 'pursuit:br-52-foot' });
    ses.roll(3);
    expect(ses.step).toBe('ended');
    const s = ses.state;
    expect(s.removed).toEqual([]);
    expect(entry(s, 'doctrine.flees-8e')?.params).toMatchObject({ from: '0812', to: '0817', hexes: 5 });
    // 3 inches = 1 hex, counted from 0812, the hex the dragoons fled from (R47)
    expect(at(s, 'br-52-foot')).toBe('0813');
    expect(s.obligations).toEqual([
      {
        kind: 'still-fleeing',
        rule: '001 flight',
        source: '001',
        unit: 'fr-6-dragoons',
        at: { col: 8, row: 17 },
        nextFlight: 'toward-nearest-edge',
      },
    ]);
  });
});

describe('the scenario scripts play to the end with the default choices', () => {
  it.each([
    [OPEN, ['fr-3-hussars']],
    [CHATEAU, []],
    [EIGHT, ['fr-6-dragoons']],
  ])('%s', (file, removed) => {
    const loaded = loadScenario(`data/scenarios/${file}`);
    if (!loaded.ok) throw new Error(loaded.error.message);
    const ses = session(file, [...(loaded.value.scenario.dice?.script ?? [])]);
    expect(ses.runToEnd().ok).toBe(true);
    expect(ses.state.removed.map((r) => r.unit.id)).toEqual(removed);
  });
});

describe('building blocks', () => {
  it('a rout becomes a doctrine flight for defenders, and for attackers only from the melee result', () => {
    const loaded = loadScenario(`data/scenarios/${OPEN}`);
    if (!loaded.ok) throw new Error('scenario');
    const rs = loaded.value.ruleset;
    expect(routBecomesFlight({ ruleset: rs }, false, 'meleeRoll')).toBe(true);
    expect(routBecomesFlight({ ruleset: rs }, false, 'pursuit.pursuitMelee')).toBe(false);
    expect(routBecomesFlight({ ruleset: rs }, true, 'standCheck')).toBe(true);
    const lb = loadScenario(`data/scenarios/${OPEN}`, 'data/rulesets/la-bataille.json');
    if (!lb.ok) throw new Error('scenario');
    expect(routBecomesFlight({ ruleset: lb.value.ruleset }, false, 'meleeRoll')).toBe(false);
  });

  it('obstacle defenders: a special structure (chateau) or general-order terrain (woods, town)', () => {
    const loaded = loadScenario(`data/scenarios/${CHATEAU}`);
    const open = loadScenario(`data/scenarios/${OPEN}`);
    if (!loaded.ok || !open.ok) throw new Error('scenario');
    const { scenario, ruleset } = loaded.value;
    const b = scenario.board;
    const ir49 = b.units.find((u) => u.id === 'au-ir49')!;
    const ir4 = open.value.scenario.board.units.find((u) => u.id === 'au-ir4')!;
    expect(mayDeclineFreely(b, ruleset, ir49)).toBe(true);
    const o = open.value.scenario.board;
    expect(mayDeclineFreely(o, ruleset, ir4)).toBe(false);
    expect(mayDeclineFreely({ ...o, terrain: { ...o.terrain, '8,11': 'woods' } }, ruleset, ir4)).toBe(true);
    expect(mayDeclineFreely({ ...o, terrain: { ...o.terrain, '8,11': 'town' } }, ruleset, ir4)).toBe(true);
  });
});
