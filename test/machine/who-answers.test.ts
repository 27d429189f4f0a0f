/**
 * Ruling R61 (docs/rulings.md): every request names the side whose player rolls or decides it. Every
 * pending request of every shipped scenario, under every shipped ruleset (each loads every scenario),
 * is walked with seeded dice (default choices, then other options), and a few scripted charges reach
 * the requests no shipped walk meets (two vacated hexes, two units in retreat, an enemy already fleeing
 * hit by the pursuit). Each request must name what it asks, a side of the scenario, words every
 * catalogue has, and the side the ruling gives, worked out here from the charge (its attackers and
 * targets, the move at the head of the queue, the doctrine's flight and pursuer records), not from the
 * request's own subject.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../cli/load.ts';
import type { ChargeSession } from '../../machines/session.ts';
import { ChargeSession as Session } from '../../machines/session.ts';
import type { RollInput } from '../../src/dice/index.ts';
import { seededSource } from '../../src/dice/index.ts';
import { CATALOGUES, describeOption, describePending, LANGS } from '../../src/narration/narrate.ts';
import type { ChargeState, ChoiceWhat, Pending, RollWhat } from '../../src/procedure/state.ts';
import { rollAll, sessionJson, variantJson } from '../support/charges.ts';
import {
  cavalry,
  charge,
  DRAGOONS,
  HUSSARS,
  infantry,
  ROUTED_30TH,
  ROUTED_44TH,
  routed,
  ruleset,
} from '../support/doctrine-charges.ts';

const ROLLS: readonly RollWhat[] = [
  'stand-check',
  'column-shift-die',
  'defensive-fire',
  'melee-roll',
  'starred-morale-check',
  'recall',
  'pursuit-melee',
  'flight-roll',
  'pursuit-roll',
  'reflight-roll',
  'hold-back-test',
];
const CHOICES: readonly ChoiceWhat[] = [
  'retreat-path',
  'advance-hex',
  'pursuit-target',
  'trample',
  'use-leader',
  'flight-cause',
  'pursue-which',
  'hold-back',
  'flight-order',
  'pursuit-order',
];

/** The side of a unit, on the board or, when it has left it, on the board the charge began on. */
function sideOf(s: ChargeState, id: string): string {
  const u = s.board.units.find((x) => x.id === id) ?? s.initialBoard.units.find((x) => x.id === id);
  if (!u) throw new Error(`no unit ${id}`);
  return u.side;
}

/** The charging side and the side of the targets. */
function sides(s: ChargeState): { attacker: string; defender: string } {
  return { attacker: sideOf(s, s.attackers[0]!), defender: sideOf(s, s.targets[0]!.units[0]!) };
}

/** The open flight records and the pursuer records of the doctrine. */
const flights = (s: ChargeState) => (s.doctrine?.flights ?? []).filter((f) => f.outcome === undefined);
const pursuers = (s: ChargeState) => s.doctrine?.pursuers ?? [];

/**
 * The side R61 gives the pending request, worked out from the charge. The stack's own player rolls its
 * stand check, column-shift die and fire; the charging player commits its leaders, rolls the melee, the
 * recall and the pursuit melee, picks the hex to advance into, what to trample and whom to pursue; a
 * starred check is rolled by the side that takes it; a path by the player whose units move; under the
 * doctrines the fleeing unit's player rolls its flight and orders the flights (seed 001), the pursuer's
 * player declares, tests, rolls and orders the pursuits, the player of an enemy hit by a pursuit rolls
 * its new flight; the cause of flight is the fleeing side's choice in 6e (seed 002), the pursuing
 * side's in 8e (seed 001).
 */
