import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadScenario } from '../../cli/load.ts';
import { procedureSteps } from '../../machines/diagram.ts';
import {
  ARTIFACTS,
  buildAndServe,
  chromiumForTests,
  launch,
  type Served,
  seededDiceToPathChoice,
  seriousViolations,
  typeDice,
} from './harness.ts';

const CHROMIUM = chromiumForTests();
if (!CHROMIUM) console.warn('SKIPPED test/e2e/tool: Debian Chromium not found. Run .ci/install-browser.sh.');

const T = 240_000;

/**
 * The odds budget of the pages whose tests do not look at the odds (`?odds-seconds`): the worker still
 * gets every step's charge, but stops its exact analysis at once. Under the default budget every page
 * open and every step played (up to 80 in a test) started a new worker on the whole analysis, thrown
 * away at the next step: most of this file's CPU. The axe check keeps the default.
 */
const QUIET = 'odds-seconds=0.001';

/** The page's board as the map draws it: unit id -> hex. */
const counters = (page: Page) =>
  page.$$eval('#map .counter', (cs) =>
    Object.fromEntries(cs.map((c) => [(c as SVGGElement).dataset.unit!, (c as SVGGElement).dataset.hex!])),
  );
const viewBox = (page: Page) =>
  page.$eval('#map svg', (s) => (s.getAttribute('viewBox') ?? '').split(' ').map(Number));
const narration = (page: Page) =>
  page.$$eval('#narration li.entry', (li) => li.map((l) => (l as HTMLElement).dataset.key!));

/** Clicks a hex of the map (whatever is drawn on it: the page reads the hex under the pointer). */
async function clickHex(page: Page, hex: string): Promise<void> {
  await page.click(`#map polygon.hex[data-hex="${hex}"]`, { force: true });
}

async function tool(page: Page, name: string): Promise<void> {
  await page.check(`#ed-tools input[value="${name}"]`);
}

/** Plays the charge on the page to its end with Next (seeded dice, default choices). */
async function playToEnd(page: Page): Promise<void> {
  for (let i = 0; i < 80 && !(await page.$('#ending')); i++) await page.click('#next');
  expect(await page.$('#ending')).not.toBeNull();
}

