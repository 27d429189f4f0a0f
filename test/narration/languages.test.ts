import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../cli/load.ts';
import { procedureSteps } from '../../machines/diagram.ts';
import { ChargeSession } from '../../machines/session.ts';
import { scriptSource } from '../../src/dice/index.ts';
import type { MoraleState } from '../../src/model/unit.ts';
import { LANGUAGES } from '../../src/narration/languages.ts';
import {
  CATALOGUES,
  describeOption,
  describePending,
  endingText,
  LANGS,
  narrate,
  parseLang,
} from '../../src/narration/narrate.ts';
import { pluralForms, render, templateParams } from '../../src/narration/render.ts';
import { ruleName } from '../../src/narration/rule-names.ts';
import { stepTitle } from '../../src/narration/step-title.ts';
import type { Ending } from '../../src/procedure/ending.ts';

const EN: Readonly<Record<string, string>> = LANGUAGES.en.log;
const RU: Readonly<Record<string, string>> = LANGUAGES.ru.log;

const choice = {
  kind: 'choice',
  id: 'use-leader',
  what: 'use-leader',
  subject: { units: ['fr-cuirassiers'], hexes: [{ col: 6, row: 7 }] },
  side: 'french',
  say: { key: 'request.use-leader', params: { 'leaders.length': 1, 'leaders.0': 'Milhaud' } },
  rule: 'step 5',
  options: [
    { id: 'commit', say: { key: 'option.commit-leader', params: { modifiers: '+2' } } },
    { id: 'hold', say: { key: 'option.hold-leader', params: {} } },
  ],
  defaultOption: 0,
} as const;

describe('plurals by Intl.PluralRules', () => {
  const hexes = '{n, plural, one {# hex} other {# hexes}}';
  const ru = '{n, plural, one {# гекс} few {# гекса} many {# гексов} other {# гекса}}';
  it('picks the English form of the number', () => {
    expect(render(`retreats ${hexes}`, { n: 1 })).toBe('retreats 1 hex');
    expect(render(`retreats ${hexes}`, { n: 2 })).toBe('retreats 2 hexes');
    expect(render(`retreats ${hexes}`, { n: 0 })).toBe('retreats 0 hexes');
    expect(render('{n, plural, =0 {nothing} other {#}}', { n: 0 })).toBe('nothing');
  });
  it('picks the Russian one, few and many forms', () => {
    expect([1, 2, 4, 5, 11, 21, 22, 25].map((n) => render(ru, { n }, 'ru'))).toEqual([
      '1 гекс',
      '2 гекса',
      '4 гекса',
      '5 гексов',
      '11 гексов',
      '21 гекс',
      '22 гекса',
      '25 гексов',
    ]);
  });
  it('fills parameters inside the forms and leaves unknown ones visible', () => {
    expect(render('{n, plural, one {# to {to}} other {# to {to}s}}', { n: 3, to: 'hex' })).toBe('3 to hexs');
    expect(render('{missing} {n}', { n: 1 })).toBe('{missing} 1');
    expect(templateParams(`{a} ${hexes} {b}`)).toEqual(['a', 'b', 'n']);
  });
});

