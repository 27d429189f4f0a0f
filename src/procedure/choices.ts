import { produce } from './immer.ts';
import type { InStep } from './in-step.ts';
import { applyPath, runMoves } from './moves.ts';
import type { ChargeState } from './state.ts';
import { chooseLeader } from './step5-melee-roll.ts';

/** Whether `option` answers the pending choice (an index into its options). */
export function choiceFits(s: ChargeState, option: number): boolean {
  return (
    s.pending?.kind === 'choice' &&
    Number.isInteger(option) &&
    option >= 0 &&
    option < s.pending.options.length
  );
}

/**
 * Answers the pending choice with option number `option`; the step goes on from there (`inStep`: the
 * machine step, and the doctrines that answer their own choices).
 */
export function answerChoice(s: ChargeState, option: number, inStep: InStep): ChargeState {
  const p = s.pending;
  if (p?.kind !== 'choice') return s;
  switch (p.what) {
    case 'use-leader':
      return chooseLeader(s, option === 0);
    case 'retreat-path':
      return produce(s, (d) => {
        d.pending = null;
        applyPath(d, option);
        runMoves(d);
      });
    case 'advance-hex':
      return produce(s, (d) => {
        d.pending = null;
        d.advanceChoice = option;
      });
    case 'pursuit-target':
      return produce(s, (d) => {
        d.pending = null;
        d.pursuitTarget = p.options[option]!.id;
      });
    case 'flight-cause':
    case 'pursue-which':
    case 'hold-back':
    case 'flight-order':
    case 'pursuit-order':
      return inStep.doctrine.answerChoice(s, option);
    case 'trample':
      return produce(s, (d) => {
        d.pending = null;
        d.trampleChoice = p.options[option]!.id === 'none' ? -1 : option;
      });
    default:
      return s;
  }
}

/** Answers the pending choice with its documented default option (in the machine step of `inStep`). */
export function answerDefault(s: ChargeState, inStep: InStep): ChargeState {
  return s.pending?.kind === 'choice' ? answerChoice(s, s.pending.defaultOption, inStep) : s;
}
