import { fail, ok, type Result } from '../src/errors.ts';
import { LANGS, type Lang, parseLang } from '../src/narration/narrate.ts';
import { describeValue } from './plain.ts';

/**
 * The narration language a host asks for (createCharge, resumeCharge, replay): one of the shipped
 * catalogues' (LANGUAGES, src/narration/languages.ts), English when none is given; anything else is refused with
 * api/unknown-language.
 */
export function readLanguage(value: unknown): Result<Lang> {
  if (value === undefined) return ok('en');
  const lang = parseLang(value);
  if (lang !== undefined) return ok(lang);
  return fail(
    'api/unknown-language',
    `the language must be one of ${LANGS.join(', ')}: got ${describeValue(value)}`,
  );
}
