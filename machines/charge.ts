import { and, assign, enqueueActions, type StateValueFrom, setup } from 'xstate';
import { type DiceSource, parseRoll, type RollInput, rollFrom } from '../src/dice/index.ts';
import * as D from '../src/doctrines/index.ts';
import type { Ruleset } from '../src/model/ruleset.ts';
import type { Scenario } from '../src/model/scenario.ts';
import * as P from '../src/procedure/index.ts';
import type { ChargeState } from '../src/procedure/state.ts';

/** What a charge starts from: the scenario, the ruleset and the dice source. */
export interface ChargeInput {
  readonly scenario: Scenario;
  readonly ruleset: Ruleset;
  readonly dice: DiceSource;
}

/**
 * The events a charge accepts: a roll typed or read off physical dice, a roll drawn from the charge's
 * own dice source (seeded or scripted), a choice, or the documented default choice.
 */
export type ChargeEvent =
  | { readonly type: 'ROLL'; readonly value: RollInput }
  | { readonly type: 'AUTO_ROLL' }
  | { readonly type: 'CHOOSE'; readonly option: number }
  | { readonly type: 'CHOOSE_DEFAULT' };

/**
 * The kinds of step, as XState tags of the states: `rolls` (the step asks dice of its own), `chooses`
 * (it asks a choice of its own). Any step that moves units may also ask a retreat path (13.2.4).
 */
export type StepTag = 'rolls' | 'chooses';

/** The value of a ROLL event as the pending request reads it (the event is guarded by rollFits). */
function rolled(s: ChargeState, e: ChargeEvent): number {
  if (e.type !== 'ROLL' || s.pending?.kind !== 'roll') return Number.NaN;
  const r = parseRoll(s.pending.dice, e.value);
  return r.ok ? r.value.value : Number.NaN;
}

/** The parameters of every action that calls into src/: the machine step (state path) it runs in. */
interface StepParams {
  readonly step: string;
}

/**
 * An action that makes one call into src/ in the machine step its parameters name: the call is given
 * that step and the doctrines the ruleset selects (P.InStep), and the log entries it writes are stamped
 * with the step. The charge state holds neither the step nor the doctrines.
 */
function call(
  f: (s: ChargeState, inStep: P.InStep & { readonly doctrine: D.Doctrines }, e: ChargeEvent) => ChargeState,
) {
  return assign<ChargeState, ChargeEvent, StepParams, ChargeEvent, never>(({ context, event }, { step }) =>
    P.stamped(context, f(context, { step, doctrine: D.doctrinesFor(context.ruleset) }, event), step),
  );
}

/** Actions of the charge machine that ask a step's next request after an answer. */
type AskNext =
  | 'askNextStandCheck'
  | 'askNextColumnShiftDie'
  | 'askNextDefensiveFire'
  | 'askNextMeleeRoll'
  | 'askNextAdvance'
  | 'askNextRecall'
  | 'askNextTrample'
  | 'askNextPursuitTarget'
  | 'askNextPursuitMelee'
  | 'askNextFlight'
  | 'askNextDoctrinePursuit';

/** Actions of the charge machine that read the roll a step asked for. */
type Resolve =
  | 'resolveStandCheck'
  | 'resolveColumnShiftDie'
  | 'resolveDefensiveFire'
  | 'resolveMeleeRoll'
  | 'resolveRecall'
  | 'resolvePursuitMelee'
  | 'resolveDoctrineRoll';

/** An action of the machine run in step `step` (its parameters). */
function inStep<T extends string>(type: T, step: string) {
  return { type, params: { step } };
}

/**
 * The answers of a step that waits only for the choice of a retreat path (13.2.4, its moves): the
 * choice or the default choice, nothing asked after.
 */
function retreatPaths(step: string) {
  return {
    CHOOSE: { guard: 'choiceFits' as const, actions: [inStep('answerChoice', step)] },
    CHOOSE_DEFAULT: { guard: 'choicePending' as const, actions: [inStep('answerDefaultChoice', step)] },
  };
}

/**
 * The answer of a step that only rolls and moves no unit (so no retreat path is ever asked in it): the
 * roll it asked for (read by `resolve`), then the step's next request (`next`) while nothing else
 * waits. The machine is the one place that knows which step is being answered.
 */
function rolls(step: string, next: AskNext, resolve: Resolve) {
  return { ROLL: { guard: 'rollFits' as const, actions: [inStep(resolve, step), inStep(next, step)] } };
}

