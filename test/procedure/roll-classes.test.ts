/**
 * The class of each roll of the procedure (what a host may roll for a player): the stand check, the
 * fire, the column shift, the melee roll with leaders on both sides, recall and pursuit.
 */
import { describe, expect, it } from 'vitest';
import { ChargeSession } from '../../machines/session.ts';
import { makeCrtResult } from '../../src/data/crt-result.ts';
import { manualSource, outcomes, type RollInput } from '../../src/dice/index.ts';
import type { CrtResult, Ruleset } from '../../src/model/ruleset.ts';
import { rollClassifier } from '../../src/procedure/roll-classes.ts';
import type { ChargeState, RollRequest, RollWhat } from '../../src/procedure/state.ts';
import { columnShiftClass, standCheckClass } from '../../src/procedure/step2-stand-check.ts';
import { defensiveFireClass } from '../../src/procedure/step3-defensive-fire.ts';
import { meleeRollClass } from '../../src/procedure/step5-melee-roll.ts';
import { pursuitMeleeClass, recallClass } from '../../src/procedure/step7-recall-pursuit.ts';
import {
  addSecondRegiment,
  chooseDefaults,
  type EditableJson,
  rollAll,
  rulesetWith,
  scenarioOf,
  starredBothSides,
  variantJson,
  variantSession,
} from '../support/charges.ts';

/**
 * Roll classes (src/procedure/roll-classes.ts and the steps' classifiers): what of each roll the
 * procedure reads, for the exact analysis to branch once per class. test/analysis checks that every value
 * of a class leads to the same outcomes, but Stryker leaves test/analysis out (slow): these fast tests
 * pin the classes themselves against the charts, so that a classifier that lumps or splits rolls wrongly
 * fails here. Written to kill the surviving and uncovered mutants of roll-classes.ts, meleeRollClass,
 * recallClass and pursuitMeleeClass (docs/mutation.md).
 */

/** A session of a shipped scenario (changed by `edit`) under `ruleset`, rolled by hand up to `dice`. */
function at(
  file: string,
  dice: readonly RollInput[],
  ruleset: Ruleset = rulesetWith(),
  edit = (_: EditableJson) => {},
) {
  const s = new ChargeSession({
    scenario: scenarioOf(variantJson(file, edit), ruleset),
    ruleset,
    dice: manualSource(),
  });
  for (const v of dice) {
    while (s.pending?.kind === 'choice') {
      // a refused answer would loop for ever: fail at once (a mutant refusing answers is then killed, not timed out)
      const c = s.chooseDefault();
      if (!c.ok) throw new Error(c.error.message);
    }
    const r = s.roll(v);
    if (!r.ok) throw new Error(r.error.message);
  }
  while (s.pending?.kind === 'choice' && s.pending.what !== 'use-leader') {
    // a refused answer would loop for ever: fail at once (a mutant refusing answers is then killed, not timed out)
    const c = s.chooseDefault();
    if (!c.ok) throw new Error(c.error.message);
  }
  return s.state;
}

/** The classes of every value of the pending roll, as "class: first-last" runs in die order. */
function classes(s: ChargeState, show: (c: string) => string = (c) => c): string[] {
  const p = s.pending;
  if (p?.kind !== 'roll') throw new Error('no roll pending');
  const classify = rollClassifier(s);
  if (!classify) throw new Error(`no classifier for ${p.id}`);
  const runs: { c: string; from: number; to: number }[] = [];
  for (const o of outcomes(p.dice)) {
    const c = show(classify(s, o.value));
    const last = runs[runs.length - 1];
    if (last && last.c === c) last.to = o.value;
    else runs.push({ c, from: o.value, to: o.value });
  }
  return runs.map((r) => `${r.c}: ${r.from === r.to ? r.from : `${r.from}-${r.to}`}`);
}

/** A melee-chart class (the result as JSON) in the chart's own notation. */
const chart = (c: string) => makeCrtResult(JSON.parse(c) as CrtResult);

