/**
 * `npm run screenshots`: the README's pictures of the learning page, taken from the real page (web/dist,
 * built when stale) as `hexcharge web` serves it, in Debian's Chromium (playwright-core, never a
 * downloaded browser), into docs/img/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import {
  buildAndServe,
  findChromium,
  launch,
  ROOT,
  seededDiceToPathChoice,
  typeDice,
} from '../test/e2e/harness.ts';

const OUT = join(ROOT, 'docs/img');

async function main(): Promise<void> {
  const chromium = findChromium();
  if (!chromium) {
    console.error('error web/no-browser: no Chromium found (install the Debian package chromium)');
    process.exitCode = 1;
    return;
  }
  mkdirSync(OUT, { recursive: true });
  const served = await buildAndServe();
  const browser = await launch(chromium);
  const shots: string[] = [];
  const shot = async (page: Page, name: string, fullPage = false) => {
    const file = join(OUT, name);
    await page.screenshot({ path: file, fullPage });
    shots.push(file);
  };
  try {
    const desk = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    // A charge in progress: the reference charge at the retreat-path choice (seed 1's dice typed in: the
    // lesson itself plays its own script), fitted to the action.
    await desk.goto(`${served.url}?scenario=01-reference-charge`);
    await desk.waitForSelector('#map .counter');
    await typeDice(desk, seededDiceToPathChoice('data/scenarios/01-reference-charge.json', 1) ?? []);
    await desk.check('#toggle-hexsides');
    await desk.waitForSelector('#odds[data-state="ready"]', { timeout: 120_000 }).catch(() => undefined);
    await shot(desk, 'learning-page.png');
    // The drawn procedure diagram with the current step.
    await desk.click('#diagram-panel summary');
    await desk.waitForSelector('#diagram[data-state="drawn"] svg', { timeout: 60_000 });
    await desk.$eval('#diagram-panel', (e) => e.scrollIntoView());
    await shot(desk, 'diagram.png');
    // The editor on the reference charge.
    await desk.goto(`${served.url}?scenario=01-reference-charge`);
    await desk.waitForSelector('#map .counter');
    await desk.click('#mode-edit');
    await desk.click('#map polygon.hex[data-hex="0607"]', { force: true });
    await shot(desk, 'editor.png');
    // Russian, at the end of the charge.
    await desk.goto(`${served.url}?scenario=10-against-routed&lang=ru`);
    await desk.waitForSelector('#map .counter');
    for (let i = 0; i < 60 && !(await desk.$('#ending')); i++) await desk.click('#next');
    await shot(desk, 'russian.png');
    // A phone: the pending roll first.
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
    await phone.goto(`${served.url}?scenario=01-reference-charge`);
    await phone.waitForSelector('#map .counter');
    await phone.$eval('#pending', (e) => e.scrollIntoView());
    await shot(phone, 'phone.png');
  } finally {
    await browser.close();
    await served.close();
  }
  for (const f of shots) console.log(f.slice(ROOT.length + 1));
}

await main();
