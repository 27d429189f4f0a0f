import { parseJson } from 'hexcharge/data';
import type { HexchargeError } from 'hexcharge/errors';
import { hexLabel } from 'hexcharge/hex';
import { procedureSteps } from 'hexcharge/machine';
import {
  describeOption,
  describePending,
  endingText,
  LANGS,
  LANGUAGES,
  type Lang,
  narrate,
  parseLang,
  ruleName,
  stepTitle,
} from 'hexcharge/narration';
import { ChoiceOddsPanel } from './choice-odds.ts';
import {
  type Loaded,
  loadScenarioJson,
  loadScenarioText,
  loadShippedScenario,
  shippedRulesets,
  shippedScenarios,
} from './data.ts';
import { highlightStep, procedureSvg, procedureWords } from './diagram.ts';
import { type Child, el, importSvg, put, styled, type VNode } from './dom.ts';
import { draftOf, editable, emptyScenario, exportable, type ScenarioJson } from './editor.ts';
import { EditorView, type LinkState } from './editor-view.ts';
import { fill, LABELS, type Labels, labelOf } from './i18n.ts';
import { actionBox, type BoardScene, OPTION_COLOURS, renderScene, sceneOfState } from './map.ts';
import { OddsPanel, oddsSecondsOf } from './odds.ts';
import { problemLine, problemLines } from './refusal.ts';
import { openSave, savePage } from './save.ts';
import { addressOf, decodeScenario, encodeScenario, linkText, MAX_ADDRESS, MAX_LINK } from './share.ts';
import { Timeline } from './timeline.ts';
import { Viewport } from './viewport.ts';

const $ = <T extends HTMLElement>(id: string): T => {
  const el = document.getElementById(id);
  if (!el) throw new Error(`#${id} is missing from index.html`);
  return el as T;
};
const STEPS = procedureSteps();
/** A rule chip: the rule named for a person, the reference in its tooltip. */
function chip(rule: string, lang: Lang): Child {
  if (!rule) return null;
  const n = ruleName(rule, lang);
  return el('span', { class: 'rule', title: n.title }, n.chip);
}

/** A name for the file a link's scenario is checked as: its id when that is a plain one, else "link.json". */
function linkFile(json: unknown): string {
  const id = (json as { id?: unknown } | null)?.id;
  return typeof id === 'string' && /^[A-Za-z0-9_.-]{1,64}$/.test(id) ? `${id}.json` : 'link.json';
}

type Mode = 'play' | 'edit';

