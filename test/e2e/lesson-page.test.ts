/**
 * The learning page as `hexcharge web` serves it (its content security policy and headers, a process
 * of its own): lessons play their own dice (the Overwhelming-odds lesson ends in a surrender, the
 * reference charge as `npm start` prints it), the procedure diagram drawn at build time opens with no
 * console error in every language, the pending request is on the first screen of a desktop, a tablet
 * and a phone, and axe-core finds no violation with the diagram open.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { procedureSteps } from '../../machines/diagram.ts';
import { LANGS, LANGUAGES, type Lang } from '../../src/narration/languages.ts';
import { stepTitle } from '../../src/narration/step-title.ts';
import { cli, REF } from '../support/cli.ts';
import {
  ARTIFACTS,
  axeViolations,
  buildAndServe,
  chromiumForTests,
  launch,
  PAGE_DIR,
  type Served,
} from './harness.ts';

const CHROMIUM = chromiumForTests();
if (!CHROMIUM)
  console.warn('SKIPPED test/e2e/lesson-page: Debian Chromium not found. Run .ci/install-browser.sh.');

const T = 240_000;
/** The odds analyses stop at once: these tests do not look at them. */
const QUIET = 'odds-seconds=0.001';

describe.skipIf(!CHROMIUM)('the learning page under hexcharge web (issue 23)', () => {
  let served: Served | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext;

  beforeAll(async () => {
    served = await buildAndServe();
    browser = await launch(CHROMIUM!);
    context = await browser.newContext();
  }, T);

  afterAll(async () => {
    try {
      await browser?.close();
    } finally {
      await served?.close();
    }
  }, T);

  /** A page of the served site, recording its console errors, page errors and CSP violations. */
  async function open(query: string, viewport = { width: 1280, height: 720 }) {
    const page = await context.newPage();
    await page.setViewportSize(viewport);
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console: ${m.text()}`);
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) =>
        console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    const response = await page.goto(`${served!.url}${query}`);
    expect(response?.headers()['content-security-policy']).toContain("default-src 'none'");
    await page.waitForSelector('#map svg .counter');
    return { page, problems };
  }

  /** Plays the charge with Next (the lesson's dice, then the seeded ones; default choices) to its end. */
  async function playToEnd(page: Page): Promise<void> {
    for (let i = 0; i < 80 && !(await page.$('#ending')); i++) await page.click('#next');
    expect(await page.$('#ending')).not.toBeNull();
  }

  it(
    'Overwhelming odds (19.7.1): the lesson rolls its own dice, named in the prompt, and the defenders surrender',
    async () => {
      const { page, problems } = await open(`?scenario=13-overwhelming&${QUIET}`);
      // The prompt names the scripted die (the script is [11, 11, 55]).
      expect(await page.getAttribute('#next-die', 'data-from')).toBe('script');
      expect(await page.textContent('#next-die')).toBe(
        'This lesson rolls its own dice: 11 is next in its script.',
      );
      expect(await page.textContent('#roll-die')).toBe('Roll the lesson’s die: 11');
      await page.click('#roll-die');
      expect(await page.textContent('#roll-die')).toBe('Roll the lesson’s die: 11');
      await playToEnd(page);
      expect(await page.textContent('#ending')).toBe(
        'The charge is over. melee at 6:1, attackers disordered, defenders surrendered',
      );
      expect(
        await page.$$eval('#removed-list li', (l) => l.map((x) => (x as HTMLElement).dataset.removed)),
      ).toEqual(['au-ir4']);
      expect(await page.textContent('#removed-list')).toContain('surrendered');
      expect(problems).toEqual([]);
      await page.close();
    },
    T,
  );

  it(
    'the reference charge ends in the page as `npm start` prints it',
    async () => {
      const run = await cli(['run', REF]);
      expect(run.code).toBe(0);
      const printed = /^Ending: (.*)$/m.exec(run.out)?.[1];
      expect(printed).toBe('melee at 2:1, attackers routed, defenders routed, not-recalled');
      const { page, problems } = await open(`?scenario=01-reference-charge&${QUIET}`);
      await playToEnd(page);
      expect(await page.textContent('#ending')).toBe(`The charge is over. ${printed}`);
      expect(problems).toEqual([]);
      await page.close();
    },
    T,
  );

  it(
    'opens the diagram drawn at build time with no console error, in English, Spanish and Russian',
    async () => {
      // No diagram library in the build: the diagrams are three small chunks of static SVG.
      const assets = readdirSync(join(PAGE_DIR, 'assets'));
      expect(assets.filter((f) => /mermaid|dagre|cytoscape|katex/i.test(f))).toEqual([]);
      expect(assets.filter((f) => /^procedure-(en|es|ru)-.*\.js$/.test(f)).length).toBe(3);
      for (const f of assets.filter((x) => x.endsWith('.js')))
        expect(readFileSync(join(PAGE_DIR, 'assets', f), 'utf8'), f).not.toContain('mermaid');
      for (const lang of LANGS as readonly Lang[]) {
        const { page, problems } = await open(`?scenario=01-reference-charge&lang=${lang}&${QUIET}`);
        await page.click('#diagram-panel summary');
        await page.waitForSelector(`#diagram[data-state="drawn"] svg[lang="${lang}"]`);
        const steps = procedureSteps();
        // Every state of the machine, titled in the page language, the current one marked.
        const drawn = await page.$$eval('#diagram svg g.step', (g) =>
          g.map((x) => [(x as SVGGElement).dataset.step, x.querySelector('text')?.textContent]),
        );
        expect(drawn).toEqual(steps.map((s) => [s.path, stepTitle(s.path, lang, s.title)]));
        expect(await page.getAttribute('#diagram .current-step', 'data-step')).toBe('standCheck');
        // A box drawn: its rectangle has the size the SVG gives it, not a black box of CSS defaults.
        const fill = await page.$eval(
          '#diagram g.step:not(.current-step) rect',
          (r) => getComputedStyle(r).fill,
        );
        expect(fill).toBe('rgb(255, 255, 255)');
        // The same procedure in words, in the page language.
        expect(await page.textContent('#diagram-words h2')).toBe(LANGUAGES[lang].page.diagramWords);
        expect(
          await page.$$eval('#diagram-words li[data-step]', (l) =>
            l.map((x) => (x as HTMLElement).dataset.step),
          ),
        ).toEqual(steps.map((s) => s.path));
        expect(await page.getAttribute('#diagram-words li[aria-current="step"]', 'data-step')).toBe(
          'standCheck',
        );
        expect(await page.textContent('#diagram-words li[data-step="standCheck"] > strong')).toBe(
          stepTitle('standCheck', lang),
        );
        if (lang === 'en') await page.screenshot({ path: join(ARTIFACTS, 'diagram-en.png'), fullPage: true });
        expect(problems).toEqual([]);
        await page.close();
      }
    },
    T,
  );

  for (const [width, height] of [
    [1280, 720],
    [820, 1180],
    [390, 844],
  ] as const) {
    it(
      `shows the pending roll and choice on the first screen at ${width}x${height}, the last event's entries beside them`,
      async () => {
        const { page, problems } = await open(`?scenario=01-reference-charge&${QUIET}`, { width, height });
        const onFirstScreen = async (selector: string) => {
          const box = await page.$eval(selector, (e) => {
            const r = e.getBoundingClientRect();
            return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
          });
          expect(box.top, selector).toBeGreaterThanOrEqual(0);
          expect(box.bottom, selector).toBeLessThanOrEqual(height);
          expect(box.left, selector).toBeGreaterThanOrEqual(0);
          expect(box.right, selector).toBeLessThanOrEqual(width);
        };
        await onFirstScreen('#purpose');
        await onFirstScreen('#dice-input');
        await onFirstScreen('#roll-die');
        // Back / slider / Next are beside the prompt.
        await onFirstScreen('#next');
        // Play to the first choice: the choice is on the first screen too, and what the roll did is beside it.
        for (let i = 0; i < 20 && !(await page.$('#pending .choice')); i++) await page.click('#next');
        await onFirstScreen('#purpose');
        await onFirstScreen('#pending .choice');
        const last = await page.$$eval('#last-entries li.entry', (l) =>
          l.map((x) => (x as HTMLElement).dataset.n),
        );
        const latest = await page.$$eval('#narration li.latest', (l) =>
          l.map((x) => (x as HTMLElement).dataset.n),
        );
        expect(last.length).toBeGreaterThan(0);
        expect(last).toEqual(latest);
        // The static step list is folded away.
        expect(await page.$eval('#procedure-panel', (d) => (d as HTMLDetailsElement).open)).toBe(false);
        await page.screenshot({ path: join(ARTIFACTS, `first-screen-${width}x${height}.png`) });
        expect(problems).toEqual([]);
        await page.close();
      },
      T,
    );
  }

  it(
    'axe-core reports no violation with the diagram open',
    async () => {
      const { page, problems } = await open(`?scenario=01-reference-charge&${QUIET}`);
      await page.click('#diagram-panel summary');
      await page.waitForSelector('#diagram[data-state="drawn"] svg');
      await page.click('#procedure-panel summary');
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await page.close();
    },
    T,
  );
});