function ruledSide(s: ChargeState, p: Pending): string {
  const { attacker, defender } = sides(s);
  const unit = p.subject.units[0]!;
  switch (p.what) {
    case 'stand-check':
    case 'column-shift-die':
    case 'defensive-fire': {
      const t = s.targets[p.subject.stack!]!;
      expect(p.subject.hexes).toEqual([t.hex]);
      return sideOf(s, t.units[0]!);
    }
    case 'use-leader':
    case 'melee-roll':
    case 'recall':
    case 'pursuit-melee':
    case 'advance-hex':
    case 'trample':
    case 'pursuit-target':
      return attacker;
    case 'starred-morale-check':
      return p.say.key.endsWith('.attacker') ? attacker : defender;
    case 'retreat-path':
      return sideOf(s, s.moves[0]!.units[0]!);
    case 'flight-roll':
    case 'flight-order':
      expect(flights(s).map((f) => f.unit)).toContain(unit);
      return sideOf(s, unit);
    case 'flight-cause': {
      expect(flights(s).find((f) => f.unit === unit)?.cause).toBeUndefined();
      const fleeing = sideOf(s, unit);
      if (s.ruleset.settings.doctrine.flight !== 'flight-pursuit-8e') return fleeing;
      const enemies = s.board.sides.map((x) => x.id).filter((x) => x !== fleeing);
      expect(enemies).toHaveLength(1);
      return enemies[0]!;
    }
    case 'pursue-which':
    case 'hold-back':
    case 'hold-back-test':
    case 'pursuit-roll':
    case 'pursuit-order':
      expect(pursuers(s).map((x) => x.unit)).toContain(unit);
      return sideOf(s, unit);
    case 'reflight-roll':
      // an enemy of the pursuers, already fleeing from another combat
      expect(pursuers(s).map((x) => sideOf(s, x.unit))).not.toContain(sideOf(s, unit));
      return sideOf(s, unit);
  }
}

/** What the sweep met: each kind of request, and how many requests it checked. */
const met = new Set<string>();
let checked = 0;

/** Checks the pending request of a charge against R61 and the shape every request has. */
function check(s: ChargeState, where: string): void {
  const p = s.pending;
  if (!p) return;
  const at = `${where}: ${p.kind} ${p.id}`;
  expect((p.kind === 'roll' ? ROLLS : CHOICES) as readonly string[], at).toContain(p.what);
  expect(
    s.board.sides.map((x) => x.id),
    at,
  ).toContain(p.side);
  expect(p.side, at).toBe(ruledSide(s, p));
  expect(p.subject.units.length, at).toBeGreaterThan(0);
  for (const u of p.subject.units) expect(sideOf(s, u), `${at} ${u}`).toBeTypeOf('string');
  const words = [p.say, ...(p.kind === 'choice' ? p.options.map((o) => o.say) : [])];
  for (const lang of LANGS) {
    for (const w of words) expect(CATALOGUES[lang][w.key], `${at} ${lang} ${w.key}`).toBeTypeOf('string');
    // every parameter its words use is given: nothing is left in braces
    expect(describePending(p, lang), `${at} ${lang}`).not.toMatch(/[{}]/);
    if (p.kind === 'choice')
      for (let i = 0; i < p.options.length; i++)
        expect(describeOption(p, i, lang), `${at} ${lang} #${i}`).not.toMatch(/[{}]/);
  }
  met.add(p.what);
  checked++;
}

/**
 * Plays a session to its end, checking every request; `pick` chooses the option of each choice, and
 * rolls come from the session's dice (a charge rolled by hand takes `byHand`).
 */
function walk(
  ses: ChargeSession,
  where: string,
  pick: (n: number, i: number) => number,
  byHand?: RollInput,
): void {
  for (let i = 0; i < 300 && !ses.done; i++) {
    check(ses.state, where);
    const p = ses.pending!;
    const r =
      p.kind === 'choice'
        ? ses.choose(pick(p.options.length, i))
        : byHand === undefined
          ? ses.autoRoll()
          : ses.roll(byHand);
    if (!r.ok) throw new Error(`${where}: ${r.error.message}`);
  }
  expect(ses.done, where).toBe(true);
}

const SCENARIOS = readdirSync('data/scenarios').filter((f) => f.endsWith('.json'));
const RULESETS = readdirSync('data/rulesets').filter((f) => f.endsWith('.json'));
const SEEDS = 8;

