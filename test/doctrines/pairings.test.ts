/**
 * Every pairing of flight and pursuit doctrines that docs/doctrines.md allows, played through whole
 * charges: `la-bataille` with `la-bataille` (rout move 13.2.4, recall and pursuit 19.8 / 19.11),
 * `flight-6e` with `la-bataille` (seed 002 flight, then La Bataille's recall and pursuit), `flight-6e` with
 * `pursuit-6e` (seeds 002, 000) and `flight-pursuit-8e` with itself (seed 001). Each ruleset is written as
 * a user would write the file (extending a shipped one) and validated like one. The same two charges are
 * played under each: the 7e Hussards break the 52nd Foot (DR), and the 52nd routs the hussars (AR). Every
 * request, the log's keys and the final board are asserted; the board invariants are checked after every
 * event (test/support/doctrine-charges.ts `guarded`).
 */
import { describe, expect, it } from 'vitest';
import { readJsonFile } from '../../cli/load.ts';
import { validateRuleset } from '../../src/data/ruleset.ts';
import { hexLabel } from '../../src/model/coord.ts';
import type { Ruleset } from '../../src/model/ruleset.ts';
import type { ChargeState } from '../../src/procedure/state.ts';
import { cavalry, charge, HUSSARS, infantry, type UnitJson } from '../support/doctrine-charges.ts';

type Flight = 'la-bataille' | 'flight-6e' | 'flight-pursuit-8e';
type Pursuit = 'la-bataille' | 'pursuit-6e' | 'flight-pursuit-8e';

/** The shipped ruleset a pairing's file extends (the one holding its doctrine settings). */
const BASE: Record<Flight, string> = {
  'la-bataille': 'la-bataille.json',
  'flight-6e': 'flight-pursuit-6e.json',
  'flight-pursuit-8e': 'flight-pursuit-8e.json',
};

/** A ruleset file extending a shipped one with `settings.doctrine = { flight, pursuit }`, validated. */
function pairing(flight: Flight, pursuit: Pursuit) {
  const json = {
    kind: 'ruleset',
    id: `${flight}+${pursuit}`,
    name: `${flight} flight with ${pursuit} pursuit`,
    extends: BASE[flight],
    settings: { doctrine: { flight, pursuit } },
  };
  return validateRuleset(json, 'data/rulesets/pairing.json', (p) => readJsonFile(p));
}

