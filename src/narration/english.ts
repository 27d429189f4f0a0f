import { EN } from './en.ts';
import { endingWords } from './ending.ts';
import { render } from './render.ts';

/** The English text of a log entry, rendered from the catalogue (the narrator the machine plugs in). */
export function englishText(key: string, params: Readonly<Record<string, string | number>>): string {
  const template = EN[key];
  if (template === undefined) throw new Error(`narration key ${key} has no English text`);
  // the entry that closes a charge carries its ending as fields (endingParams): its words are the catalogue's
  return render(
    template,
    key === 'charge.ended' ? { ...params, ending: endingWords(params, EN, 'en') } : params,
  );
}
