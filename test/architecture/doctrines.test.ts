// Doctrines as values (issue 21, item 4): each edition's flight and pursuit live in their own folder
// (src/doctrines/6e, 8e, la-bataille) and implement the interfaces of src/doctrines/doctrine.ts; the one
// factory, doctrinesFor (src/doctrines/plugin.ts), picks them from the ruleset. This test reads the code
// lines of the shared code (src/ and machines/, comments left out) and fails on a test of which edition
// is played: is8e, reading settings.doctrine, or comparing with a doctrine id or an edition.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => relative(root, join(e.parentPath, e.name)));
}

/** Where a test of the edition belongs: the editions' own folders, the factory, and the settings' validation. */
const EDITION_HOMES = [
  'src/doctrines/6e/',
  'src/doctrines/8e/',
  'src/doctrines/la-bataille/',
  'src/doctrines/plugin.ts',
  'src/data/',
];

const SHARED = [...filesUnder('src'), ...filesUnder('machines')].filter(
  (f) => !EDITION_HOMES.some((home) => f.startsWith(home)),
);

const IDS = 'la-bataille|flight-6e|pursuit-6e|flight-pursuit-8e|6e|8e';
/** The ways shared code could ask which edition is played. */
const EDITION_TESTS: readonly RegExp[] = [
  /\bis8e\b/,
  /\bsettings\.doctrine\b/,
  /\bdoctrine\.(flight|pursuit)\s*[!=]==?/,
  new RegExp(`[!=]==?\\s*['"\`](${IDS})['"\`]`),
  new RegExp(`['"\`](${IDS})['"\`]\\s*[!=]==?`),
  /\b(eight|six|edition)\s*(\?|&&|\|\||[!=]==?)/,
];

/** The code of a line, without its comment (a line of a block comment or a doc comment has none). */
function code(line: string): string {
  if (/^\s*(\*|\/\*|\/\/)/.test(line)) return '';
  return line.replace(/\s\/\/ .*$/, '');
}

/** The lines of `text` that test the edition, as "file:line: code". */
function editionTests(file: string, text: string): string[] {
  return text
    .split('\n')
    .map((l, i) => [i + 1, code(l)] as const)
    .filter(([, c]) => EDITION_TESTS.some((re) => re.test(c)))
    .map(([n, c]) => `${file}:${n}: ${c.trim()}`);
}

describe('doctrines as values', () => {
  it('reads the shared code it checks, and finds the edition tests it must', () => {
    expect(SHARED).toContain('src/doctrines/flight.ts');
    expect(SHARED).toContain('src/doctrines/pursuit.ts');
    expect(SHARED).toContain('machines/charge.ts');
    expect(SHARED).not.toContain('src/doctrines/6e/flight.ts');
    const bad = [
      'const eight = is8e(s.ruleset);',
      "if (s.ruleset.settings.doctrine.flight === 'la-bataille') return false;",
      "const six = doctrine.pursuit === 'pursuit-6e';",
      "const score = (u: Unit) => (edition === '6e' ? unitStrength(u) : fullRanks(u, s));",
      'rule: eight ? RULE.rolls8e : RULE.when6e,',
      "if ('flight-pursuit-8e' !== flight) return;",
    ];
    expect(bad.flatMap((l) => editionTests('x.ts', l))).toHaveLength(bad.length);
    expect(editionTests('x.ts', "  // the 8e flight: eight ? is8e === '8e'")).toEqual([]);
  });

  it('no shared code tests which edition is played: it asks the doctrine values it is given', () => {
    const found = SHARED.flatMap((f) => editionTests(f, readFileSync(join(root, f), 'utf8')));
    expect(found).toEqual([]);
  });

  it('each edition implements the two interfaces in its own folder, and the factory names every id', () => {
    for (const edition of ['6e', '8e', 'la-bataille']) {
      const files = filesUnder(`src/doctrines/${edition}`).map((f) => readFileSync(join(root, f), 'utf8'));
      expect(files.some((t) => /: FlightDoctrine = /.test(t))).toBe(true);
      expect(files.some((t) => /: PursuitDoctrine = /.test(t))).toBe(true);
    }
    const factory = readFileSync(join(root, 'src/doctrines/plugin.ts'), 'utf8');
    expect(factory).toMatch(/Record<FlightDoctrineId, FlightDoctrine>/);
    expect(factory).toMatch(/Record<PursuitDoctrineId, PursuitDoctrine>/);
  });
});
