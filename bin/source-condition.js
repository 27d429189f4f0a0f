// A module resolution hook for the clone's hexcharge command (bin/hexcharge.js): every import is
// resolved with the "hexcharge-source" export condition, as `node --conditions=hexcharge-source`
// would, so that `hexcharge` and its subpaths (hexcharge/narration, ...), which the CLI imports,
// name the TypeScript sources (package.json "exports") and never a stale build in dist/.

/** Adds the hexcharge-source condition to the resolution of `specifier`. */
export async function resolve(specifier, context, nextResolve) {
  const conditions = context.conditions.includes('hexcharge-source')
    ? context.conditions
    : [...context.conditions, 'hexcharge-source'];
  return nextResolve(specifier, { ...context, conditions });
}
