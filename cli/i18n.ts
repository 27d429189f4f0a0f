import { catalogueOf, type LanguageCatalogue, type LanguageLike } from 'hexcharge/narration';
/**
 * The words the CLI itself prints around the narration (`run --lang`): headings, prompts, the final
 * board. They are the `cli` section of each language's catalogue (hexcharge/narration, LANGUAGES); this
 * file only reads them.
 */

/** The CLI's own strings in one language: its catalogue's `cli` section. */
export type CliStrings = LanguageCatalogue['cli'];

/** The CLI's strings in `lang` (English for a code that is not registered). */
export function cliStrings(lang: LanguageLike): CliStrings {
  return catalogueOf(lang).cli;
}

/** The words of charge records and committed dice in `lang`: its catalogue's `record` section. */
export function cliRecordWords(lang: LanguageLike): Readonly<Record<string, string>> {
  return catalogueOf(lang).record;
}

/** Fills "{name}" placeholders. */
export function fill(template: string, params: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (Object.hasOwn(params, k) ? String(params[k]) : m));
}

/** A unit word (arm, formation, morale...) in the CLI's language, or the word itself. */
export function word(s: CliStrings, w: string): string {
  return Object.hasOwn(s.words, w) ? (s.words as Readonly<Record<string, string>>)[w]! : w;
}