/** Why a link was not opened: the refusal, whether the link could be read at all, and the draft the editor could show. */
interface LinkRefusal {
  readonly error: HexchargeError;
  readonly readable: boolean;
  readonly draft?: ScenarioJson;
}

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
  /** The length of the link the scenario would make, when it is too long to offer as a link. */
  linkTooLong: number | undefined;
  readonly odds = new OddsPanel($('odds'), LABELS.en, 'en');
  /** The exact analyses' time budget (`?odds-seconds=N`, else 30 s). */
  readonly oddsSeconds = oddsSecondsOf(location.search);
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
    put(
      $('scenario'),
      scenarios.map((s) => el('option', { value: s.file }, s.title)),
    );
    put(
      $('ruleset'),
      el('option', { value: '', 'data-label': 'rulesetOwn' }),
      shippedRulesets().map((r) => el('option', { value: r.file }, r.title)),
    );
    put(
      $('lang'),
      LANGS.map((l) => el('option', { value: l, lang: LANGUAGES[l].code }, LANGUAGES[l].name)),
    );
    const params = new URLSearchParams(location.search);
    this.lang = parseLang(params.get('lang')) ?? 'en';
    const seed = Number(params.get('seed') ?? Number.NaN);
    if (Number.isInteger(seed) && seed >= 0) ($('seed') as HTMLInputElement).value = String(seed);
    ($('lang') as HTMLSelectElement).value = this.lang;
    this.wire();
    const shared = linkText(location.search, location.hash);
    let refused: LinkRefusal | undefined;
    if (shared !== undefined) {
      refused = await this.openLink(shared, params.get('mode') === 'edit');
      if (!refused) return;
    }
    const wanted = params.get('scenario');
    const first = scenarios.find((s) => s.id === wanted || s.file === wanted) ?? scenarios[0];
    if (first) {
      ($('scenario') as HTMLSelectElement).value = first.file;
      this.loadShipped(first.file);
      if (Number.isInteger(seed) && seed >= 0) this.reloadSameScenario();
    }
    if (params.get('mode') === 'edit' && !refused) this.setMode('edit');
    this.render();
    // Said after the charge shown instead is drawn, so that nothing clears it.
    if (refused) this.refuseLink(refused);
  }

  /**
   * Opens the scenario of a link: read, then validated by the CLI's validator before anything is
   * drawn. Valid, it is played (or edited, for the page's own address in the editor). Not valid, it is
   * edited only when the address says the editor and the editor can show it; otherwise nothing
   * changes and the refusal is returned, for the page to say it and go on with another charge.
   */
  async openLink(text: string, edit: boolean): Promise<LinkRefusal | undefined> {
    const json = await decodeScenario(text);
    if (!json.ok) return { error: json.error, readable: false };
    const r = loadScenarioJson(json.value, linkFile(json.value), this.rulesetChoice());
    if (r.ok) {
      this.start(r.value, false, this.seedOf(r.value));
      if (edit) {
        this.ensureEditor(editable(r.value.json));
        this.setMode('edit');
      }
      this.message(`${this.labels.loadedLink}: ${r.value.scenario.title}`);
      return undefined;
    }
    const draft = draftOf(json.value, 'the link');
    if (edit && draft.ok) {
      this.ensureEditor(draft.value);
      this.setMode('edit');
      this.writeUrlSoon();
      return undefined;
    }
    return { error: r.error, readable: true, ...(draft.ok ? { draft: draft.value } : {}) };
  }

  /**
   * Says why a link was not opened, in a message that stays: what was wrong (the validator's first
   * problems, the rest counted), and a way into the editor when the editor can show the scenario.
   */
  refuseLink(r: LinkRefusal): void {
    const L = this.labels;
    const { lines, more } = problemLines(r.error);
    const draft = r.draft;
    this.message(r.readable ? L.linkNotOpened : L.badLink, true, [
      el(
        'ul',
        { id: 'message-problems' },
        lines.map((line) => el('li', {}, line)),
      ),
      more > 0 && el('p', { class: 'small' }, fill(L, 'moreProblems', { n: more }, this.lang)),
      draft && el('button', { type: 'button', id: 'open-in-editor' }, L.openInEditor),
    ]);
    const button = document.getElementById('open-in-editor');
    if (button && draft)
      button.addEventListener('click', () => {
        this.ensureEditor(draft);
        this.setMode('edit');
        this.writeUrlSoon();
        this.message('');
      });
  }

  /** A new link in the address bar of the open page (only its fragment changed): opened like any link. */
  async openAddress(address: URL): Promise<void> {
    const shared = linkText(address.search, address.hash);
    if (shared === undefined) return;
    const refused = await this.openLink(shared, new URLSearchParams(address.search).get('mode') === 'edit');
    if (refused) this.refuseLink(refused);
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
        this.message(problemLine(r.error), true);
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
      if (b.id === 'roll-die') this.act(() => this.timeline!.roll());
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
      if (b?.id === 'ed-export' || b?.id === 'ed-download') this.exportDraft();
      else if (b?.id === 'ed-copy') this.copyLink();
    });
    $('editor').addEventListener('change', async (e) => {
      const input = e.target as HTMLInputElement;
      if (input.id !== 'ed-import') return;
      const f = input.files?.[0];
      if (!f) return;
      const text = await f.text();
      input.value = '';
      // Read and shaped like a link's scenario; the editor then shows what the validator says of it.
      const parsed = parseJson(text, f.name);
      const draft = parsed.ok ? draftOf(parsed.value, f.name) : parsed;
      if (draft.ok) {
        this.editor?.load(draft.value);
        this.message(`${this.labels.loaded}: ${f.name}`);
      } else this.message(problemLine(draft.error), true);
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
    // The address the event names: the page may have rewritten its own address since (writeUrl).
    window.addEventListener('hashchange', (e) => void this.openAddress(new URL(e.newURL)));
    $('diagram-panel').addEventListener('toggle', () => this.renderDiagram());
    // The diagram fits the panel; a click (or Enter) shows it at its natural size, and back.
    const zoomDiagram = () => {
      $('diagram').classList.toggle('natural');
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
      this.message(problemLine(r.error), true);
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
      this.message(problemLine(r.error), true);
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

  /**
   * Writes the charge into the address bar and makes its share link: the query says the language,
   * the shipped scenario, the seed and the mode; any other scenario goes in the fragment (`#s=`,
   * never sent to the server). A link longer than MAX_LINK is not offered (the editor offers the
   * scenario file instead); the address bar keeps the fragment up to MAX_ADDRESS.
   */
  async writeUrl(): Promise<void> {
    const params = new URLSearchParams();
    if (this.lang !== 'en') params.set('lang', this.lang);
    const t = this.timeline;
    let scenario: string | undefined;
    if (this.mode === 'edit' && this.editor) {
      scenario = await encodeScenario(this.editor.draft);
      params.set('mode', 'edit');
    } else if (t && this.shipped) params.set('scenario', t.loaded.scenario.id);
    else if (t) scenario = await encodeScenario(t.loaded.json);
    if (t?.seed !== undefined && !(this.mode === 'play' && this.shipped)) params.set('seed', String(t.seed));
    const seconds = new URLSearchParams(location.search).get('odds-seconds');
    if (seconds !== null) params.set('odds-seconds', seconds);
    const address = addressOf(location.pathname, params, scenario);
    history.replaceState(
      null,
      '',
      address.length <= MAX_ADDRESS ? address : addressOf(location.pathname, params, undefined),
    );
    // The shared link opens the charge to play (not the editor).
    params.delete('mode');
    const link = `${location.origin}${addressOf(location.pathname, params, scenario)}`;
    this.link = link.length <= MAX_LINK ? link : '';
    this.linkTooLong = link.length <= MAX_LINK ? undefined : link.length;
    const input = document.getElementById('ed-link') as HTMLInputElement | null;
    if (input) input.value = this.link;
    document.body.dataset.link = this.link;
    if (
      this.mode === 'edit' &&
      this.editor &&
      Boolean(document.getElementById('ed-link-too-long')) !== (this.linkTooLong !== undefined)
    )
      this.editor.render(this.linkState());
  }

  /** What the editor shows of the share link. */
  linkState(): LinkState {
    return this.linkTooLong === undefined
      ? { link: this.link }
      : { link: '', tooLong: { length: this.linkTooLong, max: MAX_LINK } };
  }

  async copyLink(): Promise<void> {
    await this.writeUrl();
    if (!this.link) return;
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
    const r = f() as { ok?: boolean; error?: HexchargeError } | undefined;
    this.refusal = r && r.ok === false && r.error ? problemLine(r.error) : '';
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

  /** The page's status line: a text, and what it details (a refusal's problems, a button). */
  message(text: string, error = false, details: Child = null): void {
    const m = $('message');
    put(m, text, details);
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
      this.message(problemLine(opened.error), true);
      return;
    }
    const d = opened.value;
    this.timeline = new Timeline(d.loaded, d.dice, d.events, d.cursor, d.seed);
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
    return stepTitle(path, this.lang, STEPS.find((s) => s.path === path)?.title ?? path);
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
    $('map').setAttribute('aria-label', L.mapTitle);
    $('side-panel').setAttribute('aria-label', L.procedure);
    $('steps').setAttribute('aria-label', L.stepsList);
    $('diagram').setAttribute('aria-label', L.diagram);
    $('title').textContent = L.title!;
    $('subtitle').textContent = L.subtitle!;
    document.title = L.title!;
    this.renderLegend();
    this.renderResultKey();
    const editing = this.mode === 'edit';
    $('editor').hidden = !editing;
    $('pending').hidden = editing;
    for (const id of ['timeline', 'last-event', 'odds', 'procedure-panel', 'narration-panel', 'final'])
      $(id).classList.toggle('off', editing);
    if (editing && this.editor) {
      this.editor.render(this.linkState());
      this.renderMap();
      return;
    }
    const t = this.timeline;
    if (!t) return;
    this.renderMap();
    this.renderPending();
    this.renderSteps();
    this.renderNarration();
    this.renderLastEvent();
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
        maxSeconds: this.oddsSeconds,
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
        maxSeconds: this.oddsSeconds,
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
    put(
      $('map'),
      renderScene(scene, { hexsides: this.hexsides, zoc: this.zoc, labels: this.labels, lang: this.lang }),
    );
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
    const sw = (c: string, dash = false): VNode =>
      styled(el('span', { class: 'swatch' }), {
        background: dash ? `repeating-linear-gradient(90deg, ${c} 0 5px, transparent 5px 7px)` : c,
      });
    put(
      $('legend'),
      el('strong', {}, `${L.legend}:`),
      sw('#1a9850'),
      L.legendFront,
      sw('#f39c12'),
      L.legendFlank,
      sw('#d73027'),
      L.legendRear,
      ' · ',
      sw('#d73027', true),
      L.legendRout,
      sw('#e67e22'),
      L.legendRetreat,
      sw('#1a9850'),
      L.legendAdvance,
      sw('#6c3483'),
      L.legendPursuit,
      el('br'),
      L.legendCounter,
    );
  }

  renderResultKey(): void {
    put(
      $('result-codes'),
      LANGUAGES[this.lang].resultCodes.map((r) => [el('dt', {}, r.symbol), el('dd', {}, r.meaning)]),
    );
  }

  renderPending(): void {
    const L = this.labels;
    const t = this.timeline!;
    const s = t.session;
    const host = $('pending');
    // Focus stays where the user put it: the prompt takes it only when it held it (it is redrawn) or nobody did.
    const active = document.activeElement;
    const takeFocus = !active || active === document.body || host.contains(active);
    const refusal =
      this.refusal &&
      el('div', { class: 'refusal', id: 'refusal', role: 'alert' }, `${L.refused}: ${this.refusal}`);
    host.className = s.done ? 'done' : '';
    if (s.done) {
      put(
        host,
        el(
          'div',
          { class: 'purpose', id: 'ending' },
          `${L.over} ${s.state.ending ? endingText(s.state.ending, this.lang) : ''}`,
        ),
        refusal,
      );
      return;
    }
    const p = s.pending;
    if (!p) {
      put(host, refusal);
      return;
    }
    const head = el(
      'div',
      {},
      `${L.pending}: `,
      chip(p.rule, this.lang),
      el('span', { class: 'purpose', id: 'purpose' }, describePending(p, this.lang)),
    );
    if (p.kind === 'roll') {
      const die = t.nextDie();
      const scripted = die?.from === 'script' && die.value !== undefined;
      const rollLabel = scripted ? fill(L, 'rollScripted', { value: die.value! }, this.lang) : L.rollSeeded;
      const dieNote = scripted
        ? fill(L, 'scriptedDie', { value: die.value! }, this.lang)
        : t.scripted && die
          ? fill(L, 'afterScript', { seed: t.seed ?? 1 }, this.lang)
          : '';
      put(
        host,
        head,
        dieNote && el('p', { class: 'small', id: 'next-die', 'data-from': die?.from }, dieNote),
        el(
          'div',
          { class: 'row' },
          el('strong', {}, p.dice),
          el('input', {
            id: 'dice-input',
            type: 'text',
            inputmode: 'numeric',
            autocomplete: 'off',
            placeholder: L.typedPlaceholder,
            'aria-label': `${L.rollTyped} (${p.dice})`,
          }),
          el('button', { id: 'roll-typed', type: 'button' }, L.rollTyped),
          die &&
            el(
              'button',
              { id: 'roll-die', type: 'button', class: 'primary', 'data-from': die.from },
              rollLabel,
            ),
        ),
        refusal,
      );
      if (takeFocus) ($('dice-input') as HTMLInputElement).focus({ preventScroll: true });
      return;
    }
    const hasPaths = p.options.some((o) => o.path && o.path.length > 0);
    put(
      host,
      head,
      p.options.map((o, i) =>
        el(
          'button',
          { type: 'button', class: 'choice', 'data-option': i },
          o.path?.length
            ? styled(el('span', { class: 'swatch' }), {
                background: OPTION_COLOURS[i % OPTION_COLOURS.length]!,
              })
            : null,
          el('span', { class: 'n' }, `${i + 1}.`),
          ` ${describeOption(p, i, this.lang)}`,
          i === p.defaultOption && [' ', el('em', {}, `(${L.defaultMark})`)],
        ),
      ),
      // The place of the per-choice odds (the exact outcome of each option): filled once the fast exact analysis lands.
      el('div', { id: 'choice-odds', 'data-testid': 'choice-odds', hidden: true }),
      el(
        'div',
        { class: 'row' },
        el('button', { id: 'choose-default', type: 'button' }, L.chooseDefault),
        hasPaths && el('span', { class: 'muted small' }, L.orClickMap),
      ),
      refusal,
    );
    // A choice focuses its first option (when the prompt held the focus or nobody did).
    if (takeFocus) host.querySelector<HTMLButtonElement>('button.choice')?.focus({ preventScroll: true });
  }

  renderSteps(): void {
    const s = this.timeline!.session;
    const current = s.step;
    // a log entry names the machine step (state path) that wrote it
    const visited = new Set(s.state.log.map((e) => e.step));
    put(
      $('steps'),
      STEPS.map((st) => {
        const here = st.path === current || (current.startsWith(`${st.path}.`) && st.compound);
        const cls = [
          `depth-${st.depth}`,
          here ? 'current' : '',
          visited.has(st.path) || here ? 'visited' : '',
        ]
          .filter(Boolean)
          .join(' ');
        return el(
          'li',
          { class: cls, 'data-step': st.path, 'aria-current': here ? 'step' : undefined },
          chip(st.rule, this.lang),
          this.stepTitle(st.path),
        );
      }),
    );
  }

  renderNarration(): void {
    const t = this.timeline!;
    const log = t.session.state.log;
    const items: VNode[] = [];
    let lastStep = '';
    for (const e of log) {
      if (e.step !== lastStep) {
        lastStep = e.step;
        if (STEPS.some((st) => st.path === e.step))
          items.push(el('li', { class: 'step-title' }, this.stepTitle(e.step)));
      }
      const latest = e.n > t.latestFrom;
      items.push(
        el(
          'li',
          {
            value: e.n,
            class: `entry${latest ? ' latest' : ''}`,
            'data-n': e.n,
            'data-key': e.key,
            'data-step': e.step,
          },
          chip(e.rule, this.lang),
          narrate(e, this.lang),
          e.arithmetic && el('span', { class: 'arith' }, e.arithmetic),
        ),
      );
    }
    const ol = $('narration');
    put(ol, items);
    // Show what the last event wrote: its first entry at the top when it does not all fit.
    const first = ol.querySelector<HTMLElement>('li.latest');
    ol.scrollTop = first ? Math.min(first.offsetTop - 4, ol.scrollHeight) : ol.scrollHeight;
  }

  /**
   * "What the last event did", under the prompt: the entries the last event wrote (at the start of
   * the charge, those of the declaration), each with its rule and arithmetic, under its step's title.
   */
  renderLastEvent(): void {
    const t = this.timeline!;
    const latest = t.session.state.log.filter((e) => e.n > t.latestFrom);
    const items: VNode[] = [];
    let lastStep = '';
    for (const e of latest) {
      if (e.step !== lastStep) {
        lastStep = e.step;
        if (STEPS.some((st) => st.path === e.step))
          items.push(el('li', { class: 'step-title' }, this.stepTitle(e.step)));
      }
      items.push(
        el(
          'li',
          { class: 'entry', 'data-n': e.n, 'data-key': e.key },
          chip(e.rule, this.lang),
          narrate(e, this.lang),
          e.arithmetic && el('span', { class: 'arith' }, e.arithmetic),
        ),
      );
    }
    if (items.length === 0) items.push(el('li', { class: 'none muted' }, this.labels.lastEventNone));
    put($('last-entries'), items);
  }

  renderFinal(): void {
    const L = this.labels;
    const s = this.timeline!.session.state;
    const units = [...s.board.units].sort((a, b) => hexLabel(a.at).localeCompare(hexLabel(b.at)));
    const lines = units.map((u) =>
      el(
        'li',
        { 'data-unit': u.id },
        `${hexLabel(u.at)} ${u.name}: ${labelOf(L, `formation.${u.formation}`)}, ${u.increments}/${u.fullIncrements}, ${labelOf(L, `morale.${u.moraleState}`)}${u.readiness ? `, ${labelOf(L, `readiness.${u.readiness}`)}` : ''}`,
      ),
    );
    const removed = s.removed.map((r) =>
      el(
        'li',
        { 'data-removed': r.unit.id },
        `${r.unit.name}: ${labelOf(L, `reason.${r.reason}`)} (${ruleName(r.rule, this.lang).chip})`,
      ),
    );
    put(
      $('final'),
      el('h2', {}, L.finalBoard),
      el('ul', { id: 'board-list' }, lines),
      removed.length > 0 && [el('h3', {}, L.removed), el('ul', { id: 'removed-list' }, removed)],
    );
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

  /**
   * The diagram panel, when open: the SVG drawn at build time in the page language (loaded on first
   * opening in that language) with the current step marked, and the same procedure in words.
   */
  renderDiagram(): void {
    const panel = $('diagram-panel') as HTMLDetailsElement;
    $('diagram-note').textContent = this.labels.diagramCurrent;
    if (!panel.open || !this.timeline) return;
    const host = $('diagram');
    const step = this.timeline.session.step;
    const words = $('diagram-words');
    put(
      words,
      el('h2', { id: 'diagram-words-title' }, this.labels.diagramWords),
      el('p', { class: 'small muted' }, this.labels.diagramWordsNote),
      procedureWords(this.lang, step, this.labels),
    );
    const lang = this.lang;
    if (host.dataset.lang === lang && host.querySelector('svg')) {
      highlightStep(host, step);
      return;
    }
    host.dataset.lang = lang;
    host.dataset.state = 'loading';
    host.textContent = this.labels.diagramLoading;
    void procedureSvg(lang).then((text) => {
      if (host.dataset.lang !== lang) return;
      const drawn = text === undefined ? undefined : importSvg(text);
      if (!drawn) return;
      drawn.setAttribute('role', 'img');
      drawn.setAttribute('aria-label', this.labels.diagram);
      host.replaceChildren(drawn);
      host.dataset.state = 'drawn';
      const marked = highlightStep(host, this.timeline?.session.step ?? step);
      marked?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    });
  }
}

const app = new App();
void app.init();
