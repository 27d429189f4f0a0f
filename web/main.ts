import { procedureMermaid, procedureSteps } from '../machines/diagram.ts';
import { formatError } from '../src/errors.ts';
import { hexLabel } from '../src/model/coord.ts';
import {
  describeOption,
  describePending,
  type Lang,
  narrate,
  translateValue,
} from '../src/narration/narrate.ts';
import { STEP_TITLES_ES } from '../src/narration/steps-es.ts';
import {
  type Loaded,
  loadScenarioJson,
  loadScenarioText,
  loadShippedScenario,
  shippedRulesets,
  shippedScenarios,
} from './data.ts';
import { LABELS, type Labels, labelOf } from './i18n.ts';
import { renderMap } from './map.ts';
import { OddsPanel } from './odds.ts';
import { openSave, savePage } from './save.ts';
import { Timeline } from './timeline.ts';

const $ = <T extends HTMLElement>(id: string): T => {
  const el = document.getElementById(id);
  if (!el) throw new Error(`#${id} is missing from index.html`);
  return el as T;
};
const esc = (s: string): string =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const STEPS = procedureSteps();

/** A rule reference as shown: "19.6", or "step 5" / "paso 5" for the numbered steps of seed 003. */
function ruleText(rule: string, lang: Lang): string {
  return lang === 'es' ? rule.replace(/^step (\d+)$/, 'paso $1') : rule;
}
const MERMAID = procedureMermaid();

/** The page: one timeline of one charge, the view options, and the language. */
class App {
  timeline: Timeline | undefined;
  /** Whether the scenario is one of the shipped files (a save then names it instead of embedding it). */
  shipped = true;
  lang: Lang = 'en';
  refusal = '';
  hexsides = false;
  zoc = false;
  readonly odds = new OddsPanel($('odds'), LABELS.en, 'en');

  get labels(): Labels {
    return LABELS[this.lang];
  }

  init(): void {
    const scenarios = shippedScenarios();
    $('scenario').innerHTML = scenarios
      .map((s) => `<option value="${esc(s.file)}">${esc(s.title)}</option>`)
      .join('');
    $('ruleset').innerHTML =
      '<option value="" data-label="rulesetOwn"></option>' +
      shippedRulesets()
        .map((r) => `<option value="${esc(r.file)}">${esc(r.title)}</option>`)
        .join('');
    const params = new URLSearchParams(location.search);
    const lang = params.get('lang');
    if (lang === 'es' || lang === 'en') this.lang = lang;
    ($('lang') as HTMLSelectElement).value = this.lang;
    const wanted = params.get('scenario');
    const first = scenarios.find((s) => s.id === wanted || s.file === wanted) ?? scenarios[0];
    if (first) {
      ($('scenario') as HTMLSelectElement).value = first.file;
      this.loadShipped(first.file);
    }
    this.wire();
    this.render();
  }

