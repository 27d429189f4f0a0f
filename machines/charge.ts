import { and, assign, enqueueActions, setup } from 'xstate';
import { type DiceSource, parseRoll, type RollInput, rollFrom } from '../src/dice/index.ts';
import * as D from '../src/doctrines/index.ts';
import type { Ruleset } from '../src/model/ruleset.ts';
import type { Scenario } from '../src/model/scenario.ts';
import { englishText } from '../src/narration/english.ts';
import * as P from '../src/procedure/index.ts';
import type { ChargeState } from '../src/procedure/state.ts';

// The log of a charge is written in English by src/narration: the procedure records keys and parameters.
P.useNarrator(englishText);
// The flight and pursuit doctrines plug into the procedure from above: src/procedure does not import them.
P.useDoctrine(D.DOCTRINES);

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

/** The value of a ROLL event as the pending request reads it (the event is guarded by rollFits). */
function rolled(s: ChargeState, e: ChargeEvent): number {
  if (e.type !== 'ROLL' || s.pending?.kind !== 'roll') return Number.NaN;
  const r = parseRoll(s.pending.dice, e.value);
  return r.ok ? r.value.value : Number.NaN;
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

/**
 * The answer a step that only rolls takes: the roll it asked for (read by `resolve`), then the step's
 * next request (`next`) while nothing else waits. The machine is the one place that knows which step
 * is being answered.
 */
function rolls(next: AskNext, resolve: Resolve) {
  return { ROLL: { guard: 'rollFits' as const, actions: [resolve, next] } };
}

/**
 * The answers a step that may also wait for a choice takes (its own, a retreat path, a doctrine's):
 * the roll it asked for, if it rolls, a choice or the default choice; after each, its next request.
 */
function answers(next: AskNext, resolve?: Resolve) {
  return {
    ...(resolve ? rolls(next, resolve) : {}),
    CHOOSE: { guard: 'choiceFits' as const, actions: ['answerChoice' as const, next] },
    CHOOSE_DEFAULT: { guard: 'choicePending' as const, actions: ['answerDefaultChoice' as const, next] },
  };
}

/**
 * The cavalry charge melee procedure of seed 003 (against infantry and artillery, steps 1-8; against
 * cavalry; against routed units), with recall and pursuit. Every guard and action is one call into
 * src/procedure; the machine only sequences the steps.
 */
export const chargeMachine = setup({
  types: {
    context: {} as ChargeState,
    events: {} as ChargeEvent,
    input: {} as ChargeInput,
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
    resumeAt: ({ context }, params: { step: string }) => context.doctrine?.resume === params.step,
    doctrinePursuitDue: ({ context }) => D.doctrinePursuitDue(context),
    doctrinePursuitDone: ({ context }) => D.doctrinePursuitDone(context),
    pursuitDoctrineIsLaBataille: ({ context }) => context.ruleset.settings.doctrine.pursuit === 'la-bataille',
  },
  actions: {
    drawFromDiceSource: enqueueActions(({ context, enqueue }) => {
      if (context.pending?.kind !== 'roll') return;
      const drawn = rollFrom(context.dice, context.pending);
      if (!drawn.ok) return;
      enqueue.assign({ dice: drawn.value.source });
      enqueue.raise({ type: 'ROLL', value: drawn.value.roll.value as RollInput }); // drawn for the request's dice
    }),
    answerChoice: assign(({ context, event }) =>
      P.answerChoice(context, event.type === 'CHOOSE' ? event.option : -1),
    ),
    answerDefaultChoice: assign(({ context }) => P.answerDefault(context)),
    unsuppliedArtilleryFlees: assign(({ context }) => P.unsuppliedArtilleryFlees(context)),
    askStandCheck: assign(({ context }) => P.askStandCheck(context)),
    resolveStandCheck: assign(({ context, event }) => P.resolveStandCheck(context, rolled(context, event))),
    askColumnShiftDie: assign(({ context }) => P.askColumnShiftDie(context)),
    resolveColumnShiftDie: assign(({ context, event }) =>
      P.resolveColumnShiftDie(context, rolled(context, event)),
    ),
    askDefensiveFire: assign(({ context }) => P.askDefensiveFire(context)),
    resolveDefensiveFire: assign(({ context, event }) =>
      P.resolveDefensiveFire(context, rolled(context, event)),
    ),
    computeMeleeOdds: assign(({ context }) => P.computeMeleeOdds(context)),
    askMeleeRoll: assign(({ context }) => P.askMeleeRoll(context)),
    resolveMeleeRoll: assign(({ context, event }) => P.resolveMeleeRoll(context, rolled(context, event))),
    routedTargetRetreats: assign(({ context }) => P.routedTargetRetreats(context)),
    askAdvance: assign(({ context }) => P.askAdvance(context)),
    advanceAfterCharge: assign(({ context }) => P.advanceAfterCharge(context)),
    askRecall: assign(({ context }) => P.askRecall(context)),
    resolveRecall: assign(({ context, event }) => P.resolveRecall(context, rolled(context, event))),
    askTrample: assign(({ context }) => P.askTrample(context)),
    trample: assign(({ context }) => P.trample(context)),
    askPursuitTarget: assign(({ context }) => P.askPursuitTarget(context)),
    pursue: assign(({ context }) => P.pursue(context)),
    askPursuitMelee: assign(({ context }) => P.askPursuitMelee(context)),
    resolvePursuitMelee: assign(({ context, event }) =>
      P.resolvePursuitMelee(context, rolled(context, event)),
    ),
    routedInPlace: assign(({ context }) => P.routedInPlace(context)),
    reform: assign(({ context }) => P.reform(context)),
    endCharge: assign(({ context }) => P.endCharge(context, P.describeEnding(context))),
    askFlight: assign(({ context }) => D.askFlight(context)),
    askDoctrinePursuit: assign(({ context }) => D.askDoctrinePursuit(context)),
    resolveDoctrineRoll: assign(({ context, event }) =>
      D.resolveDoctrineRoll(context, rolled(context, event)),
    ),
    // After an answer, the step the machine is in asks its next request (while nothing else waits).
    askNextStandCheck: assign(({ context }) => P.askNext(context, P.askStandCheck)),
    askNextColumnShiftDie: assign(({ context }) => P.askNext(context, P.askColumnShiftDie)),
    askNextDefensiveFire: assign(({ context }) => P.askNext(context, P.askDefensiveFire)),
    askNextMeleeRoll: assign(({ context }) => P.askNext(context, P.askMeleeRoll)),
    askNextAdvance: assign(({ context }) => P.askNext(context, P.askAdvance)),
    askNextRecall: assign(({ context }) => P.askNext(context, P.askRecall)),
    askNextTrample: assign(({ context }) => P.askNext(context, P.askTrample)),
    askNextPursuitTarget: assign(({ context }) => P.askNext(context, P.askPursuitTarget)),
    askNextPursuitMelee: assign(({ context }) => P.askNext(context, P.askPursuitMelee)),
    askNextFlight: assign(({ context }) => P.askNext(context, D.askFlight)),
    askNextDoctrinePursuit: assign(({ context }) => P.askNext(context, D.askDoctrinePursuit)),
  },
}).createMachine({
  id: 'charge',
  context: ({ input }) => P.startCharge(input.scenario, input.ruleset, input.dice),
  initial: 'declared',
  on: {
    AUTO_ROLL: { guard: 'diceSourceCanRoll', actions: 'drawFromDiceSource' },
    CHOOSE: { guard: 'choiceFits', actions: 'answerChoice' },
    CHOOSE_DEFAULT: { guard: 'choicePending', actions: 'answerDefaultChoice' },
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
      entry: 'unsuppliedArtilleryFlees',
      always: [{ guard: 'noTargetLeft', target: 'advanceAfterCharge' }, { target: 'standCheck' }],
    },
    standCheck: {
      meta: { rule: '19.6', title: 'Step 2: stand check' },
      entry: 'askStandCheck',
      on: answers('askNextStandCheck', 'resolveStandCheck'),
      always: [
        { guard: and(['stepComplete', 'flightsWaiting']), target: 'flight' },
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
      entry: 'askColumnShiftDie',
      on: rolls('askNextColumnShiftDie', 'resolveColumnShiftDie'),
      always: { guard: 'stepComplete', target: 'defensiveFire' },
    },
    defensiveFire: {
      meta: { rule: 'step 3', title: 'Step 3: defensive fire' },
      entry: 'askDefensiveFire',
      on: rolls('askNextDefensiveFire', 'resolveDefensiveFire'),
      always: [
        { guard: and(['stepComplete', 'everyChargerEliminated']), target: 'ended' },
        { guard: 'stepComplete', target: 'meleeOdds' },
      ],
    },
    meleeOdds: {
      meta: { rule: '19.9', title: 'Step 4: melee odds' },
      entry: 'computeMeleeOdds',
      always: 'meleeRoll',
    },
    meleeRoll: {
      meta: { rule: 'step 5', title: 'Step 5: melee roll and result' },
      entry: 'askMeleeRoll',
      on: answers('askNextMeleeRoll', 'resolveMeleeRoll'),
      always: [
        { guard: and(['stepComplete', 'flightsWaiting']), target: 'flight' },
        { guard: and(['stepComplete', 'meleeSendsToAdvance']), target: 'advanceAfterCharge' },
        { guard: 'stepComplete', target: 'reform' },
      ],
    },
    routedTargetRetreats: {
      meta: { rule: '10.5', title: 'Against routed units, step 1: the routed unit retreats' },
      entry: 'routedTargetRetreats',
      always: [
        { guard: and(['stepComplete', 'flightsWaiting']), target: 'flight' },
        { guard: 'stepComplete', target: 'advanceAfterCharge' },
      ],
    },
    flight: {
      meta: { rule: '002 / 001', title: 'Flight of the broken units (flight doctrine of the ruleset)' },
      entry: 'askFlight',
      on: answers('askNextFlight', 'resolveDoctrineRoll'),
      always: [
        {
          guard: and(['stepComplete', 'flightsMade', { type: 'resumeAt', params: { step: 'standCheck' } }]),
          target: 'standCheckDecided',
        },
        {
          guard: and([
            'stepComplete',
            'flightsMade',
            { type: 'resumeAt', params: { step: 'meleeRoll' } },
            'meleeSendsToAdvance',
          ]),
          target: 'advanceAfterCharge',
        },
        {
          // the charging units fled (an attacker result): the defenders who won pursue, then reform
          guard: and([
            'stepComplete',
            'flightsMade',
            { type: 'resumeAt', params: { step: 'meleeRoll' } },
            'doctrinePursuitDue',
          ]),
          target: 'doctrinePursuit',
        },
        {
          guard: and(['stepComplete', 'flightsMade', { type: 'resumeAt', params: { step: 'meleeRoll' } }]),
          target: 'reform',
        },
        { guard: and(['stepComplete', 'flightsMade']), target: 'advanceAfterCharge' },
      ],
    },
    advanceAfterCharge: {
      meta: { rule: '19.10', title: 'Step 6: advance after the charge' },
      entry: 'askAdvance',
      on: answers('askNextAdvance'),
      always: { guard: 'stepComplete', actions: 'advanceAfterCharge', target: 'afterAdvance' },
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
      entry: 'askDoctrinePursuit',
      on: rolls('askNextDoctrinePursuit', 'resolveDoctrineRoll'),
      always: { guard: and(['stepComplete', 'doctrinePursuitDone']), target: 'reform' },
    },
    pursuit: {
      meta: { rule: '19.11', title: 'Step 7: recall and pursuit' },
      initial: 'recall',
      states: {
        recall: {
          meta: { rule: '19.8', title: 'Recall roll' },
          entry: 'askRecall',
          on: rolls('askNextRecall', 'resolveRecall'),
          always: [
            { guard: and(['stepComplete', 'recalled']), target: 'trample' },
            { guard: 'stepComplete', target: 'pursuitTarget' },
          ],
        },
        trample: {
          meta: { rule: '19.8', title: 'Recalled: trample routed units' },
          entry: 'askTrample',
          on: answers('askNextTrample'),
          always: { guard: 'stepComplete', actions: 'trample', target: '#charge.reform' },
        },
        pursuitTarget: {
          meta: { rule: '19.11', title: 'Not recalled: follow the unit in retreat' },
          entry: 'askPursuitTarget',
          on: answers('askNextPursuitTarget'),
          always: { guard: 'stepComplete', actions: 'pursue', target: 'contact' },
        },
        contact: {
          meta: { rule: '19.11', title: 'What the pursuit touched' },
          always: [
            { guard: and(['stepComplete', 'pursuitMeleeDue']), target: 'pursuitMelee' },
            { guard: 'stepComplete', target: 'routedInPlace' },
          ],
        },
        pursuitMelee: {
          meta: { rule: '19.11', title: 'Melee with the first enemy touched, at x1/2' },
          entry: 'askPursuitMelee',
          on: answers('askNextPursuitMelee', 'resolvePursuitMelee'),
          always: { guard: 'stepComplete', target: 'routedInPlace' },
        },
        routedInPlace: {
          meta: { rule: '19.11', title: 'The pursuers are routed in place' },
          entry: 'routedInPlace',
          always: '#charge.reform',
        },
      },
    },
    reform: {
      meta: { rule: '19.1.1', title: 'Step 8: back to step 5 of the charge procedure, cavalry reform' },
      entry: 'reform',
      always: 'ended',
    },
    ended: {
      meta: { rule: '19.1.1', title: 'The charge is over' },
      type: 'final',
      entry: 'endCharge',
    },
  },
});

/** The machine's type, for hosts that hold actors of it. */
export type ChargeMachine = typeof chargeMachine;
