import type { Arm, Coord, Ruleset } from 'hexcharge';
import { parseHexLabel } from 'hexcharge/data';
import { neighbor } from 'hexcharge/hex';
import type { Lang } from 'hexcharge/narration';
import { loadRuleset } from './data.ts';
import { type Attrs, type Child, el, put, type VNode } from './dom.ts';
import {
  addLeader,
  addUnit,
  type Checked,
  chargingHex,
  check,
  draftBoard,
  emptyScenario,
  FACINGS,
  formationsOf,
  labelOf as hexOf,
  isAttacker,
  moveStack,
  paintTerrain,
  removePiece,
  resizeBoard,
  rulesetFileOf,
  type ScenarioJson,
  setAttacker,
  setChargingStack,
  setLeaderValue,
  setUnitValue,
  toggleTarget,
} from './editor.ts';
import { fill, type Labels, labelOf } from './i18n.ts';
import type { BoardScene } from './map.ts';

/** The editor's tools: what a click (or Enter at the cursor) on a hex does. */
export type Tool =
  | 'select'
  | 'move'
  | 'add-cavalry'
  | 'add-infantry'
  | 'add-artillery'
  | 'add-leader'
  | 'terrain'
  | 'charger'
  | 'target'
  | 'remove';

const TOOLS: readonly [Tool, keyof Labels][] = [
  ['select', 'toolSelect'],
  ['move', 'toolMove'],
  ['add-cavalry', 'toolAddCavalry'],
  ['add-infantry', 'toolAddInfantry'],
  ['add-artillery', 'toolAddArtillery'],
  ['add-leader', 'toolAddLeader'],
  ['terrain', 'toolTerrain'],
  ['charger', 'toolCharger'],
  ['target', 'toolTarget'],
  ['remove', 'toolRemove'],
];

/** A value of the draft as the text of a field (whatever its type: the draft may hold anything). */
const text = (v: unknown): string => (v === undefined || v === null ? '' : String(v));

/** An option of a menu, selected when it is the value given. */
const opt = (v: string, label: string, sel: unknown): VNode =>
  el('option', { value: v, selected: text(sel) === v }, label);

/** What the editor shows under its share link: the link, or why there is none and the file instead. */
export interface LinkState {
  /** The link to this charge ('' when there is none). */
  readonly link: string;
  /** The length of the link the scenario would make, when it is too long to offer (then `link` is ''). */
  readonly tooLong?: { readonly length: number; readonly max: number };
}

/** What the editor asks of the page. */
export interface EditorHost {
  readonly labels: Labels;
  readonly lang: Lang;
  /** The ruleset file picked in the page's menu, if any. */
  rulesetChoice(): string | undefined;
  /** The draft changed: redraw the map, check the draft, write the link. */
  changed(): void;
  /** Play the draft (it is valid). */
  play(checked: Extract<Checked, { ok: true }>): void;
  /** Show a message in the page's status line. */
  message(text: string, error?: boolean): void;
}

/**
 * The scenario editor (data-testid="editor"): a draft scenario file edited on the map with tools and
 * keyboard, its pieces' values in forms, checked live by the CLI's validator (src/data), exported and
 * imported as JSON. The map draws `scene()`; the page forwards hex clicks, keys and drags here.
 */
export class EditorView {
  readonly #el: HTMLElement;
  readonly #host: EditorHost;
  draft: ScenarioJson;
  tool: Tool = 'select';
  side = 'a';
  terrain = 'woods';
  selected: string | undefined;
  cursor: Coord = { col: 0, row: 0 };
  picked: string | undefined;
  checked: Checked | undefined;
  #ruleset: Ruleset | undefined;
  #rulesetFile = '';

