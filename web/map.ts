import type {
  Board,
  ChargeState,
  ChoiceOption,
  Coord,
  LogEffect,
  LogEntry,
  Pending,
  Ruleset,
  Unit,
} from 'hexcharge';
import {
  coordKey,
  DIRECTION_NAMES,
  formationHexsides,
  hexCorners,
  hexLabel,
  neighbor,
  toPixel,
  turn,
  zocHexes,
} from 'hexcharge/hex';
import { describeOption, type Lang } from 'hexcharge/narration';
import { type Child, styled, svg, type VNode } from './dom.ts';
import { type Labels, labelOf } from './i18n.ts';

/** Hex radius in SVG units. */
export const HEX_SIZE = 34;
/** Radius of the circle inside a hex (centre to hexside middle). */
const INNER = (HEX_SIZE * Math.sqrt(3)) / 2;

/** What to draw on top of the board. */
export interface MapOptions {
  readonly hexsides: boolean;
  readonly zoc: boolean;
  readonly labels: Labels;
  /** The language of the options' words (English when omitted). */
  readonly lang?: Lang;
}

/** Everything the map draws: a board with its ruleset, the charge, the log's moves, a pending choice, editor marks. */
export interface BoardScene {
  readonly board: Board;
  readonly ruleset: Ruleset;
  readonly attackerHex?: Coord | undefined;
  readonly targets: readonly Coord[];
  readonly log: readonly LogEntry[];
  /** Log entries numbered above this were written by the last event (drawn thicker, counters outlined). */
  readonly latestFrom: number;
  readonly pending: Pending | null;
  /** Editor: the keyboard cursor, the selected hex, the hex a stack was picked up from, hexes with a problem. */
  readonly cursor?: Coord | undefined;
  readonly selected?: Coord | undefined;
  readonly picked?: Coord | undefined;
  readonly problems?: readonly Coord[];
}

/** An SVG box: x, y, width, height. */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
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
const SIDE_FILL = ['#3c5aa6', '#b03a2e', '#2e7d4f', '#7d3c98'];
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
/** Distinct colours for the options of a path choice (twelve, then they repeat with a dash). */
export const OPTION_COLOURS = [
  '#1f77b4',
  '#d62728',
  '#2ca02c',
  '#9467bd',
  '#e377c2',
  '#8c564b',
  '#17becf',
  '#bcbd22',
  '#ff7f0e',
  '#393b79',
  '#637939',
  '#843c39',
];

/** A colour or abbreviation from one of the tables above, by a key from the data (own members only). */
const lookup = (table: Readonly<Record<string, string>>, key: unknown): string | undefined =>
  typeof key === 'string' && Object.hasOwn(table, key) ? table[key] : undefined;
const fx = (n: number): string => n.toFixed(1);
const px = (c: Coord) => toPixel(c, HEX_SIZE);

function polygon(c: Coord, scale = 1): string {
  const centre = px(c);
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
  const centre = px(c);
  const across = px(neighbor(c, d as 0));
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
  const a = px(c);
  const b = px(neighbor(c, d as 0));
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  return { x: (b.x - a.x) / len, y: (b.y - a.y) / len };
}

function sideIndex(board: Board, side: string): number {
  return Math.max(
    0,
    board.sides.findIndex((s) => s?.id === side),
  );
}

/** The colour of a side's counters. */
export function sideColour(board: Board, side: string): string {
  return SIDE_FILL[sideIndex(board, side) % SIDE_FILL.length]!;
}

function terrainFill(board: Board, ruleset: Ruleset, c: Coord): { fill: string; id: string } {
  const id = board.terrain[coordKey(c)] ?? board.defaultTerrain;
  const kind = ruleset.terrain.find((t) => t.id === id)?.kind ?? 'clear';
  return { fill: lookup(TERRAIN_FILL, id) ?? lookup(KIND_FILL, kind) ?? '#ddd', id: String(id) };
}

const FORMATION_ABBR: Readonly<Record<string, string>> = {
  line: 'L',
  column: 'C',
  square: 'Sq',
  'general-order': 'GO',
  limbered: 'Lb',
  unlimbered: 'Ul',
};