describe.skipIf(!CHROMIUM)('the learning page as a tool, in Chromium', () => {
  let served: Served | undefined;
  let browser: Browser | undefined;
  /** One context for every page of the file: its cache keeps the page's scripts compiled. */
  let context: BrowserContext;
  const errors: string[] = [];

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    served = await buildAndServe();
    browser = await launch(CHROMIUM!);
    context = await browser.newContext({ acceptDownloads: true });
  }, T);

  afterAll(async () => {
    try {
      await browser?.close();
    } finally {
      await served?.close();
    }
  }, T);

  async function open(query = '', viewport = { width: 1400, height: 1000 }): Promise<Page> {
    const page = await context.newPage();
    await page.setViewportSize(viewport);
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${served!.url}${query}`);
    await page.waitForSelector('#map svg .hex');
    return page;
  }

  it(
    'builds a charge from an empty board by pointer and keyboard, checks it live, plays it to its end, and its link reopens it',
    async () => {
      const page = await open(`?${QUIET}`);
      await page.click('#mode-edit');
      await page.waitForSelector('[data-testid="editor"]:not([hidden])');
      await page.fill('#ed-width', '8');
      await page.press('#ed-width', 'Tab');
      await page.fill('#ed-height', '6');
      await page.press('#ed-height', 'Tab');
      await page.click('#ed-new');
      expect(await page.$$eval('#map .hex', (h) => h.length)).toBe(48);
      expect(await page.$$eval('#map .counter', (c) => c.length)).toBe(0);
      // The empty board is not a charge yet: the validator says what is missing.
      expect(await page.textContent('#ed-status')).toMatch(/error|Problem/i);

      // A French cavalry regiment by pointer at 0403 (side a, from the south: it faces north).
      await tool(page, 'add-cavalry');
      await clickHex(page, '0403');
      expect(await counters(page)).toEqual({ 'cav-1': '0403' });
      // An enemy battalion by keyboard: side b, cursor up one hex from 0403, Enter.
      await tool(page, 'add-infantry');
      await page.selectOption('#ed-side', 'b');
      await page.focus('#map');
      await page.keyboard.press('ArrowUp');
      expect(await page.getAttribute('#map .cursor-hex', 'data-hex')).toBe('0402');
      await page.keyboard.press('Enter');
      expect(await counters(page)).toEqual({ 'cav-1': '0403', 'inf-1': '0402' });
      expect(await page.getAttribute('#map .facing[data-hex="0402"]', 'data-facing')).toBe('S');
      expect(await page.getAttribute('#map .facing[data-hex="0403"]', 'data-facing')).toBe('N');

      // A gun placed, moved by keyboard (M, arrow, M), dragged by pointer, then removed with Delete.
      await tool(page, 'add-artillery');
      await page.selectOption('#ed-side', 'a');
      await clickHex(page, '0205');
      await page.focus('#map');
      await page.keyboard.press('m');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('m');
      expect((await counters(page))['art-1']).toBe('0305');
      const from = await page.$eval('#map .counter[data-unit="art-1"]', (c) => {
        const r = c.getBoundingClientRect();
        return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
      });
      const to = await page.$eval('#map polygon.hex[data-hex="0304"]', (c) => {
        const r = c.getBoundingClientRect();
        return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
      });
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(to.x, to.y, { steps: 6 });
      await page.mouse.up();
      expect((await counters(page))['art-1']).toBe('0304');
      await page.focus('#map');
      for (const k of ['ArrowRight', 'ArrowLeft']) await page.keyboard.press(k);
      // The cursor follows the last hex acted on (0304 after the drag? no: the keyboard cursor stays at 0305).
      await tool(page, 'select');
      await clickHex(page, '0304');
      await page.focus('#map');
      await page.keyboard.press('Delete');
      expect(Object.keys(await counters(page))).toEqual(['cav-1', 'inf-1']);

      // Terrain painted; the charging stack and its target picked.
      await tool(page, 'terrain');
      await page.selectOption('#ed-terrain', 'woods');
      await clickHex(page, '0602');
      expect(await page.getAttribute('#map polygon.hex[data-hex="0602"]', 'data-terrain')).toBe('woods');
      await tool(page, 'charger');
      await clickHex(page, '0403');
      await tool(page, 'target');
      await clickHex(page, '0402');
      await page.waitForSelector('#ed-status .ok');
      expect(
        await page.$$eval('#map .target-hex', (t) => t.map((x) => (x as SVGElement).dataset.hex)),
      ).toEqual(['0402']);

      // The form sets values; the validator names what is wrong, on the map too, and clears when fixed.
      await tool(page, 'select');
      await clickHex(page, '0402');
      await page.fill('#u-inf-1-morale', '70');
      await page.press('#u-inf-1-morale', 'Tab');
      await page.waitForSelector('#ed-status .error');
      expect(await page.textContent('#ed-status')).toMatch(/units\[1\]\.morale: .*d66 value.*70/);
      expect(await page.getAttribute('#map .problem-hex', 'data-hex')).toBe('0402');
      expect(await page.$('#editor fieldset.piece.bad[data-piece="inf-1"]')).not.toBeNull();
      await page.fill('#u-inf-1-morale', '43');
      await page.press('#u-inf-1-morale', 'Tab');
      await page.waitForSelector('#ed-status .ok');
      await clickHex(page, '0403');
      await page.selectOption('#u-cav-1-weight', 'heavy');
      await page.fill('#u-cav-1-increments', '6');
      await page.press('#u-cav-1-increments', 'Tab');
      await page.waitForSelector('#ed-status .ok');
      expect(await page.$('#map .problem-hex')).toBeNull();

      // Exported JSON is a scenario file the CLI loads.
      const [download] = await Promise.all([page.waitForEvent('download'), page.click('#ed-export')]);
      const file = join(ARTIFACTS, 'editor-scenario.json');
      await download.saveAs(file);
      const loaded = loadScenario(file);
      expect(loaded.ok, loaded.ok ? '' : loaded.error.message).toBe(true);
      if (loaded.ok) {
        expect(loaded.value.scenario.charge.attackers).toEqual(['cav-1']);
        expect(loaded.value.scenario.board.units.find((u) => u.id === 'cav-1')?.weight).toBe('heavy');
      }
      await page.screenshot({ path: join(ARTIFACTS, 'editor.png'), fullPage: true });

      // Play it to its end.
      await page.click('#ed-play');
      await page.waitForSelector('[data-testid="editor"][hidden]', { state: 'attached' });
      await playToEnd(page);
      const ended = await narration(page);
      expect(ended.length).toBeGreaterThan(3);
      expect(ended.at(-1)).toBe('charge.ended');

      // Its link reopens it: the same board, and the same charge played with the same dice.
      await page.waitForFunction(() => (document.body.dataset.link ?? '').includes('s='));
      const link = await page.evaluate(() => document.body.dataset.link!);
      const again = await open(link.slice(served!.url.length));
      expect(await counters(again)).toEqual({ 'cav-1': '0403', 'inf-1': '0402' });
      expect(await again.getAttribute('#map polygon.hex[data-hex="0602"]', 'data-terrain')).toBe('woods');
      expect(await again.textContent('#message')).toContain('My charge');
      await playToEnd(again);
      expect(await narration(again)).toEqual(ended);

      // Import brings the exported file back into the editor.
      await again.click('#mode-edit');
      await again.setInputFiles('#ed-import', file);
      await again.waitForSelector('#ed-status .ok');
      expect(await counters(again)).toEqual({ 'cav-1': '0403', 'inf-1': '0402' });
      expect(JSON.parse(readFileSync(file, 'utf8')).kind).toBe('scenario');
      await again.close();
      await page.close();
    },
    T,
  );

  it(
    'fits a phone: no horizontal overflow at 390 px, the pending roll first, in play and edit',
    async () => {
      const page = await open(`?scenario=01-reference-charge&${QUIET}`, { width: 390, height: 844 });
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(await overflow()).toBeLessThanOrEqual(0);
      const top = (sel: string) => page.$eval(sel, (e) => e.getBoundingClientRect().top);
      expect(await top('#pending')).toBeLessThan(await top('#map'));
      expect(await top('#pending')).toBeLessThan(await top('#steps'));
      await page.click('#next');
      await page.click('#next');
      expect(await overflow()).toBeLessThanOrEqual(0);
      await page.screenshot({ path: join(ARTIFACTS, 'phone.png'), fullPage: false });
      await page.selectOption('#lang', 'ru');
      expect(await overflow()).toBeLessThanOrEqual(0);
      await page.click('#mode-edit');
      await clickHex(page, '0607');
      expect(await overflow()).toBeLessThanOrEqual(0);
      await page.close();
    },
    T,
  );

  it(
    'zooms and pans the map with buttons, wheel and keys, and fits to the action at each step',
    async () => {
      const page = await open(`?scenario=01-reference-charge&${QUIET}`);
      const fitted = await viewBox(page);
      const board = await page.$eval('#map svg', (s) =>
        (s as SVGSVGElement).dataset.board!.split(' ').map(Number),
      );
      expect(fitted[2]).toBeLessThan(board[2]!);
      await page.click('#zoom-all');
      expect((await viewBox(page))[2]).toBeCloseTo(board[2]!, 0);
      await page.click('#zoom-in');
      expect((await viewBox(page))[2]).toBeCloseTo(board[2]! / 1.4, 0);
      const box = (await page.$('#map svg'))!.boundingBox();
      const b = (await box)!;
      await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2);
      const before = await viewBox(page);
      await page.mouse.wheel(0, -300);
      await page.waitForFunction(
        (w) => Number(document.querySelector('#map svg')!.getAttribute('viewBox')!.split(' ')[2]) < w,
        before[2]!,
      );
      await page.focus('#map');
      const x0 = (await viewBox(page))[0]!;
      await page.keyboard.press('ArrowRight');
      expect((await viewBox(page))[0]).toBeGreaterThan(x0);
      await page.keyboard.press('0');
      expect(await viewBox(page)).toEqual(fitted);
      // Drag pans.
      await page.mouse.move(b.x + 100, b.y + 100);
      await page.mouse.down();
      await page.mouse.move(b.x + 200, b.y + 160, { steps: 5 });
      await page.mouse.up();
      expect((await viewBox(page))[0]).toBeLessThan(fitted[0]!);
      await page.close();
    },
    T,
  );

  it(
    'draws the procedure diagram as an SVG generated from the machine, with the current step highlighted',
    async () => {
      const page = await open(`?scenario=01-reference-charge&${QUIET}`);
      await page.click('#diagram-panel summary');
      await page.waitForSelector('#diagram svg', { timeout: 60_000 });
      expect(await page.$eval('#diagram svg', (s) => s.tagName.toLowerCase())).toBe('svg');
      // One box a state of the machine, drawn at build time (scripts/procedure-svg.ts).
      const nodes = await page.$$eval('#diagram svg g.step', (g) =>
        g.map((x) => (x as SVGGElement).dataset.step),
      );
      expect(nodes).toEqual(procedureSteps().map((s) => s.path));
      expect(await page.getAttribute('#diagram .current-step', 'data-step')).toBe('standCheck');
      await page.fill('#dice-input', '11');
      await page.click('#roll-typed');
      const current = await page.getAttribute('#steps li.current', 'data-step');
      expect(await page.getAttribute('#diagram .current-step', 'data-step')).toBe(current);
      expect(await page.getAttribute('#diagram-words li[aria-current="step"]', 'data-step')).toBe(current);
      await page.$eval('#diagram .current-step', (e) => e.scrollIntoView());
      await page.screenshot({ path: join(ARTIFACTS, 'diagram.png') });
      await page.close();
    },
    T,
  );

  it(
    'speaks Russian and Spanish for people: rule names, result key, real plurals, no internal ids',
    async () => {
      const page = await open(`?scenario=10-against-routed&lang=ru&${QUIET}`);
      expect(await page.inputValue('#lang')).toBe('ru');
      expect(await page.textContent('h2[data-label="procedure"]')).toBe('Процедура');
      await playToEnd(page);
      const text = (await page.textContent('main'))!;
      expect(text).not.toMatch(/routedRetreat|\(s\)|\(es\)|step \d|\d{3} \/ \d{3}/);
      expect(await page.textContent('#narration')).toMatch(/[а-я]{4}/);
      expect(await page.$$eval('#result-codes dt', (d) => d.map((x) => x.textContent))).toEqual([
        'AS',
        'AR',
        'AD#',
        '(пусто)',
        'DD#',
        'DR',
        'DS',
        'a/d',
        '2*/1, 1/2*',
      ]);
      await page.selectOption('#lang', 'es');
      expect(await page.textContent('#narration')).not.toMatch(/\((s|n)\)/);
      expect(await page.textContent('#steps')).toContain('Paso de la carga 3: fuego defensivo');
      await page.close();
    },
    T,
  );

  it(
    'keeps the badges of many equal retreat paths apart, each path in its own colour',
    async () => {
      const page = await open(`?scenario=01-reference-charge&${QUIET}`);
      // The lesson plays its own script: seed 1's dice, typed in, reach a choice of paths.
      await typeDice(page, seededDiceToPathChoice('data/scenarios/01-reference-charge.json', 1)!);
      await page.waitForSelector('#map .choice-path');
      const spots = await page.$$eval('#map .choice-path circle', (cs) =>
        cs.map((c) => ({ x: Number(c.getAttribute('cx')), y: Number(c.getAttribute('cy')) })),
      );
      for (let i = 0; i < spots.length; i++)
        for (let j = i + 1; j < spots.length; j++)
          expect(Math.hypot(spots[i]!.x - spots[j]!.x, spots[i]!.y - spots[j]!.y)).toBeGreaterThan(10);
      const colours = await page.$$eval('#map .choice-path .line', (l) =>
        l.map((x) => x.getAttribute('stroke')),
      );
      expect(new Set(colours).size).toBe(Math.min(colours.length, 12));
      await page.close();
    },
    T,
  );

  it(
    'passes an axe-core accessibility check with no serious or critical violation, in play and in the editor',
    async () => {
      const page = await open('?scenario=01-reference-charge');
      await page.click('#diagram-panel summary');
      await page.waitForSelector('#diagram svg', { timeout: 60_000 });
      expect(await seriousViolations(page)).toEqual([]);
      await page.click('#mode-edit');
      await clickHex(page, '0607');
      expect(await seriousViolations(page)).toEqual([]);
      const phone = await open('?scenario=01-reference-charge&lang=ru', { width: 390, height: 844 });
      expect(await seriousViolations(phone)).toEqual([]);
      await phone.close();
      await page.close();
    },
    T,
  );

  it('raised no error in the page', () => {
    expect(errors).toEqual([]);
  });
});
