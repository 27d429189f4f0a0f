// Issue 21: "adding a language is one catalogue file and one registration". A language is one value
// (LanguageCatalogue: the sections and keys of English, src/narration/languages/en.ts) and one line of
// LANGUAGES (src/narration/languages.ts). These tests build a fourth language in the test, a copy of
// English with a marker on every word, and show that every reader of words (the narration, requests
// and options, endings, rule chips, step titles, the CLI's and the page's words) speaks it from that
// value alone; that every list of languages is read from the registration; and that no other file of
// the library, the CLI or the page names a language.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { langFrom } from '../../cli/commands/run.ts';
import { stepTitle as cliStepTitle, formatFinal, formatPending } from '../../cli/format.ts';
import { cliStrings, word } from '../../cli/i18n.ts';
import { procedureSteps } from '../../machines/diagram.ts';
import { createCharge, loadScenarioFromJson } from '../../machines/index.ts';
import { readLanguage } from '../../machines/language.ts';
import type { ChargeSession } from '../../machines/session.ts';
import type { LanguageCatalogue } from '../../src/narration/catalogue.ts';
import { en } from '../../src/narration/languages/en.ts';
import { catalogueOf, LANGS, LANGUAGES, parseLang } from '../../src/narration/languages.ts';
import {
  describeOption,
  describePending,
  endingText,
  narrate,
  translateValue,
} from '../../src/narration/narrate.ts';
import { ruleName } from '../../src/narration/rule-names.ts';
import { stepTitle } from '../../src/narration/step-title.ts';
import type { Pending } from '../../src/procedure/state.ts';
import { fill, LABELS, labelOf } from '../../web/i18n.ts';

const root = join(import.meta.dirname, '../..');
const MARK = '⟦xx⟧';

/** A copy of a catalogue with the marker before every word (its code and name aside). */
function marked<T>(v: T): T {
  if (typeof v === 'string') return `${MARK}${v}` as T;
  if (Array.isArray(v)) return v.map(marked) as T;
  if (typeof v === 'object' && v !== null)
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, marked(x)])) as T;
  return v;
}

/** The fourth language: English with a marker, as a catalogue file of its own would hold it. */
const xx: LanguageCatalogue = { ...marked(en), code: 'en-XA', name: 'Pseudo' };

/** Text with the markers taken out: what English says, if every word of it came from the catalogue. */
const unmarked = (s: string) => s.replaceAll(MARK, '');

/** Every leaf of a catalogue by its path ("log.stand.passed", "cli.directions.3"), with its words. */
function leaves(v: unknown, at = ''): [string, string][] {
  if (typeof v === 'string') return [[at, v]];
  return Object.entries(v as object).flatMap(([k, x]) => leaves(x, at ? `${at}.${k}` : k));
}

