import { FATES } from '../src/analysis/outcome.ts';
import { sideBySide } from '../src/analysis/side-by-side.ts';
import type { Lang } from '../src/narration/narrate.ts';
import type { OddsRequest } from './odds.ts';

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

/** The panel's own words (the page's label table is the web branch's; these few live here). */
const WORDS: Readonly<Record<Lang, Readonly<Record<string, string>>>> = {
  en: {
    alike: 'Every option gives the same endings with the same chances: this choice changes nothing.',
    caption: 'The odds of each option: how the charge ends if you choose it',
    option: 'Option',
    defender: 'Defenders end',
    attacker: 'Attackers end',
    lost: 'Increments lost (mean)',
    lostAttacker: 'attackers',
    lostDefender: 'defenders',
    working: 'Working out the odds of option {n} of {of}…',
    states: '{states} states so far',
    note: 'Exact, over every die from here; later choices take their defaults. {states} states, {ms} ms.',
    default: 'default',
    held: 'held',
    disordered: 'disordered',
    routed: 'routed',
    surrendered: 'surrendered',
    destroyed: 'destroyed',
  },
  es: {
    alike:
      'Todas las opciones dan los mismos finales con las mismas probabilidades: esta elección no cambia nada.',
    caption: 'Probabilidades de cada opción: cómo acaba la carga si la eliges',
    option: 'Opción',
    defender: 'Los defensores acaban',
    attacker: 'Los atacantes acaban',
    lost: 'Incrementos perdidos (media)',
    lostAttacker: 'atacantes',
    lostDefender: 'defensores',
    working: 'Calculando las probabilidades de la opción {n} de {of}…',
    states: '{states} estados hasta ahora',
    note: 'Exactas, sobre todos los dados desde aquí; las elecciones posteriores toman su valor por defecto. {states} estados, {ms} ms.',
    default: 'por defecto',
    held: 'resiste',
    disordered: 'desordenada',
    routed: 'en fuga (PGD)',
    surrendered: 'rendida',
    destroyed: 'destruida',
  },
  ru: {
    alike: 'Все варианты дают одни и те же исходы с теми же вероятностями: этот выбор ничего не меняет.',
    caption: 'Вероятности каждого варианта: чем кончится атака, если выбрать его',
    option: 'Вариант',
    defender: 'Обороняющиеся в итоге',
    attacker: 'Атакующие в итоге',
    lost: 'Потерянные шаги (в среднем)',
    lostAttacker: 'атакующие',
    lostDefender: 'обороняющиеся',
    working: 'Считаем вероятности варианта {n} из {of}…',
    states: 'пока {states} состояний',
    note: 'Точно, по всем броскам отсюда; дальнейшие выборы по умолчанию. {states} состояний, {ms} мс.',
    default: 'по умолчанию',
    held: 'держится',
    disordered: 'расстроено',
    routed: 'в бегстве (PGD)',
    surrendered: 'сдалось',
    destroyed: 'уничтожено',
  },
};

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function say(lang: Lang, key: string, params: Readonly<Record<string, string | number>> = {}): string {
  const t = WORDS[lang][key] ?? WORDS.en[key] ?? key;
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
  #html = '';
  #state = '';
  /** Tables already worked out, by charge position (the last few). */
  readonly #done = new Map<string, string>();

  /** The request for the charge at the cursor: the odds are worked out only where a choice waits. */
  request(r: Omit<ChoiceOddsRequest, 'id'>, atChoice: boolean): void {
    this.#lang = r.lang;
    const key = atChoice
      ? JSON.stringify([r.scenarioFile, r.rulesetFile, r.dice, r.events, r.lang, r.maxStates ?? 0])
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
      this.#set('', '');
      return;
    }
    const known = this.#done.get(key);
    if (known !== undefined) {
      this.#set('ready', known);
      return;
    }
    this.#set(
      'computing',
      `<p class="muted small" id="choice-odds-progress">${esc(say(r.lang, 'working', { n: 1, of: '…' }))}</p>`,
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
        this.#set('computing', `<p class="muted small" id="choice-odds-progress">${esc(text)}</p>`);
        return;
      }
      w.terminate();
      this.#worker = undefined;
      if (d.error || !d.result) {
        this.#set('error', `<p class="error">${esc(d.error ?? '')}</p>`);
        return;
      }
      const html = this.#table(d.result);
      this.#done.set(key, html);
      if (this.#done.size > MAX_KEPT) this.#done.delete(this.#done.keys().next().value!);
      this.#set('ready', html);
    };
    w.onerror = (e) => {
      if (id === this.#id) this.#set('error', `<p class="error">${esc(e.message)}</p>`);
    };
    w.postMessage({ ...r, id } satisfies ChoiceOddsRequest);
  }

  /** Puts the last drawing back into #choice-odds (the pending panel is redrawn on every render). */
  #paint(): void {
    const el = document.getElementById('choice-odds');
    if (!el) return;
    el.hidden = this.#state === '';
    el.dataset.state = this.#state;
    el.setAttribute('aria-busy', String(this.#state === 'computing'));
    el.innerHTML = this.#html;
  }

  #set(state: string, html: string): void {
    this.#state = state;
    this.#html = html;
    this.#paint();
  }

  #table(r: NonNullable<ChoiceOddsMessage['result']>): string {
    const lang = this.#lang;
    const fateCols = (pick: (o: OptionRow) => OptionRow['defenderFate']) =>
      sideBySide(r.options.map(pick), 0, FATES);
    const def = fateCols((o) => o.defenderFate);
    const att = fateCols((o) => o.attackerFate);
    const th = (text: string, attrs = '') => `<th scope="col"${attrs}>${esc(text)}</th>`;
    const head1 =
      `<tr><th scope="col" rowspan="2">${esc(say(lang, 'option'))}</th>` +
      `<th scope="colgroup" colspan="${def.length}">${esc(say(lang, 'defender'))}</th>` +
      `<th scope="colgroup" colspan="${att.length}">${esc(say(lang, 'attacker'))}</th>` +
      `<th scope="colgroup" colspan="2">${esc(say(lang, 'lost'))}</th></tr>`;
    const head2 = `<tr>${[...def, ...att].map((x) => th(say(lang, x.label))).join('')}${th(say(lang, 'lostAttacker'))}${th(say(lang, 'lostDefender'))}</tr>`;
    const body = r.options
      .map(
        (o, i) =>
          `<tr data-option="${i}"><th scope="row">${i + 1}. ${esc(o.label)}${o.isDefault ? ` <em>(${esc(say(lang, 'default'))})</em>` : ''}</th>` +
          [...def, ...att].map((x) => `<td>${pc(x.p[i]!)}</td>`).join('') +
          `<td>${o.attackerLostMean.toFixed(2)}</td><td>${o.defenderLostMean.toFixed(2)}</td></tr>`,
      )
      .join('');
    return (
      `<div class="choice-odds-scroll" role="region" tabindex="0" aria-label="${esc(say(lang, 'caption'))}">` +
      `<table class="choice-odds"><caption>${esc(say(lang, 'caption'))}</caption><thead>${head1}${head2}</thead><tbody>${body}</tbody></table></div>` +
      (r.allAlike && r.options.length > 1
        ? `<p class="small" id="choice-odds-alike">${esc(say(lang, 'alike'))}</p>`
        : '') +
      `<p class="muted small">${esc(say(lang, 'note', { states: r.states, ms: Math.round(r.ms) }))}</p>`
    );
  }
}
