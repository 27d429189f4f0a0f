/** An item of a board list as the read helpers of src/procedure/board.ts see it: an id and a hex. */
export interface Item {
  readonly id: string;
  readonly at: { readonly col: number; readonly row: number };
}

/** Three frozen items, a and c in hex 1,1 and b in hex 2,1: the list the board-read tests read. */
export const frozenItems = (): readonly Item[] =>
  Object.freeze([
    Object.freeze({ id: 'a', at: Object.freeze({ col: 1, row: 1 }) }),
    Object.freeze({ id: 'b', at: Object.freeze({ col: 2, row: 1 }) }),
    Object.freeze({ id: 'c', at: Object.freeze({ col: 1, row: 1 }) }),
  ]);

/** Whether an item stands in hex 1,1. */
export const at11 = (x: Item): boolean => x.at.col === 1 && x.at.row === 1;

/**
 * How many drafts immer makes while `f` runs, and what `f` returns: immer makes each draft with
 * `Proxy.revocable` (a public global, counted here; immer's own state is never read).
 */
export function draftsMadeBy<T>(f: () => T): { drafts: number; value: T } {
  const revocable = Proxy.revocable;
  let drafts = 0;
  Proxy.revocable = ((target: object, handler: ProxyHandler<object>) => {
    drafts++;
    return revocable(target, handler);
  }) as typeof Proxy.revocable;
  try {
    return { value: f(), drafts };
  } finally {
    Proxy.revocable = revocable;
  }
}
