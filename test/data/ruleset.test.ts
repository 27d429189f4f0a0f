import { describe, expect, it } from 'vitest';
import { normalizePath, resolveRelative } from '../../src/data/paths.ts';
import type { ReadJson } from '../../src/data/ruleset.ts';
import { validateRuleset } from '../../src/data/ruleset.ts';
import { ok, type Result } from '../../src/errors.ts';
import { load, readJson, refusal, value } from '../support/data-files.ts';

const BASE = 'data/rulesets/la-bataille.json';

/** A reader that serves the shipped files, with some paths replaced by in-memory JSON. */
function overlay(files: Record<string, unknown>): ReadJson {
  return (path: string): Result<unknown> => (path in files ? ok(files[path]) : readJson(path));
}

describe('ruleset paths', () => {
  it('resolves table paths against the ruleset file', () => {
    expect(resolveRelative(BASE, '../tables/fire.json')).toBe('data/tables/fire.json');
    expect(resolveRelative('/abs/rulesets/a.json', '../tables/b.json')).toBe('/abs/tables/b.json');
    expect(resolveRelative('a.json', 'b.json')).toBe('b.json');
    expect(resolveRelative('x/a.json', '/etc/b.json')).toBe('/etc/b.json');
    expect(normalizePath('../a/./b/../c')).toBe('../a/c');
  });

  it('asks the reader for each table once, by resolved path', () => {
    const asked: string[] = [];
    value(
      validateRuleset(load(BASE), BASE, (p) => {
        asked.push(p);
        return readJson(p);
      }),
    );
    expect(asked).toEqual([
      'data/tables/assault-melee.json',
      'data/tables/stand-modifiers.json',
      'data/tables/column-shift.json',
      'data/tables/fire.json',
      'data/tables/cavalry-melee-modifiers.json',
      'data/tables/recall.json',
      'data/tables/hexsides.json',
      'data/tables/terrain.json',
    ]);
  });
});

describe('broken rulesets', () => {
  it('a refusal inside a table names the table file, not the ruleset', () => {
    const crt = load('data/tables/assault-melee.json');
    (crt.columns as { odds: string }[])[0]!.odds = 'x';
    const e = refusal(
      validateRuleset(load(BASE), BASE, overlay({ 'data/tables/assault-melee.json': crt })),
      'data/bad-odds',
      'data/tables/assault-melee.json at columns[0].odds',
    );
    expect(e.file).toBe('data/tables/assault-melee.json');
  });

  it('a missing table file passes on the reader refusal', () => {
    const json = load(BASE);
    (json.tables as Record<string, string>).fire = '../tables/nope.json';
    refusal(validateRuleset(json, BASE, readJson), 'file/not-found', 'data/tables/nope.json');
  });

  it('a table of the wrong kind is refused', () => {
    const json = load(BASE);
    (json.tables as Record<string, string>).fire = '../tables/recall.json';
    refusal(
      validateRuleset(json, BASE, readJson),
      'data/unknown-kind',
      'data/tables/recall.json',
      '"recall"',
    );
  });

  it('missing and wrong settings name the ruleset file and setting', () => {
    const json = load(BASE);
    delete (json.settings as Record<string, unknown>).routHexes;
    const e = refusal(validateRuleset(json, BASE, readJson), 'data/missing-field', BASE, '"routHexes"');
    expect(e.path).toBe('settings.routHexes');
    const bad = load(BASE);
    (bad.settings as Record<string, unknown>).oddsRounding = 'round-up';
    refusal(validateRuleset(bad, BASE, readJson), 'data/bad-value', 'settings.oddsRounding', '"round-up"');
    const nested = load(BASE);
    (nested.settings as { bounce: Record<string, unknown> }).bounce.hexes = -1;
    refusal(validateRuleset(nested, BASE, readJson), 'data/bad-value', 'settings.bounce.hexes');
    const clamp = load(BASE);
    (clamp.settings as { d66Clamp: Record<string, unknown> }).d66Clamp.to = 70;
    refusal(validateRuleset(clamp, BASE, readJson), 'data/bad-value', 'settings.d66Clamp.to');
    const table = load(BASE);
    delete (table.tables as Record<string, unknown>).recall;
    refusal(validateRuleset(table, BASE, readJson), 'data/missing-field', 'tables.recall');
  });

  it('extends: overrides settings deeply and tables by key, relative to each file', () => {
    const child = {
      kind: 'ruleset',
      id: 'child',
      name: 'Child',
      extends: '../rulesets/la-bataille.json',
      tables: { columnShift: 'shift.json' },
      settings: { bounce: { hexes: 2 }, routHexes: 8 },
    };
    const shift = { ...load('data/tables/column-shift.json'), rows: [{ rolls: '1-6', result: 0 }] };
    const r = value(
      validateRuleset(child, 'data/variants/child.json', overlay({ 'data/variants/shift.json': shift })),
    );
    expect(r.id).toBe('child');
    expect(r.settings.bounce).toEqual({ hexes: 2, disorder: false });
    expect(r.settings.routHexes).toBe(8);
    expect(r.columnShift.rows).toHaveLength(1);
    expect(r.crt.columns).toHaveLength(9);
  });

  it('extends: a wrong override names the child file; a cycle is refused', () => {
    const child = {
      kind: 'ruleset',
      id: 'c',
      name: 'C',
      extends: 'la-bataille.json',
      settings: { routHexes: 'x' },
    };
    refusal(
      validateRuleset(child, 'data/rulesets/c.json', readJson),
      'data/wrong-type',
      'data/rulesets/c.json',
    );
    const a = { kind: 'ruleset', id: 'a', name: 'A', extends: 'b.json' };
    const b = { kind: 'ruleset', id: 'b', name: 'B', extends: 'a.json' };
    refusal(
      validateRuleset(a, 'r/a.json', overlay({ 'r/a.json': a, 'r/b.json': b })),
      'data/extends-cycle',
      'r/a.json -> r/b.json',
    );
  });
});
