// One sequencer: the machine. Every action that calls into src/ is told the step it runs in (its
// parameters), and that step is the state it is written in, so the log names the machine's own steps;
// the tags say what each step asks, and the invariants read them.

import { describe, expect, it } from 'vitest';
import type { AnyStateNode } from 'xstate';
import { chargeMachine, type StepName } from '../../machines/charge.ts';
import { procedureSteps } from '../../machines/diagram.ts';
import { ChargeSession } from '../../machines/session.ts';
import { scriptSource } from '../../src/dice/index.ts';
import { load, play } from '../support/charges.ts';

interface Written {
  readonly state: string;
  readonly action: string;
  readonly step: unknown;
}

/** Every action of every state (entry, event and eventless transitions) with the step it is given. */
function actionsByState(): Written[] {
  const out: Written[] = [];
  const walk = (n: AnyStateNode): void => {
    const state = n.path.join('.');
    const add = (actions: readonly unknown[]) => {
      for (const a of actions) {
        if (typeof a === 'string') out.push({ state, action: a, step: undefined });
        else {
          const { type, params } = a as { type: string; params?: { step?: unknown } };
          out.push({ state, action: type, step: params?.step });
        }
      }
    };
    add(n.entry as readonly unknown[]);
    for (const list of n.transitions.values()) for (const t of list) add(t.actions as readonly unknown[]);
    for (const t of n.always ?? []) add(t.actions as readonly unknown[]);
    for (const c of Object.values(n.states)) walk(c as AnyStateNode);
  };
  walk(chargeMachine.root as AnyStateNode);
  return out;
}

describe('the machine passes each call its step', () => {
  it('every action but the dice draw names the state it is written in', () => {
    const all = actionsByState();
    expect(all.length).toBeGreaterThan(60);
    const drawn = all.filter((a) => a.action === 'drawFromDiceSource');
    expect(drawn).toEqual([{ state: '', action: 'drawFromDiceSource', step: undefined }]);
    const wrong = all.filter((a) => a.action !== 'drawFromDiceSource' && a.step !== a.state);
    expect(wrong).toEqual([]);
  });

  it('the log of a played charge names only the machine steps that wrote it', () => {
    const paths = new Set(procedureSteps().map((s) => s.path));
    for (const file of [
      '01-reference-charge.json',
      '11-recall-trample.json',
      '31-flight-6e-pursuit-new-charge.json',
    ]) {
      const s = play(file);
      const steps = [...new Set(s.state.log.map((e) => e.step))];
      expect(
        steps.filter((x) => !paths.has(x)),
        file,
      ).toEqual([]);
    }
    const ref = play('01-reference-charge.json').state.log.map((e) => e.step);
    expect([...new Set(ref)]).toEqual([
      'unsuppliedArtilleryFlees',
      'standCheck',
      'columnShiftDie',
      'defensiveFire',
      'meleeOdds',
      'meleeRoll',
      'advanceAfterCharge',
      'pursuit.recall',
      'pursuit.pursuitTarget',
      'pursuit.pursuitMelee',
      'pursuit.routedInPlace',
      'reform',
      'ended',
    ] satisfies StepName[]);
  });
});

describe('the kinds of step (tags)', () => {
  it('the steps that roll and those that choose, from the machine definition', () => {
    const tagged = (tag: string) =>
      procedureSteps()
        .filter((s) => s.tags.includes(tag))
        .map((s) => s.path);
    expect(tagged('rolls')).toEqual([
      'standCheck',
      'columnShiftDie',
      'defensiveFire',
      'meleeRoll',
      'flightAfterStandCheck',
      'flightAfterMelee',
      'flightAfterRoutedRetreat',
      'doctrinePursuit',
      'pursuit.recall',
      'pursuit.pursuitMelee',
    ]);
    expect(tagged('chooses')).toEqual([
      'meleeRoll',
      'flightAfterStandCheck',
      'flightAfterMelee',
      'flightAfterRoutedRetreat',
      'advanceAfterCharge',
      'pursuit.trample',
      'pursuit.pursuitTarget',
    ]);
  });

  it('a session says the kinds of the step it waits in', () => {
    const s = new ChargeSession({ ...load('01-reference-charge.json'), dice: scriptSource([]) });
    expect([s.step, s.tags]).toEqual(['standCheck', ['rolls']]);
  });
});