/** The pending roll's id, what it asks, the side that rolls, its dice and its words (key and parameters). */
function request(s: ChargeState): string {
  const p = s.pending;
  if (p?.kind !== 'roll') return String(p?.kind);
  const params = Object.entries(p.say.params).map(([k, v]) => ` ${k}=${v}`);
  return `${p.id} ${p.what} by ${p.side} ${p.dice}: ${p.say.key}${params.join('')}`;
}

/**
 * Fifth round of src/procedure's mutation survivors (the 95.8 % run, docs/mutation.md):
 * - step5-melee-roll.ts's memo of what a roll class reads that does not depend on the roll: the shift of
 *   the melee roll with an attacking AND a defending leader modifier;
 * - start.ts: a charge starts with no hex vacated by melee.
 */

/** The meleeClasses of every value of the pending roll, as "class: first-last" runs in die order. */
function meleeClasses(s: ChargeState): string[] {
  const p = s.pending;
  if (p?.kind !== 'roll') throw new Error('no roll pending');
  const classify = rollClassifier(s)!;
  const runs: { c: string; from: number; to: number }[] = [];
  for (const o of outcomes(p.dice)) {
    const c = makeCrtResult(JSON.parse(classify(s, o.value)) as CrtResult);
    const last = runs[runs.length - 1];
    if (last && last.c === c) last.to = o.value;
    else runs.push({ c, from: o.value, to: o.value });
  }
  return runs.map((r) => `${r.c}: ${r.from === r.to ? r.from : `${r.from}-${r.to}`}`);
}

