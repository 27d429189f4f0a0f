// (e) What a browser bundle of the installed package costs: rolldown (the bundler Vite 8 builds with,
// installed with vite) bundles, minified, for the browser, ESM, as a library: a module that imports
// one helper (hexLabel) from "hexcharge", which must stay within 5 kB ("sideEffects": false and no
// import of package.json: the rest of the engine is shaken out), and, for the record, one that takes
// the whole engine (export * from "hexcharge"). Prints both sizes, and gzipped.
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { rolldown } from 'rolldown';

const BUDGET = 5 * 1024; // issue 22: a one-helper bundle is <= 5 kB
const fail = (why) => {
  console.error(`consumer (bundle size): ${why}`);
  process.exitCode = 1;
};

/** The minified browser ESM bundle of a module's source, as rolldown writes it. */
async function bundle(name, source) {
  const input = `./${name}.js`;
  writeFileSync(input, source);
  const build = await rolldown({ input, platform: 'browser', logLevel: 'silent' });
  try {
    const { output } = await build.generate({ format: 'es', minify: true });
    const chunks = output.filter((o) => o.type === 'chunk');
    const code = chunks.map((c) => c.code).join('');
    // an import left in the bundle is a package rolldown did not find: the size would be of nothing
    const left = chunks.flatMap((c) => [...c.imports, ...c.dynamicImports]);
    if (left.length > 0) fail(`${name}: the bundle still imports ${left.join(', ')}`);
    return { chunks: chunks.length, bytes: Buffer.byteLength(code), gzip: gzipSync(code).length };
  } finally {
    await build.close();
  }
}

const one = await bundle('one-helper', "export { hexLabel } from 'hexcharge';\n");
const all = await bundle('whole-engine', "export * from 'hexcharge';\n");
const kB = (n) => `${(n / 1024).toFixed(1)} kB`;
console.log(
  `consumer (bundle size): import { hexLabel } from 'hexcharge': ${one.bytes} bytes minified (${one.gzip} gzipped), budget ${BUDGET}`,
);
console.log(
  `consumer (bundle size): export * from 'hexcharge' (the whole engine): ${kB(all.bytes)} minified (${kB(all.gzip)} gzipped), for the record`,
);
if (one.bytes > BUDGET) fail(`the one-helper bundle is ${one.bytes} bytes, over ${BUDGET}`);
if (one.chunks !== 1 || all.chunks !== 1)
  fail(`bundles of ${one.chunks} and ${all.chunks} chunks, not one each`);
if (all.bytes <= one.bytes) fail('the whole engine bundles no larger than one helper: nothing was measured');