describe('narration catalogues', () => {
  it('every language has exactly the keys of the English catalogue, with the same parameters', () => {
    for (const lang of LANGS) {
      const cat = CATALOGUES[lang];
      expect(Object.keys(cat).sort(), lang).toEqual(Object.keys(EN).sort());
      for (const key of Object.keys(EN))
        expect(templateParams(cat[key]!), `${lang} ${key}`).toEqual(templateParams(EN[key]!));
    }
  });

  it('no template fakes a plural with "(s)", "(es)" or "(n)"', () => {
    for (const lang of LANGS)
      for (const [key, t] of Object.entries(CATALOGUES[lang]))
        expect(t, `${lang} ${key}`).not.toMatch(/\((s|es|n)\)/);
  });

  it('every Russian plural field gives the one, few and many forms', () => {
    for (const [key, t] of Object.entries(RU))
      for (const [param, forms] of pluralForms(t))
        expect(forms, `${key} ${param}`).toEqual(expect.arrayContaining(['one', 'few', 'many']));
  });

  it('has a title for every state of the charge machine in every language, and nothing else', () => {
    const paths = procedureSteps()
      .map((s) => s.path)
      .sort();
    for (const lang of LANGS) expect(Object.keys(LANGUAGES[lang].steps).sort(), lang).toEqual(paths);
  });

  it("the English step titles are the machine's own (its states' meta), word for word", () => {
    for (const s of procedureSteps()) expect(stepTitle(s.path, 'en'), s.path).toBe(s.title);
    expect(stepTitle('standCheck', 'es')).toBe('Paso 2: chequeo de moral para aguantar la carga');
    expect(stepTitle('no.such-state', 'ru', 'fallback')).toBe('fallback');
  });

  it('narrates an entry in each language, English by default; a key no catalogue has as it is', () => {
    const entry = {
      key: 'reform.unit' as const,
      params: { unit: '1er Cuirassiers', readiness: 'exhausted', morale: 'good' },
    };
    expect(narrate(entry)).toBe('1er Cuirassiers reforms: exhausted, good');
    expect(narrate(entry, 'en')).toBe('1er Cuirassiers reforms: exhausted, good');
    expect(narrate({ key: 'no.such-key', params: {} } as never, 'es')).toBe('no.such-key');
    expect(narrate(entry, 'xx' as never)).toBe('1er Cuirassiers reforms: exhausted, good');
    expect(narrate(entry, 'es')).toBe('Reagrupamiento de 1er Cuirassiers: agotada, en buen orden');
    expect(narrate(entry, 'ru')).toBe('1er Cuirassiers приводит себя в порядок: изнурённое, в порядке');
    const retreat = {
      key: 'move.retreat' as const,
      params: { stack: 'A', hexes: 1, from: '0101', to: '0102', path: '0102' },
    };
    expect(narrate(retreat, 'es')).toBe('A se retira 1 hexágono de 0101 a 0102 (0102)');
    expect(narrate({ ...retreat, params: { ...retreat.params, hexes: 2 } }, 'es')).toBe(
      'A se retira 2 hexágonos de 0101 a 0102 (0102)',
    );
    expect(narrate({ ...retreat, params: { ...retreat.params, hexes: 5 } }, 'ru')).toBe(
      'A отходит на 5 гексов из 0101 в 0102 (0102)',
    );
  });

  it('narrates the reference charge in English with real plurals', () => {
    const l = loadScenario('data/scenarios/01-reference-charge.json');
    if (!l.ok) throw new Error(l.error.message);
    const s = new ChargeSession({ ...l.value, dice: scriptSource(l.value.scenario.dice?.script ?? []) });
    expect(s.runToEnd().ok).toBe(true);
    const text = s.state.log.map((e) => narrate(e)).join('\n');
    expect(text).not.toMatch(/\((s|es)\)/);
    for (const lang of LANGS)
      for (const e of s.state.log) expect(narrate(e, lang), `${lang} ${e.key}`).not.toMatch(/\{\w+/);
  });

  it('words a charge ending in each language from its fields', () => {
    const side = (states: MoraleState[], ids: string[]) => ({
      status: 'on-board' as const,
      states,
      onBoard: ids,
      removed: [],
      offMap: [],
    });
    const melee: Ending = {
      decidedBy: 'melee',
      odds: { attacker: 3, defender: 2 },
      attackers: side(['good'], ['a1']),
      defenders: side(['disordered', 'routed'], ['d1', 'd2']),
    };
    expect(endingText(melee)).toBe('melee at 3:2, attackers good, defenders disordered/routed');
    expect(endingText(melee, 'es')).toBe(
      'cuerpo a cuerpo a 3:2, atacantes en buen orden, defensores desordenados/en fuga (PGD)',
    );
    expect(endingText(melee, 'ru')).toBe(
      'рукопашная при 3:2, атакующие в порядке, обороняющиеся расстроены/в бегстве (PGD)',
    );
    const gone: Ending = {
      decidedBy: 'stand-check',
      attackers: { status: 'off-map', states: [], onBoard: [], removed: [], offMap: ['a1'] },
      defenders: {
        status: 'surrendered',
        states: [],
        onBoard: [],
        removed: [{ unit: 'd1', reason: 'surrendered' }],
        offMap: [],
      },
      recall: 'not-recalled',
    };
    expect(LANGS.map((l) => endingText(gone, l))).toEqual([
      'attackers off the map, defenders surrendered, not-recalled',
      'atacantes fuera del mapa, defensores rendidos, llamada no obedecida',
      'атакующие за краем карты, обороняющиеся сдались, не отозвана',
    ]);
    const eliminated: Ending = {
      ...gone,
      defenders: { ...gone.defenders, status: 'eliminated' },
      recall: 'recalled',
    };
    expect(LANGS.map((l) => endingText(eliminated, l))).toEqual([
      'attackers off the map, defenders eliminated, recalled',
      'atacantes fuera del mapa, defensores eliminados, llamada obedecida',
      'атакующие за краем карты, обороняющиеся уничтожены, отозвана',
    ]);
  });

  it('narrates the entry that closes a charge from the fields of its ending, in each language', () => {
    const entry = {
      key: 'charge.ended' as const,
      params: {
        decidedBy: 'melee',
        odds: '2:1',
        attackers: 'on-board',
        attackerState1: 'routed',
        defenders: 'eliminated',
      },
      text: 'The charge is over: melee at 2:1, attackers routed, defenders eliminated',
    };
    expect(narrate(entry, 'es')).toBe(
      'La carga ha terminado: cuerpo a cuerpo a 2:1, atacantes en fuga (PGD), defensores eliminados',
    );
    expect(narrate(entry, 'ru')).toBe(
      'Атака окончена: рукопашная при 2:1, атакующие в бегстве (PGD), обороняющиеся уничтожены',
    );
  });

  it('reads a language code', () => {
    expect(parseLang('ru')).toBe('ru');
    expect(parseLang('fr')).toBeUndefined();
    expect(parseLang(undefined)).toBeUndefined();
  });
});

describe('pending requests for people', () => {
  const at = { col: 6, row: 6 };
  const fire = {
    kind: 'roll',
    id: 'fire-0',
    what: 'defensive-fire',
    subject: { units: ['br-52-foot'], hexes: [at], stack: 0 },
    side: 'british',
    dice: 'd66',
    say: { key: 'request.defensive-fire', params: { hex: '0606' } },
    rule: 'step 3',
  } as const;

  it('renders a request and its options in English, Spanish and Russian from the catalogues', () => {
    expect(describePending(fire)).toBe('defensive fire of the stack at 0606');
    expect(describePending(fire, 'es')).toBe('fuego defensivo de la pila en 0606');
    expect(describePending(fire, 'ru')).toBe('оборонительный огонь стека в 0606');
    expect(describePending(choice)).toBe('commit Milhaud to the melee roll');
    expect(describePending(choice, 'es')).toBe('comprometer a Milhaud en la tirada de cuerpo a cuerpo');
    expect(describeOption(choice, 0)).toBe('commit (+2)');
    expect(describeOption(choice, 0, 'es')).toBe('comprometer (+2)');
    expect(describeOption(choice, 1, 'es')).toBe('mantener al líder fuera');
    expect(describeOption(choice, 1, 'ru')).toBe('не вводить командира');
    expect(describeOption(choice, 2, 'ru')).toBe('');
  });

  it('joins a list of names with the language\'s "and", never cutting it out of a sentence', () => {
    const two = {
      ...choice,
      say: {
        key: 'request.use-leader',
        params: { 'leaders.length': 2, 'leaders.0': 'Lasalle', 'leaders.1': 'Colbert' },
      },
    } as const;
    expect(describePending(two)).toBe('commit Lasalle and Colbert to the melee roll');
    expect(describePending(two, 'es')).toBe(
      'comprometer a Lasalle y Colbert en la tirada de cuerpo a cuerpo',
    );
    expect(describePending(two, 'ru')).toBe('ввести Lasalle и Colbert в бросок рукопашной');
  });

  it('words the doctrine and path prompts, the kind of move by its key, with real plurals', () => {
    const hold = {
      kind: 'choice',
      id: 'hold-back:x',
      what: 'hold-back',
      subject: { units: ['x'], hexes: [at] },
      side: 'french',
      say: { key: 'request.hold-back.test', params: { unit: '3rd Hussars' } },
      rule: '000 avoid',
      options: [
        { id: 'pursue', say: { key: 'option.pursue', params: {} } },
        { id: 'attempt', say: { key: 'option.attempt-hold-back', params: {} } },
      ],
      defaultOption: 0,
    } as const;
    expect(describePending(hold, 'es')).toBe(
      'si 3rd Hussars intenta evitar la persecución (chequeo de Liderazgo) en lugar de perseguir',
    );
    expect(describeOption(hold, 1, 'ru')).toBe('попытаться удержаться: 2D6 <= Лидерство');
    const path = {
      kind: 'choice',
      id: 'path-rout-a',
      what: 'retreat-path',
      subject: { units: ['a'], hexes: [at] },
      side: 'british',
      say: { key: 'request.retreat-path.rout', params: { stack: '52nd Foot', hexes: 1, count: 3 } },
      rule: '13.2.4',
      options: [],
      defaultOption: 0,
    } as const;
    expect(describePending(path)).toBe(
      'rout path of 52nd Foot (1 hexes): 3 paths are equal on every priority',
    );
    expect(describePending(path, 'es')).toBe(
      'camino de huida de 52nd Foot (1 hexágono): 3 caminos empatan en todas las prioridades',
    );
    expect(describePending(path, 'ru')).toBe(
      'путь (бегство) для 52nd Foot (1 гекс): 3 путей равны по всем приоритетам',
    );
    const flight = {
      kind: 'roll',
      id: 'flight:u',
      what: 'flight-roll',
      subject: { units: ['u'], hexes: [at] },
      side: 'british',
      dice: '2d6',
      say: { key: 'request.flight-roll.inches', params: { unit: 'Dragoons' } },
      rule: '001 rolls',
    } as const;
    expect(describePending(flight)).toBe('flight roll of Dragoons (inches)');
    expect(describePending(flight, 'ru')).toBe('бросок на отступление Dragoons (дюймы)');
  });
});

describe('rule chips and the result key', () => {
  it('names every rule the procedure cites instead of showing a bare reference', () => {
    expect(ruleName('19.6').chip).toBe('19.6 stand against a charge');
    expect(ruleName('step 3', 'es').chip).toBe('Paso de la carga 3: fuego defensivo');
    expect(ruleName('002 / 001').chip).toBe('Flight doctrine');
    expect(ruleName('000 / 001', 'ru').chip).toBe('Доктрина преследования');
    expect(ruleName('000 avoid').chip).toBe('Pursuit, 6th ed.');
    for (const st of procedureSteps()) if (st.rule) expect(ruleName(st.rule).chip, st.rule).not.toBe(st.rule);
  });

  it('keys every result code in every language', () => {
    for (const lang of LANGS)
      expect(LANGUAGES[lang].resultCodes.map((r) => r.symbol.replace(/^\(.*\)$/, 'blank'))).toEqual([
        'AS',
        'AR',
        'AD#',
        'blank',
        'DD#',
        'DR',
        'DS',
        'a/d',
        '2*/1, 1/2*',
      ]);
  });
});
