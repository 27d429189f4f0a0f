import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadScenario } from '../../cli/load.ts';
import { replay, resumeCharge } from '../../machines/save.ts';
import { ChargeSession } from '../../machines/session.ts';
import { scriptSource } from '../../src/dice/index.ts';
import { hexLabel } from '../../src/model/coord.ts';
import { LANGUAGES } from '../../src/narration/languages.ts';
import { narrate } from '../../src/narration/narrate.ts';
import {
  ARTIFACTS,
  buildAndServe,
  chromiumForTests,
  launch,
  ROOT,
  type Served,
  seededDiceToPathChoice,
  typeDice,
} from './harness.ts';

const CHROMIUM = chromiumForTests();
if (!CHROMIUM) {
  console.warn(
    'SKIPPED test/e2e: Debian Chromium not found (no `chromium` on the PATH, no /usr/bin/chromium). Run .ci/install-browser.sh.',
  );
}

const SCENARIO = 'data/scenarios/01-reference-charge.json';
const read = loadScenario(join(ROOT, SCENARIO));
if (!read.ok) throw new Error(read.error.message);
const loaded = read;
const script = loaded.value.scenario.dice?.script ?? [];

/** The charge the page must show: the scenario's scripted dice typed in, default choices. */
function expectedCharge(): ChargeSession {
  const s = new ChargeSession({ ...loaded.value, dice: scriptSource(script) });
  const r = s.runToEnd();
  if (!r.ok) throw new Error(r.error.message);
  return s;
}

const T = 180_000;

