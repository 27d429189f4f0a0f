import { parseHexLabel } from '../src/data/index.ts';
import { formationHexsides, hexCorners, neighbor, toPixel, zocHexes } from '../src/hex/index.ts';
import type { Board } from '../src/model/board.ts';
import { type Coord, coordKey, hexLabel } from '../src/model/coord.ts';
import { turn } from '../src/model/direction.ts';
import type { Ruleset } from '../src/model/ruleset.ts';
import type { Unit } from '../src/model/unit.ts';
import type { LogEntry } from '../src/procedure/log.ts';
import type { ChargeState } from '../src/procedure/state.ts';
import { type Labels, labelOf } from './i18n.ts';

/** Hex radius in SVG units. */
export const HEX_SIZE = 34;

/** What to draw on top of the board. */
export interface MapOptions {
  readonly hexsides: boolean;
  readonly zoc: boolean;
  readonly labels: Labels;
}

const TERRAIN_FILL: Readonly<Record<string, string>> = {
  clear: '#ece6c8',
  woods: '#8fb37a',
  town: '#c9b7a9',
  chateau: '#b39a83',
  marsh: '#a9cfc0',
  river: '#6fa8dc',
};
const KIND_FILL: Readonly<Record<string, string>> = {
  clear: '#ece6c8',
  'general-order': '#9fbf85',
  'special-structure': '#b39a83',
  impassable: '#777',
};
const SIDE_FILL = ['#3c5aa6', '#c0392b', '#2e8b57', '#8e44ad'];
const HEXSIDE_STROKE = { front: '#1a9850', flank: '#f39c12', rear: '#d73027' } as const;
const MOVE_STROKE: Readonly<Record<string, string>> = {
  'move.rout': '#d73027',
  'move.retreat': '#e67e22',
  'move.fall-back': '#e67e22',
  'move.bounce': '#8e44ad',
  'pursuit.follow': '#6c3483',
  'advance.in-order': '#1a9850',
  'advance.disordered': '#1a9850',
};

const esc = (s: string): string =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
const fx = (n: number): string => n.toFixed(1);

function polygon(c: Coord, scale = 1): string {
  const centre = toPixel(c, HEX_SIZE);
  return hexCorners(c, HEX_SIZE)
    .map((p) => `${fx(centre.x + (p.x - centre.x) * scale)},${fx(centre.y + (p.y - centre.y) * scale)}`)
    .join(' ');
}

/** The two corners of hex `c` that bound its hexside toward direction `d`, pulled in by `scale`. */
function hexsideEnds(
  c: Coord,
  d: number,
  scale: number,
): [{ x: number; y: number }, { x: number; y: number }] {
  const centre = toPixel(c, HEX_SIZE);
  const across = toPixel(neighbor(c, d as 0), HEX_SIZE);
  const mid = { x: (centre.x + across.x) / 2, y: (centre.y + across.y) / 2 };
  const corners = hexCorners(c, HEX_SIZE)
    .map((p) => ({ p, dist: Math.hypot(p.x - mid.x, p.y - mid.y) }))
    .sort((a, b) => a.dist - b.dist)
    .slice(0, 2)
    .map(({ p }) => ({ x: centre.x + (p.x - centre.x) * scale, y: centre.y + (p.y - centre.y) * scale }));
  return [corners[0]!, corners[1]!];
}

/** Unit vector from hex `c` toward its neighbour across hexside `d`. */
function unitVector(c: Coord, d: number): { x: number; y: number } {
  const a = toPixel(c, HEX_SIZE);
  const b = toPixel(neighbor(c, d as 0), HEX_SIZE);
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  return { x: (b.x - a.x) / len, y: (b.y - a.y) / len };
}

function sideIndex(board: Board, side: string): number {
  return Math.max(
    0,
    board.sides.findIndex((s) => s.id === side),
  );
}

function terrainFill(board: Board, ruleset: Ruleset, c: Coord): { fill: string; id: string } {
  const id = board.terrain[coordKey(c)] ?? board.defaultTerrain;
  const kind = ruleset.terrain.find((t) => t.id === id)?.kind ?? 'clear';
  return { fill: TERRAIN_FILL[id] ?? KIND_FILL[kind] ?? '#ddd', id };
}

