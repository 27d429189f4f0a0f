/**
 * docs/errors.md lists every error code the code can produce: every 'area/what' string literal in the
 * engine, the machines and the CLI (in fail(...), refuse(...), { code: ... }, code tables) must appear
 * in the document as `area/what`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/reliability.ts';

const FOLDERS = ['src', 'machines', 'cli', 'web', 'bench'];
/** Literals that look like codes but are not (MIME types and the like). */
const NOT_CODES = new Set([
  // the built page's folder (cli/commands/web.ts)
  'web/dist',
  'application/json',
  'text/html',
  'text/plain',
  'image/svg',
  // content types the page server (cli/serve.ts) answers with
  'image/png',
  'image/jpeg',
  'image/x-icon',
  'image/webp',
  'font/woff2',
  'application/wasm',
  'application/octet-stream',
]);
// the package's own entry points, as cli/ and web/ import them ('hexcharge/narration')
for (const key of Object.keys(
  (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { exports: object }).exports,
))
  if (/^\.\/[a-z-]+$/.test(key)) NOT_CODES.add(`hexcharge/${key.slice(2)}`);
const LITERAL = /'([a-z]+\/[a-z][a-z0-9-]*)'/g;

function tsFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(path).isDirectory()) return tsFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every code literal in the source, with the files it appears in. */
function codesInSource(): Map<string, string[]> {
  const codes = new Map<string, string[]>();
  for (const file of FOLDERS.flatMap((f) => tsFiles(join(ROOT, f)))) {
    for (const m of readFileSync(file, 'utf8').matchAll(LITERAL)) {
      const code = m[1]!;
      // A literal naming a path of the repository ('data/scenarios') is a path, not a code.
      if (NOT_CODES.has(code) || existsSync(join(ROOT, code))) continue;
      codes.set(code, [...(codes.get(code) ?? []), relative(ROOT, file)]);
    }
  }
  return codes;
}

describe('docs/errors.md', () => {
  const doc = readFileSync(join(ROOT, 'docs/errors.md'), 'utf8');
  const documented = new Set([...doc.matchAll(/`([a-z]+\/[a-z][a-z0-9-]*)`/g)].map((m) => m[1]!));

  it('lists every error code the source can produce', () => {
    const codes = codesInSource();
    expect(codes.size).toBeGreaterThan(40);
    const missing = [...codes]
      .filter(([c]) => !documented.has(c))
      .map(([c, files]) => `${c} (${[...new Set(files)].join(', ')})`);
    expect(missing, `codes missing from docs/errors.md:\n${missing.join('\n')}`).toEqual([]);
  });

  it('documents each code once, in a table row with its meaning', () => {
    const rows = [...doc.matchAll(/^\| `([a-z]+\/[a-z][a-z0-9-]*)` \| ([^|]+) \|/gm)].map((m) => m[1]!);
    const twice = rows.filter((c, i) => rows.indexOf(c) !== i);
    expect(twice).toEqual([]);
    for (const c of codesInSource().keys()) expect(rows, `no table row for ${c}`).toContain(c);
  });

  it('the codes the tests of this folder rely on are in the document', () => {
    for (const c of [
      'save/wrong-version',
      'save/truncated',
      'save/tampered',
      'save/malformed',
      'event/not-allowed',
      'scenario/map-too-large',
    ]) {
      expect(documented.has(c), c).toBe(true);
    }
  });
});
