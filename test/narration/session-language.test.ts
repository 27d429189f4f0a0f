// A host picks the narration language per charge (createCharge, resumeCharge, replay: { language }):
// the session narrates its log at the edge, from the catalogue of that language (src/narration), and
// the charge state holds no words at all.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  type ChargeSession,
  createCharge,
  loadScenarioFromJson,
  type NarratedEntry,
  replay,
  resumeCharge,
  saveCharge,
} from '../../machines/index.ts';
import { LANGUAGES } from '../../src/narration/languages.ts';
import { type Lang, narrate } from '../../src/narration/narrate.ts';

const EN = LANGUAGES.en.log;
const ES = LANGUAGES.es.log;
const RU = LANGUAGES.ru.log;

const REFERENCE = readFileSync('data/scenarios/01-reference-charge.json', 'utf8');

function charge(language?: unknown): ChargeSession {
  const loaded = loadScenarioFromJson(REFERENCE);
  if (!loaded.ok) throw new Error(loaded.error.message);
  const made = createCharge({ ...loaded.value, ...(language === undefined ? {} : { language }) } as never);
  if (!made.ok) throw new Error(`${made.error.code}: ${made.error.message}`);
  return made.value;
}

function played(language?: Lang): { session: ChargeSession; heard: NarratedEntry[] } {
  const session = charge(language);
  const heard: NarratedEntry[] = [...session.log];
  session.onLog((e) => heard.push(e));
  const r = session.runToEnd();
  if (!r.ok) throw new Error(r.error.message);
  return { session, heard };
}

describe('the language of a charge', () => {
  it('English by default: the text of every entry is its English template filled, as hosts always had it', () => {
    const { session, heard } = played();
    expect(session.language).toBe('en');
    expect(heard).toEqual(session.log);
    expect(heard.map((e) => e.text)).toEqual(session.state.log.map((e) => narrate(e, 'en')));
    expect(heard.every((e) => Object.hasOwn(EN, e.key))).toBe(true);
    expect(heard.find((e) => e.key === 'melee.roll')?.text).toBe(
      'Melee roll 64, modified 65, on column 2:1: DR',
    );
    // the state holds the data only
    expect(session.state.log.every((e) => !('text' in e))).toBe(true);
  });

  for (const [lang, catalogue] of [
    ['es', ES],
    ['ru', RU],
  ] as const) {
    it(`${lang}: every entry of the reference charge is told from the ${lang} catalogue, none in English`, () => {
      const { session, heard } = played(lang);
      const english = played().session.log;
      expect(session.language).toBe(lang);
      expect(heard).toEqual(session.log);
      expect(heard.length).toBe(english.length);
      for (const [i, e] of heard.entries()) {
        expect(Object.hasOwn(catalogue, e.key), e.key).toBe(true);
        expect(e.text, e.key).toBe(narrate(e, lang));
        expect(e.text, e.key).not.toBe(english[i]!.text);
      }
    });
  }

  it('Spanish and Russian words of the same entry', () => {
    const es = played('es').session.log.find((e) => e.key === 'melee.roll')?.text;
    const ru = played('ru').session.log.find((e) => e.key === 'melee.roll')?.text;
    expect([es, ru]).toEqual([
      'Tirada de cuerpo a cuerpo 64, modificada 65, en la columna 2:1: DR',
      'Бросок рукопашной 64, с модификаторами 65, по колонке 2:1: DR',
    ]);
  });

  it('an unknown language is refused with api/unknown-language, whatever it is', () => {
    const loaded = loadScenarioFromJson(REFERENCE);
    if (!loaded.ok) throw new Error(loaded.error.message);
    for (const language of ['fr', 'EN', '', 7, null, { toString: () => 'es' }]) {
      const r = createCharge({ ...loaded.value, language } as never);
      expect(r.ok ? 'created' : r.error.code, String(language)).toBe('api/unknown-language');
    }
    const r = createCharge({ ...loaded.value, language: 'de' } as never);
    expect(r.ok ? '' : r.error.message).toBe('the language must be one of en, es, ru: got "de"');
  });

  it('a save resumes and replays in the language asked (the save holds none)', () => {
    const s = charge('ru');
    for (let i = 0; i < 3; i++) s.autoRoll();
    const save = saveCharge(s);
    expect(JSON.stringify(save)).not.toContain('"language"');
    const es = resumeCharge(save, { language: 'es' });
    const en = replay(save);
    if (!es.ok || !en.ok) throw new Error('refused');
    expect([es.value.language, en.value.language]).toEqual(['es', 'en']);
    expect(es.value.log.map((e) => e.text)).toEqual(s.state.log.map((e) => narrate(e, 'es')));
    const bad = resumeCharge(save, { language: 'xx' } as never);
    expect(bad.ok ? '' : bad.error.code).toBe('api/unknown-language');
  });
});