describe.skipIf(!CHROMIUM)('the learning page in Chromium', () => {
  let served: Served | undefined;
  let browser: Browser | undefined;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    served = await buildAndServe();
    browser = await launch(CHROMIUM!);
    page = await browser.newPage({ viewport: { width: 1400, height: 1000 }, acceptDownloads: true });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${served.url}?scenario=01-reference-charge`);
    await page.waitForSelector('#map svg .counter');
  }, T);

  afterAll(async () => {
    try {
      await browser?.close();
    } finally {
      await served?.close();
    }
  }, T);

  const narration = () =>
    page.$$eval('#narration li.entry', (li) => li.map((l) => (l as HTMLElement).dataset.key!));
  const position = () => page.textContent('#position');

  it(
    'draws the board and the procedure of the shipped scenario',
    async () => {
      expect(await page.inputValue('#scenario')).toBe(SCENARIO);
      expect(await page.$$eval('#map .hex', (h) => h.length)).toBe(
        loaded.value.scenario.board.width * loaded.value.scenario.board.height,
      );
      expect(await page.$$eval('#map .counter', (c) => c.length)).toBe(
        loaded.value.scenario.board.units.length,
      );
      expect(await page.getAttribute('#steps li.current', 'data-step')).toBe('standCheck');
      await page.check('#toggle-hexsides');
      await page.check('#toggle-zoc');
      expect(await page.$$eval('#map .hexside-front', (h) => h.length)).toBeGreaterThan(0);
      expect(await page.$$eval('#map .zoc-hex', (h) => h.length)).toBeGreaterThan(0);
      await page.uncheck('#toggle-zoc');
    },
    T,
  );

  it(
    'refuses an impossible die and says why',
    async () => {
      await page.fill('#dice-input', '77');
      await page.click('#roll-typed');
      const refusal = await page.textContent('#refusal');
      expect(refusal).toMatch(/error dice\//);
      expect(await position()).toContain('0');
      expect(await page.getAttribute('#steps li.current', 'data-step')).toBe('standCheck');
    },
    T,
  );

  it(
    'plays the whole charge with typed dice and shows its narration and final board',
    async () => {
      const expected = expectedCharge();
      const dice = [...script];
      for (let i = 0; i < 60 && !(await page.$('#ending')); i++) {
        if (await page.$('#dice-input')) {
          const v = dice.shift();
          expect(v, 'the page asks for more dice than the script has').toBeDefined();
          await page.fill('#dice-input', String(v));
          await page.click('#roll-typed');
        } else {
          const def = await page.$eval('#pending', (p) => {
            const em = [...p.querySelectorAll('.choice')].find((b) => b.querySelector('em'));
            return (em as HTMLElement | undefined)?.dataset.option ?? '0';
          });
          const onMap = await page.$(`#map .choice-path[data-option="${def}"] circle`);
          await (onMap ?? (await page.$(`#pending .choice[data-option="${def}"]`)))!.click();
        }
      }
      expect(await page.$('#ending')).not.toBeNull();
      expect(dice).toEqual([]);
      // The narrated steps: every log entry of the engine, in order, with its rule.
      expect(await narration()).toEqual(expected.state.log.map((e) => e.key));
      const texts = await page.$$eval('#narration li.entry', (li) => li.map((l) => l.textContent ?? ''));
      for (const [i, e] of expected.state.log.entries()) expect(texts[i]).toContain(narrate(e));
      expect(await page.getAttribute('#steps li.current', 'data-step')).toBe('ended');
      // The final board: every counter where the engine left it, with its increments and morale.
      const counters = await page.$$eval('#map .counter', (cs) =>
        cs.map((c) => {
          const d = (c as SVGGElement).dataset;
          return { id: d.unit, hex: d.hex, increments: Number(d.increments), morale: d.morale };
        }),
      );
      const board = expected.state.board.units.map((u) => ({
        id: u.id,
        hex: hexLabel(u.at),
        increments: u.increments,
        morale: u.moraleState,
      }));
      expect(counters.sort((a, b) => a.id!.localeCompare(b.id!))).toEqual(
        board.sort((a, b) => a.id.localeCompare(b.id)),
      );
      for (const r of expected.state.removed)
        expect(await page.$(`#removed-list [data-removed="${r.unit.id}"]`)).not.toBeNull();
      // The moves drawn: the rout path and the advance and pursuit.
      expect(await page.$$eval('#map .move', (m) => m.map((x) => (x as SVGPathElement).dataset.key))).toEqual(
        expect.arrayContaining(['move.rout', 'pursuit.follow']),
      );
      await page.waitForSelector('#odds[data-state="ready"] .bar-row', { timeout: 60_000 });
      await page.screenshot({ path: join(ARTIFACTS, 'learning-page-en.png'), fullPage: true });
    },
    T,
  );

  it(
    'goes back and forth in time',
    async () => {
      const end = await narration();
      const total = Number((await position())!.match(/(\d+)\D*$/)![1]);
      await page.click('#back');
      expect(await position()).toContain(String(total - 1));
      expect(await page.$('#ending')).toBeNull();
      const before = await narration();
      expect(before.length).toBeLessThan(end.length);
      expect(end.slice(0, before.length)).toEqual(before);
      await page.click('#next');
      expect(await narration()).toEqual(end);
      expect(await page.$('#ending')).not.toBeNull();
      await page.$eval('#slider', (s) => {
        (s as HTMLInputElement).value = '0';
        s.dispatchEvent(new Event('input', { bubbles: true }));
      });
      expect(await page.getAttribute('#steps li.current', 'data-step')).toBe('standCheck');
      expect((await narration()).length).toBeLessThan(5);
      await page.$eval(
        '#slider',
        (s, n) => {
          (s as HTMLInputElement).value = String(n);
          s.dispatchEvent(new Event('input', { bubbles: true }));
        },
        total,
      );
      expect(await narration()).toEqual(end);
    },
    T,
  );

  it(
    'switches the narration and the labels to Spanish',
    async () => {
      const expected = expectedCharge();
      await page.selectOption('#lang', 'es');
      expect(await page.textContent('h2[data-label="procedure"]')).toBe('Procedimiento');
      expect(await page.textContent('#steps li.current')).toContain(LANGUAGES.es.steps.ended);
      const texts = await page.$$eval('#narration li.entry', (li) => li.map((l) => l.textContent ?? ''));
      for (const [i, e] of expected.state.log.entries()) expect(texts[i]).toContain(narrate(e, 'es'));
      expect(texts.join('\n')).toContain('en fuga (PGD)');
      expect(await page.textContent('#ending')).toContain('La carga ha terminado');
      await page.screenshot({ path: join(ARTIFACTS, 'learning-page-es.png'), fullPage: true });
      await page.selectOption('#lang', 'en');
      expect(await page.textContent('h2[data-label="procedure"]')).toBe('Procedure');
    },
    T,
  );

  it(
    'saves the charge in progress and loads it again',
    async () => {
      await page.click('#back');
      await page.click('#back');
      const at = await position();
      const keys = await narration();
      const [download] = await Promise.all([page.waitForEvent('download'), page.click('#save')]);
      const file = join(ARTIFACTS, 'saved-charge.json');
      await download.saveAs(file);
      const doc = JSON.parse(readFileSync(file, 'utf8')) as {
        format: string;
        cursor: number;
        charge: { format: string; scenario: { id: string }; events: unknown[]; snapshot: unknown };
      };
      // The engine's save document (machines/save.ts), with the page's cursor beside it.
      expect(doc.format).toBe('hexcharge-page-save');
      expect(doc.charge.format).toBe('hexcharge-save');
      expect(doc.charge.scenario.id).toBe('01-reference-charge');
      expect(at?.match(/\d+/g)?.map(Number)).toEqual([doc.cursor, doc.charge.events.length]);
      const resumed = resumeCharge(doc.charge);
      expect(resumed.ok && resumed.value.done).toBe(true);
      expect(replay(doc.charge).ok).toBe(true);
      await page.click('#restart');
      expect((await narration()).length).toBeLessThan(keys.length);
      await page.setInputFiles('#load-file', file);
      await page.waitForFunction((p) => document.querySelector('#position')?.textContent === p, at);
      expect(await narration()).toEqual(keys);
      expect(await page.textContent('#message')).toContain('saved-charge.json');
    },
    T,
  );

  it(
    'lets a player pick one of several equal retreat paths on the map',
    async () => {
      // The reference lesson plays its own script; seed 1's dice, typed in, reach a choice of paths.
      await page.click('#restart');
      const dice = seededDiceToPathChoice(SCENARIO, 1);
      expect(dice).toEqual([24, 66, 43]);
      await typeDice(page, dice!);
      await page.waitForSelector('#map .choice-path');
      const options = await page.$$eval('#map .choice-path', (g) =>
        g.map((x) => x.getAttribute('aria-label')!.replace(/^\d+\. /, '')),
      );
      const pick = options.length - 1;
      await page.click(`#map .choice-path[data-option="${pick}"] circle`);
      const paths = await page.$$eval('#narration li.entry', (li) => li.map((l) => l.textContent ?? ''));
      expect(paths.some((t) => t.includes(options[pick]!))).toBe(true);
      await page.screenshot({ path: join(ARTIFACTS, 'learning-page-path-choice.png'), fullPage: true });
    },
    T,
  );

  it('raised no error in the page', () => {
    expect(errors).toEqual([]);
  });
});
