import { procedureSteps, procedureTransitions } from 'hexcharge/machine';
import { type Lang, ruleName, stepTitle } from 'hexcharge/narration';
import { type Child, el, type VNode } from './dom.ts';

/**
 * The procedure diagrams drawn at build time from the machine (scripts/procedure-svg.ts writes
 * web/generated/procedure-{lang}.svg): static SVG with presentation attributes only, which the page's
 * content security policy allows inline. Each language's drawing is its own chunk, loaded when the
 * diagram is first opened in that language.
 */
const DRAWN = import.meta.glob<string>('./generated/procedure-*.svg', { query: '?raw', import: 'default' });

/** The SVG text of the procedure diagram in `lang` (undefined when the build has none for it). */
export async function procedureSvg(lang: Lang): Promise<string | undefined> {
  const load = DRAWN[`./generated/procedure-${lang}.svg`] ?? DRAWN['./generated/procedure-en.svg'];
  return load ? load() : undefined;
}

/** Marks the current state (and its compound parent) in a drawn diagram; returns the element marked, if any. */
export function highlightStep(host: HTMLElement, path: string): Element | undefined {
  for (const e of host.querySelectorAll('.current-step')) e.classList.remove('current-step');
  let marked: Element | undefined;
  const parts = path.split('.');
  for (let i = parts.length; i > 0; i--) {
    const at = parts.slice(0, i).join('.');
    const g = host.querySelector(`g.step[data-step="${CSS.escape(at)}"]`);
    if (g) {
      g.classList.add('current-step');
      marked ??= g;
    }
  }
  return marked;
}

const STEPS = procedureSteps();
const TRANSITIONS = procedureTransitions();

/**
 * The learner's version of the diagram in words (#diagram-words): the machine's states as an ordered
 * list in the page language, each with its rule and the steps it leads to; a compound state's own
 * steps in a list of their own; the current step marked (aria-current).
 */
export function procedureWords(lang: Lang, current: string, labels: { readonly [k: string]: string }): VNode {
  const title = (path: string) => stepTitle(path, lang, STEPS.find((s) => s.path === path)?.title ?? path);
  const item = (i: number): { node: VNode; next: number } => {
    const s = STEPS[i]!;
    const leadsTo = [
      ...new Set(
        TRANSITIONS.filter((t) => t.from === s.path && t.to !== undefined && t.to !== s.path).map(
          (t) => t.to!,
        ),
      ),
    ];
    const here = s.path === current || current.startsWith(`${s.path}.`);
    let j = i + 1;
    const inner: VNode[] = [];
    while (j < STEPS.length && STEPS[j]!.depth > s.depth) {
      const c = item(j);
      inner.push(c.node);
      j = c.next;
    }
    const parts: Child[] = [
      el('strong', {}, title(s.path)),
      s.rule && [' ', el('span', { class: 'rule' }, ruleName(s.rule, lang).chip)],
      here && [' ', el('em', { class: 'here' }, `(${labels.diagramHere ?? 'current step'})`)],
      leadsTo.length > 0 && el('span', { class: 'leads muted' }, ` → ${leadsTo.map(title).join(' · ')}`),
      inner.length > 0 && el('ol', {}, inner),
    ];
    return {
      node: el('li', { 'data-step': s.path, 'aria-current': s.path === current ? 'step' : undefined }, parts),
      next: j,
    };
  };
  const top: VNode[] = [];
  for (let i = 0; i < STEPS.length; ) {
    const r = item(i);
    top.push(r.node);
    i = r.next;
  }
  return el('ol', { id: 'diagram-steps' }, top);
}
