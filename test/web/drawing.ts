import type { VNode } from '../../web/dom.ts';

/** Every element of a drawing (web/dom.ts), depth first, the root first. */
export function elementsOf(root: VNode): VNode[] {
  const out: VNode[] = [];
  const walk = (n: VNode) => {
    out.push(n);
    for (const c of n.children) if (typeof c !== 'string') walk(c);
  };
  walk(root);
  return out;
}

/** The elements of a drawing whose class list has `cls`. */
export function withClass(root: VNode, cls: string): VNode[] {
  return elementsOf(root).filter((n) => (n.attrs.class ?? '').split(' ').includes(cls));
}

/** Every text of a drawing, in order. */
export function textsOf(root: VNode): string[] {
  const out: string[] = [];
  const walk = (n: VNode) => {
    for (const c of n.children) typeof c === 'string' ? out.push(c) : walk(c);
  };
  walk(root);
  return out;
}
