/** The plural rules of each language, made once (Intl.PluralRules is costly to build). */
const RULES = new Map<string, Intl.PluralRules>();

function pluralRules(lang: string): Intl.PluralRules {
  let r = RULES.get(lang);
  if (!r) {
    r = new Intl.PluralRules(lang);
    RULES.set(lang, r);
  }
  return r;
}

/** Index of the brace that closes the one opened at `open`, or -1. */
function closing(s: string, open: number): number {
  let depth = 0;
  for (let i = open; i < s.length; i++) {
    if (s[i] === '{') depth++;
    else if (s[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

/** The branches of a plural field, "one {# hex} other {# hexes}", by selector ("one", "few", "=0"...). */
function branches(body: string): Map<string, string> {
  const out = new Map<string, string>();
  let i = 0;
  while (i < body.length) {
    const m = /^\s*(=\d+|zero|one|two|few|many|other)\s*\{/.exec(body.slice(i));
    if (!m) break;
    const open = i + m[0].length - 1;
    const end = closing(body, open);
    if (end < 0) break;
    out.set(m[1]!, body.slice(open + 1, end));
    i = end + 1;
  }
  return out;
}

/** A template cut into text and fields once (templates are few and rendered very often). */
type Part =
  | string
  | { readonly name: string; readonly raw: string }
  | { readonly name: string; readonly raw: string; readonly forms: ReadonlyMap<string, readonly Part[]> };

const COMPILED = new Map<string, readonly Part[]>();

function compile(template: string): readonly Part[] {
  const cached = COMPILED.get(template);
  if (cached) return cached;
  const parts: Part[] = [];
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf('{', i);
    const end = open < 0 ? -1 : closing(template, open);
    if (open < 0 || end < 0) {
      parts.push(template.slice(i));
      break;
    }
    if (open > i) parts.push(template.slice(i, open));
    const inner = template.slice(open + 1, end);
    const raw = `{${inner}}`;
    const plain = /^(\w+)$/.exec(inner);
    const plural = /^(\w+),\s*plural,([\s\S]*)$/.exec(inner);
    if (plain) parts.push({ name: plain[1]!, raw });
    else if (plural) {
      const forms = new Map<string, readonly Part[]>();
      for (const [k, v] of branches(plural[2]!)) forms.set(k, compile(v));
      parts.push({ name: plural[1]!, raw, forms });
    } else parts.push(raw);
    i = end + 1;
  }
  COMPILED.set(template, parts);
  return parts;
}

function fillParts(
  parts: readonly Part[],
  params: Readonly<Record<string, string | number>>,
  lang: string,
  hash: string,
): string {
  let out = '';
  for (const p of parts) {
    if (typeof p === 'string') {
      out += hash === '' ? p : p.replaceAll('#', hash);
      continue;
    }
    if (!Object.hasOwn(params, p.name)) {
      out += p.raw;
      continue;
    }
    const value = params[p.name]!;
    if (!('forms' in p)) {
      out += String(value);
      continue;
    }
    const n = Number(value);
    const chosen =
      p.forms.get(`=${value}`) ??
      (Number.isFinite(n) ? p.forms.get(pluralRules(lang).select(n)) : undefined) ??
      p.forms.get('other') ??
      [];
    out += fillParts(chosen, params, lang, String(value));
  }
  return out;
}

/**
 * Fills a message template: "{name}" is replaced by params.name, and "{n, plural, one {# hex} other {#
 * hexes}}" picks the form of the number params.n by the plural rules of `lang` (Intl.PluralRules: one,
 * few, many, other..., or an exact "=0"); "#" in the form is the number.
 */
export function render(
  template: string,
  params: Readonly<Record<string, string | number>>,
  lang = 'en',
): string {
  return fillParts(compile(template), params, lang, '');
}

/** The parameter names a template uses (plain and plural fields), sorted, each once. */
export function templateParams(template: string): string[] {
  return [...new Set([...template.matchAll(/\{(\w+)(?:\}|,\s*plural,)/g)].map((m) => m[1]!))].sort();
}

/** The plural categories a template's plural fields give forms for, by parameter. */
export function pluralForms(template: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const m of template.matchAll(/\{(\w+),\s*plural,/g)) {
    const open = m.index;
    const end = closing(template, open);
    const body = template.slice(open + m[0].length, end < 0 ? undefined : end);
    out.set(m[1]!, [...branches(body).keys()]);
  }
  return out;
}
