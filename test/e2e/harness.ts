import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { build, type PreviewServer, preview } from 'vite';

/** The project root. */
export const ROOT = resolve(import.meta.dirname, '../..');
/** Where the browser tests leave screenshots (gitignored). */
export const ARTIFACTS = join(ROOT, 'test/artifacts');
const CONFIG = join(ROOT, 'web/vite.config.ts');

/**
 * Debian's Chromium: $CHROMIUM, else `which chromium` (or chromium-browser), else /usr/bin/chromium.
 * Undefined only when none exists (.ci/install-browser.sh installs it).
 */
export function findChromium(): string | undefined {
  const env = process.env.CHROMIUM;
  if (env && existsSync(env)) return env;
  for (const name of ['chromium', 'chromium-browser']) {
    try {
      const p = execFileSync('which', [name], { encoding: 'utf8' }).trim();
      if (p && existsSync(p)) return p;
    } catch {
      // not on the PATH
    }
  }
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

/** The page built into a fresh temporary folder and served by `vite preview` on a free localhost port. */
export interface Served {
  readonly url: string;
  close(): Promise<void>;
}

/** Builds the page (into a temporary outDir, leaving web/dist alone) and serves it on 127.0.0.1. */
export async function buildAndServe(): Promise<Served> {
  const outDir = mkdtempSync(join(tmpdir(), 'hexcharge-web-'));
  await build({ configFile: CONFIG, logLevel: 'error', build: { outDir, emptyOutDir: true } });
  const server: PreviewServer = await preview({
    configFile: CONFIG,
    logLevel: 'error',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  });
  const address = server.httpServer.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    async close() {
      await server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

/** Launches Chromium headless with the flags of a sandbox-less CI container. */
export function launch(executablePath: string): Promise<Browser> {
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}