function rulesetOf(flight: Flight, pursuit: Pursuit): Ruleset {
  const r = pairing(flight, pursuit);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const FLIGHTS: readonly Flight[] = ['la-bataille', 'flight-6e', 'flight-pursuit-8e'];
const PURSUITS: readonly Pursuit[] = ['la-bataille', 'pursuit-6e', 'flight-pursuit-8e'];

/** The 52nd Foot, a line battalion of 6 increments (melee 6, fire 5, morale 42) facing the hussars. */
const FOOT_52ND = infantry('br-52-foot', 'british', '0614');

/** Plays the charge to its end: the script's rolls, the default of every choice; each request as "id dice". */
function playedWith(rs: Ruleset, units: readonly UnitJson[], script: readonly number[]) {
  const ses = charge(rs, units, script);
  const requests: string[] = [];
  for (let p = ses.pending; p; p = ses.pending) {
    requests.push(p.kind === 'roll' ? `${p.id} ${p.dice}` : `${p.id} choice`);
    expect((p.kind === 'choice' ? ses.chooseDefault() : ses.autoRoll()).ok).toBe(true);
  }
  expect(ses.step).toBe('ended');
  return { requests, s: ses.state };
}

/** The board as "hex id increments state readiness", the removals, the obligations' kinds and units. */
const board = (s: ChargeState) =>
  s.board.units.map(
    (u) =>
      `${hexLabel(u.at)} ${u.id} ${u.increments} ${u.moraleState}${u.readiness ? ` ${u.readiness}` : ''}`,
  );
const removed = (s: ChargeState) => s.removed.map((r) => `${r.unit.id} ${r.reason} ${r.rule}`);
const obligations = (s: ChargeState) =>
  (s.obligations ?? []).map((o) =>
    o.kind === 'still-fleeing' ? `still-fleeing ${o.unit} ${hexLabel(o.at)}` : o.kind,
  );
const keys = (s: ChargeState) => s.log.map((e) => e.key);

// The steps every charge below goes through before the melee result (no guns, so step 1 passes).
const STAND_FAILED = ['artillery.none-flees', 'stand.failed', 'morale.disordered', 'fire.result'];
const STOOD = ['artillery.none-flees', 'stand.passed', 'stand.column-shift', 'fire.result'];

describe('the doctrine pairings docs/doctrines.md allows', () => {
  it('validation accepts exactly la-bataille + la-bataille, flight-6e + la-bataille, flight-6e + pursuit-6e, flight-pursuit-8e + itself', () => {
    const accepted = FLIGHTS.flatMap((f) => PURSUITS.map((p) => [f, p] as const)).filter(
      ([f, p]) => pairing(f, p).ok,
    );
    expect(accepted).toEqual([
      ['la-bataille', 'la-bataille'],
      ['flight-6e', 'la-bataille'],
      ['flight-6e', 'pursuit-6e'],
      ['flight-pursuit-8e', 'flight-pursuit-8e'],
    ]);
    const refused = pairing('la-bataille', 'pursuit-6e');
    expect(refused.ok || refused.error.code).toBe('data/bad-value');
  });
});

describe('a DR: the 52nd Foot (stand 22 fails: disordered; fire 11: no casualty) is routed by 66 at 1:1', () => {
  it('la-bataille + la-bataille: a 10-hex rout move, then not recalled (1): the hussars follow and are routed in place', () => {
    const { requests, s } = playedWith(
      rulesetOf('la-bataille', 'la-bataille'),
      [HUSSARS, FOOT_52ND],
      [22, 11, 66, 1],
    );
    expect(requests).toEqual([
      'stand-check-0 d66',
      'fire-0 d66',
      'melee d66',
      'path-rout-br-52-foot choice',
      'recall d6',
    ]);
    expect(keys(s)).toEqual([
      ...STAND_FAILED,
      'melee.odds',
      'melee.roll',
      'result.DR',
      'morale.routed',
      'move.rout',
      'move.zones-left-first-free',
      'advance.disordered',
      'recall.not-recalled',
      'pursuit.follow',
      'pursuit.routed-in-place',
      'reform.nobody',
      'charge.ended',
    ]);
    expect(board(s)).toEqual(['0411 fr-7-hussars 6 routed fresh', '0007 br-52-foot 6 routed']);
    expect(removed(s)).toEqual([]);
    expect(obligations(s)).toEqual([]);
  });

  it('flight-6e + la-bataille: a 5D6 flight (17 cm = 3 hexes), then recall and pursuit, no doctrine pursuer (19.8 / 19.11)', () => {
    const { requests, s } = playedWith(
      rulesetOf('flight-6e', 'la-bataille'),
      [HUSSARS, FOOT_52ND],
      [22, 11, 66, 17, 1],
    );
    // no hold-back choice and no 8D6 pursuit roll: the recall roll decides (until issue 20 the charging
    // cavalry was declared a seed 000 pursuer whatever the pursuit doctrine said)
    expect(requests).toEqual([
      'stand-check-0 d66',
      'fire-0 d66',
      'melee d66',
      'flight:br-52-foot 5d6',
      'recall d6',
      'path-rout-br-52-foot choice',
    ]);
    expect(keys(s)).toEqual([
      ...STAND_FAILED,
      'melee.odds',
      'melee.roll',
      'result.DR',
      'morale.routed',
      'doctrine.cause-6e',
      'doctrine.flight-roll',
      'doctrine.flees-6e',
      'advance.disordered',
      'recall.not-recalled',
      'pursuit.follow',
      // 19.11: the routed unit the pursuit catches retreats again by 10.5, a La Bataille move (ruling 12)
      'pursuit.caught-routed',
      'move.rout',
      'move.zones-left',
      'loss.increment',
      'pursuit.routed-in-place',
      'reform.nobody',
      'charge.ended',
    ]);
    expect(s.log.find((e) => e.key === 'doctrine.flees-6e')?.params).toMatchObject({ to: '0611', hexes: 3 });
    expect(board(s)).toEqual(['0612 fr-7-hussars 6 routed fresh', '0004 br-52-foot 5 routed']);
    expect(removed(s)).toEqual([]);
    // it is still fleeing, from where the La Bataille rout move took it
    expect(obligations(s)).toEqual(['still-fleeing br-52-foot 0004']);
    expect(s.doctrine?.pursuers).toEqual([]);
  });

  it('flight-6e + la-bataille, not recalled: the pursuit touches the fresh 95th at 0512 first; its DR in the pursuit melee (51 at 4:1) is a La Bataille rout move', () => {
    // the 95th at 1 of 6 increments melees 1 against the hussars' 8 x1/2 = 4 (19.11): 4:1
    const foot95 = infantry('br-95-foot', 'british', '0512', { increments: 1, fullIncrements: 6 });
    const { requests, s } = playedWith(
      rulesetOf('flight-6e', 'la-bataille'),
      [HUSSARS, FOOT_52ND, foot95],
      [22, 11, 66, 17, 1, 51],
    );
    expect(requests).toEqual([
      'stand-check-0 d66',
      'fire-0 d66',
      'melee d66',
      'flight:br-52-foot 5d6',
      'recall d6',
      'pursuit-melee d66',
      'path-rout-br-95-foot choice',
    ]);
    expect(keys(s).slice(STAND_FAILED.length + 7)).toEqual([
      'advance.disordered',
      'recall.not-recalled',
      'pursuit.follow',
      'pursuit.melee-odds',
      'pursuit.melee-roll',
      'result.DR',
      'morale.routed',
      // ruling 12: a unit La Bataille's pursuit routs makes its rout move (until issue 20 it was recorded as
      // a flight that no step made, and the charge ended with a flight still to make)
      'move.rout',
      'move.zones-left-first-free',
      'pursuit.routed-in-place',
      'reform.nobody',
      'charge.ended',
    ]);
    expect(s.log.find((e) => e.key === 'pursuit.melee-odds')?.params).toMatchObject({ column: '4:1' });
    expect(board(s)).toEqual([
      '0613 fr-7-hussars 6 routed fresh',
      '0611 br-52-foot 6 routed',
      '0005 br-95-foot 1 routed',
    ]);
    expect(s.doctrine?.flights.map((f) => [f.unit, f.outcome])).toEqual([['br-52-foot', 'fled']]);
    expect(obligations(s)).toEqual(['still-fleeing br-52-foot 0611']);
  });

  it('flight-6e + la-bataille, recalled (6): the hussars trample the fled 52nd (10 MP: 2 to reach it, 4 increments), which is gone with its obligation', () => {
    const hussars = { ...HUSSARS, movementLeft: 10 };
    const foot = infantry('br-52-foot', 'british', '0614', { increments: 4, fullIncrements: 6 });
    // at 4 of 6 increments the 52nd melees 4: 8 : 4 is 2:1, where 66 is a DR too
    const { requests, s } = playedWith(
      rulesetOf('flight-6e', 'la-bataille'),
      [hussars, foot],
      [22, 11, 66, 17, 6],
    );
    expect(requests).toEqual([
      'stand-check-0 d66',
      'fire-0 d66',
      'melee d66',
      'flight:br-52-foot 5d6',
      'recall d6',
      'trample choice',
    ]);
    expect(keys(s).slice(STAND_FAILED.length)).toEqual([
      'melee.odds',
      'melee.roll',
      'result.DR',
      'morale.routed',
      'doctrine.cause-6e',
      'doctrine.flight-roll',
      'doctrine.flees-6e',
      'advance.disordered',
      'recall.recalled',
      'trample.done',
      'loss.increment',
      'loss.increment',
      'loss.increment',
      'loss.increment',
      'loss.eliminated',
      'reform.unit',
      'charge.ended',
    ]);
    expect(s.log.find((e) => e.key === 'trample.done')?.params).toEqual({
      unit: 'br-52-foot',
      increments: 4,
      cost: 10,
    });
    expect(board(s)).toEqual(['0614 fr-7-hussars 6 disordered exhausted']);
    expect(removed(s)).toEqual(['br-52-foot eliminated 19.8']);
    expect(obligations(s)).toEqual([]);
  });

  it('flight-6e + pursuit-6e: flight 17 cm, the hussars pursue (hold-back: pursue) 8D6 20 >= 17: destroyed, 4 hexes on', () => {
    const { requests, s } = playedWith(
      rulesetOf('flight-6e', 'pursuit-6e'),
      [HUSSARS, FOOT_52ND],
      [22, 11, 66, 17, 20],
    );
    expect(requests).toEqual([
      'stand-check-0 d66',
      'fire-0 d66',
      'melee d66',
      'hold-back:fr-7-hussars choice',
      'flight:br-52-foot 5d6',
      'pursuit:fr-7-hussars 8d6',
    ]);
    expect(keys(s)).toEqual([
      ...STAND_FAILED,
      'melee.odds',
      'melee.roll',
      'result.DR',
      'morale.routed',
      'doctrine.cause-6e',
      'doctrine.pursuers',
      'doctrine.flight-roll',
      'doctrine.flees-6e',
      'advance.disordered',
      'doctrine.pursuit-roll',
      'doctrine.caught-6e',
      'doctrine.pursuer-moves',
      'reform.unit',
      'charge.ended',
    ]);
    expect(board(s)).toEqual(['0610 fr-7-hussars 6 disordered exhausted']);
    expect(removed(s)).toEqual(['br-52-foot eliminated 000 distance']);
    expect(obligations(s)).toEqual([]);
  });

  it('flight-pursuit-8e: flight 2D6 7, pursuit 2D6 7 >= 7: destroyed where it would have ended (0611); the hussars pivot and run there', () => {
    const { requests, s } = playedWith(
      rulesetOf('flight-pursuit-8e', 'flight-pursuit-8e'),
      [HUSSARS, FOOT_52ND],
      [22, 11, 66, 7, 7],
    );
    expect(requests).toEqual([
      'stand-check-0 d66',
      'fire-0 d66',
      'melee d66',
      'flight:br-52-foot 2d6',
      'pursuit:fr-7-hussars 2d6',
    ]);
    expect(keys(s)).toEqual([
      ...STAND_FAILED,
      'melee.odds',
      'melee.roll',
      'result.DR',
      'morale.routed',
      'doctrine.cause-8e',
      'doctrine.pursuers',
      'doctrine.first-to-roll',
      'doctrine.flight-roll',
      'doctrine.pursuit-roll',
      'doctrine.destroyed-8e',
      'advance.disordered',
      'doctrine.pivot-8e',
      'doctrine.pursuer-moves',
      'reform.unit',
      'charge.ended',
    ]);
    expect(s.log.find((e) => e.key === 'doctrine.destroyed-8e')?.params).toMatchObject({ hex: '0611' });
    expect(board(s)).toEqual(['0611 fr-7-hussars 6 disordered exhausted']);
    expect(removed(s)).toEqual(['br-52-foot eliminated 001 rolls']);
    expect(obligations(s)).toEqual([]);
  });
});

describe('an AR: the 52nd stands (55), column die 1, fire 11, and routs the hussars with 14 at 1:1', () => {
  it('la-bataille + la-bataille: the hussars make a 10-hex rout move; nobody pursues', () => {
    const { requests, s } = playedWith(
      rulesetOf('la-bataille', 'la-bataille'),
      [HUSSARS, FOOT_52ND],
      [55, 1, 11, 14],
    );
    expect(requests).toEqual([
      'stand-check-0 d66',
      'column-shift-0 d6',
      'fire-0 d66',
      'melee d66',
      'path-rout-fr-7-hussars choice',
    ]);
    expect(keys(s)).toEqual([
      ...STOOD,
      'melee.odds',
      'melee.roll',
      'result.AR',
      'morale.routed',
      'move.rout',
      'move.zones-left-first-free',
      'reform.nobody',
      'charge.ended',
    ]);
    expect(board(s)).toEqual(['0008 fr-7-hussars 6 routed fresh', '0614 br-52-foot 6 good']);
    expect(obligations(s)).toEqual([]);
  });

  it('flight-6e + la-bataille: the hussars flee 8D6 20 cm = 4 hexes; nobody pursues routed attackers (ruling 11)', () => {
    const { requests, s } = playedWith(
      rulesetOf('flight-6e', 'la-bataille'),
      [HUSSARS, FOOT_52ND],
      [55, 1, 11, 14, 20],
    );
    expect(requests).toEqual([
      'stand-check-0 d66',
      'column-shift-0 d6',
      'fire-0 d66',
      'melee d66',
      'flight:fr-7-hussars 8d6',
    ]);
    expect(keys(s)).toEqual([
      ...STOOD,
      'melee.odds',
      'melee.roll',
      'result.AR',
      'morale.routed',
      'doctrine.cause-6e',
      'doctrine.flight-roll',
      'doctrine.flees-6e',
      'reform.nobody',
      'charge.ended',
    ]);
    expect(board(s)).toEqual(['0619 fr-7-hussars 6 routed fresh', '0614 br-52-foot 6 good']);
    expect(obligations(s)).toEqual(['still-fleeing fr-7-hussars 0619']);
  });

  it('flight-6e + pursuit-6e: flight 20 cm, the 52nd pursues 5D6 17 < 20 and ends one hex behind the hussars', () => {
    const { requests, s } = playedWith(
      rulesetOf('flight-6e', 'pursuit-6e'),
      [HUSSARS, FOOT_52ND],
      [55, 1, 11, 14, 20, 17],
    );
    expect(requests).toEqual([
      'stand-check-0 d66',
      'column-shift-0 d6',
      'fire-0 d66',
      'melee d66',
      'hold-back:br-52-foot choice',
      'flight:fr-7-hussars 8d6',
      'pursuit:br-52-foot 5d6',
    ]);
    expect(keys(s)).toEqual([
      ...STOOD,
      'melee.odds',
      'melee.roll',
      'result.AR',
      'morale.routed',
      'doctrine.cause-6e',
      'doctrine.pursuers',
      'doctrine.flight-roll',
      'doctrine.flees-6e',
      'doctrine.pursuit-roll',
      'doctrine.escaped-6e',
      'doctrine.pursuer-moves',
      'reform.nobody',
      'charge.ended',
    ]);
    expect(board(s)).toEqual(['0619 fr-7-hussars 6 routed fresh', '0618 br-52-foot 6 good']);
    expect(obligations(s)).toEqual(['still-fleeing fr-7-hussars 0619']);
  });

  it('flight-pursuit-8e: flight 7, the 52nd pursues 7 >= 7: the hussars are destroyed; the 52nd runs to their mark', () => {
    const { requests, s } = playedWith(
      rulesetOf('flight-pursuit-8e', 'flight-pursuit-8e'),
      [HUSSARS, FOOT_52ND],
      [55, 1, 11, 14, 7, 7],
    );
    expect(requests).toEqual([
      'stand-check-0 d66',
      'column-shift-0 d6',
      'fire-0 d66',
      'melee d66',
      'flight:fr-7-hussars 2d6',
      'pursuit:br-52-foot 2d6',
    ]);
    expect(keys(s)).toEqual([
      ...STOOD,
      'melee.odds',
      'melee.roll',
      'result.AR',
      'morale.routed',
      'doctrine.cause-8e',
      'doctrine.pursuers',
      'doctrine.first-to-roll',
      'doctrine.flight-roll',
      'doctrine.pursuit-roll',
      'doctrine.destroyed-8e',
      'doctrine.pivot-8e',
      'doctrine.pursuer-moves',
      'reform.nobody',
      'charge.ended',
    ]);
    expect(board(s)).toEqual(['0618 br-52-foot 6 good']);
    expect(removed(s)).toEqual(['fr-7-hussars eliminated 001 rolls']);
    expect(obligations(s)).toEqual([]);
  });
});

describe('against cavalry (19.9): the 7e Hussards (8) rout the British uhlans (melee 4) with 66 at 2:1', () => {
  // The procedure against cavalry has no recall and no pursuit (19.11 is not among its steps): under
  // La Bataille's pursuit the charge goes from the advance to reform. The doctrine pursuits of seeds 000 and
  // 001 follow any combat won, this one too.
  const UHLANS = cavalry('br-uhlans', '0614', { side: 'british', facing: 'S', melee: 4 });

  it('la-bataille + la-bataille: a rout move, the advance, no recall roll, no pursuit', () => {
    const { requests, s } = playedWith(rulesetOf('la-bataille', 'la-bataille'), [HUSSARS, UHLANS], [66]);
    expect(s.procedure).toBe('against-cavalry');
    expect(requests).toEqual(['melee d66', 'path-rout-br-uhlans choice']);
    expect(keys(s)).toEqual([
      'melee.odds',
      'melee.roll',
      'result.DR',
      'morale.routed',
      'move.rout',
      'move.zones-left-first-free',
      'advance.disordered',
      'reform.unit',
      'charge.ended',
    ]);
    expect(board(s)).toEqual(['0614 fr-7-hussars 6 disordered exhausted', '0007 br-uhlans 6 routed fresh']);
  });

  it('flight-6e + la-bataille: the uhlans flee 8D6 17 cm = 3 hexes; no recall roll, no pursuit', () => {
    const { requests, s } = playedWith(rulesetOf('flight-6e', 'la-bataille'), [HUSSARS, UHLANS], [66, 17]);
    expect(requests).toEqual(['melee d66', 'flight:br-uhlans 8d6']);
    expect(keys(s)).toEqual([
      'melee.odds',
      'melee.roll',
      'result.DR',
      'morale.routed',
      'doctrine.cause-6e',
      'doctrine.flight-roll',
      'doctrine.flees-6e',
      'advance.disordered',
      'reform.unit',
      'charge.ended',
    ]);
    expect(board(s)).toEqual(['0614 fr-7-hussars 6 disordered exhausted', '0611 br-uhlans 6 routed fresh']);
    expect(obligations(s)).toEqual(['still-fleeing br-uhlans 0611']);
  });

  it('flight-6e + pursuit-6e: the seed 000 pursuit follows the cavalry combat too (20 >= 17: destroyed)', () => {
    const { requests, s } = playedWith(rulesetOf('flight-6e', 'pursuit-6e'), [HUSSARS, UHLANS], [66, 17, 20]);
    expect(requests).toEqual([
      'melee d66',
      'hold-back:fr-7-hussars choice',
      'flight:br-uhlans 8d6',
      'pursuit:fr-7-hussars 8d6',
    ]);
    expect(board(s)).toEqual(['0610 fr-7-hussars 6 disordered exhausted']);
    expect(removed(s)).toEqual(['br-uhlans eliminated 000 distance']);
  });

  it('flight-pursuit-8e: the seed 001 pursuit too (7 >= 7: destroyed at 0611)', () => {
    const { requests, s } = playedWith(
      rulesetOf('flight-pursuit-8e', 'flight-pursuit-8e'),
      [HUSSARS, UHLANS],
      [66, 7, 7],
    );
    expect(requests).toEqual(['melee d66', 'flight:br-uhlans 2d6', 'pursuit:fr-7-hussars 2d6']);
    expect(board(s)).toEqual(['0611 fr-7-hussars 6 disordered exhausted']);
    expect(removed(s)).toEqual(['br-uhlans eliminated 001 rolls']);
  });
});