const FORMATION_ABBR: Readonly<Record<string, string>> = {
  line: 'L',
  column: 'C',
  square: 'Sq',
  'general-order': 'GO',
  limbered: 'Lb',
  unlimbered: 'Ul',
};

function armSymbol(u: Unit, x: number, y: number): string {
  const w = 18;
  const h = 11;
  const box = `<rect x="${fx(x - w / 2)}" y="${fx(y)}" width="${w}" height="${h}" fill="none" stroke="#fff" stroke-width="1"/>`;
  if (u.arm === 'infantry') {
    return `${box}<path d="M${fx(x - w / 2)},${fx(y)} L${fx(x + w / 2)},${fx(y + h)} M${fx(x + w / 2)},${fx(y)} L${fx(x - w / 2)},${fx(y + h)}" stroke="#fff" stroke-width="1"/>`;
  }
  if (u.arm === 'cavalry') {
    const lance = u.lancer
      ? `<path d="M${fx(x)},${fx(y - 2)} L${fx(x)},${fx(y + h + 2)}" stroke="#fff" stroke-width="0.8"/>`
      : '';
    const heavy = u.weight === 'heavy' ? '1.8' : '1';
    return `${box}<path d="M${fx(x - w / 2)},${fx(y + h)} L${fx(x + w / 2)},${fx(y)}" stroke="#fff" stroke-width="${heavy}"/>${lance}`;
  }
  return `${box}<circle cx="${fx(x)}" cy="${fx(y + h / 2)}" r="2.3" fill="#fff"/>`;
}

function counter(u: Unit, board: Board, cx: number, cy: number, labels: Labels, highlight: boolean): string {
  const s = 40;
  const fill = SIDE_FILL[sideIndex(board, u.side)] ?? '#555';
  const v = unitVector(u.at, u.facing);
  const tip = { x: cx + v.x * 29, y: cy + v.y * 29 };
  const base = { x: cx + v.x * 20, y: cy + v.y * 20 };
  const perp = { x: -v.y * 6, y: v.x * 6 };
  const arrow = `<polygon class="facing" points="${fx(tip.x)},${fx(tip.y)} ${fx(base.x + perp.x)},${fx(base.y + perp.y)} ${fx(base.x - perp.x)},${fx(base.y - perp.y)}" fill="#111"/>`;
  const morale =
    u.moraleState === 'disordered'
      ? `<rect x="${fx(cx - s / 2)}" y="${fx(cy - s / 2)}" width="${s}" height="7" fill="#f1c40f"/><text x="${fx(cx + s / 2 - 2)}" y="${fx(cy - s / 2 + 6)}" font-size="6.5" font-weight="bold" text-anchor="end" fill="#000">D</text>`
      : u.moraleState === 'routed'
        ? `<rect x="${fx(cx - s / 2)}" y="${fx(cy - s / 2)}" width="${s}" height="8" fill="#111"/><text x="${fx(cx)}" y="${fx(cy - s / 2 + 6.8)}" font-size="7.5" text-anchor="middle" fill="#ff5a4f" font-weight="bold">PGD</text>`
        : '';
  const readiness =
    u.readiness && u.readiness !== 'fresh'
      ? `<text x="${fx(cx - s / 2 + 2)}" y="${fx(cy - s / 2 + 16)}" font-size="8" font-weight="bold" fill="#ffd">${u.readiness === 'tired' ? 'T' : 'E'}</text>`
      : '';
  const title = [
    u.name,
    `${labelOf(labels, `arm.${u.arm}`)}${u.weight ? ` (${labelOf(labels, `weight.${u.weight}`)})` : ''}${u.lancer ? `, ${labels.lancer}` : ''}`,
    `${labels.formation}: ${labelOf(labels, `formation.${u.formation}`)}`,
    `${labels.increments}: ${u.increments}/${u.fullIncrements}`,
    `${labels.morale}: ${labelOf(labels, `morale.${u.moraleState}`)} (${u.morale})`,
    u.readiness ? `${labels.readiness}: ${labelOf(labels, `readiness.${u.readiness}`)}` : '',
    `${labels.facing}: ${['N', 'NE', 'SE', 'S', 'SW', 'NW'][u.facing]}`,
  ]
    .filter(Boolean)
    .join('\n');
  return (
    `<g class="counter${highlight ? ' changed' : ''}" data-unit="${esc(u.id)}" data-hex="${hexLabel(u.at)}" data-morale="${u.moraleState}" data-increments="${u.increments}" data-formation="${u.formation}">` +
    `<title>${esc(title)}</title>${arrow}` +
    `<rect x="${fx(cx - s / 2)}" y="${fx(cy - s / 2)}" width="${s}" height="${s}" rx="2" fill="${fill}" stroke="${highlight ? '#ffd700' : '#111'}" stroke-width="${highlight ? 2 : 0.8}"/>` +
    morale +
    readiness +
    armSymbol(u, cx, cy - 9) +
    `<text x="${fx(cx - s / 2 + 2)}" y="${fx(cy + s / 2 - 4)}" font-size="9" fill="#fff">${FORMATION_ABBR[u.formation] ?? '?'}</text>` +
    `<text x="${fx(cx + s / 2 - 2)}" y="${fx(cy + s / 2 - 4)}" font-size="9" fill="#fff" text-anchor="end">${u.increments}/${u.fullIncrements}</text>` +
    `</g>`
  );
}

