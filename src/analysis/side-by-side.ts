/** One line of a side-by-side view: a label (e.g. "routed") and its probability under each option, in option order. */
export interface SideBySideRow<P> {
  readonly label: string;
  readonly p: readonly P[];
}

/**
 * Lays the same grouped view of several options side by side: one row for every label any option
 * has, with `zero` where an option never ends that way. Rows follow `order` when given (the fates,
 * best first), else numeric order when every label is a number (increments lost), else the order in
 * which the options first show them.
 */
export function sideBySide<P>(
  columns: readonly (readonly { readonly label: string; readonly p: P }[])[],
  zero: P,
  order?: readonly string[],
): SideBySideRow<P>[] {
  const labels: string[] = [];
  for (const rows of columns) for (const r of rows) if (!labels.includes(r.label)) labels.push(r.label);
  if (order) {
    const idx = (l: string) => {
      const i = order.indexOf(l);
      return i < 0 ? order.length : i;
    };
    labels.sort((a, b) => idx(a) - idx(b));
  } else if (labels.every((l) => /^-?\d+$/.test(l))) labels.sort((a, b) => Number(a) - Number(b));
  return labels.map((label) => ({
    label,
    p: columns.map((rows) => rows.find((r) => r.label === label)?.p ?? zero),
  }));
}
