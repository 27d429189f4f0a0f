/**
 * The learning page served by the page server of `hexcharge web` (cli/serve.ts), with its content
 * security policy, works in Chromium: it draws the map, computes the odds in its worker, and
 * plays a step, with no CSP violation and no page error; its files arrive precompressed (the build
 * writes .br and .gz beside them). The page is web/dist, built when stale by the build the browser
 * tests share (test/e2e/harness.ts ensurePageBuilt: at most one build of the page in a test run),
 * served in process by the page server. Skipped (with a line saying so) without Debian's Chromium,
 * like test/e2e.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageServer } from '../../cli/serve.ts';
import { COMPRESSIBLE } from '../../scripts/precompress.ts';
import { ensurePageBuilt, findChromium, launch, PAGE_DIR } from '../e2e/harness.ts';

const CHROMIUM = findChromium();
if (!CHROMIUM)
  console.warn('SKIPPED test/cli/web-page.test.ts: Debian Chromium not found (.ci/install-browser.sh)');
const T = 180_000;

describe.skipIf(!CHROMIUM)('the page under its content security policy, in Chromium', () => {
  const outDir = PAGE_DIR;
  let server: Server | undefined;
  let browser: Browser | undefined;
  let url = '';

  beforeAll(async () => {
    await ensurePageBuilt();
    const s = createPageServer(outDir);
    server = s;
    await new Promise<void>((done) => s.listen(0, '127.0.0.1', done));
    url = `http://127.0.0.1:${(s.address() as AddressInfo).port}/`;
    browser = await launch(CHROMIUM!);
  }, T);

  afterAll(async () => {
    try {
      await browser?.close();
    } finally {
      server?.closeAllConnections();
      await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
    }
  }, T);

  it(
    'draws the map, computes the odds in its worker, plays a roll and opens the diagram, with no violation',
    async () => {
      const page = await browser!.newPage();
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
      const response = await page.goto(`${url}?scenario=01-reference-charge`);
      expect(response?.headers()['content-security-policy']).toContain("default-src 'none'");
      await page.waitForSelector('#map svg .counter');
      await page.waitForSelector('#odds .bar-row', { timeout: 120_000 });
      await page.fill('#dice-input', '53');
      await page.click('#roll-typed');
      await page.waitForFunction(() => document.querySelectorAll('#narration li.entry').length >= 2);
      // The procedure diagram, drawn at build time, is allowed by the policy: no style blocked.
      await page.click('#diagram-panel summary');
      await page.waitForSelector('#diagram[data-state="drawn"] svg g.step');
      expect(await page.getAttribute('#diagram .current-step', 'data-step')).toBe('columnShiftDie');
      expect(problems).toEqual([]);
      await page.close();
    },
    T,
  );

  it(
    'the build writes .br and .gz beside its compressible files, and Chromium gets the page in br',
    async () => {
      const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((f) =>
        COMPRESSIBLE.has(extname(f)),
      );
      // The page, its style and script, the two odds workers and the diagram of each language.
      expect(files.map((f) => f.replace(/-[\w-]{8}\./, '.')).sort()).toEqual([
        'assets/choice-odds-worker.js',
        'assets/index.css',
        'assets/index.js',
        'assets/odds-worker.js',
        'assets/procedure-en.js',
        'assets/procedure-es.js',
        'assets/procedure-ru.js',
        'index.html',
      ]);
      let variants = 0;
      for (const f of files) {
        const plain = readFileSync(join(outDir, f));
        // Only files of a few hundred bytes gain nothing from compression: none is written beside them.
        if (plain.length > 1000)
          for (const suffix of ['.br', '.gz'])
            expect(existsSync(join(outDir, f + suffix)), f + suffix).toBe(true);
        const br = join(outDir, `${f}.br`);
        const gz = join(outDir, `${f}.gz`);
        // Buffer#equals: the same bytes, compared at once (toEqual on a Buffer walks it element by
        // element: about two minutes of CPU for the page's 4 MB).
        if (existsSync(br)) expect(brotliDecompressSync(readFileSync(br)).equals(plain), br).toBe(true);
        if (existsSync(gz)) expect(gunzipSync(readFileSync(gz)).equals(plain), gz).toBe(true);
        variants += Number(existsSync(br)) + Number(existsSync(gz));
      }
      expect(variants).toBeGreaterThan(files.length);
      const page = await browser!.newPage();
      const got: string[] = [];
      page.on('response', (r) =>
        got.push(
          `${new URL(r.url()).pathname.replace(/-[\w-]{8}\./, '.')} ${r.headers()['content-encoding'] ?? 'plain'}`,
        ),
      );
      await page.goto(`${url}?scenario=01-reference-charge`);
      await page.waitForSelector('#map svg .counter');
      // The odds worker may or may not have been fetched yet when the map is drawn: whatever came, came in br.
      expect(got.filter((g) => !g.endsWith(' br'))).toEqual([]);
      expect(got).toEqual(expect.arrayContaining(['/ br', '/assets/index.css br', '/assets/index.js br']));
      await page.close();
    },
    T,
  );
});