/** A move drawn from the log: the hexes, the message key that wrote it, whether it is the latest step's. */
export interface DrawnMove {
  readonly key: string;
  readonly hexes: readonly Coord[];
  readonly latest: boolean;
}

/** The moves of the log as hex paths (params.path labels, pursuit from-to, advance from the charging hex). */
export function movesOf(log: readonly LogEntry[], attackerHex: Coord, latestFrom: number): DrawnMove[] {
  const out: DrawnMove[] = [];
  for (const e of log) {
    const latest = e.n > latestFrom;
    const p = e.params;
    let hexes: (Coord | undefined)[] = [];
    if (typeof p.path === 'string') {
      hexes = p.path.split('-').map(parseHexLabel);
      // The path lists the hexes entered; draw it from the hex the stack left.
      if (typeof p.from === 'string' && p.path.split('-')[0] !== p.from) hexes.unshift(parseHexLabel(p.from));
    } else if (e.key === 'pursuit.follow' || e.key === 'move.bounce')
      hexes = [parseHexLabel(String(p.from)), parseHexLabel(String(p.to))];
    else if (e.key.startsWith('advance.') && typeof p.hex === 'string')
      hexes = [attackerHex, parseHexLabel(p.hex)];
    const ok = hexes.filter((h): h is Coord => h !== undefined);
    if (ok.length >= 2 && ok.length === hexes.length) out.push({ key: e.key, hexes: ok, latest });
  }
  return out;
}

function pathD(hexes: readonly Coord[]): string {
  return hexes
    .map((h, i) => `${i === 0 ? 'M' : 'L'}${fx(toPixel(h, HEX_SIZE).x)},${fx(toPixel(h, HEX_SIZE).y)}`)
    .join(' ');
}

/**
 * The board as SVG, from honeycomb-grid geometry (src/hex toPixel and hexCorners): terrain, hex
 * numbers, the charging and target hexes, zones of influence and hexside classes on demand, the
 * moves of the log, the options of a pending path choice (clickable: data-option), and the counters.
 */
