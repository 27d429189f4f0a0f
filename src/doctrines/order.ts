/**
 * Units in the order their controller picked so far (seed 001: fleeing units and pursuers roll and move
 * in the order chosen), then the others in the order listed.
 */
export function inOrder<T extends { readonly unit: string }>(
  list: readonly T[],
  // Stryker disable next-line ArrayDeclaration: a picked id that is no unit's adds the same 1 to every rank, which leaves the order as it is
  picked: readonly string[] = [],
): T[] {
  const rank = (x: T) => {
    const i = picked.indexOf(x.unit);
    return i < 0 ? picked.length + list.indexOf(x) : i;
  };
  return [...list].sort((a, b) => rank(a) - rank(b));
}
