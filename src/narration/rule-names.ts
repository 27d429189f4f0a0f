import type { Lang } from './narrate.ts';

type Words = Readonly<Record<Lang, string>>;

/** What each La Bataille rule number the procedure cites is about, in each language. */
const RLB: Readonly<Record<string, Words>> = {
  '10.5': { en: 'routed units', es: 'unidades en fuga', ru: 'бегущие подразделения' },
  '13.2.4': { en: 'retreat path', es: 'camino de retirada', ru: 'путь отхода' },
  '18.10.3': { en: 'unsupplied artillery', es: 'artillería sin munición', ru: 'артиллерия без боеприпасов' },
  '18.10.4': {
    en: 'artillery forced to flee',
    es: 'artillería obligada a huir',
    ru: 'артиллерия вынуждена бежать',
  },
  '19.1.1': { en: 'charge procedure', es: 'procedimiento de carga', ru: 'процедура атаки' },
  '19.6': { en: 'stand against a charge', es: 'aguantar la carga', ru: 'выдержать атаку' },
  '19.8': { en: 'recall', es: 'llamada', ru: 'отзыв' },
  '19.9': { en: 'melee odds', es: 'proporción del cuerpo a cuerpo', ru: 'соотношение сил' },
  '19.9.3': { en: 'blank result: bounce', es: 'resultado en blanco: rebote', ru: 'пустой результат: отскок' },
  '19.10': { en: 'advance after the charge', es: 'avance tras la carga', ru: 'продвижение после атаки' },
  '19.11': { en: 'pursuit', es: 'persecución', ru: 'преследование' },
};

/** The steps of the La Bataille charge procedure (seed 003) cited as "step N". */
const STEPS: Readonly<Record<string, Words>> = {
  '1': { en: 'unsupplied artillery', es: 'artillería sin munición', ru: 'артиллерия без боеприпасов' },
  '2': { en: 'stand check', es: 'chequeo para aguantar', ru: 'проверка стойкости' },
  '3': { en: 'defensive fire', es: 'fuego defensivo', ru: 'оборонительный огонь' },
  '4': { en: 'melee odds', es: 'proporción', ru: 'соотношение сил' },
  '5': { en: 'melee roll', es: 'tirada de cuerpo a cuerpo', ru: 'бросок рукопашной' },
  '6': { en: 'advance', es: 'avance', ru: 'продвижение' },
  '7': { en: 'recall and pursuit', es: 'llamada y persecución', ru: 'отзыв и преследование' },
  '8': { en: 'reform', es: 'reagrupamiento', ru: 'приведение в порядок' },
};

/** The flight and pursuit texts (seeds 000, 001, 002) and the editions they come from. */
const SEEDS: Readonly<Record<string, Words>> = {
  '000': { en: 'Pursuit, 6th ed.', es: 'Persecución, 6.ª ed.', ru: 'Преследование, 6-е изд.' },
  '001': {
    en: 'Flight and pursuit, 8th ed.',
    es: 'Huida y persecución, 8.ª ed.',
    ru: 'Отступление и преследование, 8-е изд.',
  },
  '002': { en: 'Flight, 6th ed.', es: 'Huida, 6.ª ed.', ru: 'Бегство, 6-е изд.' },
};

/** Words of the chips themselves. */
const WORDS: Readonly<Record<Lang, { step: string; flight: string; pursuit: string; rule: string }>> = {
  en: {
    step: 'Charge step',
    flight: 'Flight doctrine',
    pursuit: 'Pursuit doctrine',
    rule: 'La Bataille rule',
  },
  es: {
    step: 'Paso de la carga',
    flight: 'Doctrina de huida',
    pursuit: 'Doctrina de persecución',
    rule: 'Regla de La Bataille',
  },
  ru: {
    step: 'Шаг атаки',
    flight: 'Доктрина отступления',
    pursuit: 'Доктрина преследования',
    rule: 'Правило La Bataille',
  },
};

/** A rule reference as a person reads it: a short chip and a longer explanation (for a tooltip). */
export interface RuleName {
  /** "19.6 stand against a charge", "Step 3 defensive fire", "Flight doctrine". */
  readonly chip: string;
  /** "La Bataille rule 19.6: stand against a charge", "Flight, 6th ed. / Flight and pursuit, 8th ed.". */
  readonly title: string;
}

/**
 * Names a log entry's or a state's rule reference for a person: La Bataille rule numbers with what
 * they are about, "step N" with the step's name, and the seed references of the flight and pursuit
 * doctrines ("002 / 001", "000 avoid") with their text and edition. Unknown references pass as they are.
 */
export function ruleName(rule: string, lang: Lang = 'en'): RuleName {
  const w = WORDS[lang];
  const rlb = RLB[rule];
  if (rlb) return { chip: `${rule} ${rlb[lang]}`, title: `${w.rule} ${rule}: ${rlb[lang]}` };
  const step = /^step (\d+)$/.exec(rule);
  if (step) {
    const name = STEPS[step[1]!]?.[lang] ?? '';
    const chip = `${w.step} ${step[1]}${name ? `: ${name}` : ''}`;
    return { chip, title: chip };
  }
  const both = /^(\d{3}) \/ (\d{3})$/.exec(rule);
  if (both) {
    const chip = both[1] === '000' ? w.pursuit : w.flight;
    return { chip, title: `${chip}: ${SEEDS[both[1]!]?.[lang]} / ${SEEDS[both[2]!]?.[lang]}` };
  }
  const seed = /^(\d{3}) (.+)$/.exec(rule);
  if (seed && SEEDS[seed[1]!]) {
    const text = SEEDS[seed[1]!]![lang];
    return { chip: text, title: `${text} (${seed[2]})` };
  }
  return { chip: rule, title: rule };
}
