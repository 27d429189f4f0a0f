import { unitById } from '../procedure/board.ts';
import type { ChargeState } from '../procedure/state.ts';

/** The name of a unit a doctrine request or entry names, else its id. */
export const unitName = (s: ChargeState, id: string) => unitById(s.board, id)?.name ?? id;

/** The name of a side a doctrine entry names, else its id. */
export const sideName = (s: ChargeState, id: string) => s.board.sides.find((x) => x.id === id)?.name ?? id;
