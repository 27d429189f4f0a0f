import { LANGS, LANGUAGES, type Lang, type LanguageCatalogue, render } from 'hexcharge/narration';
/**
 * The page's labels: the `page` section of each language's catalogue (hexcharge/narration, LANGUAGES);
 * this file only reads them. The narration itself comes from the catalogues' other sections.
 */

/** The page's labels in one language (the narration itself comes from src/narration). */
export type Labels = LanguageCatalogue['page'];

/** The page labels by language. */
export const LABELS: Readonly<Record<Lang, Labels>> = Object.fromEntries(
  LANGS.map((l) => [l, LANGUAGES[l].page]),
) as Record<Lang, Labels>;

/** A label, or `fallback` (else the key) when the language has none. */
export function labelOf(labels: Labels, key: string, fallback?: string): string {
  const own = Object.hasOwn(labels, key) ? (labels as Readonly<Record<string, string>>)[key] : undefined;
  return own ?? fallback ?? key;
}

/** A label with its "{name}" and "{n, plural, ...}" fields filled, plurals by the language's Intl.PluralRules. */
export function fill(
  labels: Labels,
  key: keyof Labels,
  params: Readonly<Record<string, string | number>>,
  lang: Lang,
): string {
  return render(labels[key], params, lang);
}