describe('the class of each roll of the procedure', () => {
  it('stand check (19.6): passed only when the modified roll beats the morale', () => {
    // Scenario 02: IR 4 (morale 52) charged by hussars, no stand modifier: 53 and up pass.
    const s = at('02-stand-failed-disorder.json', []);
    expect(request(s)).toBe('stand-check-0 stand-check by austrian d66: request.stand-check hex=0811');
    expect(classes(s)).toEqual(['failed: 11-52', 'passed: 53-66']);
    // Scenario 12: IR 4 (morale 36) charged by heavy cavalry (-2): 41 - 2 = 35 fails, 42 - 2 = 36 fails too.
    expect(classes(at('12-pursuit-fresh-enemy.json', []))).toEqual(['failed: 11-42', 'passed: 43-66']);
  });

  it('column-shift die (19.6): 1-3 none, 4-5 one column, 6 two', () => {
    const s = at('12-pursuit-fresh-enemy.json', [55]);
    expect(request(s)).toMatch(/^column-shift-0 column-shift-die by austrian d6: /);
    expect(classes(s)).toEqual(['0: 1-3', '1: 4-5', '2: 6']);
  });

  it('defensive fire (step 3): the casualties of the fire table cell', () => {
    // Scenario 12: IR 4 stood (fire 6 x2 = 12, column 9-12), +3 against charging cavalry.
    const s = at('12-pursuit-fresh-enemy.json', [55, 1]);
    expect(request(s)).toMatch(/^fire-0 defensive-fire by austrian d66: /);
    expect(classes(s)).toEqual(['0: 11-23', '1: 24-45', '2: 46-61', '3: 62-66']);
  });

  it('melee roll (step 5): the chart cell, -6 a fire casualty moving the roll one tens row', () => {
    const s = at('12-pursuit-fresh-enemy.json', [55, 1, 11]);
    expect(request(s)).toBe('melee melee-roll by french d66: request.melee-roll odds=3:1');
    // 3:1: 11-12 AR, 13-16 AD1, 21-24 -, 25-31 1/2*, 32-36 DD1, 41-44 DD2, 45-52 DD3, 53-63 DR, 64-66 DS
    expect(classes(s, chart)).toEqual([
      'AR: 11-12',
      'AD1: 13-16',
      '-: 21-24',
      '1/2*: 25-31',
      'DD1: 32-36',
      'DD2: 41-44',
      'DD3: 45-52',
      'DR: 53-63',
      'DS: 64-66',
    ]);
    // One fire casualty (fire 31 +3 = 34: 1): 7/8 of 18 = 15.75 : 6 reads 2:1, and every roll reads six
    // steps lower, clamped at 11. 2:1: 11-13 AR, 14-22 AD1, 23-26 -, 31-33 1/1, 34-36 1/2*, 41-46 DD1,
    // 51-55 DD2, 56-63 DD3, 64-66 DR.
    const hit = at('12-pursuit-fresh-enemy.json', [55, 1, 31]);
    expect(request(hit)).toBe('melee melee-roll by french d66: request.melee-roll odds=2:1');
    expect(classes(hit, chart)).toEqual([
      'AR: 11-23',
      'AD1: 24-32',
      '-: 33-36',
      '1/1: 41-43',
      '1/2*: 44-46',
      'DD1: 51-56',
      'DD2: 61-65',
      'DD3: 66',
    ]);
  });

  it("the attacker's starred check (2*/1): the charging units' morale decides", () => {
    // Scenario 04: cuirassiers (morale 45) against a square (IR 4, morale 41) at 1:1; 35 gives 2*/1.
    const s = at('04-square.json', [21, 14, 35]);
    expect(request(s)).toBe(
      'star-0 starred-morale-check by french d66: request.starred-morale-check.attacker result=2*/1',
    );
    expect(classes(s)).toEqual(['f: 11-45', 'p: 46-66']);
  });

  it("the defender's starred check (1/2*): the defending units' morale decides", () => {
    // Scenario 02 at 2:1: 35 gives 1/2*; IR 4 has morale 52.
    const s = at('02-stand-failed-disorder.json', [33, 24, 35]);
    expect(request(s)).toBe(
      'star-0 starred-morale-check by austrian d66: request.starred-morale-check.defender result=1/2*',
    );
    expect(classes(s)).toEqual(['f: 11-52', 'p: 53-66']);
  });

  it('both sides starred (2*/1*): the attacker checks first, then the defender; each unit of the side has its own class', () => {
    const ruleset = starredBothSides();
    // A second cuirassier regiment (morale 52) charges with the first (45).
    const two = addSecondRegiment;
    const s = at('04-square.json', [21, 14, 35], ruleset, two);
    expect(request(s)).toBe(
      'star-0 starred-morale-check by french d66: request.starred-morale-check.attacker result=2*/1*',
    );
    expect(classes(s)).toEqual(['ff: 11-45', 'pf: 46-52', 'pp: 53-66']);
    const second = at('04-square.json', [21, 14, 35, 46], ruleset, two);
    expect(request(second)).toBe(
      'star-1 starred-morale-check by austrian d66: request.starred-morale-check.defender result=2*/1*',
    );
    expect(classes(second)).toEqual(['f: 11-41', 'p: 42-66']);
  });

  it('recall (19.8): only recalled or not; the modifiers move the d6', () => {
    // Scenario 12: the cuirassiers are disordered by the advance (-1): 1-4 not recalled, 5-6 recalled.
    const s = at('12-pursuit-fresh-enemy.json', [55, 1, 11, 55]);
    expect(request(s)).toBe('recall recall by french d6: request.recall');
    expect(classes(s)).toEqual(['not-recalled: 1-4', 'recalled: 5-6']);
  });

  it('recall on a d66 chart: the modifiers step along the 36 results', () => {
    const base = rulesetWith();
    const ruleset: Ruleset = {
      ...base,
      recall: {
        ...base.recall,
        dice: 'd66',
        rows: [
          { rolls: { from: 11, to: 36 }, result: 'not-recalled' },
          { rolls: { from: 41, to: 66 }, result: 'recalled' },
        ],
      },
    };
    const s = at('12-pursuit-fresh-enemy.json', [55, 1, 11, 55], ruleset);
    expect(request(s)).toBe('recall recall by french d66: request.recall');
    // disordered -1: 41 reads 36
    expect(classes(s)).toEqual(['not-recalled: 11-41', 'recalled: 42-66']);
  });

  it('pursuit melee (19.11): the cell of the column the pursuit odds gave, no modifier', () => {
    const s = at('12-pursuit-fresh-enemy.json', [55, 1, 11, 55, 1]);
    expect(request(s)).toBe('pursuit-melee pursuit-melee by french d66: request.pursuit-melee');
    // 3:2: 11 AS, 12-16 AR, 21-26 AD1, 31-33 *2/1, 34-36 -, 41-43 1/1, 44-46 1/2*, 51-55 DD1, 56-63 DD2, 64-66 DR
    expect(classes(s, chart)).toEqual([
      'AS: 11',
      'AR: 12-16',
      'AD1: 21-26',
      '2*/1: 31-33',
      '-: 34-36',
      '1/1: 41-43',
      '1/2*: 44-46',
      'DD1: 51-55',
      'DD2: 56-63',
      'DR: 64-66',
    ]);
  });

  it('no classifier for a choice, the end, or a roll the procedure does not classify', () => {
    const s = at('11-recall-trample.json', [55, 1, 11]);
    expect(s.pending).toMatchObject({ kind: 'choice', what: 'use-leader' });
    expect(rollClassifier(s)).toBeUndefined();
    const end = at('12-pursuit-fresh-enemy.json', [55, 1, 11, 55, 1, 33]);
    expect(end.pending).toBeNull();
    expect(rollClassifier(end)).toBeUndefined();
    const roll = at('12-pursuit-fresh-enemy.json', []);
    // picked by what the roll asks, whatever its id says
    const other = (what: RollWhat) =>
      rollClassifier({ ...roll, pending: { ...(roll.pending as RollRequest), id: 'melee', what } });
    for (const what of ['flight-roll', 'pursuit-roll', 'reflight-roll', 'hold-back-test'] as const)
      expect(other(what), what).toBeUndefined();
    const procedure = [
      'stand-check',
      'column-shift-die',
      'defensive-fire',
      'melee-roll',
      'starred-morale-check',
      'recall',
      'pursuit-melee',
    ] as const;
    for (const what of procedure) expect(other(what), what).toBeDefined();
    expect(other('stand-check')).toBe(standCheckClass);
    expect(other('column-shift-die')).toBe(columnShiftClass);
    expect(other('defensive-fire')).toBe(defensiveFireClass);
    expect(other('melee-roll')).toBe(meleeRollClass);
    expect(other('starred-morale-check')).toBe(meleeRollClass);
    expect(other('recall')).toBe(recallClass);
    expect(other('pursuit-melee')).toBe(pursuitMeleeClass);
  });
});

