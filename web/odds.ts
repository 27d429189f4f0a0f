import type { ChargeEvent } from '../machines/charge.ts';
import type { DiceSource } from '../src/dice/index.ts';
import type { Lang } from '../src/narration/narrate.ts';
import type { Labels } from './i18n.ts';

/** What the odds worker is asked: the charge to rebuild, up to the cursor. */
export interface OddsRequest {
  readonly id: number;
  readonly scenarioJson: unknown;
  readonly scenarioFile: string;
  readonly rulesetFile: string;
  /** The dice source the charge starts from. */
  readonly dice: DiceSource;
  readonly events: readonly ChargeEvent[];
}

/** One bar: a label and its probability. */
export interface OddsRow {
  readonly label: string;
  readonly p: number;
}

/** The worker's answer: the grouped views of the exact analysis, or an error. */
export interface OddsResult {
  readonly id: number;
  readonly views?: {
    readonly defenderFate: OddsRow[];
    readonly attackerFate: OddsRow[];
    readonly melee: OddsRow[];
  };
  readonly states?: number;
  readonly ms?: number;
  readonly error?: string;
}

const ES_FATES: Readonly<Record<string, string>> = {
  held: 'resiste',
  disordered: 'desordenada',
  routed: 'en fuga (PGD)',
  surrendered: 'rendida',
  destroyed: 'destruida',
  'no melee': 'sin cuerpo a cuerpo',
};

/**
 * The odds panel: a bar chart of the outcome probabilities from the current step on, computed exactly
 * by machines/analysis in a Web Worker (the exact analysis of a whole charge can take seconds), redone
 * at every step; a newer request cancels the one in flight.
 */
export class OddsPanel {
  readonly #el: HTMLElement;
  #worker: Worker | undefined;
  #id = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #last: OddsResult | undefined;
  #labels: Labels;
  #lang: Lang;

  constructor(el: HTMLElement, labels: Labels, lang: Lang) {
    this.#el = el;
    this.#labels = labels;
    this.#lang = lang;
  }

  /** Asks for the odds of the charge at the cursor (debounced; cancels the request in flight). */
  request(r: Omit<OddsRequest, 'id'>, labels: Labels, lang: Lang): void {
    this.#labels = labels;
    this.#lang = lang;
    const id = ++this.#id;
    this.#worker?.terminate();
    this.#worker = undefined;
    if (this.#timer) clearTimeout(this.#timer);
    this.#el.dataset.state = 'computing';
    this.#draw(undefined);
    this.#timer = setTimeout(() => {
      const w = new Worker(new URL('./odds-worker.ts', import.meta.url), { type: 'module' });
      this.#worker = w;
      w.onmessage = (m: MessageEvent<OddsResult>) => {
        if (m.data.id !== this.#id) return;
        this.#last = m.data;
        this.#el.dataset.state = m.data.error ? 'error' : 'ready';
        this.#draw(m.data);
        w.terminate();
        this.#worker = undefined;
      };
      w.onerror = (e) => {
        this.#el.dataset.state = 'error';
        this.#draw({ id, error: e.message });
      };
      w.postMessage({ ...r, id } satisfies OddsRequest);
    }, 250);
  }

  /** Redraws the last result in another language. */
  relabel(labels: Labels, lang: Lang): void {
    this.#labels = labels;
    this.#lang = lang;
    this.#draw(this.#last?.id === this.#id ? this.#last : undefined);
  }

  #draw(r: OddsResult | undefined): void {
    const L = this.#labels;
    const name = (s: string) => (this.#lang === 'es' ? (ES_FATES[s] ?? s) : s);
    const head = `<h2>${L.odds}</h2>`;
    if (!r) {
      this.#el.innerHTML = `${head}<p class="muted">${L.oddsComputing}</p>`;
      return;
    }
    if (r.error || !r.views) {
      this.#el.innerHTML = `${head}<p class="error">${r.error ?? ''}</p>`;
      return;
    }
    const chart = (title: string, rows: readonly OddsRow[]) =>
      `<div class="odds-chart"><h3>${title}</h3>${rows
        .map(
          (x) =>
            `<div class="bar-row" data-label="${x.label}"><span class="bar-label">${name(x.label)}</span><span class="bar"><span style="width:${(x.p * 100).toFixed(1)}%"></span></span><span class="bar-value">${(x.p * 100).toFixed(1)}%</span></div>`,
        )
        .join('')}</div>`;
    this.#el.innerHTML =
      head +
      chart(L.oddsDefender, r.views.defenderFate) +
      chart(L.oddsAttacker, r.views.attackerFate) +
      chart(L.oddsMelee, r.views.melee) +
      `<p class="muted small">${L.oddsNote.replace('{states}', String(r.states ?? 0)).replace('{ms}', String(Math.round(r.ms ?? 0)))}</p>`;
  }
}