/**
 * The answers of a step that may also wait for a choice (its own, a retreat path, a doctrine's): the
 * roll it asked for, if it rolls, a choice or the default choice; after each, its next request.
 */
function answers(step: string, next: AskNext, resolve?: Resolve) {
  return {
    ...(resolve ? rolls(step, next, resolve) : {}),
    CHOOSE: { guard: 'choiceFits' as const, actions: [inStep('answerChoice', step), inStep(next, step)] },
    CHOOSE_DEFAULT: {
      guard: 'choicePending' as const,
      actions: [inStep('answerDefaultChoice', step), inStep(next, step)],
    },
  };
}

/**
 * What the flight states share (the flight doctrine of the ruleset, seeds 002 and 001), one for each
 * step whose routs become flights (the targets of the stand check, the units the melee result routed,
 * the routed targets that retreat): it asks what the flights still need (causes, pursuit declarations,
 * the order, rolls) and makes them; the way back to its caller is its own `always`.
 */
function flightFor(step: string, title: string) {
  return {
    meta: { rule: '002 / 001', title },
    tags: ['rolls' as const, 'chooses' as const],
    entry: inStep('askFlight', step),
    on: answers(step, 'askNextFlight', 'resolveDoctrineRoll'),
  };
}

/**
 * The cavalry charge melee procedure of seed 003 (against infantry and artillery, steps 1-8; against
 * cavalry; against routed units), with recall and pursuit, and the flight and pursuit of a doctrine.
 * Every guard and action is one call into src/; the machine only sequences the steps, and passes each
 * call its step and the doctrines of the ruleset. Tags mark what a step asks (StepTag).
 */
