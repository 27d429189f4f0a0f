import { type Ending, endingParams } from '../procedure/ending.ts';
import type { LogEntry } from '../procedure/log.ts';
import type { Pending, Words } from '../procedure/state.ts';
import { EN } from './en.ts';
import { endingWords } from './ending.ts';
import { ES } from './es.ts';
import { render } from './render.ts';
import { RU } from './ru.ts';

/** A narration language: English, Spanish (the La Bataille texts), Russian (the 8th-edition text). */
export type Lang = 'en' | 'es' | 'ru';

/** The narration languages, in menu order. */
export const LANGS: readonly Lang[] = ['en', 'es', 'ru'];

/** A language code read from outside (a URL, a command line): the narration language, or undefined. */
export function parseLang(s: unknown): Lang | undefined {
  return typeof s === 'string' && (LANGS as readonly string[]).includes(s) ? (s as Lang) : undefined;
}

/** The narration catalogues, by language: the same keys, one template each. */
export const CATALOGUES: Readonly<Record<Lang, Readonly<Record<string, string>>>> = {
  en: EN,
  es: ES,
  ru: RU,
};

/** A unit's morale state and readiness (19.x) in words, by language: the narration's and the CLI's board. */
export const UNIT_STATE_WORDS: Readonly<Record<Exclude<Lang, 'en'>, Readonly<Record<string, string>>>> = {
  es: {
    good: 'en buen orden',
    disordered: 'desordenada',
    routed: 'en fuga (PGD)',
    fresh: 'fresca',
    tired: 'cansada',
    exhausted: 'agotada',
  },
  ru: {
    good: 'в порядке',
    disordered: 'расстроено',
    routed: 'в бегстве (PGD)',
    fresh: 'свежее',
    tired: 'уставшее',
    exhausted: 'изнурённое',
  },
};

/** Words for the enumerated English values the procedure puts into message parameters, by language. */
const VALUES: Readonly<Record<Exclude<Lang, 'en'>, Readonly<Record<string, string>>>> = {
  es: {
    ...UNIT_STATE_WORDS.es,
    'in order': 'en orden',
    nothing: 'nada',
    rout: 'huida',
    retreat: 'retirada',
    'fall-back': 'retroceso',
    bounce: 'rebote',
    'round-down': 'redondeo hacia abajo',
    'nearest-half-defender': 'a la media columna, a favor del defensor',
    'nearest-half': 'a la media columna más cercana',
    surrendered: 'rendidos',
    eliminated: 'eliminados',
    'off the map': 'fuera del mapa',
    recalled: 'llamada obedecida',
    'not-recalled': 'llamada no obedecida',
  },
  ru: {
    ...UNIT_STATE_WORDS.ru,
    'in order': 'в порядке',
    nothing: 'ничего',
    rout: 'бегство',
    retreat: 'отход',
    'fall-back': 'откат',
    bounce: 'отскок',
    'round-down': 'округление вниз',
    'nearest-half-defender': 'до половины колонки, в пользу обороняющегося',
    'nearest-half': 'до ближайшей половины колонки',
    surrendered: 'сдались',
    eliminated: 'уничтожены',
    'off the map': 'за краем карты',
    recalled: 'отозвана',
    'not-recalled': 'не отозвана',
  },
};

/** An entry of a table, own members only (a unit may be named "constructor"). */
function own(table: Readonly<Record<string, string>>, key: string): string | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/** Translates one enumerated parameter value into `lang`; other values pass unchanged. */
export function translateValue(v: string | number, lang: Lang): string | number {
  if (lang === 'en' || typeof v === 'number') return v;
  const values = VALUES[lang];
  const direct = own(values, v);
  if (direct !== undefined) return direct;
  return v;
}

/** A charge's ending in words, in `lang` (English when omitted), from the catalogue's `ending.*` templates. */
export function endingText(e: Ending, lang: Lang = 'en'): string {
  return endingWords(endingParams(e), CATALOGUES[lang], lang);
}

/**
 * The narration of a log entry in `lang` (English when omitted): its key's template in that language's
 * catalogue filled with its parameters (enumerated values in that language too), plurals by the
 * language's Intl.PluralRules. A key the language lacks is told in English; a key no catalogue has
 * (none the engine writes: test/narration) is shown as it is. Never throws.
 */
export function narrate(entry: Pick<LogEntry, 'key' | 'params'>, lang: Lang = 'en'): string {
  const template = Object.hasOwn(CATALOGUES, lang) ? own(CATALOGUES[lang], entry.key) : undefined;
  if (template === undefined || lang === 'en') {
    const english = template ?? own(EN, entry.key);
    return english === undefined ? entry.key : render(english, { ...entry.params, ...endingOf(entry, 'en') });
  }
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(entry.params)) params[k] = translateValue(v, lang);
  return render(template, { ...params, ...endingOf(entry, lang) }, lang);
}

/**
 * The entry that closes a charge (charge.ended) carries its ending as fields (endingParams): its
 * `{ending}` is worded from them by the catalogue of `lang`. Nothing for any other entry.
 */
function endingOf(entry: Pick<LogEntry, 'key' | 'params'>, lang: Lang): { ending?: string } {
  return entry.key === 'charge.ended' ? { ending: endingWords(entry.params, CATALOGUES[lang], lang) } : {};
}

/** A log entry with its words in one language: what a charge session gives its host (`session.log`, `onLog`). */
export type NarratedEntry = LogEntry & {
  /** The entry narrated in the session's language (`narrate`). */
  readonly text: string;
};

/** A log entry and its narration in `lang` (English when omitted). */
export function narrated(entry: LogEntry, lang: Lang = 'en'): NarratedEntry {
  return { ...entry, text: narrate(entry, lang) };
}

/**
 * The parameters of a request's or an option's words in `lang`: as they are (names, hexes, odds,
 * numbers; what a request's words would translate is in its key), and each list (listParams:
 * `name.length`, `name.0`, `name.1`...) joined into `name` with the catalogue's "and" of the language.
 */
function wordsParams(w: Words, lang: Lang): Record<string, string | number> {
  const params: Record<string, string | number> = { ...w.params };
  for (const [k, n] of Object.entries(w.params)) {
    if (!k.endsWith(LIST_LENGTH) || typeof n !== 'number') continue;
    const name = k.slice(0, -LIST_LENGTH.length);
    const items: string[] = [];
    for (let i = 0; i < n; i++) items.push(String(params[`${name}.${i}`] ?? ''));
    params[name] = items.join(own(CATALOGUES[lang], 'list.and') ?? ' and ');
  }
  return params;
}

/** What ends the name of a list's length among the parameters of words (listParams). */
const LIST_LENGTH = '.length';

/** Words rendered in `lang` from its catalogue (the English template when the language has none; the key when no catalogue has it). */
export function renderWords(w: Words, lang: Lang = 'en'): string {
  const template = own(CATALOGUES[lang], w.key) ?? own(EN, w.key);
  return template === undefined ? w.key : render(template, wordsParams(w, lang), lang);
}

/** The pending request's words in `lang` (English when omitted): what the player is asked to roll or decide. */
export function describePending(p: Pending, lang: Lang = 'en'): string {
  return renderWords(p.say, lang);
}

/** The words of option `i` of a pending choice in `lang` ("" when it has no such option). */
export function describeOption(
  p: Extract<Pending, { kind: 'choice' }>,
  i: number,
  lang: Lang = 'en',
): string {
  const o = p.options[i];
  return o ? renderWords(o.say, lang) : '';
}
