/**
 * What the page does with a hostile link or file, in Node (the pure parts; test/e2e/hostile-page
 * drives the page itself): each malformed link of issue 20 is refused with a typed error that names
 * what is wrong, never a throw; the message is bounded; a payload in any field of a scenario stays text
 * in the map's drawing; links live in the fragment; the exact analyses have a 30 s budget.
 */
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { loadRuleset, loadScenarioJson } from '../../web/data.ts';
import { draftBoard, draftOf } from '../../web/editor.ts';
import { LABELS } from '../../web/i18n.ts';
import { renderScene } from '../../web/map.ts';
import { DEFAULT_ODDS_SECONDS, oddsSecondsOf } from '../../web/odds.ts';
import { MAX_PROBLEM_TEXT, MAX_PROBLEMS, problemLines } from '../../web/refusal.ts';
import {
  addressOf,
  decodeScenario,
  encodeScenario,
  linkText,
  MAX_LINK,
  MAX_LINK_TEXT,
} from '../../web/share.ts';
import { elementsOf, textsOf } from './drawing.ts';
import {
  base64url,
  bigScenario,
  FIELDS,
  MALFORMED_LINKS,
  PAYLOADS,
  referenceJson,
  withPayload,
} from './hostile-links.ts';

const rs = (() => {
  const r = loadRuleset('data/rulesets/la-bataille.json');
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
})();

/** What the page does with a link text before drawing: decode, then validate (web/main.ts openLink). */
async function openLink(text: string) {
  const json = await decodeScenario(text);
  if (!json.ok) return json;
  return loadScenarioJson(json.value, 'link.json');
}

describe('a malformed link is refused, naming what is wrong, and never throws', () => {
  it.each(MALFORMED_LINKS)('$name', async (c) => {
    const r = await openLink(c.text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const { lines } = problemLines(r.error);
    expect(lines[0]).toMatch(new RegExp(`^error ${c.code.replace('/', '\\/')}: `));
    expect(lines[0]).toMatch(c.says);
  });

  it('an empty s= is refused as unreadable', async () => {
    const r = await decodeScenario('');
    expect(!r.ok && r.error.code).toBe('link/unreadable');
  });

  it('a deflate bomb is refused after 8 MiB inflated, not inflated whole', async () => {
    const bomb = base64url(deflateRawSync(Buffer.alloc(64 * 1024 * 1024, 32)));
    expect(bomb.length).toBeLessThan(100_000);
    const r = await decodeScenario(bomb);
    expect(!r.ok && r.error.code).toBe('data/too-large');
    expect(!r.ok && r.error.message).toBe(
      "the link: its scenario inflates to more than 8388608 bytes (the engine's limit for a data file)",
    );
  });

  it('a link text past the limit is refused before it is read', async () => {
    const r = await decodeScenario('A'.repeat(MAX_LINK_TEXT + 1));
    expect(!r.ok && r.error.code).toBe('data/too-large');
  });

  it('bytes that are not UTF-8 are refused as unreadable', async () => {
    const r = await decodeScenario(base64url(deflateRawSync(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]))));
    expect(!r.ok && r.error.message).toBe('the link: its scenario (s=) is not UTF-8 text');
  });

  it('lists at most 5 problems, what is there but wrong first, and counts the rest', async () => {
    const r = await openLink(MALFORMED_LINKS[0]!.text);
    if (r.ok) throw new Error('accepted');
    const { lines, more } = problemLines(r.error);
    expect(lines).toHaveLength(MAX_PROBLEMS);
    expect(lines[0]).toBe(
      'error data/not-an-object: link.json at board: expected a board object { "width", "height", ... }, got 5',
    );
    expect(lines[1]).toBe('error data/missing-field: link.json at kind: missing field "kind"');
    expect(more).toBe(3);
  });

  it('cuts a long problem line and shows control characters escaped', () => {
    const { lines } = problemLines({ code: 'data/bad-value', message: `a\nb\u001b[8m${'x'.repeat(1000)}` });
    expect(lines[0]!.length).toBe(MAX_PROBLEM_TEXT);
    expect(lines[0]!.startsWith('error data/bad-value: a\\nb\\u001b[8mxxx')).toBe(true);
    expect(lines[0]!.endsWith('…')).toBe(true);
  });
});

describe('the editor takes a draft only when it has a scenario shape', () => {
  it.each([
    [{ board: 5 }, 'data/not-an-object', 'board'],
    [{ units: 5 }, 'data/wrong-type', 'units'],
    [{ sides: 'ab' }, 'data/wrong-type', 'sides'],
    [{ units: [null] }, 'data/not-an-object', 'units[0]'],
    [{ board: { width: '<img>' } }, 'data/wrong-type', 'board.width'],
    [{ board: { terrain: { '0101': 5 } } }, 'data/wrong-type', 'board.terrain.0101'],
    [{ leaders: [{ id: 5 }] }, 'data/wrong-type', 'leaders[0].id'],
    [{ charge: { targets: [null] } }, 'data/wrong-type', 'charge.targets'],
    [[], 'data/not-an-object', undefined],
  ])('%j is refused with %s at %s', (json, code, path) => {
    const r = draftOf(json, 'the link');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe(code);
    expect(r.error.path).toBe(path);
  });

  it('takes the reference scenario and a wrong one of the right shape', () => {
    expect(draftOf(referenceJson()).ok).toBe(true);
    const wrong = referenceJson();
    wrong.units[0]!.formation = '<img src=x onerror=window.__pwned=1>';
    expect(draftOf(wrong).ok).toBe(true);
    expect(loadScenarioJson(wrong, 'x.json').ok).toBe(false);
  });
});

