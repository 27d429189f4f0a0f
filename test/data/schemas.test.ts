import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getLanguageService } from 'vscode-json-languageservice';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { SCHEMA_DIR, schemaFiles } from '../../scripts/schemas.ts';
import { validateCrt } from '../../src/data/crt.ts';
import { validateRuleset } from '../../src/data/ruleset.ts';
import { jsonFiles, load, ROOT, readJson, value } from '../support/data-files.ts';

const SHIPPED = [...jsonFiles('data/tables'), ...jsonFiles('data/rulesets'), ...jsonFiles('data/scenarios')];

/** VS Code's own JSON language service, resolving "$schema" against the file as the editor does. */
const service = getLanguageService({
  schemaRequestService: async (uri) => readFileSync(fileURLToPath(uri), 'utf8'),
  workspaceContext: { resolveRelativePath: (rel, resource) => new URL(rel, resource).href },
});
service.configure({ validate: true, allowComments: false });

/** The problems VS Code shows for a data file's text, as "line: message". */
async function editorProblems(file: string, text: string): Promise<string[]> {
  const doc = TextDocument.create(pathToFileURL(join(ROOT, file)).href, 'json', 1, text);
  const diags = await service.doValidation(doc, service.parseJSONDocument(doc), {
    schemaValidation: 'error',
  });
  return diags.map((d) => `${d.range.start.line + 1}: ${d.message}`);
}

describe('JSON Schemas', () => {
  it('the committed schemas are those the loader checks with (npm run schemas rewrites them)', () => {
    const files = schemaFiles();
    expect(readdirSync(SCHEMA_DIR).sort()).toEqual(Object.keys(files).sort());
    for (const [name, doc] of Object.entries(files)) {
      const committed = JSON.parse(readFileSync(resolve(SCHEMA_DIR, name), 'utf8'));
      expect(committed, `schemas/${name} is stale: run npm run schemas`).toEqual(doc);
    }
  });

  it('covers every kind of data file, one schema each', () => {
    expect(Object.keys(schemaFiles()).sort()).toEqual(
      [
        'column-shift',
        'crt',
        'fire',
        'hexsides',
        'melee-modifiers',
        'recall',
        'ruleset',
        'scenario',
        'stand-modifiers',
        'terrain',
      ].map((k) => `${k}.schema.json`),
    );
  });

  it.each(SHIPPED)('%s names the schema of its kind in "$schema"', (file) => {
    const json = load(file) as { $schema: string; kind: string };
    expect(json.$schema).toBe(`../../schemas/${json.kind}.schema.json`);
    expect(resolve(dirname(join(ROOT, file)), json.$schema)).toBe(
      join(SCHEMA_DIR, `${json.kind}.schema.json`),
    );
  });

  it.each(SHIPPED)('VS Code validates %s through its "$schema" and finds nothing wrong', async (file) => {
    expect(await editorProblems(file, readFileSync(join(ROOT, file), 'utf8'))).toEqual([]);
  });

  it('VS Code flags what the loader refuses: an unknown field, a number past its bound, a bad roll range', async () => {
    const rs = load('data/rulesets/la-bataille.json') as { settings: Record<string, unknown> } & Record<
      string,
      unknown
    >;
    rs.settings.routHexes = 1_000_000_000;
    rs.colour = 'blue';
    const rsProblems = await editorProblems('data/rulesets/la-bataille.json', JSON.stringify(rs, null, 2));
    expect(rsProblems.some((p) => /colour/.test(p))).toBe(true);
    expect(rsProblems.some((p) => /100/.test(p))).toBe(true);
    const crt = load('data/tables/assault-melee.json') as { columns: { cells: { rolls: string }[] }[] };
    crt.columns[0]!.cells[0]!.rolls = '17';
    expect(await editorProblems('data/tables/assault-melee.json', JSON.stringify(crt, null, 2))).not.toEqual(
      [],
    );
    expect(validateCrt(crt, 'x').ok).toBe(false);
  });

  it('the loader accepts and ignores "$schema" (and any member starting with "$")', () => {
    const file = 'data/rulesets/la-bataille.json';
    const withIt = load(file);
    const without = { ...withIt };
    delete without.$schema;
    const a = value(validateRuleset(withIt, file, readJson));
    const b = value(validateRuleset({ ...without, $comment: 'x' }, file, readJson));
    expect(a).toEqual(b);
    expect(Object.keys(a)).not.toContain('$schema');
  });
});
