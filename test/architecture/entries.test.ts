// The package's entry points (package.json "exports"): the main entry and the subpath barrels of
// machines/entries/, what the CLI, the page and hosts import. In the repository each resolves to its
// TypeScript source through the "hexcharge-source" condition; installed, to its build in dist/.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const CONDITION = 'hexcharge-source';
const { exports } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  exports: Record<string, string | Record<string, string>>;
};
const ENTRIES = Object.entries(exports).filter(
  (e): e is [string, Record<string, string>] => typeof e[1] === 'object',
);

/** Each name a barrel exports, with the doc comment written just before it (undefined when none). */
function documentedExports(file: string): { name: string; doc: string | undefined }[] {
  const text = readFileSync(join(root, file), 'utf8');
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
  return sf.statements.flatMap((st) => {
    if (!ts.isExportDeclaration(st) || !st.exportClause || !ts.isNamedExports(st.exportClause)) return [];
    return st.exportClause.elements.map((el) => {
      const comments = ts.getLeadingCommentRanges(text, el.getFullStart()) ?? [];
      const last = comments.at(-1);
      const doc = last ? text.slice(last.pos, last.end) : undefined;
      return { name: el.name.text, doc: doc?.startsWith('/**') ? doc : undefined };
    });
  });
}

describe('package entry points', () => {
  it('has the main entry and the subpaths of machines/entries, each exported', () => {
    const barrels = readdirSync(join(root, 'machines/entries')).map((f) => `./${f.replace(/\.ts$/, '')}`);
    expect(ENTRIES.map(([k]) => k).sort()).toEqual(['.', ...barrels].sort());
    expect(barrels).toContain('./narration');
  });

  it.each(ENTRIES)(
    '%s: the sources under hexcharge-source, then the built types and module',
    (key, target) => {
      expect(Object.keys(target)).toEqual([CONDITION, 'types', 'import', 'default']);
      const source = target[CONDITION]!;
      expect(existsSync(join(root, source))).toBe(true);
      const built = `./dist/${source.slice(2).replace(/\.ts$/, '')}`;
      expect(target.types).toBe(`${built}.d.ts`);
      expect(target.import).toBe(`${built}.js`);
      // a resolver that knows no "import" condition (an older bundler, a test runner) takes the same file
      expect(target.default).toBe(target.import);
      expect(source).toBe(key === '.' ? './machines/index.ts' : `./machines/entries/${key.slice(2)}.ts`);
    },
  );

  it.each(ENTRIES.filter(([k]) => k !== '.'))(
    '%s: a barrel, every export with a one-line doc comment',
    (_k, t) => {
      const file = t[CONDITION]!.slice(2);
      const sf = ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.ES2022);
      expect(sf.statements.every((st) => ts.isExportDeclaration(st) && st.moduleSpecifier)).toBe(true);
      const exported = documentedExports(file);
      expect(exported.length).toBeGreaterThan(0);
      expect(
        exported.filter((e) => !e.doc || !/^\/\*\* [^\n]+ \*\/$/.test(e.doc)).map((e) => e.name),
      ).toEqual([]);
    },
  );

  it('the TypeScript, vite and vitest configurations resolve the package with hexcharge-source', () => {
    const tsconfig = readFileSync(join(root, 'tsconfig.json'), 'utf8');
    expect(tsconfig).toContain(`"customConditions": ["${CONDITION}"]`);
    expect(tsconfig).not.toContain('"paths"');
    for (const f of [
      'vitest.config.ts',
      'vitest.stryker.config.ts',
      'web/vite.config.ts',
      'scripts/build.ts',
    ])
      expect(readFileSync(join(root, f), 'utf8')).toContain(`'${CONDITION}'`);
  });
});