  wire(): void {
    $('scenario').addEventListener('change', () => {
      this.loadShipped(($('scenario') as HTMLSelectElement).value);
      this.render();
    });
    $('ruleset').addEventListener('change', () => this.reloadSameScenario());
    $('seed').addEventListener('change', () => this.reloadSameScenario());
    $('lang').addEventListener('change', () => {
      this.lang = ($('lang') as HTMLSelectElement).value === 'es' ? 'es' : 'en';
      this.odds.relabel(this.labels, this.lang);
      this.render();
    });
    $('scenario-file').addEventListener('change', async () => {
      const input = $('scenario-file') as HTMLInputElement;
      const f = input.files?.[0];
      if (!f) return;
      const r = loadScenarioText(await f.text(), f.name, this.rulesetChoice());
      input.value = '';
      if (!r.ok) {
        this.message(formatError(r.error), true);
        return;
      }
      this.start(r.value, false, this.seedOf(r.value));
      this.message(`${this.labels.loaded}: ${f.name}`);
    });
    $('save').addEventListener('click', () => this.save());
    $('load-file').addEventListener('change', async () => {
      const input = $('load-file') as HTMLInputElement;
      const f = input.files?.[0];
      if (!f) return;
      await this.loadSave(await f.text(), f.name);
      input.value = '';
    });
    $('toggle-hexsides').addEventListener('change', () => {
      this.hexsides = ($('toggle-hexsides') as HTMLInputElement).checked;
      this.renderMap();
    });
    $('toggle-zoc').addEventListener('change', () => {
      this.zoc = ($('toggle-zoc') as HTMLInputElement).checked;
      this.renderMap();
    });
    $('restart').addEventListener('click', () => this.act(() => this.timeline?.restart()));
    $('back').addEventListener('click', () => this.act(() => this.timeline?.back()));
    $('next').addEventListener('click', () => this.act(() => this.timeline?.next()));
    $('slider').addEventListener('input', () =>
      this.act(() => this.timeline?.goTo(Number(($('slider') as HTMLInputElement).value))),
    );
    $('pending').addEventListener('click', (e) => {
      const b = (e.target as HTMLElement).closest('button');
      if (!b || !this.timeline) return;
      if (b.id === 'roll-seeded') this.act(() => this.timeline!.send({ type: 'AUTO_ROLL' }));
      else if (b.id === 'roll-typed') this.rollTyped();
      else if (b.id === 'choose-default') this.act(() => this.timeline!.send({ type: 'CHOOSE_DEFAULT' }));
      else if (b.dataset.option !== undefined)
        this.act(() => this.timeline!.send({ type: 'CHOOSE', option: Number(b.dataset.option) }));
    });
    // Hovering an option button highlights its path on the map, and the reverse.
    const hover = (option: string | undefined) => {
      for (const g of document.querySelectorAll('.choice-path'))
        g.classList.toggle('hover', (g as SVGGElement).dataset.option === option);
      for (const b of document.querySelectorAll<HTMLElement>('#pending .choice'))
        b.classList.toggle('hover', b.dataset.option === option);
    };
    for (const id of ['pending', 'map']) {
      $(id).addEventListener('mouseover', (e) => {
        const t = (e.target as Element).closest('[data-option]') as HTMLElement | null;
        hover(t?.dataset.option);
      });
    }
    $('pending').addEventListener('keydown', (e) => {
      if ((e.target as HTMLElement).id === 'dice-input' && e.key === 'Enter') this.rollTyped();
    });
    $('map').addEventListener('click', (e) => {
      const g = (e.target as Element).closest('.choice-path') as SVGGElement | null;
      if (g && this.timeline)
        this.act(() => this.timeline!.send({ type: 'CHOOSE', option: Number(g.dataset.option) }));
    });
  }

  rulesetChoice(): string | undefined {
    return ($('ruleset') as HTMLSelectElement).value || undefined;
  }

  seedOf(l: Loaded): number {
    const typed = Number(($('seed') as HTMLInputElement).value);
    if (Number.isInteger(typed) && typed >= 0) return typed;
    return l.scenario.dice?.seed ?? 1;
  }

  loadShipped(file: string): void {
    const r = loadShippedScenario(file, this.rulesetChoice());
    if (!r.ok) {
      this.message(formatError(r.error), true);
      return;
    }
    const seed = r.value.scenario.dice?.seed ?? 1;
    ($('seed') as HTMLInputElement).value = String(seed);
    this.start(r.value, true, seed);
  }

  reloadSameScenario(): void {
    const t = this.timeline;
    if (!t) return;
    const r = loadScenarioJson(t.loaded.json, t.loaded.scenarioFile, this.rulesetChoice());
    if (!r.ok) {
      this.message(formatError(r.error), true);
      return;
    }
    this.start(r.value, this.shipped, this.seedOf(r.value));
  }

  start(loaded: Loaded, shipped: boolean, seed: number): void {
    this.timeline = new Timeline(loaded, seed);
    this.shipped = shipped;
    this.refusal = '';
    this.message('');
    this.render();
  }

  /** Runs a timeline action; a refused event is shown next to the dice, and nothing changes. */
  act(f: () => unknown): void {
    const r = f() as { ok?: boolean; error?: { code: string; message: string } } | undefined;
    this.refusal = r && r.ok === false && r.error ? formatError(r.error) : '';
    this.render();
  }

  rollTyped(): void {
    const v = ($('dice-input') as HTMLInputElement | null)?.value ?? '';
    this.act(() => this.timeline?.send({ type: 'ROLL', value: v.trim() }));
    if (this.refusal) {
      const input = $('dice-input') as HTMLInputElement;
      input.value = v;
      input.focus();
    }
  }

  message(text: string, error = false): void {
    const m = $('message');
    m.textContent = text;
    m.className = error ? 'error' : '';
  }

