/**
 * `run --lang` narrates in the narration languages (src/narration), the CLI's own words included, and
 * refuses others; no internal state name (meleeRoll, standCheck) reaches a reader of any command.
 */
import { describe, expect, it } from 'vitest';
import { procedureSteps } from '../../machines/diagram.ts';
import { LANGUAGES } from '../../src/narration/languages.ts';
import { LANGS } from '../../src/narration/narrate.ts';

const STEP_TITLES_ES = LANGUAGES.es.steps;
const STEP_TITLES_RU = LANGUAGES.ru.steps;

import { cli, REF } from './helpers.ts';

/** The machine's state keys that are not plain words: what must never be printed. */
const INTERNAL = procedureSteps()
  .map((s) => s.key)
  .filter((k) => /[a-z][A-Z]/.test(k));

describe('run --lang', () => {
  it('es: the narration, the headings and the final board in Spanish', async () => {
    const r = await cli(['run', REF, '--lang', 'es']);
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    expect(lines[1]).toBe(
      'Reglamento: La Bataille cavalry charge (demonstration tables); procedimiento: carga contra infantería y artillería',
    );
    expect(r.out).toContain('[19.6] 52nd Foot + Royal Horse Artillery (Bull) aguanta la carga');
    expect(lines).toContain(
      'Final: cuerpo a cuerpo a 2:1, atacantes en fuga (PGD), defensores en fuga (PGD), llamada no obedecida',
    );
    expect(lines).toContain('Tablero final:');
    expect(lines).toContain(
      '  1400  52nd Foot (british, infantería, línea) 8/8 incr., en fuga (PGD), encarando al S',
    );
    expect(lines).toContain('Retiradas del mapa:');
    expect(lines).toContain('  Royal Horse Artillery (Bull): eliminada (18.10.4)');
  });

  it('en is the default, word for word', async () => {
    const plain = await cli(['run', REF]);
    expect((await cli(['run', REF, '--lang', 'en'])).out).toBe(plain.out);
    expect(plain.out.split('\n')[1]).toBe(
      'Ruleset: La Bataille cavalry charge (demonstration tables); procedure: charge against infantry and artillery',
    );
  });

  it('--interactive in Spanish: step titles and prompts', async () => {
    const r = await cli(
      ['run', 'data/scenarios/11-recall-trample.json', '--interactive', '--lang', 'es'],
      ['55'],
    );
    expect(r.out).toContain(`== ${STEP_TITLES_ES.standCheck} (19.6)`);
    expect(r.out).toContain('Tira d66 para chequeo de moral de la pila en 0811 ante la carga (19.6)');
    expect(r.code).toBe(2); // the input ended
  });

  it('--interactive in Russian: the step titles in Russian too (they were English)', async () => {
    const r = await cli(
      ['run', 'data/scenarios/11-recall-trample.json', '--interactive', '--lang', 'ru'],
      ['55'],
    );
    expect(r.out).toContain(`== ${STEP_TITLES_RU.standCheck} (19.6)`);
    expect(r.out).not.toContain('== Step 2');
    expect(r.code).toBe(2); // the input ended
  });

  it('every narration language is accepted; others are refused with the list', async () => {
    for (const lang of LANGS) expect((await cli(['run', REF, '--lang', lang])).code, lang).toBe(0);
    const r = await cli(['run', REF, '--lang', 'fr']);
    expect(r.code).toBe(2);
    expect(r.err).toEqual([`error cli/bad-lang: --lang must be one of ${LANGS.join(', ')}: got "fr"`]);
  });
});

describe('no internal state names', () => {
  it('the machine has camelCase state keys to look for', () => {
    expect(INTERNAL).toContain('meleeRoll');
    expect(INTERNAL).toContain('standCheck');
  });

  it.each([
    ['run', ['run', REF]],
    ['run --lang es', ['run', REF, '--lang', 'es']],
    ['run --interactive', ['run', 'data/scenarios/11-recall-trample.json', '--interactive']],
    [
      'check (wrong claim)',
      ['check', 'data/scenarios/10-against-routed.json', '--dice', '2', '--claim', 'recalled'],
    ],
    ['odds', ['odds', 'data/scenarios/10-against-routed.json']],
  ])('%s', async (_, argv) => {
    const r = await cli(argv, ['55', '1', '11', ...Array(30).fill('')]);
    for (const key of INTERNAL) expect(r.out, key).not.toMatch(new RegExp(`\\b${key}\\b`));
  });
});

describe('odds: percentages beside exact fractions', () => {
  it('every probability line shows a percentage and the fraction', async () => {
    const r = await cli(['odds', 'data/scenarios/10-against-routed.json']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(
      /^Recall \(19\.8\):\n {2}recalled {6}66\.67% {2}2\/3\n {2}not-recalled {2}33\.33% {2}1\/3$/m,
    );
    expect(r.out).toMatch(/^Defender fate:\n {2}routed {2}100% {2}1$/m);
    const rows = r.out.split('\n').filter((l) => /^ {2}\S/.test(l) && /\d\/\d/.test(l));
    expect(rows.length).toBeGreaterThan(3);
    for (const l of rows) expect(l, l).toMatch(/ (\d+\.\d+|<0\.0*1|>99\.9+|100|0)% +\d+\/\d+/);
  });
});
