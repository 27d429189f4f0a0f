/**
 * The page never parses markup from a string: no file of web/ (its sources, not the build) names an
 * HTML sink, so a value from a scenario, a save or a link can only reach the page as text or as an
 * attribute value (web/dom.ts builds every drawing with createElement and text nodes). The check is on
 * the text of the files, comments included, as the project's pre-stop hook counts them.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { el, svg } from '../../web/dom.ts';
import { ROOT } from '../support/reliability.ts';

/** The sinks that turn a string into markup or script (the four the hook counts first). */
const SINKS: readonly [string, RegExp][] = [
  ['innerHTML', /innerHTML/],
  ['outerHTML', /outerHTML/],
  ['insertAdjacentHTML', /insertAdjacentHTML/],
  ['document.write', /document\.write/],
  ['createContextualFragment', /createContextualFragment/],
  ['srcdoc', /srcdoc/i],
  ['a text/html parse', /['"`]text\/html['"`]/],
  ['eval', /(?<![\w$.])eval\s*\(/],
  ['new Function', /new\s+Function\b/],
];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'dist' || name === 'node_modules') return [];
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|html)$/.test(name) ? [path] : [];
  });
}

describe('the page puts data on screen as text only', () => {
  const files = sources(join(ROOT, 'web'));

  it('reads every source file of web/', () => {
    const names = files.map((f) => relative(ROOT, f));
    expect(names).toContain('web/main.ts');
    expect(names).toContain('web/map.ts');
    expect(names).toContain('web/editor-view.ts');
    expect(names).toContain('web/dom.ts');
    expect(names.length).toBeGreaterThan(15);
  });

  it.each(SINKS)('no file of web/ uses %s', (_, sink) => {
    const found = files.flatMap((f) =>
      readFileSync(f, 'utf8')
        .split('\n')
        .flatMap((line, i) => (sink.test(line) ? [`${relative(ROOT, f)}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it('web/index.html has no inline script and no inline event handler', () => {
    const html = readFileSync(join(ROOT, 'web/index.html'), 'utf8');
    expect(html.match(/<script\b[^>]*>/g)).toEqual(['<script type="module" src="./main.ts">']);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  });

  it('a drawing keeps markup in a value as text, and has no event handler attribute', () => {
    const payload = '"><img src=x onerror=window.__pwned=1>';
    const d = el('div', { title: payload, 'data-unit': payload }, payload, svg('text', {}, payload));
    expect(d.children[0]).toBe(payload);
    expect(d.attrs.title).toBe(payload);
    // @ts-expect-error: an event handler is not an attribute a drawing may have
    el('div', { onclick: 'x' });
  });
});
