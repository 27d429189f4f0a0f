import type { Box } from './map.ts';

/** Zoom limits: how much of the board's box the view may show, from a close-up to twice the board. */
const MIN_SHARE = 0.06;
const MAX_SHARE = 2;

/**
 * Zoom and pan of the map: the SVG's viewBox, kept across redraws. Wheel and pinch zoom around the
 * pointer, dragging pans (unless a drag started on something the page handles itself: see
 * `dragFilter`), buttons and keys (+ - 0, arrows) zoom, fit and pan. `fit` shows a box.
 */
export class Viewport {
  readonly #host: HTMLElement;
  #view: Box | undefined;
  #board: Box = { x: 0, y: 0, w: 100, h: 100 };
  readonly #pointers = new Map<number, { x: number; y: number }>();
  #pinch: { dist: number; view: Box; mid: { x: number; y: number } } | undefined;
  #drag: { x: number; y: number; view: Box; moved: boolean } | undefined;
  /** Whether a pointer press on this element starts a pan (false: the page handles it, e.g. the editor's drag of a counter). */
  dragFilter: (target: Element) => boolean = () => true;
  /** Set after a drag that moved, so the click that ends it is ignored. */
  justPanned = false;

  constructor(host: HTMLElement) {
    this.#host = host;
    host.addEventListener('wheel', (e) => this.#wheel(e), { passive: false });
    host.addEventListener('pointerdown', (e) => this.#down(e));
    host.addEventListener('pointermove', (e) => this.#move(e));
    for (const t of ['pointerup', 'pointercancel', 'pointerleave'] as const)
      host.addEventListener(t, (e) => this.#up(e));
  }

  get svg(): SVGSVGElement | null {
    return this.#host.querySelector('svg');
  }

  /** The box shown now. */
  get view(): Box {
    return this.#view ?? this.#board;
  }

  /** Call after the SVG was redrawn: reads the board's box and applies the current view. */
  attach(): void {
    const svg = this.svg;
    if (!svg) return;
    const b = (svg.dataset.board ?? '').split(' ').map(Number);
    if (b.length === 4 && b.every(Number.isFinite)) this.#board = { x: b[0]!, y: b[1]!, w: b[2]!, h: b[3]! };
    this.#apply();
  }

  /** Shows `box` (clamped to the zoom limits). */
  fit(box: Box): void {
    this.#view = this.#clamp(box);
    this.#apply();
  }

  /** Shows the whole board. */
  fitBoard(): void {
    this.fit(this.#board);
  }

  /** Zooms by `factor` (> 1 closer) around a point in board units (the view's centre by default). */
  zoom(factor: number, at?: { x: number; y: number }): void {
    const v = this.view;
    const c = at ?? { x: v.x + v.w / 2, y: v.y + v.h / 2 };
    const w = v.w / factor;
    const h = v.h / factor;
    this.fit({ x: c.x - ((c.x - v.x) * w) / v.w, y: c.y - ((c.y - v.y) * h) / v.h, w, h });
  }

  /** Pans by a share of the view (dx, dy in -1..1). */
  pan(dx: number, dy: number): void {
    const v = this.view;
    this.fit({ ...v, x: v.x + dx * v.w, y: v.y + dy * v.h });
  }

  #clamp(b: Box): Box {
    const B = this.#board;
    const scale = Math.min(Math.max(b.w / B.w, MIN_SHARE), MAX_SHARE) / (b.w / B.w);
    const w = b.w * scale;
    const h = b.h * scale;
    const cx = Math.min(Math.max(b.x + b.w / 2, B.x), B.x + B.w);
    const cy = Math.min(Math.max(b.y + b.h / 2, B.y), B.y + B.h);
    return { x: cx - w / 2, y: cy - h / 2, w, h };
  }

  #apply(): void {
    const svg = this.svg;
    const v = this.view;
    svg?.setAttribute('viewBox', `${v.x.toFixed(1)} ${v.y.toFixed(1)} ${v.w.toFixed(1)} ${v.h.toFixed(1)}`);
  }

  /** A client point in board units. */
  #toBoard(clientX: number, clientY: number): { x: number; y: number } {
    const svg = this.svg;
    const m = svg?.getScreenCTM();
    if (!svg || !m) return { x: 0, y: 0 };
    const p = new DOMPoint(clientX, clientY).matrixTransform(m.inverse());
    return { x: p.x, y: p.y };
  }

  /** Board units per client pixel. */
  #unitsPerPixel(): number {
    const m = this.svg?.getScreenCTM();
    return m?.a ? 1 / m.a : 1;
  }

  #wheel(e: WheelEvent): void {
    if (!this.svg) return;
    e.preventDefault();
    this.zoom(Math.exp(-e.deltaY * (e.deltaMode === 1 ? 0.05 : 0.0015)), this.#toBoard(e.clientX, e.clientY));
  }

  #down(e: PointerEvent): void {
    if (!this.svg || e.button > 0) return;
    this.#pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (this.#pointers.size === 2) {
      const [a, b] = [...this.#pointers.values()] as [{ x: number; y: number }, { x: number; y: number }];
      this.#drag = undefined;
      this.#pinch = {
        dist: Math.hypot(a.x - b.x, a.y - b.y) || 1,
        view: this.view,
        mid: this.#toBoard((a.x + b.x) / 2, (a.y + b.y) / 2),
      };
      return;
    }
    if (!this.dragFilter(e.target as Element)) return;
    this.#drag = { x: e.clientX, y: e.clientY, view: this.view, moved: false };
    this.justPanned = false;
  }

  #move(e: PointerEvent): void {
    if (!this.#pointers.has(e.pointerId)) return;
    this.#pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (this.#pinch && this.#pointers.size === 2) {
      const [a, b] = [...this.#pointers.values()] as [{ x: number; y: number }, { x: number; y: number }];
      const factor = Math.hypot(a.x - b.x, a.y - b.y) / this.#pinch.dist;
      const v = this.#pinch.view;
      const c = this.#pinch.mid;
      const w = v.w / factor;
      const h = v.h / factor;
      this.fit({ x: c.x - ((c.x - v.x) * w) / v.w, y: c.y - ((c.y - v.y) * h) / v.h, w, h });
      e.preventDefault();
      return;
    }
    const d = this.#drag;
    if (!d) return;
    const dx = e.clientX - d.x;
    const dy = e.clientY - d.y;
    if (!d.moved && Math.hypot(dx, dy) < 5) return;
    if (!d.moved) this.svg?.setPointerCapture?.(e.pointerId);
    d.moved = true;
    const k = this.#unitsPerPixel();
    this.#view = { ...d.view, x: d.view.x - dx * k, y: d.view.y - dy * k };
    this.#apply();
  }

  #up(e: PointerEvent): void {
    this.#pointers.delete(e.pointerId);
    if (this.#pointers.size < 2) this.#pinch = undefined;
    if (this.#drag?.moved) {
      this.justPanned = true;
      this.#view = this.#clamp(this.view);
      this.#apply();
      setTimeout(() => {
        this.justPanned = false;
      }, 0);
    }
    if (e.type !== 'pointerleave' || this.#pointers.size === 0) this.#drag = undefined;
  }
}
