/**
 * Resolves a path written inside a data file against that file's directory, with "/" separators:
 * ("data/rulesets/a.json", "../tables/b.json") is "data/tables/b.json". Absolute paths stay as they are.
 */
export function resolveRelative(fromFile: string, relPath: string): string {
  const rel = relPath.replaceAll('\\', '/');
  const from = fromFile.replaceAll('\\', '/');
  if (rel.startsWith('/') || /^[A-Za-z]:\//.test(rel)) return normalizePath(rel);
  const slash = from.lastIndexOf('/');
  const dir = slash < 0 ? '' : from.slice(0, slash + 1);
  return normalizePath(dir + rel);
}

/** Removes "." segments and folds "name/.." pairs in a "/"-separated path. */
export function normalizePath(path: string): string {
  const absolute = path.startsWith('/');
  const out: string[] = [];
  for (const seg of path.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..' && out.length > 0 && out[out.length - 1] !== '..') out.pop();
    else if (seg === '..' && absolute) continue;
    else out.push(seg);
  }
  const joined = out.join('/');
  return absolute ? `/${joined}` : joined === '' ? '.' : joined;
}