  constructor(el: HTMLElement, host: EditorHost, draft: ScenarioJson) {
    this.#el = el;
    this.#host = host;
    this.draft = draft;
    el.addEventListener('change', (e) => this.#onChange(e));
    el.addEventListener('click', (e) => this.#onClick(e));
  }

  /** The ruleset the draft is edited under (formations, terrain), loaded once per file. */
  get ruleset(): Ruleset {
    const file = rulesetFileOf(this.draft, this.#host.rulesetChoice());
    if (!this.#ruleset || file !== this.#rulesetFile) {
      const r = loadRuleset(file);
      const fallback = loadRuleset('data/rulesets/la-bataille.json');
      this.#ruleset = r.ok ? r.value : fallback.ok ? fallback.value : undefined;
      this.#rulesetFile = file;
    }
    return this.#ruleset!;
  }

  /** Replaces the draft (a new board, an import, the charge being played). */
  load(draft: ScenarioJson): void {
    this.draft = draft;
    this.selected = undefined;
    this.picked = undefined;
    this.side = draft.sides[0]?.id ?? 'a';
    this.cursor = { col: Math.floor(draft.board.width / 2), row: Math.floor(draft.board.height / 2) };
    this.recheck();
  }

  /** Checks the draft with the validator. */
  recheck(): Checked {
    this.checked = check(this.draft, this.#host.rulesetChoice());
    return this.checked;
  }

  /** What the map draws in edit mode. */
  scene(): BoardScene {
    const ruleset = this.ruleset;
    const from = chargingHex(this.draft);
    const problems = this.checked && !this.checked.ok ? this.checked.hexes : [];
    const hex = (l: string | undefined) => (l ? parseHexLabel(l) : undefined);
    return {
      board: draftBoard(this.draft, ruleset),
      ruleset,
      attackerHex: hex(from),
      targets: this.draft.charge.targets.map(hex).filter((c): c is Coord => c !== undefined),
      log: [],
      latestFrom: 0,
      pending: null,
      cursor: this.cursor,
      selected: hex(this.selected),
      picked: hex(this.picked),
      problems: problems.map(hex).filter((c): c is Coord => c !== undefined),
    };
  }

  #label(c: Coord): string {
    return hexOf(this.draft, c);
  }

  #nth(prefix: string): number {
    return this.draft.units.filter((u) => text(u.id).startsWith(prefix)).length + 1;
  }

  /** Applies the current tool to a hex (a click on the map, or Enter at the cursor). */
  apply(hex: string): void {
    const d = this.draft;
    const L = this.#host.labels;
    const c = parseHexLabel(hex);
    if (c) this.cursor = c;
    const side = d.sides.find((s) => s.id === this.side) ?? d.sides[0];
    switch (this.tool) {
      case 'select':
        this.selected = hex;
        break;
      case 'move':
        if (this.picked === undefined) {
          if (d.units.some((u) => u.at === hex) || d.leaders.some((l) => l.at === hex)) {
            this.picked = hex;
            this.#host.message(fill(L, 'picked', { hex }, this.#host.lang));
          }
        } else {
          moveStack(d, this.picked, hex);
          this.picked = undefined;
          this.selected = hex;
          this.#host.message('');
        }
        break;
      case 'add-cavalry':
      case 'add-infantry':
      case 'add-artillery': {
        const arm = this.tool.slice(4) as Arm;
        const name = fill(
          L,
          'newUnit',
          { side: side?.name ?? '', arm: labelOf(L, `arm.${arm}`), n: this.#nth(arm.slice(0, 3)) },
          this.#host.lang,
        );
        addUnit(d, this.ruleset, hex, side?.id ?? 'a', arm, name);
        this.selected = hex;
        break;
      }
      case 'add-leader':
        addLeader(
          d,
          hex,
          side?.id ?? 'a',
          fill(L, 'newLeader', { n: d.leaders.length + 1 }, this.#host.lang),
        );
        this.selected = hex;
        break;
      case 'terrain':
        paintTerrain(d, hex, this.terrain);
        break;
      case 'charger':
        setChargingStack(d, hex);
        this.selected = hex;
        break;
      case 'target':
        toggleTarget(d, hex);
        break;
      case 'remove': {
        const top = d.units.find((u) => u.at === hex) ?? d.leaders.find((l) => l.at === hex);
        if (top) removePiece(d, top.id);
        this.selected = hex;
        break;
      }
    }
    this.#host.changed();
  }

  /** Moves one piece (a dragged counter or leader) to another hex. */
  movePiece(id: string, hex: string): void {
    const u = this.draft.units.find((x) => x.id === id) ?? this.draft.leaders.find((x) => x.id === id);
    if (!u || u.at === hex) return;
    u.at = hex;
    this.selected = hex;
    this.#host.changed();
  }

  /** Map keys in edit mode: arrows move the cursor, Enter/Space apply the tool, Delete removes, M picks up/drops. Returns whether it was handled. */
  key(e: KeyboardEvent): boolean {
    const dirs: Record<string, number> = { ArrowUp: 0, ArrowDown: 3 };
    const c = this.cursor;
    let next: Coord | undefined;
    if (e.key in dirs) next = neighbor(c, dirs[e.key]! as 0);
    else if (e.key === 'ArrowRight') next = { col: c.col + 1, row: c.row };
    else if (e.key === 'ArrowLeft') next = { col: c.col - 1, row: c.row };
    if (next) {
      const w = this.draft.board.width;
      const h = this.draft.board.height;
      this.cursor = {
        col: Math.min(Math.max(next.col, 0), w - 1),
        row: Math.min(Math.max(next.row, 0), h - 1),
      };
      this.#host.changed();
      return true;
    }
    const here = this.#label(this.cursor);
    if (e.key === 'Enter' || e.key === ' ') {
      this.apply(here);
      return true;
    }
    if (e.key === 'Delete' || e.key === 'Backspace') {
      const saved = this.tool;
      this.tool = 'remove';
      this.apply(here);
      this.tool = saved;
      return true;
    }
    if (e.key === 'm' || e.key === 'M') {
      const saved = this.tool;
      this.tool = 'move';
      this.apply(here);
      this.tool = saved;
      return true;
    }
    return false;
  }

  #onChange(e: Event): void {
    const t = e.target as HTMLInputElement | HTMLSelectElement;
    const d = this.draft;
    const value = (): unknown => {
      if (t instanceof HTMLInputElement && t.type === 'checkbox') return t.checked;
      if (t instanceof HTMLInputElement && t.type === 'number')
        return t.value === '' ? undefined : Number(t.value);
      return t.value;
    };
    if (t.name === 'tool') {
      this.tool = t.value as Tool;
      this.picked = undefined;
      this.#host.changed();
      return;
    }
    switch (t.id) {
      case 'ed-side':
        this.side = t.value;
        return;
      case 'ed-terrain':
        this.terrain = t.value;
        return;
      case 'ed-title':
        d.title = t.value;
        break;
      case 'ed-description':
        d.description = t.value;
        break;
      case 'ed-hex-terrain':
        if (this.selected) paintTerrain(d, this.selected, t.value);
        break;
      case 'ed-width':
      case 'ed-height': {
        const w = Number((this.#el.querySelector('#ed-width') as HTMLInputElement).value);
        const h = Number((this.#el.querySelector('#ed-height') as HTMLInputElement).value);
        if (Number.isInteger(w) && Number.isInteger(h) && w > 0 && h > 0 && w <= 60 && h <= 60)
          resizeBoard(d, w, h);
        break;
      }
      default: {
        const unit = t.dataset.unit;
        const leader = t.dataset.leader;
        const side = t.dataset.side;
        const key = t.dataset.key;
        if (!key) return;
        if (unit && key === 'charges') setAttacker(d, unit, Boolean(value()));
        else if (unit) setUnitValue(d, this.ruleset, unit, key, value());
        else if (leader) setLeaderValue(d, leader, key, value());
        else if (side) {
          const s = d.sides.find((x) => x.id === side);
          if (s) (s as Record<string, unknown>)[key] = value();
        }
        if (key === 'at' && typeof value() === 'string') this.selected = String(value());
      }
    }
    this.#host.changed();
  }

  #onClick(e: Event): void {
    const b = (e.target as HTMLElement).closest('button');
    if (!b) return;
    const L = this.#host.labels;
    if (b.id === 'ed-new') {
      const w = Number((this.#el.querySelector('#ed-width') as HTMLInputElement).value) || 12;
      const h = Number((this.#el.querySelector('#ed-height') as HTMLInputElement).value) || 10;
      this.load(
        emptyScenario(Math.min(60, Math.max(2, w)), Math.min(60, Math.max(2, h)), {
          a: L.sideA,
          b: L.sideB,
          title: L.newScenarioTitle,
          description: L.newScenarioDescription,
        }),
      );
      this.#host.changed();
    } else if (b.id === 'ed-play') {
      const c = this.recheck();
      if (c.ok) this.#host.play(c);
      else this.#host.changed();
    } else if (b.dataset.remove) {
      removePiece(this.draft, b.dataset.remove);
      this.#host.changed();
    }
  }

  /** Redraws the editor panel (keeping the focused control focused). */
  render(link: LinkState): void {
    const L = this.#host.labels;
    const lang = this.#host.lang;
    const d = this.draft;
    const rs = this.ruleset;
    const focused = document.activeElement?.id;
    const terrains = rs.terrain.map((t) => t.id);
    const c = this.checked;
    const status: Child = !c
      ? null
      : c.ok
        ? el('p', { class: 'ok' }, L.valid)
        : el(
            'p',
            { class: 'error' },
            el('strong', {}, L.problem),
            c.hexes[0] ? ` ${fill(L, 'problemAt', { hex: c.hexes[0] }, lang)}` : '',
            ': ',
            el('span', { id: 'ed-error' }, `${c.error.code}: ${c.error.message}`),
          );
    const from = chargingHex(d);
    const charge =
      from && d.charge.targets.length
        ? fill(L, 'chargeSummary', { from, targets: d.charge.targets.join(', ') }, lang)
        : L.noCharge;
    const sides = d.sides.map((s) =>
      el(
        'div',
        { class: 'row' },
        el('input', {
          id: `side-${text(s.id)}-name`,
          'data-side': text(s.id),
          'data-key': 'name',
          value: text(s.name),
          'aria-label': `${L.side} ${text(s.id)}`,
        }),
        el(
          'label',
          {},
          `${L.homeEdge} `,
          el(
            'select',
            { id: `side-${text(s.id)}-edge`, 'data-side': text(s.id), 'data-key': 'homeEdge' },
            ['north', 'south', 'east', 'west'].map((e) => opt(e, labelOf(L, `edge.${e}`), s.homeEdge)),
          ),
        ),
      ),
    );
    const tools = TOOLS.map(([t, k]) =>
      el(
        'label',
        { class: 'tool' },
        el('input', { type: 'radio', name: 'tool', value: t, checked: this.tool === t }),
        ` ${L[k]}`,
      ),
    );
    const here = this.selected;
    const hexPanel = here
      ? this.#hexPanel(here, terrains)
      : el('p', { class: 'muted small' }, L.noHexSelected);
    const share = link.tooLong
      ? [
          el(
            'p',
            { id: 'ed-link-too-long', class: 'small' },
            fill(L, 'linkTooLong', { n: link.tooLong.length, max: link.tooLong.max }, lang),
          ),
          el('button', { id: 'ed-download', type: 'button' }, L.downloadScenario),
        ]
      : [
          el(
            'label',
            { class: 'grow' },
            `${L.shareLink} `,
            el('input', { id: 'ed-link', readonly: true, value: link.link }),
          ),
          el('button', { id: 'ed-copy', type: 'button' }, L.copyLink),
        ];
    put(
      this.#el,
      el('h2', {}, L.editorTitle),
      el(
        'div',
        { class: 'row' },
        el('label', {}, `${L.scenarioTitle} `, el('input', { id: 'ed-title', value: text(d.title) })),
      ),
      el(
        'div',
        { class: 'row' },
        el(
          'label',
          { class: 'grow' },
          `${L.scenarioDescription} `,
          el('input', { id: 'ed-description', value: text(d.description) }),
        ),
      ),
      el(
        'div',
        { class: 'row' },
        el(
          'label',
          {},
          `${L.width} `,
          el('input', { id: 'ed-width', type: 'number', min: 2, max: 60, value: text(d.board.width) }),
        ),
        el(
          'label',
          {},
          `${L.height} `,
          el('input', { id: 'ed-height', type: 'number', min: 2, max: 60, value: text(d.board.height) }),
        ),
        el('button', { id: 'ed-new', type: 'button' }, L.newBoard),
      ),
      el('fieldset', {}, el('legend', {}, L.sides), sides),
      el(
        'fieldset',
        { id: 'ed-tools' },
        el('legend', {}, L.tool),
        el('div', { class: 'tools' }, tools),
        el(
          'div',
          { class: 'row' },
          el(
            'label',
            {},
            `${L.side} `,
            el(
              'select',
              { id: 'ed-side' },
              d.sides.map((s) => opt(text(s.id), text(s.name), this.side)),
            ),
          ),
          el(
            'label',
            {},
            `${L.terrain} `,
            el(
              'select',
              { id: 'ed-terrain' },
              terrains.map((t) => opt(t, labelOf(L, `terrain.${t}`, t), this.terrain)),
            ),
          ),
        ),
        el('p', { class: 'small muted' }, L.editorKeys),
      ),
      el('div', { id: 'ed-status', role: 'status' }, status),
      el('p', { id: 'ed-charge', class: 'small' }, charge),
      el('section', { id: 'ed-hex' }, hexPanel),
      el(
        'div',
        { class: 'row' },
        el('button', { id: 'ed-play', type: 'button', class: 'primary' }, L.playThis),
        el('button', { id: 'ed-export', type: 'button' }, L.exportJson),
        el(
          'label',
          { class: 'file' },
          el('span', {}, L.importJson),
          ' ',
          el('input', { id: 'ed-import', type: 'file', accept: '.json,application/json' }),
        ),
      ),
      el('div', { class: 'row' }, share),
    );
    if (focused) (this.#el.querySelector(`#${CSS.escape(focused)}`) as HTMLElement | null)?.focus();
  }

  #hexPanel(hex: string, terrains: readonly string[]): VNode[] {
    const L = this.#host.labels;
    const d = this.draft;
    const rs = this.ruleset;
    const lang = this.#host.lang;
    const bad = this.checked && !this.checked.ok ? this.checked.piece : undefined;
    const sideOpts = (sel: unknown) => d.sides.map((s) => opt(text(s.id), text(s.name), sel));
    const field = (
      prefix: 'u' | 'l',
      id: string,
      key: string,
      label: string,
      v: unknown,
      attrs: Attrs = {},
    ) =>
      el(
        'label',
        {},
        `${label} `,
        el('input', {
          id: `${prefix}-${id}-${key}`,
          ...(prefix === 'u' ? { 'data-unit': id } : { 'data-leader': id }),
          'data-key': key,
          type: 'number',
          value: text(v),
          ...attrs,
        }),
      );
    const num = (id: string, key: string, label: string, v: unknown, attrs: Attrs = {}) =>
      field('u', id, key, label, v, attrs);
    const sel = (id: string, key: string, label: string, options: readonly VNode[]) =>
      el(
        'label',
        {},
        `${label} `,
        el('select', { id: `u-${id}-${key}`, 'data-unit': id, 'data-key': key }, options),
      );
    const check = (id: string, key: string, label: string, on: boolean) =>
      el(
        'label',
        {},
        el('input', {
          id: `u-${id}-${key}`,
          'data-unit': id,
          'data-key': key,
          type: 'checkbox',
          checked: on,
        }),
        ` ${label}`,
      );
    const removeButton = (id: string) => el('button', { type: 'button', 'data-remove': id }, L.remove);
    const units = d.units
      .filter((u) => u.at === hex)
      .map((u) => {
        const id = text(u.id);
        const cav = u.arm === 'cavalry';
        const art = u.arm === 'artillery';
        return el(
          'fieldset',
          { class: `piece${bad === id ? ' bad' : ''}`, 'data-piece': id },
          el('legend', {}, text(u.name)),
          el(
            'label',
            {},
            `${L.name} `,
            el('input', { id: `u-${id}-name`, 'data-unit': id, 'data-key': 'name', value: text(u.name) }),
          ),
          sel(id, 'side', L.side, sideOpts(u.side)),
          sel(
            id,
            'arm',
            L.arm,
            ['cavalry', 'infantry', 'artillery'].map((a) => opt(a, labelOf(L, `arm.${a}`), u.arm)),
          ),
          cav && [
            sel(
              id,
              'weight',
              L.weight,
              ['light', 'heavy'].map((w) => opt(w, labelOf(L, `weight.${w}`), u.weight)),
            ),
            check(id, 'lancer', L.lancerField, Boolean(u.lancer)),
          ],
          sel(
            id,
            'formation',
            L.formation,
            formationsOf(rs, u.arm).map((f) => opt(f, labelOf(L, `formation.${f}`, f), u.formation)),
          ),
          sel(
            id,
            'facing',
            L.facing,
            FACINGS.map((f) => opt(f, f, u.facing)),
          ),
          num(id, 'increments', L.increments, u.increments, { min: 1 }),
          num(id, 'fullIncrements', L.fullIncrements, u.fullIncrements, { min: 1 }),
          num(id, 'melee', L.meleeValue, u.melee, { min: 0 }),
          num(id, 'fire', L.fireValue, u.fire, { min: 0 }),
          num(id, 'morale', L.moraleValue, u.morale, { min: 11, max: 66 }),
          sel(
            id,
            'moraleState',
            L.moraleState,
            ['good', 'disordered', 'routed'].map((m) =>
              opt(m, labelOf(L, `morale.${m}`), u.moraleState ?? 'good'),
            ),
          ),
          cav && [
            sel(
              id,
              'readiness',
              L.readiness,
              ['fresh', 'tired', 'exhausted'].map((r) =>
                opt(r, labelOf(L, `readiness.${r}`), u.readiness ?? 'fresh'),
              ),
            ),
            num(id, 'movementLeft', L.movementLeft, u.movementLeft, { min: 0 }),
          ],
          art && check(id, 'supplied', L.supplied, u.supplied !== false),
          el(
            'label',
            {},
            `${L.hex} `,
            el('input', { id: `u-${id}-at`, 'data-unit': id, 'data-key': 'at', value: text(u.at), size: 5 }),
          ),
          cav && check(id, 'charges', L.charges, isAttacker(d, id)),
          removeButton(id),
        );
      });
    const leaders = d.leaders
      .filter((l) => l.at === hex)
      .map((l) => {
        const id = text(l.id);
        return el(
          'fieldset',
          { class: `piece leader-piece${bad === id ? ' bad' : ''}`, 'data-piece': id },
          el('legend', {}, `★ ${text(l.name)}`),
          field('l', id, 'name', L.name, l.name, { type: 'text' }),
          el(
            'label',
            {},
            `${L.side} `,
            el('select', { id: `l-${id}-side`, 'data-leader': id, 'data-key': 'side' }, sideOpts(l.side)),
          ),
          field('l', id, 'meleeModifier', L.meleeModifier, l.meleeModifier),
          field('l', id, 'moraleModifier', L.moraleModifier, l.moraleModifier),
          field('l', id, 'at', L.hex, l.at, { type: 'text' }),
          removeButton(id),
        );
      });
    const terrain = d.board.terrain[hex] ?? d.board.defaultTerrain;
    return [
      el('h3', {}, fill(L, 'selectedHex', { hex }, lang)),
      el(
        'label',
        {},
        `${L.terrain} `,
        el(
          'select',
          { id: 'ed-hex-terrain' },
          terrains.map((t) => opt(t, labelOf(L, `terrain.${t}`, t), terrain)),
        ),
      ),
      ...(units.length || leaders.length
        ? [...units, ...leaders]
        : [el('p', { class: 'muted small' }, L.emptyHex)]),
    ];
  }
}
