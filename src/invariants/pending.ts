import type { ChoiceRequest } from '../procedure/state.ts';
import type { InvariantSource } from './source.ts';
import { type BoardViolation, violation } from './violation.ts';

/** The steps that ask for dice (the state's `step` names them as the procedure does). */
const ROLL_STEPS: readonly string[] = [
  'standCheck',
  'columnShiftDie',
  'defensiveFire',
  'meleeRoll',
  'recall',
  'pursuitMelee',
  'flight',
  'doctrinePursuit',
];

const DOCTRINE_STEPS: readonly string[] = ['flight', 'doctrinePursuit'];

/** The steps each kind of decision is asked in; a retreat path may be asked wherever a move is made. */
const CHOICE_STEPS: Readonly<Record<ChoiceRequest['what'], readonly string[] | 'any'>> = {
  'retreat-path': 'any',
  'advance-hex': ['advanceAfterCharge'],
  'use-leader': ['meleeRoll'],
  trample: ['trample'],
  'pursuit-target': ['pursuit'],
  'flight-cause': DOCTRINE_STEPS,
  'pursue-which': DOCTRINE_STEPS,
  'hold-back': DOCTRINE_STEPS,
  'flight-order': DOCTRINE_STEPS,
  'pursuit-order': DOCTRINE_STEPS,
};

/**
 * The request and the step agree, for a charge at rest between events: a charge that has not ended
 * waits for a roll or a choice of its step (a choice has options and a default among them; a
 * retreat-path choice offers the paths of the move at the head of the queue); a charge that has ended
 * waits for nothing, with no move queued and no flight left to make.
 */
export function pendingViolations(
  s: Pick<InvariantSource, 'pending' | 'moves' | 'step' | 'ending' | 'doctrine'>,
): BoardViolation[] {
  const out: BoardViolation[] = [];
  const p = s.pending;
  const ended = s.ending !== undefined || s.step === 'ended';
  if (ended) {
    if (s.ending === undefined || s.step !== 'ended')
      out.push(
        violation('state/ended', `step ${s.step} with ending ${String(s.ending)}: the two disagree`, []),
      );
    if (p !== null)
      out.push(
        violation('state/ended', `the charge has ended yet waits for ${p.kind} ${p.id} (${p.what})`, []),
      );
    if (s.moves.length > 0)
      out.push(
        violation(
          'state/ended',
          `the charge has ended with ${s.moves.length} move(s) still queued (${s.moves.map((m) => m.units.join('+')).join(', ')})`,
          s.moves.flatMap((m) => m.units),
        ),
      );
    const open = (s.doctrine?.flights ?? []).filter((f) => f.outcome === undefined).map((f) => f.unit);
    if (open.length > 0)
      out.push(
        violation(
          'state/ended',
          `the charge has ended with flights still to make (${open.join(', ')})`,
          open,
        ),
      );
    return out;
  }
  if (p === null) {
    out.push(
      violation(
        'state/stuck',
        `step ${s.step} waits for no roll and no choice, yet the charge has not ended`,
        [],
      ),
    );
    return out;
  }
  if (p.kind === 'roll') {
    if (!ROLL_STEPS.includes(s.step))
      out.push(
        violation('state/pending', `a roll (${p.what}) is asked in step ${s.step}, which rolls no dice`, []),
      );
    return out;
  }
  const steps = CHOICE_STEPS[p.what];
  if (steps === undefined)
    out.push(violation('state/pending', `unknown choice ${String(p.what)} in step ${s.step}`, []));
  else if (steps !== 'any' && !steps.includes(s.step))
    out.push(violation('state/pending', `a ${p.what} choice is asked in step ${s.step}`, []));
  if (p.options.length === 0)
    out.push(violation('state/pending', `the ${p.what} choice in step ${s.step} has no options`, []));
  else if (!Number.isInteger(p.defaultOption) || p.defaultOption < 0 || p.defaultOption >= p.options.length)
    out.push(
      violation(
        'state/pending',
        `the ${p.what} choice's default ${p.defaultOption} is not one of its ${p.options.length} options`,
        [],
      ),
    );
  if (p.what === 'retreat-path') {
    const head = s.moves[0];
    if (head === undefined || head.paths === undefined || head.paths.length !== p.options.length) {
      out.push(
        violation(
          'state/pending',
          `a retreat-path choice of ${p.options.length} options in step ${s.step} does not match the queued move (${head ? `${head.paths?.length ?? 0} paths` : 'none queued'})`,
          head?.units ?? [],
        ),
      );
    }
  }
  return out;
}
