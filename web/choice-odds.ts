import { FATES, sideBySide } from 'hexcharge/analysis';
import { LANGUAGES, type Lang } from 'hexcharge/narration';
import { type Child, el, put, type VNode } from './dom.ts';
import { DEFAULT_ODDS_SECONDS, type OddsRequest } from './odds.ts';

/** What the choice-odds worker is asked: the charge to rebuild, up to the cursor, where a choice waits. */
export interface ChoiceOddsRequest extends OddsRequest {
  readonly lang: Lang;
  /** The analysis budget in states (the library's default when absent). */
  readonly maxStates?: number;
}

/** One option's key odds, as the page shows them. */
export interface OptionRow {
  readonly label: string;
  readonly isDefault: boolean;
  readonly defenderFate: readonly { readonly label: string; readonly p: number }[];
  readonly attackerFate: readonly { readonly label: string; readonly p: number }[];
  readonly attackerLostMean: number;
  readonly defenderLostMean: number;
}

/** What the worker says: which option it is on, the odds of every option, or why it could not. */
export interface ChoiceOddsMessage {
  readonly id: number;
  readonly progress?: { readonly option: number; readonly of: number; readonly states: number };
  readonly result?: {
    readonly purpose: string;
    /** Every option gives the same final outcomes with the same chances. */
    readonly allAlike: boolean;
    readonly options: readonly OptionRow[];
    readonly states: number;
    readonly ms: number;
  };
  readonly error?: string;
  readonly code?: string;
}

/** The panel's own words: the `choiceOdds` section of the language's catalogue (English for a word it lacks). */
function say(lang: Lang, key: string, params: Readonly<Record<string, string | number>> = {}): string {
  const own = (words: Readonly<Record<string, string>>) =>
    Object.hasOwn(words, key) ? words[key] : undefined;
  const t = own(LANGUAGES[lang].choiceOdds) ?? own(LANGUAGES.en.choiceOdds) ?? key;
  return t.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}

/** How many worked-out tables the panel keeps (going back and forth redraws them at once). */
const MAX_KEPT = 20;

const pc = (p: number) => `${(p * 100).toFixed(1)}%`;

/**
 * The odds of every choice on the page: when the charge waits for a choice, a table in #choice-odds
 * with one row per option and its key odds side by side (how each side ends, increments lost),
 * worked out exactly in a Web Worker; progress text while it runs. A newer request cancels the one in
 * flight; a result is kept per charge position, so redrawing the page does not recompute it.
 */
export class ChoiceOddsPanel {
  #worker: Worker | undefined;
  #id = 0;
  #key = '';
  #lang: Lang = 'en';
  #drawing: Child = null;
  #state = '';
  /** Tables already worked out, by charge position (the last few). */
  readonly #done = new Map<string, VNode[]>();