function played(file: string, seed: number): ChargeSession {
  const loaded = loadScenarioFromJson(readFileSync(join(root, 'data/scenarios', file), 'utf8'));
  if (!loaded.ok) throw new Error(loaded.error.message);
  const made = createCharge({ ...loaded.value, dice: { seed } });
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

/** The requests met and the charge at its end, for a few shipped charges (choices, doctrines, pursuit). */
function charges(): { pending: Pending[]; sessions: ChargeSession[] } {
  const pending: Pending[] = [];
  const sessions: ChargeSession[] = [];
  const files = readdirSync(join(root, 'data/scenarios')).filter((f) => f.endsWith('.json'));
  for (const file of files)
    for (const seed of [1, 7]) {
      const s = played(file, seed);
      for (let i = 0; i < 500 && s.pending; i++) {
        const p = s.pending;
        pending.push(p);
        const r = p.kind === 'roll' ? s.autoRoll() : s.chooseDefault();
        if (!r.ok) throw new Error(r.error.message);
      }
      sessions.push(s);
    }
  return { pending, sessions };
}

describe('a fourth language is one catalogue value', () => {
  const { pending, sessions } = charges();

  it('plays enough charges to hear every kind of words (the check is not empty)', () => {
    expect(sessions.length).toBeGreaterThan(20);
    expect(pending.some((p) => p.kind === 'choice')).toBe(true);
    expect(new Set(sessions.flatMap((s) => s.state.log.map((e) => e.key))).size).toBeGreaterThan(40);
    expect(sessions.every((s) => s.done && s.state.ending)).toBe(true);
  });

  it('narrates every entry, request, option and ending from it alone: English once the markers are out', () => {
    for (const s of sessions) {
      for (const e of s.state.log) {
        const text = narrate(e, xx);
        expect(text.startsWith(MARK), e.key).toBe(true);
        expect(unmarked(text), e.key).toBe(narrate(e, 'en'));
      }
      const ending = s.state.ending!;
      expect(endingText(ending, xx)).toContain(MARK);
      expect(unmarked(endingText(ending, xx))).toBe(endingText(ending, 'en'));
    }
    for (const p of pending) {
      expect(describePending(p, xx).startsWith(MARK), p.say.key).toBe(true);
      expect(unmarked(describePending(p, xx))).toBe(describePending(p, 'en'));
      if (p.kind === 'choice')
        for (let i = 0; i < p.options.length; i++) {
          expect(describeOption(p, i, xx).startsWith(MARK)).toBe(true);
          expect(unmarked(describeOption(p, i, xx))).toBe(describeOption(p, i, 'en'));
        }
    }
    expect(translateValue('routed', xx)).toBe(`${MARK}routed`);
  });

  it('names rules and steps from it', () => {
    for (const st of procedureSteps()) {
      expect(stepTitle(st.path, xx)).toBe(`${MARK}${st.title}`);
      if (!st.rule) continue;
      const n = ruleName(st.rule, xx);
      expect(n.chip, st.rule).toContain(MARK);
      expect({ chip: unmarked(n.chip), title: unmarked(n.title) }).toEqual(ruleName(st.rule, 'en'));
    }
    expect(xx.resultCodes.map((r) => unmarked(r.meaning))).toEqual(en.resultCodes.map((r) => r.meaning));
  });

  it("gives the CLI its words: the final board, the prompts and the step titles in the language's", () => {
    for (const s of sessions) {
      const lines = formatFinal(s.state, xx);
      expect(lines[0]!.startsWith(MARK)).toBe(true);
      expect(lines.map(unmarked)).toEqual(formatFinal(s.state, 'en'));
    }
    for (const p of pending.slice(0, 40))
      expect(formatPending(p, xx).map(unmarked)).toEqual(formatPending(p, 'en'));
    expect(cliStepTitle('standCheck', 'Step 2', xx)).toBe(`${MARK}${en.steps.standCheck}`);
    expect(word(cliStrings(xx), 'general-order')).toBe(`${MARK}general order`);
  });

  it("gives the page its labels: the page's section is the page's words", () => {
    expect(labelOf(xx.page, 'title')).toBe(`${MARK}${en.page.title}`);
    expect(fill(xx.page, 'oddsElapsed', { s: 3 }, 'en')).toBe(
      fill(en.page, 'oddsElapsed', { s: 3 }, 'en').replace(/^/, MARK),
    );
    expect(LABELS.en).toBe(en.page);
  });
});

describe('the shipped catalogues are typed against English', () => {
  const reference = leaves(en);

  it('every language has exactly the leaves of English: none missing, none extra', () => {
    expect(reference.length).toBeGreaterThan(400);
    const paths = new Set(reference.map(([p]) => p));
    for (const lang of LANGS) {
      const own = leaves(LANGUAGES[lang]).map(([p]) => p);
      const have = new Set(own);
      expect(
        {
          missing: [...paths].filter((p) => !have.has(p)),
          extra: own.filter((p) => !paths.has(p)),
        },
        lang,
      ).toEqual({ missing: [], extra: [] });
    }
  });

  it('a catalogue that lacks a key or adds one does not compile', () => {
    const { fled: _fled, ...fewer } = en.cli.words;
    // @ts-expect-error the CLI's word "fled" is missing
    const missing: LanguageCatalogue = { ...en, cli: { ...en.cli, words: fewer } };
    const extra: LanguageCatalogue = {
      ...en,
      // @ts-expect-error a step title English has no state for
      steps: { ...en.steps, noSuchState: 'x' },
    };
    expect([missing.code, extra.code]).toEqual(['en', 'en']);
  });
});

describe('the registration is the one list of languages', () => {
  it('each registered catalogue is filed under its own code', () => {
    for (const lang of LANGS) expect(LANGUAGES[lang].code).toBe(lang);
    expect(LANGS).toEqual(Object.keys(LANGUAGES));
    expect(catalogueOf('es')).toBe(LANGUAGES.es);
    expect(catalogueOf(xx)).toBe(xx);
    expect(catalogueOf('xx' as never)).toBe(LANGUAGES.en);
  });

  it('the session, the advice, the CLI and the page read their languages from it', () => {
    for (const lang of LANGS) {
      expect(readLanguage(lang)).toEqual({ ok: true, value: lang });
      expect(parseLang(lang)).toBe(lang);
      expect(langFrom(lang)).toEqual({ ok: true, value: lang });
      expect(LABELS[lang]).toBe(LANGUAGES[lang].page);
    }
    for (const other of ['xx', 'EN', 'constructor', 'toString'])
      expect(readLanguage(other)).toMatchObject({ ok: false, error: { code: 'api/unknown-language' } });
    // The page's language menu is made from LANGUAGES at start: index.html lists none.
    expect(readFileSync(join(root, 'web/index.html'), 'utf8')).toMatch(/<select id="lang"><\/select>/);
  });
});

/** The files of the library, the machine, the CLI and the page (build configs aside). */
function sources(): string[] {
  return ['src', 'machines', 'cli', 'web'].flatMap((dir) =>
    readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile() && /\.(ts|html)$/.test(e.name) && !e.name.endsWith('.config.ts'))
      .map((e) => relative(root, join(e.parentPath, e.name)))
      .filter((f) => !f.startsWith('web/dist/')),
  );
}

