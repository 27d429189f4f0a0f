import { unitById } from '../procedure/board.ts';
import type { ChargeState } from '../procedure/state.ts';

/** The name of a unit a doctrine request or entry names, else its id. */
// Stryker disable next-line OptionalChaining: every unit named in a request or entry here is on the board (fleeing units before their flight, pursuers before they move)
export const unitName = (s: ChargeState, id: string) => unitById(s.board, id)?.name ?? id;

/** The name of a side a doctrine entry names, else its id. */
export const sideName = (s: ChargeState, id: string) => s.board.sides.find((x) => x.id === id)?.name ?? id;
