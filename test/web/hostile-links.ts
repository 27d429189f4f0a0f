/**
 * Hostile links and scenarios for the page's tests (test/web/links.test.ts in Node,
 * test/e2e/hostile-page.test.ts in Chromium): the malformed links of issue 20 and the HTML payloads.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateRawSync } from 'node:zlib';

const ROOT = new URL('../../', import.meta.url).pathname;

/** The reference scenario's JSON (a fresh copy each call). */
export function referenceJson(): Record<string, unknown> & {
  units: Record<string, unknown>[];
  leaders: Record<string, unknown>[];
  sides: Record<string, unknown>[];
  board: Record<string, unknown> & { terrain: Record<string, unknown> };
  charge: Record<string, unknown>;
} {
  return JSON.parse(readFileSync(join(ROOT, 'data/scenarios/01-reference-charge.json'), 'utf8'));
}

/** The link text of a JSON value as the page writes it (deflate-raw, base64url). */
export function linkTextOf(json: unknown): string {
  return base64url(deflateRawSync(Buffer.from(JSON.stringify(json))));
}

/** Bytes in base64url, as the page writes them. */
export function base64url(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64url');
}

/** A malformed link: what its `s=` holds, and what the page's message must name. */
export interface MalformedLink {
  readonly name: string;
  readonly text: string;
  /** The code of the first problem the page shows. */
  readonly code: string;
  /** Matched by the first problem line the page shows. */
  readonly says: RegExp;
}

const withLeaderIdNumber = () => {
  const j = referenceJson();
  j.leaders[0]!.id = 5;
  return j;
};
const withTerrainNumber = () => {
  const j = referenceJson();
  j.board.terrain['1004'] = 5;
  return j;
};

/** The malformed links of issue 20, each refused with a message naming what is wrong. */
export const MALFORMED_LINKS: readonly MalformedLink[] = [
  {
    name: '{"board":5}',
    text: linkTextOf({ board: 5 }),
    code: 'data/not-an-object',
    says: /at board: expected a board object .*got 5/,
  },
  {
    name: '{"units":5}',
    text: linkTextOf({ units: 5 }),
    code: 'data/wrong-type',
    says: /at units: expected a list, got 5/,
  },
  {
    name: '{"sides":"ab"}',
    text: linkTextOf({ sides: 'ab' }),
    code: 'data/wrong-type',
    says: /at sides: expected a list, got "ab"/,
  },
  {
    name: '{"units":[null]}',
    text: linkTextOf({ units: [null] }),
    code: 'data/not-an-object',
    says: /at units\[0\]: expected a unit object, got null/,
  },
  {
    name: 'a leader id that is a number',
    text: linkTextOf(withLeaderIdNumber()),
    code: 'data/wrong-type',
    says: /at leaders\[0\]\.id: expected a text, got 5/,
  },
  {
    name: 'a terrain value that is a number',
    text: linkTextOf(withTerrainNumber()),
    code: 'data/wrong-type',
    says: /at board\.terrain\.1004: expected a text, got 5/,
  },
  {
    name: 'garbage base64',
    text: '%%%not*base64%%%',
    code: 'link/unreadable',
    says: /not base64url text/,
  },
  {
    name: 'a payload that is not deflate data',
    text: base64url(Buffer.from(JSON.stringify(referenceJson()))),
    code: 'link/unreadable',
    says: /not compressed as the page writes links/,
  },
  {
    name: 'deflate data that is not JSON',
    text: base64url(deflateRawSync(Buffer.from('{"kind": "scenario",'))),
    code: 'data/malformed-json',
    says: /the link at line 1, column \d+: malformed JSON/,
  },
];

/**
 * The HTML payloads: an image whose error handler runs script, a meta refresh to another site, a
 * script, an attribute break-out into an SVG with an onload handler, and a full-page overlay. Each
 * sets window.__pwned, navigates, or draws an element the page's own markup never has.
 */
export const PAYLOADS: readonly { readonly name: string; readonly text: string }[] = [
  { name: 'img onerror', text: '<img src=x onerror=window.__pwned=1>' },
  { name: 'meta refresh', text: '<meta http-equiv="refresh" content="0;url=http://example.invalid/">' },
  { name: 'script', text: '<script>window.__pwned=1</script>' },
  { name: 'attribute break-out', text: '"><svg onload=window.__pwned=1>' },
  {
    name: 'overlay',
    text: '<div id="pwned-overlay" style="position:fixed;inset:0;background:#fff">Session expired: log in again</div>',
  },
];