/** Where the registration and the catalogues live: the only files that may name a language. */
const LANGUAGE_FILES = /^src\/narration\/(languages\.ts$|languages\/)/;

/** The language codes a file names in code: string literals and property names (comments aside). */
function codesNamed(file: string, codes: ReadonlySet<string>): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  if (file.endsWith('.html'))
    return [...text.matchAll(/\b(?:lang|value)="([^"]+)"/g)].map((m) => m[1]!).filter((c) => codes.has(c));
  // Parse only a file that has a code in it at all (most have none: the scan stays quick).
  const quoted = [...codes].map((c) => `['"\`]${c}['"\`]|\\b${c}\\s*\\??:`).join('|');
  if (!new RegExp(quoted).test(text)) return [];
  const found: string[] = [];
  const visit = (n: ts.Node): void => {
    if ((ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) && codes.has(n.text))
      found.push(n.text);
    if (
      (ts.isPropertyAssignment(n) || ts.isPropertySignature(n)) &&
      ts.isIdentifier(n.name) &&
      codes.has(n.name.text)
    )
      found.push(`${n.name.text}:`);
    ts.forEachChild(n, visit);
  };
  visit(ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true));
  return found;
}

describe('no file but the registration and the catalogues names a language', () => {
  // English is the reference and the default ('en' where a language may be left out); the others are
  // named only where they are registered and written.
  const others = new Set(LANGS.filter((l) => l !== 'en'));

  it('finds a language where one is named (the check is not empty)', () => {
    expect(others.size).toBeGreaterThan(0);
    expect(codesNamed('src/narration/languages.ts', new Set(['es']))).toEqual([]);
    expect(codesNamed('src/narration/languages/es.ts', others)).toContain('es');
    expect(sources().length).toBeGreaterThan(150);
    expect(sources()).toContain('web/index.html');
  });

  it('src/, machines/, cli/ and web/ name no language outside src/narration/languages*', () => {
    const named = sources()
      .filter((f) => !LANGUAGE_FILES.test(f))
      .flatMap((f) => codesNamed(f, others).map((c) => `${f}: ${c}`));
    expect(named).toEqual([]);
  });
});
