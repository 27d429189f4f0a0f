import type { InvariantSource } from './source.ts';
import { type BoardViolation, violation } from './violation.ts';

/**
 * Where the charge machine stands, as its snapshot says (a charge session has these members): the
 * step (its state path), the tags of the states it is in (`rolls`: the step asks dice; `chooses`: it
 * asks a choice of its own), and whether it has reached its final state.
 */
export interface MachinePosition {
  readonly step: string;
  readonly tags: readonly string[];
  readonly done: boolean;
}

/**
 * The request and the step agree, for a charge at rest between events: a charge that has not ended
 * waits for a roll or a choice (a choice has options and a default among them; a retreat-path choice
 * offers the paths of the move at the head of the queue); a charge that has ended waits for nothing,
 * with no move queued and no flight left to make. Given where the machine stands (`at`), the request
 * must also be of a kind the step asks (its tags: a roll in a step that `rolls`, a choice other than a
 * retreat path, which any step that moves units may ask, in a step that `chooses`), and the state's
 * ending and the machine's final state agree.
 */
export function pendingViolations(
  s: Pick<InvariantSource, 'pending' | 'moves' | 'ending' | 'doctrine'>,
  at?: MachinePosition,
): BoardViolation[] {
  const out: BoardViolation[] = [];
  const p = s.pending;
  const where = at ? `step ${at.step}` : 'the charge';
  const ended = s.ending !== undefined || at?.done === true;
  if (ended) {
    if (s.ending === undefined || at?.done === false)
      out.push(
        violation(
          'state/ended',
          `${where} with ${s.ending === undefined ? 'no ending' : 'an ending'}: the two disagree`,
          [],
        ),
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
      violation('state/stuck', `${where} waits for no roll and no choice, yet the charge has not ended`, []),
    );
    return out;
  }
  if (p.kind === 'roll') {
    if (at && !at.tags.includes('rolls'))
      out.push(
        violation('state/pending', `a roll (${p.what}) is asked in ${where}, which rolls no dice`, []),
      );
    return out;
  }
  if (at && p.what !== 'retreat-path' && !at.tags.includes('chooses'))
    out.push(violation('state/pending', `a ${p.what} choice is asked in ${where}, which asks none`, []));
  if (p.options.length === 0)
    out.push(violation('state/pending', `the ${p.what} choice in ${where} has no options`, []));
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
          `a retreat-path choice of ${p.options.length} options in ${where} does not match the queued move (${head ? `${head.paths?.length ?? 0} paths` : 'none queued'})`,
          head?.units ?? [],
        ),
      );
    }
  }
  return out;
}
