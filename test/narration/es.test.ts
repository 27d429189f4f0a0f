import { describe, expect, it } from 'vitest';
import { procedureSteps } from '../../machines/diagram.ts';
import { EN } from '../../src/narration/en.ts';
import { ES } from '../../src/narration/es.ts';
import { describeOption, describePending, narrate, translateValue } from '../../src/narration/narrate.ts';
import { STEP_TITLES_ES } from '../../src/narration/steps-es.ts';

const placeholders = (t: string): string[] => [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

describe('Spanish narration', () => {
  it('has exactly the keys of the English catalogue', () => {
    expect(Object.keys(ES).sort()).toEqual(Object.keys(EN).sort());
  });

  it('uses the same parameters as the English template of each key', () => {
    for (const key of Object.keys(EN)) expect(placeholders(ES[key]!), key).toEqual(placeholders(EN[key]!));
  });

  it('has a Spanish title for every state of the charge machine, and nothing else', () => {
    expect(Object.keys(STEP_TITLES_ES).sort()).toEqual(
      procedureSteps()
        .map((s) => s.path)
        .sort(),
    );
  });

  it('narrates an entry in either language', () => {
    const entry = {
      key: 'reform.unit',
      params: { unit: '1er Cuirassiers', readiness: 'exhausted', morale: 'good' },
      text: 'x',
    };
    expect(narrate(entry, 'en')).toBe('x');
    expect(narrate(entry, 'es')).toBe('Reagrupamiento de 1er Cuirassiers: agotada, en buen orden');
  });

  it('translates a charge ending', () => {
    expect(translateValue('melee at 3:2, attackers good, defenders disordered/routed', 'es')).toBe(
      'cuerpo a cuerpo a 3:2, atacantes en buen orden, defensores desordenados/en fuga (PGD)',
    );
  });

  it('describes pending requests and options in Spanish', () => {
    expect(
      describePending(
        {
          kind: 'roll',
          id: 'fire-0',
          dice: 'd66',
          purpose: 'defensive fire of the stack at 0606',
          rule: 'step 3',
        },
        'es',
      ),
    ).toBe('fuego defensivo de la pila en 0606');
    const choice = {
      kind: 'choice',
      id: 'use-leader',
      choice: 'use-leader',
      purpose: 'commit Milhaud to the melee roll',
      rule: 'step 5',
      options: [
        { id: 'commit', label: 'commit (+2)' },
        { id: 'hold', label: 'hold the leader back' },
      ],
      defaultOption: 0,
    } as const;
    expect(describePending(choice, 'es')).toBe('comprometer Milhaud en la tirada de cuerpo a cuerpo');
    expect(describeOption(choice, 0, 'es')).toBe('comprometer (+2)');
    expect(describeOption(choice, 1, 'es')).toBe('mantener al líder fuera');
  });
});
