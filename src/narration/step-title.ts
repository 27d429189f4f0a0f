import { catalogueOf, type LanguageLike } from './languages.ts';
import { own } from './own.ts';

/**
 * The title of a state of the charge machine (by its path: "standCheck", "pursuit.recall") in `lang`,
 * from the `steps` section of its catalogue; `fallback` (the machine's English meta title, or the path)
 * when the catalogue has none.
 */
export function stepTitle(path: string, lang: LanguageLike = 'en', fallback: string = path): string {
  return own(catalogueOf(lang).steps, path) ?? fallback;
}
