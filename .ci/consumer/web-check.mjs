// (c) The installed `hexcharge web` serves the built page with node:http (no vite in the install):
// starts it on a free port, fetches the page and one of its scripts, checks the security headers,
// that no directory is listed and no path leaves the page, then stops it with SIGTERM (exit 0).
import { spawn } from 'node:child_process';

const bin = process.argv[2];
const fail = (why) => {
  console.error(`consumer (web): ${why}`);
  process.exitCode = 1;
};
const child = spawn(bin, ['web', '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
let stderr = '';
child.stderr.on('data', (d) => (stderr += d));
const url = await new Promise((resolve, reject) => {
  let out = '';
  child.stdout.on('data', (d) => {
    out += d;
    const m = /http:\/\/127\.0\.0\.1:\d+\//.exec(out);
    if (m) resolve(m[0]);
  });
  child.on('exit', (code) => reject(new Error(`hexcharge web exited ${code}: ${stderr}`)));
  setTimeout(() => reject(new Error('hexcharge web printed no address in 20 s')), 20_000);
});
const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
try {
  const page = await fetch(url);
  const html = await page.text();
  const h = (name) => page.headers.get(name) ?? '';
  if (page.status !== 200) fail(`GET / gave ${page.status}`);
  if (!h('content-type').startsWith('text/html')) fail(`GET / content-type ${h('content-type')}`);
  if (!h('content-security-policy').includes("script-src 'self'"))
    fail(`CSP ${h('content-security-policy')}`);
  if (h('x-content-type-options') !== 'nosniff') fail('no X-Content-Type-Options: nosniff');
  if (h('referrer-policy') !== 'no-referrer') fail(`Referrer-Policy ${h('referrer-policy')}`);
  if (!html.includes('hexcharge')) fail('the page does not say hexcharge');
  const script = /<script[^>]+src="\.?\/?([^"]+\.js)"/.exec(html)?.[1];
  if (!script) fail('no script in the page');
  else {
    const js = await fetch(new URL(script, url));
    if (js.status !== 200 || !js.headers.get('content-type')?.startsWith('text/javascript'))
      fail(`GET ${script}: ${js.status} ${js.headers.get('content-type')}`);
    const dir = script.slice(0, script.lastIndexOf('/') + 1);
    if (dir) {
      const listing = await fetch(new URL(dir, url));
      if (listing.status !== 404) fail(`GET ${dir} (a folder) gave ${listing.status}, not 404`);
    }
  }
  for (const path of ['/%2e%2e/package.json', '/..%2fpackage.json', '/../../package.json', '/%00']) {
    const r = await fetch(`${url.slice(0, -1)}${path}`);
    if (r.status !== 404 && r.status !== 400) fail(`GET ${path} gave ${r.status}`);
  }
  const post = await fetch(url, { method: 'POST', body: 'x' });
  if (post.status !== 405) fail(`POST / gave ${post.status}`);
} finally {
  child.kill('SIGTERM');
}
const end = await exited;
if (end.code !== 0) fail(`hexcharge web ended with ${JSON.stringify(end)} after SIGTERM; stderr: ${stderr}`);
if (!process.exitCode)
  console.log(`consumer (web): the installed hexcharge web served ${url} with its headers`);