/** Every string and enum field of a scenario file: where a payload goes, as a path and a setter. */
export const FIELDS: readonly {
  readonly path: string;
  set(j: ReturnType<typeof referenceJson>, v: string): void;
}[] = [
  { path: 'kind', set: (j, v) => (j.kind = v) },
  { path: 'id', set: (j, v) => (j.id = v) },
  { path: 'title', set: (j, v) => (j.title = v) },
  { path: 'description', set: (j, v) => (j.description = v) },
  { path: 'ruleset', set: (j, v) => (j.ruleset = v) },
  { path: 'board.defaultTerrain', set: (j, v) => (j.board.defaultTerrain = v) },
  { path: 'board.terrain (a value)', set: (j, v) => (j.board.terrain['1004'] = v) },
  { path: 'board.terrain (a key)', set: (j, v) => (j.board.terrain[v] = 'woods') },
  { path: 'board.width', set: (j, v) => (j.board.width = v) },
  { path: 'board.height', set: (j, v) => (j.board.height = v) },
  {
    path: 'sides[].id',
    set: (j, v) => {
      const old = j.sides[1]!.id;
      j.sides[1]!.id = v;
      for (const p of [...j.units, ...j.leaders]) if (p.side === old) p.side = v;
    },
  },
  { path: 'sides[].name', set: (j, v) => (j.sides[0]!.name = v) },
  { path: 'sides[].homeEdge', set: (j, v) => (j.sides[0]!.homeEdge = v) },
  {
    path: 'units[].id',
    set: (j, v) => {
      const old = j.units[0]!.id;
      j.units[0]!.id = v;
      j.charge.attackers = (j.charge.attackers as unknown[]).map((a) => (a === old ? v : a));
    },
  },
  { path: 'units[].name', set: (j, v) => (j.units[0]!.name = v) },
  { path: 'units[].side', set: (j, v) => (j.units[0]!.side = v) },
  { path: 'units[].arm', set: (j, v) => (j.units[0]!.arm = v) },
  { path: 'units[].weight', set: (j, v) => (j.units[0]!.weight = v) },
  { path: 'units[].formation', set: (j, v) => (j.units[0]!.formation = v) },
  { path: 'units[].moraleState', set: (j, v) => (j.units[0]!.moraleState = v) },
  { path: 'units[].readiness', set: (j, v) => (j.units[0]!.readiness = v) },
  { path: 'units[].facing', set: (j, v) => (j.units[0]!.facing = v) },
  { path: 'units[].at', set: (j, v) => (j.units[0]!.at = v) },
  { path: 'leaders[].id', set: (j, v) => (j.leaders[0]!.id = v) },
  { path: 'leaders[].name', set: (j, v) => (j.leaders[0]!.name = v) },
  { path: 'leaders[].side', set: (j, v) => (j.leaders[0]!.side = v) },
  { path: 'leaders[].at', set: (j, v) => (j.leaders[0]!.at = v) },
  { path: 'charge.attackers[]', set: (j, v) => ((j.charge.attackers as unknown[])[0] = v) },
  { path: 'charge.targets[]', set: (j, v) => ((j.charge.targets as unknown[])[0] = v) },
];

/** The reference scenario with `payload` in the field. */
export function withPayload(
  field: (typeof FIELDS)[number],
  payload: string,
): ReturnType<typeof referenceJson> {
  const j = referenceJson();
  field.set(j, payload);
  return j;
}

/**
 * A valid scenario of `n` units more than the reference charge: the board grown to 40 x 40 and a
 * British infantry battalion, each with its own name, in every hex of the rows 20 and down. Its link
 * is far past the 8,000 characters the page offers as a link (605 units: about 14,000).
 */
export function bigScenario(n = 600): ReturnType<typeof referenceJson> {
  const j = referenceJson();
  j.board.width = 40;
  j.board.height = 40;
  const model = j.units.find((u) => u.side === 'british' && u.arm === 'infantry')!;
  for (let i = 0; i < n; i++) {
    const col = i % 40;
    const row = 20 + Math.floor(i / 40);
    const hex = `${String(col).padStart(2, '0')}${String(row).padStart(2, '0')}`;
    j.units.push({
      ...model,
      id: `gb-${i}-${((i * 7919) % 100003).toString(36)}`,
      name: `${i + 1}th Foot (${((i * 104729) % 1000003).toString(36)})`,
      at: hex,
      facing: 'N',
    });
  }
  return j;
}
