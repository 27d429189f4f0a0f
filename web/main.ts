import { procedureSteps } from '../machines/diagram.ts';
import { formatError } from '../src/errors.ts';
import { hexLabel } from '../src/model/coord.ts';
import {
  describeOption,
  describePending,
  type Lang,
  narrate,
  parseLang,
  translateValue,
} from '../src/narration/narrate.ts';
import { RESULT_CODES } from '../src/narration/result-codes.ts';
import { ruleName } from '../src/narration/rule-names.ts';
import { STEP_TITLES_ES } from '../src/narration/steps-es.ts';
import { STEP_TITLES_RU } from '../src/narration/steps-ru.ts';
import { ChoiceOddsPanel } from './choice-odds.ts';
import {
  type Loaded,
  loadScenarioJson,
  loadScenarioText,
  loadShippedScenario,
  shippedRulesets,
  shippedScenarios,
} from './data.ts';
import { highlightStep, procedureSvg } from './diagram.ts';
import { editable, emptyScenario, exportable, type ScenarioJson } from './editor.ts';
import { EditorView } from './editor-view.ts';
import { fill, LABELS, type Labels, labelOf } from './i18n.ts';
import { actionBox, type BoardScene, OPTION_COLOURS, renderScene, sceneOfState } from './map.ts';
import { OddsPanel } from './odds.ts';
import { openSave, savePage } from './save.ts';
import { decodeScenario, encodeScenario } from './share.ts';
import { stateOfLogStep } from './steps.ts';
import { Timeline } from './timeline.ts';
import { Viewport } from './viewport.ts';

const $ = <T extends HTMLElement>(id: string): T => {
  const el = document.getElementById(id);
  if (!el) throw new Error(`#${id} is missing from index.html`);
  return el as T;
};
const esc = (s: string): string =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const STEPS = procedureSteps();
const TITLES: Readonly<Record<Exclude<Lang, 'en'>, Readonly<Record<string, string>>>> = {
  es: STEP_TITLES_ES,
  ru: STEP_TITLES_RU,
};
/** A rule chip: the rule named for a person, the reference in its tooltip. */
function chip(rule: string, lang: Lang): string {
  if (!rule) return '';
  const n = ruleName(rule, lang);
  return `<span class="rule" title="${esc(n.title)}">${esc(n.chip)}</span>`;
}

type Mode = 'play' | 'edit';

/** The page: one timeline of one charge or the scenario editor, the view options, and the language. */
class App {
  timeline: Timeline | undefined;
  /** Whether the scenario is one of the shipped files (a save then names it instead of embedding it). */
  shipped = true;
  lang: Lang = 'en';
  mode: Mode = 'play';
  refusal = '';
  hexsides = false;
  zoc = false;
  link = '';
  readonly odds = new OddsPanel($('odds'), LABELS.en, 'en');
  /** The odds of each option when the charge waits for a choice (#choice-odds, in the pending panel). */
  readonly choiceOdds = new ChoiceOddsPanel();
  readonly viewport = new Viewport($('map'));
  editor: EditorView | undefined;
  /** The step the map was last fitted to (fit once per step, then the player's zoom stays). */
  #fitted = '';
  #urlTimer: ReturnType<typeof setTimeout> | undefined;

  get labels(): Labels {
    return LABELS[this.lang];
  }

  async init(): Promise<void> {
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
    this.lang = parseLang(params.get('lang')) ?? 'en';
    const seed = Number(params.get('seed') ?? Number.NaN);
    if (Number.isInteger(seed) && seed >= 0) ($('seed') as HTMLInputElement).value = String(seed);
    ($('lang') as HTMLSelectElement).value = this.lang;
    this.wire();
    const shared = params.get('s');
    if (shared) {
      const json = await decodeScenario(shared);
      if (json !== undefined && (await this.openShared(json))) return;
      this.message(this.labels.badLink, true);
    }
    const wanted = params.get('scenario');
    const first = scenarios.find((s) => s.id === wanted || s.file === wanted) ?? scenarios[0];
    if (first) {
      ($('scenario') as HTMLSelectElement).value = first.file;
      this.loadShipped(first.file);
      if (Number.isInteger(seed) && seed >= 0) this.reloadSameScenario();
    }
    if (params.get('mode') === 'edit') this.setMode('edit');
    this.render();
  }

