/**
 * Choices (13.2.4, 19.8, R27): an answer is a whole option of the pending choice, answers with
 * nothing pending change nothing, declining to trample, and what the log says of a choice.
 */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { doctrinesFor } from '../../src/doctrines/plugin.ts';
import { answerChoice, answerDefault, choiceFits } from '../../src/procedure/choices.ts';
import { NO_DOCTRINE } from '../../src/procedure/doctrine.ts';
import { stamped } from '../../src/procedure/in-step.ts';
import { say } from '../../src/procedure/say.ts';
import type { ChargeState } from '../../src/procedure/state.ts';
import { addRoutedIr9, boardLines, rollAll, sessionJson, variantJson } from '../support/charges.ts';

/**
 * Answering choices and writing the log, on the pure functions the machine calls: which option numbers
 * answer a pending choice (a host may send any number), what an answer does when no choice is pending,
 * declining to trample when two routed units could be trampled, the quiet log of the analysis and the
 * machine's stamp of the step. Written to kill the surviving mutants of choices.ts and say.ts
 * (docs/mutation.md).
 */

/** Scenario 11 at the leader choice of step 5 (two options: commit, hold). */
function atLeaderChoice(): ChargeState {
  const s = rollAll(sessionJson(variantJson('11-recall-trample.json', () => {})), [55, 1, 11]).state;
  expect(s.pending).toMatchObject({ kind: 'choice', what: 'use-leader' });
  return s;
}

/**
 * The small pure functions of src/procedure whose edge no charge of the other tests reaches: a terrain
 * missing from the ruleset, a roll no chart cell covers, the default answer with nothing pending, the
 * La Bataille procedure's own "no doctrine", the one-line ending of a side partly off the map, the melee
 * value of no unit or with no situation. Written to kill
 * the survivors of the 95.5 % run (docs/mutation.md, "src/procedure: the 95.5 % run's survivors").
 */

/** Scenario 11 with the melee roll asked (a roll pending). */
function atMeleeRoll(): ChargeState {
  const s = rollAll(sessionJson(variantJson('11-recall-trample.json', () => {})), [55]).state;
  expect(s.pending?.kind).toBe('roll');
  return s;
}

describe('choiceFits: an answer is a whole option number of the pending choice', () => {
  it('0 and 1 answer a choice of two; -1, 2, 0.5 and NaN do not', () => {
    const s = atLeaderChoice();
    expect([0, 1].map((o) => choiceFits(s, o))).toEqual([true, true]);
    expect([-1, 2, 0.5, Number.NaN].map((o) => choiceFits(s, o))).toEqual([false, false, false, false]);
  });

  it('no choice pending (a roll, or nothing): no option fits', () => {
    const roll = rollAll(sessionJson(variantJson('11-recall-trample.json', () => {})), [55]).state;
    expect(roll.pending?.kind).toBe('roll');
    expect(choiceFits(roll, 0)).toBe(false);
    expect(choiceFits({ ...roll, pending: null }, 0)).toBe(false);
  });
});

describe('answerChoice and answerDefault change nothing when no choice they know is pending', () => {
  it('a roll pending, nothing pending, a choice of an unknown kind: the same state comes back', () => {
    const s = atLeaderChoice();
    const roll = {
      ...s,
      pending: {
        kind: 'roll',
        id: 'melee',
        what: 'melee-roll',
        subject: { units: [], hexes: [] },
        side: 'french',
        dice: 'd66',
        say: { key: 'request.melee-roll', params: { odds: '3:1' } },
        rule: 'x',
      },
    } as ChargeState;
    const inStep = { step: 'meleeRoll', doctrine: doctrinesFor(s.ruleset) };
    expect(answerChoice(roll, 0, inStep)).toBe(roll);
    expect(answerDefault(roll, inStep)).toBe(roll);
    const none = { ...s, pending: null };
    expect(answerChoice(none, 0, inStep)).toBe(none);
    const unknown = { ...s, pending: { ...s.pending!, what: 'no-such-choice' } } as unknown as ChargeState;
    expect(answerChoice(unknown, 0, inStep)).toBe(unknown);
  });
});

