import { describe, expect, it } from 'vitest';
import { procedureSteps, procedureTransitions } from '../../machines/diagram.ts';
import { procedureSvg } from '../../scripts/procedure-svg.ts';
import { LANGS, LANGUAGES, type Lang } from '../../src/narration/languages.ts';
import { stepTitle } from '../../src/narration/step-title.ts';

/** The attribute values of every element `tag` of an SVG text. */
function elements(svg: string, tag: string): Record<string, string>[] {
  return [...svg.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'g'))].map((m) =>
    Object.fromEntries([...m[1]!.matchAll(/([\w:-]+)="([^"]*)"/g)].map((a) => [a[1]!, a[2]!])),
  );
}

const unescapeXml = (t: string) =>
  t
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');

describe('the procedure diagram drawn at build time (scripts/procedure-svg.ts)', () => {
  for (const lang of LANGS as readonly Lang[]) {
    it(`draws every state of the machine, titled from the ${lang} catalogue, with nothing the CSP blocks`, () => {
      const svg = procedureSvg(lang);
      const steps = procedureSteps();
      expect(elements(svg, 'g').map((g) => g['data-step'])).toEqual(steps.map((s) => s.path));
      // The first text of each box is the step's title in the language, the second its key and rule.
      const texts = [...svg.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map((m) => unescapeXml(m[1]!));
      expect(texts.filter((_, i) => i % 2 === 0)).toEqual(steps.map((s) => stepTitle(s.path, lang, s.title)));
      expect(texts[1]).toBe('declared (19.1.1)');
      expect(svg).toContain(`<title>${LANGUAGES[lang].page.diagram}</title>`);
      // Presentation attributes only: no style element or attribute, no script, no link out.
      expect(svg).not.toMatch(/<style|style=|<script|href=|<foreignObject|on\w+=/i);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      // Every box wide enough for its title (the widths the script estimates), inside the drawing.
      const [, , width] = elements(svg, 'svg')[0]!.viewBox!.split(' ').map(Number);
      for (const r of elements(svg, 'rect'))
        expect(Number(r.x) + Number(r.width)).toBeLessThanOrEqual(width!);
    });
  }

  it('draws one arrow for every pair of states a transition joins, and the start', () => {
    const svg = procedureSvg('en');
    const pairs = new Set(
      procedureTransitions()
        .filter((t) => t.to !== undefined && t.to !== t.from && t.from !== '(every step)')
        .map((t) => `${t.from}>${t.to}`),
    );
    const arrows =
      elements(svg, 'line').length + elements(svg, 'path').filter((p) => p.class === 'edge far').length;
    // The start's arrow, then one a pair.
    expect(arrows).toBe(pairs.size + 1);
    expect(pairs.size).toBe(37);
  });

  it('writes the same text each time (a build of the same machine changes no file)', () => {
    expect(procedureSvg('ru')).toBe(procedureSvg('ru'));
  });
});