/** The NATO-style arm symbol of a counter, drawn in the 40-unit counter frame centred on 0,0. */
function armSymbol(u: Unit): VNode[] {
  const w = 18;
  const h = 11;
  const x = 0;
  const y = -9;
  const white = { stroke: '#fff', 'stroke-width': 1 };
  const box = svg('rect', { x: fx(x - w / 2), y: fx(y), width: w, height: h, fill: 'none', ...white });
  if (u.arm === 'infantry')
    return [
      box,
      svg('path', {
        d: `M${fx(x - w / 2)},${fx(y)} L${fx(x + w / 2)},${fx(y + h)} M${fx(x + w / 2)},${fx(y)} L${fx(x - w / 2)},${fx(y + h)}`,
        ...white,
      }),
    ];
  if (u.arm === 'cavalry') {
    const lance = u.lancer
      ? svg('path', {
          d: `M${fx(x)},${fx(y - 2)} L${fx(x)},${fx(y + h + 2)}`,
          stroke: '#fff',
          'stroke-width': 0.8,
        })
      : undefined;
    const heavy = u.weight === 'heavy' ? '1.8' : '1';
    return [
      box,
      svg('path', {
        d: `M${fx(x - w / 2)},${fx(y + h)} L${fx(x + w / 2)},${fx(y)}`,
        stroke: '#fff',
        'stroke-width': heavy,
      }),
      ...(lance ? [lance] : []),
    ];
  }
  return [box, svg('circle', { cx: fx(x), cy: fx(y + h / 2), r: 2.3, fill: '#fff' })];
}

