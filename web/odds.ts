import type { ChargeEvent, DiceSource } from 'hexcharge';
import { LANGUAGES, type Lang } from 'hexcharge/narration';
import { el, put, styled } from './dom.ts';
import { fill, type Labels } from './i18n.ts';

/** What the odds worker is asked: the charge to rebuild, up to the cursor. */
export interface OddsRequest {
  readonly id: number;
  readonly scenarioJson: unknown;
  readonly scenarioFile: string;
  readonly rulesetFile: string;
  /** The dice source the charge starts from. */
  readonly dice: DiceSource;
  readonly events: readonly ChargeEvent[];
  /** The analysis' time budget in seconds (refused past it: analysis/too-large). */
  readonly maxSeconds?: number;
}

/** The page's default time budget of an exact analysis, in seconds (`?odds-seconds=N` changes it). */
export const DEFAULT_ODDS_SECONDS = 30;

/** The time budget a page address asks for (`odds-seconds`, a number of seconds above 0), else the default. */
export function oddsSecondsOf(search: string): number {
  const v = new URLSearchParams(search).get('odds-seconds');
  const n = v === null || v.trim() === '' ? Number.NaN : Number(v);
  return Number.isFinite(n) && n > 0 ? n : DEFAULT_ODDS_SECONDS;
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
  /** The refusal's code (analysis/too-large when over the time budget). */
  readonly code?: string;
  /** Over which limit of the budget, when refused as too large. */
  readonly limit?: 'states' | 'seconds' | 'memory';
}

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
  /** When the computation in flight started, and the timer that says how long it has taken so far. */
  #started = 0;
  #ticker: ReturnType<typeof setInterval> | undefined;
  /** The last request (asked again, with a longer budget, by the panel's "try again" button). */
  #request: Omit<OddsRequest, 'id'> | undefined;

  constructor(host: HTMLElement, labels: Labels, lang: Lang) {
    this.#el = host;
    this.#labels = labels;
    this.#lang = lang;
    host.addEventListener('click', (e) => {
      const b = (e.target as Element).closest('button');
      const r = this.#request;
      if (b?.id === 'odds-longer' && r)
        this.request({ ...r, maxSeconds: longer(r.maxSeconds) }, this.#labels, this.#lang);
    });
  }

  /** Asks for the odds of the charge at the cursor (debounced; cancels the request in flight). */
  request(r: Omit<OddsRequest, 'id'>, labels: Labels, lang: Lang): void {
    this.#request = r;
    this.#labels = labels;
    this.#lang = lang;
    const id = ++this.#id;
    this.#worker?.terminate();
    this.#worker = undefined;
    if (this.#timer) clearTimeout(this.#timer);
    this.#el.dataset.state = 'computing';
    this.#started = Date.now();
    if (this.#ticker) clearInterval(this.#ticker);
    this.#ticker = setInterval(() => this.#progress(), 1000);
    this.#draw(undefined);
    this.#timer = setTimeout(() => {
      const w = new Worker(new URL('./odds-worker.ts', import.meta.url), { type: 'module' });
      this.#worker = w;
      w.onmessage = (m: MessageEvent<OddsResult>) => {
        if (m.data.id !== this.#id) return;
        this.#last = m.data;
        this.#stopTicker();
        this.#el.dataset.state = m.data.error ? 'error' : 'ready';
        this.#draw(m.data);
        w.terminate();
        this.#worker = undefined;
      };
      w.onerror = (e) => {
        this.#stopTicker();
        this.#el.dataset.state = 'error';
        this.#draw({ id, error: e.message || 'the odds worker stopped' });
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

  #stopTicker(): void {
    if (this.#ticker) clearInterval(this.#ticker);
    this.#ticker = undefined;
  }

  /** The words under "working out the odds": how long it has taken so far, once it takes more than a moment. */
  #progress(): void {
    const p = this.#el.querySelector('#odds-progress');
    if (!p) return;
    const s = Math.round((Date.now() - this.#started) / 1000);
    p.textContent = s >= 2 ? fill(this.#labels, 'oddsElapsed', { s }, this.#lang) : '';
  }

  #draw(r: OddsResult | undefined): void {
    const L = this.#labels;
    const lang = this.#lang;
    const fates: Readonly<Record<string, string>> = LANGUAGES[lang].fates;
    const name = (s: string) => (Object.hasOwn(fates, s) ? fates[s]! : s);
    const head = el('h2', {}, L.odds);
    if (!r) {
      put(
        this.#el,
        head,
        el('p', { class: 'muted' }, el('span', { class: 'spinner', 'aria-hidden': 'true' }), L.oddsWaiting),
        el('p', { id: 'odds-progress', class: 'muted small' }),
      );
      this.#progress();
      return;
    }
    if (r.error || !r.views) {
      const budget = this.#request?.maxSeconds ?? DEFAULT_ODDS_SECONDS;
      const overTime = r.code === 'analysis/too-large' && r.limit === 'seconds';
      put(
        this.#el,
        head,
        overTime &&
          el('p', { class: 'error', id: 'odds-stopped' }, fill(L, 'oddsStopped', { s: budget }, lang)),
        el(
          'p',
          { class: overTime ? 'muted small' : 'error', id: 'odds-error' },
          r.code ? `error ${r.code}: ` : '',
          r.error ?? '',
        ),
        overTime && [
          el(
            'button',
            { type: 'button', id: 'odds-longer' },
            fill(L, 'oddsLonger', { s: longer(budget) }, lang),
          ),
          el('p', { class: 'muted small' }, L.oddsElsewhere),
        ],
      );
      return;
    }
    const chart = (title: string, rows: readonly OddsRow[]) =>
      el(
        'div',
        { class: 'odds-chart' },
        el('h3', {}, title),
        rows.map((x) =>
          el(
            'div',
            { class: 'bar-row', 'data-label': x.label },
            el('span', { class: 'bar-label' }, name(x.label)),
            el('span', { class: 'bar' }, styled(el('span'), { width: `${(x.p * 100).toFixed(1)}%` })),
            el('span', { class: 'bar-value' }, `${(x.p * 100).toFixed(1)}%`),
          ),
        ),
      );
    put(
      this.#el,
      head,
      chart(L.oddsDefender, r.views.defenderFate),
      chart(L.oddsAttacker, r.views.attackerFate),
      chart(L.oddsMelee, r.views.melee),
      el(
        'p',
        { class: 'muted small' },
        fill(L, 'oddsNote2', { states: r.states ?? 0, ms: Math.round(r.ms ?? 0) }, lang),
      ),
    );
  }
}

/** The budget the "try again" button gives: ten times the last one (five minutes after the default). */
function longer(seconds: number | undefined): number {
  return (seconds ?? DEFAULT_ODDS_SECONDS) * 10;
}
