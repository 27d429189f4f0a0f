/** A table's entry for `key`, own members only (a unit may be named "constructor"): undefined when it has none. */
export function own(table: Readonly<Record<string, string>>, key: string): string | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