describe('R61: every request names the side whose player rolls or decides it', () => {
  for (const file of SCENARIOS)
    it(`${file}, under every shipped ruleset, seeded dice, default and other choices`, () => {
      for (const rs of RULESETS) {
        const l = loadScenario(`data/scenarios/${file}`, `data/rulesets/${rs}`);
        if (!l.ok) throw new Error(l.error.message);
        for (let seed = 1; seed <= SEEDS; seed++) {
          const dice = seededSource(seed);
          if (!dice.ok) throw new Error(dice.error.message);
          // odd seeds take every default; even ones the last option, then the one after it
          walk(new Session({ ...l.value, dice: dice.value }), `${file} ${rs} seed ${seed}`, (n, i) =>
            seed % 2 === 1 ? 0 : (n - 1 + i) % n,
          );
        }
      }
    });

  it('two vacated target hexes: the charging player picks the one to advance into', () => {
    const json = variantJson('07-lone-unsupplied-artillery.json', (j) => {
      j.units.push({ ...j.units[1], id: 'au-bty-2', name: 'Fussbatterie Nr. 4', at: '0911' });
      j.charge.targets.push('0911');
    });
    const ses = sessionJson(json);
    expect(ses.pending).toMatchObject({ what: 'advance-hex', side: 'french' });
    walk(ses, 'two vacated hexes', () => 1);
  });

  it('two units in retreat: the charging player picks whom its cavalry pursues', () => {
    const json = variantJson('13-overwhelming.json', (j) => {
      j.units.push({ ...j.units[2], id: 'au-routed', name: 'IR 7 (routed)', moraleState: 'routed' });
    });
    const ses = rollAll(sessionJson(json, { pursuitOf: 'retreating' }), [66, 1, 11, 15, 3]);
    expect(ses.pending).toMatchObject({ what: 'pursuit-target', side: 'french' });
    walk(ses, 'two units in retreat', () => 1, 33);
  });

  it('enemies already fleeing, hit by the 6e pursuit: their own player rolls their new flights', () => {
    const units = [HUSSARS, ROUTED_44TH, routed('br-95-foot', '0610'), routed('br-28-foot', '0609')];
    const ses = charge(ruleset('6e'), units, [17, 25, 28, 12]);
    const asked: string[] = [];
    while (!ses.done) {
      check(ses.state, 're-flights');
      const p = ses.pending!;
      asked.push(`${p.what} ${p.subject.units[0]} by ${p.side}`);
      expect((p.kind === 'choice' ? ses.chooseDefault() : ses.autoRoll()).ok).toBe(true);
    }
    expect(asked).toEqual([
      'hold-back fr-7-hussars by french',
      'flight-roll br-44-foot by british',
      'pursuit-roll fr-7-hussars by french',
      'reflight-roll br-95-foot by british',
      'reflight-roll br-28-foot by british',
    ]);
  });

  it('a 6e pursuer that tries to hold back tests its own Leadership; 8e flights are ordered by the fleeing side', () => {
    const six = charge(ruleset('6e'), [HUSSARS, ROUTED_44TH], [9, 17, 30]);
    six.choose(1);
    expect(six.pending).toMatchObject({ what: 'hold-back-test', side: 'french' });
    walk(six, 'hold back', () => 0);
    const eight = charge(
      ruleset('8e'),
      [DRAGOONS, ROUTED_30TH, infantry('br-73-foot', 'british', '0614', { moraleState: 'routed' })],
      [5, 8, 4],
    );
    eight.chooseDefault();
    expect(eight.pending).toMatchObject({ what: 'flight-order', side: 'british' });
    walk(eight, '8e flight order', () => 1);
    const two = charge(
      ruleset('8e'),
      [DRAGOONS, cavalry('fr-9-cuirassiers', '0615', { weight: 'heavy', ranks: 3 }), ROUTED_30TH],
      [7, 5, 9],
    );
    walk(two, '8e two pursuers', () => 1);
  });

  it('met every kind of request, and checked each', () => {
    expect([...met].sort()).toEqual([...ROLLS, ...CHOICES].sort());
    expect(checked).toBeGreaterThan(2000);
  });
});
