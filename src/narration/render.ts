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

/** One field between braces: "{name}" or "{name, plural, one {...} other {...}}". */
function field(inner: string, params: Readonly<Record<string, string | number>>, lang: string): string {
  const plain = /^(\w+)$/.exec(inner);
  if (plain) return plain[1]! in params ? String(params[plain[1]!]) : `{${inner}}`;
  const plural = /^(\w+),\s*plural,([\s\S]*)$/.exec(inner);
  if (!plural || !(plural[1]! in params)) return `{${inner}}`;
  const value = params[plural[1]!]!;
  const n = Number(value);
  const forms = branches(plural[2]!);
  const chosen =
    forms.get(`=${value}`) ??
    (Number.isFinite(n) ? forms.get(pluralRules(lang).select(n)) : undefined) ??
    forms.get('other') ??
    '';
  return render(chosen.replaceAll('#', String(value)), params, lang);
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
  let out = '';
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf('{', i);
    if (open < 0) {
      out += template.slice(i);
      break;
    }
    out += template.slice(i, open);
    const end = closing(template, open);
    if (end < 0) {
      out += template.slice(open);
      break;
    }
    out += field(template.slice(open + 1, end), params, lang);
    i = end + 1;
  }
  return out;
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