/** A counter's description for its tooltip and for screen readers. */
export function describeUnit(u: Unit, labels: Labels): string {
  return [
    u.name,
    `${labelOf(labels, `arm.${u.arm}`)}${u.weight ? ` (${labelOf(labels, `weight.${u.weight}`)})` : ''}${u.lancer ? `, ${labels.lancer}` : ''}`,
    `${labels.formation}: ${labelOf(labels, `formation.${u.formation}`)}`,
    `${labels.increments}: ${u.increments}/${u.fullIncrements}`,
    `${labels.morale}: ${labelOf(labels, `morale.${u.moraleState}`)} (${u.morale})`,
    u.readiness ? `${labels.readiness}: ${labelOf(labels, `readiness.${u.readiness}`)}` : '',
    `${labels.facing}: ${DIRECTION_NAMES[u.facing] ?? '?'}`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** One counter, `size` units wide, centred on cx,cy (drawn in a 40-unit frame and scaled). */
function counter(
  u: Unit,
  board: Board,
  cx: number,
  cy: number,
  size: number,
  labels: Labels,
  highlight: boolean,
): VNode {
  const s = 40;
  const fill = sideColour(board, u.side);
  const morale: VNode[] =
    u.moraleState === 'disordered'
      ? [
          svg('rect', { x: -20, y: -20, width: s, height: 7, fill: '#f1c40f' }),
          svg(
            'text',
            { x: 18, y: -14, 'font-size': 6.5, 'font-weight': 'bold', 'text-anchor': 'end', fill: '#000' },
            'D',
          ),
        ]
      : u.moraleState === 'routed'
        ? [
            svg('rect', { x: -20, y: -20, width: s, height: 8, fill: '#111' }),
            svg(
              'text',
              {
                x: 0,
                y: -13.2,
                'font-size': 7.5,
                'text-anchor': 'middle',
                fill: '#ff6a60',
                'font-weight': 'bold',
              },
              'PGD',
            ),
          ]
        : [];
  const readiness =
    u.readiness && u.readiness !== 'fresh'
      ? svg(
          'text',
          { x: -18, y: -4, 'font-size': 8, 'font-weight': 'bold', fill: '#ffd' },
          u.readiness === 'tired' ? 'T' : 'E',
        )
      : undefined;
  return svg(
    'g',
    {
      class: `counter${highlight ? ' changed' : ''}`,
      'data-unit': u.id,
      'data-hex': hexLabel(u.at),
      'data-morale': u.moraleState,
      'data-increments': u.increments,
      'data-formation': u.formation,
      transform: `translate(${fx(cx)},${fx(cy)}) scale(${(size / s).toFixed(3)})`,
    },
    svg('title', {}, describeUnit(u, labels)),
    svg('rect', {
      class: 'body',
      x: -20,
      y: -20,
      width: s,
      height: s,
      rx: 2,
      fill,
      stroke: highlight ? '#ffd700' : '#111',
      'stroke-width': highlight ? 2.5 : 0.8,
    }),
    morale,
    readiness,
    armSymbol(u),
    svg('text', { x: -18, y: 16, 'font-size': 9, fill: '#fff' }, lookup(FORMATION_ABBR, u.formation) ?? '?'),
    svg(
      'text',
      { x: 18, y: 16, 'font-size': 9, fill: '#fff', 'text-anchor': 'end' },
      `${u.increments}/${u.fullIncrements}`,
    ),
  );
}

/** A move drawn from the log: the hexes, the message key that wrote it, whether it is the latest step's. */
export interface DrawnMove {
  readonly key: string;
  readonly hexes: readonly Coord[];
  readonly latest: boolean;
}

/**
 * The hexes a `moved` effect draws: from the hex left through the hexes passed to the one reached; a
 * pursuit (19.11) is drawn straight from where it began to where it stopped. None for a move that
 * went nowhere.
 */
function movedHexes(e: Extract<LogEffect, { kind: 'moved' }>): readonly Coord[] {
  const nowhere = e.through.length === 0 && e.from.col === e.to.col && e.from.row === e.to.row;
  if (nowhere) return [];
  return e.why === 'pursuit' ? [e.from, e.to] : [e.from, ...e.through, e.to];
}

/**
 * The moves of the log as hex paths, read from the entries' `moved` effects: one path for each
 * distinct way the units of an entry went (a stack moves as one).
 */
export function movesOf(log: readonly LogEntry[], latestFrom: number): DrawnMove[] {
  const out: DrawnMove[] = [];
  for (const e of log) {
    const latest = e.n > latestFrom;
    const seen = new Set<string>();
    for (const x of e.effects ?? []) {
      if (x.kind !== 'moved') continue;
      const hexes = movedHexes(x);
      const way = hexes.map(coordKey).join(' ');
      if (hexes.length < 2 || seen.has(way)) continue;
      seen.add(way);
      out.push({ key: e.key, hexes, latest });
    }
  }
  return out;
}

/** An SVG path through hex centres, shifted sideways by `offset` units (to tell parallel paths apart). */
function pathD(hexes: readonly Coord[], offset = 0): string {
  const pts = hexes.map(px);
  return pts
    .map((p, i) => {
      const a = pts[Math.max(0, i - 1)]!;
      const b = pts[Math.min(pts.length - 1, i + 1)]!;
      const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
      const nx = (-(b.y - a.y) / len) * offset;
      const ny = ((b.x - a.x) / len) * offset;
      return `${i === 0 ? 'M' : 'L'}${fx(p.x + nx)},${fx(p.y + ny)}`;
    })
    .join(' ');
}

/** The box around the whole board. */
export function boardBox(board: Pick<Board, 'width' | 'height'>): Box {
  return boxOf(
    [
      { col: 0, row: 0 },
      { col: Math.max(0, board.width - 1), row: Math.max(0, board.height - 1) },
      { col: Math.max(0, board.width - 1), row: 0 },
      { col: 0, row: Math.max(0, board.height - 1) },
      { col: 1, row: Math.max(0, board.height - 1) },
    ].filter((c) => c.col < Math.max(1, board.width)),
    14,
  );
}

/** The box around some hexes, with a margin. */
export function boxOf(hexes: readonly Coord[], margin: number): Box {
  const corners = hexes.flatMap((h) => hexCorners(h, HEX_SIZE));
  const minX = Math.min(...corners.map((p) => p.x)) - margin;
  const minY = Math.min(...corners.map((p) => p.y)) - margin;
  const maxX = Math.max(...corners.map((p) => p.x)) + margin;
  const maxY = Math.max(...corners.map((p) => p.y)) + margin;
  return { x: minX, y: minY, w: maxX - minX, h: maxY - minY };
}

/** The hexes of a choice's option, from its payload: its path, else the one hex it picks, else none. */
function optionHexes(o: ChoiceOption): readonly Coord[] {
  return o.path ?? (o.hex ? [o.hex] : []);
}

/**
 * Where the action is at this step: the charging hex, the targets, the moves of the last event and the
 * hexes of a pending choice, with a margin, and never smaller than about six by five hexes.
 */
export function actionBox(scene: BoardScene): Box {
  const hexes: Coord[] = [...scene.targets];
  if (scene.attackerHex) hexes.push(scene.attackerHex);
  for (const m of movesOf(scene.log, scene.latestFrom)) if (m.latest) hexes.push(...m.hexes);
  if (scene.pending?.kind === 'choice') for (const o of scene.pending.options) hexes.push(...optionHexes(o));
  if (hexes.length === 0) return boardBox(scene.board);
  const b = boxOf(hexes, HEX_SIZE * 1.6);
  const minW = HEX_SIZE * 1.5 * 6;
  const minH = HEX_SIZE * Math.sqrt(3) * 4.5;
  const w = Math.max(b.w, minW);
  const h = Math.max(b.h, minH);
  return { x: b.x - (w - b.w) / 2, y: b.y - (h - b.h) / 2, w, h };
}

/** Size and offsets of the counters of a stack of `n` units, fanned along a diagonal inside the hex. */
function fan(n: number): { size: number; step: number } {
  if (n <= 1) return { size: 36, step: 0 };
  if (n === 2) return { size: 29, step: 12 };
  if (n === 3) return { size: 25, step: 8.5 };
  return { size: 22, step: Math.min(7, 16 / (n - 1)) };
}

/** Where each option's number badge goes: at its path's end, else where it leaves the others, spread in a ring when they share a hex. */
function badgeSpots(paths: readonly (readonly Coord[])[]): { x: number; y: number }[] {
  const key = (q: readonly Coord[], k: number) =>
    q
      .slice(0, k + 1)
      .map(hexLabel)
      .join('-');
  const anchor = paths.map((path, i) => {
    if (path.length === 0) return undefined;
    const end = path[path.length - 1]!;
    const sharesEnd = paths.some(
      (q, j) => j !== i && q.length > 0 && hexLabel(q[q.length - 1]!) === hexLabel(end),
    );
    if (!sharesEnd || path.length === 1) return end;
    const others = paths.filter((_, j) => j !== i);
    const split = path.findIndex((_, k) => others.every((q) => key(q, k) !== key(path, k)));
    return split > 0 ? path[split]! : end;
  });
  const groups = new Map<string, number[]>();
  anchor.forEach((a, i) => {
    if (a) groups.set(hexLabel(a), [...(groups.get(hexLabel(a)) ?? []), i]);
  });
  const spots: { x: number; y: number }[] = paths.map(() => ({ x: 0, y: 0 }));
  for (const members of groups.values()) {
    const c = px(anchor[members[0]!]!);
    members.forEach((i, k) => {
      if (members.length === 1) {
        spots[i] = c;
        return;
      }
      // Up to 6 on an inner ring, the rest on an outer one.
      const ring = k < 6 ? 0 : 1;
      const inRing = ring === 0 ? Math.min(6, members.length) : members.length - 6;
      const idx = ring === 0 ? k : k - 6;
      const r = ring === 0 ? 13 : 26;
      const angle = (2 * Math.PI * idx) / inRing - Math.PI / 2 + ring * 0.4;
      spots[i] = { x: c.x + r * Math.cos(angle), y: c.y + r * Math.sin(angle) };
    });
  }
  return spots;
}

/** The scene of a charge state (play mode). */
export function sceneOfState(s: ChargeState, latestFrom: number): BoardScene {
  return {
    board: s.board,
    ruleset: s.ruleset,
    attackerHex: s.attackerHex,
    targets: s.targets.map((t) => t.hex),
    log: s.log,
    latestFrom,
    pending: s.pending,
  };
}

/** The board of a charge state as an SVG drawing (kept for callers that draw a state directly). */
export function renderMap(s: ChargeState, latestFrom: number, opts: MapOptions): VNode {
  return renderScene(sceneOfState(s, latestFrom), opts);
}

/** A hex outline (the charging hex, a target, a mark of the editor). */
function outline(
  cls: string | undefined,
  c: Coord,
  scale: number,
  attrs: Readonly<Record<string, string | number>>,
): VNode {
  return svg('polygon', {
    ...(cls ? { class: cls } : {}),
    ...(cls && cls !== 'attacker-hex' && cls !== 'picked-hex' ? { 'data-hex': hexLabel(c) } : {}),
    points: polygon(c, scale),
    fill: 'none',
    ...attrs,
  });
}

/**
 * The board as an SVG drawing, from honeycomb-grid geometry (src/hex toPixel and hexCorners): terrain,
 * hex numbers, the charging and target hexes, zones of influence on demand, the moves of the log,
 * counters sized to their hex with stacks fanned out, then above them facings, hexside classes (on
 * demand) and leaders, and last the options of a pending path choice (clickable: data-option), each in
 * its colour. Every name and value of the data is text or an attribute value of the drawing.
 */
export function renderScene(scene: BoardScene, opts: MapOptions): VNode {
  const { board, ruleset } = scene;
  const hexes: Coord[] = [];
  for (let col = 0; col < board.width; col++)
    for (let row = 0; row < board.height; row++) hexes.push({ col, row });
  const box = boardBox(board);
  const boxText = `${fx(box.x)} ${fx(box.y)} ${fx(box.w)} ${fx(box.h)}`;
  const parts: Child[] = [];
  parts.push(
    svg(
      'defs',
      {},
      Object.entries(MOVE_STROKE).map(([k, c]) =>
        svg(
          'marker',
          {
            id: `arrow-${k.replace('.', '-')}`,
            viewBox: '0 0 10 10',
            refX: 7,
            refY: 5,
            markerWidth: 5,
            markerHeight: 5,
            orient: 'auto-start-reverse',
          },
          svg('path', { d: 'M0,0 L10,5 L0,10 z', fill: c }),
        ),
      ),
      svg(
        'pattern',
        { id: 'hatch', width: 6, height: 6, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(45)' },
        svg('rect', { width: 2, height: 6, fill: '#000', opacity: 0.25 }),
      ),
    ),
  );
  // Terrain and hex numbers.
  // Hex numbers sit at the top of the hex, or at the bottom when a unit there faces north.
  const facesNorth = new Set(board.units.filter((u) => u.facing === 0).map((u) => coordKey(u.at)));
  const terrain: Child[] = [];
  for (const h of hexes) {
    const t = terrainFill(board, ruleset, h);
    const c = px(h);
    const top = !facesNorth.has(coordKey(h));
    const name = labelOf(opts.labels, `terrain.${t.id}`, t.id);
    terrain.push(
      svg(
        'polygon',
        {
          class: 'hex',
          'data-hex': hexLabel(h),
          'data-terrain': t.id,
          points: polygon(h),
          fill: t.fill,
          stroke: '#a09a80',
          'stroke-width': 0.8,
        },
        svg('title', {}, `${hexLabel(h)} ${name}`),
      ),
      svg(
        'text',
        {
          class: 'hexnum',
          x: fx(c.x),
          y: fx(top ? c.y - INNER + 8.5 : c.y + INNER - 2.5),
          'font-size': 8,
          'text-anchor': 'middle',
          fill: '#4a4636',
        },
        hexLabel(h),
      ),
    );
    if (t.id !== board.defaultTerrain) {
      terrain.push(
        svg(
          'text',
          {
            class: 'terrain-name',
            x: fx(c.x),
            y: fx(top ? c.y + INNER - 3 : c.y - INNER + 8),
            'font-size': 7,
            'text-anchor': 'middle',
            fill: '#222',
          },
          name,
        ),
      );
    }
  }
  parts.push(svg('g', { class: 'terrain' }, terrain));
  // The charging stack's hex and the target hexes.
  const dashed = { 'stroke-width': 2.5, 'stroke-dasharray': '5 2' };
  if (scene.attackerHex)
    parts.push(outline('attacker-hex', scene.attackerHex, 0.92, { stroke: '#3c5aa6', ...dashed }));
  for (const t of scene.targets) parts.push(outline('target-hex', t, 0.92, { stroke: '#c0392b', ...dashed }));
  // Zones of influence.
  if (opts.zoc) {
    const zoc: VNode[] = [];
    for (const u of board.units) {
      for (const z of zocHexes(u, ruleset.hexsides, ruleset.settings.routedUnitsHaveZoc)) {
        if (z.col < 0 || z.row < 0 || z.col >= board.width || z.row >= board.height) continue;
        const fill = sideColour(board, u.side);
        zoc.push(
          svg('polygon', {
            class: 'zoc-hex',
            'data-hex': hexLabel(z),
            points: polygon(z, 0.96),
            fill,
            'fill-opacity': 0.22,
            stroke: fill,
            'stroke-width': 0.8,
          }),
          svg('polygon', { points: polygon(z, 0.96), fill: 'url(#hatch)' }),
        );
      }
    }
    parts.push(svg('g', { class: 'zoc' }, zoc));
  }
  // Moves of the log.
  parts.push(
    svg(
      'g',
      { class: 'moves' },
      movesOf(scene.log, scene.latestFrom).map((m) => {
        const colour = lookup(MOVE_STROKE, m.key) ?? '#333';
        const marker = Object.hasOwn(MOVE_STROKE, m.key)
          ? `url(#arrow-${m.key.replace('.', '-')})`
          : undefined;
        return svg('path', {
          class: `move${m.latest ? ' latest' : ''}`,
          'data-key': m.key,
          d: pathD(m.hexes),
          fill: 'none',
          stroke: colour,
          'stroke-width': m.latest ? 4 : 2.5,
          'stroke-opacity': m.latest ? 0.95 : 0.55,
          'stroke-dasharray': m.key === 'move.rout' ? '7 3' : 'none',
          'marker-end': marker,
        });
      }),
    ),
  );
  // Counters: each stack fanned out inside its hex, the first unit on top.
  const stacks = new Map<string, Unit[]>();
  for (const u of board.units) stacks.set(coordKey(u.at), [...(stacks.get(coordKey(u.at)) ?? []), u]);
  // The units the latest step changed (its entries' effects), the stacks it told of (their `units`) and
  // the single units it named (a `unit` parameter is a unit's name).
  const latestEntries = scene.log.filter((e) => e.n > scene.latestFrom);
  const marked = new Set(
    latestEntries.flatMap((e) => [
      ...(e.effects ?? []).flatMap((x) => ('unit' in x ? [x.unit] : [])),
      ...(e.units ?? []),
    ]),
  );
  const named = new Set(latestEntries.map((e) => e.params.unit).filter((x) => typeof x === 'string'));
  const counters: VNode[] = [];
  for (const units of stacks.values()) {
    const c = px(units[0]!.at);
    const n = units.length;
    const { size, step } = fan(n);
    for (let i = n - 1; i >= 0; i--) {
      const off = (i - (n - 1) / 2) * step;
      const u = units[i]!;
      const hl = scene.latestFrom > 0 && (marked.has(u.id) || named.has(u.name));
      counters.push(counter(u, board, c.x + off, c.y + off * 0.75, size, opts.labels, hl));
    }
  }
  parts.push(svg('g', { class: 'units' }, counters));
  // Above the counters: facings (one arrow per direction in a stack, inside the hex), hexside classes, leaders.
  const facings: VNode[] = [];
  for (const units of stacks.values()) {
    const seen = new Set<string>();
    for (const u of units) {
      const k = `${u.side}:${u.facing}`;
      if (seen.has(k)) continue;
      seen.add(k);
      const c = px(u.at);
      const v = unitVector(u.at, u.facing);
      const tip = { x: c.x + v.x * (INNER - 2.5), y: c.y + v.y * (INNER - 2.5) };
      const base = { x: c.x + v.x * (INNER - 10), y: c.y + v.y * (INNER - 10) };
      const perp = { x: -v.y * 6, y: v.x * 6 };
      facings.push(
        svg('polygon', {
          class: 'facing',
          'data-hex': hexLabel(u.at),
          'data-facing': DIRECTION_NAMES[u.facing] ?? '?',
          points: `${fx(tip.x)},${fx(tip.y)} ${fx(base.x + perp.x)},${fx(base.y + perp.y)} ${fx(base.x - perp.x)},${fx(base.y - perp.y)}`,
          fill: sideColour(board, u.side),
          stroke: '#fff',
          'stroke-width': 1.2,
        }),
      );
    }
  }
  parts.push(svg('g', { class: 'facings' }, facings));
  if (opts.hexsides) {
    const lines: VNode[] = [];
    const done = new Set<string>();
    for (const u of board.units) {
      const row = formationHexsides(u, ruleset.hexsides);
      const key = `${coordKey(u.at)}:${u.facing}:${u.formation}:${u.arm}`;
      if (!row || done.has(key)) continue;
      done.add(key);
      for (let i = 0; i < 6; i++) {
        const cls = row.hexsides[i] ?? 'front';
        const [a, b] = hexsideEnds(u.at, turn(u.facing, i), 0.9);
        lines.push(
          svg('line', {
            class: `hexside hexside-${cls}`,
            x1: fx(a.x),
            y1: fx(a.y),
            x2: fx(b.x),
            y2: fx(b.y),
            stroke: HEXSIDE_STROKE[cls],
            'stroke-width': 4,
            'stroke-linecap': 'round',
          }),
        );
      }
    }
    parts.push(svg('g', { class: 'hexsides' }, lines));
  }
  const leaders: VNode[] = [];
  const leadersAt = new Map<string, number>();
  for (const l of board.leaders) {
    const c = px(l.at);
    const k = leadersAt.get(coordKey(l.at)) ?? 0;
    leadersAt.set(coordKey(l.at), k + 1);
    const fill = sideColour(board, l.side);
    const x = c.x + 20 - k * 11;
    const y = c.y + 17;
    leaders.push(
      svg(
        'g',
        { class: 'leader', 'data-leader': l.id, 'data-hex': hexLabel(l.at) },
        svg(
          'title',
          {},
          `${opts.labels.leader}: ${l.name} (${l.meleeModifier >= 0 ? '+' : ''}${l.meleeModifier})`,
        ),
        svg('circle', { cx: fx(x), cy: fx(y), r: 6.5, fill: '#fff', stroke: fill, 'stroke-width': 1.5 }),
        svg('text', { x: fx(x), y: fx(y + 3), 'font-size': 9, 'text-anchor': 'middle', fill }, '★'),
      ),
    );
  }
  parts.push(svg('g', { class: 'leaders' }, leaders));
  // Editor marks.
  for (const p of scene.problems ?? [])
    parts.push(outline('problem-hex', p, 0.97, { fill: '#ff000022', stroke: '#d00', 'stroke-width': 3 }));
  if (scene.picked)
    parts.push(
      outline('picked-hex', scene.picked, 0.86, {
        stroke: '#e67e00',
        'stroke-width': 3,
        'stroke-dasharray': '3 2',
      }),
    );
  if (scene.selected)
    parts.push(outline('selected-hex', scene.selected, 0.97, { stroke: '#111', 'stroke-width': 2.5 }));
  if (scene.cursor)
    parts.push(outline('cursor-hex', scene.cursor, 1, { stroke: '#0050d0', 'stroke-width': 3.5 }));
  // The options of a pending choice that have hexes: click one to choose it.
  const p = scene.pending;
  if (p?.kind === 'choice') {
    const paths = p.options.map(optionHexes);
    const spots = badgeSpots(paths);
    const n = paths.filter((q) => q.length > 1).length;
    const choices: VNode[] = [];
    p.options.forEach((_, i) => {
      const path = paths[i]!;
      if (path.length === 0) return;
      const words = describeOption(p, i, opts.lang);
      const colour = OPTION_COLOURS[i % OPTION_COLOURS.length]!;
      const offset = n > 1 ? (i - (p.options.length - 1) / 2) * Math.min(3, 24 / p.options.length) : 0;
      const d = path.length > 1 ? pathD(path, offset) : '';
      const spot = spots[i]!;
      const dash = i >= OPTION_COLOURS.length ? { 'stroke-dasharray': '4 3' } : {};
      choices.push(
        styled(
          svg(
            'g',
            { class: 'choice-path', 'data-option': i, role: 'button', 'aria-label': `${i + 1}. ${words}` },
            svg('title', {}, `${i + 1}. ${words}`),
            d
              ? [
                  svg('path', { d, fill: 'none', stroke: 'transparent', 'stroke-width': 10 }),
                  svg('path', { class: 'line', d, fill: 'none', stroke: colour, ...dash }),
                ]
              : svg('polygon', {
                  class: 'line',
                  points: polygon(path[0]!, 0.8),
                  fill: 'none',
                  stroke: colour,
                }),
            svg('circle', {
              cx: fx(spot.x),
              cy: fx(spot.y),
              r: 7,
              fill: '#fff',
              stroke: colour,
              'stroke-width': 2.5,
            }),
            svg(
              'text',
              {
                x: fx(spot.x),
                y: fx(spot.y + 3.4),
                'font-size': 9.5,
                'font-weight': 'bold',
                'text-anchor': 'middle',
                fill: '#111',
              },
              i + 1,
            ),
          ),
          { '--option': colour },
        ),
      );
    });
    parts.push(svg('g', { class: 'choices' }, choices));
  }
  return svg(
    'svg',
    {
      id: 'map-svg',
      viewBox: boxText,
      'data-board': boxText,
      role: 'group',
      'aria-label': opts.labels.mapTitle,
    },
    parts,
  );
}
