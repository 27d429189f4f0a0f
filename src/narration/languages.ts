import type { LanguageCatalogue } from './catalogue.ts';
import { en } from './languages/en.ts';
import { es } from './languages/es.ts';
import { ru } from './languages/ru.ts';

/**
 * The languages hexcharge speaks, in menu order, by code: the one registration of a language (its
 * catalogue is one file of src/narration/languages/). The `Lang` type, the session's language check,
 * the CLI's `--lang` choices and the page's language menu are all read from it.
 */
export const LANGUAGES = { en, es, ru } as const satisfies Readonly<Record<string, LanguageCatalogue>>;

/** A narration language: the code of a registered catalogue (LANGUAGES). */
export type Lang = keyof typeof LANGUAGES;

/** The narration languages, in menu order. */
export const LANGS: readonly Lang[] = Object.keys(LANGUAGES) as Lang[];

/** A language code read from outside (a URL, a command line): the narration language, or undefined. */
export function parseLang(s: unknown): Lang | undefined {
  return typeof s === 'string' && Object.hasOwn(LANGUAGES, s) ? (s as Lang) : undefined;
}

/** A language as the narration's functions take it: a registered code, or a catalogue value itself. */
export type LanguageLike = Lang | LanguageCatalogue;

/**
 * The catalogue of a language: the registered one of a code (English for a code that is not one),
 * or the catalogue value given.
 */
export function catalogueOf(lang: LanguageLike): LanguageCatalogue {
  if (typeof lang !== 'string') return lang;
  return Object.hasOwn(LANGUAGES, lang) ? LANGUAGES[lang] : LANGUAGES.en;
}
