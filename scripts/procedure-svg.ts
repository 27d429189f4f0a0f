import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { procedureSteps, procedureTransitions } from 'hexcharge/machine';
import { LANGS, LANGUAGES, type Lang, stepTitle } from 'hexcharge/narration';

/**
 * The procedure diagram of the learning page as a static SVG, drawn at build time from the charge
 * machine (its states and transitions, through hexcharge/machine) with the step titles of each
 * language's catalogue: one box a state in the machine's document order, the compound pursuit drawn
 * around its states, an arrow to the state below, and every other transition on a lane to the right.
 * Only elements and presentation attributes (no <style>, no style attribute, no script): the page's
 * content security policy allows it inline, and web/style.css marks the current step.
 * `npm run web:build` and `npm run web:dev` (the Vite config) write web/generated/procedure-{lang}.svg.
 */

const ROW = 52;
const BOX_H = 38;
const INDENT = 22;
const LEFT = 20;
const TOP = 46;
const LANE = 12;
const FONT = 13;

/** XML text with its five special characters escaped. */
function xml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}

/** A rough width of a line of text at FONT px in a sans-serif face (no font metrics at build time). */
function textWidth(text: string, size = FONT): number {
  let w = 0;
  for (const ch of text)
    w += /[A-ZА-Я]/.test(ch) ? 0.7 : /[ilj.,:;'’ ()]/.test(ch) ? 0.3 : /[a-z0-9]/.test(ch) ? 0.56 : 0.62;
  return Math.ceil(w * size);
}

/** A transition's guard names as the tooltip of its arrow (none for an unguarded one). */
function guardTitle(guard: string): string {
  return guard ? `<title>${xml(guard)}</title>` : '';
}

/** One step's box: its row, left edge and width (a compound state's box is its header). */
interface Box {
  readonly path: string;
  readonly row: number;
  readonly x: number;
  readonly depth: number;
}

/** The procedure diagram in `lang`, as the text of an SVG document. */
export function procedureSvg(lang: Lang): string {
  const steps = procedureSteps();
  const titles = steps.map((s) => stepTitle(s.path, lang, s.title));
  const boxW = Math.max(...steps.map((s, i) => textWidth(titles[i]!) + s.depth * INDENT * 2 + 28), 260);
  const boxes = new Map<string, Box>(
    steps.map((s, i) => [s.path, { path: s.path, row: i, x: LEFT + s.depth * INDENT, depth: s.depth }]),
  );
  const yOf = (row: number) => TOP + row * ROW;
  const right = (b: Box) => LEFT + boxW - b.depth * INDENT;
  // The transitions between two states (one arrow per pair, a state's own events left out).
  const pairs: { from: Box; to: Box; guard: string }[] = [];
  for (const t of procedureTransitions()) {
    const from = boxes.get(t.from);
    const to = t.to === undefined ? undefined : boxes.get(t.to);
    if (!from || !to || from === to) continue;
    if (pairs.some((p) => p.from === from && p.to === to)) continue;
    pairs.push({ from, to, guard: t.guard ?? '' });
  }
  const down = pairs.filter((p) => p.to.row === p.from.row + 1);
  // Every other arrow on a lane right of the boxes: shortest spans nearest, no two overlapping on a lane.
  const far = pairs
    .filter((p) => p.to.row !== p.from.row + 1)
    .sort((a, b) => Math.abs(a.to.row - a.from.row) - Math.abs(b.to.row - b.from.row));
  const lanes: [number, number][][] = [];
  const laneOf = far.map((p) => {
    const lo = Math.min(p.from.row, p.to.row);
    const hi = Math.max(p.from.row, p.to.row);
    let i = lanes.findIndex((l) => l.every(([a, b]) => hi < a || lo > b));
    if (i < 0) i = lanes.push([]) - 1;
    lanes[i]!.push([lo, hi]);
    return i;
  });
  const width = LEFT + boxW + 16 + lanes.length * LANE + 16;
  const height = yOf(steps.length) + 8;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" id="procedure-svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family="system-ui, sans-serif" font-size="${FONT}" lang="${lang}">`,
    `<title>${xml(LANGUAGES[lang].page.diagram ?? 'Diagram')}</title>`,
    '<defs><marker id="procedure-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="#555"/></marker></defs>',
    // The start of the procedure: a dot and an arrow into the first state.
    `<circle class="initial" cx="${LEFT + boxW / 2}" cy="14" r="7" fill="#333"/>`,
    `<line class="edge" x1="${LEFT + boxW / 2}" y1="21" x2="${LEFT + boxW / 2}" y2="${TOP - 2}" stroke="#555" stroke-width="1.4" marker-end="url(#procedure-arrow)"/>`,
  ];
  // A compound state is drawn around its own states.
  for (const s of steps.filter((x) => x.compound)) {
    const b = boxes.get(s.path)!;
    const inner = steps.filter((x) => x.path.startsWith(`${s.path}.`)).map((x) => boxes.get(x.path)!.row);
    const last = Math.max(b.row, ...inner);
    out.push(
      `<rect class="compound" data-step="${xml(s.path)}" x="${b.x - 8}" y="${yOf(b.row) - 7}" width="${right(b) - b.x + 16}" height="${yOf(last) - yOf(b.row) + BOX_H + 14}" rx="10" fill="#f4f1ea" stroke="#b9ad92" stroke-dasharray="5 3"/>`,
    );
  }
  for (const p of down) {
    const x = LEFT + boxW / 2;
    out.push(
      `<line class="edge" x1="${x}" y1="${yOf(p.from.row) + BOX_H}" x2="${x}" y2="${yOf(p.to.row) - 2}" stroke="#555" stroke-width="1.4" marker-end="url(#procedure-arrow)">${guardTitle(p.guard)}</line>`,
    );
  }
  far.forEach((p, i) => {
    const lx = LEFT + boxW + 16 + laneOf[i]! * LANE;
    const y1 = yOf(p.from.row) + BOX_H / 2 + 5;
    const y2 = yOf(p.to.row) + BOX_H / 2 - 5;
    out.push(
      `<path class="edge far" d="M${right(p.from)} ${y1}H${lx}V${y2}H${right(p.to) + 2}" fill="none" stroke="#777" stroke-width="1.2" marker-end="url(#procedure-arrow)">${guardTitle(p.guard)}</path>`,
    );
  });
  steps.forEach((s, i) => {
    const b = boxes.get(s.path)!;
    const y = yOf(b.row);
    const w = right(b) - b.x;
    const rule = s.rule ? ` (${s.rule})` : '';
    out.push(
      `<g class="step${s.final ? ' final' : ''}${s.compound ? ' compound-head' : ''}" id="procedure-step-${xml(s.path.replaceAll('.', '-'))}" data-step="${xml(s.path)}">`,
      `<rect x="${b.x}" y="${y}" width="${w}" height="${BOX_H}" rx="7" fill="#ffffff" stroke="#333" stroke-width="${s.final ? 3 : 1.2}"/>`,
      `<text x="${b.x + 12}" y="${y + 16}" fill="#111">${xml(titles[i]!)}</text>`,
      `<text x="${b.x + 12}" y="${y + 31}" fill="#555" font-size="11">${xml(`${s.key}${rule}`)}</text>`,
      '</g>',
    );
  });
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}

/** The folder the page's build reads the diagrams from (gitignored). */
export const GENERATED = resolve(import.meta.dirname, '../web/generated');

/** Writes web/generated/procedure-{lang}.svg for every language (a file whose text is the same is left alone). */
export function writeProcedureSvgs(dir: string = GENERATED): string[] {
  mkdirSync(dir, { recursive: true });
  return LANGS.map((lang) => {
    const file = resolve(dir, `procedure-${lang}.svg`);
    const text = procedureSvg(lang);
    if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
    return file;
  });
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  for (const f of writeProcedureSvgs()) process.stdout.write(`wrote ${f}\n`);
}