  /** The request for the charge at the cursor: the odds are worked out only where a choice waits. */
  request(r: Omit<ChoiceOddsRequest, 'id'>, atChoice: boolean): void {
    this.#lang = r.lang;
    const key = atChoice
      ? JSON.stringify([
          r.scenarioFile,
          r.rulesetFile,
          r.dice,
          r.events,
          r.lang,
          r.maxStates ?? 0,
          r.maxSeconds ?? DEFAULT_ODDS_SECONDS,
        ])
      : '';
    if (key === this.#key) {
      this.#paint();
      return;
    }
    this.#key = key;
    this.#worker?.terminate();
    this.#worker = undefined;
    const id = ++this.#id;
    if (!atChoice) {
      this.#set('', null);
      return;
    }
    const known = this.#done.get(key);
    if (known !== undefined) {
      this.#set('ready', known);
      return;
    }
    this.#set(
      'computing',
      el(
        'p',
        { class: 'muted small', id: 'choice-odds-progress' },
        say(r.lang, 'working', { n: 1, of: '…' }),
      ),
    );
    const w = new Worker(new URL('./choice-odds-worker.ts', import.meta.url), { type: 'module' });
    this.#worker = w;
    w.onmessage = (m: MessageEvent<ChoiceOddsMessage>) => {
      const d = m.data;
      if (d.id !== this.#id) return;
      if (d.progress) {
        const p = d.progress;
        const text =
          say(this.#lang, 'working', { n: p.option + 1, of: p.of }) +
          (p.states ? ` ${say(this.#lang, 'states', { states: p.states.toLocaleString(this.#lang) })}` : '');
        this.#set('computing', el('p', { class: 'muted small', id: 'choice-odds-progress' }, text));
        return;
      }
      w.terminate();
      this.#worker = undefined;
      if (d.error || !d.result) {
        const seconds = r.maxSeconds ?? DEFAULT_ODDS_SECONDS;
        this.#set('error', [
          d.code === 'analysis/too-large' &&
            el(
              'p',
              { class: 'error', id: 'choice-odds-stopped' },
              say(this.#lang, 'stopped', { s: seconds }),
            ),
          el(
            'p',
            { class: d.code === 'analysis/too-large' ? 'muted small' : 'error' },
            d.code ? `error ${d.code}: ` : '',
            d.error ?? '',
          ),
        ]);
        return;
      }
      const table = this.#table(d.result);
      this.#done.set(key, table);
      if (this.#done.size > MAX_KEPT) this.#done.delete(this.#done.keys().next().value!);
      this.#set('ready', table);
    };
    w.onerror = (e) => {
      if (id === this.#id)
        this.#set('error', el('p', { class: 'error' }, e.message || 'the odds worker stopped'));
    };
    w.postMessage({ ...r, id } satisfies ChoiceOddsRequest);
  }

  /** Puts the last drawing back into #choice-odds (the pending panel is redrawn on every render). */
  #paint(): void {
    const host = document.getElementById('choice-odds');
    if (!host) return;
    host.hidden = this.#state === '';
    host.dataset.state = this.#state;
    host.setAttribute('aria-busy', String(this.#state === 'computing'));
    put(host, this.#drawing);
  }

  #set(state: string, drawing: Child): void {
    this.#state = state;
    this.#drawing = drawing;
    this.#paint();
  }

  #table(r: NonNullable<ChoiceOddsMessage['result']>): VNode[] {
    const lang = this.#lang;
    const fateCols = (pick: (o: OptionRow) => OptionRow['defenderFate']) =>
      sideBySide(r.options.map(pick), 0, FATES);
    const def = fateCols((o) => o.defenderFate);
    const att = fateCols((o) => o.attackerFate);
    const th = (text: string) => el('th', { scope: 'col' }, text);
    const head1 = el(
      'tr',
      {},
      el('th', { scope: 'col', rowspan: 2 }, say(lang, 'option')),
      el('th', { scope: 'colgroup', colspan: def.length }, say(lang, 'defender')),
      el('th', { scope: 'colgroup', colspan: att.length }, say(lang, 'attacker')),
      el('th', { scope: 'colgroup', colspan: 2 }, say(lang, 'lost')),
    );
    const head2 = el(
      'tr',
      {},
      [...def, ...att].map((x) => th(say(lang, x.label))),
      th(say(lang, 'lostAttacker')),
      th(say(lang, 'lostDefender')),
    );
    const body = r.options.map((o, i) =>
      el(
        'tr',
        { 'data-option': i },
        el(
          'th',
          { scope: 'row' },
          `${i + 1}. ${o.label}`,
          o.isDefault && [' ', el('em', {}, `(${say(lang, 'default')})`)],
        ),
        [...def, ...att].map((x) => el('td', {}, pc(x.p[i]!))),
        el('td', {}, o.attackerLostMean.toFixed(2)),
        el('td', {}, o.defenderLostMean.toFixed(2)),
      ),
    );
    return [
      el(
        'div',
        { class: 'choice-odds-scroll', role: 'region', tabindex: 0, 'aria-label': say(lang, 'caption') },
        el(
          'table',
          { class: 'choice-odds' },
          el('caption', {}, say(lang, 'caption')),
          el('thead', {}, head1, head2),
          el('tbody', {}, body),
        ),
      ),
      ...(r.allAlike && r.options.length > 1
        ? [el('p', { class: 'small', id: 'choice-odds-alike' }, say(lang, 'alike'))]
        : []),
      el('p', { class: 'muted small' }, say(lang, 'note', { states: r.states, ms: Math.round(r.ms) })),
    ];
  }
}