  /** Opens a scenario from a link: played when valid, else opened in the editor with its problem shown. */
  async openShared(json: unknown): Promise<boolean> {
    const draft = editable(json);
    const r = loadScenarioJson(structuredClone(draft), `${draft.id}.json`, this.rulesetChoice());
    if (r.ok) {
      this.start(r.value, false, this.seedOf(r.value));
      this.message(`${this.labels.loadedLink}: ${r.value.scenario.title}`);
      return true;
    }
    this.ensureEditor(draft);
    this.setMode('edit');
    return true;
  }

  wire(): void {
    $('scenario').addEventListener('change', () => {
      this.loadShipped(($('scenario') as HTMLSelectElement).value);
      this.render();
    });
    $('ruleset').addEventListener('change', () => {
      if (this.mode === 'edit') {
        this.editor?.recheck();
        this.render();
      } else this.reloadSameScenario();
    });
    $('seed').addEventListener('change', () => this.reloadSameScenario());
    $('lang').addEventListener('change', () => {
      this.lang = parseLang(($('lang') as HTMLSelectElement).value) ?? 'en';
      this.odds.relabel(this.labels, this.lang);
      this.render();
    });
    $('mode-play').addEventListener('click', () => this.setMode('play'));
    $('mode-edit').addEventListener('click', () => this.setMode('edit'));
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
    $('zoom-in').addEventListener('click', () => this.viewport.zoom(1.4));
    $('zoom-out').addEventListener('click', () => this.viewport.zoom(1 / 1.4));
    $('zoom-fit').addEventListener('click', () => this.fitAction());
    $('zoom-all').addEventListener('click', () => this.viewport.fitBoard());
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
    // Hovering (or focusing) an option button highlights its path on the map, and the reverse.
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
    $('pending').addEventListener('focusin', (e) => hover((e.target as HTMLElement).dataset.option));
    $('pending').addEventListener('keydown', (e) => {
      if ((e.target as HTMLElement).id === 'dice-input' && e.key === 'Enter') this.rollTyped();
    });
    const map = $('map');
    map.addEventListener('click', (e) => {
      if (this.viewport.justPanned) return;
      if (this.mode === 'edit') {
        const hex = (e.target as Element).closest('[data-hex]') as SVGElement | null;
        if (hex?.dataset.hex) this.editor?.apply(hex.dataset.hex);
        return;
      }
      const g = (e.target as Element).closest('.choice-path') as SVGGElement | null;
      if (g && this.timeline)
        this.act(() => this.timeline!.send({ type: 'CHOOSE', option: Number(g.dataset.option) }));
    });
    map.addEventListener('keydown', (e) => this.mapKey(e));
    // The editor drags counters and leaders; anything else pans.
    this.viewport.dragFilter = (t) => this.mode !== 'edit' || !t.closest('.counter, .leader');
    let dragging: { id: string } | undefined;
    map.addEventListener('pointerdown', (e) => {
      if (this.mode !== 'edit') return;
      const piece = (e.target as Element).closest('.counter, .leader') as SVGGElement | null;
      if (!piece) return;
      dragging = { id: piece.dataset.unit ?? piece.dataset.leader ?? '' };
      e.preventDefault();
    });
    window.addEventListener('pointerup', (e) => {
      if (!dragging) return;
      const id = dragging.id;
      dragging = undefined;
      const under = document.elementsFromPoint(e.clientX, e.clientY).find((el) => el.matches('polygon.hex'));
      const hex = (under as SVGElement | undefined)?.dataset.hex;
      const from =
        this.editor?.draft.units.find((u) => u.id === id)?.at ??
        this.editor?.draft.leaders.find((l) => l.id === id)?.at;
      if (hex && this.editor && hex !== from) {
        this.editor.movePiece(id, hex);
        this.viewport.justPanned = true;
        setTimeout(() => {
          this.viewport.justPanned = false;
        }, 0);
      }
    });
    // Editor controls outside the editor's own handlers: export, import, copy the link.
    $('editor').addEventListener('click', (e) => {
      const b = (e.target as HTMLElement).closest('button');
      if (b?.id === 'ed-export') this.exportDraft();
      else if (b?.id === 'ed-copy') this.copyLink();
    });
    $('editor').addEventListener('change', async (e) => {
      const input = e.target as HTMLInputElement;
      if (input.id !== 'ed-import') return;
      const f = input.files?.[0];
      if (!f) return;
      const text = await f.text();
      input.value = '';
      try {
        this.editor?.load(editable(JSON.parse(text)));
        this.message(`${this.labels.loaded}: ${f.name}`);
      } catch (err) {
        this.message(`error data/malformed-json: ${f.name}: ${(err as Error).message}`, true);
      }
      this.render();
    });
    document.addEventListener('keydown', (e) => {
      // Digits choose an option of a pending choice from anywhere outside a text field.
      const t = e.target as HTMLElement;
      if (this.mode !== 'play' || t.matches('input, select, textarea') || !/^[1-9]$/.test(e.key)) return;
      const b = document.querySelector<HTMLButtonElement>(
        `#pending .choice[data-option="${Number(e.key) - 1}"]`,
      );
      if (b) {
        e.preventDefault();
        b.click();
      }
    });
    $('diagram-panel').addEventListener('toggle', () => this.renderDiagram());
    // The diagram fits the panel; a click (or Enter) shows it at its natural size, and back.
    const zoomDiagram = () => {
      const natural = $('diagram').classList.toggle('natural');
      const svg = $('diagram').querySelector('svg');
      if (svg) {
        svg.style.maxWidth = natural ? 'none' : (svg.dataset.maxWidth ?? '');
        svg.setAttribute('width', natural ? (svg.dataset.maxWidth ?? '').replace('px', '') : '100%');
      }
      $('diagram').querySelector('.current-step')?.scrollIntoView({ block: 'center', inline: 'center' });
    };
    $('diagram').addEventListener('click', zoomDiagram);
    $('diagram').addEventListener('keydown', (e) => {
      if (e.key === 'Enter') zoomDiagram();
    });
  }

