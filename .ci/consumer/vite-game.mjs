// (d) The Vite game of examples/vite-game, built from the installed package, as a player gets it: a
// tiny static server (node:http, port 0) serves its dist/ with a strict Content-Security-Policy
// (default-src 'self': no inline script or style, no eval), Chromium opens it, and the script plays
// the reference charge to its end by clicking: the roll button at each roll, the default option at
// each choice. The ending shown must be the reference charge's (played here by the library on the
// same scripted dice) and the page must log no console error (a CSP violation is one). The server
// and the browser are stopped however the check ends. Usage: node vite-game.mjs <dist> <playwright-core>
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createCharge, loadScenarioFromJson } from 'hexcharge';
import { endingText } from 'hexcharge/narration';

const [dist, playwrightCore] = process.argv.slice(2);
const fail = (why) => {
  console.error(`consumer (vite game): ${why}`);
  process.exitCode = 1;
};

// the reference charge's ending, from the library: the scenario's own scripted dice, every default
const text = await readFile(
  new URL(import.meta.resolve('hexcharge/data/scenarios/01-reference-charge.json')),
  'utf8',
);
const loaded = loadScenarioFromJson(text);
if (!loaded.ok) throw new Error(loaded.error.message);
const reference = createCharge(loaded.value);
if (!reference.ok) throw new Error(reference.error.message);
if (!reference.value.runToEnd().ok) throw new Error('the reference charge did not run to its end');
const expected = endingText(reference.value.state.ending);

const CSP =
  "default-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; object-src 'none'";
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};
const root = normalize(dist);
const server = createServer(async (req, res) => {
  const headers = { 'Content-Security-Policy': CSP, 'X-Content-Type-Options': 'nosniff' };
  let path;
  try {
    path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  } catch {
    res.writeHead(400, headers).end();
    return;
  }
  const file = normalize(join(root, path === '/' ? 'index.html' : path));
  if (req.method !== 'GET' || path.includes('\0') || !file.startsWith(root + sep)) {
    res.writeHead(req.method !== 'GET' ? 405 : 404, headers).end();
    return;
  }
  try {
    const body = await readFile(file);
    res.writeHead(200, { ...headers, 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(body);
  } catch {
    res.writeHead(404, headers).end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}/`;

let browser;
try {
  const { chromium } = await import(pathToFileURL(playwrightCore).href);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-background-networking'],
  });
  const page = await browser.newPage();
  const errors = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  const response = await page.goto(url);
  if (!response?.headers()['content-security-policy']?.startsWith("default-src 'self'"))
    fail(`the page was served without the CSP: ${JSON.stringify(response?.headers())}`);
  let clicks = 0;
  let rolls = 0;
  let choices = 0;
  for (; clicks < 100; clicks++) {
    if ((await page.locator('#ending.over').count()) > 0) break;
    const roll = page.locator('#actions button[data-action="roll"]');
    if ((await roll.count()) > 0) {
      await roll.click();
      rolls++;
    } else {
      await page.locator('#actions button[data-default]').click();
      choices++;
    }
  }
  const shown = (await page.locator('#ending.over').textContent({ timeout: 5_000 }))?.trim();
  const entries = await page.locator('#narration li').count();
  if (shown !== expected)
    fail(`the page shows the ending "${shown}", the reference charge ends "${expected}"`);
  if (entries < 10) fail(`the page narrated only ${entries} entries`);
  if (errors.length > 0) fail(`${errors.length} console errors: ${errors.slice(0, 3).join(' | ')}`);
  if (!process.exitCode)
    console.log(
      `consumer (vite game): Chromium played the reference charge by clicking (${rolls} rolls, ${choices} choices, ${entries} narrated entries) under default-src 'self' to "${shown}", 0 console errors`,
    );
} finally {
  await browser?.close();
  await new Promise((resolve) => server.close(resolve));
}
