/**
 * The learning page served by the page server of `hexcharge web` (cli/serve.ts), with its content
 * security policy, works in Chromium: it draws the map, computes the odds in its worker, and
 * plays a step, with no CSP violation and no page error. Skipped (with a line saying so) without
 * Debian's Chromium, like test/e2e.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageServer } from '../../cli/serve.ts';
import { findChromium, launch } from '../e2e/harness.ts';
import { ROOT } from './helpers.ts';

const CHROMIUM = findChromium();
if (!CHROMIUM)
  console.warn('SKIPPED test/cli/web-page.test.ts: Debian Chromium not found (.ci/install-browser.sh)');
const T = 180_000;

describe.skipIf(!CHROMIUM)('the page under its content security policy, in Chromium', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'hexcharge-csp-'));
  let server: Server;
  let browser: Browser;
  let url = '';

  beforeAll(async () => {
    await build({
      configFile: join(ROOT, 'web/vite.config.ts'),
      logLevel: 'error',
      build: { outDir, emptyOutDir: true },
    });
    server = createPageServer(outDir);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    browser = await launch(CHROMIUM!);
  }, T);

  afterAll(async () => {
    await browser?.close();
    await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
    rmSync(outDir, { recursive: true, force: true });
  }, T);

  it(
    'draws the map, computes the odds in its worker and plays a roll, with no violation',
    async () => {
      const page = await browser.newPage();
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
      expect(problems).toEqual([]);
      await page.close();
    },
    T,
  );
});