/** The only elements the map's drawing is made of. */
const DRAWN_TAGS = new Set([
  'svg',
  'defs',
  'marker',
  'path',
  'pattern',
  'rect',
  'g',
  'polygon',
  'title',
  'text',
  'circle',
  'line',
]);

describe('a payload in any field stays text in the map drawing', () => {
  const attrsAndTexts = (json: unknown) => {
    const d = draftOf(json);
    if (!d.ok) return undefined;
    const tree = renderScene(
      {
        board: draftBoard(d.value, rs),
        ruleset: rs,
        targets: [],
        log: [],
        latestFrom: 0,
        pending: null,
      },
      { hexsides: true, zoc: true, labels: LABELS.en },
    );
    const elements = elementsOf(tree);
    return { elements, texts: textsOf(tree), values: elements.flatMap((e) => Object.values(e.attrs)) };
  };

  it.each(FIELDS.flatMap((f) => PAYLOADS.map((p) => [f.path, p.name, f, p.text] as const)))(
    '%s: %s',
    (_, __, field, payload) => {
      const drawn = attrsAndTexts(withPayload(field, payload));
      // A board size that is not a number is the one payload the editor refuses to draw at all.
      const refused = field.path === 'board.width' || field.path === 'board.height';
      expect(drawn === undefined).toBe(refused);
      if (!drawn) return;
      // One assertion each over the whole drawing (an expect per attribute was most of this file's CPU).
      const tags = new Set(drawn.elements.map((e) => e.tag));
      expect([...tags].filter((t) => !DRAWN_TAGS.has(t))).toEqual([]);
      const handlers = drawn.elements.flatMap((e) =>
        Object.keys(e.attrs)
          .filter((k) => /^on/i.test(k))
          .map((k) => `${e.tag} ${k}`),
      );
      expect(handlers).toEqual([]);
    },
  );

  it('draws a unit whose formation and morale hold markup, the markup as values only', () => {
    const j = referenceJson();
    const payload = '"><svg onload=window.__pwned=1>';
    j.units[0]!.formation = payload;
    j.units[0]!.moraleState = payload;
    j.units[0]!.name = payload;
    const drawn = attrsAndTexts(j)!;
    const counter = drawn.elements.find((e) => e.attrs['data-unit'] === 'fr-1-cuirassiers')!;
    expect(counter.attrs['data-formation']).toBe(payload);
    expect(counter.attrs['data-morale']).toBe(payload);
    expect(drawn.texts.some((t) => t.startsWith(`${payload}\n`))).toBe(true);
    expect(drawn.elements.filter((e) => e.tag === 'svg')).toHaveLength(1);
  });
});

describe('links in the fragment', () => {
  it('reads the fragment first, then an old ?s= link', () => {
    expect(linkText('?s=old', '#s=new')).toBe('new');
    expect(linkText('?lang=es&s=old', '')).toBe('old');
    expect(linkText('?scenario=x', '#')).toBeUndefined();
  });

  it('writes the scenario in the fragment and never in the query', () => {
    const q = new URLSearchParams('lang=es&s=old&seed=3');
    expect(addressOf('/', q, 'abc')).toBe('/?lang=es&seed=3#s=abc');
    expect(addressOf('/p/', new URLSearchParams(), undefined)).toBe('/p/');
  });

  it('round-trips a valid 605-unit scenario through its link text, far past 8,000 characters', async () => {
    const j = bigScenario();
    expect(j.units).toHaveLength(605);
    expect(loadScenarioJson(j, 'big.json').ok).toBe(true);
    const text = await encodeScenario(j);
    expect(text.length).toBeGreaterThan(MAX_LINK);
    expect(await decodeScenario(text)).toEqual({ ok: true, value: j });
  });
});

describe('the exact analyses of the page have a time budget', () => {
  it('30 s by default, ?odds-seconds=N otherwise, a bad value leaves the default', () => {
    expect(DEFAULT_ODDS_SECONDS).toBe(30);
    expect(oddsSecondsOf('')).toBe(30);
    expect(oddsSecondsOf('?odds-seconds=2')).toBe(2);
    expect(oddsSecondsOf('?odds-seconds=0.5')).toBe(0.5);
    for (const bad of ['0', '-1', 'x', '', 'Infinity'])
      expect(oddsSecondsOf(`?odds-seconds=${bad}`)).toBe(30);
  });
});