describe('19.8: declining to trample when two routed units are offered', () => {
  it('"do not trample" is the third option: nobody is trampled, no movement spent', () => {
    // Scenario 11 with IR 9 (routed) stacked with IR 4: both rout to 0005 and both are offered.
    const json = variantJson('11-recall-trample.json', addRoutedIr9);
    const ses = rollAll(sessionJson(json), [55, 1, 11, 55, 6]);
    expect(ses.pending?.kind === 'choice' && ses.pending.options.map((o) => o.id)).toEqual([
      '0',
      '1',
      'none',
    ]);
    expect(ses.choose(2).ok).toBe(true);
    expect(ses.runToEnd().ok).toBe(true);
    expect(ses.state.log.filter((e) => e.step === 'pursuit.trample').map((e) => e.key)).toEqual([
      'trample.none',
    ]);
    expect(boardLines(ses.state)).toEqual([
      '0005 au-ir4 6/6 routed',
      '0005 au-routed 2/2 routed',
      '0811 fr-cuirassiers 8/8 disordered exhausted',
    ]);
    expect(ses.state.board.units.find((u) => u.id === 'fr-cuirassiers')?.movementLeft).toBe(16);
  });
});

describe('choices in the log', () => {
  it('an entry without arithmetic, dice or effects has no such fields at all; a roll is its first effect', () => {
    const s = atLeaderChoice();
    const entry = s.log.find((e) => e.key === 'artillery.none-flees')!;
    expect(Object.keys(entry).sort()).toEqual(['key', 'n', 'params', 'rule', 'source', 'step']);
    const fire = s.log.find((e) => e.key === 'fire.result')!;
    expect(Object.keys(fire).sort()).toEqual([
      'arithmetic',
      'dice',
      'effects',
      'key',
      'n',
      'params',
      'rule',
      'source',
      'step',
      'units',
    ]);
    expect(fire.units).toEqual(s.targets[0]!.units);
    expect(fire.effects?.[0]).toEqual({ kind: 'rolled', ...fire.dice });
  });

  it('a quiet log (the analysis): say writes nothing; otherwise it appends the entry, its step left to the machine', () => {
    const s = atLeaderChoice();
    const quiet = { ...s, log: [...s.log], quietLog: true };
    say(quiet as never, { rule: 'x', key: 'trample.none' });
    expect(quiet.log).toHaveLength(s.log.length);
    const d = { ...s, log: [...s.log] };
    say(d as never, { rule: 'x', key: 'trample.none' });
    expect(d.log).toHaveLength(s.log.length + 1);
    expect(d.log[d.log.length - 1]).toEqual({
      n: s.log.length + 1,
      step: '',
      rule: 'x',
      source: 'RLB',
      key: 'trample.none',
      params: {},
    });
  });

  it('stamped: the entries a call wrote in a machine step get its name; a call that wrote none is the same state', () => {
    const s = atLeaderChoice();
    expect(stamped(s, s, 'meleeRoll')).toBe(s);
    const after = produce(s, (d) => {
      say(d, { rule: 'x', key: 'trample.none' });
      say(d, { rule: 'y', key: 'trample.none' });
    });
    const t = stamped(s, after, 'pursuit.trample');
    expect(t.log.slice(0, s.log.length)).toEqual(s.log);
    expect(t.log.slice(s.log.length).map((e) => [e.rule, e.step])).toEqual([
      ['x', 'pursuit.trample'],
      ['y', 'pursuit.trample'],
    ]);
  });
});

describe('answerDefault with nothing pending', () => {
  it('returns the same state', () => {
    const none = { ...atMeleeRoll(), pending: null };
    expect(answerDefault(none, { step: 'meleeRoll', doctrine: NO_DOCTRINE })).toBe(none);
  });
});
