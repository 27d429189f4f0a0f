import { procedureMermaid } from 'hexcharge/machine';

/** The Mermaid text of the procedure, generated from the machine (the same as docs/procedure.md). */
export const PROCEDURE_MERMAID = procedureMermaid();

/** A Mermaid state id of a dotted state path ("pursuit.recall" is "pursuit_recall"), as machines/diagram.ts writes it. */
export function mermaidId(path: string): string {
  return path.replaceAll('.', '_');
}

let drawn: Promise<string> | undefined;
/** The id Mermaid's render is given: it prefixes the ids of the states' groups ("procedure-diagram-state-standCheck-10"). */
const RENDER_ID = 'procedure-diagram';

/**
 * The procedure diagram as SVG, drawn by Mermaid's renderer from the text machines/diagram.ts derives
 * from the machine. Mermaid is loaded on first use only (it is large), and the SVG is drawn once.
 */
export function procedureSvg(): Promise<string> {
  drawn ??= (async () => {
    const { default: mermaid } = await import('mermaid');
    mermaid.initialize({
      startOnLoad: false,
      securityLevel: 'strict',
      theme: 'neutral',
      fontFamily: 'system-ui, sans-serif',
      state: { useMaxWidth: true },
    });
    const { svg } = await mermaid.render(RENDER_ID, PROCEDURE_MERMAID);
    return svg;
  })();
  return drawn;
}

/** Marks the current state (and its compound parent) in a drawn diagram; returns the element marked, if any. */
export function highlightStep(host: HTMLElement, path: string): Element | undefined {
  for (const el of host.querySelectorAll('.current-step')) el.classList.remove('current-step');
  let marked: Element | undefined;
  const parts = path.split('.');
  for (let i = parts.length; i > 0; i--) {
    const id = mermaidId(parts.slice(0, i).join('.'));
    const el = host.querySelector(`g[id^="${RENDER_ID}-state-${CSS.escape(id)}-"]`);
    if (el) {
      el.classList.add('current-step');
      marked ??= el;
    }
  }
  return marked;
}