export function renderMap(s: ChargeState, latestFrom: number, opts: MapOptions): string {
  const board = s.board;
  const hexes: Coord[] = [];
  for (let col = 0; col < board.width; col++)
    for (let row = 0; row < board.height; row++) hexes.push({ col, row });
  const corners = hexes.flatMap((h) => hexCorners(h, HEX_SIZE));
  const minX = Math.min(...corners.map((p) => p.x)) - 14;
  const minY = Math.min(...corners.map((p) => p.y)) - 14;
  const maxX = Math.max(...corners.map((p) => p.x)) + 14;
  const maxY = Math.max(...corners.map((p) => p.y)) + 14;
  const parts: string[] = [];
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" id="map-svg" viewBox="${fx(minX)} ${fx(minY)} ${fx(maxX - minX)} ${fx(maxY - minY)}" role="img" aria-label="${esc(opts.labels.mapTitle)}">`,
    '<defs>',
    ...Object.entries({ ...MOVE_STROKE, choice: '#111' }).map(
      ([k, c]) =>
        `<marker id="arrow-${k.replace('.', '-')}" viewBox="0 0 10 10" refX="7" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="${c}"/></marker>`,
    ),
    '<pattern id="hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="2" height="6" fill="#000" opacity="0.25"/></pattern>',
    '</defs>',
  );
  // Terrain and hex numbers.
  parts.push('<g class="terrain">');
  for (const h of hexes) {
    const t = terrainFill(board, s.ruleset, h);
    const c = toPixel(h, HEX_SIZE);
    parts.push(
      `<polygon class="hex" data-hex="${hexLabel(h)}" data-terrain="${esc(t.id)}" points="${polygon(h)}" fill="${t.fill}" stroke="#998" stroke-width="0.6"><title>${hexLabel(h)} ${esc(labelOf(opts.labels, `terrain.${t.id}`, t.id))}</title></polygon>`,
      `<text x="${fx(c.x)}" y="${fx(c.y - HEX_SIZE * 0.62)}" font-size="6.5" text-anchor="middle" fill="#665">${hexLabel(h)}</text>`,
    );
    if (t.id !== board.defaultTerrain) {
      parts.push(
        `<text x="${fx(c.x)}" y="${fx(c.y + HEX_SIZE * 0.75)}" font-size="6" text-anchor="middle" fill="#333">${esc(labelOf(opts.labels, `terrain.${t.id}`, t.id))}</text>`,
      );
    }
  }
  parts.push('</g>');
  // The charging stack's hex and the target hexes.
  parts.push(
    `<polygon class="attacker-hex" points="${polygon(s.attackerHex, 0.92)}" fill="none" stroke="#3c5aa6" stroke-width="2" stroke-dasharray="4 2"/>`,
  );
  for (const t of s.targets) {
    parts.push(
      `<polygon class="target-hex" points="${polygon(t.hex, 0.92)}" fill="none" stroke="#c0392b" stroke-width="2" stroke-dasharray="4 2"/>`,
    );
  }
  // Zones of influence.
  if (opts.zoc) {
    parts.push('<g class="zoc">');
    for (const u of board.units) {
      for (const z of zocHexes(u, s.ruleset.hexsides, s.ruleset.settings.routedUnitsHaveZoc)) {
        if (z.col < 0 || z.row < 0 || z.col >= board.width || z.row >= board.height) continue;
        const fill = SIDE_FILL[sideIndex(board, u.side)] ?? '#555';
        parts.push(
          `<polygon class="zoc-hex" data-hex="${hexLabel(z)}" points="${polygon(z, 0.96)}" fill="${fill}" fill-opacity="0.22" stroke="${fill}" stroke-width="0.8"/><polygon points="${polygon(z, 0.96)}" fill="url(#hatch)"/>`,
        );
      }
    }
    parts.push('</g>');
  }
  // Front, flank and rear hexsides of every unit.
  if (opts.hexsides) {
    parts.push('<g class="hexsides">');
    for (const u of board.units) {
      const row = formationHexsides(u, s.ruleset.hexsides);
      if (!row) continue;
      for (let i = 0; i < 6; i++) {
        const cls = row.hexsides[i] ?? 'front';
        const [a, b] = hexsideEnds(u.at, turn(u.facing, i), 0.86);
        parts.push(
          `<line class="hexside hexside-${cls}" x1="${fx(a.x)}" y1="${fx(a.y)}" x2="${fx(b.x)}" y2="${fx(b.y)}" stroke="${HEXSIDE_STROKE[cls]}" stroke-width="3.5" stroke-linecap="round"/>`,
        );
      }
    }
    parts.push('</g>');
  }
  // Moves of the log.
  parts.push('<g class="moves">');
  for (const m of movesOf(s.log, s.attackerHex, latestFrom)) {
    const colour = MOVE_STROKE[m.key] ?? '#333';
    parts.push(
      `<path class="move${m.latest ? ' latest' : ''}" data-key="${m.key}" d="${pathD(m.hexes)}" fill="none" stroke="${colour}" stroke-width="${m.latest ? 4 : 2.5}" stroke-opacity="${m.latest ? 0.95 : 0.55}" stroke-dasharray="${m.key === 'move.rout' ? '7 3' : 'none'}" marker-end="url(#arrow-${m.key.replace('.', '-')})"/>`,
    );
  }
  parts.push('</g>');
  // Counters: each stack fanned out, top unit last.
  parts.push('<g class="units">');
  const stacks = new Map<string, Unit[]>();
  for (const u of board.units) stacks.set(coordKey(u.at), [...(stacks.get(coordKey(u.at)) ?? []), u]);
  const changed = new Set(
    s.log
      .filter((e) => e.n > latestFrom)
      .flatMap((e) => [e.params.unit, e.params.stack])
      .filter((x): x is string => typeof x === 'string'),
  );
  for (const units of stacks.values()) {
    const c = toPixel(units[0]!.at, HEX_SIZE);
    const n = units.length;
    for (let i = n - 1; i >= 0; i--) {
      const off = (i - (n - 1) / 2) * -7;
      const u = units[i]!;
      const hl = [...changed].some(
        (x) => x === u.name || x.split(' + ').includes(u.name) || x.startsWith(`${u.name} at`),
      );
      parts.push(counter(u, board, c.x + off, c.y + off * 0.6, opts.labels, hl));
    }
  }
  for (const l of board.leaders) {
    const c = toPixel(l.at, HEX_SIZE);
    const fill = SIDE_FILL[sideIndex(board, l.side)] ?? '#555';
    parts.push(
      `<g class="leader" data-leader="${esc(l.id)}"><title>${esc(`${opts.labels.leader}: ${l.name} (${l.meleeModifier >= 0 ? '+' : ''}${l.meleeModifier})`)}</title><circle cx="${fx(c.x + 24)}" cy="${fx(c.y + 19)}" r="7" fill="#fff" stroke="${fill}" stroke-width="1.5"/><text x="${fx(c.x + 24)}" y="${fx(c.y + 22)}" font-size="9" text-anchor="middle" fill="${fill}">★</text></g>`,
    );
  }
  parts.push('</g>');
  // The options of a pending choice that have hexes: click one to choose it.
  const p = s.pending;
  if (p?.kind === 'choice') {
    parts.push('<g class="choices">');
    const paths = p.options.map((o) => o.path ?? []);
    p.options.forEach((o, i) => {
      const path = paths[i]!;
      if (path.length === 0) return;
      // Label the option where its path leaves the others' (equal paths often share both ends).
      let at = path.length - 1;
      if (path.length > 1) {
        const prefix = (q: readonly Coord[], k: number) =>
          q
            .slice(0, k + 1)
            .map(hexLabel)
            .join('-');
        const others = paths.filter((_, j) => j !== i);
        const split = path.findIndex((_, k) => others.every((q) => prefix(q, k) !== prefix(path, k)));
        if (split > 0) at = split;
      }
      const spot = toPixel(path[at]!, HEX_SIZE);
      const sameSpot = paths
        .slice(0, i)
        .filter(
          (q, j) => q.length > 0 && j !== i && q[at] && hexLabel(q[at]!) === hexLabel(path[at]!),
        ).length;
      const lx = spot.x + (sameSpot % 3) * 13 - 13 * (sameSpot > 0 ? 1 : 0);
      const ly = spot.y + Math.floor(sameSpot / 3) * 13;
      const d = path.length > 1 ? pathD(path) : '';
      parts.push(
        `<g class="choice-path" data-option="${i}" tabindex="0" role="button" aria-label="${esc(o.label)}"><title>${i + 1}. ${esc(o.label)}</title>` +
          (d
            ? `<path d="${d}" fill="none" stroke="transparent" stroke-width="12"/><path class="line" d="${d}" fill="none" marker-end="url(#arrow-choice)"/>`
            : '') +
          `<circle cx="${fx(lx)}" cy="${fx(ly)}" r="7.5" fill="#ffd700" stroke="#111"/><text x="${fx(lx)}" y="${fx(ly + 3.5)}" font-size="10" text-anchor="middle">${i + 1}</text></g>`,
      );
    });
    parts.push('</g>');
  }
  parts.push('</svg>');
  return parts.join('');
}
