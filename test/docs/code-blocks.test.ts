/**
 * Every TypeScript and JavaScript code block of README.md and docs/*.md compiles as a host's module
 * would: strict TypeScript, NodeNext, importing the package by its name ('hexcharge' and its
 * subpaths, resolved to the sources through the hexcharge-source condition), once with and once
 * without exactOptionalPropertyTypes. A block is one module; a block with no import line continues
 * the block before it in the same file. The names a snippet leaves to its host (the scenario's
 * text, how it asks for a die, the session it already has...) are declared once in PRELUDE below;
 * an excerpt of a longer example (docs/boardgame-io.md) takes the example's imports.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

/** The host's own names the snippets use without declaring them. */
const PRELUDE = `
import type { ChargeSession, ChoiceRequest, HexchargeError, LoadedScenario, Result, RollRequest } from 'hexcharge';
declare global {
  const scenarioText: string;
  const scenario31Text: string;
  const rulesetJson: string;
  const crtJson: string;
  const loaded: Result<LoadedScenario>;
  const charge: ChargeSession;
  const session: ChargeSession;
  const file: string;
  const seed: string;
  function show(...words: unknown[]): void;
  function narrate(text: string): void;
  function showError(e: HexchargeError): void;
  function askDice(p: RollRequest): Promise<number>;
  function askChoice(p: ChoiceRequest): Promise<number>;
}
export {};
`;

interface Block {
  readonly where: string;
  readonly code: string;
}

/** The ts and js blocks of one markdown file, a block without imports joined to the one before. */
function blocksOf(file: string): Block[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const out: Block[] = [];
  for (const m of text.matchAll(/^```(ts|js)\n([\s\S]*?)^```/gm)) {
    const line = text.slice(0, m.index).split('\n').length;
    const code = m[2]!;
    const last = out.at(-1);
    if (!/^import /m.test(code) && last?.where.startsWith(`${file}:`)) {
      out[out.length - 1] = { where: last.where, code: `${last.code}\n${code}` };
    } else out.push({ where: `${file}:${line}`, code });
  }
  return out;
}

const files = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
const blocks = files.flatMap(blocksOf);

/** The package's and the libraries' files, parsed once for both compilations (the option does not change a parse). */
const parsedOnce = new Map<string, ts.SourceFile | undefined>();

/** The diagnostics of every block compiled together, each block as a module of its own. */
function diagnostics(exactOptionalPropertyTypes: boolean): string[] {
  const virtual = new Map<string, string>([[join(ROOT, 'test/docs/.prelude.ts'), PRELUDE]]);
  for (const [i, b] of blocks.entries()) virtual.set(join(ROOT, `test/docs/.block-${i}.ts`), b.code);
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: ['node'],
    strict: true,
    exactOptionalPropertyTypes,
    allowImportingTsExtensions: true,
    skipLibCheck: true,
    noEmit: true,
    customConditions: ['hexcharge-source'],
  };
  const host = ts.createCompilerHost(options);
  const read = host.readFile.bind(host);
  const exists = host.fileExists.bind(host);
  const source = host.getSourceFile.bind(host);
  host.readFile = (f) => virtual.get(f) ?? read(f);
  host.fileExists = (f) => virtual.has(f) || exists(f);
  host.getSourceFile = (f, v, onError, fresh) => {
    if (virtual.has(f)) return ts.createSourceFile(f, virtual.get(f)!, v, true);
    if (!parsedOnce.has(f)) parsedOnce.set(f, source(f, v, onError, fresh));
    return parsedOnce.get(f);
  };
  const program = ts.createProgram([...virtual.keys()], options, host);
  const where = (f: string) => {
    const m = /\.block-(\d+)\.ts$/.exec(f);
    return m ? blocks[Number(m[1])]!.where : f;
  };
  // only the blocks are checked: the checker then reads of the package only what they use
  const own = [...virtual.keys()].map((f) => program.getSourceFile(f)!);
  return [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...own.flatMap((f) => [...program.getSyntacticDiagnostics(f), ...program.getSemanticDiagnostics(f)]),
  ].map((d) => {
    const text = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    if (!d.file || d.start === undefined) return text;
    const { line } = d.file.getLineAndCharacterOfPosition(d.start);
    return `${where(d.file.fileName)} (+${line}): ${text}`;
  });
}

describe('the code blocks of README.md and docs/ compile under strict TypeScript', () => {
  it('finds the blocks (README, embedding, analysis, languages)', () => {
    const where = new Set(blocks.map((b) => b.where.split(':')[0]));
    expect([...where].sort()).toEqual(
      expect.arrayContaining(['README.md', 'docs/analysis.md', 'docs/embedding.md', 'docs/languages.md']),
    );
  });

  it.each([false, true])(
    'with exactOptionalPropertyTypes %s: no type error',
    (exact) => {
      expect(diagnostics(exact)).toEqual([]);
    },
    180_000,
  ); // a compilation of the package's sources: seconds of CPU, more on a loaded machine
});