  save(): void {
    const t = this.timeline;
    if (!t) return;
    const doc = savePage(t);
    const blob = new Blob([`${JSON.stringify(doc, null, 2)}\n`], { type: 'application/json' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = `hexcharge-${t.loaded.scenario.id}-${t.cursor}.json`;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  }

  /** Loads a page save or an engine save document, checked and replayed by machines/save.ts. */
  async loadSave(text: string, file: string): Promise<void> {
    const opened = openSave(text, file);
    if (!opened.ok) {
      this.message(formatError(opened.error), true);
      return;
    }
    const d = opened.value;
    this.timeline = new Timeline(d.loaded, d.dice, d.events, d.cursor);
    this.shipped = d.shipped;
    if (this.timeline.seed !== undefined) ($('seed') as HTMLInputElement).value = String(this.timeline.seed);
    if (d.shipped) ($('scenario') as HTMLSelectElement).value = d.loaded.scenarioFile;
    this.refusal = '';
    this.message(`${this.labels.loaded}: ${file}`);
    this.render();
  }

  stepTitle(path: string): string {
    if (this.lang === 'es') return STEP_TITLES_ES[path] ?? path;
    return STEPS.find((s) => s.path === path)?.title ?? path;
  }

  render(): void {
    const L = this.labels;
    document.documentElement.lang = this.lang;
    for (const el of document.querySelectorAll<HTMLElement>('[data-label]'))
      el.textContent = labelOf(L, el.dataset.label!);
    $('title').textContent = L.title!;
    $('subtitle').textContent = L.subtitle!;
    document.title = L.title!;
    this.renderLegend();
    const t = this.timeline;
    if (!t) return;
    this.renderMap();
    this.renderPending();
    this.renderSteps();
    this.renderNarration();
    this.renderFinal();
    this.renderTimeline();
    this.renderDiagram();
    this.odds.request(
      {
        scenarioJson: t.loaded.json,
        scenarioFile: t.loaded.scenarioFile,
        rulesetFile: t.loaded.rulesetFile,
        dice: t.dice(),
        events: t.events.slice(0, t.cursor),
      },
      L,
      this.lang,
    );
  }

  renderMap(): void {
    const t = this.timeline;
    if (!t) return;
    $('map').innerHTML = renderMap(t.session.state, t.latestFrom, {
      hexsides: this.hexsides,
      zoc: this.zoc,
      labels: this.labels,
    });
  }

  renderLegend(): void {
    const L = this.labels;
    const sw = (c: string, dash = false) =>
      `<span class="swatch" style="background:${dash ? `repeating-linear-gradient(90deg, ${c} 0 5px, transparent 5px 7px)` : c}"></span>`;
    $('legend').innerHTML =
      `<strong>${L.legend}:</strong>${sw('#1a9850')}${L.legendFront}${sw('#f39c12')}${L.legendFlank}${sw('#d73027')}${L.legendRear}` +
      ` · ${sw('#d73027', true)}${L.legendRout}${sw('#e67e22')}${L.legendRetreat}${sw('#1a9850')}${L.legendAdvance}${sw('#6c3483')}${L.legendPursuit}` +
      `<br>${L.legendCounter}`;
  }

  renderPending(): void {
    const L = this.labels;
    const t = this.timeline!;
    const s = t.session;
    const el = $('pending');
    const refusal = this.refusal
      ? `<div class="refusal" id="refusal">${L.refused}: ${esc(this.refusal)}</div>`
      : '';
    el.className = s.done ? 'done' : '';
    if (s.done) {
      el.innerHTML = `<div class="purpose" id="ending">${L.over} ${esc(String(translateValue(s.state.ending ?? '', this.lang)))}</div>${refusal}`;
      return;
    }
    const p = s.pending;
    if (!p) {
      el.innerHTML = refusal;
      return;
    }
    const head = `<div>${L.pending}: <span class="rule">${L.rule} ${esc(ruleText(p.rule, this.lang))}</span><span class="purpose" id="purpose">${esc(describePending(p, this.lang))}</span></div>`;
    if (p.kind === 'roll') {
      el.innerHTML =
        head +
        `<div class="row"><strong>${esc(p.dice)}</strong>` +
        `<input id="dice-input" type="text" inputmode="numeric" autocomplete="off" placeholder="${esc(L.typedPlaceholder!)}" aria-label="${esc(L.rollTyped!)}"/>` +
        `<button id="roll-typed" type="button" class="primary">${L.rollTyped}</button>` +
        `<button id="roll-seeded" type="button">${L.rollSeeded}</button></div>${refusal}`;
      ($('dice-input') as HTMLInputElement).focus({ preventScroll: true });
      return;
    }
    const hasPaths = p.options.some((o) => o.path && o.path.length > 0);
    el.innerHTML =
      head +
      p.options
        .map(
          (_, i) =>
            `<button type="button" class="choice" data-option="${i}"><span class="n">${i + 1}.</span> ${esc(describeOption(p, i, this.lang))}${i === p.defaultOption ? ` <em>(${L.defaultMark})</em>` : ''}</button>`,
        )
        .join('') +
      `<div class="row"><button id="choose-default" type="button">${L.chooseDefault}</button>${hasPaths ? `<span class="muted small">${L.orClickMap}</span>` : ''}</div>${refusal}`;
  }

  renderSteps(): void {
    const s = this.timeline!.session;
    const current = s.step;
    const visited = new Set(s.state.log.map((e) => e.step));
    $('steps').innerHTML = STEPS.map((st) => {
      const cls = [
        `depth-${st.depth}`,
        st.path === current || (current.startsWith(`${st.path}.`) && st.compound) ? 'current' : '',
        visited.has(st.key) || visited.has(st.path) || st.path === current ? 'visited' : '',
      ]
        .filter(Boolean)
        .join(' ');
      return `<li class="${cls}" data-step="${esc(st.path)}"><span class="rule">${esc(ruleText(st.rule, this.lang))}</span>${esc(this.stepTitle(st.path))}</li>`;
    }).join('');
  }

  renderNarration(): void {
    const t = this.timeline!;
    const log = t.session.state.log;
    const items: string[] = [];
    let lastStep = '';
    for (const e of log) {
      if (e.step !== lastStep) {
        lastStep = e.step;
        const path = STEPS.find((s) => s.path === e.step || s.key === e.step)?.path ?? e.step;
        items.push(`<li class="step-title">${esc(this.stepTitle(path))}</li>`);
      }
      const latest = e.n > t.latestFrom;
      items.push(
        `<li value="${e.n}" class="entry${latest ? ' latest' : ''}" data-n="${e.n}" data-key="${esc(e.key)}" data-step="${esc(e.step)}">` +
          `<span class="rule">${esc(ruleText(e.rule, this.lang))}</span>${esc(narrate(e, this.lang))}` +
          (e.arithmetic ? `<span class="arith">${esc(e.arithmetic)}</span>` : '') +
          '</li>',
      );
    }
    const ol = $('narration');
    ol.innerHTML = items.join('');
    // Show what the last event wrote: its first entry at the top when it does not all fit.
    const first = ol.querySelector<HTMLElement>('li.latest');
    ol.scrollTop = first ? Math.min(first.offsetTop - 4, ol.scrollHeight) : ol.scrollHeight;
  }

  renderFinal(): void {
    const L = this.labels;
    const s = this.timeline!.session.state;
    const units = [...s.board.units].sort((a, b) => hexLabel(a.at).localeCompare(hexLabel(b.at)));
    const lines = units.map(
      (u) =>
        `<li data-unit="${esc(u.id)}">${hexLabel(u.at)} ${esc(u.name)}: ${esc(labelOf(L, `formation.${u.formation}`))}, ${u.increments}/${u.fullIncrements}, ${esc(labelOf(L, `morale.${u.moraleState}`))}${u.readiness ? `, ${esc(labelOf(L, `readiness.${u.readiness}`))}` : ''}</li>`,
    );
    const removed = s.removed.map(
      (r) =>
        `<li data-removed="${esc(r.unit.id)}">${esc(r.unit.name)}: ${esc(labelOf(L, `reason.${r.reason}`))} (${esc(r.rule)})</li>`,
    );
    $('final').innerHTML =
      `<h2>${L.finalBoard}</h2><ul id="board-list">${lines.join('')}</ul>` +
      (removed.length ? `<h3>${L.removed}</h3><ul id="removed-list">${removed.join('')}</ul>` : '');
  }

  renderTimeline(): void {
    const t = this.timeline!;
    const slider = $('slider') as HTMLInputElement;
    slider.max = String(t.events.length);
    slider.value = String(t.cursor);
    ($('back') as HTMLButtonElement).disabled = t.cursor === 0;
    ($('restart') as HTMLButtonElement).disabled = t.events.length === 0;
    ($('next') as HTMLButtonElement).disabled = t.session.done && t.cursor === t.events.length;
    $('next').title = this.labels.nextTitle;
    $('back').title = this.labels.backTitle;
    $('position').textContent = `${this.labels.step} ${t.cursor} ${this.labels.of} ${t.events.length}`;
  }

  renderDiagram(): void {
    const current = this.timeline!.session.step.replaceAll('.', '_');
    const pattern = new RegExp(`(^|\\s)${current}(\\s|:|$)`);
    $('diagram').innerHTML = MERMAID.split('\n')
      .map((l) => (pattern.test(l) && l.includes(' as ') ? `<span class="current">${esc(l)}</span>` : esc(l)))
      .join('\n');
  }
}

new App().init();
