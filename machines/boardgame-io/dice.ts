import { diceShape, type RollInput } from '../../src/dice/index.ts';
import type { RollRequest } from '../../src/procedure/state.ts';

/** The part of boardgame.io's seeded `random` the adapter rolls with: one d6, or N of them. */
export interface D6Random {
  D6(): number;
  D6(diceCount: number): number[];
}

/**
 * The faces of a roll for the dice a request asks for, thrown with boardgame.io's seeded `random`:
 * a d6 one die; a d66 two dice, tens then units; an Nd6 N dice (the engine sums them). Plain numbers,
 * what `session.roll` takes.
 */
export function rollWith(random: D6Random, dice: RollRequest['dice']): RollInput {
  const shape = diceShape(dice);
  const count = shape?.kind === 'sum' ? shape.n : shape?.kind === 'd66' ? 2 : 1;
  // faces of `count` dice, what RollInput takes for these dice (the engine reads them again)
  return (count === 1 ? [random.D6()] : random.D6(count)) as unknown as RollInput;
}
