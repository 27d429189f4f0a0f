import { EN } from './en.ts';
import { render } from './render.ts';

/** The English text of a log entry, rendered from the catalogue (the narrator the machine plugs in). */
export function englishText(key: string, params: Readonly<Record<string, string | number>>): string {
  const template = EN[key];
  if (template === undefined) throw new Error(`narration key ${key} has no English text`);
  return render(template, params);
}