  mapKey(e: KeyboardEvent): void {
    if (e.key === '+' || e.key === '=') this.viewport.zoom(1.4);
    else if (e.key === '-') this.viewport.zoom(1 / 1.4);
    else if (e.key === '0') this.fitAction();
    else if (this.mode === 'edit' && this.editor?.key(e)) {
      // handled by the editor
    } else if (e.key.startsWith('Arrow')) {
      const d = { ArrowUp: [0, -0.2], ArrowDown: [0, 0.2], ArrowLeft: [-0.2, 0], ArrowRight: [0.2, 0] }[
        e.key
      ] ?? [0, 0];
      this.viewport.pan(d[0]!, d[1]!);
    } else return;
    e.preventDefault();
  }

  setMode(mode: Mode): void {
    this.mode = mode;
    if (mode === 'edit') {
      this.ensureEditor();
      this.#fitted = '';
    } else if (this.editor) {
      this.#fitted = '';
    }
    $('mode-play').setAttribute('aria-pressed', String(mode === 'play'));
    $('mode-edit').setAttribute('aria-pressed', String(mode === 'edit'));
    document.body.dataset.mode = mode;
    this.render();
  }

  /** The editor, made on first use from the charge being played (or a given draft). */
  ensureEditor(draft?: ScenarioJson): EditorView {
    const d =
      draft ??
      (this.timeline
        ? editable(this.timeline.loaded.json)
        : emptyScenario(12, 10, {
            a: this.labels.sideA,
            b: this.labels.sideB,
            title: this.labels.newScenarioTitle,
            description: this.labels.newScenarioDescription,
          }));
    if (!this.editor) {
      this.editor = new EditorView(
        $('editor'),
        {
          get labels() {
            return app.labels;
          },
          get lang() {
            return app.lang;
          },
          rulesetChoice: () => this.rulesetChoice(),
          changed: () => {
            this.editor?.recheck();
            this.render();
            this.writeUrlSoon();
          },
          play: (c) => {
            this.start(c.loaded, false, this.seedOf(c.loaded));
            this.setMode('play');
          },
          message: (t, err) => this.message(t, err),
        },
        d,
      );
      this.editor.load(d);
    } else if (draft) this.editor.load(draft);
    else if (this.timeline && this.editor.draft !== undefined && this.#editedFrom !== this.timeline) {
      this.editor.load(d);
    }
    this.#editedFrom = this.timeline;
    return this.editor;
  }