describe('step 5: the class of the melee roll with leaders on both sides', () => {
  it('attacking +2, defending +1 (which takes 1 off the roll): every roll reads one step higher', () => {
    const leaders = (j: EditableJson) => {
      j.leaders.push(
        { id: 'fr-lasalle', name: 'Lasalle', side: 'french', at: '0812', meleeModifier: 2 },
        { id: 'au-mack', name: 'Mack', side: 'austrian', at: '0811', meleeModifier: 1 },
      );
    };
    const session = chooseDefaults(
      rollAll(variantSession('02-stand-failed-disorder.json', leaders), [33, 24]),
    );
    const s = session.state;
    expect(s.leaderCommitted).toBe(true);
    expect(s.pending).toMatchObject({ kind: 'roll', id: 'melee' });
    // 2:1: 11-13 AR, 14-22 AD1, 23-26 -, 31-33 1/1, 34-36 1/2*, 41-46 DD1, 51-55 DD2, 56-63 DD3,
    // 64-66 DR; no fire casualty, +2 -1 = +1: each roll reads the next d66 value, 66 clamped at 66.
    expect(meleeClasses(s)).toEqual([
      'AR: 11-12',
      'AD1: 13-21',
      '-: 22-25',
      '1/1: 26-32',
      '1/2*: 33-35',
      'DD1: 36-45',
      'DD2: 46-54',
      'DD3: 55-62',
      'DR: 63-66',
    ]);
    // the roll itself reads the same: 45 +2 -1 = 46, DD1
    const r = session.roll(45);
    expect(r.ok).toBe(true);
    expect(session.state.meleeRoll).toEqual({ roll: 45, modified: 46 });
  });
});
