import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARTIFACTS,
  buildAndServe,
  chromiumForTests,
  launch,
  type Served,
  seriousViolations,
} from './harness.ts';

const CHROMIUM = chromiumForTests();
/** Generous: the page is built once per run, and the machine is shared. */
const T = 300_000;

describe.skipIf(!CHROMIUM)('the odds of every choice on the learning page, in Chromium', () => {
  let served: Served | undefined;
  let browser: Browser | undefined;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    served = await buildAndServe();
    browser = await launch(CHROMIUM!);
    page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
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

  const roll = async (v: number) => {
    await page.fill('#dice-input', String(v));
    await page.click('#roll-typed');
  };

  it(
    'shows no option odds while a roll is pending, and each option side by side at the leader choice',
    async () => {
      expect(await page.$('#choice-odds')).toBeNull();
      for (const v of [53, 2, 11]) await roll(v);
      await page.waitForSelector('#pending .choice[data-option="1"]');
      const table = await page.waitForSelector('#choice-odds[data-state="ready"] table', {
        timeout: 240_000,
      });
      expect(await table.$eval('caption', (c) => c.textContent)).toBe(
        'The odds of each option: how the charge ends if you choose it',
      );
      const rows = await page.$$eval('#choice-odds tbody tr', (trs) =>
        trs.map((tr) => [...tr.children].map((c) => c.textContent!.trim())),
      );
      const heads = await page.$$eval('#choice-odds thead tr:nth-child(2) th', (ths) =>
        ths.map((t) => t.textContent),
      );
      expect(heads).toEqual([
        'held',
        'disordered',
        'routed',
        'held',
        'disordered',
        'routed',
        'attackers',
        'defenders',
      ]);
      // Exact: commit (+2) routs the defenders 1/9 of the time, holding the leader back 1/18.
      expect(rows).toEqual([
        ['1. commit (+2) (default)', '42.4%', '46.5%', '11.1%', '27.8%', '63.0%', '9.3%', '0.17', '0.48'],
        ['2. hold the leader back', '47.9%', '46.5%', '5.6%', '27.8%', '59.3%', '13.0%', '0.17', '0.37'],
      ]);
      expect(await page.$eval('#choice-odds', (e) => (e as HTMLElement).hidden)).toBe(false);
      expect(await page.$('#choice-odds-alike')).toBeNull();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: join(ARTIFACTS, 'choice-odds-en.png'), fullPage: true });
    },
    T,
  );

  it(
    'leaves the panel once the choice is made; going back shows the same odds again without a new wait',
    async () => {
      await page.click('#pending .choice[data-option="1"]');
      await page.waitForSelector('#dice-input');
      expect(await page.$('#choice-odds')).toBeNull();
      await page.click('#back');
      // Kept per charge position: the panel comes back ready, never computing (a state, not a time).
      const panel = await page.waitForSelector('#choice-odds[data-state]');
      expect(await panel.getAttribute('data-state')).toBe('ready');
      expect(await page.$$eval('#choice-odds tbody tr', (t) => t.length)).toBe(2);
      expect(errors).toEqual([]);
    },
    T,
  );

  it(
    'speaks the page language: the options, the headers and the caption in Spanish',
    async () => {
      await page.selectOption('#lang', 'es');
      await page.waitForSelector('#choice-odds[data-state="ready"] caption', { timeout: 240_000 });
      expect(await page.textContent('#choice-odds caption')).toBe(
        'Probabilidades de cada opción: cómo acaba la carga si la eliges',
      );
      const first = await page.$$eval('#choice-odds tbody tr:first-child > *', (c) =>
        c.map((x) => x.textContent!.trim()),
      );
      expect(first[0]).toMatch(/^1\. comprometer \(\+2\)/);
      expect(first.slice(1, 4)).toEqual(['42.4%', '46.5%', '11.1%']);
      expect(await page.$$eval('#choice-odds thead th', (t) => t.map((x) => x.textContent))).toContain(
        'en fuga (PGD)',
      );
      await page.selectOption('#lang', 'en');
      expect(errors).toEqual([]);
    },
    T,
  );
});
