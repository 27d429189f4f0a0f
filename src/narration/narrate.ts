import { type Ending, endingParams } from '../procedure/ending.ts';
import type { LogEntry } from '../procedure/log.ts';
import type { Pending, Words } from '../procedure/state.ts';
import type { LanguageCatalogue } from './catalogue.ts';
import { endingWords } from './ending.ts';
import { catalogueOf, LANGS, LANGUAGES, type Lang, type LanguageLike } from './languages.ts';
import { own } from './own.ts';
import { render } from './render.ts';

export { LANGS, type Lang, parseLang } from './languages.ts';

/** The narration catalogues (the `log` section of each language), by language: the same keys, one template each. */
export const CATALOGUES: Readonly<Record<Lang, Readonly<Record<string, string>>>> = Object.fromEntries(
  LANGS.map((l) => [l, LANGUAGES[l].log]),
) as unknown as Record<Lang, Readonly<Record<string, string>>>;

/** Translates one enumerated parameter value into `lang` (its catalogue's `values`); other values pass unchanged. */
export function translateValue(v: string | number, lang: LanguageLike): string | number {
  if (typeof v === 'number') return v;
  return own(catalogueOf(lang).values, v) ?? v;
}

/** A charge's ending in words, in `lang` (English when omitted), from the catalogue's `ending.*` templates. */
export function endingText(e: Ending, lang: LanguageLike = 'en'): string {
  return endingWords(endingParams(e), catalogueOf(lang));
}

/**
 * The narration of a log entry in `lang` (English when omitted): its key's template in that language's
 * catalogue filled with its parameters (enumerated values in that language too), plurals by the
 * language's Intl.PluralRules. A key the language lacks is told in English; a key no catalogue has
 * (none the engine writes: test/narration) is shown as it is. Never throws.
 */
export function narrate(entry: Pick<LogEntry, 'key' | 'params'>, lang: LanguageLike = 'en'): string {
  const cat = catalogueOf(lang);
  const template = own(cat.log, entry.key);
  if (template === undefined) {
    const english = own(LANGUAGES.en.log, entry.key);
    return english === undefined
      ? entry.key
      : render(english, { ...entry.params, ...endingOf(entry, LANGUAGES.en) });
  }
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(entry.params)) params[k] = translateValue(v, cat);
  return render(template, { ...params, ...endingOf(entry, cat) }, cat.code);
}

/**
 * The entry that closes a charge (charge.ended) carries its ending as fields (endingParams): its
 * `{ending}` is worded from them by the catalogue of the language. Nothing for any other entry.
 */
function endingOf(entry: Pick<LogEntry, 'key' | 'params'>, cat: LanguageCatalogue): { ending?: string } {
  return entry.key === 'charge.ended' ? { ending: endingWords(entry.params, cat) } : {};
}

/** A log entry with its words in one language: what a charge session gives its host (`session.log`, `onLog`). */
export type NarratedEntry = LogEntry & {
  /** The entry narrated in the session's language (`narrate`). */
  readonly text: string;
};

/** A log entry and its narration in `lang` (English when omitted). */
export function narrated(entry: LogEntry, lang: LanguageLike = 'en'): NarratedEntry {
  return { ...entry, text: narrate(entry, lang) };
}

/**
 * The parameters of a request's or an option's words in a language: as they are (names, hexes, odds,
 * numbers; what a request's words would translate is in its key), and each list (listParams:
 * `name.length`, `name.0`, `name.1`...) joined into `name` with the catalogue's "and" of the language.
 */
function wordsParams(w: Words, cat: LanguageCatalogue): Record<string, string | number> {
  const params: Record<string, string | number> = { ...w.params };
  for (const [k, n] of Object.entries(w.params)) {
    if (!k.endsWith(LIST_LENGTH) || typeof n !== 'number') continue;
    const name = k.slice(0, -LIST_LENGTH.length);
    const items: string[] = [];
    for (let i = 0; i < n; i++) items.push(String(params[`${name}.${i}`] ?? ''));
    params[name] = items.join(own(cat.log, 'list.and') ?? ' and ');
  }
  return params;
}

/** What ends the name of a list's length among the parameters of words (listParams). */
const LIST_LENGTH = '.length';

/** Words rendered in `lang` from its catalogue (the English template when the language has none; the key when no catalogue has it). */
export function renderWords(w: Words, lang: LanguageLike = 'en'): string {
  const cat = catalogueOf(lang);
  const template = own(cat.log, w.key) ?? own(LANGUAGES.en.log, w.key);
  return template === undefined ? w.key : render(template, wordsParams(w, cat), cat.code);
}

/** The pending request's words in `lang` (English when omitted): what the player is asked to roll or decide. */
export function describePending(p: Pending, lang: LanguageLike = 'en'): string {
  return renderWords(p.say, lang);
}

/** The words of option `i` of a pending choice in `lang` ("" when it has no such option). */
export function describeOption(
  p: Extract<Pending, { kind: 'choice' }>,
  i: number,
  lang: LanguageLike = 'en',
): string {
  const o = p.options[i];
  return o ? renderWords(o.say, lang) : '';
}
