// The log keys and their parameters (LogParams, src/procedure/log-keys.ts) against the catalogues: every
// key has a template in every language, every field of an English template is a parameter its key
// takes, and every plural field is a number. Checked by the compiler (expectTypeOf, @ts-expect-error:
// npx tsc fails when they do not hold) and at run time against the logs of the shipped charges.
import { readdirSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { ChargeSession } from '../../machines/session.ts';
import { scriptSource } from '../../src/dice/index.ts';
import type {
  CatalogueKey,
  EndingWordKey,
  EnglishTemplates,
  RequestWordKey,
} from '../../src/narration/catalogue.ts';
import { en } from '../../src/narration/languages/en.ts';
import { CATALOGUES, LANGS } from '../../src/narration/narrate.ts';
import { pluralForms, templateParams } from '../../src/narration/render.ts';
import type { LogKey, LogParams } from '../../src/procedure/log-keys.ts';
import type { Saying } from '../../src/procedure/say.ts';
import { load } from '../machine/helpers.ts';

/** Whether a field's text is a parameter name (not the "# hex" of a plural form). */
type Name<S extends string> = S extends '' | `${string}${' ' | '#' | '{' | '}'}${string}` ? never : S;
/** The fields of a template, "{name}" and "{name, plural, ...}", at any depth (the type of templateParams). */
type Fields<S extends string> = S extends `${string}{${infer Rest}`
  ?
      | (Rest extends `${infer Inside}}${string}`
          ? Name<Inside extends `${infer Head},${string}` ? Head : Inside>
          : never)
      | Fields<Rest>
  : never;
/** The plural fields of a template, "{name, plural, ...}". */
type Plurals<S extends string> = S extends `${string}{${infer Rest}`
  ? (Rest extends `${infer Head}, plural,${string}` ? Name<Head> : never) | Plurals<Rest>
  : never;

/** The fields of each key's English template that its parameters do not give. */
type Unfilled = { [K in LogKey]: Exclude<Fields<EnglishTemplates[K]>, keyof LogParams[K]> };
/** The plural fields of each key's English template whose parameter is not a number. */
type NotCounted = {
  [K in LogKey]: {
    [F in Plurals<EnglishTemplates[K]> & keyof LogParams[K]]: Exclude<
      LogParams[K][F],
      undefined
    > extends number
      ? never
      : F;
  }[Plurals<EnglishTemplates[K]> & keyof LogParams[K]];
};

describe('the keys of the log and their parameters', () => {
  it('reads the fields of a template as the narration does (the check is not empty)', () => {
    expectTypeOf<Fields<'{unit} loses an increment ({left} left)'>>().toEqualTypeOf<'unit' | 'left'>();
    expectTypeOf<Fields<'{n, plural, one {# to {to}} other {# to {to}s}} {a}'>>().toEqualTypeOf<
      'n' | 'to' | 'a'
    >();
    expectTypeOf<Plurals<EnglishTemplates['stand.column-shift']>>().toEqualTypeOf<'shift'>();
    expect(templateParams(en.log['stand.column-shift'])).toEqual(['hex', 'roll', 'shift']);
    expectTypeOf<Fields<EnglishTemplates['stand.column-shift']>>().toEqualTypeOf<'hex' | 'roll' | 'shift'>();
  });

  it('every field of an English template is a parameter of its key (the ending is worded from its fields)', () => {
    expectTypeOf<Omit<Unfilled, 'charge.ended'>>().toEqualTypeOf<{
      [K in Exclude<LogKey, 'charge.ended'>]: never;
    }>();
    // the closing entry's {ending} is worded by the narration from the ending's fields (endingWords)
    expectTypeOf<Unfilled['charge.ended']>().toEqualTypeOf<'ending'>();
  });

  it('every plural field is a number', () => {
    expectTypeOf<NotCounted[LogKey]>().toEqualTypeOf<never>();
  });

  it('the catalogues hold the keys of the log, the words of an ending and of requests, and nothing else', () => {
    expectTypeOf<Exclude<keyof EnglishTemplates, RequestWordKey>>().toEqualTypeOf<LogKey | EndingWordKey>();
    expectTypeOf<Extract<keyof EnglishTemplates, CatalogueKey>>().toEqualTypeOf<keyof EnglishTemplates>();
    const words = Object.keys(en.log).filter((k) => k.startsWith('ending.'));
    const expected: EndingWordKey[] = [
      'ending.melee',
      'ending.attackers',
      'ending.defenders',
      'ending.state.good',
      'ending.state.disordered',
      'ending.state.routed',
      'ending.status.surrendered',
      'ending.status.eliminated',
      'ending.status.off-map',
      'ending.recall.recalled',
      'ending.recall.not-recalled',
    ];
    expect(words.sort()).toEqual(expected.sort());
    for (const lang of LANGS)
      expect(Object.keys(CATALOGUES[lang]).sort(), lang).toEqual(Object.keys(en.log).sort());
  });

  it('a wrong key, a missing or an unknown parameter does not compile', () => {
    const ok: Saying[] = [
      { rule: '19.6', key: 'loss.increment', params: { unit: 'IR 4', left: 3 } },
      { rule: '19.1.1', key: 'reform.nobody' },
    ];
    expect(ok.map((s) => s.key)).toEqual(['loss.increment', 'reform.nobody']);
    // @ts-expect-error no such key
    const wrongKey: Saying = { rule: '19.6', key: 'loss.increments', params: { unit: 'IR 4', left: 3 } };
    // @ts-expect-error the increments left are missing
    const missing: Saying = { rule: '19.6', key: 'loss.increment', params: { unit: 'IR 4' } };
    const unknown: Saying = {
      rule: '19.1.1',
      key: 'reform.unit',
      // @ts-expect-error reform.unit takes no hex
      params: { unit: 'x', readiness: 'tired', morale: 'good', hex: '0101' },
    };
    // @ts-expect-error a count of hexes is a number
    const notCounted: Saying = {
      rule: '13.2.4',
      key: 'move.retreat',
      params: { stack: 'A', hexes: 'two', from: '0101', to: '0102', path: '0102' },
    };
    expect([wrongKey, missing, unknown, notCounted]).toHaveLength(4);
  });
});

describe('the logs of the shipped charges', () => {
  const SHIPPED = readdirSync('data/scenarios').filter((f) => f.endsWith('.json'));
  it('every entry gives its template all its fields, a number to each plural field', () => {
    let entries = 0;
    for (const file of SHIPPED) {
      const l = load(file);
      const s = new ChargeSession({ ...l, dice: scriptSource(l.scenario.dice?.script ?? []) });
      expect(s.runToEnd().ok).toBe(true);
      for (const e of s.state.log) {
        entries++;
        const template: string = en.log[e.key];
        const given = e.key === 'charge.ended' ? [...Object.keys(e.params), 'ending'] : Object.keys(e.params);
        for (const field of templateParams(template)) expect(given, `${file} ${e.key}`).toContain(field);
        for (const field of pluralForms(template).keys())
          expect(typeof e.params[field], `${e.key} ${field}`).toBe('number');
      }
    }
    expect(entries).toBeGreaterThan(250);
  });
});
