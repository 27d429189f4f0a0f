/**
 * Answering choices and writing the log, on the pure functions the machine calls: which option numbers
 * answer a pending choice (a host may send any number), what an answer does when no choice is pending,
 * declining to trample when two routed units could be trampled, and the silenced log of the analysis.
 * Written to kill the surviving mutants of choices.ts and say.ts (docs/mutation.md).
 */
import { describe, expect, it } from 'vitest';
import { answerChoice, answerDefault, choiceFits } from '../../src/procedure/choices.ts';
import { say, unnarrated } from '../../src/procedure/say.ts';
import type { ChargeState } from '../../src/procedure/state.ts';
import { addRoutedIr9, boardLines, rollAll, sessionJson, variantJson } from '../machine/helpers.ts';

/** Scenario 11 at the leader choice of step 5 (two options: commit, hold). */
function atLeaderChoice(): ChargeState {
  const s = rollAll(sessionJson(variantJson('11-recall-trample.json', () => {})), [55, 1, 11]).state;
  expect(s.pending).toMatchObject({ kind: 'choice', what: 'use-leader' });
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
    expect(answerChoice(roll, 0)).toBe(roll);
    expect(answerDefault(roll)).toBe(roll);
    const none = { ...s, pending: null };
    expect(answerChoice(none, 0)).toBe(none);
    const unknown = { ...s, pending: { ...s.pending!, what: 'no-such-choice' } } as unknown as ChargeState;
    expect(answerChoice(unknown, 0)).toBe(unknown);
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
    expect(ses.state.log.filter((e) => e.step === 'trample').map((e) => e.key)).toEqual(['trample.none']);
    expect(boardLines(ses.state)).toEqual([
      '0005 au-ir4 6/6 routed',
      '0005 au-routed 2/2 routed',
      '0811 fr-cuirassiers 8/8 disordered exhausted',
    ]);
    expect(ses.state.board.units.find((u) => u.id === 'fr-cuirassiers')?.movementLeft).toBe(16);
  });
});

describe('the log', () => {
  it('an entry without arithmetic or dice has no such fields at all', () => {
    const s = atLeaderChoice();
    const entry = s.log.find((e) => e.key === 'artillery.none-flees')!;
    expect(Object.keys(entry).sort()).toEqual(['key', 'n', 'params', 'rule', 'source', 'step', 'text']);
    const fire = s.log.find((e) => e.key === 'fire.result')!;
    expect(Object.keys(fire).sort()).toEqual([
      'arithmetic',
      'dice',
      'key',
      'n',
      'params',
      'rule',
      'source',
      'step',
      'text',
    ]);
  });

  it('unnarrated: nothing is written while the log is silenced, and writing comes back after', () => {
    const s = atLeaderChoice();
    const d = { ...s, log: [...s.log] };
    const r = unnarrated(() => {
      say(d as never, { rule: 'x', key: 'trample.none' });
      return 7;
    });
    expect(r).toBe(7);
    expect(d.log).toHaveLength(s.log.length);
    say(d as never, { rule: 'x', key: 'trample.none' });
    expect(d.log).toHaveLength(s.log.length + 1);
    expect(d.log[d.log.length - 1]).toMatchObject({
      n: s.log.length + 1,
      rule: 'x',
      source: 'RLB',
      text: 'Recalled cavalry does not trample',
    });
  });

  it('unnarrated restores the log even when the function throws', () => {
    const s = atLeaderChoice();
    const d = { ...s, log: [...s.log] };
    expect(() =>
      unnarrated(() => {
        throw new Error('boom');
      }),
    ).toThrow('boom');
    say(d as never, { rule: 'x', key: 'trample.none' });
    expect(d.log).toHaveLength(s.log.length + 1);
  });
});