export const chargeMachine = setup({
  types: {
    context: {} as ChargeState,
    events: {} as ChargeEvent,
    input: {} as ChargeInput,
    tags: {} as StepTag,
  },
  guards: {
    rollFits: ({ context, event }) => !Number.isNaN(rolled(context, event)),
    diceSourceCanRoll: ({ context }) =>
      context.pending?.kind === 'roll' && rollFrom(context.dice, context.pending).ok,
    choiceFits: ({ context, event }) => event.type === 'CHOOSE' && P.choiceFits(context, event.option),
    choicePending: ({ context }) => context.pending?.kind === 'choice',
    stepComplete: ({ context }) => P.stepComplete(context),
    targetIsRouted: ({ context }) => context.procedure === 'against-routed',
    targetIsCavalry: ({ context }) => context.procedure === 'against-cavalry',
    noTargetLeft: ({ context }) => P.noTargetLeft(context),
    everyTargetRoutedOrEliminated: ({ context }) => P.everyTargetRoutedOrGone(context),
    everyChargerEliminated: ({ context }) => P.everyChargerEliminated(context),
    meleeSendsToAdvance: ({ context }) => P.meleeSendsToAdvance(context),
    procedureHasPursuit: ({ context }) => context.procedure !== 'against-cavalry',
    pursuitApplies: ({ context }) => P.pursuitApplies(context),
    recalled: ({ context }) => P.recalled(context),
    pursuitMeleeDue: ({ context }) => P.pursuitMeleeDue(context),
    flightsWaiting: ({ context }) => D.flightsWaiting(context),
    flightsMade: ({ context }) => D.flightsMade(context),
    doctrinePursuitDue: ({ context }) => D.doctrinePursuitDue(context),
    doctrinePursuitDone: ({ context }) => D.doctrinePursuitDone(context),
    pursuitDoctrineIsLaBataille: ({ context }) => D.doctrinesFor(context.ruleset).pursuit.recallAndPursuit,
  },
  actions: {
    drawFromDiceSource: enqueueActions(({ context, enqueue }) => {
      if (context.pending?.kind !== 'roll') return;
      const drawn = rollFrom(context.dice, context.pending);
      if (!drawn.ok) return;
      enqueue.assign({ dice: drawn.value.source });
      enqueue.raise({ type: 'ROLL', value: drawn.value.roll.value as RollInput }); // drawn for the request's dice
    }),
    answerChoice: call((s, at, e) => P.answerChoice(s, e.type === 'CHOOSE' ? e.option : -1, at)),
    answerDefaultChoice: call((s, at) => P.answerDefault(s, at)),
    unsuppliedArtilleryFlees: call((s) => P.unsuppliedArtilleryFlees(s)),
    askStandCheck: call((s) => P.askStandCheck(s)),
    resolveStandCheck: call((s, at, e) => P.resolveStandCheck(s, rolled(s, e), at)),
    askColumnShiftDie: call((s) => P.askColumnShiftDie(s)),
    resolveColumnShiftDie: call((s, _, e) => P.resolveColumnShiftDie(s, rolled(s, e))),
    askDefensiveFire: call((s) => P.askDefensiveFire(s)),
    resolveDefensiveFire: call((s, _, e) => P.resolveDefensiveFire(s, rolled(s, e))),
    computeMeleeOdds: call((s) => P.computeMeleeOdds(s)),
    askMeleeRoll: call((s) => P.askMeleeRoll(s)),
    resolveMeleeRoll: call((s, at, e) => P.resolveMeleeRoll(s, rolled(s, e), at)),
    routedTargetRetreats: call((s, at) => P.routedTargetRetreats(s, at)),
    askAdvance: call((s, at) => P.askAdvance(s, at.doctrine)),
    advanceAfterCharge: call((s, at) => P.advanceAfterCharge(s, at.doctrine)),
    askRecall: call((s) => P.askRecall(s)),
    resolveRecall: call((s, _, e) => P.resolveRecall(s, rolled(s, e))),
    askTrample: call((s) => P.askTrample(s)),
    trample: call((s) => P.trample(s)),
    askPursuitTarget: call((s) => P.askPursuitTarget(s)),
    pursue: call((s, at) => P.pursue(s, at)),
    askPursuitMelee: call((s) => P.askPursuitMelee(s)),
    resolvePursuitMelee: call((s, at, e) => P.resolvePursuitMelee(s, rolled(s, e), at)),
    routedInPlace: call((s) => P.routedInPlace(s)),
    reform: call((s) => P.reform(s)),
    endCharge: call((s) => P.endCharge(s, P.describeEnding(s))),
    askFlight: call((s, at) => D.askFlight(s, at.doctrine)),
    askDoctrinePursuit: call((s, at) => D.askDoctrinePursuit(s, at.doctrine)),
    resolveDoctrineRoll: call((s, _, e) => D.resolveDoctrineRoll(s, rolled(s, e))),
    // After an answer, the step the machine is in asks its next request (while nothing else waits).
    askNextStandCheck: call((s) => P.askNext(s, P.askStandCheck)),
    askNextColumnShiftDie: call((s) => P.askNext(s, P.askColumnShiftDie)),
    askNextDefensiveFire: call((s) => P.askNext(s, P.askDefensiveFire)),
    askNextMeleeRoll: call((s) => P.askNext(s, P.askMeleeRoll)),
    askNextAdvance: call((s, at) => P.askNext(s, (x) => P.askAdvance(x, at.doctrine))),
    askNextRecall: call((s) => P.askNext(s, P.askRecall)),
    askNextTrample: call((s) => P.askNext(s, P.askTrample)),
    askNextPursuitTarget: call((s) => P.askNext(s, P.askPursuitTarget)),
    askNextPursuitMelee: call((s) => P.askNext(s, P.askPursuitMelee)),
    askNextFlight: call((s, at) => P.askNext(s, (x) => D.askFlight(x, at.doctrine))),
    askNextDoctrinePursuit: call((s, at) => P.askNext(s, (x) => D.askDoctrinePursuit(x, at.doctrine))),
  },
}).createMachine({
  id: 'charge',
  context: ({ input }) => P.startCharge(input.scenario, input.ruleset, input.dice),
  initial: 'declared',
  on: {
    AUTO_ROLL: { guard: 'diceSourceCanRoll', actions: 'drawFromDiceSource' },
  },
  states: {
    declared: {
      meta: { rule: '19.1.1', title: 'The charging cavalry reaches its target' },
      always: [
        { guard: 'targetIsRouted', target: 'routedTargetRetreats' },
        { guard: 'targetIsCavalry', target: 'meleeOdds' },
        { target: 'unsuppliedArtilleryFlees' },
      ],
    },
    unsuppliedArtilleryFlees: {
      meta: { rule: '18.10.3', title: 'Step 1: unsupplied artillery flees' },
      entry: inStep('unsuppliedArtilleryFlees', 'unsuppliedArtilleryFlees'),
      always: [{ guard: 'noTargetLeft', target: 'advanceAfterCharge' }, { target: 'standCheck' }],
    },
    standCheck: {
      meta: { rule: '19.6', title: 'Step 2: stand check' },
      tags: ['rolls'],
      entry: inStep('askStandCheck', 'standCheck'),
      on: answers('standCheck', 'askNextStandCheck', 'resolveStandCheck'),
      always: [
        { guard: and(['stepComplete', 'flightsWaiting']), target: 'flightAfterStandCheck' },
        { guard: 'stepComplete', target: 'standCheckDecided' },
      ],
    },
    standCheckDecided: {
      meta: { rule: '19.6', title: 'Step 2: did every target rout?' },
      always: [
        { guard: 'everyTargetRoutedOrEliminated', target: 'advanceAfterCharge' },
        { target: 'columnShiftDie' },
      ],
    },
    columnShiftDie: {
      meta: { rule: '19.6', title: 'Step 2: column-shift die' },
      tags: ['rolls'],
      entry: inStep('askColumnShiftDie', 'columnShiftDie'),
      on: rolls('columnShiftDie', 'askNextColumnShiftDie', 'resolveColumnShiftDie'),
      always: { guard: 'stepComplete', target: 'defensiveFire' },
    },
    defensiveFire: {
      meta: { rule: 'step 3', title: 'Step 3: defensive fire' },
      tags: ['rolls'],
      entry: inStep('askDefensiveFire', 'defensiveFire'),
      on: rolls('defensiveFire', 'askNextDefensiveFire', 'resolveDefensiveFire'),
      always: [
        { guard: and(['stepComplete', 'everyChargerEliminated']), target: 'ended' },
        { guard: 'stepComplete', target: 'meleeOdds' },
      ],
    },
    meleeOdds: {
      meta: { rule: '19.9', title: 'Step 4: melee odds' },
      entry: inStep('computeMeleeOdds', 'meleeOdds'),
      always: 'meleeRoll',
    },
    meleeRoll: {
      meta: { rule: 'step 5', title: 'Step 5: melee roll and result' },
      tags: ['rolls', 'chooses'],
      entry: inStep('askMeleeRoll', 'meleeRoll'),
      on: answers('meleeRoll', 'askNextMeleeRoll', 'resolveMeleeRoll'),
      always: [
        { guard: and(['stepComplete', 'flightsWaiting']), target: 'flightAfterMelee' },
        { guard: and(['stepComplete', 'meleeSendsToAdvance']), target: 'advanceAfterCharge' },
        { guard: 'stepComplete', target: 'reform' },
      ],
    },
    routedTargetRetreats: {
      meta: { rule: '10.5', title: 'Against routed units, step 1: the routed unit retreats' },
      entry: inStep('routedTargetRetreats', 'routedTargetRetreats'),
      on: retreatPaths('routedTargetRetreats'),
      always: [
        { guard: and(['stepComplete', 'flightsWaiting']), target: 'flightAfterRoutedRetreat' },
        { guard: 'stepComplete', target: 'advanceAfterCharge' },
      ],
    },
    // One flight state for each step whose routs become flights: each goes back to its caller's way on.
    flightAfterStandCheck: {
      ...flightFor('flightAfterStandCheck', 'Flight of the targets that failed the stand check'),
      always: { guard: and(['stepComplete', 'flightsMade']), target: 'standCheckDecided' },
    },
    flightAfterMelee: {
      ...flightFor('flightAfterMelee', 'Flight of the units the melee result broke'),
      always: [
        { guard: and(['stepComplete', 'flightsMade', 'meleeSendsToAdvance']), target: 'advanceAfterCharge' },
        {
          // the charging units fled (an attacker result): the defenders who won pursue, then reform
          guard: and(['stepComplete', 'flightsMade', 'doctrinePursuitDue']),
          target: 'doctrinePursuit',
        },
        { guard: and(['stepComplete', 'flightsMade']), target: 'reform' },
      ],
    },
    flightAfterRoutedRetreat: {
      ...flightFor('flightAfterRoutedRetreat', 'Flight of the routed targets that retreat'),
      always: { guard: and(['stepComplete', 'flightsMade']), target: 'advanceAfterCharge' },
    },
    advanceAfterCharge: {
      meta: { rule: '19.10', title: 'Step 6: advance after the charge' },
      tags: ['chooses'],
      entry: inStep('askAdvance', 'advanceAfterCharge'),
      on: answers('advanceAfterCharge', 'askNextAdvance'),
      always: {
        guard: 'stepComplete',
        actions: inStep('advanceAfterCharge', 'advanceAfterCharge'),
        target: 'afterAdvance',
      },
    },
    afterAdvance: {
      meta: { rule: '19.11', title: 'Is there a pursuit?' },
      always: [
        { guard: 'doctrinePursuitDue', target: 'doctrinePursuit' },
        {
          guard: and(['pursuitDoctrineIsLaBataille', 'procedureHasPursuit', 'pursuitApplies']),
          target: 'pursuit',
        },
        { target: 'reform' },
      ],
    },
    doctrinePursuit: {
      meta: { rule: '000 / 001', title: 'Pursuit (pursuit doctrine of the ruleset)' },
      tags: ['rolls'],
      entry: inStep('askDoctrinePursuit', 'doctrinePursuit'),
      on: rolls('doctrinePursuit', 'askNextDoctrinePursuit', 'resolveDoctrineRoll'),
      always: { guard: and(['stepComplete', 'doctrinePursuitDone']), target: 'reform' },
    },
    pursuit: {
      meta: { rule: '19.11', title: 'Step 7: recall and pursuit' },
      initial: 'recall',
      states: {
        recall: {
          meta: { rule: '19.8', title: 'Recall roll' },
          tags: ['rolls'],
          entry: inStep('askRecall', 'pursuit.recall'),
          on: rolls('pursuit.recall', 'askNextRecall', 'resolveRecall'),
          always: [
            { guard: and(['stepComplete', 'recalled']), target: 'trample' },
            { guard: 'stepComplete', target: 'pursuitTarget' },
          ],
        },
        trample: {
          meta: { rule: '19.8', title: 'Recalled: trample routed units' },
          tags: ['chooses'],
          entry: inStep('askTrample', 'pursuit.trample'),
          on: answers('pursuit.trample', 'askNextTrample'),
          always: {
            guard: 'stepComplete',
            actions: inStep('trample', 'pursuit.trample'),
            target: '#charge.reform',
          },
        },
        pursuitTarget: {
          meta: { rule: '19.11', title: 'Not recalled: follow the unit in retreat' },
          tags: ['chooses'],
          entry: inStep('askPursuitTarget', 'pursuit.pursuitTarget'),
          on: answers('pursuit.pursuitTarget', 'askNextPursuitTarget'),
          always: {
            guard: 'stepComplete',
            actions: inStep('pursue', 'pursuit.pursuitTarget'),
            target: 'contact',
          },
        },
        contact: {
          meta: { rule: '19.11', title: 'What the pursuit touched' },
          on: retreatPaths('pursuit.contact'),
          always: [
            { guard: and(['stepComplete', 'pursuitMeleeDue']), target: 'pursuitMelee' },
            { guard: 'stepComplete', target: 'routedInPlace' },
          ],
        },
        pursuitMelee: {
          meta: { rule: '19.11', title: 'Melee with the first enemy touched, at x1/2' },
          tags: ['rolls'],
          entry: inStep('askPursuitMelee', 'pursuit.pursuitMelee'),
          on: answers('pursuit.pursuitMelee', 'askNextPursuitMelee', 'resolvePursuitMelee'),
          always: { guard: 'stepComplete', target: 'routedInPlace' },
        },
        routedInPlace: {
          meta: { rule: '19.11', title: 'The pursuers are routed in place' },
          entry: inStep('routedInPlace', 'pursuit.routedInPlace'),
          always: '#charge.reform',
        },
      },
    },
    reform: {
      meta: { rule: '19.1.1', title: 'Step 8: back to step 5 of the charge procedure, cavalry reform' },
      entry: inStep('reform', 'reform'),
      always: 'ended',
    },
    ended: {
      meta: { rule: '19.1.1', title: 'The charge is over' },
      type: 'final',
      entry: inStep('endCharge', 'ended'),
    },
  },
});

/** The machine's type, for hosts that hold actors of it. */
export type ChargeMachine = typeof chargeMachine;

/** The dotted path of a state value: "standCheck", { pursuit: "recall" } is "pursuit.recall". */
type PathOf<V> = V extends string
  ? V
  : { [K in keyof V & string]: `${K}.${PathOf<NonNullable<V[K]>>}` }[keyof V & string];

/**
 * The name of every step of the charge machine: its state paths, as `session.step` gives them and as
 * log entries name the step that wrote them ("standCheck", "flightAfterMelee", "pursuit.recall").
 */
export type StepName = PathOf<StateValueFrom<ChargeMachine>>;
