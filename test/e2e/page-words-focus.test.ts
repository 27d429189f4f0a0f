/**
 * The learning page under `hexcharge web` (issue 23 items 6 and 11): the focus stays where the user put
 * it (after Next, on Next), and the map's own label is in the page's language.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/narration/languages.ts';
import { buildAndServe, chromiumForTests, launch, type Served } from './harness.ts';

const CHROMIUM = chromiumForTests();
if (!CHROMIUM)
  console.warn('SKIPPED test/e2e/page-words-focus: Debian Chromium not found. Run .ci/install-browser.sh.');

const T = 240_000;

describe.skipIf(!CHROMIUM)('the learning page: focus and words (issue 23 items 6, 11)', () => {
  let served: Served | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    served = await buildAndServe();
    browser = await launch(CHROMIUM!);
  }, T);

  afterAll(async () => {
    try {
      await browser?.close();
    } finally {
      await served?.close();
    }
  }, T);

  it(
    'after clicking Next the focus is on Next, not on the dice box',
    async () => {
      const page = await browser!.newPage();
      await page.goto(`${served!.url}?scenario=01-reference-charge&odds-seconds=0.001`);
      await page.waitForSelector('#map svg .counter');
      for (let i = 0; i < 3; i++) {
        const before = await page.inputValue('#slider');
        await page.click('#next');
        await page.waitForFunction(
          (b) => (document.querySelector('#slider') as HTMLInputElement).value !== b,
          before,
        );
        expect(await page.evaluate(() => document.activeElement?.id)).toBe('next');
      }
      await page.close();
    },
    T,
  );

  it(
    'rolling from the prompt up to a choice focuses its first option',
    async () => {
      const page = await browser!.newPage();
      await page.goto(`${served!.url}?scenario=01-reference-charge&odds-seconds=0.001`);
      await page.waitForSelector('#map svg .counter');
      for (let i = 0; i < 20 && !(await page.$('#pending button.choice')); i++) await page.click('#roll-die');
      expect(await page.$('#pending button.choice')).not.toBeNull();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-option'))).toBe('0');
      await page.close();
    },
    T,
  );

  it(
    'a hovered primary or pressed button keeps a contrast of at least 4.5:1 (WCAG)',
    async () => {
      const page = await browser!.newPage();
      await page.goto(`${served!.url}?scenario=01-reference-charge&odds-seconds=0.001`);
      await page.waitForSelector('#map svg .counter');
      for (const sel of ['#roll-die', '#mode-play']) {
        await page.hover(sel);
        const ratio = await page.$eval(sel, (b) => {
          const cs = getComputedStyle(b);
          const lum = (c: string) => {
            const [r, g, bl] = (c.match(/[\d.]+/g) ?? []).slice(0, 3).map((x) => {
              const v = Number(x) / 255;
              return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
            });
            return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
          };
          const [a, z] = [lum(cs.color), lum(cs.backgroundColor)].sort((x, y) => y - x);
          return (a! + 0.05) / (z! + 0.05);
        });
        expect(ratio, sel).toBeGreaterThanOrEqual(4.5);
      }
      await page.close();
    },
    T,
  );

  it(
    'Left/Right/Home/End on the timeline move its cursor (the slider and the charge)',
    async () => {
      const page = await browser!.newPage();
      await page.goto(`${served!.url}?scenario=01-reference-charge&odds-seconds=0.001`);
      await page.waitForSelector('#map svg .counter');
      for (let i = 0; i < 3; i++) await page.click('#next');
      await page.waitForFunction(() => (document.querySelector('#slider') as HTMLInputElement).value === '3');
      await page.focus('#slider');
      const at = () => page.inputValue('#slider');
      await page.keyboard.press('Home');
      expect(await at()).toBe('0');
      await page.keyboard.press('ArrowRight');
      expect(await at()).toBe('1');
      await page.keyboard.press('End');
      expect(await at()).toBe('3');
      await page.keyboard.press('ArrowLeft');
      expect(await at()).toBe('2');
      // the focus stays on the slider through the redraws
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('slider');
      await page.close();
    },
    T,
  );

  it(
    'the map is labelled in the page language (es, ru), not "Map"',
    async () => {
      for (const lang of ['es', 'ru'] as const) {
        const page = await browser!.newPage();
        await page.goto(`${served!.url}?scenario=01-reference-charge&lang=${lang}&odds-seconds=0.001`);
        await page.waitForSelector('#map svg .counter');
        expect(await page.getAttribute('#map', 'aria-label')).toBe(LANGUAGES[lang].page.mapTitle);
        await page.close();
      }
    },
    T,
  );
});