  #editedFrom: Timeline | undefined;

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
    this.#fitted = '';
    this.message('');
    this.writeUrlSoon();
    this.render();
  }

  /** Keeps the charge in the URL: a shipped scenario by its id, any other as the compressed scenario itself. */
  writeUrlSoon(): void {
    if (this.#urlTimer) clearTimeout(this.#urlTimer);
    this.#urlTimer = setTimeout(() => void this.writeUrl(), 150);
  }

  async writeUrl(): Promise<void> {
    const params = new URLSearchParams();
    if (this.lang !== 'en') params.set('lang', this.lang);
    const t = this.timeline;
    if (this.mode === 'edit' && this.editor) {
      params.set('s', await encodeScenario(this.editor.draft));
      params.set('mode', 'edit');
    } else if (t && this.shipped) params.set('scenario', t.loaded.scenario.id);
    else if (t) params.set('s', await encodeScenario(t.loaded.json));
    if (t?.seed !== undefined && !(this.mode === 'play' && this.shipped)) params.set('seed', String(t.seed));
    const url = `${location.pathname}?${params}`;
    history.replaceState(null, '', url);
    // The shared link opens the charge to play (not the editor).
    params.delete('mode');
    this.link = `${location.origin}${location.pathname}?${params}`;
    const input = document.getElementById('ed-link') as HTMLInputElement | null;
    if (input) input.value = this.link;
    document.body.dataset.link = this.link;
  }

  async copyLink(): Promise<void> {
    await this.writeUrl();
    try {
      await navigator.clipboard.writeText(this.link);
      this.message(this.labels.linkCopied);
    } catch {
      (document.getElementById('ed-link') as HTMLInputElement | null)?.select();
    }
  }

  exportDraft(): void {
    const d = this.editor?.draft;
    if (!d) return;
    this.download(`${d.id || 'scenario'}.json`, exportable(d));
  }

  download(name: string, value: unknown): void {
    const blob = new Blob([`${JSON.stringify(value, null, 2)}\n`], { type: 'application/json' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = name;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
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
    this.download(`hexcharge-${t.loaded.scenario.id}-${t.cursor}.json`, savePage(t));
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
    this.#fitted = '';
    this.message(`${this.labels.loaded}: ${file}`);
    if (this.mode === 'edit') this.setMode('play');
    this.writeUrlSoon();
    this.render();
  }

  stepTitle(path: string): string {
    if (this.lang !== 'en') {
      const t = TITLES[this.lang][path];
      if (t) return t;
    }
    return STEPS.find((s) => s.path === path)?.title ?? path;
  }

  render(): void {
    const L = this.labels;
    document.documentElement.lang = this.lang;
    for (const el of document.querySelectorAll<HTMLElement>('[data-label]'))
      el.textContent = labelOf(L, el.dataset.label!);
    $('zoom-in').setAttribute('aria-label', L.zoomIn);
    $('zoom-in').title = L.zoomIn;
    $('zoom-out').setAttribute('aria-label', L.zoomOut);
    $('zoom-out').title = L.zoomOut;
    $('slider').setAttribute('aria-label', L.step);
    $('narration').setAttribute('aria-label', L.narration);
    $('board-panel').setAttribute('aria-label', L.mapTitle);
    $('side-panel').setAttribute('aria-label', L.procedure);
    $('title').textContent = L.title!;
    $('subtitle').textContent = L.subtitle!;
    document.title = L.title!;
    this.renderLegend();
    this.renderResultKey();
    const editing = this.mode === 'edit';
    $('editor').hidden = !editing;
    $('pending').hidden = editing;
    for (const id of ['timeline', 'odds', 'procedure-panel', 'narration-panel', 'final'])
      $(id).classList.toggle('off', editing);
    if (editing && this.editor) {
      this.editor.render(this.link);
      this.renderMap();
      return;
    }
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
    this.choiceOdds.request(
      {
        scenarioJson: t.loaded.json,
        scenarioFile: t.loaded.scenarioFile,
        rulesetFile: t.loaded.rulesetFile,
        dice: t.dice(),
        events: t.events.slice(0, t.cursor),
        lang: this.lang,
      },
      t.session.pending?.kind === 'choice',
    );
  }

  scene(): BoardScene | undefined {
    if (this.mode === 'edit') return this.editor?.scene();
    const t = this.timeline;
    return t ? sceneOfState(t.session.state, t.latestFrom) : undefined;
  }

  fitAction(): void {
    const scene = this.scene();
    if (!scene) return;
    if (this.mode === 'edit') this.viewport.fitBoard();
    else this.viewport.fit(actionBox(scene));
  }

  renderMap(): void {
    const scene = this.scene();
    if (!scene) return;
    $('map').innerHTML = renderScene(scene, { hexsides: this.hexsides, zoc: this.zoc, labels: this.labels });
    this.viewport.attach();
    const t = this.timeline;
    const key =
      this.mode === 'edit'
        ? `edit:${scene.board.width}x${scene.board.height}`
        : `play:${t?.loaded.scenario.id}:${t?.cursor}`;
    if (key !== this.#fitted) {
      this.#fitted = key;
      this.fitAction();
    }
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

  renderResultKey(): void {
    $('result-codes').innerHTML = RESULT_CODES[this.lang]
      .map((r) => `<dt>${esc(r.symbol)}</dt><dd>${esc(r.meaning)}</dd>`)
      .join('');
  }

  renderPending(): void {
    const L = this.labels;
    const t = this.timeline!;
    const s = t.session;
    const el = $('pending');
    const refusal = this.refusal
      ? `<div class="refusal" id="refusal" role="alert">${L.refused}: ${esc(this.refusal)}</div>`
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
    const head = `<div>${L.pending}: ${chip(p.rule, this.lang)}<span class="purpose" id="purpose">${esc(describePending(p, this.lang))}</span></div>`;
    if (p.kind === 'roll') {
      el.innerHTML =
        head +
        `<div class="row"><strong>${esc(p.dice)}</strong>` +
        `<input id="dice-input" type="text" inputmode="numeric" autocomplete="off" placeholder="${esc(L.typedPlaceholder!)}" aria-label="${esc(`${L.rollTyped} (${p.dice})`)}"/>` +
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
          (o, i) =>
            `<button type="button" class="choice" data-option="${i}">${o.path?.length ? `<span class="swatch" style="background:${OPTION_COLOURS[i % OPTION_COLOURS.length]}"></span>` : ''}<span class="n">${i + 1}.</span> ${esc(describeOption(p, i, this.lang))}${i === p.defaultOption ? ` <em>(${L.defaultMark})</em>` : ''}</button>`,
        )
        .join('') +
      // The place of the per-choice odds (the exact outcome of each option): filled once the fast exact analysis lands.
      '<div id="choice-odds" data-testid="choice-odds" hidden></div>' +
      `<div class="row"><button id="choose-default" type="button">${L.chooseDefault}</button>${hasPaths ? `<span class="muted small">${L.orClickMap}</span>` : ''}</div>${refusal}`;
  }

  renderSteps(): void {
    const s = this.timeline!.session;
    const current = s.step;
    const visited = new Set(s.state.log.map((e) => stateOfLogStep(e.step)));
    $('steps').innerHTML = STEPS.map((st) => {
      const here = st.path === current || (current.startsWith(`${st.path}.`) && st.compound);
      const cls = [`depth-${st.depth}`, here ? 'current' : '', visited.has(st.path) || here ? 'visited' : '']
        .filter(Boolean)
        .join(' ');
      return `<li class="${cls}" data-step="${esc(st.path)}"${here ? ' aria-current="step"' : ''}>${chip(st.rule, this.lang)}${esc(this.stepTitle(st.path))}</li>`;
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
        const path = stateOfLogStep(e.step);
        if (path) items.push(`<li class="step-title">${esc(this.stepTitle(path))}</li>`);
      }
      const latest = e.n > t.latestFrom;
      items.push(
        `<li value="${e.n}" class="entry${latest ? ' latest' : ''}" data-n="${e.n}" data-key="${esc(e.key)}" data-step="${esc(e.step)}">` +
          `${chip(e.rule, this.lang)}${esc(narrate(e, this.lang))}` +
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
        `<li data-removed="${esc(r.unit.id)}">${esc(r.unit.name)}: ${esc(labelOf(L, `reason.${r.reason}`))} (${esc(ruleName(r.rule, this.lang).chip)})</li>`,
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
    $('position').textContent = fill(
      this.labels,
      'eventOf',
      { n: t.cursor, total: t.events.length },
      this.lang,
    );
  }

  renderDiagram(): void {
    const panel = $('diagram-panel') as HTMLDetailsElement;
    $('diagram-note').textContent = this.labels.diagramCurrent;
    if (!panel.open || !this.timeline) return;
    const host = $('diagram');
    const step = this.timeline.session.step;
    if (!host.querySelector('svg')) {
      host.textContent = this.labels.diagramLoading;
      void procedureSvg().then((svg) => {
        host.innerHTML = svg;
        const drawn = host.querySelector('svg');
        if (drawn) drawn.dataset.maxWidth = drawn.style.maxWidth;
        host.querySelector('svg')?.setAttribute('role', 'img');
        host.querySelector('svg')?.setAttribute('aria-label', this.labels.diagram);
        host.dataset.state = 'drawn';
        const el = highlightStep(host, this.timeline?.session.step ?? step);
        el?.scrollIntoView({ block: 'nearest', inline: 'center' });
      });
      return;
    }
    highlightStep(host, step);
  }
}

const app = new App();
void app.init();
